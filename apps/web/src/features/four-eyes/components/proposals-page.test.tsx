import { MSG, ROLES, SC, type ScreeningMatch } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { EVIDENCE_FILES, PARTICIPANT_ID, proposal, proposalEvidenceReply } from '../../../testing/screening';
import ProposalsPage from './proposals-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const list = (proposals: ReturnType<typeof proposal>[]) => ({
  body: { status_code: '00', data: { proposals, total: proposals.length } },
});
const TO_DECIDE = 'GET /v1/admin-broker/proposals?scope=to_decide&status=pending&page=1&limit=10';
/** Longer than the row shows (four lines): the drawer must show it whole. */
const LONG_REASON = `${'Tanggal lahir dan tempat lahir berbeda dari entri DTTOT; '.repeat(8)}akhir alasan pengaju.`;
const DECLINE = 'Foto KTP kurang jelas untuk membandingkan wajah; periksa ulang lebih dulu.';
const files = Object.fromEntries(
  EVIDENCE_FILES.map((f) => [`GET /v1/get/file?path=${encodeURIComponent(f)}`, { body: {} }]),
);

/** The screening feature's views stand in (the app layer hands the real ones in). */
const matchViews = {
  entry: (m: ScreeningMatch) => <div data-testid="entry-view">{m.entry.ref}</div>,
  breakdown: (m: ScreeningMatch) => <div data-testid="breakdown-view">{m.breakdown.matched_name}</div>,
};

function renderPage(path = '/menunggu-persetujuan') {
  return renderScreen(<ProposalsPage matchViews={matchViews} />, { path, route: '/menunggu-persetujuan' });
}

async function openRow(name = 'Djoko Soesanto') {
  const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: MSG.proposalOpen }));
  return screen.findByRole('dialog', { name: /Bukan kecocokan · DTTOT/ });
}

async function typeReason(dialog: HTMLElement, text: string) {
  await userEvent.click(within(dialog).getByRole('textbox'));
  await userEvent.paste(text);
}

describe("'Menunggu Persetujuan'", () => {
  beforeEach(() => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
  });
  afterEach(() => localStorage.clear());

  it('a row decides nothing: Periksa opens the whole reason and the evidence; Setujui asks in a dialog that says what it does', async () => {
    const p = proposal({ reason: LONG_REASON });
    const evidence = `GET /v1/admin-broker/proposals/${p.id}`;
    const approve = `POST /v1/admin-broker/proposals/${p.id}/approve`;
    const api = mockApi({
      [TO_DECIDE]: [list([p]), list([])],
      [evidence]: proposalEvidenceReply(p),
      [approve]: {
        body: { status_code: '00', data: { proposal: { ...p, status: 'approved', can_decide: false } } },
      },
      ...files,
    });
    const view = renderPage();
    const row = (await screen.findByText('Djoko Soesanto')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Djoko Soesanto' }).getAttribute('href')).toBe(
      `/nsb-detail/${PARTICIPANT_ID}`,
    );
    expect(within(row).getByText(/Bukan kecocokan · DTTOT/)).toBeTruthy();
    expect(within(row).getByText('Rina Pialang')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: MSG.proposalApprove })).toBeNull();

    const drawer = await openRow();
    expect(view.router.state.location.search).toBe(`?pengajuan=${p.id}`);
    const d = within(drawer);
    // The maker's whole reason, its end included.
    expect(await d.findByText(/akhir alasan pengaju\.$/)).toBeTruthy();
    // The participant's data and documents beside the list entry, and why it matched.
    const participant = within(d.getByTestId('participant-evidence'));
    for (const text of ['3174051708750003', 'Jakarta, 17 Agustus 1975', 'Sri Wahyuni', 'Laki-laki'])
      expect(participant.getByText(text)).toBeTruthy();
    for (const label of [MSG.galleryPhoto, MSG.galleryKtp, MSG.galleryPhotoWithKtp])
      expect(participant.getByText(label)).toBeTruthy();
    expect(d.getByTestId('entry-view').textContent).toBe('IDD-0042');
    expect(d.getByTestId('breakdown-view').textContent).toBe('Joko Susanto');
    expect(d.getByTestId('evidence-score').textContent).toContain('86%');
    expect(d.getByTestId('evidence-changes').textContent).toBe(MSG.proposalUnchanged);
    await waitFor(() =>
      expect(
        api.callsTo(`GET /v1/get/file?path=${encodeURIComponent(EVIDENCE_FILES[1] ?? '')}`),
      ).toHaveLength(1),
    );

    await userEvent.click(d.getByRole('button', { name: MSG.proposalApprove }));
    const confirm = await screen.findByRole('dialog', { name: MSG.proposalApprove });
    expect(within(confirm).getByText(MSG.proposalApproveQuestion)).toBeTruthy();
    expect(within(confirm).getByText(MSG.proposalEffectDismiss)).toBeTruthy();
    expect(api.callsTo(approve)).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: MSG.proposalApprove }));
    await waitFor(() => expect(api.callsTo(approve)).toHaveLength(1));
    // Decided: the drawer closes and the list reads again: nothing waits any more.
    expect(await screen.findByText(MSG.proposalsEmpty)).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
  });

  it("'Tolak pengajuan' needs the checker's reason, then declines", async () => {
    const p = proposal();
    const decline = `POST /v1/admin-broker/proposals/${p.id}/decline`;
    const api = mockApi({
      [TO_DECIDE]: [list([p]), list([])],
      [`GET /v1/admin-broker/proposals/${p.id}`]: proposalEvidenceReply(p),
      [decline]: {
        body: { status_code: '00', data: { proposal: { ...p, status: 'declined', can_decide: false } } },
      },
      ...files,
    });
    renderPage();
    const drawer = await openRow();
    await userEvent.click(await within(drawer).findByRole('button', { name: MSG.proposalDecline }));
    const dialog = await screen.findByRole('dialog', { name: MSG.proposalDeclineTitle });
    expect(within(dialog).getByText(MSG.proposalDeclineQuestion)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.proposalDecline }));
    expect(await within(dialog).findByText(MSG.reasonRequired)).toBeTruthy();
    expect(api.callsTo(decline)).toHaveLength(0);
    await typeReason(dialog, DECLINE);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.proposalDecline }));
    await waitFor(() => expect(api.callsTo(decline)).toHaveLength(1));
    expect(api.callsTo(decline)[0]?.body).toEqual({ reason: DECLINE });
    expect(await screen.findByText(MSG.proposalsEmpty)).toBeTruthy();
  });

  it('evidence changed since the proposal: what changed is named, the KTP marked, and only the decline is offered', async () => {
    const p = proposal();
    const reply = proposalEvidenceReply(p, {
      changes: { changed: true, itemized: true, documents: ['ktp'], sections: ['screening'] },
    });
    reply.body.data.evidence.documents[1] = { key: 'ktp', path: EVIDENCE_FILES[1] ?? null, changed: true };
    mockApi({
      [TO_DECIDE]: list([p]),
      // Opened from the URL, as a reload or a shared link does.
      [`GET /v1/admin-broker/proposals/${p.id}`]: reply,
      ...files,
    });
    renderPage(`/menunggu-persetujuan?pengajuan=${p.id}`);
    const drawer = await screen.findByRole('dialog', { name: /Bukan kecocokan · DTTOT/ });
    const changes = await within(drawer).findByTestId('evidence-changes');
    expect(changes.textContent).toContain(
      MSG.proposalChangedParts.replace('{parts}', `${MSG.galleryKtp}, ${MSG.evidenceSectionScreening}`),
    );
    expect(changes.textContent).toContain(MSG.proposalChangedCannotApprove);
    expect(
      within(within(drawer).getByTestId('evidence-document-ktp')).getByText(MSG.proposalDocumentChanged),
    ).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: MSG.proposalApprove })).toBeNull();
    expect(within(drawer).getByRole('button', { name: MSG.proposalDecline })).toBeTruthy();
  });

  it('a lapsed proposal answers with the server’s message in the approval dialog', async () => {
    const p = proposal();
    mockApi({
      [TO_DECIDE]: list([p]),
      [`GET /v1/admin-broker/proposals/${p.id}`]: proposalEvidenceReply(p),
      [`POST /v1/admin-broker/proposals/${p.id}/approve`]: apiError(
        409,
        SC.proposalLapsed,
        MSG.proposalLapsed,
      ),
      ...files,
    });
    renderPage();
    const drawer = await openRow();
    await userEvent.click(await within(drawer).findByRole('button', { name: MSG.proposalApprove }));
    const confirm = await screen.findByRole('dialog', { name: MSG.proposalApprove });
    await userEvent.click(within(confirm).getByRole('button', { name: MSG.proposalApprove }));
    expect(await within(confirm).findByText(MSG.proposalLapsed)).toBeTruthy();
  });

  it("'Pengajuan saya' with a status: my own are explained, decided ones show who decided", async () => {
    const mine = proposal({ can_decide: false, cannot_decide_reason: MSG.proposalOwn });
    const declined = proposal({
      id: '00000000-0000-4000-8000-0000000000cc',
      status: 'declined',
      can_decide: false,
      decided_by: { id: 's2', fullname: 'Agus Pialang' },
      decided_at: '2026-11-26T05:00:00.000Z',
      decision_reason: 'Tanggal lahir pada entri sama persis, perlu diperiksa lebih lanjut.',
    });
    const api = mockApi({
      [TO_DECIDE]: list([]),
      'GET /v1/admin-broker/proposals?scope=mine&status=pending&page=1&limit=10': list([mine]),
      'GET /v1/admin-broker/proposals?scope=mine&status=declined&page=1&limit=10': list([declined]),
    });
    const view = renderPage();
    expect(await screen.findByText(MSG.proposalsEmpty)).toBeTruthy();
    await userEvent.click(screen.getByText(MSG.proposalScopeMine));
    expect(await screen.findByText(MSG.proposalOwn)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.proposalApprove })).toBeNull();
    await userEvent.click(screen.getByText(MSG.proposalStatusDeclined));
    expect(await screen.findByText(/Agus Pialang/)).toBeTruthy();
    expect(view.router.state.location.search).toBe('?scope=mine&status=declined');
    expect(
      api.callsTo('GET /v1/admin-broker/proposals?scope=mine&status=declined&page=1&limit=10'),
    ).toHaveLength(1);
  });
});
