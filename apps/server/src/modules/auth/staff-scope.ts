/**
 * Which customers a staff member may see (architecture.md §5, §9: access control per record). Bank admins
 * (role 4, also the bank-staff login) see only the customers of their own bank; the broker's roles
 * see every customer. Record queries of the back-office filter with this scope.
 */

import { ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { staffUsers } from '../../db/schema';
import type { AccessClaims } from './session.service';

export type StaffScope = { kind: 'all' } | { kind: 'bank'; bankCode: string } | { kind: 'none' };

export async function staffScope(db: DbOrTx, claims: AccessClaims): Promise<StaffScope> {
  if (claims.typ !== 'staff') return { kind: 'none' };
  if (claims.role !== ROLES.bankAdmin) return { kind: 'all' };
  const [row] = await db
    .select({ bankCode: staffUsers.bankCode, active: staffUsers.active })
    .from(staffUsers)
    .where(eq(staffUsers.id, claims.sub))
    .limit(1);
  // A bank admin without a bank (a misconfigured account) sees nobody rather than everybody.
  if (!row?.active || !row.bankCode) return { kind: 'none' };
  return { kind: 'bank', bankCode: row.bankCode };
}
