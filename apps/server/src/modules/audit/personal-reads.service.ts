/**
 * Staff reads of personal data, audited (decision 0105): who read which participant, when. One row
 * per viewing, not per request: a staff member reading the same participant again within
 * VIEWING_WINDOW_MS adds nothing, so a reviewer moving between tabs of a detail or reloading it
 * leaves one row. A users directory page records its participants' ids (and the accounts without a
 * participant record by user id), so the super admin finds it under each participant; the same
 * page read again within the window adds nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestMeta } from './audit.service';
import { lockViewing, viewedRecently } from './personal-reads.repository';

/** How long one viewing lasts: the same reader of the same participant within it is one row. */
export const VIEWING_WINDOW_MS = 30 * 60_000;

type Deps = Pick<FastifyInstance, 'db' | 'audit'>;

/**
 * A participant's personal data was shown to a staff member: their detail (`detail`) or a trade's
 * detail naming them (`trade`, with the trade's id).
 */
export async function recordParticipantView(
  app: Deps,
  staffId: string,
  participantId: string,
  via: { source: 'detail' } | { source: 'trade'; trade_id: string },
  meta: RequestMeta,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    // Two requests at once (a double click) wait for each other instead of writing two rows.
    await lockViewing(tx, `participant.view:${staffId}:${participantId}`);
    const since = new Date(Date.now() - VIEWING_WINDOW_MS);
    if (await viewedRecently(tx, { staffId, since, participantId })) return;
    await app.audit.record(
      tx,
      {
        actorType: 'staff',
        actorId: staffId,
        action: 'participant.view',
        targetType: 'kyc_customer',
        targetId: participantId,
        details: via,
      },
      meta,
    );
  });
}

/**
 * A page of the users directory was shown to a staff member: the participants on it by their
 * KYC record id, accounts without one by user id, the search and the directory's count.
 */
export async function recordDirectoryView(
  app: Deps,
  staffId: string,
  page: {
    participants: string[];
    users: string[];
    query: { keyword?: string; app_name?: string[]; offset: number; limit: number };
    count: number;
  },
  meta: RequestMeta,
): Promise<void> {
  if (page.participants.length === 0 && page.users.length === 0) return;
  const details = {
    participants: page.participants,
    users: page.users,
    // What was searched may be a name, NIK or phone: its digest only (decision 0113).
    keyword_hmac: app.audit.personalDigest(page.query.keyword),
    app_name: page.query.app_name ?? null,
    offset: page.query.offset,
    limit: page.query.limit,
    count: page.count,
  };
  await app.db.transaction(async (tx) => {
    await lockViewing(tx, `users.view:${staffId}`);
    const since = new Date(Date.now() - VIEWING_WINDOW_MS);
    const seen = { participants: page.participants, users: page.users };
    if (await viewedRecently(tx, { staffId, since, page: seen })) return;
    await app.audit.record(
      tx,
      { actorType: 'staff', actorId: staffId, action: 'users.view', targetType: 'users', details },
      meta,
    );
  });
}
