import { CUSTOMER_STATES, STATUS_NASABAH } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import {
  afterResubmissionRequest,
  afterResubmit,
  afterReview,
  afterStepSaved,
  afterSubmission,
  type CustomerStatus,
  canEdit,
  isConsistent,
  submittedStatus,
} from './customer-state';

const at = (state: CustomerStatus['state'], statusNasabah: number | null = null): CustomerStatus => ({
  state,
  statusNasabah,
});

describe('customer state and staff status', () => {
  it('a step moves the state forward only and leaves the staff status alone', () => {
    expect(afterStepSaved(at('open'), 'customer')).toEqual(at('customer'));
    expect(afterStepSaved(at('contact'), 'employment')).toEqual(at('contact'));
    expect(afterStepSaved(at('reject', 5), 'financial')).toEqual(at('reject', 5));
    expect(() => afterStepSaved(at('submitted', 2), 'customer')).toThrow();
  });

  it('a submission is status 7 for the CIMB banks, 2 for the others', () => {
    expect(submittedStatus('022')).toBe(STATUS_NASABAH.waitingBank);
    expect(submittedStatus('023')).toBe(STATUS_NASABAH.waitingBank);
    expect(submittedStatus('037')).toBe(STATUS_NASABAH.new);
    expect(submittedStatus(null)).toBe(STATUS_NASABAH.new);
    expect(afterSubmission(at('attachment'), '037')).toEqual(at('submitted', 2));
    expect(afterSubmission(at('reject', 5), '022')).toEqual(at('submitted', 7));
    expect(() => afterSubmission(at('approved', 4), '037')).toThrow();
  });

  it('only records not yet submitted (or rejected) are editable', () => {
    expect(CUSTOMER_STATES.filter((s) => canEdit(at(s)))).not.toContain('submitted');
    expect(canEdit(at('reject', 5))).toBe(true);
    expect(canEdit(at('approved', 4))).toBe(false);
  });

  it('review outcomes', () => {
    expect(afterReview(at('submitted', 2), 'approve')).toEqual(at('approved', 4));
    expect(afterReview(at('submitted', 7), 'reject')).toEqual(at('reject', 5));
    expect(afterReview(at('approved', 4), 'blacklist')).toEqual(at('approved', 6));
    expect(afterReview(at('approved', 6), 'unblacklist')).toEqual(at('approved', 4));
    expect(afterReview(at('attachment'), 'approve')).toBeNull();
    expect(afterReview(at('approved', 4), 'approve')).toBeNull();
  });

  it('a record waiting for its bank goes to the broker’s new list first, and only then to approval', () => {
    expect(afterReview(at('submitted', 7), 'approve')).toBeNull();
    expect(afterReview(at('submitted', 7), 'bankApprove')).toEqual(at('submitted', 2));
    expect(afterReview(at('submitted', 2), 'bankApprove')).toBeNull();
  });

  it('a confirmed list match blacklists from any live status; its unblacklist returns a never-approved record to the new list', () => {
    for (const from of [at('submitted', 2), at('submitted', 7), at('approved', 4)])
      expect(afterReview(from, 'listBlacklist')).toEqual(at('approved', 6));
    expect(afterReview(at('reject', 5), 'listBlacklist')).toBeNull();
    expect(afterReview(at('approved', 6), 'listBlacklist')).toBeNull();
    expect(afterReview(at('approved', 6), 'unblacklist', { approvedBefore: false })).toEqual(
      at('submitted', 2),
    );
    expect(afterReview(at('approved', 6), 'unblacklist', { approvedBefore: true })).toEqual(
      at('approved', 4),
    );
  });

  it('every pair it produces is consistent', () => {
    const pairs = [
      afterStepSaved(at('open'), 'customer'),
      afterSubmission(at('attachment'), '022'),
      afterReview(at('submitted', 2), 'approve'),
      afterReview(at('submitted', 2), 'reject'),
      afterReview(at('submitted', 7), 'bankApprove'),
      afterReview(at('approved', 4), 'blacklist'),
      afterReview(at('submitted', 2), 'listBlacklist'),
      afterReview(at('approved', 6), 'unblacklist', { approvedBefore: false }),
      afterResubmissionRequest(at('submitted', 2)),
      afterResubmit(at('fix', 8), 7),
      afterStepSaved(at('fix', 8), 'customer'),
    ];
    for (const p of pairs) expect(p && isConsistent(p)).toBe(true);
    expect(isConsistent(at('submitted', null))).toBe(false);
    expect(isConsistent(at('customer', 2))).toBe(false);
  });

  it('a resubmission request opens the record for fixes (8) only while it waits for a review', () => {
    expect(afterResubmissionRequest(at('submitted', 2))).toEqual(at('fix', 8));
    expect(afterResubmissionRequest(at('submitted', 7))).toEqual(at('fix', 8));
    for (const done of [at('approved', 4), at('reject', 5), at('approved', 6), at('fix', 8)])
      expect(afterResubmissionRequest(done)).toBeNull();
    // The customer may save the reopened steps: the state stays 'fix', the status 8.
    expect(canEdit(at('fix', 8))).toBe(true);
    expect(afterStepSaved(at('fix', 8), 'attachment')).toEqual(at('fix', 8));
  });

  it('the resubmission returns the record to the status it had when the request was made', () => {
    expect(afterResubmit(at('fix', 8), 2)).toEqual(at('submitted', 2));
    expect(afterResubmit(at('fix', 8), 7)).toEqual(at('submitted', 7));
    expect(afterResubmit(at('fix', 8), 5)).toBeNull();
    expect(afterResubmit(at('submitted', 2), 2)).toBeNull();
    // The ordinary submission does not apply to a record being fixed.
    expect(() => afterSubmission(at('fix', 8), '037')).toThrow();
    expect(isConsistent(at('fix', 8))).toBe(true);
    expect(isConsistent(at('fix', null))).toBe(false);
    expect(isConsistent(at('submitted', 8))).toBe(false);
  });
});
