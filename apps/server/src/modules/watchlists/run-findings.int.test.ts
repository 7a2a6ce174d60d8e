/**
 * 'Kecocokan baru: N' followed to exactly those N (decision 0132), through the real calls:
 * participants submit on both platforms before any list exists; the super admin uploads the DTTOT
 * (synthetic people) through the upload route and its rescreen runs; the run's findings name the
 * participants it flagged, each with the matches it found, and nobody else: not a participant
 * who matches nothing, and on the next version's run not the ones already flagged before.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES, runFindingsReplySchema, screeningRunReplySchema } from '@kilau/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useReviewHarness } from '../review/testing/review-harness';
import { storeList } from './testing/upload-list';

const fixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'screening', 'testdata', name));

describe('what a rescreen found', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let superAdmin: string;
  let broker: string;

  beforeAll(async () => {
    superAdmin = (await staff(ROLES.superAdmin)).token;
    broker = (await staff(ROLES.brokerAdmin)).token;
  });

  /** A DTTOT version uploaded as the super admin's page does, and the rescreen it starts run to its end. */
  async function upload(file: string) {
    const { run } = await storeList(h.t, superAdmin, 'dttot', { name: file, bytes: fixture(file) });
    await h.t.flushJobs();
    const reply = await api('GET', `/v1/super-admin/screening/runs/${run.id}`, superAdmin);
    return screeningRunReplySchema.parse(reply.json()).data.run;
  }

  async function findings(runId: string, query = '', token = superAdmin) {
    const reply = await api('GET', `/v1/super-admin/screening/runs/${runId}/findings${query}`, token);
    expect(reply.statusCode, reply.body).toBe(200);
    return runFindingsReplySchema.parse(reply.json()).data;
  }

  it('each run names exactly the participants it flagged, with the matches it found, as they stand now', async () => {
    // Screened at submission against no list: nobody is flagged yet.
    const rizal = await submittedParticipant({
      fullname: 'Rizal Efendi Siregar',
      dateOfBirth: '1985-03-12',
      female: false,
    });
    const dewi = await submittedParticipant({
      platform: 'jafets',
      fullname: 'Dewi Anggraeni Lestari',
      dateOfBirth: '1990-06-05',
      female: true,
    });
    const bystander = await submittedParticipant({
      fullname: 'Hendra Kurniawan Saputra',
      dateOfBirth: '1979-11-02',
      female: false,
    });

    const first = await upload('dttot-screening-v1.csv');
    expect(first).toMatchObject({ status: 'done', flagged: 1 });
    const one = await findings(first.id);
    expect(one.run).toEqual(first);
    expect(one.total).toBe(1);
    expect(one.findings).toEqual([
      {
        customer_id: rizal.id,
        fullname: 'Rizal Efendi Siregar',
        platform_name: expect.any(String),
        matches: [
          {
            match_id: expect.any(String),
            source: 'dttot',
            entry_ref: 'IDD-0004',
            entry_name: 'Rizal Effendi Siregar',
            entry_positions: [],
            score: expect.any(Number),
            how: 'new',
            status: 'open',
          },
        ],
      },
    ]);
    expect(one.findings[0]?.matches[0]?.score).toBeGreaterThanOrEqual(0.7);

    // The next version adds Dewi's namesake: its run flags her alone; Rizal's match stays open
    // but was not found by this run.
    const second = await upload('dttot-screening-v2.csv');
    expect(second).toMatchObject({ status: 'done', flagged: 1 });
    const two = await findings(second.id);
    expect(two.total).toBe(1);
    expect(two.findings.map((f) => [f.customer_id, f.fullname, f.matches.map((m) => m.entry_ref)])).toEqual([
      [dewi.id, 'Dewi Anggraeni Lestari', ['IDD-0102']],
    ]);
    // Her platform's name, as the lists show it: the super admin reads every platform.
    expect(two.findings[0]?.platform_name).not.toBe(one.findings[0]?.platform_name);
    const everyone = [...one.findings, ...two.findings].map((f) => f.customer_id);
    expect(everyone).not.toContain(bystander.id);

    // The first run's findings are still its own.
    expect((await findings(first.id)).findings.map((f) => f.customer_id)).toEqual([rizal.id]);
    // One page of BACKOFFICE_PAGE_SIZE: the second page of a single finding is empty, its total kept.
    expect(await findings(first.id, '?page=2')).toMatchObject({ total: 1, findings: [] });
  });

  it('is the super admin’s, like the lists’ page; an unknown run is a 404', async () => {
    const [any] = (await api('GET', '/v1/super-admin/watchlists', superAdmin).then((r) => r.json())).data
      .runs as { id: string }[];
    if (!any) throw new Error('no run to read');
    const denied = await api('GET', `/v1/super-admin/screening/runs/${any.id}/findings`, broker);
    expect(denied.statusCode).toBe(403);
    const missing = await api(
      'GET',
      '/v1/super-admin/screening/runs/00000000-0000-4000-8000-000000000000/findings',
      superAdmin,
    );
    expect(missing.statusCode).toBe(404);
  });
});
