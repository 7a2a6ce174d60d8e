/**
 * What staff may do to a participant now, one rule for every screen and every call (decision 0083):
 * the lists, the detail and the actions themselves (review approve, the counter's approve, the
 * partner bank's approval and the officer's acceptance of the video) all ask these functions, so a
 * button is offered exactly when its call would succeed, and where it is not, the reason is given.
 */
import {
  FOUR_EYES_PROPOSE_ROLES,
  MSG,
  RESUBMISSION_ROLES,
  REVIEW_ACTION_ROLES,
  type ReviewActionName,
  type RiskLevel,
  ROLES,
  STATUS_NASABAH,
  VIDEO_OFFICER_ROLES,
  type VideoStatus,
} from '@kilau/shared';
import type { ScreeningFacts } from '../screening';
import { videoAcceptBlock } from '../video-call/video-call.service';
import { maySee } from '../visibility';

export interface RuleRow {
  statusNasabah: number | null;
  videoStatus: VideoStatus;
  videoSchedule: Date | null;
  /** The current video call was recorded with the participant's consent. */
  recorded: boolean;
  /** The participant's screening against the lists (decision 0111). */
  screening: ScreeningFacts;
  /** When the customer's account was closed at their request (decision 0130), else null. */
  accountClosedAt?: Date | null;
  /** The current risk level (docs/product/risk-rating.md); Tinggi is approved by a senior, with EDD. */
  riskLevel?: RiskLevel | null;
  /**
   * A politically exposed person: declared by the customer or a confirmed PEP list match (decision
   * 0193). Approved by a senior with EDD whatever the level (decision 0202).
   */
  pep?: boolean;
  /** The customer's declaration of source of funds was resubmitted: a Tinggi approval needs it. */
  fundsDeclared?: boolean;
}

const isNew = (s: number | null) => s === STATUS_NASABAH.new || s === STATUS_NASABAH.waitingBank;

/**
 * Why a participant cannot be approved (by the bank or the broker) now, or null: the screening
 * (below), then a video call that is scheduled must first take place and its video be accepted. A participant without a call
 * (status new) may be approved: only a scheduled call blocks it (docs/product/back-office.md § States).
 */
export function approvalBlock(row: Pick<RuleRow, 'videoStatus' | 'screening'>): string | null {
  return screeningBlock(row.screening) ?? videoBlock(row);
}

/**
 * Why a participant is approved only through a proposal with enhanced due diligence, decided by
 * a senior (docs/product/risk-rating.md § Enhanced due diligence): rated Tinggi, or a politically
 * exposed person whatever the level, so that neither a model nor an override that lowers the
 * level lets a PEP through without it (decision 0202); null when neither.
 */
export function seniorReason(row: Pick<RuleRow, 'riskLevel' | 'pep'>): 'tinggi' | 'pep' | null {
  if (row.riskLevel === 'tinggi') return 'tinggi';
  return row.pep === true ? 'pep' : null;
}

/** The one test of that rule for the detail's actions, the approve calls and the approve proposal. */
export function needsSenior(row: Pick<RuleRow, 'riskLevel' | 'pep'>): boolean {
  return seniorReason(row) !== null;
}

/** What the detail and the refused approve call say of it. */
export function seniorText(row: Pick<RuleRow, 'riskLevel' | 'pep'>, refused: boolean): string {
  const pep = seniorReason(row) === 'pep';
  if (refused) return pep ? MSG.approveBlockedPep : MSG.approveBlockedHighRisk;
  return pep ? MSG.approveNeedsSeniorPep : MSG.approveNeedsSenior;
}

/** The video call's part of the rule: a scheduled call must first take place and be accepted. */
export function videoBlock(row: Pick<RuleRow, 'videoStatus'>): string | null {
  return row.videoStatus === 'scheduled' ? MSG.approveBlockedVideoPending : null;
}

/**
 * Why the screening blocks an approval, or null (decision 0111): the file is frozen, a match is not
 * yet decided, or one was confirmed. A participant not screened yet is screened by the approval
 * call itself before it decides (screening/screening.service.ts), so it is offered.
 */
export function screeningBlock(s: ScreeningFacts): string | null {
  if (s.frozen) return MSG.recordFrozen;
  if (s.listsMissing) return MSG.approveBlockedListsNotLoaded;
  if (s.openMatches > 0) return MSG.approveBlockedScreening;
  if (s.confirmedMatches > 0) return MSG.approveBlockedConfirmed;
  return null;
}

export interface Availability {
  allowed: ReviewActionName[];
  unavailable: { action: ReviewActionName; reason: string }[];
}

export function reviewActions(role: number | null, row: RuleRow, now = new Date()): Availability {
  const may = (roles: readonly number[]) => role !== null && roles.includes(role);
  const status = row.statusNasabah;
  const out: Availability = { allowed: [], unavailable: [] };
  // A closed account is closed for every action (decision 0130): nothing is offered, not even a
  // disabled button with a reason, since no state of the file will make one possible again.
  if (row.accountClosedAt) return out;
  const offer = (action: ReviewActionName, block: string | null) => {
    if (block) out.unavailable.push({ action, reason: block });
    else out.allowed.push(action);
  };
  // The detail is loaded through the caller's scope, so a bank admin here is the participant's bank.
  if (status === STATUS_NASABAH.waitingBank && role === ROLES.bankAdmin)
    offer('bank_approve', approvalBlock(row));
  if (isNew(status)) {
    if (may(REVIEW_ACTION_ROLES.reject)) offer('reject', row.screening.frozen ? MSG.recordFrozen : null);
    if (may(REVIEW_ACTION_ROLES.approve)) {
      // A record waiting for its bank (7) is the bank's to approve first.
      if (status === STATUS_NASABAH.waitingBank)
        out.unavailable.push({ action: 'approve', reason: MSG.waitingCimbApproval });
      else if ((row.screening.fourEyesApproval || needsSenior(row)) && !approvalBlock(row)) {
        // A dismissed match or a blacklisted twin: one reviewer proposes, another approves. A
        // Tinggi participant: proposed with EDD, approved by a senior.
        out.unavailable.push({
          action: 'approve',
          reason: needsSenior(row) ? seniorText(row, false) : MSG.approveNeedsFourEyes,
        });
        if (may(FOUR_EYES_PROPOSE_ROLES.approve))
          offer(
            'propose_approve',
            row.screening.pendingApproval
              ? MSG.proposalPendingExists
              : needsSenior(row) && !row.fundsDeclared
                ? MSG.eddDeclarationMissing
                : null,
          );
      } else offer('approve', approvalBlock(row));
    }
  }
  offerResubmission(out, status, row, may(RESUBMISSION_ROLES));
  if (status === STATUS_NASABAH.needsFix) {
    // The file waits for the customer's fixes (decision 0112): no final decision until they resubmit.
    if (may(REVIEW_ACTION_ROLES.approve))
      out.unavailable.push({ action: 'approve', reason: MSG.resubmissionWaiting });
    if (may(REVIEW_ACTION_ROLES.reject))
      out.unavailable.push({ action: 'reject', reason: MSG.resubmissionWaiting });
  }
  if (status === STATUS_NASABAH.new && may(VIDEO_OFFICER_ROLES) && row.videoStatus === 'scheduled')
    offer('accept_video', videoAcceptBlock(row, now));
  if (status === STATUS_NASABAH.accepted && may(REVIEW_ACTION_ROLES.blacklist))
    offer('blacklist', row.screening.frozen ? MSG.recordFrozen : null);
  if (status === STATUS_NASABAH.blacklisted && may(REVIEW_ACTION_ROLES.unblacklist))
    out.allowed.push('unblacklist');
  // docs/product/back-office.md § Screens: the download menu for status 4, hidden for the bank's role.
  if (status === STATUS_NASABAH.accepted && role !== null && role !== ROLES.bankAdmin)
    out.allowed.push('download');
  return withoutScreening(role, out);
}

/** The reasons that tell of screening or of a four-eyes decision it caused (decision 0111). */
const SCREENING_REASONS: ReadonlySet<string> = new Set([
  MSG.recordFrozen,
  MSG.approveBlockedScreening,
  MSG.approveBlockedConfirmed,
  MSG.approveBlockedNotScreened,
  MSG.approveBlockedListsNotLoaded,
  MSG.approveNeedsFourEyes,
  MSG.proposalPendingExists,
]);

/**
 * A reader not entitled to screening (the bank, decision 0121) reads one neutral hold instead of
 * any reason that comes from it: 'a list match is undecided' would tip off.
 */
function withoutScreening(role: number | null, out: Availability): Availability {
  if (maySee(role, 'screening')) return out;
  const unavailable = out.unavailable.map((u) =>
    SCREENING_REASONS.has(u.reason) ? { ...u, reason: MSG.bankApprovalHeld } : u,
  );
  return { ...out, unavailable };
}

/** Whether an error's reason comes from screening, as withoutScreening reads it. */
export function isScreeningReason(text: string): boolean {
  return SCREENING_REASONS.has(text);
}

/**
 * 'Minta unggah ulang' (decision 0112): for the broker's reviewers while the file waits for a
 * review (2, 7) and is not frozen; unavailable with its reason while frozen or while the customer
 * fixes what was asked (8).
 */
function offerResubmission(
  out: Availability,
  status: number | null,
  row: Pick<RuleRow, 'screening'>,
  allowed: boolean,
): void {
  // A decided file (4, 5, 6) has nothing to ask again: the action is not shown at all.
  if (!allowed || !(isNew(status) || status === STATUS_NASABAH.needsFix)) return;
  const reason =
    status === STATUS_NASABAH.needsFix
      ? MSG.resubmissionWaiting
      : row.screening.frozen
        ? MSG.recordFrozen
        : null;
  if (reason) out.unavailable.push({ action: 'request_resubmission', reason });
  else out.allowed.push('request_resubmission');
}
