/**
 * Which customers a staff member may see (docs/decisions/0056; architecture.md §5, §6: access control
 * per record). The scope is read from the staff row on every request, never from the token, so a
 * changed assignment takes effect at once:
 *
 * - super admin (0): every customer;
 * - bank admin (4, also the bank-staff login): the customers of their bank code;
 * - broker admin (1), broker viewer (13) and video officer (6): the customers of their platform
 *   (`staff_users.platform_id`; null means every platform);
 * - compliance officer (14): every customer of the broker, every platform (decision 0205);
 * - anyone else, an inactive row, or a bank admin without a bank: nobody.
 *
 * Record queries of the back-office filter with `scopeCondition` in the same query that loads the
 * record, so an out-of-scope record is never loaded at all.
 */

import { ROLES } from '@kilau/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycCustomers, staffUsers } from '../../db/schema';
import { type AccessClaims, type GuardedStaffRow, guardedStaffRow } from '../../plugins/auth';

export type StaffScope =
  | { kind: 'all' }
  | { kind: 'bank'; bankCode: string }
  | { kind: 'platform'; platformId: string }
  | { kind: 'none' };

const PLATFORM_SCOPED_ROLES: readonly number[] = [ROLES.brokerAdmin, ROLES.brokerViewer, ROLES.videoOfficer];

export async function staffScope(db: DbOrTx, claims: AccessClaims): Promise<StaffScope> {
  if (claims.typ !== 'staff') return { kind: 'none' };
  let row = guardedStaffRow(claims);
  if (!row) {
    [row] = await db
      .select({
        role: staffUsers.role,
        bankCode: staffUsers.bankCode,
        platformId: staffUsers.platformId,
        active: staffUsers.active,
      })
      .from(staffUsers)
      .where(eq(staffUsers.id, claims.sub))
      .limit(1);
  }
  return scopeOfRow(row, claims);
}

function scopeOfRow(row: GuardedStaffRow | undefined, claims: AccessClaims): StaffScope {
  if (!row?.active || row.role !== claims.role) return { kind: 'none' };
  if (row.role === ROLES.superAdmin || row.role === ROLES.complianceOfficer) return { kind: 'all' };
  // A bank admin without a bank (a misconfigured account) sees nobody rather than everybody.
  if (row.role === ROLES.bankAdmin)
    return row.bankCode ? { kind: 'bank', bankCode: row.bankCode } : { kind: 'none' };
  if (PLATFORM_SCOPED_ROLES.includes(row.role)) {
    return row.platformId ? { kind: 'platform', platformId: row.platformId } : { kind: 'all' };
  }
  return { kind: 'none' };
}

/** The WHERE condition on kyc_customers that keeps a query inside the scope. */
export function scopeCondition(scope: StaffScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'bank':
      return eq(kycCustomers.bankCode, scope.bankCode);
    case 'platform':
      return eq(kycCustomers.platformId, scope.platformId);
    case 'none':
      return sql`false`;
  }
}
