/**
 * Who may read which kind of fact about a participant (decision 0121): one table, asked by every
 * reader of a participant (the detail and its action hints, the lists, the timeline, 'Unduh
 * berkas', the notes, the partners' events), so a fact a role may not see is left out everywhere
 * the same way. The record's scope (architecture.md §3.6, decision 0056) decides whether a reader
 * sees the participant at all; this table decides what of it.
 *
 * Screening and everything it leads to (four-eyes proposals, the broker's internal reasons and
 * notes) stays with the broker's reviewers and the super admin: nothing of it may reach a party not
 * entitled to it (no tipping off, UU 8/2010 art. 12; decision 0111).
 */
import { ROLES, STATUS_NASABAH, type StaffRole } from '@kilau/shared';

export const FACT_KINDS = [
  /** Personal data, documents, the customer's own steps (registration, logins, onboarding, uploads), the video call. */
  'kyc_data',
  /** A decision and the status it left: submission, the bank's approval, approval, reject, blacklist, resubmission. */
  'decision_outcome',
  /** What the customer was told: a reject's reason, the resubmission's items, reasons and notes. */
  'customer_reason',
  /** Who holds the file: claims, releases, reassignments (the lists show the holder too). */
  'case_handling',
  /** The broker's reasons the customer is never told: a blacklist's, an unblacklist's. */
  'internal_reason',
  /** Screening runs, list matches and their decisions, the frozen file, any block a match causes. */
  'screening',
  /** Four-eyes proposals, their approval, decline and lapse, with their reasons. */
  'four_eyes',
  /** The risk rating, its reasons and history (docs/product/risk-rating.md). */
  'risk_rating',
  /**
   * Transaction monitoring's alerts (docs/product/monitoring.md, decision 0203): the broker's
   * compliance work, never the customer's, the bank's or a partner's (no tipping off).
   */
  'monitoring',
  /**
   * The periodic review's schedule (decision 0194): its due date follows the risk level, so it is
   * the broker's; the participant's exchange hears only that a review is overdue.
   */
  'review_schedule',
  /** A note written by the broker's staff (or the super admin). */
  'broker_note',
  /** A note written by the bank's staff. */
  'bank_note',
  /** The broker's own handling: staff reads, prints, downloads, mails and credentials sent, data requests. */
  'broker_activity',
  /** The bank staff's own rows (their reads, claims, approval). */
  'bank_activity',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** The partners of decision 0114, each within its own scope (decision 0105). */
export type PartnerAudience = 'bank_partner' | 'exchange_partner';
export type Audience = StaffRole | PartnerAudience;

const BROKER: readonly StaffRole[] = [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer];
const PARTNERS: readonly PartnerAudience[] = ['bank_partner', 'exchange_partner'];

/**
 * The table (decision 0121). Not listed is not seen. The trade desk (5) reads no participant here
 * (its trade screens name a participant, nothing more); the video officer (6) reads the detail
 * (decision 0085) and none of the case-file routes.
 */
export const FACT_AUDIENCE: Readonly<Record<FactKind, readonly Audience[]>> = {
  kyc_data: [...BROKER, ROLES.bankAdmin, ROLES.videoOfficer],
  decision_outcome: [...BROKER, ROLES.bankAdmin, ROLES.videoOfficer, ...PARTNERS],
  // The partners hear a reason as a code, never its text (decision 0114).
  customer_reason: [...BROKER, ROLES.bankAdmin, ROLES.videoOfficer, ...PARTNERS],
  case_handling: [...BROKER, ROLES.bankAdmin, ROLES.videoOfficer],
  internal_reason: BROKER,
  screening: BROKER,
  four_eyes: BROKER,
  risk_rating: BROKER,
  // The compliance officer works the alerts (decision 0205).
  monitoring: [...BROKER, ROLES.complianceOfficer],
  review_schedule: [...BROKER, 'exchange_partner'],
  broker_note: BROKER,
  bank_note: [...BROKER, ROLES.bankAdmin],
  broker_activity: BROKER,
  bank_activity: [...BROKER, ROLES.bankAdmin],
};

/** Whether `audience` (a staff role, or a partner's kind) may read facts of this kind. */
export function maySee(audience: number | PartnerAudience | null | undefined, kind: FactKind): boolean {
  if (audience === null || audience === undefined) return false;
  return (FACT_AUDIENCE[kind] as readonly (number | string)[]).includes(audience);
}

/** A partner of this kind ('bank' or 'exchange', as integration_partners.kind says). */
export function partnerAudience(kind: string | null): PartnerAudience | null {
  if (kind === 'bank') return 'bank_partner';
  if (kind === 'exchange') return 'exchange_partner';
  return null;
}

/** Whose side wrote a note or an audit row: the bank's staff, or the broker's (the super admin too). */
export function sideOf(role: number | null | undefined): 'bank' | 'broker' | null {
  if (role === ROLES.bankAdmin) return 'bank';
  return role === null || role === undefined ? null : 'broker';
}

/** A note's kind, by its author's role (a staff account's role is set when it is made, decision 0121). */
export function noteKind(authorRole: number | null | undefined): FactKind {
  return sideOf(authorRole) === 'bank' ? 'bank_note' : 'broker_note';
}

/** The screening's audit actions: the rows of a screening, a match's decision, the frozen mark. */
const SCREENING_ACTION = /^screening\./;
const FOUR_EYES_ACTION = /^four_eyes\./;
const MONITORING_ACTION = /^monitoring\./;
/** The customer's own steps, and the video call (the detail shows its recordings to every reader). */
const KYC_ACTION = /^(registration|auth|onboarding|profile|video)\.|^kyc\.upload$/;
const OUTCOMES = new Set([
  'onboarding.submit',
  'kyc.bank_approve',
  'kyc.approve',
  'kyc.reject',
  'kyc.blacklist',
  'kyc.unblacklist',
  'kyc.resubmission_requested',
  'kyc.resubmitted',
  'managing_bank.verify',
  'managing_bank.reject',
]);
const CASE_ACTION = /^case\.(claim|release|reassign|next)/;
/** Decisions whose reason (`description`) the customer is never told (decision 0111). */
const INTERNAL_REASON_ACTIONS = new Set(['kyc.blacklist', 'kyc.unblacklist']);

/**
 * An audit row's kind for the timeline and the case file: its title's kind and its detail's (a
 * blacklist is an outcome the bank may read; its reason is the broker's). A row of an unknown
 * action is the broker's own activity: a new action is hidden from the bank until it is classed.
 */
export function auditFact(
  action: string,
  actorRole: number | null | undefined,
): { kind: FactKind; detail: FactKind } {
  const kind = auditKindOf(action, actorRole);
  if (kind === 'decision_outcome') {
    const detail = INTERNAL_REASON_ACTIONS.has(action)
      ? 'internal_reason'
      : action === 'kyc.reject' || action === 'kyc.resubmission_requested'
        ? 'customer_reason'
        : 'decision_outcome';
    return { kind, detail };
  }
  return { kind, detail: kind };
}

function auditKindOf(action: string, actorRole: number | null | undefined): FactKind {
  if (SCREENING_ACTION.test(action)) return 'screening';
  if (FOUR_EYES_ACTION.test(action)) return 'four_eyes';
  if (MONITORING_ACTION.test(action)) return 'monitoring';
  if (OUTCOMES.has(action)) return 'decision_outcome';
  if (CASE_ACTION.test(action)) return 'case_handling';
  if (KYC_ACTION.test(action)) return 'kyc_data';
  return sideOf(actorRole) === 'bank' ? 'bank_activity' : 'broker_activity';
}

/**
 * A participant's `description` as a reader may see it: a blacklisted participant's is the
 * broker's reason (a confirmed list match's proposal, decision 0111), a rejected one's the reason
 * the customer was told.
 */
export function visibleDescription(
  audience: number | PartnerAudience | null | undefined,
  statusNasabah: number | null,
  description: string | null,
): string | null {
  const kind: FactKind = statusNasabah === STATUS_NASABAH.blacklisted ? 'internal_reason' : 'customer_reason';
  return maySee(audience, kind) ? description : null;
}
