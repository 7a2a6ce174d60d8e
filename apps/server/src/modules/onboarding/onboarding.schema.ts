/**
 * The KYC record of a customer on one platform, and what the customer accepted.
 * Drizzle tables (PostgreSQL dialect), gathered with every other table by db/schema.ts (decision 0171).
 */
import type {
  StoredAttachment,
  StoredBankAccount,
  StoredEmergencyContact,
  StoredEmployment,
  StoredFinancial,
  StoredIdentityAddress,
  StoredPersonal,
} from '@kilau/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { banks, platforms } from '../platform/platform.schema';
import { staffUsers } from '../staff-auth/staff-auth.schema';
import { users } from '../users/users.schema';

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
    /** When and by whom the officer accepted the video (docs/product/back-office.md § States 'Video Berhasil diterima'). */
    videoAcceptedAt: timestamp('video_accepted_at', { withTimezone: true }),
    videoAcceptedBy: uuid('video_accepted_by').references(() => staffUsers.id),
    /** The demo trading account number (docs/product/back-office.md § Records and fields hin_demo), set when staff open the demo account. */
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
    // The risk rating's shared identity (docs/product/risk-rating.md): another person's record of
    // the same NIK or bank account, whatever its status.
    index('kyc_customers_nik_idx').on(sql`(${t.personal}->>'ktp_no')`),
    index('kyc_customers_account_idx').on(sql`(${t.bankAccount}->>'account_no')`),
  ],
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
