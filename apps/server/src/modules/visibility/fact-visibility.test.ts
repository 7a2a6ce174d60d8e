/**
 * Decision 0121's table as its readers ask it: an audit row's kind by its action and its actor's
 * side, a new action hidden from the bank until it is classed, a blacklist's reason kept from the
 * bank while its outcome is not.
 */
import { ROLES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { auditFact, maySee, noteKind, partnerAudience, visibleDescription } from './fact-visibility';

describe('who may see which fact', () => {
  it('keeps screening, four eyes and the broker’s notes with the broker’s reviewers and the super admin', () => {
    for (const kind of ['screening', 'four_eyes', 'monitoring', 'broker_note', 'internal_reason'] as const) {
      expect(
        [ROLES.superAdmin, ROLES.brokerAdmin, ROLES.brokerViewer].every((r) => maySee(r, kind)),
        kind,
      ).toBe(true);
      for (const other of [
        ROLES.bankAdmin,
        ROLES.tradeDesk,
        ROLES.videoOfficer,
        'bank_partner',
        'exchange_partner',
      ] as const)
        expect(maySee(other, kind), `${kind} ${other}`).toBe(false);
    }
    expect(maySee(null, 'kyc_data')).toBe(false);
  });

  it('classes an audit row by its action, and an unknown one as the broker’s own activity', () => {
    expect(auditFact('screening.match_found', null)).toEqual({ kind: 'screening', detail: 'screening' });
    expect(auditFact('four_eyes.propose', ROLES.brokerAdmin).kind).toBe('four_eyes');
    expect(auditFact('monitoring.alert_raised', null)).toEqual({ kind: 'monitoring', detail: 'monitoring' });
    expect(auditFact('kyc.blacklist', ROLES.brokerAdmin)).toEqual({
      kind: 'decision_outcome',
      detail: 'internal_reason',
    });
    expect(auditFact('kyc.reject', ROLES.brokerAdmin).detail).toBe('customer_reason');
    expect(auditFact('onboarding.submit', null).kind).toBe('decision_outcome');
    expect(auditFact('participant.view', ROLES.brokerAdmin).kind).toBe('broker_activity');
    expect(auditFact('participant.view', ROLES.bankAdmin).kind).toBe('bank_activity');
    expect(maySee(ROLES.bankAdmin, auditFact('something.new_later', ROLES.brokerAdmin).kind)).toBe(false);
  });

  it('reads a note’s side from its author, and a participant’s description by its status', () => {
    expect(noteKind(ROLES.bankAdmin)).toBe('bank_note');
    expect(noteKind(ROLES.brokerViewer)).toBe('broker_note');
    expect(visibleDescription(ROLES.bankAdmin, 6, 'alasan pialang')).toBeNull();
    expect(visibleDescription(ROLES.brokerAdmin, 6, 'alasan pialang')).toBe('alasan pialang');
    expect(visibleDescription(ROLES.bankAdmin, 5, 'alasan penolakan')).toBe('alasan penolakan');
    expect(partnerAudience('bank')).toBe('bank_partner');
    expect(partnerAudience(null)).toBeNull();
  });
});
