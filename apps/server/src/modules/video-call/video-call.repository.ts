/**
 * The SQL of the video-call verification (decision 0072): a participant's call as the officer
 * (through the staff scope) or the participant (by their own room link) reads it, and the two
 * guarded moves of its status: new → scheduled (again after an expired link) and scheduled → done.
 */

import { VIDEO_CONSENT_DOCUMENT } from '@kilau/shared';
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycAcceptances, kycCustomers, platforms, users, videoRecordings } from '../../db/schema';

const columns = {
  id: kycCustomers.id,
  userId: kycCustomers.userId,
  statusNasabah: kycCustomers.statusNasabah,
  videoStatus: kycCustomers.videoStatus,
  videoLink: kycCustomers.videoLink,
  videoSchedule: kycCustomers.videoSchedule,
  fullname: kycCustomers.fullname,
  accountName: users.fullname,
  email: users.email,
  phonenumber: users.phonenumber,
  appName: platforms.appName,
  recorded: sql<boolean>`${currentCallRecorded()}`,
};

/**
 * Whether the participant's current room was recorded (decision 0082): a finished recording with
 * bytes, made with the participant's consent to this room (the consent names the room's link, so a
 * recording of an earlier, rescheduled room does not count). Correlated on kyc_customers.
 */
export function currentCallRecorded(): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${videoRecordings}
    join ${kycAcceptances} on ${kycAcceptances.id} = ${videoRecordings.consentAcceptanceId}
    where ${videoRecordings.customerId} = ${kycCustomers.id}
      and ${videoRecordings.status} = 'finished'
      and ${videoRecordings.size} > 0
      and ${kycAcceptances.details}->>'video_link' = ${kycCustomers.videoLink}
  )`;
}

export type VideoRecord = NonNullable<Awaited<ReturnType<typeof findVideoRecord>>>;

function fromRecords(db: DbOrTx) {
  return db
    .select(columns)
    .from(kycCustomers)
    .innerJoin(users, eq(users.id, kycCustomers.userId))
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId));
}

/** A participant inside `scope` (the staff scope's condition), or undefined. */
export async function findVideoRecord(db: DbOrTx, scope: SQL, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await fromRecords(db)
    .where(and(eq(kycCustomers.id, id), scope))
    .limit(1);
  return row;
}

/** The customer's own call by its room link; another person's link is not found. */
export async function findOwnVideoRecord(db: DbOrTx, userId: string, link: string) {
  if (!/^[\w-]{16,64}$/.test(link)) return undefined;
  const [row] = await fromRecords(db)
    .where(and(eq(kycCustomers.videoLink, link), eq(kycCustomers.userId, userId)))
    .limit(1);
  return row;
}

/** The record whose current room is `link` (any participant's), or undefined: for the signaling join. */
export async function findRecordByLink(db: DbOrTx, link: string) {
  if (!/^[\w-]{16,64}$/.test(link)) return undefined;
  const [row] = await db
    .select({
      videoStatus: kycCustomers.videoStatus,
      videoSchedule: kycCustomers.videoSchedule,
    })
    .from(kycCustomers)
    .where(eq(kycCustomers.videoLink, link))
    .limit(1);
  return row;
}

/** The customer's scheduled call, open or not (the newest record with one), or undefined. */
export async function findScheduledCallOfUser(db: DbOrTx, userId: string) {
  const [row] = await fromRecords(db)
    .where(
      and(
        eq(kycCustomers.userId, userId),
        eq(kycCustomers.videoStatus, 'scheduled'),
        isNotNull(kycCustomers.videoLink),
        isNotNull(kycCustomers.videoSchedule),
      ),
    )
    .orderBy(desc(kycCustomers.videoSchedule))
    .limit(1);
  return row;
}

/**
 * Schedules the call if it still is as it was read (status and link), so two officers scheduling
 * at once cannot both win. Returns false for the loser.
 */
export async function scheduleIfUnchanged(
  tx: DbOrTx,
  row: VideoRecord,
  set: { videoLink: string; videoSchedule: Date },
): Promise<boolean> {
  const updated = await tx
    .update(kycCustomers)
    .set({
      ...set,
      videoStatus: 'scheduled',
      updatedAt: new Date(),
      version: sql`${kycCustomers.version} + 1`,
    })
    .where(
      and(
        eq(kycCustomers.id, row.id),
        eq(kycCustomers.videoStatus, row.videoStatus),
        sql`coalesce(${kycCustomers.videoLink}, '') = ${row.videoLink ?? ''}`,
      ),
    )
    .returning({ id: kycCustomers.id });
  return updated.length === 1;
}

/** scheduled → done, once: the second of two acceptances changes nothing and gets false. */
export async function acceptIfScheduled(tx: DbOrTx, id: string, staffId: string): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(kycCustomers)
    .set({
      videoStatus: 'done',
      videoAcceptedAt: now,
      videoAcceptedBy: staffId,
      updatedAt: now,
      version: sql`${kycCustomers.version} + 1`,
    })
    .where(and(eq(kycCustomers.id, id), eq(kycCustomers.videoStatus, 'scheduled')))
    .returning({ id: kycCustomers.id });
  return updated.length === 1;
}

/** The participant's consent to the recording of the room `link`, or undefined. */
export async function findConsent(db: DbOrTx, customerId: string, link: string) {
  const [row] = await db
    .select({ id: kycAcceptances.id, acceptedAt: kycAcceptances.acceptedAt, version: kycAcceptances.version })
    .from(kycAcceptances)
    .where(
      and(
        eq(kycAcceptances.customerId, customerId),
        eq(kycAcceptances.document, VIDEO_CONSENT_DOCUMENT),
        sql`${kycAcceptances.details}->>'video_link' = ${link}`,
      ),
    )
    .orderBy(desc(kycAcceptances.acceptedAt))
    .limit(1);
  return row;
}

export async function insertConsent(
  tx: DbOrTx,
  row: { customerId: string; version: string; link: string; ip: string | null },
) {
  const [inserted] = await tx
    .insert(kycAcceptances)
    .values({
      customerId: row.customerId,
      document: VIDEO_CONSENT_DOCUMENT,
      version: row.version,
      ip: row.ip,
      details: { video_link: row.link },
    })
    .returning({
      id: kycAcceptances.id,
      acceptedAt: kycAcceptances.acceptedAt,
      version: kycAcceptances.version,
    });
  if (!inserted) throw new Error('kyc_acceptances insert returned no row');
  return inserted;
}

/**
 * A scheduled call moved (a new link and time) or cancelled (back to new, no link), if it is still
 * the call that was read: the old link stops working at once. Returns false for the loser.
 */
export async function changeScheduledCall(
  tx: DbOrTx,
  row: VideoRecord,
  set: { videoLink: string; videoSchedule: Date } | null,
): Promise<boolean> {
  const updated = await tx
    .update(kycCustomers)
    .set({
      videoLink: set?.videoLink ?? null,
      videoSchedule: set?.videoSchedule ?? null,
      videoStatus: set ? 'scheduled' : 'new',
      updatedAt: new Date(),
      version: sql`${kycCustomers.version} + 1`,
    })
    .where(
      and(
        eq(kycCustomers.id, row.id),
        eq(kycCustomers.videoStatus, 'scheduled'),
        eq(kycCustomers.videoLink, row.videoLink ?? ''),
      ),
    )
    .returning({ id: kycCustomers.id });
  return updated.length === 1;
}
