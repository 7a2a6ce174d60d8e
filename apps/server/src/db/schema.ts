/**
 * The database schema (drizzle, PostgreSQL dialect). Runs unchanged on PGlite and PostgreSQL 15+.
 * Money is numeric(20,2) and grams numeric(20,4), never floating point.
 */
import type {
  ListEntry,
  MatchBreakdown,
  ScreeningSubject,
  StoredAttachment,
  StoredBankAccount,
  StoredEmergencyContact,
  StoredEmployment,
  StoredFinancial,
  StoredIdentityAddress,
  StoredPersonal,
  WatchlistDiff,
} from '@kilau/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const platforms = pgTable('platforms', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  appName: text('app_name').notNull().unique(),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** When true, /choose-bank asks whether the customer already has a savings account there. */
  requiresExistingAccount: boolean('requires_existing_account').notNull().default(false),
  appLinks: jsonb('app_links').$type<{ store: string; url: string }[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Customers' login accounts. Staff live in staff_users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    phonenumber: text('phonenumber').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'pending' until the phone OTP is verified, 'new' until the e-mail is activated, then 'active'. */
    status: text('status', { enum: ['pending', 'new', 'active', 'blocked'] })
      .notNull()
      .default('pending'),
    /** A platform that trades through a demo account first: login answers 405 until it is created. */
    demoAccountRequired: boolean('demo_account_required').notNull().default(false),
    demoAccountDoneAt: timestamp('demo_account_done_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /**
     * The customer's restriction (UU 27/2022, decision 0113): the account is closed and its data
     * no longer processed; what the law keeps is kept until `eraseAfter`.
     */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    /** When the relationship ended (closed, rejected, blacklisted): the five years run from here. */
    relationshipEndedAt: timestamp('relationship_ended_at', { withTimezone: true }),
    /** The scheduled erasure; the daily retention job erases what is due (decision 0113). */
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** Set when the personal columns were blanked and the files removed; a tombstone remains. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('users_erase_after_idx').on(t.eraseAfter).where(sql`erased_at is null and erase_after is not null`),
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_username_uq').on(t.username),
    uniqueIndex('users_phonenumber_uq').on(t.phonenumber),
  ],
);

export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  fullname: text('fullname').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: smallint('role').notNull(),
  /** Bank admins (role 4) are scoped to one bank. */
  bankCode: text('bank_code').references(() => banks.code),
  /** Broker roles (1, 13) and video officers (6) are scoped to one platform; null: every platform. */
  platformId: uuid('platform_id').references(() => platforms.id),
  active: boolean('active').notNull().default(true),
  /** The same lockout as customers' (decision 0003). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** Where the staff member is told of every factor added and of a held second step (decision 0119). */
  email: text('email'),
  /** Wrong second-factor codes in a row, login and step-up alike; a right one sets it to 0 (decision 0119). */
  factorFailures: integer('factor_failures').notNull().default(0),
  /**
   * Set when the owner reported a factor change as not theirs: no login until two super admins
   * reset the second factor (decision 0119).
   */
  factorReportedAt: timestamp('factor_reported_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type', { enum: ['user', 'staff'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last authenticated request, written at most once a minute: the idle limit reads it. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Staff: when a second factor was last used in this session (login or step-up; decision 0109). */
    factorAt: timestamp('factor_at', { withTimezone: true }),
    /** Staff: which factor that was ('totp', 'passkey', 'recovery'). */
    factor: text('factor'),
  },
  (t) => [index('sessions_subject_idx').on(t.subjectType, t.subjectId)],
);

/**
 * One-time codes. A row is one OTP "conversation": the code is replaced on resend, attempts are
 * counted atomically before the compare, and the row dies when used, expired or exhausted.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['register', 'reset', 'contact'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Registration token (register) or validate_token (reset, after a verified code); hashed. */
    tokenHash: text('token_hash'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    resends: integer('resends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

export const activationTokens = pgTable('activation_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A requested change of a customer's e-mail or phone, waiting for proof that the customer holds
 * the new address (docs/decisions/0035): a link mailed to the new e-mail (`tokenHash`) or an SMS
 * code to the new number (`otpId`). The account changes only when the proof arrives; a row is
 * used once, expires, and a newer request for the same field supersedes it.
 */
export const contactChanges = pgTable(
  'contact_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field', { enum: ['email', 'phonenumber'] }).notNull(),
    newValue: text('new_value').notNull(),
    /** SHA-256 of the e-mail link's token (e-mail changes). */
    tokenHash: text('token_hash').unique(),
    /** The OTP conversation of the SMS code (phone changes). */
    otpId: uuid('otp_id').references(() => otpCodes.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Applied, or superseded by a newer request: either way it can no longer be used. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_changes_user_field_idx').on(t.userId, t.field)],
);

/** Every e-mail and SMS the product sends; the embedded default delivers only here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

/** The embedded job queue: claimed with FOR UPDATE SKIP LOCKED so several instances can share it. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The request that enqueued the job, for its log lines (plugins/request-context.ts). */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`done_at is null`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorType: text('actor_type', { enum: ['user', 'staff', 'system', 'anonymous'] }).notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome', { enum: ['success', 'failure'] })
      .notNull()
      .default('success'),
    ip: text('ip'),
    city: text('city'),
    country: text('country'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    /**
     * The hash chain (docs/decisions/0060): a BEFORE INSERT trigger numbers the row, links it to
     * the previous row's hash and hashes its content; another trigger refuses UPDATE and DELETE.
     * The application never writes these three columns.
     */
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    uniqueIndex('audit_log_seq_uq').on(t.seq),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  promoterName: text('promoter_name').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A customer's KYC record on one platform. `state` is the customer's routing vocabulary and
 * `statusNasabah` the staff one (architecture.md §5); the onboarding service keeps them consistent.
 * Section data is kept per step so that a returning customer finds what they entered.
 */
export const kycCustomers = pgTable(
  'kyc_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    platformId: uuid('platform_id')
      .notNull()
      .references(() => platforms.id),
    bankCode: text('bank_code').references(() => banks.code),
    state: text('state').notNull().default('open'),
    statusNasabah: smallint('status_nasabah'),
    referralCode: text('referral_code'),
    fullname: text('fullname'),
    /**
     * The name as the screening normaliser reads it, its parts joined by spaces (decision 0134):
     * the lists' search finds a name by its spelling variants through it. Written with the name;
     * null until then (records from before it get theirs at start-up).
     */
    nameSearchKey: text('name_search_key'),
    personal: jsonb('personal').$type<StoredPersonal>().notNull().default({}),
    identityAddress: jsonb('identity_address').$type<StoredIdentityAddress>().notNull().default({}),
    employment: jsonb('employment').$type<StoredEmployment>().notNull().default({}),
    financial: jsonb('financial').$type<StoredFinancial>().notNull().default({}),
    bankAccount: jsonb('bank_account').$type<StoredBankAccount>().notNull().default({}),
    emergencyContact: jsonb('emergency_contact').$type<StoredEmergencyContact>().notNull().default({}),
    attachment: jsonb('attachment').$type<StoredAttachment>().notNull().default({}),
    /** The reason of the last reject or blacklist, shown to the customer and on the lists. */
    description: text('description'),
    videoStatus: text('video_status', { enum: ['new', 'scheduled', 'done'] })
      .notNull()
      .default('new'),
    /** The room of the scheduled video call: an unguessable id, the path of /video-call/{link}. */
    videoLink: text('video_link').unique(),
    videoSchedule: timestamp('video_schedule', { withTimezone: true }),
    /** When and by whom the officer accepted the video (spec 002 §4 'Video Berhasil diterima'). */
    videoAcceptedAt: timestamp('video_accepted_at', { withTimezone: true }),
    videoAcceptedBy: uuid('video_accepted_by').references(() => staffUsers.id),
    /** The demo trading account number (spec 002 §3 hin_demo), set when staff open the demo account. */
    hinDemo: text('hin_demo'),
    /** The demo account's password, typed by staff and mailed to the customer: kept only as a hash. */
    demoPasswordHash: text('demo_password_hash'),
    demoCreatedAt: timestamp('demo_created_at', { withTimezone: true }),
    /** Set at approval from the 'Verifikasi Peserta' form; the password is kept only as a hash. */
    tradeUsername: text('trade_username'),
    tradePasswordHash: text('trade_password_hash'),
    tradeAccountNo: text('trade_account_no'),
    /** The holding (ETB) account number at the bank, when the bank reports it. */
    etbNo: text('etb_no'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => staffUsers.id),
    version: integer('version').notNull().default(0),
    /**
     * Set when a list match is confirmed (decision 0111): the file takes no review action and the
     * customer no change; only a four-eyes unblacklist clears it.
     */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * Case ownership (decision 0112): the reviewer who took the file ('Ambil' or 'Berikutnya') and
     * when. Another reviewer cannot decide it while it is held; a decision or a release clears it.
     */
    claimedBy: uuid('claimed_by').references(() => staffUsers.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * When the review is due (decision 0112): the service level in working days from submission.
     * Null while nothing waits for a review, and while the customer fixes what was asked
     * (`due_paused_remaining_ms` then keeps the working time that was left).
     */
    dueAt: timestamp('due_at', { withTimezone: true }),
    duePausedRemainingMs: bigint('due_paused_remaining_ms', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('kyc_customers_user_platform_uq').on(t.userId, t.platformId),
    // The back-office lists: one status (and platform) ordered by registration time.
    index('kyc_customers_status_created_idx').on(t.statusNasabah, t.createdAt),
    index('kyc_customers_platform_status_created_idx').on(t.platformId, t.statusNasabah, t.createdAt),
    // Newest first across several statuses (the new list holds 2 and 7): walked in date order and
    // filtered, rather than sorting every match (the review bench, decision 0057).
    index('kyc_customers_platform_created_idx')
      .on(t.platformId, t.createdAt)
      .where(sql`status_nasabah is not null`),
    index('kyc_customers_submitted_created_idx').on(t.createdAt).where(sql`status_nasabah is not null`),
    uniqueIndex('kyc_customers_hin_demo_uq').on(t.hinDemo),
    // The exchange and the bank name a customer by their trading account (the integration API).
    uniqueIndex('kyc_customers_trade_account_no_uq').on(t.tradeAccountNo),
    // The customer logs in to the trading platform with it: one participant's, in any case.
    uniqueIndex('kyc_customers_trade_username_uq').on(sql`lower(${t.tradeUsername})`),
    // 'Berikutnya' and the lists sorted by due time (decision 0112): files waiting for a review,
    // in due order, per platform and across all.
    index('kyc_customers_platform_due_idx')
      .on(t.platformId, t.statusNasabah, t.dueAt)
      .where(sql`due_at is not null`),
    index('kyc_customers_due_idx').on(t.dueAt).where(sql`due_at is not null`),
    // 'Berikutnya' first hands back a file the caller already holds: found by its holder.
    index('kyc_customers_claimed_by_idx').on(t.claimedBy).where(sql`claimed_by is not null`),
    // A blacklisted twin (decision 0111) is found by NIK or bank account among the blacklisted
    // records only: two small indexes the review lists' screening facts read per row.
    index('kyc_customers_blacklisted_nik_idx')
      .on(sql`(${t.personal}->>'ktp_no')`)
      .where(sql`status_nasabah = 6`),
    index('kyc_customers_blacklisted_account_idx')
      .on(sql`(${t.bankAccount}->>'account_no')`)
      .where(sql`status_nasabah = 6`),
  ],
);

/** Demo trading account numbers (hin_demo), handed out in order. */
export const hinDemoSeq = pgSequence('hin_demo_seq', { startWith: 100001 });

/**
 * A partner system (the exchange, a bank) allowed to feed trades and balances through the
 * integration API. Its key is shown once when made; only its SHA-256 is kept (keys are 256-bit
 * random, so a fast hash is enough), and the prefix tells keys apart in logs and audit rows.
 */
export const integrationPartners = pgTable(
  'integration_partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    active: boolean('active').notNull().default(true),
    /**
     * What the partner reports and for whom (decision 0105): the exchange reports the trades of
     * one platform's participants, a bank the balances of its own customers. Null on partners made
     * before the binding: they are refused until given a kind.
     */
    kind: text('kind', { enum: ['exchange', 'bank'] }),
    platformId: uuid('platform_id').references(() => platforms.id),
    bankCode: text('bank_code').references(() => banks.code),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'integration_partners_scope_ck',
      sql`(${t.kind} is null and ${t.platformId} is null and ${t.bankCode} is null)
        or (${t.kind} = 'exchange' and ${t.platformId} is not null and ${t.bankCode} is null)
        or (${t.kind} = 'bank' and ${t.bankCode} is not null and ${t.platformId} is null)`,
    ),
  ],
);

/**
 * The bank account a registered participant trades from (spec 002 §2 'managing-bank'): opened
 * UNVERIFIED when the broker approves the participant, verified or rejected by staff who compare
 * it with the participant's documents.
 */
export const managingBankAccounts = pgTable(
  'managing_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kycCustomerId: uuid('kyc_customer_id')
      .notNull()
      .unique()
      .references(() => kycCustomers.id),
    bankCode: text('bank_code').references(() => banks.code),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    status: text('status', { enum: ['UNVERIFIED', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    /** Why staff rejected the account, shown on the detail. */
    note: text('note'),
    verifiedBy: uuid('verified_by').references(() => staffUsers.id),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('managing_bank_accounts_status_created_idx').on(t.status, t.createdAt)],
);

/** Balances as last reported by the exchange and the bank (architecture.md §5: our own ledger copy). */
export const walletBalances = pgTable('wallet_balances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  giroposBalance: numeric('giropos_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  giroposUsdBalance: numeric('giropos_usd_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  rdkBalance: numeric('rdk_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  usdBalance: numeric('usd_balance', { precision: 20, scale: 2 }).notNull().default('0'),
  microBalanceIdr: numeric('micro_balance_idr', { precision: 20, scale: 2 }).notNull().default('0'),
  premiumBalanceIdr: numeric('premium_balance_idr', { precision: 20, scale: 2 }).notNull().default('0'),
  microBalanceUsd: numeric('micro_balance_usd', { precision: 20, scale: 2 }).notNull().default('0'),
  premiumBalanceUsd: numeric('premium_balance_usd', { precision: 20, scale: 2 }).notNull().default('0'),
  microGrams: numeric('micro_grams', { precision: 20, scale: 4 }).notNull().default('0'),
  premiumGrams: numeric('premium_grams', { precision: 20, scale: 4 }).notNull().default('0'),
  updatedAt: updatedAt(),
});

export const goldTransactions = pgTable(
  'gold_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The participant (and so the platform) the trade was made on; null on rows older than the integration API. */
    kycCustomerId: uuid('kyc_customer_id').references(() => kycCustomers.id),
    platformId: uuid('platform_id').references(() => platforms.id),
    /** Who reported the trade; null for the demo seed. */
    partnerId: uuid('partner_id').references(() => integrationPartners.id),
    /** The partner's id for the trade, so a re-sent feed never duplicates a row. */
    externalRef: text('external_ref').notNull(),
    contractId: smallint('contract_id').notNull(),
    direction: text('direction', { enum: ['buy', 'sell'] }).notNull(),
    /** Order type, its time-in-force ('condition') and its life at the exchange (decision 0070). */
    type: text('type', { enum: ['market', 'limit'] })
      .notNull()
      .default('market'),
    condition: text('condition', { enum: ['day', 'gtc', 'ioc', 'fok'] })
      .notNull()
      .default('day'),
    status: text('status', { enum: ['open', 'matched', 'settled', 'cancelled'] })
      .notNull()
      .default('settled'),
    quantity: integer('quantity').notNull(),
    /** Price of one contract in the settlement currency. */
    price: numeric('price', { precision: 20, scale: 2 }),
    settlementAmount: numeric('settlement_amount', { precision: 20, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 20, scale: 2 }).notNull().default('0'),
    currency: text('currency', { enum: ['IDR', 'USD'] }).notNull(),
    tradedAt: timestamp('traded_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gold_transactions_user_traded_idx').on(t.userId, t.tradedAt),
    // Rows without a partner (the demo seed) keep their refs unique too.
    uniqueIndex('gold_transactions_partner_ref_uq').on(
      sql`coalesce(${t.partnerId}::text, '')`,
      t.externalRef,
    ),
    index('gold_transactions_traded_idx').on(t.tradedAt),
    index('gold_transactions_platform_traded_idx').on(t.platformId, t.tradedAt),
  ],
);

// ── Onboarding (KYC) ───────────────────────────────────────────────────────

/**
 * Kemendagri region codes (idn-area-data): level 1 province '32', 2 regency '32.04',
 * 3 district '32.04.11', 4 village '32.04.11.2001'. Loaded once; read by the address cascades
 * and by the NIK checker.
 */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    level: smallint('level').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode, t.name)],
);

/**
 * The other master-data lists (gender, religion, marriage, education by bank code; occupation,
 * industrial, position, fund, salary, monthly_transaction, purpose_fund, purpose_open_account by
 * platform). Seeded per bank/platform and editable in the database.
 */
export const masterData = pgTable(
  'master_data',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    scopeKind: text('scope_kind', { enum: ['bank', 'platform'] }).notNull(),
    scopeId: text('scope_id').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('master_data_scope_code_uq').on(t.type, t.scopeKind, t.scopeId, t.code)],
);

/**
 * Every uploaded or generated file: who owns it and what it is. The bytes live in the FileStore
 * under `storage_key`; the key is chosen by the server and served only through authorized routes.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    customerId: uuid('customer_id').references(() => kycCustomers.id),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_customer_idx').on(t.customerId, t.kind)],
);

/**
 * What a customer accepted (agreements, statements, consents), with the version of the text and
 * the time, so a reviewer or an auditor sees exactly what was accepted and when.
 */
export const kycAcceptances = pgTable(
  'kyc_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    document: text('document').notNull(),
    version: text('version').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_acceptances_customer_idx').on(t.customerId, t.document)],
);

/**
 * A video call recorded by the officer's browser (decision 0074). The bytes arrive a chunk a second
 * and are appended to the stored file, which exists from the first moment, so a recording whose
 * tab was closed is still in the file; `next_seq` makes a retried chunk land once.
 */
export const videoRecordings = pgTable(
  'video_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    mime: text('mime').notNull(),
    nextSeq: integer('next_seq').notNull().default(0),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** 'recording' while chunks arrive; 'finished' once closed (by Leave Room or when abandoned). */
    status: text('status').notNull().default('recording'),
    durationMs: integer('duration_ms'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastChunkAt: timestamp('last_chunk_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The participant's consent to being recorded (a `kyc_acceptances` row of document
     * 'video_call_recording', given before joining the room; UU PDP), kept with the recording.
     */
    consentAcceptanceId: uuid('consent_acceptance_id').references(() => kycAcceptances.id),
  },
  (t) => [
    index('video_recordings_customer_idx').on(t.customerId, t.startedAt),
    index('video_recordings_open_idx').on(t.status, t.lastChunkAt),
  ],
);

/**
 * A secret chosen by staff for a customer (the trading or demo account's password) waiting to be
 * shown once. The e-mail carries only a link with the token (its SHA-256 is kept); the secret is
 * kept encrypted (AES-256-GCM with a key of the server's) until the customer opens the link, then
 * erased. An unopened link expires after 72 hours and its secret is erased by the sweep.
 */
export const credentialReveals = pgTable(
  'credential_reveals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    /** 'trading' (the approval's trading account) or 'demo' (the demo account). */
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** base64 of iv ‖ ciphertext ‖ tag; null once shown or expired. */
    secretCiphertext: text('secret_ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('credential_reveals_customer_idx').on(t.customerId, t.kind)],
);

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

/**
 * Screening (decision 0111). One uploaded version of an official list (UN, DTTOT, proliferation):
 * the file's SHA-256 and counts against the version before; the newest version of a source is the
 * one screened against. `diff` keeps a sample of each category (WATCHLIST_DIFF_SAMPLE), the counts
 * are whole.
 */
export const watchlistVersions = pgTable(
  'watchlist_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['un', 'dttot', 'proliferation'] }).notNull(),
    versionNo: integer('version_no').notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format', { enum: ['xml', 'xlsx', 'csv'] }).notNull(),
    sha256: text('sha256').notNull(),
    entries: integer('entries').notNull(),
    individuals: integer('individuals').notNull(),
    entities: integer('entities').notNull(),
    added: integer('added').notNull(),
    removed: integer('removed').notNull(),
    changed: integer('changed').notNull(),
    diff: jsonb('diff').$type<WatchlistDiff>().notNull(),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watchlist_versions_source_no_uq').on(t.source, t.versionNo)],
);

/** One entry of a list version as parsed; `digest` tells a changed entry from an unchanged one. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: uuid('version_id')
      .notNull()
      .references(() => watchlistVersions.id, { onDelete: 'cascade' }),
    ref: text('ref').notNull(),
    kind: text('kind', { enum: ['individual', 'entity'] }).notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<ListEntry>().notNull(),
    digest: text('digest').notNull(),
  },
  (t) => [uniqueIndex('watchlist_entries_version_ref_uq').on(t.versionId, t.ref)],
);

/**
 * An upload of a list file (decision 0120): the route keeps the file in the file store under
 * `file_key` and answers at once; the 'watchlist.parse' job reads it in a worker thread and ends
 * the upload 'stored' (with its version and rescreen run) or 'refused' (with the row and reason),
 * then deletes the file. `ip` and `user_agent` are the uploader's, for the audit row the job writes.
 */
export const watchlistUploads = pgTable(
  'watchlist_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source', { enum: ['un', 'dttot', 'proliferation'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: ['parsing', 'stored', 'refused'] })
      .notNull()
      .default('parsing'),
    refusalRow: integer('refusal_row'),
    refusalReason: text('refusal_reason'),
    versionId: uuid('version_id').references(() => watchlistVersions.id),
    runId: uuid('run_id').references(() => screeningRuns.id),
    uploadedBy: uuid('uploaded_by').references(() => staffUsers.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('watchlist_uploads_created_idx').on(t.createdAt)],
);

/**
 * A participant's alert against one list entry. One row per (participant, source, entry): a later
 * screening updates it; a dismissed or confirmed match stays decided while neither the entry nor
 * the participant's screened data changed (`evidence_digest`), and opens again when they did.
 */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    source: text('source', { enum: ['un', 'dttot', 'proliferation', 'kilau'] }).notNull(),
    entryRef: text('entry_ref').notNull(),
    versionId: uuid('version_id').references(() => watchlistVersions.id),
    entry: jsonb('entry').$type<ListEntry>().notNull(),
    subject: jsonb('subject').$type<ScreeningSubject>().notNull(),
    score: numeric('score', { precision: 5, scale: 4 }).notNull(),
    breakdown: jsonb('breakdown').$type<MatchBreakdown>().notNull(),
    /** SHA-256 of the entry's and the subject's screened data. */
    evidenceDigest: text('evidence_digest').notNull(),
    status: text('status', { enum: ['open', 'dismissed', 'confirmed', 'cleared'] })
      .notNull()
      .default('open'),
    /** The proposer and the checker of the decision, and the proposer's reason. */
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    checkedBy: uuid('checked_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    screenedAt: timestamp('screened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('screening_matches_customer_entry_uq').on(t.customerId, t.source, t.entryRef),
    index('screening_matches_open_idx').on(t.customerId).where(sql`status = 'open'`),
  ],
);

/** When each participant was last screened, and against which list versions (their ids, sorted). */
export const screeningStates = pgTable('screening_states', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => kycCustomers.id),
  screenedAt: timestamp('screened_at', { withTimezone: true }).notNull(),
  versionIds: jsonb('version_ids').$type<string[]>().notNull(),
});

/** A rescreen of every active participant (after an upload, or a change of Kilau's blacklist). */
export const screeningRuns = pgTable('screening_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  trigger: text('trigger', { enum: ['list_upload', 'blacklist_change'] }).notNull(),
  source: text('source', { enum: ['un', 'dttot', 'proliferation', 'kilau'] }),
  versionId: uuid('version_id').references(() => watchlistVersions.id),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  total: integer('total').notNull().default(0),
  screened: integer('screened').notNull().default(0),
  flagged: integer('flagged').notNull().default(0),
  startedBy: uuid('started_by').references(() => staffUsers.id),
  error: text('error'),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * A four-eyes decision (decision 0111): proposed by one staff member, approved or declined by
 * another. `evidence_digest` is the SHA-256 of what the proposal was made on (the record, its
 * documents, its screening); when it differs at the check, the proposal lapses. One pending
 * proposal per participant, kind and match. The approve kind keeps the proposed trading password
 * sealed (credential-cipher, bound to the proposal id) until the checker's approval uses it.
 */
export const fourEyesProposals = pgTable(
  'four_eyes_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: ['approve', 'blacklist', 'unblacklist', 'dismiss_match', 'confirm_match'],
    }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    matchId: uuid('match_id').references(() => screeningMatches.id),
    reason: text('reason').notNull(),
    /** approve: { username, account_no, password_sealed }; nothing for the other kinds. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    evidenceDigest: text('evidence_digest').notNull(),
    /**
     * A digest per part of the evidence (sections, each document), to tell the checker what changed
     * since (decision 0133); null on proposals made before it was kept.
     */
    evidenceParts: jsonb('evidence_parts').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'approved', 'declined', 'lapsed'] })
      .notNull()
      .default('pending'),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => staffUsers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('four_eyes_proposals_pending_uq')
      .on(t.customerId, t.kind, sql`coalesce(${t.matchId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`status = 'pending'`),
    index('four_eyes_proposals_status_idx').on(t.status, t.proposedAt),
  ],
);

/**
 * A reviewer's request to fix part of a file (decision 0112): 'Kirim permintaan' writes one row and
 * an item per document or data section decided. The participant waits in 'perlu perbaikan' (status
 * 8) until the customer resubmits; `status_before` is the status it returns to.
 */
export const resubmissionRequests = pgTable(
  'resubmission_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => staffUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    statusBefore: smallint('status_before').notNull(),
    status: text('status', { enum: ['open', 'resubmitted'] })
      .notNull()
      .default('open'),
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('resubmission_requests_open_uq').on(t.customerId).where(sql`status = 'open'`),
    index('resubmission_requests_customer_idx').on(t.customerId, t.requestedAt),
  ],
);

/**
 * One decided item of a request: a document (its file then and, once resubmitted, the new one:
 * the versions staff see side by side) or a data section (its data then and after).
 */
export const resubmissionItems = pgTable(
  'resubmission_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => resubmissionRequests.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    item: text('item').notNull(),
    decision: text('decision', { enum: ['accepted', 'resubmit'] }).notNull(),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    noteToCustomer: text('note_to_customer'),
    /** The version of the document this decision was made on (1 = as first submitted). */
    version: integer('version').notNull().default(1),
    previousFileId: uuid('previous_file_id').references(() => storedFiles.id),
    newFileId: uuid('new_file_id').references(() => storedFiles.id),
    previousData: jsonb('previous_data').$type<Record<string, unknown>>(),
    newData: jsonb('new_data').$type<Record<string, unknown>>(),
  },
  (t) => [index('resubmission_items_customer_idx').on(t.customerId, t.item)],
);

/**
 * The review checklist (decision 0131): an item of the participant's current submission accepted
 * by a reviewer. `basis` is what was accepted (a document's storage key, a data section's digest):
 * once the submission differs, the acceptance no longer counts. One row per item, replaced when
 * accepted again; every acceptance is also in the audit trail.
 */
export const reviewChecks = pgTable(
  'review_checks',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    item: text('item').notNull(),
    basis: text('basis').notNull(),
    checkedBy: uuid('checked_by')
      .notNull()
      .references(() => staffUsers.id),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.item] })],
);

/** Internal notes on a participant (decision 0112): append-only, a trigger refuses changes. */
export const participantNotes = pgTable(
  'participant_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => kycCustomers.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('participant_notes_customer_idx').on(t.customerId, t.createdAt)],
);

// ── The customer's data rights (UU 27/2022, decision 0113) ─────────────────────────

/**
 * 'Unduh data saya': one ZIP built by a job (data.json, the customer's files, README.id.md and a
 * signed manifest), kept in the file store and fetched through a mailed link that works 7 days.
 * Only the link token's SHA-256 is kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['queued', 'ready', 'failed', 'expired'] })
      .notNull()
      .default('queued'),
    /** The ZIP's key in the file store, once built. */
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    lastError: text('last_error'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('data_exports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A customer's request about their data: a correction ('Ajukan koreksi'), a restriction or a
 * deletion ('Batasi / hapus data'). A case for the back-office, due 72 hours after it was made.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['correction', 'restriction', 'deletion'] }).notNull(),
    /** A correction's field (DATA_CORRECTION_FIELDS) and the value the customer says is right. */
    field: text('field'),
    requestedValue: text('requested_value'),
    /** An optional supporting document, uploaded through the upload route. */
    documentFileId: uuid('document_file_id').references(() => storedFiles.id),
    /** The customer's own words. */
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'done', 'declined'] })
      .notNull()
      .default('open'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    handledBy: uuid('handled_by').references(() => staffUsers.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** What the customer is told with the outcome. */
    outcomeNote: text('outcome_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_requests_status_due_idx').on(t.status, t.dueAt),
    index('data_requests_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What remains of an erased customer: a pseudonym (an HMAC of the account id under a server key),
 * when the relationship ended and when the erasure ran, and counts of what was erased.
 */
export const dataTombstones = pgTable('data_tombstones', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull().unique(),
  relationshipEndedAt: timestamp('relationship_ended_at', { withTimezone: true }),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  details: jsonb('details').$type<Record<string, number | string>>().notNull().default({}),
});

// ── Signed events for the partners (Standard Webhooks, decision 0114) ─────────────────

/**
 * A partner's endpoint: where its events go, which types, and the signing secret (whsec_…,
 * AES-256-GCM at rest). After a rotation the previous secret also signs until it expires (24 h).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => integrationPartners.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    secretEnc: text('secret_enc').notNull(),
    previousSecretEnc: text('previous_secret_enc'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** 'gone' after a 410, 'manual' when staff turned it off. */
    disabledReason: text('disabled_reason', { enum: ['gone', 'manual'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staffUsers.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_partner_idx').on(t.partnerId)],
);

/** An event as it was recorded, in the decision's own transaction: the thin payload. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    /** The Standard Webhooks message id (`msg_…`), the same on every retry. */
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

/** One event for one endpoint: its state and the newest attempt's outcome. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_endpoint_uq').on(t.eventId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt of a delivery, for the delivery log: the response code and the time taken. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptNo: integer('attempt_no').notNull(),
    /** 'auto' (the schedule), 'manual' ('Kirim ulang'). */
    trigger: text('trigger', { enum: ['auto', 'manual'] })
      .notNull()
      .default('auto'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.createdAt)],
);
