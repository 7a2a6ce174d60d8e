/**
 * The review's part of four eyes (decision 0176): the participant as a decision loads them and as
 * the detail reads them, the guard of a file another reviewer holds, and the effects of the
 * decisions that change the review's status: approve, blacklist, unblacklist and a confirmed list
 * match, which blacklists and freezes. Four eyes sits below the review, so this is handed to it
 * where the app is assembled (modules/index.ts). Each effect runs in the checker's transaction with
 * the checker as actor and the proposer named (decision 0143).
 */
import {
  DAY_MS,
  type EddChecklist,
  eddChecksFor,
  type FundsDeclarationView,
  freezesOnConfirm,
  MSG,
  RISK_OVERRIDE_MAX_DAYS,
  type RiskLevel,
  STATUS_NASABAH,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { assertNotHeldByOther } from '../case-ownership';
import {
  type ApprovedProposal,
  type ProposalEffect,
  type ProposalParticipants,
  type ProposedAccount,
  proposalNotApplicable,
} from '../four-eyes';
import { findRecordInScope, readKycRecord } from '../kyc-record';
import { latestFundsDeclaration } from '../resubmission';
import { rateIdentityTwinsQuietly, rateQuietly, startOverride } from '../risk-rating';
import {
  assertMatchProposable,
  decideProposedMatch,
  findMatch,
  freezeRecord,
  overturnConfirmedMatches,
  screeningSummary,
  startRescreen,
  unfreezeRecord,
} from '../screening';
import { type CheckedDecision, type ReviewRow, ReviewService } from './review.service';
import { needsSenior } from './review-rules';

type Deps = Pick<
  FastifyInstance,
  'db' | 'audit' | 'config' | 'mailer' | 'notifications' | 'sessions' | 'log' | 'jobs'
>;

type ReviewKinds = 'approve' | 'blacklist' | 'unblacklist' | 'confirm_match' | 'risk_override';

/** Who a confirmed match may blacklist: a live participant, or one blacklisted already (then it freezes). */
const CONFIRMABLE: readonly number[] = [
  STATUS_NASABAH.new,
  STATUS_NASABAH.waitingBank,
  STATUS_NASABAH.accepted,
  STATUS_NASABAH.blacklisted,
];

const decisionOf = (a: ApprovedProposal): CheckedDecision => ({
  checkerId: a.checkerId,
  proposerId: a.proposedBy,
  proposalId: a.id,
  reason: a.reason,
});

/**
 * The EDD of an approve proposal (docs/product/risk-rating.md § Enhanced due diligence): required,
 * every check that applies ticked, for a Tinggi participant; refused for another, whose proposal
 * is not a senior's to decide.
 */
function assertEddFits(row: ReviewRow, edd: EddChecklist | undefined): void {
  if (!needsSenior(row)) {
    if (edd) throw new ApiError(400, 400, MSG.eddNotRequired, 'EDD for a participant not rated Tinggi');
    return;
  }
  // The customer's own account of their money comes first: asked through a resubmission request.
  if (!row.fundsDeclared)
    throw new ApiError(409, 409, MSG.eddDeclarationMissing, 'No declaration of source of funds');
  if (!edd) throw new ApiError(422, 422, MSG.eddRequired, 'A Tinggi participant’s approval needs EDD');
  const missing = eddChecksFor(row.pep).filter((c) => !edd.checks.includes(c));
  if (missing.length > 0)
    throw new ApiError(422, 422, MSG.eddChecksIncomplete, `EDD checks missing: ${missing.join(', ')}`);
}

/** The declaration's fields an approve proposal keeps (four-eyes/proposal-view.ts eddOf reads them). */
function declarationPayload(d: FundsDeclarationView | null): Record<string, string> {
  return d
    ? {
        edd_declared_funds: d.source_of_funds,
        edd_declared_wealth: d.source_of_wealth,
        edd_declaration_file: d.file_id,
        edd_declared_at: d.declared_at,
      }
    : {};
}

const LEVEL_RANK: Record<RiskLevel, number> = { rendah: 0, menengah: 1, tinggi: 2 };
/** Whether `to` is below `from` (an unrated participant is lowered by nothing). */
const lowers = (from: RiskLevel | null, to: RiskLevel) => from !== null && LEVEL_RANK[to] < LEVEL_RANK[from];

/** An override's last day: after today, at most RISK_OVERRIDE_MAX_DAYS ahead (422 otherwise). */
function assertOverrideExpiry(expiresAt: Date): void {
  const ahead = expiresAt.getTime() - Date.now();
  if (Number.isNaN(ahead) || ahead <= 0 || ahead > (RISK_OVERRIDE_MAX_DAYS + 1) * DAY_MS)
    throw new ApiError(422, 422, MSG.riskOverrideExpiryRange, 'Override expiry out of range', {
      error: [{ field: 'expires_on', message: MSG.riskOverrideExpiryRange }],
    });
}

function accountOf(account: ProposedAccount | undefined): ProposedAccount {
  if (!account) throw new Error('approve proposal without its credentials');
  return account;
}

export function reviewProposalPart(deps: Deps): {
  participants: ProposalParticipants<ReviewRow>;
  effects: Record<ReviewKinds, ProposalEffect<ReviewRow>>;
} {
  const review = new ReviewService(deps);

  /** Kilau's own blacklist changed: every active participant is screened against it again. */
  const blacklistChanged = async (row: ReviewRow, a: ApprovedProposal): Promise<void> => {
    // Those sharing the record's account, NIK or bank account read it in their rating.
    await rateIdentityTwinsQuietly(deps, row.id);
    try {
      await startRescreen(deps, { trigger: 'blacklist_change', source: 'kilau', startedBy: a.checkerId });
    } catch (err) {
      // The decision stands; the next run (or upload) screens against the blacklist as it is.
      deps.log.error({ err, participant: a.customerId }, 'blacklist rescreen not started');
    }
  };

  return {
    participants: {
      forDecision: (claims, id, opts) => review.participant(claims, id, opts),
      assertNotHeldByOther,
      recordInScope: async (db, customerId, scope) => {
        const record = await findRecordInScope(db, customerId, scope);
        return (
          record && {
            id: record.id,
            readModel: () => readKycRecord(db, record, { flowRules: deps.config.flowRules }),
          }
        );
      },
    },
    effects: {
      approve: {
        // The direct approve's checks, the screening's included (screened, no open match); a
        // second person is needed for a dismissed match, a blacklisted twin or a Tinggi rating.
        assertProposable: async (row, { account, edd }) => {
          await review.assertApprovalPossible(row, accountOf(account));
          assertEddFits(row, edd);
          if (needsSenior(row)) return;
          const summary = await screeningSummary(deps.db, row.id);
          if (!summary.four_eyes_approval)
            throw new ApiError(409, 409, MSG.proposalApproveNotNeeded, 'No second person needed');
        },
        // The senior weighs the customer's declaration as the proposer read it.
        keptWithProposal: async (row) =>
          needsSenior(row) ? declarationPayload(await latestFundsDeclaration(deps.db, row.id)) : {},
        assertStillApplies: async (row, { account, edd }) => {
          await review.assertApprovalPossible(row, accountOf(account));
          // Rated Tinggi since it was proposed: the senior cannot approve it without EDD.
          if (needsSenior(row) && !edd)
            throw new ApiError(409, 409, MSG.proposalEddMissingNow, 'Tinggi since proposed, no EDD');
        },
        carryOut: (tx, row, a) => {
          if (!a.account) throw new Error('approve proposal without its credentials');
          return review.approveIn(
            tx,
            row,
            {
              username: a.account.username,
              account_no: a.account.account_no,
              passwordHash: a.account.passwordHash,
              actorId: a.checkerId,
              details: { proposed_by: a.proposedBy, proposal_id: a.id },
            },
            a.meta,
          );
        },
        failed: (err, row, a) => review.approvalConflict(err, row, a.account?.username ?? ''),
        afterCommit: async (row, a, activityId) => {
          if (a.account) await review.afterApproval(row, a.account, activityId);
        },
      },
      blacklist: {
        assertProposable: async (row) => {
          if (row.statusNasabah !== STATUS_NASABAH.accepted) throw proposalNotApplicable();
        },
        carryOut: (tx, row, a) => review.blacklistIn(tx, row, { ...decisionOf(a), listMatch: false }, a.meta),
        afterCommit: blacklistChanged,
      },
      unblacklist: {
        assertProposable: async (row) => {
          if (row.statusNasabah !== STATUS_NASABAH.blacklisted) throw proposalNotApplicable();
        },
        carryOut: async (tx, row, a) => {
          const id = await review.unblacklistIn(tx, row, decisionOf(a), a.meta);
          await unfreezeRecord(tx, row.id);
          await overturnConfirmedMatches(tx, row.id, {
            decidedBy: a.proposedBy,
            checkedBy: a.checkerId,
            reason: a.reason,
            audit: deps.audit,
            meta: a.meta,
            proposalId: a.id,
          });
          return id;
        },
        afterCommit: blacklistChanged,
      },
      confirm_match: {
        // A confirmation blacklists (a PEP match's does not, decision 0193): only a live participant
        // (new, waiting bank, accepted) or one blacklisted already (then it freezes); a rejected one
        // resubmits and is screened then.
        assertProposable: async (row, { matchId }) => {
          await assertMatchProposable(deps.db, row.id, matchId);
          if (!CONFIRMABLE.includes(row.statusNasabah ?? -1)) throw proposalNotApplicable();
        },
        carryOut: async (tx, row, a) => {
          const match = await findMatch(tx, row.id, a.matchId ?? '');
          await decideProposedMatch(tx, deps.audit, 'confirmed', a);
          // A PEP list match blacklists nobody and freezes nothing (decision 0193): the rating
          // makes the participant Tinggi, whose approval needs EDD and a senior.
          if (match && !freezesOnConfirm(match.source)) {
            await rateQuietly({ db: tx, log: deps.log }, row.id, 'screening');
            return null;
          }
          // Blacklisted and frozen whatever the status; no mail tells the customer why (no tipping
          // off, decision 0147): they meet the ordinary blocked login.
          const id =
            row.statusNasabah === STATUS_NASABAH.blacklisted
              ? null
              : await review.blacklistIn(tx, row, { ...decisionOf(a), listMatch: true }, a.meta);
          await freezeRecord(tx, row.id);
          // A decided match is read by the risk rating (docs/product/risk-rating.md § When).
          await rateQuietly({ db: tx, log: deps.log }, row.id, 'screening');
          return id;
        },
        // Kilau's blacklist changed only when the confirmation blacklisted (not a PEP match's).
        afterCommit: async (row, a) => {
          const match = await findMatch(deps.db, row.id, a.matchId ?? '');
          if (!match || freezesOnConfirm(match.source)) await blacklistChanged(row, a);
        },
      },
      risk_override: {
        // A submitted participant, another level than the current one, a last day within reach.
        assertProposable: async (row, { override }) => {
          if (!override || row.statusNasabah === null) throw proposalNotApplicable();
          assertOverrideExpiry(override.expiresAt);
          if (row.riskLevel === override.level)
            throw new ApiError(409, 409, MSG.riskOverrideSameLevel, 'The participant is at that level');
        },
        // Lowering a level is a senior's decision, as a Tinggi approval is (decision 0196).
        keptWithProposal: async (row, { override }): Promise<Record<string, string>> =>
          override && lowers(row.riskLevel ?? null, override.level) ? { needs_senior: 'true' } : {},
        assertStillApplies: async (_row, { override }) => {
          if (!override) throw proposalNotApplicable();
          assertOverrideExpiry(override.expiresAt);
        },
        carryOut: async (tx, row, a) => {
          if (!a.override) throw proposalNotApplicable();
          const overrideId = await startOverride(tx, {
            customerId: row.id,
            level: a.override.level,
            reason: a.reason,
            expiresAt: a.override.expiresAt,
            proposalId: a.id,
            proposedBy: a.proposedBy,
            decidedBy: a.checkerId,
          });
          return deps.audit.record(
            tx,
            {
              actorType: 'staff',
              actorId: a.checkerId,
              action: 'risk.override_started',
              targetType: 'kyc_customer',
              targetId: row.id,
              details: {
                override_id: overrideId,
                proposal_id: a.id,
                proposed_by: a.proposedBy,
                from_level: row.riskLevel ?? null,
                level: a.override.level,
                expires_at: a.override.expiresAt.toISOString(),
              },
            },
            a.meta,
          );
        },
      },
    },
  };
}
