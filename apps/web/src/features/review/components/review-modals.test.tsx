import {
  type Checklist,
  fillTemplate,
  MSG,
  ROLES,
  TRADE_USERNAME_MAX,
  tradePasswordField,
} from '@kilau/shared';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { withFourEyes } from '../../../testing/four-eyes';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { proposal } from '../../../testing/screening';
import { ReviewActionButtons, UnavailableReasons } from './review-actions-bar';
import { ApproveModal, ReasonModal } from './review-modals';

const who = { id: '00000000-0000-4000-8000-000000000001', fullname: 'Rina Kartika' };
const REASON = 'Foto KTP buram sehingga NIK tidak terbaca, mohon unggah ulang.';
const ok = { body: { status_code: '00', activity_id: 'a1', data: { status_code: '00', activity_id: 'a1' } } };
const PROPOSAL = `GET /v1/admin-broker/kyc/${who.id}/trade-account-proposal`;
const proposed = (accountNo: string) => ({
  body: { status_code: '00', data: { account_no: accountNo, prefix: accountNo.slice(0, 3), length: 10 } },
});
const accountField = () => screen.getByLabelText(new RegExp(MSG.tradeAccountNoLabel)) as HTMLInputElement;
const passwordField = () =>
  screen.getByLabelText(new RegExp(`^${MSG.staffPasswordLabel}`)) as HTMLInputElement;

/** A page that draws the approval dialog again on a click, with a new participant object each time. */
function RedrawingPage() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        gambar ulang {renders}
      </button>
      {/* As the detail page does: a new object on every render. */}
      <ApproveModal participant={{ ...who }} onClose={() => {}} />
    </>
  );
}

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

  it('approve: lists what was checked and by whom, and waits for every item before going on', async () => {
    mockApi({});
    const item = (name: string, accepted: boolean) =>
      accepted
        ? {
            item: name,
            state: 'accepted',
            accepted_by_name: 'Budi Santoso',
            accepted_at: '2026-12-01T03:15:00.000Z',
          }
        : { item: name, state: 'undecided', accepted_by_name: null, accepted_at: null };
    const partial = {
      items: [item('ktp', true), item('signature', false), item('personal', true)],
      complete: false,
      may_check: true,
    } as Checklist;
    const { unmount } = renderScreen(
      withFourEyes(<ApproveModal participant={who} checklist={partial} onClose={() => {}} />),
    );
    const summary = await screen.findByTestId('checklist-summary');
    expect(summary.textContent).toContain(`${MSG.resubmissionItemKtp}: Diterima oleh Budi Santoso`);
    expect(summary.textContent).toContain(
      fillTemplate(MSG.checklistApproveMissing, { items: MSG.resubmissionItemSignature }),
    );
    expect((screen.getByRole('button', { name: MSG.actionAgree }) as HTMLButtonElement).disabled).toBe(true);
    unmount();
    const complete = {
      ...partial,
      items: partial.items.map((i) => ({ ...item(i.item, true) })),
      complete: true,
    } as Checklist;
    renderScreen(withFourEyes(<ApproveModal participant={who} checklist={complete} onClose={() => {}} />));
    await screen.findByTestId('checklist-summary');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByLabelText(new RegExp(MSG.tradeAccountNoLabel))).toBeTruthy();
  });

  it('approve: asks whether the documents are complete, then validates the account, user id and password', async () => {
    const api = mockApi({
      [PROPOSAL]: 'network',
      [`PATCH /v1/admin-broker/kyc/approve/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    renderScreen(withFourEyes(<ApproveModal participant={who} onClose={() => {}} />));
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
    await userEvent.clear(passwordField());
    await userEvent.type(passwordField(), 'pendek');
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
      [PROPOSAL]: proposed('8810000012'),
      'POST /v1/admin-broker/proposals': {
        status: 201,
        body: {
          status_code: '00',
          data: { proposal: proposal({ kind: 'approve', match_id: null, match_source: null }) },
        },
      },
    });
    renderScreen(withFourEyes(<ApproveModal participant={who} propose onClose={() => {}} />));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.approveNeedsFourEyes)).toBeTruthy();
    // The same form: the proposed number and a generated password.
    await waitFor(() => expect(accountField().value).toBe('8810000012'));
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    const generated = passwordField().value;
    expect(tradePasswordField.safeParse(generated).success).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    // The reason is required when the approval is proposed.
    expect(await screen.findByText(MSG.reasonRequired)).toBeTruthy();
    expect(api.callsTo('POST /v1/admin-broker/proposals')).toHaveLength(0);
    await userEvent.click(screen.getByLabelText(new RegExp(MSG.proposalReason)));
    await userEvent.paste(REASON);
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    await waitFor(() => expect(api.callsTo('POST /v1/admin-broker/proposals')).toHaveLength(1));
    expect(api.callsTo('POST /v1/admin-broker/proposals')[0]?.body).toEqual({
      kind: 'approve',
      customer_id: who.id,
      reason: REASON,
      username: 'rinatrader',
      password: generated,
      account_no: '8810000012',
    });
  });

  it('a Tinggi participant’s proposal asks the EDD: every check ticked and the findings, sent with it', async () => {
    const NOTE =
      'Rekening koran 12 bulan dan akta hibah diperiksa; tidak ada berita negatif tentang peserta.';
    const api = mockApi({
      [PROPOSAL]: proposed('8810000013'),
      'POST /v1/admin-broker/proposals': {
        status: 201,
        body: {
          status_code: '00',
          data: { proposal: proposal({ kind: 'approve', match_id: null, match_source: null }) },
        },
      },
    });
    renderScreen(
      withFourEyes(
        <ApproveModal
          participant={who}
          propose
          eddChecks={['source_of_funds', 'source_of_wealth', 'purpose', 'adverse_media']}
          onClose={() => {}}
        />,
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.approveNeedsSenior)).toBeTruthy();
    expect(screen.getByText(MSG.eddIntro)).toBeTruthy();
    // The PEP function's check is not asked of a participant who declared none.
    expect(screen.queryByLabelText(MSG.eddCheckPepFunction)).toBeNull();
    await waitFor(() => expect(accountField().value).toBe('8810000013'));
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'tinggitrader');
    await userEvent.click(screen.getByLabelText(new RegExp(MSG.proposalReason)));
    await userEvent.paste(REASON);
    await userEvent.click(screen.getByLabelText(MSG.eddCheckSourceOfFunds));
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    // Findings too short, then checks left open: each said, nothing sent.
    expect(await screen.findByText(MSG.eddNoteRequired)).toBeTruthy();
    await userEvent.click(screen.getByLabelText(new RegExp(MSG.eddNoteLabel)));
    await userEvent.paste(NOTE);
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    expect(await screen.findByText(MSG.eddChecksIncomplete)).toBeTruthy();
    expect(api.callsTo('POST /v1/admin-broker/proposals')).toHaveLength(0);
    for (const label of [MSG.eddCheckSourceOfWealth, MSG.eddCheckPurpose, MSG.eddCheckAdverseMedia])
      await userEvent.click(screen.getByLabelText(label));
    await userEvent.click(screen.getByRole('button', { name: MSG.proposalProposeApprove }));
    await waitFor(() => expect(api.callsTo('POST /v1/admin-broker/proposals')).toHaveLength(1));
    expect(api.callsTo('POST /v1/admin-broker/proposals')[0]?.body).toMatchObject({
      kind: 'approve',
      edd: { checks: ['source_of_funds', 'source_of_wealth', 'purpose', 'adverse_media'], note: NOTE },
    });
  });

  it('approve: the proposed account number filled in and editable, the password generated and hidden, each field’s rules shown before any error', async () => {
    const api = mockApi({
      [PROPOSAL]: proposed('8810000007'),
      [`PATCH /v1/admin-broker/kyc/approve/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    renderScreen(withFourEyes(<ApproveModal participant={who} onClose={() => {}} />));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    await waitFor(() => expect(accountField().value).toBe('8810000007'));
    // The rules, before anything was sent or typed: no error yet.
    for (const rule of [
      MSG.tradeAccountNoRule,
      MSG.tradeAccountNoProposed,
      fillTemplate(MSG.tradeUsernameRule, { max: TRADE_USERNAME_MAX }),
      MSG.tradePasswordRule,
      MSG.tradePasswordDelivery,
    ])
      expect(screen.getByText(rule)).toBeTruthy();
    expect(screen.queryByText(MSG.tradeAccountNoRequired)).toBeNull();
    expect(screen.queryByText(MSG.staffUsernameRequired)).toBeNull();
    expect(accountField().getAttribute('aria-describedby')).toBeTruthy();

    // Generated, by the rules, and not shown in clear until the reviewer asks.
    const first = passwordField().value;
    expect(tradePasswordField.safeParse(first).success).toBe(true);
    expect(passwordField().type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: MSG.showPassword }));
    expect(passwordField().type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: MSG.tradePasswordRegenerateLabel }));
    const second = passwordField().value;
    expect(second).not.toBe(first);
    expect(tradePasswordField.safeParse(second).success).toBe(true);

    // The number is the reviewer's to change.
    await userEvent.clear(accountField());
    await userEvent.type(accountField(), '8810000100');
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    await waitFor(() => expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)[0]?.body).toEqual({
      nasabah_id: who.id,
      username: 'rinatrader',
      password: second,
      account_no: '8810000100',
    });
  });

  it('approve: what was filled in survives the page drawing the dialog again (a new participant object of the same id)', async () => {
    mockApi({ [PROPOSAL]: proposed('8810000007') });
    renderScreen(withFourEyes(<RedrawingPage />));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    await waitFor(() => expect(accountField().value).toBe('8810000007'));
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    const password = passwordField().value;
    fireEvent.click(screen.getByText(/gambar ulang/));
    await screen.findByText('gambar ulang 1');
    expect(accountField().value).toBe('8810000007');
    expect((screen.getByLabelText(new RegExp(MSG.userIdLabel)) as HTMLInputElement).value).toBe('rinatrader');
    expect(passwordField().value).toBe(password);
  });

  it('approve: when the proposal cannot be read, says so and takes a number typed by hand', async () => {
    const api = mockApi({
      [PROPOSAL]: 'network',
      [`PATCH /v1/admin-broker/kyc/approve/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    const done = vi.fn();
    renderScreen(withFourEyes(<ApproveModal participant={who} onClose={() => {}} onDone={done} />));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.tradeAccountProposalUnavailable)).toBeTruthy();
    expect(accountField().value).toBe('');
    expect(screen.getByText(MSG.tradeAccountNoRule)).toBeTruthy();
    await userEvent.type(accountField(), '8810000555');
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)[0]?.body).toMatchObject({
      account_no: '8810000555',
    });
  });

  it('approve: a number another reviewer took meanwhile is refused in Indonesian, and the next proposal takes the place of a proposed one, never of a typed one', async () => {
    const api = mockApi({
      [PROPOSAL]: [proposed('8810000007'), proposed('8810000008'), proposed('8810000009')],
      [`PATCH /v1/admin-broker/kyc/approve/${who.id}`]: [
        apiError(409, 409, MSG.tradeAccountNoTaken),
        apiError(409, 409, MSG.tradeAccountNoTaken),
        ok,
      ],
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    renderScreen(withFourEyes(<ApproveModal participant={who} onClose={() => {}} />));
    await userEvent.click(await screen.findByRole('button', { name: MSG.actionAgree }));
    await waitFor(() => expect(accountField().value).toBe('8810000007'));
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rinatrader');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    expect(await screen.findByText(MSG.tradeAccountNoTaken)).toBeTruthy();
    await waitFor(() => expect(accountField().value).toBe('8810000008'));
    expect((screen.getByLabelText(new RegExp(MSG.userIdLabel)) as HTMLInputElement).value).toBe('rinatrader');
    // The reviewer types a number of their own: taken too, and the next proposal does not replace it.
    await userEvent.clear(accountField());
    await userEvent.type(accountField(), '8810000500');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    await waitFor(() => expect(api.callsTo(PROPOSAL)).toHaveLength(3));
    // The third proposal's reply read and handed to the form: nothing on screen changes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(accountField().value).toBe('8810000500');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    await waitFor(() => expect(api.callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)).toHaveLength(3));
    expect(
      api
        .callsTo(`PATCH /v1/admin-broker/kyc/approve/${who.id}`)
        .map((c) => (c.body as { account_no: string }).account_no),
    ).toEqual(['8810000007', '8810000500', '8810000500']);
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
