/**
 * What the screening does to the actions offered (decision 0111): the buttons a reviewer and the
 * bank see, and the reasons beside those they do not get.
 */
import { MSG, ROLES, STATUS_NASABAH } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import type { ScreeningFacts } from '../screening';
import { reviewActions } from './review-rules';

const clear: ScreeningFacts = {
  openMatches: 0,
  confirmedMatches: 0,
  fourEyesApproval: false,
  frozen: false,
  pendingApproval: false,
  listsMissing: false,
};
const row = (statusNasabah: number, screening: Partial<ScreeningFacts> = {}) => ({
  statusNasabah,
  videoStatus: 'new' as const,
  videoSchedule: null,
  recorded: false,
  screening: { ...clear, ...screening },
});

describe('review actions and the screening', () => {
  it('a clear participant is approved directly', () => {
    expect(reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.new)).allowed).toEqual([
      'reject',
      'approve',
      'request_resubmission',
    ]);
  });

  it('without the UN list and DTTOT loaded: no approval, the broker reads why before clicking, the bank a neutral hold', () => {
    const broker = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.new, { listsMissing: true }));
    expect(broker.allowed).toEqual(['reject', 'request_resubmission']);
    expect(broker.unavailable).toEqual([{ action: 'approve', reason: MSG.approveBlockedListsNotLoaded }]);
    const bank = reviewActions(ROLES.bankAdmin, row(STATUS_NASABAH.waitingBank, { listsMissing: true }));
    expect(bank.unavailable).toContainEqual({ action: 'bank_approve', reason: MSG.bankApprovalHeld });
  });

  it('an open match: no approval, for the broker nor the bank; the broker reads why, the bank a neutral hold; reject stays', () => {
    const broker = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.new, { openMatches: 1 }));
    expect(broker.allowed).toEqual(['reject', 'request_resubmission']);
    expect(broker.unavailable).toEqual([{ action: 'approve', reason: MSG.approveBlockedScreening }]);
    // The bank never reads screening (decision 0121): a frozen file and a confirmed match alike.
    for (const facts of [{ openMatches: 2 }, { confirmedMatches: 1 }, { frozen: true }]) {
      const bank = reviewActions(ROLES.bankAdmin, row(STATUS_NASABAH.waitingBank, facts));
      expect(bank.unavailable).toEqual([{ action: 'bank_approve', reason: MSG.bankApprovalHeld }]);
    }
  });

  it('a confirmed match keeps approval blocked with its own reason', () => {
    const a = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.new, { confirmedMatches: 1 }));
    expect(a.unavailable).toEqual([{ action: 'approve', reason: MSG.approveBlockedConfirmed }]);
  });

  it('a dismissed match or a blacklisted twin: approval is proposed, not taken directly', () => {
    const a = reviewActions(ROLES.brokerViewer, row(STATUS_NASABAH.new, { fourEyesApproval: true }));
    expect(a.allowed).toEqual(['reject', 'propose_approve', 'request_resubmission']);
    expect(a.unavailable).toEqual([{ action: 'approve', reason: MSG.approveNeedsFourEyes }]);
    const pending = reviewActions(
      ROLES.brokerAdmin,
      row(STATUS_NASABAH.new, { fourEyesApproval: true, pendingApproval: true }),
    );
    expect(pending.allowed).toEqual(['reject', 'request_resubmission']);
    expect(pending.unavailable).toContainEqual({
      action: 'propose_approve',
      reason: MSG.proposalPendingExists,
    });
  });

  it('an open match wins over the four-eyes approval: nothing to propose until it is decided', () => {
    const a = reviewActions(
      ROLES.brokerAdmin,
      row(STATUS_NASABAH.new, { openMatches: 1, fourEyesApproval: true }),
    );
    expect(a.allowed).not.toContain('propose_approve');
    expect(a.unavailable).toEqual([{ action: 'approve', reason: MSG.approveBlockedScreening }]);
  });

  it('a frozen file offers only the unblacklist', () => {
    const a = reviewActions(
      ROLES.brokerAdmin,
      row(STATUS_NASABAH.blacklisted, { frozen: true, confirmedMatches: 1 }),
    );
    expect(a.allowed).toEqual(['unblacklist']);
    const accepted = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.accepted, { frozen: true }));
    expect(accepted.unavailable).toContainEqual({ action: 'blacklist', reason: MSG.recordFrozen });
  });

  it('a file waiting for a review may be sent back for fixes; while the customer fixes, nothing is decided', () => {
    const waiting = reviewActions(ROLES.brokerViewer, row(STATUS_NASABAH.waitingBank));
    expect(waiting.allowed).toContain('request_resubmission');
    const frozen = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.new, { frozen: true }));
    expect(frozen.unavailable).toContainEqual({ action: 'request_resubmission', reason: MSG.recordFrozen });
    const fixing = reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.needsFix));
    expect(fixing.allowed).toEqual([]);
    expect(fixing.unavailable).toEqual([
      { action: 'request_resubmission', reason: MSG.resubmissionWaiting },
      { action: 'approve', reason: MSG.resubmissionWaiting },
      { action: 'reject', reason: MSG.resubmissionWaiting },
    ]);
    // The bank and the super admin do not ask for fixes; a decided file offers nothing to ask.
    expect(reviewActions(ROLES.bankAdmin, row(STATUS_NASABAH.waitingBank)).allowed).not.toContain(
      'request_resubmission',
    );
    expect(reviewActions(ROLES.brokerAdmin, row(STATUS_NASABAH.accepted)).unavailable).toEqual([]);
  });
});
