/**
 * The SQL of the video-call verification (decision 0072): a participant's call as the officer
 * (through the staff scope) or the participant (by their own room link) reads it, and the two
 * guarded moves of its status: new → scheduled (again after an expired link) and scheduled → done.
 */
import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, isUuid } from '../../db/client';
import { kycCustomers, platforms, users } from '../../db/schema';

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
};

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
