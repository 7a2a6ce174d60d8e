/**
 * Integration partners' API keys (decision 0070): one key per partner (the exchange, the bank), so
 * one can be revoked without the others. The plain key is shown once when made; we keep its
 * SHA-256 (a random 256-bit key needs no slow hash) and an 8-character prefix to tell keys apart.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { integrationPartners } from '../../db/schema';

const KEY_PREFIX = 'kil_';
const PREFIX_SHOWN = 8;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface Partner {
  id: string;
  name: string;
}

/** Makes a partner and answers its key: the only time the plain key exists. */
export async function createIntegrationPartner(
  db: DbOrTx,
  name: string,
): Promise<{ id: string; name: string; key: string }> {
  const trimmed = name.trim();
  if (!/^[\w .-]{2,60}$/.test(trimmed)) {
    throw new Error('partner name: 2 to 60 letters, digits, spaces, dots, dashes or underscores');
  }
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(integrationPartners)
    .values({ name: trimmed, keyPrefix: key.slice(0, PREFIX_SHOWN), keyHash: hashKey(key) })
    .onConflictDoNothing()
    .returning({ id: integrationPartners.id });
  if (!row) throw new Error(`a partner named ${trimmed} exists already`);
  return { id: row.id, name: trimmed, key };
}

/**
 * The active partner holding `key`, its last use noted (an inactive one is not touched). Looked up by the key's hash, so the
 * comparison never touches the plain key and takes the same path whether a partner exists or not.
 */
export async function authenticatePartner(db: DbOrTx, key: string): Promise<Partner | undefined> {
  const [row] = await db
    .update(integrationPartners)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(integrationPartners.keyHash, hashKey(key)), eq(integrationPartners.active, true)))
    .returning({ id: integrationPartners.id, name: integrationPartners.name });
  return row;
}
