import { describe, expect, it } from 'vitest';
import { auditActionText } from '../audit-actions';
import { MSG } from '../messages';
import { parseParticipantSearch } from './backoffice';

describe('the participant lists’ search', () => {
  it('reads digits as a NIK prefix and a phone prefix, +62 and 62 as 0', () => {
    expect(parseParticipantSearch('3174056107')).toEqual({
      kind: 'number',
      nikPrefix: '3174056107',
      phonePrefix: '3174056107',
    });
    expect(parseParticipantSearch(' +62 812-3456 ')).toEqual({
      kind: 'number',
      nikPrefix: null,
      phonePrefix: '08123456',
    });
    expect(parseParticipantSearch('628123456')).toMatchObject({ phonePrefix: '08123456' });
  });

  it('reads anything else as part of a name, and nothing as no search', () => {
    expect(parseParticipantSearch('  Siti R ')).toEqual({ kind: 'name', text: 'Siti R' });
    expect(parseParticipantSearch('08a')).toEqual({ kind: 'name', text: '08a' });
    expect(parseParticipantSearch('   ')).toBeNull();
    expect(parseParticipantSearch(undefined)).toBeNull();
  });
});

describe('the audit trail’s labels', () => {
  it('names every kind in Indonesian, a failed login as such, an unknown kind with its code', () => {
    expect(auditActionText('kyc.bank_approve')).toBe(MSG.auditActionBankApprove);
    expect(auditActionText('staff.login', 'failure')).toBe(MSG.auditLoginFailed);
    expect(auditActionText('foo.bar')).toBe('Tindakan lain (foo.bar)');
  });

  it('names the second factor of a staff login and a step-up', () => {
    expect(auditActionText('staff.login', 'success', { factor: 'totp' })).toBe(
      `${MSG.auditActionStaffLogin} (${MSG.auditFactorTotp})`,
    );
    expect(auditActionText('staff.step_up', 'success', { factor: 'recovery' })).toBe(
      `${MSG.auditActionMfaStepUp} (${MSG.auditFactorRecovery})`,
    );
    expect(auditActionText('staff.login', 'success', { factor: null })).toBe(MSG.auditActionStaffLogin);
    expect(auditActionText('staff.login', 'failure', { factor: 'totp' })).toBe(MSG.auditLoginFailed);
  });
});
