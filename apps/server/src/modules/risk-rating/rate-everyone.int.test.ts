/**
 * The participants rated as a whole (docs/product/risk-rating.md § When a participant is rated):
 * those submitted before the rating existed, rated once by the start-up job's slices; the dry run
 * of a draft model, which counts and names who would change and writes nothing; and everyone rated
 * again under the active model. Participants are made through the real calls; the database 'from
 * before the rating' is theirs with the rating's rows taken away, as an older database holds them.
 */
import { type RiskModel, riskModelSchema } from '@kilau/shared';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { riskRatings, riskStates } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { DEFAULT_RISK_MODEL } from './default-model';
import { dryRun, rateEveryone, rateUnratedSlice, ratingHistory } from './index';

describe('rating the participants as a whole', () => {
  const { h, submittedParticipant } = useReviewHarness();

  const countRatings = async () =>
    rowsOf<{ n: number }>(await h.t.db.execute(sql`select count(*)::int as n from risk_ratings`))[0]?.n;

  it('rates the participants submitted before the rating existed, a slice at a time, once', async () => {
    const older = [
      await submittedParticipant({ fullname: 'Lama Satu Sekali' }),
      await submittedParticipant({ fullname: 'Lama Dua Sekali' }),
      await submittedParticipant({
        fullname: 'Lama Tiga Pejabat',
        answers: { personal: { is_pep: true, pep_position: 'Paman: Camat Depok' } },
      }),
    ];
    const ids = older.map((p) => p.id);
    await h.t.db.delete(riskStates).where(inArray(riskStates.customerId, ids));
    await h.t.db.delete(riskRatings).where(inArray(riskRatings.customerId, ids));

    expect(await rateUnratedSlice(h.t.db, 2)).toBe(2);
    expect(await rateUnratedSlice(h.t.db, 2)).toBe(1);
    expect(await rateUnratedSlice(h.t.db, 2)).toBe(0);
    for (const p of older) {
      const history = await ratingHistory(h.t.db, p.id);
      expect(history.map((r) => r.trigger)).toEqual(['model']);
    }
    const [pep] = await ratingHistory(h.t.db, older[2]?.id ?? '');
    expect(pep?.level).toBe('tinggi');
  });

  it('a dry run counts and names who a draft would move, and writes nothing', async () => {
    const plain = await submittedParticipant({ fullname: 'Coba Draf Biasa' });
    const ratingsBefore = await countRatings();
    const statesBefore = await h.t.db.select().from(riskStates);
    // A draft that weighs the missing video call as much as Tinggi's threshold.
    const draft: RiskModel = riskModelSchema.parse({
      ...DEFAULT_RISK_MODEL,
      version: 'coba-draf-1',
      factors: { ...DEFAULT_RISK_MODEL.factors, channel: { points: 8 } },
    });

    const result = await dryRun(h.t.db, draft);
    expect(result.participants).toBe(statesBefore.length);
    // Everyone without an accepted video call and rated below Tinggi moves up to it.
    const moving = statesBefore.filter((s) => s.level !== 'tinggi');
    expect(result.changed).toBe(moving.length);
    expect(result.changes.map((c) => c.customerId)).toContain(plain.id);
    expect(result.changes.find((c) => c.customerId === plain.id)).toMatchObject({
      fullname: 'Coba Draf Biasa',
      from: 'rendah',
      to: 'tinggi',
    });
    const tinggi = result.levels.find((l) => l.level === 'tinggi');
    expect(tinggi).toMatchObject({ gained: moving.length, lost: 0, draft: statesBefore.length });
    const rendah = result.levels.find((l) => l.level === 'rendah');
    expect(rendah?.lost).toBe(statesBefore.filter((s) => s.level === 'rendah').length);

    expect(await countRatings()).toBe(ratingsBefore);
    expect(await h.t.db.select().from(riskStates)).toEqual(statesBefore);
  });

  it('rates everyone under the active model; an unchanged rating is re-dated, not repeated', async () => {
    const p = await submittedParticipant({ fullname: 'Semua Dinilai Ulang' });
    const ratingsBefore = await countRatings();
    const rated = await rateEveryone(h.t.db, 'model');
    const states = await h.t.db.select().from(riskStates);
    expect(rated).toBe(states.length);
    expect(await countRatings()).toBe(ratingsBefore);
    expect(await ratingHistory(h.t.db, p.id)).toHaveLength(1);
  });
});
