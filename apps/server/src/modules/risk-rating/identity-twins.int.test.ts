/**
 * When a record is blacklisted, the participants who share its NIK (here on another platform) read it in their rating
 * (docs/product/risk-rating.md § When a participant is rated): they are rated again at once
 * (trigger `blacklist`), and again when it is unblacklisted. The customer's two records made
 * through the real calls; the blacklist decided by two people, as the back-office does it.
 */
import {
  MSG,
  proposalReplySchema,
  ROLES,
  riskFactorText,
  tradeAccountProposalReplySchema,
} from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/customer';
import { nik } from '../onboarding/testing/onboarding-harness';
import { fillAndSubmit, useReviewHarness } from '../review/testing/review-harness';
import { ratingHistory } from './index';

const REASON = 'Peserta terbukti memakai dokumen identitas milik orang lain saat membuka rekening.';

describe('the participants sharing a blacklisted record’s identity', () => {
  const { h, staff, api, readyForApproval } = useReviewHarness();

  it('are rated again when it is blacklisted and when it is unblacklisted', async () => {
    const maker = await staff(ROLES.brokerAdmin);
    const checker = await staff(ROLES.brokerAdmin);
    // One customer on both platforms: the record on jafets reads the one on gofx.
    const person = nik('1971-09-23', false);
    const fullname = 'Hendrawan Saputro';
    const customer = await registerCustomer(h.t, { fullname });
    const listed = await h.register(customer.token, person, { platform_id: h.gofxId, fullname });
    await fillAndSubmit(h, customer.token, listed, person, { fullname });
    const twin = await h.register(customer.token, person, { platform_id: h.jafetsId, fullname });
    await fillAndSubmit(h, customer.token, twin, person, { fullname, jafets: true });
    const twinReasons = async () => {
      const [newest] = await ratingHistory(h.t.db, twin);
      return { trigger: newest?.trigger, reasons: (newest?.factors ?? []).map(riskFactorText).join(' | ') };
    };
    expect((await twinReasons()).reasons).not.toContain(MSG.riskSharedBlacklisted);

    // Approved, then blacklisted by two people.
    await readyForApproval(maker.token, listed);
    const proposed = await api('GET', `/v1/admin-broker/kyc/${listed}/trade-account-proposal`, maker.token);
    const accountNo = tradeAccountProposalReplySchema.parse(proposed.json()).data.account_no;
    const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${listed}`, maker.token, {
      nasabah_id: listed,
      username: 'hendrawan.s71',
      password: 'Trading#2026',
      account_no: accountNo,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const decide = async (kind: 'blacklist' | 'unblacklist') => {
      const made = await api('POST', '/v1/admin-broker/proposals', maker.token, {
        kind,
        customer_id: listed,
        reason: REASON,
      });
      expect(made.statusCode, made.body).toBe(201);
      const id = proposalReplySchema.parse(made.json()).data.proposal.id;
      const done = await api('POST', `/v1/admin-broker/proposals/${id}/approve`, checker.token, {});
      expect(done.statusCode, done.body).toBe(200);
    };

    await decide('blacklist');
    const after = await twinReasons();
    expect(after.trigger).toBe('blacklist');
    expect(after.reasons).toContain(MSG.riskSharedBlacklisted);

    await decide('unblacklist');
    const cleared = await twinReasons();
    expect(cleared.trigger).toBe('blacklist');
    expect(cleared.reasons).not.toContain(MSG.riskSharedBlacklisted);
  });
});
