/**
 * The audit trail as the back-office reads it (docs/product/back-office.md § Screens 'Audit Trail', §7 /v1/super-admin/activity):
 * every audited staff action (a row whose actor is staff, and the operator's own staff.* rows
 * written from the command line), newest first, filterable by kind and by operator, with the
 * participant it concerns and the operator resolved to their names.
 *
 * The participant is found through the row's target: a KYC record directly, a stored file or a
 * managing-bank account through the record they belong to, a data request (decision 0113) through
 * the customer's newest record. Location hints (kyc.location_hint) are
 * notes on another row, not actions, and stay out of the list.
 */
import { and, count, desc, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type DbOrTx, isUuid } from '../../db/client';
import { auditLog, kycCustomers, platforms, staffUsers } from '../../db/schema';

const operator = alias(staffUsers, 'operator');

/** The KYC record a row concerns, as text (null: none). Evaluated only for the page's rows. */
const participantId = sql`case ${auditLog.targetType}
  when 'kyc_customer' then ${auditLog.targetId}
  when 'stored_file' then (select customer_id::text from stored_files where id::text = ${auditLog.targetId})
  when 'managing_bank_account' then (select kyc_customer_id::text from managing_bank_accounts where id::text = ${auditLog.targetId})
  when 'data_request' then (select k.id::text from data_requests d join kyc_customers k on k.user_id = d.user_id
    where d.id::text = ${auditLog.targetId} order by k.created_at desc limit 1)
end`;

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
      participantId: kycCustomers.id,
      participantName: kycCustomers.fullname,
      participantCreatedAt: kycCustomers.createdAt,
      participantApp: platforms.appName,
      operatorId: operator.id,
      operatorName: operator.fullname,
    })
    .from(auditLog)
    .leftJoin(kycCustomers, sql`${kycCustomers.id}::text = ${participantId}`)
    .leftJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(operator, sql`${auditLog.actorType} = 'staff' and ${operator.id} = ${auditLog.actorId}`);
}
export type ActivityRow = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** A staff action: staff acted, or an operator managed a staff account from the command line. */
const staffAction = and(
  or(eq(auditLog.actorType, 'staff'), like(auditLog.action, 'staff.%')),
  ne(auditLog.action, 'kyc.location_hint'),
) as SQL;

export interface ActivityFilter {
  action?: string;
  /** A staff id; anything else matches nothing. */
  operator?: string;
  /** A KYC record id; anything else matches nothing. */
  participant?: string;
}

/**
 * The rows concerning one participant: their record, files and managing-bank account as targets,
 * and the users directory pages that showed them (personal-reads.service.ts).
 */
const concerns = (id: string) => sql`(
  (${auditLog.targetType} = 'kyc_customer' and ${auditLog.targetId} = ${id})
  or (${auditLog.targetType} = 'stored_file' and ${auditLog.targetId} in (select id::text from stored_files where customer_id = ${id}::uuid))
  or (${auditLog.targetType} = 'managing_bank_account' and ${auditLog.targetId} in (select id::text from managing_bank_accounts where kyc_customer_id = ${id}::uuid))
  or (${auditLog.action} = 'users.view' and ${auditLog.details}->'participants' @> jsonb_build_array(${id}::text))
)`;

function where(f: ActivityFilter): SQL | undefined {
  if (f.operator !== undefined && !isUuid(f.operator)) return sql`false`;
  if (f.participant !== undefined && !isUuid(f.participant)) return sql`false`;
  return and(
    staffAction,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.operator ? and(eq(auditLog.actorType, 'staff'), eq(auditLog.actorId, f.operator)) : undefined,
    f.participant ? concerns(f.participant) : undefined,
  );
}

export async function listActivity(db: DbOrTx, f: ActivityFilter, page: { skip: number; limit: number }) {
  const w = where(f);
  const [rows, [total]] = await Promise.all([
    select(db).where(w).orderBy(desc(auditLog.seq)).limit(page.limit).offset(page.skip),
    db.select({ n: count() }).from(auditLog).where(w),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findActivity(db: DbOrTx, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await select(db)
    .where(and(eq(auditLog.id, id), staffAction))
    .limit(1);
  return row;
}

/** Every staff account, for the operator filter. */
export function listOperators(db: DbOrTx) {
  return db
    .select({ _id: staffUsers.id, fullname: staffUsers.fullname, username: staffUsers.username })
    .from(staffUsers)
    .orderBy(staffUsers.fullname);
}
