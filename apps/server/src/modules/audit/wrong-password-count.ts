/**
 * The wrong-password count of an account, read against the audit trail: the customers' login and
 * the staff login count failures the same way (decisions 0006, 0108); only what happens at the
 * threshold differs (a lock for a customer, a back-off hold for a staff member), so that stays with
 * each caller.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The new value of an account's `failed_logins` after one more wrong password: the stored count
 * plus one when the audit trail holds a wrong password of this account (the login's failure row
 * with reason `wrong_password`) within the last `windowSeconds`, else 1 (an older failure no
 * longer counts). `counter` is the account table's `failed_logins` column; `targetType` and
 * `targetId` name the account as its audit rows do.
 */
export function failedLoginsAfterWrongPassword(
  counter: AnyPgColumn,
  account: { targetType: 'user' | 'staff'; targetId: string },
  rules: { auditAction: string; windowSeconds: number },
): SQL {
  return sql`case when exists (
          select 1 from audit_log a
          where a.target_type = ${account.targetType} and a.target_id = ${account.targetId}
            and a.action = ${rules.auditAction} and a.outcome = 'failure'
            and a.details->>'reason' = 'wrong_password'
            and a.created_at > now() - make_interval(secs => ${rules.windowSeconds})
        ) then ${counter} + 1 else 1 end`;
}
