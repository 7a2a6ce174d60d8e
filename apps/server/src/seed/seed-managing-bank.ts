/**
 * The demo's managing-bank accounts (decision 0071): every registered demo participant has one, as
 * the approval opens it. Most wait for verification, so the badge and the verify flow have work;
 * a few are verified by their platform's broker and one is rejected with a note, so that every
 * status shows in the list. Runs after the demo participants; a second run adds nothing.
 */
import { DAY_MS, STATUS_NASABAH } from '@kilau/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { kycCustomers, managingBankAccounts, platforms, staffUsers } from '../db/schema';
import { openManagingBankAccount } from '../modules/managing-bank/managing-bank.repository';

const REJECT_NOTE =
  'Nama pemilik rekening berbeda dengan nama pada KTP peserta; mohon peserta mengirim buku tabungan atas namanya sendiri.';
/** The broker who decides a platform's demo accounts (seed.ts DEMO_STAFF). */
const BROKER_OF: Record<string, string> = { gofx: 'broker', jafets: 'brokerjafets' };

export async function seedManagingBankAccounts(db: Db): Promise<{ opened: number }> {
  const registered = await db
    .select({ id: kycCustomers.id, appName: platforms.appName, createdAt: kycCustomers.createdAt })
    .from(kycCustomers)
    .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
    .leftJoin(managingBankAccounts, eq(managingBankAccounts.kycCustomerId, kycCustomers.id))
    .where(and(eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted), isNull(managingBankAccounts.id)))
    .orderBy(asc(kycCustomers.createdAt), asc(kycCustomers.id));
  if (registered.length === 0) return { opened: 0 };
  const brokers = await db
    .select({ id: staffUsers.id, username: staffUsers.username })
    .from(staffUsers)
    .where(inArray(staffUsers.username, Object.values(BROKER_OF)));
  const brokerId = (appName: string) => brokers.find((b) => b.username === BROKER_OF[appName])?.id ?? null;

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, p] of registered.entries()) {
      await openManagingBankAccount(tx, p.id);
      // Opened a day after registration, as an approval would; decided a day later.
      const openedAt = new Date(Math.min(now, p.createdAt.getTime() + DAY_MS));
      const decidedAt = new Date(Math.min(now, openedAt.getTime() + DAY_MS));
      // One rejected, every fourth verified, the rest (most) waiting.
      const status = i === 1 ? 'REJECTED' : i % 4 === 2 ? 'VERIFIED' : null;
      await tx
        .update(managingBankAccounts)
        .set(
          status
            ? {
                status,
                note: status === 'REJECTED' ? REJECT_NOTE : null,
                verifiedBy: brokerId(p.appName),
                verifiedAt: decidedAt,
                createdAt: openedAt,
                updatedAt: decidedAt,
              }
            : { createdAt: openedAt, updatedAt: openedAt },
        )
        .where(eq(managingBankAccounts.kycCustomerId, p.id));
    }
  });
  return { opened: registered.length };
}
