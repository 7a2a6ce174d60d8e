/**
 * What four eyes is handed by the modules it acts through (decision 0176). Four eyes owns the
 * proposals: who may propose and decide, the evidence digest, the sealed password, the one
 * transaction with one winner (decision 0143). What a decision checks and changes is the module's
 * that owns the change: the review's status changes, the screening's match decisions and frozen
 * mark. Those modules sit above four eyes (the screening panel reads its proposals), so they hand
 * it their part where the app is assembled (modules/index.ts), one effect for every kind, and four
 * eyes imports none of them.
 */
import {
  type CaseDecisionKind,
  type EddChecklist,
  type FourEyesKind,
  MSG,
  type Proposal,
  type RiskLevel,
  type ScreeningMatch,
  type StoredAttachment,
} from '@kilau/shared';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { RequestMeta } from '../audit/audit.service';
import type { AccessClaims } from '../auth/session.service';

/** The checker's transaction found the evidence changed: rolled back, then the proposal lapses. */
export class EvidenceChanged extends Error {}

/** The decision does not apply to the participant now (the direct action's check, when proposed). */
export const proposalNotApplicable = () =>
  new ApiError(400, 400, MSG.proposalNotApplicable, 'The decision does not apply to the participant now');

/** What four eyes reads of a participant; the rest of the row is the module's that loaded it. */
export interface ProposalParticipant {
  id: string;
  statusNasabah: number | null;
}

/** The trading account an approve proposal opens, the password in clear (sealed in between). */
export interface ProposedAccount {
  username: string;
  account_no: string;
  password: string;
}

/** A decision as proposed, or as its checker is about to approve it. */
export interface ProposedDecision {
  /** dismiss_match and confirm_match: the match decided. */
  matchId: string | null;
  /** close_case and escalate_case: the monitoring case decided (decision 0209). */
  caseId?: string | null | undefined;
  /** approve_report: the report to PPATK approved (decision 0212). */
  reportId?: string | null | undefined;
  /** Who proposes it (approve_report: the officer who files the report). */
  proposedBy?: string | undefined;
  /** approve: the account it opens. */
  account: ProposedAccount | undefined;
  /** approve of a Tinggi participant: the proposer's enhanced due diligence. */
  edd: EddChecklist | undefined;
  /** risk_override: the level and the instant it ends (decision 0196). */
  override?: ProposedOverride | undefined;
}

/** A manual override of the risk level as proposed: the level, and the end of its last day (Jakarta). */
export interface ProposedOverride {
  level: RiskLevel;
  expiresAt: Date;
}

/** An approved proposal as its effect carries it out: the checker acts, the proposer is named. */
export interface ApprovedProposal {
  id: string;
  customerId: string;
  matchId: string | null;
  /** close_case and escalate_case: the case decided. */
  caseId: string | null;
  /** approve_report: the report approved. */
  reportId: string | null;
  proposedBy: string;
  reason: string;
  checkerId: string;
  meta: RequestMeta;
  /** approve: the account opened from its seal, with the password's hash. */
  account: (ProposedAccount & { passwordHash: string }) | undefined;
  /** risk_override: the level and its end. */
  override?: ProposedOverride | undefined;
}

/** One kind of decision, as the module that owns its change checks and carries it out. */
export interface ProposalEffect<P extends ProposalParticipant> {
  /** When proposed: the decision must make sense for the participant now (the direct action's checks). */
  assertProposable: (participant: P, proposed: ProposedDecision) => Promise<void>;
  /**
   * When proposed, after the checks: fields the proposal keeps as what it was proposed on (the
   * customer's declaration beside an EDD), shown to the checker as they were then.
   */
  keptWithProposal?: (participant: P, proposed: ProposedDecision) => Promise<Record<string, string>>;
  /** When approved, before the transaction: the slow and refusable checks made again (approve's). */
  assertStillApplies?: (participant: P, proposed: ProposedDecision) => Promise<void>;
  /**
   * In the checker's transaction, after the guarded close and the evidence digested again: the
   * change, through the owning module. Answers the id of its audit row, or null when it has none
   * of its own (a dismissal); throws EvidenceChanged when what it decides changed under the lock.
   */
  carryOut: (tx: DbOrTx, participant: P, approved: ApprovedProposal) => Promise<string | null>;
  /** The transaction failed with `err`: throws the refusal this kind answers instead, if any. */
  failed?: (err: unknown, participant: P, approved: ApprovedProposal) => Promise<void>;
  /** After the commit (`effectId`: carryOut's answer, '' for none): what follows; the decision stands whatever happens here. */
  afterCommit?: (participant: P, approved: ApprovedProposal, effectId: string) => Promise<void>;
}

/** A monitoring case as its decision loads it: the case, and its participant (decision 0209). */
export interface CaseParticipant extends ProposalParticipant {
  caseId: string;
}

/** A report to PPATK as its approval loads it: the report, and its participant (decision 0212). */
export interface ReportParticipant extends ProposalParticipant {
  reportId: string;
}

/**
 * Every kind has its effect: a kind without one does not compile. The case kinds act on a case,
 * the report's approval on a report.
 */
export type ProposalEffects<P extends ProposalParticipant> = {
  readonly [K in Exclude<FourEyesKind, CaseDecisionKind | 'approve_report'>]: ProposalEffect<P>;
} & { readonly [K in CaseDecisionKind]: ProposalEffect<CaseParticipant> } & {
  readonly approve_report: ProposalEffect<ReportParticipant>;
};

/** The documents and texts of the KYC read model the checker reads beside a proposal (decision 0133). */
export interface ParticipantModel {
  fullname: string | null;
  personal: {
    fullname?: string | undefined;
    ktp_no?: string | undefined;
    place_of_birth?: string | undefined;
    gender_type?: { name: string } | null | undefined;
    mothers_name?: string | undefined;
  };
  display: { date_of_birth: string; citizenship: string; address_line: string };
  attachment: StoredAttachment;
}

/** The review's part: the participant as its decisions load them, and as its detail reads them. */
export interface ProposalParticipants<P extends ProposalParticipant> {
  /**
   * In the caller's scope as a decision loads them: 404 outside it, 409 for a closed account, 409
   * for a frozen file unless `frozenAllowed` (only the unblacklist acts on one).
   */
  forDecision: (claims: AccessClaims, id: string, opts: { frozenAllowed: boolean }) => Promise<P>;
  /** 409 naming the reviewer when another one holds the file (decision 0112). */
  assertNotHeldByOther: (db: DbOrTx, customerId: string, staffId: string) => Promise<void>;
  recordInScope: RecordInScope;
}

/** The record in the caller's scope (undefined outside it), its read model read on demand. */
export type RecordInScope = (
  db: DbOrTx,
  customerId: string,
  scope: SQL,
) => Promise<{ id: string; readModel: () => Promise<ParticipantModel> } | undefined>;

/** One match as a proposal is bound to it. */
export interface MatchEvidence {
  id: string;
  status: string;
  evidenceDigest: string;
}

/** The screening's part: what a proposal is bound to of it, and what a checker reads of it. */
export interface ProposalMatches {
  /** The participant's matches in id order: the screening's part of the evidence digest. */
  evidence: (db: DbOrTx, customerId: string) => Promise<MatchEvidence[]>;
  /** Why approving this participant needs a second person, in Indonesian. */
  highRiskReasons: (db: DbOrTx, customerId: string) => Promise<string[]>;
  /** One match beside its list entry, as the screening panel shows it. */
  view: (
    db: DbOrTx,
    customerId: string,
    matchId: string,
    pending: Proposal | null,
  ) => Promise<ScreeningMatch | undefined>;
}

/** The monitoring's part: the case a decision is on, and what the decision is bound to of it. */
export interface ProposalCases {
  /** The case in the caller's scope, with its participant: 404 outside it or when there is none. */
  forDecision: (claims: AccessClaims, caseId: string) => Promise<CaseParticipant>;
  /** What a case decision is bound to (its status, severity and alerts); undefined when it is gone. */
  evidence: (db: DbOrTx, caseId: string) => Promise<unknown>;
  /** When proposing: 409 unless `staffId` holds the case ('Ambil'), naming the holder when another does. */
  assertHeldBy: (db: DbOrTx, caseId: string, staffId: string) => Promise<void>;
}

/** The reports' part: the report an approval is on, and what the approval is bound to of it. */
export interface ProposalReports {
  /** The report in the caller's scope, with its participant: 404 outside it. */
  forApproval: (claims: AccessClaims, reportId: string) => Promise<ReportParticipant>;
  /** What the approval is bound to (the report's status, its officer's part, its transactions); undefined when it is gone. */
  evidence: (db: DbOrTx, reportId: string) => Promise<unknown>;
}

/** Everything four eyes is handed, once, where the app is assembled. */
export interface FourEyesWiring<P extends ProposalParticipant> {
  participants: ProposalParticipants<P>;
  matches: ProposalMatches;
  cases: ProposalCases;
  reports: ProposalReports;
  effects: ProposalEffects<P>;
}
