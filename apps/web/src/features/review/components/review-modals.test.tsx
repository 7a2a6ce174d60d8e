import { MSG, ROLES } from '@kilau/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { proposal } from '../../../testing/screening';
import { ReviewActionButtons, UnavailableReasons } from './review-actions-bar';
import { ApproveModal, ReasonModal } from './review-modals';

const who = { id: '00000000-0000-4000-8000-000000000001', fullname: 'Rina Kartika' };
const REASON = 'Foto KTP buram sehingga NIK tidak terbaca, mohon unggah ulang.';
const ok = { body: { status_code: '00', activity_id: 'a1', data: { status_code: '00', activity_id: 'a1' } } };

describe('review dialogs', () => {
  it('reject: asks for 30 characters, sends the reason, then the location hint, and reports success', async () => {
    const api = mockApi({
      [`PUT /v1/admin-broker/kyc/reject/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    const done = vi.fn();
    renderScreen(<ReasonModal kind="reject" participant={who} onClose={() => {}} onDone={done} />);
    await screen.findByText(MSG.rejectConfirm);
    const box = screen.getByRole('textbox');
    await userEvent.type(box, 'kurang');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.reasonMin)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste(REASON);
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.callsTo(`PUT /v1/admin-broker/kyc/reject/${who.id}`)[0]?.body).toEqual({
      description: REASON,
    });
    await waitFor(() => expect(api.callsTo('PUT /v1/admin-broker/activity/a1')).toHaveLength(1));
  });

  it('reject: another reviewer first (409) is told in Indonesian, and the reason stays typed', async () => {
    mockApi({ [`PUT /v1/admin-broker/kyc/reject/${who.id}`]: apiError(409, 409, MSG.reviewConflict) });
    renderScreen(<ReasonModal kind="reject" participant={who} onClose={() => {}} />);
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste(REASON);
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.reviewConflict)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe(REASON);
  });

  it('approve: asks whether the documents are complete, then validates the account, user id and password', async () => {
    const api = mockApi({
      [`PATCH /v1/admin-broker/kyc/approve/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    renderScreen(<ApproveModal participant={who} onClose={() => {}} />);
    await screen.findByText(new RegExp(MSG.verifyDocumentsComplete));
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAccept }));
    expect(await screen.findByText(MSG.tradeAccountNoRequired)).toBeTruthy();
    // Digits only in the account number; no spaces anywhere.
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.tradeAccountNoLabel)), '88 00a12');
    expect((screen.getByLabelText(new RegExp(MSG.tradeAccountNoLabel)) as HTMLInputElement).value).toBe(
      '880012',
    );
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rina trader');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${MSG.staffPasswordLabel}`)), 'pendek');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    expect(await screen.findByText(MSG.passwordMin8)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(new RegExp(`^${MSG.staffPasswordLabel}`)), 'Aman#2026');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    await waitFor(() => expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)[0]?.body).toEqual({
      nasabah_id: who.id,
      username: 'rinatrader',
      password: 'pendekAman#2026',
      account_no: '880012',
    });
  });

  it("'Terima' with propose_approve opens the same form plus a reason, and proposes the approval", async () => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    const onAction = vi.fn();
    const buttons = render(
      <MantineProvider>
        <ReviewActionButtons item={{ allowed_actions: ['propose_approve', 'reject'] }} onAction={onAction} />
      </MantineProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    expect(onAction).toHaveBeenCalledWith('proposeApprove');
    buttons.unmount();

    const api = mockApi({
      'POST /v1/admin-broker/proposals': {
        status: 201,
        body: {
          status_code: '00',
          data: { proposal: proposal({ kind: 'approve', match_id: null, match_source: null }) },
        },
      },
    });
    renderScreen(<ApproveModal participant={who} propose onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.approveNeedsFourEyes)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.tradeAccountNoLabel)), '880012');
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${MSG.staffPasswordLabel}`)), 'Aman#2026x');
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    // The reason is required when the approval is proposed.
    expect(await screen.findByText(MSG.reasonRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(new RegExp(MSG.proposalReason)));
    await userEvent.paste(REASON);
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    await waitFor(() => expect(api.callsTo('POST /v1/admin-broker/proposals')).toHaveLength(1));
    expect(api.callsTo('POST /v1/admin-broker/proposals')[0]?.body).toEqual({
      kind: 'approve',
      customer_id: who.id,
      reason: REASON,
      username: 'rinatrader',
      password: 'Aman#2026x',
      account_no: '880012',
    });
  });

  it('an approval blocked by an open list match says why instead of offering Terima', () => {
    render(
      <MantineProvider>
        <ReviewActionButtons item={{ allowed_actions: ['reject'] }} onAction={() => {}} />
        <UnavailableReasons
          item={{ unavailable_actions: [{ action: 'approve', reason: MSG.approveBlockedScreening }] }}
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: MSG.actionAccept })).toBeNull();
    expect(screen.getByTestId('action-unavailable').textContent).toBe(MSG.approveBlockedScreening);
  });
});
