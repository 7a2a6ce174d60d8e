/**
 * The staff second factor: TOTP secrets, recovery codes, passkeys, challenges, resets and notices.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { sessions } from '../auth/auth.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';

/**
 * The staff second factor (decision 0109). A staff account's TOTP secret, encrypted at rest
 * (AES-256-GCM, key derived from the server secret; see staff-mfa/totp-cipher.ts). A secret is
 * 'pending' (confirmed_at null) until a code from it is typed back; an account has at most one
 * confirmed and one pending secret. `last_used_step` is the last 30-second step a code was
 * accepted for: it only moves forward (UPDATE … WHERE last_used_step < :step), so a code works once.
 */
export const staffTotpSecrets = pgTable(
  'staff_totp_secrets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** base64 of iv ‖ ciphertext ‖ tag, bound to the staff id. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_totp_confirmed_uq').on(t.staffId).where(sql`${t.confirmedAt} is not null`),
    uniqueIndex('staff_totp_pending_uq').on(t.staffId).where(sql`${t.confirmedAt} is null`),
  ],
);

/** Single-use recovery codes: HMAC-SHA256 of the code (high-entropy random, so no slow hash). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_uq').on(t.staffId, t.codeHash)],
);

/**
 * The login's second step: the password answers with a token (its SHA-256 kept here) that a
 * factor ('login') or an enrolment ('enrol') completes. Short-lived, single use, and spent after
 * too many wrong codes. `webauthn_challenge` holds a passkey ceremony's challenge.
 */
export const staffMfaChallenges = pgTable(
  'staff_mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['login', 'enrol'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The password step passed the hard bot challenge: its codes count while the account is held (decision 0119). */
    hard: boolean('hard').notNull().default(false),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_mfa_challenges_staff_idx').on(t.staffId)],
);

/** A reset of a staff account's factors: one super admin asks, a different one approves. */
export const staffMfaResets = pgTable(
  'staff_mfa_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => staffUsers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per account: a second request while one waits is refused.
    uniqueIndex('staff_mfa_resets_open_uq').on(t.staffId).where(sql`${t.approvedAt} is null`),
  ],
);

/** bytea as a Uint8Array (a passkey's COSE public key); drizzle's pg-core has no bytea column. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as bytea (PGlite takes any Uint8Array); both hand back a
  // Uint8Array or a Buffer, copied into a plain Uint8Array.
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Staff passkeys (WebAuthn credentials, decision 0109 "Passkeys"). The counter is the
 * authenticator's signature counter as last seen: a response whose counter does not move past it
 * (a cloned authenticator) is refused. Device type and backup state are as the library reads
 * them from the authenticator data.
 */
export const staffWebauthnCredentials = pgTable(
  'staff_webauthn_credentials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** 'singleDevice' or 'multiDevice' (synced passkey). */
    deviceType: text('device_type', { enum: ['singleDevice', 'multiDevice'] }).notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('staff_webauthn_credentials_staff_idx').on(t.staffId)],
);

/**
 * The challenge of a passkey ceremony inside a staff session (step-up, adding a passkey): one per
 * session and purpose, replaced by a new options call, taken (deleted) by the verify that uses it.
 * The login's ceremonies keep theirs on the login challenge instead.
 */
export const staffWebauthnSessionChallenges = pgTable(
  'staff_webauthn_session_challenges',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['step_up', 'register'] }).notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.purpose] })],
);

/**
 * A factor added to a staff account, as mailed to its owner (decision 0119): the mail's 'this was
 * not me' link carries a token kept here as SHA-256, single use, living
 * FACTOR_NOTICE_TTL_SECONDS.
 */
export const staffFactorNotices = pgTable(
  'staff_factor_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    change: text('change', { enum: ['totp_added', 'passkey_added', 'recovery_codes'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_factor_notices_staff_idx').on(t.staffId)],
);
