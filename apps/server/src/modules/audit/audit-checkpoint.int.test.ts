/**
 * The audit trail anchored outside the database (decision 0106): a signed checkpoint in the file
 * store, written by the job queue's recurring job, and `audit:verify`'s check against the newest.
 * The trail's rows are made by staff actions through the API. The attacks — deleting the newest
 * rows, rewriting a row and recomputing the chain with the public hash function — are simulated
 * with direct SQL as the table owner would run it (lifting the append-only trigger): that is the
 * attack, not a way of making data.
 */
import { generateKeyPairSync } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { auditVerifyReplySchema, ROLES } from '@kilau/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { useReviewHarness } from '../review/testing/review-harness';
import { verifyAuditChain } from './audit-chain';
import {
  CHECKPOINT_PREFIX,
  type Checkpoint,
  checkpointKey,
  describeCheckpoint,
  signCheckpoint,
  verifyAgainstCheckpoint,
} from './audit-checkpoint';
import { AUDIT_CHECKPOINT_JOB, checkpointNow } from './audit-checkpoint.job';

const REASON = 'Nama ibu kandung tidak sesuai dengan dokumen pendukung yang diunggah.';

describe('audit checkpoints', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();

  const verify = () =>
    verifyAgainstCheckpoint(h.t.db, h.t.app.files, h.t.app.config.auditCheckpointPublicKey);
  /** audit:verify's check, run `minutes` from now (checkpoints every 10 minutes, the default). */
  const verifyLater = (minutes: number) =>
    verifyAgainstCheckpoint(h.t.db, h.t.app.files, h.t.app.config.auditCheckpointPublicKey, {
      everyMinutes: h.t.app.config.AUDIT_CHECKPOINT_EVERY_MINUTES,
      now: new Date(Date.now() + minutes * 60_000),
    });

  /** Staff work that leaves audit rows: a login and a rejection. */
  async function staffWork() {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const res = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
      description: REASON,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  async function lastSeq(): Promise<number> {
    const [row] = rowsOf<{ seq: string }>(await h.t.db.execute(sql`select max(seq) as seq from audit_log`));
    return Number(row?.seq);
  }

  async function newestCheckpoint(): Promise<{ key: string; checkpoint: Checkpoint }> {
    const [key] = await h.t.app.files.list(CHECKPOINT_PREFIX, 1);
    if (!key) throw new Error('no checkpoint');
    return { key, checkpoint: JSON.parse((await buffer(h.t.app.files.get(key))).toString()) };
  }

  /** What the super admin's verify call answers (GET /v1/super-admin/audit/verify). */
  async function verifyAsSuperAdmin(token: string) {
    const res = await api('GET', '/v1/super-admin/audit/verify', token);
    expect(res.statusCode, res.body).toBe(200);
    return auditVerifyReplySchema.parse(res.json()).data;
  }

  /** Two checkpoints in the same millisecond would share a place in the order. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

  it('writes a signed checkpoint from the recurring job, and a clean trail passes against it', async () => {
    await staffWork();
    expect((await verify()).status).toBe('none');
    // No checkpoint yet is a new install's state, until the rows are two intervals old (decision 0123).
    expect((await verifyLater(5)).status).toBe('none');
    const unanchored = await verifyLater(21);
    expect(unanchored).toMatchObject({ status: 'stale', checkpoint: null, max_age_minutes: 20 });
    expect(describeCheckpoint(unanchored)).toEqual({
      failed: true,
      lines: [expect.stringMatching(/^audit anchor MISSING: no checkpoint in the file store/)],
    });
    await h.t.app.jobs.enqueue(AUDIT_CHECKPOINT_JOB, {});
    await h.t.flushJobs();
    const { key, checkpoint } = await newestCheckpoint();
    expect(key).toBe(checkpointKey(checkpoint));
    expect(checkpoint).toMatchObject({ format: 'kilau-audit-checkpoint/1', seq: await lastSeq() });
    expect(checkpoint.hash).toMatch(/^[0-9a-f]{64}$/);
    // The job booked its next round.
    const [next] = rowsOf<{ n: number }>(
      await h.t.db.execute(
        sql`select count(*)::int as n from jobs where type = ${AUDIT_CHECKPOINT_JOB} and done_at is null and run_at > now()`,
      ),
    );
    expect(next?.n).toBeGreaterThanOrEqual(1);

    const clean = await verify();
    expect(clean).toMatchObject({ status: 'ok', unanchored: 0 });

    // The log holds the same signed checkpoint, one structured line.
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) };
    await tick();
    await checkpointNow({
      db: h.t.app.db,
      files: h.t.app.files,
      config: h.t.app.config,
      log: log as never,
    });
    const logged = await newestCheckpoint();
    expect(lines).toEqual([
      { msg: 'audit checkpoint written', obj: { auditCheckpoint: logged.checkpoint, key: logged.key } },
    ]);
    // More work after the checkpoint: still passes, the new rows reported as not yet anchored.
    await staffWork();
    const later = await verify();
    expect(later.status).toBe('ok');
    if (later.status !== 'ok') return;
    expect(later.unanchored).toBeGreaterThan(0);
    expect(describeCheckpoint(later)).toEqual({
      failed: false,
      lines: [
        expect.stringMatching(new RegExp(`seq ${checkpoint.seq} matches`)),
        `${later.unanchored} rows after the checkpoint are not yet anchored`,
      ],
    });
  });

  it('refuses a checkpoint signed with another key, edited, or copied under a newer name', async () => {
    await tick();
    await checkpointNow(h.t.app);
    expect((await verify()).status).toBe('ok');
    const head = { seq: await lastSeq(), hash: 'f'.repeat(64), instance: 'attacker' };

    // Someone who can write the bucket but does not hold the key signs with a key of their own.
    await tick();
    const { privateKey: otherKey } = generateKeyPairSync('ed25519');
    const forged = signCheckpoint(otherKey, { ...head, at: new Date() });
    await h.t.app.files.put(checkpointKey(forged), Readable.from([JSON.stringify(forged)]));
    const report = await verify();
    expect(report).toMatchObject({ status: 'forged', key: checkpointKey(forged) });
    expect(describeCheckpoint(report)).toMatchObject({
      failed: true,
      lines: [expect.stringMatching(/NOT valid: signature does not verify/)],
    });

    // A genuine checkpoint with its seq moved back.
    await tick();
    await checkpointNow(h.t.app);
    const genuine = await newestCheckpoint();
    await tick();
    const edited = { ...genuine.checkpoint, seq: genuine.checkpoint.seq - 2, at: new Date().toISOString() };
    await h.t.app.files.put(checkpointKey(edited), Readable.from([JSON.stringify(edited)]));
    expect(await verify()).toMatchObject({ status: 'forged', reason: expect.stringMatching(/signature/) });

    // An older genuine checkpoint copied under a newer name, to hide what came after it.
    await tick();
    const newerName = checkpointKey({ at: new Date().toISOString(), seq: genuine.checkpoint.seq });
    await h.t.app.files.put(newerName, Readable.from([JSON.stringify(genuine.checkpoint)]));
    expect(await verify()).toMatchObject({ status: 'forged', reason: expect.stringMatching(/name/) });

    await tick();
    await checkpointNow(h.t.app);
    expect((await verify()).status).toBe('ok');
    const { checkpoint } = await newestCheckpoint();
    const superAdmin = await staff(ROLES.superAdmin);
    expect((await verifyAsSuperAdmin(superAdmin.token)).checkpoint).toMatchObject({
      status: 'ok',
      failed: false,
      seq: checkpoint.seq,
      unanchored: expect.any(Number),
    });
  });

  it('fails when the newest checkpoint is removed and the one left is older than two intervals', async () => {
    await tick();
    await checkpointNow(h.t.app);
    const older = await newestCheckpoint();
    await staffWork();
    await tick();
    await checkpointNow(h.t.app);
    const newest = await newestCheckpoint();
    // Half an hour on, the newest checkpoint covers every row: nothing waits to be anchored.
    expect(await verifyLater(30)).toMatchObject({ status: 'ok', key: newest.key, unanchored: 0 });
    // Someone who can remove objects from the store removes it, to hide what it anchored.
    await h.t.app.files.delete(newest.key);
    const report = await verifyLater(30);
    expect(report).toMatchObject({
      status: 'stale',
      key: older.key,
      checkpoint: { seq: older.checkpoint.seq },
      unanchored: newest.checkpoint.seq - older.checkpoint.seq,
    });
    expect(describeCheckpoint(report)).toEqual({
      failed: true,
      lines: [
        expect.stringMatching(
          new RegExp(
            `^audit anchor MISSING: the newest checkpoint ${older.checkpoint.at} .* older than two ` +
              `checkpoint intervals \\(20 min\\) and ${report.status === 'stale' ? report.unanchored : -1} rows came after it`,
          ),
        ),
      ],
    });
    // Within two intervals of the older checkpoint, rows after it are merely not yet anchored.
    expect(await verifyLater(5)).toMatchObject({ status: 'ok', key: older.key });
  });

  it('fails when the newest rows are deleted after a checkpoint, naming the missing seq', async () => {
    // Signed in before the attack: a login after it would write rows into the deleted numbers.
    const superAdmin = await staff(ROLES.superAdmin);
    await staffWork();
    await tick();
    await checkpointNow(h.t.app);
    const { checkpoint } = await newestCheckpoint();
    // The attack: the table owner lifts the guard and deletes the newest rows.
    await h.t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`delete from audit_log where seq > ${checkpoint.seq - 3}`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    // The chain alone cannot see it: what is left is numbered and linked without a gap.
    expect(await verifyAuditChain(h.t.db)).toMatchObject({ ok: true, broken_at: null });
    // The super admin's check in the back-office sees it as audit:verify does.
    const seen = await verifyAsSuperAdmin(superAdmin.token);
    expect(seen).toMatchObject({
      ok: true,
      checkpoint: { status: 'missing', failed: true, seq: checkpoint.seq },
    });
    expect(seen.checkpoint.lines[0]).toMatch(/rows were deleted/);
    const report = await verify();
    expect(report).toMatchObject({ status: 'missing', last_seq: checkpoint.seq - 3 });
    expect(describeCheckpoint(report)).toEqual({
      failed: true,
      lines: [
        expect.stringMatching(
          new RegExp(`row seq ${checkpoint.seq} is missing, the trail ends at seq ${checkpoint.seq - 3}`),
        ),
      ],
    });
    // New rows take the deleted numbers again; the checkpoint's seq now holds another hash.
    await staffWork();
    expect(await lastSeq()).toBeGreaterThanOrEqual(checkpoint.seq);
    expect(await verify()).toMatchObject({ status: 'mismatch', checkpoint: { seq: checkpoint.seq } });
  });

  it('fails when a row is rewritten and the chain recomputed with the public hash function', async () => {
    await staffWork();
    await tick();
    await checkpointNow(h.t.app);
    expect((await verify()).status).toBe('ok');
    const { checkpoint } = await newestCheckpoint();
    const victim = checkpoint.seq - 4;
    // The attack: the owner edits a row and re-links every row after it with audit_log_row_hash,
    // the function the insert trigger uses, so the chain holds again.
    await h.t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`);
      await tx.execute(sql`update audit_log set ip = '10.9.9.9' where seq = ${victim}`);
      await tx.execute(sql`
        do $$
        declare r record; last text;
        begin
          select hash into last from audit_log where seq = ${sql.raw(String(victim - 1))};
          for r in select seq from audit_log where seq >= ${sql.raw(String(victim))} order by seq loop
            update audit_log set prev_hash = coalesce(last, '') where seq = r.seq;
            update audit_log a set hash = audit_log_row_hash(a) where a.seq = r.seq returning a.hash into last;
          end loop;
        end $$`);
      await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`);
    });
    expect(await verifyAuditChain(h.t.db)).toMatchObject({ ok: true });
    const report = await verify();
    expect(report).toMatchObject({ status: 'mismatch', checkpoint: { seq: checkpoint.seq } });
    expect(describeCheckpoint(report).lines[0]).toMatch(
      new RegExp(`row seq ${checkpoint.seq} has hash .* the chain was rewritten`),
    );
  });
});
