/**
 * Integration partners' API keys (decision 0070): one key per partner (the exchange, the bank), so
 * one can be revoked without the others. The plain key is shown once when made; we keep its
 * SHA-256 (a random 256-bit key needs no slow hash) and an 8-character prefix to tell keys apart.
 * Each partner is bound to what it reports and for whom (decision 0105): the exchange reports the
 * trades of one platform's participants, a bank the balances of its own customers.
 */
import { createHash, randomBytes } from 'node:crypto';
import { INTEGRATION_PARTNER_NAME_PATTERN } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { banks, integrationPartners, platforms } from '../../db/schema';

const KEY_PREFIX = 'kil_';
const PREFIX_SHOWN = 8;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export const PARTNER_KINDS = ['exchange', 'bank'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export interface Partner {
  id: string;
  name: string;
  /** Null for a partner made before the binding: refused until given a kind (decision 0105). */
  kind: PartnerKind | null;
  /** The exchange's platform. */
  platformId: string | null;
  /** The bank's code. */
  bankCode: string | null;
}

/** What a new partner reports and for whom: the exchange a platform (app_name), a bank its code. */
export type PartnerScope = { kind: 'exchange'; platform: string } | { kind: 'bank'; bank: string };

/**
 * Why a partner was not made, with the field at fault: the command prints the message, '/integrasi'
 * answers a 422 with the field's Indonesian text (decision 0127).
 */
export class PartnerRefused extends Error {
  constructor(
    readonly reason: 'name' | 'name_taken' | 'platform' | 'bank' | 'kind',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Makes a partner and answers its key: the only time the plain key exists. The one way partners
 * are made, by the operator's command and by '/integrasi' alike (decision 0127).
 */
export async function createIntegrationPartner(
  db: DbOrTx,
  name: string,
  scope: PartnerScope,
): Promise<{ id: string; name: string; key: string }> {
  const trimmed = name.trim();
  if (!INTEGRATION_PARTNER_NAME_PATTERN.test(trimmed)) {
    throw new PartnerRefused(
      'name',
      'partner name: 2 to 60 letters, digits, spaces, dots, dashes or underscores',
    );
  }
  let bound: { kind: PartnerKind; platformId?: string; bankCode?: string };
  if (scope.kind === 'exchange') {
    const [platform] = await db
      .select({ id: platforms.id })
      .from(platforms)
      .where(eq(platforms.appName, scope.platform));
    if (!platform) throw new PartnerRefused('platform', `platform: unknown app_name ${scope.platform}`);
    bound = { kind: 'exchange', platformId: platform.id };
  } else if (scope.kind === 'bank') {
    const [bank] = await db.select({ code: banks.code }).from(banks).where(eq(banks.code, scope.bank));
    if (!bank) throw new PartnerRefused('bank', `bank: unknown bank code ${scope.bank}`);
    bound = { kind: 'bank', bankCode: bank.code };
  } else {
    throw new PartnerRefused('kind', 'kind: exchange (with --platform) or bank (with --bank)');
  }
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(integrationPartners)
    .values({ name: trimmed, keyPrefix: key.slice(0, PREFIX_SHOWN), keyHash: hashKey(key), ...bound })
    .onConflictDoNothing()
    .returning({ id: integrationPartners.id });
  if (!row) throw new PartnerRefused('name_taken', `a partner named ${trimmed} exists already`);
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
    .returning({
      id: integrationPartners.id,
      name: integrationPartners.name,
      kind: integrationPartners.kind,
      platformId: integrationPartners.platformId,
      bankCode: integrationPartners.bankCode,
    });
  return row;
}
