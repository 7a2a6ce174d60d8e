import { fillTemplate, listNames, MSG, ROLES, SC } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { withFourEyes } from '../../../testing/four-eyes';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { MATCH_ID, match, PARTICIPANT_ID, proposal, screeningReply } from '../../../testing/screening';
import { ScreeningPanel } from './screening-panel';

const READ = `GET /v1/admin-broker/kyc/${PARTICIPANT_ID}/screening`;
const PROPOSE = 'POST /v1/admin-broker/proposals';
const REASON = 'Tanggal lahir dan tempat lahir berbeda dari entri DTTOT; orang yang berbeda.';

function renderPanel() {
  return renderScreen(
    withFourEyes(
      <ScreeningPanel
        prefix="admin-broker"
        participantId={PARTICIPANT_ID}
        participantName="Djoko Soesanto"
      />,
    ),
  );
}

async function typeReason(dialog: HTMLElement, text: string) {
  const box = within(dialog).getByRole('textbox');
  await userEvent.click(box);
  await userEvent.paste(text);
}

describe('screening panel', () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('shows the match beside the list entry, and why: name parts, unmatched parts, qualifiers with their sign', async () => {
    mockApi({ [READ]: screeningReply([match()]) });
    renderPanel();
    const card = await screen.findByTestId('screening-match');
    expect(screen.getByTestId('screening-summary').textContent).toContain(
      MSG.screeningOpenMatches.replace('{count}', '1'),
    );
    const c = within(card);
    // The participant as screened, and the list entry as published (each also in 'Mengapa cocok').
    expect(c.getAllByText('Djoko Soesanto')).toHaveLength(2);
    expect(c.getByText('3174051708750003')).toBeTruthy();
    expect(c.getByText('Abu Hamzah (kualitas baik)', { exact: false })).toBeTruthy();
    // A year-only date stays a year; a whole one is written out.
    expect(c.getAllByText('1975, 04 Maret 1976')).toHaveLength(2);
    expect(c.getByText('DENSUS-77')).toBeTruthy();
    expect(c.getByText(MSG.screeningDetailDensusCode)).toBeTruthy();
    expect(c.getByTestId('match-score').textContent).toContain('86%');
    // The breakdown: each name part with its partner and how it matched.
    const rows = within(c.getByTestId('match-tokens')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      `${MSG.screeningParticipant}${MSG.screeningListEntry}${MSG.screeningScore}`,
      `jokojoko100% (${MSG.screeningTokenExact})`,
      `susantosusanto94% (${MSG.screeningTokenPhonetic})`,
    ]);
    expect(c.getByText(`${MSG.screeningUnmatchedSubject}: bin`)).toBeTruthy();
    expect(c.getByText(`${MSG.screeningUnmatchedList}: hamzah`)).toBeTruthy();
    expect(c.getByText('+5%')).toBeTruthy();
    expect(c.getByText(`${MSG.screeningQualifierBirthDate}: tahun lahir sama (1975)`)).toBeTruthy();
    expect(c.getByText('−10%')).toBeTruthy();
    expect(c.getByText(`${MSG.screeningQualifierNationality}: kewarganegaraan berbeda`)).toBeTruthy();
  });

  it("names a UN entry's own fields in Indonesian, never by the list's raw keys", async () => {
    // The fields as the UN parser stores them (watchlists/parsers/un-xml.ts).
    const un = match();
    un.source = 'un';
    un.entry = {
      ...un.entry,
      source: 'un',
      details: {
        data_id: '6908555',
        un_list_type: 'Al-Qaida',
        listed_on: '2001-01-25',
        comments: 'Ditangkap 2003.',
      },
    };
    mockApi({ [READ]: screeningReply([un]) });
    renderPanel();
    const c = within(await screen.findByTestId('screening-match'));
    expect(c.getByText(MSG.screeningDetailDataId)).toBeTruthy();
    expect(c.getByText(MSG.screeningDetailUnListType)).toBeTruthy();
    expect(c.getByText(MSG.screeningDetailComments)).toBeTruthy();
    expect(c.getByText(MSG.screeningDetailListedOn)).toBeTruthy();
    expect(c.getByText('25 Januari 2001')).toBeTruthy();
    for (const raw of ['Data id', 'Un list type', 'Listed on', 'Comments'])
      expect(c.queryByText(raw)).toBeNull();
  });

  it("'Bukan kecocokan' asks for a reason of 30 characters, then proposes the dismissal", async () => {
    const api = mockApi({
      [READ]: [screeningReply([match()]), screeningReply([match({ pending_proposal: proposal() })])],
      [PROPOSE]: { status: 201, body: { status_code: '00', data: { proposal: proposal() } } },
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: MSG.screeningDismiss }));
    const dialog = await screen.findByRole('dialog', { name: MSG.screeningDismissTitle });
    // Nothing happens until a second person approves: the dialog says so before it is sent.
    expect(within(dialog).getByTestId('four-eyes-notice').textContent).toBe(MSG.fourEyesMakerNotice);
    await typeReason(dialog, 'beda orang');
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.screeningSubmitProposal }));
    expect(await within(dialog).findByText(MSG.reasonMin)).toBeTruthy();
    expect(api.callsTo(PROPOSE)).toHaveLength(0);
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await typeReason(dialog, REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.screeningSubmitProposal }));
    await waitFor(() => expect(api.callsTo(PROPOSE)).toHaveLength(1));
    expect(api.callsTo(PROPOSE)[0]?.body).toEqual({
      kind: 'dismiss_match',
      customer_id: PARTICIPANT_ID,
      match_id: MATCH_ID,
      reason: REASON,
    });
    // The panel reads again and shows the proposal waiting on the match.
    expect(await screen.findByTestId('pending-proposal')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.screeningDismiss })).toBeNull();
  });

  it("'Konfirmasi kecocokan' warns that it blacklists and freezes, and shows the server's refusal", async () => {
    mockApi({
      [READ]: screeningReply([match()]),
      [PROPOSE]: apiError(409, SC.proposalLapsed, MSG.proposalLapsed),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: MSG.screeningConfirm }));
    const dialog = await screen.findByRole('dialog', { name: MSG.screeningConfirmTitle });
    expect(within(dialog).getByText(MSG.screeningConfirmWarning)).toBeTruthy();
    expect(within(dialog).getByTestId('four-eyes-notice').textContent).toBe(MSG.fourEyesMakerNotice);
    await typeReason(dialog, REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.screeningSubmitProposal }));
    expect(await within(dialog).findByText(MSG.proposalLapsed)).toBeTruthy();
  });

  it('a pending proposal: its proposer reads why they cannot decide; another reviewer approves or declines it', async () => {
    const own = proposal({ can_decide: false, cannot_decide_reason: MSG.proposalOwn });
    mockApi({ [READ]: screeningReply([match({ pending_proposal: own })]) });
    const first = renderPanel();
    const pending = await screen.findByTestId('pending-proposal');
    expect(within(pending).getByText(MSG.proposalOwn)).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: MSG.proposalApprove })).toBeNull();
    expect(within(pending).getByText(/Rina Pialang/)).toBeTruthy();
    first.unmount();

    const id = proposal().id;
    const api = mockApi({
      [READ]: screeningReply([match({ pending_proposal: proposal() })]),
      [`POST /v1/admin-broker/proposals/${id}/decline`]: apiError(
        409,
        SC.proposalNotPending,
        MSG.proposalNotPending,
      ),
    });
    renderPanel();
    const other = await screen.findByTestId('pending-proposal');
    expect(within(other).getByRole('button', { name: MSG.proposalApprove })).toBeTruthy();
    await userEvent.click(within(other).getByRole('button', { name: MSG.proposalDecline }));
    const dialog = await screen.findByRole('dialog', { name: MSG.proposalDeclineTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.proposalDecline }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeTruthy();
    await typeReason(dialog, REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.proposalDecline }));
    expect(await within(dialog).findByText(MSG.proposalNotPending)).toBeTruthy();
    expect(api.callsTo(`POST /v1/admin-broker/proposals/${id}/decline`)[0]?.body).toEqual({ reason: REASON });
  });

  it("'Setujui pengajuan' on the detail asks first, saying what it does; only the dialog's button decides", async () => {
    const p = proposal({ kind: 'confirm_match' });
    const approve = `POST /v1/admin-broker/proposals/${p.id}/approve`;
    const api = mockApi({
      [READ]: screeningReply([match({ pending_proposal: p })]),
      [approve]: {
        body: { status_code: '00', data: { proposal: { ...p, status: 'approved', can_decide: false } } },
      },
    });
    renderPanel();
    const pending = await screen.findByTestId('pending-proposal');
    await userEvent.click(within(pending).getByRole('button', { name: MSG.proposalApprove }));
    const dialog = await screen.findByRole('dialog', { name: MSG.proposalApprove });
    expect(within(dialog).getByText(MSG.proposalEffectConfirm)).toBeTruthy();
    expect(api.callsTo(approve)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.actionCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(approve)).toHaveLength(0);
    await userEvent.click(within(pending).getByRole('button', { name: MSG.proposalApprove }));
    const again = await screen.findByRole('dialog', { name: MSG.proposalApprove });
    await userEvent.click(within(again).getByRole('button', { name: MSG.proposalApprove }));
    await waitFor(() => expect(api.callsTo(approve)).toHaveLength(1));
  });

  it('a PEP match shows the positions from the list, and its confirmation says it blacklists nobody', async () => {
    const pep = match({ source: 'pep' });
    pep.entry = {
      ...pep.entry,
      source: 'pep',
      ref: 'Q98765001',
      positions: ['Bupati Kabupaten Sleman', 'Ketua Asosiasi Pemerintah Kabupaten (fiktif)'],
      details: { gender: MSG.screeningGenderMale, topics: MSG.screeningTopicPep },
    };
    mockApi({
      [READ]: screeningReply([pep, match({ id: 'm2', status: 'confirmed', pending_proposal: null })]),
    });
    renderPanel();
    const card = (await screen.findAllByTestId('screening-match'))[0] as HTMLElement;
    const c = within(card);
    expect(c.getByTestId('match-positions').textContent).toBe(
      `${MSG.screeningDetailPositions}: Bupati Kabupaten Sleman; Ketua Asosiasi Pemerintah Kabupaten (fiktif)`,
    );
    expect(c.getByText(MSG.screeningDetailGender)).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: MSG.screeningConfirm }));
    const dialog = await screen.findByRole('dialog', { name: MSG.screeningConfirmTitle });
    expect(within(dialog).getByText(MSG.screeningConfirmWarningPep)).toBeTruthy();
    expect(within(dialog).queryByText(MSG.screeningConfirmWarning)).toBeNull();
  });

  it('approving the confirmation of a PEP match says it raises the rating and blacklists nobody', async () => {
    const p = proposal({ kind: 'confirm_match', match_source: 'pep' });
    mockApi({ [READ]: screeningReply([match({ source: 'pep', pending_proposal: p })]) });
    renderPanel();
    const pending = await screen.findByTestId('pending-proposal');
    await userEvent.click(within(pending).getByRole('button', { name: MSG.proposalApprove }));
    const dialog = await screen.findByRole('dialog', { name: MSG.proposalApprove });
    expect(within(dialog).getByText(MSG.proposalEffectConfirmPep)).toBeTruthy();
    expect(within(dialog).queryByText(MSG.proposalEffectConfirm)).toBeNull();
  });

  it('a decided match is collapsed to who decided and who checked it, and opens on request', async () => {
    mockApi({
      [READ]: screeningReply([
        match({
          status: 'dismissed',
          decided_by: { id: 's1', fullname: 'Rina Pialang' },
          checked_by: { id: 's2', fullname: 'Agus Pialang' },
          decided_at: '2026-11-26T04:00:00.000Z',
          decision_reason: REASON,
        }),
      ]),
    });
    renderPanel();
    const card = await screen.findByTestId('screening-match');
    expect(screen.getByTestId('screening-summary').textContent).toContain(MSG.screeningClear);
    expect(within(card).getByText('Agus Pialang')).toBeTruthy();
    expect(within(card).queryByTestId('match-breakdown')).toBeNull();
    expect(within(card).queryByRole('button', { name: MSG.screeningDismiss })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: MSG.screeningShowDetails }));
    expect(within(card).getByTestId('match-breakdown')).toBeTruthy();
  });

  it('the super admin reads the matches but proposes nothing', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    mockApi({ [`GET /v1/super-admin/kyc/${PARTICIPANT_ID}/screening`]: screeningReply([match()]) });
    renderScreen(
      withFourEyes(
        <ScreeningPanel
          prefix="super-admin"
          participantId={PARTICIPANT_ID}
          participantName="Djoko Soesanto"
        />,
      ),
    );
    await screen.findByTestId('screening-match');
    expect(screen.queryByRole('button', { name: MSG.screeningDismiss })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.screeningConfirm })).toBeNull();
  });

  it('never reads clear without the lists: amber, naming the lists still to load (decision 0131)', async () => {
    mockApi({
      [READ]: screeningReply([], [], { state: 'not_screened', missing_lists: ['un', 'dttot'] }),
    });
    renderPanel();
    const summary = await screen.findByTestId('screening-summary');
    expect(summary.textContent).toContain(
      fillTemplate(MSG.screeningListsMissing, { lists: listNames(['un', 'dttot']) }),
    );
    expect(summary.textContent).not.toContain(MSG.screeningClear);
    // Amber, never the clear state's teal.
    expect(summary.getAttribute('style') ?? '').toContain('orange');
  });
});
