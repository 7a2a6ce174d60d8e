/**
 * The audit trail as the back-office reads it (spec 002 §2 'Audit Trail', §7 /v1/super-admin/activity):
 * the review actions on participants, or the staff logins, newest first, with the participant and
 * the operator resolved to their names.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, isUuid } from '../../db/client';
import { auditLog, kycCustomers, platforms, staffUsers } from '../../db/schema';

export const REVIEW_ACTIVITY_ACTIONS = ['kyc.approve', 'kyc.reject', 'kyc.blacklist', 'kyc.unblacklist'];
export const LOGIN_ACTIVITY_ACTIONS = ['staff.login'];
export type ActivityKind = 'review' | 'login';

const operator = alias(staffUsers, 'operator');

function select(db: DbOrTx) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      outcome: auditLog.outcome,
      details: auditLog.details,
      ip: auditLog.ip,
      city: auditLog.city,
      createdAt: auditLog.createdAt,
      participantName: kycCustomers.fullname,
      participantCreatedAt: kycCustomers.createdAt,
      participantApp: platforms.appName,
      operatorName: operator.fullname,
    })
    .from(auditLog)
    .leftJoin(
      kycCustomers,
      sql`${auditLog.targetType} = 'kyc_customer' and ${kycCustomers.id}::text = ${auditLog.targetId}`,
    )
    .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(operator, sql`${auditLog.actorType} = 'staff' and ${operator.id} = ${auditLog.actorId}`);
}
export type ActivityRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const actionsOf = (kind: ActivityKind) =>
  kind === 'login' ? LOGIN_ACTIVITY_ACTIONS : REVIEW_ACTIVITY_ACTIONS;

export async function listActivity(db: DbOrTx, kind: ActivityKind, page: { skip: number; limit: number }) {
  const where = inArray(auditLog.action, actionsOf(kind));
  const [rows, [total]] = await Promise.all([
    select(db).where(where).orderBy(desc(auditLog.seq)).limit(page.limit).offset(page.skip),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findActivity(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await select(db)
    .where(
      and(
        eq(auditLog.id, id),
        inArray(auditLog.action, [...REVIEW_ACTIVITY_ACTIONS, ...LOGIN_ACTIVITY_ACTIONS]),
      ),
    )
    .limit(1);
  return row;
}
