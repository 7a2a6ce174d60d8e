import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { auditKind, auditTitle, durationText } from './timeline-titles';

describe('timeline titles', () => {
  it('names the customer’s and staff’s actions in Indonesian, with what the row says', () => {
    expect(auditTitle('onboarding.submit', {}, 'success')).toBe(MSG.tlOnboardingSubmit);
    expect(auditTitle('onboarding.step', { step: 'financial' }, 'success')).toBe(
      MSG.tlOnboardingStep.replace('{step}', MSG.resubmissionItemFinancial),
    );
    expect(auditTitle('screening.screen', { found: 2 }, 'success')).toBe(
      MSG.tlScreeningFound.replace('{count}', '2'),
    );
    expect(auditTitle('screening.screen', { found: 0 }, 'success')).toBe(MSG.tlScreeningClear);
    expect(auditTitle('auth.login', {}, 'failure')).toBe(MSG.tlFailed.replace('{title}', MSG.tlLogin));
    expect(auditTitle('periodic_review.confirm', {}, 'success')).toBe(MSG.tlPeriodicReviewConfirm);
    expect(auditTitle('monitoring.case_opened', { severity: 'high' }, 'success')).toBe(
      'Kasus pemantauan transaksi dibuka (tingkat Tinggi)',
    );
    // A case's decision, by what was decided (decision 0209).
    expect(auditTitle('monitoring.case_decision_propose', { kind: 'escalate_case' }, 'success')).toBe(
      MSG.tlMonitoringEscalateProposed,
    );
    expect(auditTitle('monitoring.case_decision_approve', { kind: 'close_case' }, 'success')).toBe(
      'Kasus pemantauan transaksi ditutup: tidak mencurigakan',
    );
    // A report's approval and sending (decision 0212).
    expect(auditTitle('monitoring.report_approval_lapse', {}, 'success')).toBe(
      'Persetujuan laporan untuk PPATK gugur: laporan diubah',
    );
    expect(auditTitle('monitoring.report_submitted', {}, 'success')).toBe(
      'Laporan dicatat terkirim ke PPATK',
    );
  });

  it('gives an action it does not know a readable title, never a blank', () => {
    expect(auditTitle('staff.revoke_sessions', {}, 'success')).toBe(MSG.auditActionRevokeSessions);
    const unknown = auditTitle('ledger.entry_posted', {}, 'success');
    expect(unknown).toBe(MSG.tlGeneric.replace('{action}', 'ledger entry posted'));
    expect(auditTitle('', {}, 'success').trim()).not.toBe('');
  });

  it('sorts the actions into the timeline’s kinds', () => {
    expect(auditKind('video.recording.finish')).toBe('call');
    expect(auditKind('screening.match_found')).toBe('screening');
    expect(auditKind('kyc.resubmission_requested')).toBe('resubmission');
    expect(auditKind('case.claim')).toBe('claim');
    expect(auditKind('kyc.upload')).toBe('document');
    expect(auditKind('kyc.approve')).toBe('audit');
  });

  it('writes a duration in minutes and seconds, and none when unknown', () => {
    expect(durationText(185_400)).toBe('3 mnt 05 dtk');
    expect(durationText(null)).toBeNull();
  });
});
