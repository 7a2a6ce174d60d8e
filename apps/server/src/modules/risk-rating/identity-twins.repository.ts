/**
 * The participants whose `shared_identity` factor reads a given record (docs/product/risk-rating.md
 * § How a rating is made): the other submitted records of the same account, the same NIK or the
 * same bank account. When that record is blacklisted or unblacklisted their factor changes, so
 * they are rated again (trigger `blacklist`).
 */
import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

export async function identityTwins(db: DbOrTx, customerId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select o.id from kyc_customers b
    join kyc_customers o on o.id <> b.id and o.status_nasabah is not null
      and (o.user_id = b.user_id
        or (o.personal->>'ktp_no') = (b.personal->>'ktp_no')
        or (o.bank_account->>'account_no') = (b.bank_account->>'account_no'))
    where b.id = ${customerId}`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}
