/**
 * Every figure the legal texts quote (docs/product/onboarding.md § Limits). The prose reads these constants; no fee,
 * tariff or time limit is written as a literal inside a text, so a change is made here once and
 * the version of the affected documents is raised.
 */

/** The version of the current texts; an acceptance is stored with it (kyc_acceptances.version). */
export const LEGAL_TEXTS_VERSION = '2026.11';

/** Fee summary of the intermediary's profile: commission on a buy and on a sell, in percent of the transaction value. */
export const FEE_BUY_PERCENT = 1;
export const FEE_SELL_PERCENT = 1;
/** Tax, in percent of the total grams of a transaction. */
export const TAX_PERCENT_OF_GRAMS = 0.1;

/** Contract denominations traded, in grams (0,01 g, 1 g, 100 g, 1 kg). */
export const CONTRACT_DENOMINATIONS_GRAMS = [0.01, 1, 100, 1000] as const;

/** The bank's participant account (Rekening Peserta Emas Digital): no fees and no minimum balance. */
export const PARTICIPANT_ACCOUNT_FEE_IDR = 0;
export const PARTICIPANT_ACCOUNT_MIN_BALANCE_IDR = 0;

/** Savings product tariff sheet, in rupiah unless named otherwise. */
export const SAVINGS_INITIAL_DEPOSIT_IDR = 100_000;
export const SAVINGS_MIN_BALANCE_IDR = 100_000;
export const SAVINGS_FURTHER_DEPOSIT_MIN_IDR = 10_000;
export const SAVINGS_MONTHLY_ADMIN_FEE_IDR = 7_500;
/** An account without customer transactions for this many months becomes dormant. */
export const SAVINGS_DORMANT_AFTER_MONTHS = 6;
/** Monthly fee of a dormant account. */
export const SAVINGS_DORMANT_MONTHLY_FEE_IDR = 5_000;
export const SAVINGS_CLOSING_FEE_IDR = 100_000;
/** Interest, in percent a year. */
export const SAVINGS_INTEREST_PERCENT_PA = 0.25;

/** The mandate agreement (Perjanjian Pemberian Amanat). */
export const MANDATE_MIN_CLAUSES = 24;
/** Confirmation and objection window: 2 × 24 hours. */
export const CONFIRMATION_OBJECTION_DAYS_OF_24H = 2;
export const HOURS_PER_DAY = 24;
/** Notice of changed customer data, in working days. */
export const DATA_CHANGE_NOTICE_WORKING_DAYS = 3;
/** Notice of a force-majeure event, in hours. */
export const FORCE_MAJEURE_NOTICE_HOURS = 24;
/** Revocation of the power of attorney to the bank takes effect within this many bank working days. */
export const POA_REVOCATION_BANK_WORKING_DAYS = 15;
/** The clause on dispute settlement and legal domicile (docs/product/onboarding.md § Rules, code 407). */
export const DISPUTE_CLAUSE_NUMBER = 24;

/**
 * The transaction simulation: a worked buy and sell of this many grams at these prices per gram
 * (illustrative prices, not a quotation).
 */
export const SIMULATION_GRAMS = 10;
export const SIMULATION_BUY_PRICE_PER_GRAM_IDR = 1_520_000;
export const SIMULATION_SELL_PRICE_PER_GRAM_IDR = 1_550_000;
