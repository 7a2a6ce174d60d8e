/**
 * A rescreen run works in slices and resumes (decision 0111): a slice that runs out of time books
 * the rest as the next job, the progress is on the run row all along, and the next slice does not
 * screen again the participants screened since the run began.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROLES, screeningRunReplySchema } from '@kilau/shared';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, jobs, screeningStates } from '../../db/schema';
import { useReviewHarness } from '../review/testing/review-harness';
import { storeList } from '../watchlists/testing/upload-list';
import { runRescreen } from './rescreen.service';

describe('rescreen runs', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();

  it('a run cut into slices continues as the next job, resumes without screening anyone twice, and ends done', async () => {
    const participants = [
      await submittedParticipant(),
      await submittedParticipant(),
      await submittedParticipant(),
    ];
    const ids = participants.map((p) => p.id);
    const superAdmin = (await staff(ROLES.superAdmin)).token;
    const file = 'dttot-screening-v1.csv';
    const { run } = await storeList(h.t, superAdmin, 'dttot', {
      name: file,
      bytes: readFileSync(join(import.meta.dirname, 'testdata', file)),
    });
    expect(run.status).toBe('queued');

    // One participant a slice, and no time: the first slice screens one and books the next.
    const finished = await runRescreen(h.t.app, run.id, { batch: 1, sliceMs: 0 });
    expect(finished).toBe(false);
    const progress = async () =>
      screeningRunReplySchema.parse(
        (await api('GET', `/v1/super-admin/screening/runs/${run.id}`, superAdmin)).json(),
      ).data.run;
    const first = await progress();
    // Every active participant: these three and the demo's approved customer.
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first).toMatchObject({ status: 'running', screened: 1 });
    const waiting = await h.t.db.select().from(jobs).where(eq(jobs.type, 'screening.rescreen'));
    expect(
      waiting.filter((j) => j.doneAt === null && (j.payload as { run_id?: string }).run_id === run.id),
    ).toHaveLength(2);
    const since = new Date(run.created_at);
    const firstSlice = await h.t.db
      .select()
      .from(screeningStates)
      .where(gte(screeningStates.screenedAt, since));
    expect(firstSlice).toHaveLength(1);

    await h.t.flushJobs();
    expect(await progress()).toMatchObject({
      status: 'done',
      total: first.total,
      screened: first.total,
      error: null,
    });
    const states = await h.t.db
      .select()
      .from(screeningStates)
      .where(inArray(screeningStates.customerId, ids));
    expect(states.every((s) => s.screenedAt >= since)).toBe(true);
    // The one screened by the first slice (any active participant: batches go in id order, so it
    // may be the demo's customer) was not screened again.
    const [firstScreened] = firstSlice;
    if (!firstScreened) throw new Error('the first slice screened nobody');
    const [again] = await h.t.db
      .select()
      .from(screeningStates)
      .where(eq(screeningStates.customerId, firstScreened.customerId));
    expect(again?.screenedAt.getTime()).toBe(firstScreened.screenedAt.getTime());
    const audited = await h.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'screening.rescreen_run'), eq(auditLog.targetId, run.id)));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ outcome: 'success' });
  });
});
