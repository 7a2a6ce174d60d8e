import { DAY_MS } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { listStates } from './list-status';

const now = new Date('2026-03-31T05:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the required lists’ state (decision 0132)', () => {
  it('names each required list in order: missing without a version, current within the age, stale past it', () => {
    const lists = listStates(
      { dttot: { versionNo: 4, uploadedAt: ago(30 * DAY_MS + 1) } },
      { maxAgeDays: 30, now },
    );
    expect(lists).toEqual([
      { source: 'un', state: 'missing', version_no: null, uploaded_at: null, age_days: null },
      {
        source: 'dttot',
        state: 'stale',
        version_no: 4,
        uploaded_at: ago(30 * DAY_MS + 1).toISOString(),
        age_days: 30,
      },
    ]);
  });

  it('a version exactly the configured age old is still current; whole days are counted down', () => {
    const [un] = listStates({ un: { versionNo: 1, uploadedAt: ago(30 * DAY_MS) } }, { maxAgeDays: 30, now });
    expect(un).toMatchObject({ state: 'current', age_days: 30 });
    const [fresh] = listStates({ un: { versionNo: 2, uploadedAt: ago(DAY_MS - 1) } }, { maxAgeDays: 1, now });
    expect(fresh).toMatchObject({ state: 'current', age_days: 0 });
  });

  it('an upload the clock puts in the future (instances a little apart) is current and 0 days old', () => {
    const [un] = listStates(
      { un: { versionNo: 1, uploadedAt: new Date(now.getTime() + 5_000) } },
      { maxAgeDays: 30, now },
    );
    expect(un).toMatchObject({ state: 'current', age_days: 0 });
  });
});
