/** What the printable forms read besides the KYC record: the signature file, the agreement's acceptance, the contact. */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { kycAcceptances, storedFiles, users } from '../../db/schema';

/** The storage key of the customer's newest signature, if any. */
export async function findNewestSignatureKey(db: DbOrTx, customerId: string): Promise<string | undefined> {
  const [file] = await db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(and(eq(storedFiles.customerId, customerId), eq(storedFiles.kind, 'signature')))
    .orderBy(desc(storedFiles.createdAt))
    .limit(1);
  return file?.key;
}

/** The details of the customer's newest acceptance of one legal document, if any. */
export async function findNewestAcceptanceDetails(
  db: DbOrTx,
  customerId: string,
  documentId: string,
): Promise<Record<string, unknown> | undefined> {
  const [accepted] = await db
    .select({ details: kycAcceptances.details })
    .from(kycAcceptances)
    .where(and(eq(kycAcceptances.customerId, customerId), eq(kycAcceptances.document, documentId)))
    .orderBy(desc(kycAcceptances.acceptedAt))
    .limit(1);
  return accepted ? (accepted.details ?? {}) : undefined;
}

export async function findContact(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ phone: users.phonenumber, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { phone: '', email: '' };
}
