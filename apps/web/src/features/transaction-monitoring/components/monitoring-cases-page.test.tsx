import { type MonitoringCaseItem, MSG, ROLES } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { proposal } from '../../../testing/screening';
import { ltktAlert, roundTripAlert } from '../testing/alerts';
import MonitoringCasePage from './monitoring-case-page';
import MonitoringCasesPage from './monitoring-cases-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const overdue: MonitoringCaseItem = {
  _id: '00000000-0000-4000-8000-0000000000a1',
  participant_id: '00000000-0000-4000-8000-0000000000d1',
  fullname: 'Galih Wibisono',
  platform: 'GOFX',
  status: 'open',
  severity: 'high',
  alerts: 3,
  ltkt_candidate: true,
  opened_at: '2026-12-01T03:15:00.000Z',
  due_at: '2026-12-02T03:15:00.000Z',
  overdue: true,
  holder: null,
  pending_decision: null,
  decided_at: null,
};
const dueLater: MonitoringCaseItem = {
  ...overdue,
  _id: '00000000-0000-4000-8000-0000000000a2',
  participant_id: '00000000-0000-4000-8000-0000000000d2',
  fullname: 'Ratna Sari Dewi',
  severity: 'medium',
  alerts: 1,
  ltkt_candidate: false,
  due_at: '2026-12-09T03:15:00.000Z',
  overdue: false,
};
const CASES = '/v1/compliance/monitoring/cases';

describe('Kasus Pemantauan', () => {
  beforeEach(() => session.signIn('t', ROLES.complianceOfficer, 'kepatuhan'));
  afterEach(() => localStorage.clear());

  it('lists each open case with its alerts, severity, LTKT mark, due time and participant; an overdue one says so', async () => {
    mockApi({
      [`GET ${CASES}?status=open&page=1`]: {
        body: { status_code: '00', data: { cases: [overdue, dueLater], total: 2 } },
      },
    });
    renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    await screen.findByText('Galih Wibisono');
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByRole('link', { name: '3 peringatan' }).getAttribute('href')).toBe(
      `/pemantauan/kasus/${overdue._id}`,
    );
    expect(first.getByText(`${MSG.monitoringAlertSeverity}: ${MSG.monitoringSeverityHigh}`)).toBeTruthy();
    expect(first.getByText(MSG.monitoringAlertLtkt)).toBeTruthy();
    expect(first.getByText(MSG.monitoringCaseOverdue)).toBeTruthy();
    expect(first.getByText('GOFX')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText('Ratna Sari Dewi')).toBeTruthy();
    expect(second.queryByText(MSG.monitoringAlertLtkt)).toBeNull();
    expect(second.queryByText(MSG.monitoringCaseOverdue)).toBeNull();
    expect(second.getByText(/^Tenggat: /)).toBeTruthy();
    expect(screen.getByTestId('monitoring-cases-total').textContent).toBe('2 kasus terbuka');
  });

  it('‘Berikutnya’ opens the case the server hands over, or says none waits', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${CASES}?status=open&page=1`]: {
        body: { status_code: '00', data: { cases: [overdue], total: 1 } },
      },
      [`POST ${CASES}/next`]: [
        apiError(404, 2051, MSG.monitoringCasesQueueEmpty),
        {
          body: {
            status_code: '00',
            message: MSG.monitoringCaseClaimed,
            data: {
              id: overdue._id,
              holder: { staff_id: 'me', name: 'Petugas Satu', since: '2026-12-01T04:00:00.000Z' },
            },
          },
        },
      ],
    });
    const view = renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    await user.click(await screen.findByRole('button', { name: MSG.caseNext }));
    expect(await screen.findByText(MSG.monitoringCasesQueueEmpty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.caseNext }));
    await vi.waitFor(() => expect(view.location()).toBe(`/pemantauan/kasus/${overdue._id}`));
    expect(api.callsTo(`POST ${CASES}/next`)).toHaveLength(2);
  });

  it('asks for the closed cases when the filter says so, and says when there are none', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${CASES}?status=open&page=1`]: {
        body: { status_code: '00', data: { cases: [overdue], total: 1 } },
      },
      [`GET ${CASES}?status=closed&page=1`]: { body: { status_code: '00', data: { cases: [], total: 0 } } },
    });
    const view = renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    await user.click(await screen.findByText(MSG.monitoringCasesFilterClosed));
    expect(await screen.findByText(MSG.monitoringCasesEmptyClosed)).toBeTruthy();
    expect(view.router.state.location.search).toBe('?status=closed');
  });

  it('says when no case is open, and offers a retry when the list fails', async () => {
    mockApi({
      [`GET ${CASES}?status=open&page=1`]: { body: { status_code: '00', data: { cases: [], total: 0 } } },
    });
    const empty = renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    expect(await screen.findByText(MSG.monitoringCasesEmpty)).toBeTruthy();
    empty.unmount();
    mockApi({
      [`GET ${CASES}?status=open&page=1`]: { status: 500, body: { status_code: '99', message: 'x' } },
    });
    renderScreen(<MonitoringCasesPage />, { path: '/pemantauan/kasus' });
    expect(await screen.findByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
  });

  it('opens a case: the participant, its marks and due time, and its alerts oldest first', async () => {
    mockApi({
      [`GET ${CASES}/${overdue._id}`]: {
        body: {
          status_code: '00',
          data: { case: overdue, alerts: [ltktAlert, roundTripAlert], notes: [], decisions: [] },
        },
      },
    });
    renderScreen(<MonitoringCasePage />, {
      path: `/pemantauan/kasus/${overdue._id}`,
      route: '/pemantauan/kasus/:id',
    });
    expect(
      await screen.findByRole('heading', { name: `${MSG.monitoringCaseTitle}: Galih Wibisono` }),
    ).toBeTruthy();
    expect(screen.getByText(MSG.monitoringCaseOverdue)).toBeTruthy();
    const scenarios = screen.getAllByTestId('monitoring-alert-scenario');
    expect(scenarios.map((s) => within(s).getAllByText(/.+/)[0]?.textContent)).toEqual([
      MSG.monitoringScenarioDailyCumulative,
      MSG.monitoringScenarioRapidRoundTrip,
    ]);
    expect(screen.getByRole('link', { name: `← ${MSG.monitoringCaseBack}` }).getAttribute('href')).toBe(
      '/pemantauan/kasus',
    );
  });

  it('takes the case with Ambil; another officer’s claim names them; the holder frees it with Lepaskan', async () => {
    const user = userEvent.setup();
    // The signed-in officer is the token's subject.
    const token = `x.${btoa(JSON.stringify({ sub: 'me' }))}.y`;
    session.signIn(token, ROLES.complianceOfficer, 'kepatuhan');
    const held = { staff_id: 'me', name: 'Petugas Satu', since: '2026-12-01T04:00:00.000Z' };
    const api = mockApi({
      [`GET ${CASES}/${overdue._id}`]: [
        {
          body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert], notes: [], decisions: [] } },
        },
        {
          body: {
            status_code: '00',
            data: { case: { ...overdue, holder: held }, alerts: [ltktAlert], notes: [], decisions: [] },
          },
        },
        {
          body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert], notes: [], decisions: [] } },
        },
      ],
      [`POST ${CASES}/${overdue._id}/claim`]: { body: { status_code: '00', data: { holder: held } } },
      [`DELETE ${CASES}/${overdue._id}/claim`]: { body: { status_code: '00', data: { holder: null } } },
    });
    renderScreen(<MonitoringCasePage />, {
      path: `/pemantauan/kasus/${overdue._id}`,
      route: '/pemantauan/kasus/:id',
    });
    const bar = await screen.findByTestId('monitoring-case-claim');
    expect(within(bar).getByText(MSG.caseUnclaimed)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: MSG.caseClaim }));
    expect(await within(bar).findByText(MSG.caseHeldByYou)).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: MSG.caseRelease }));
    expect(await within(bar).findByText(MSG.caseUnclaimed)).toBeTruthy();
    expect(api.callsTo(`POST ${CASES}/${overdue._id}/claim`)).toHaveLength(1);
    expect(api.callsTo(`DELETE ${CASES}/${overdue._id}/claim`)).toHaveLength(1);
  });

  it('shows the server’s refusal when another officer took the case first, and who holds it', async () => {
    const user = userEvent.setup();
    const other = { staff_id: 'other', name: 'Petugas Dua', since: '2026-12-01T04:00:00.000Z' };
    const refusal = MSG.monitoringCaseHeldByOther.replace('{name}', 'Petugas Dua');
    mockApi({
      [`GET ${CASES}/${overdue._id}`]: [
        {
          body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert], notes: [], decisions: [] } },
        },
        {
          body: {
            status_code: '00',
            data: { case: { ...overdue, holder: other }, alerts: [ltktAlert], notes: [], decisions: [] },
          },
        },
      ],
      [`POST ${CASES}/${overdue._id}/claim`]: apiError(409, 2050, refusal),
    });
    renderScreen(<MonitoringCasePage />, {
      path: `/pemantauan/kasus/${overdue._id}`,
      route: '/pemantauan/kasus/:id',
    });
    const bar = await screen.findByTestId('monitoring-case-claim');
    await user.click(within(bar).getByRole('button', { name: MSG.caseClaim }));
    expect(await within(bar).findByText(refusal)).toBeTruthy();
    expect(await within(bar).findByText('Ditangani oleh Petugas Dua')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: MSG.caseRelease })).toBeNull();
  });

  it('adds a note and lists the notes newest first; an empty note is refused before sending', async () => {
    const user = userEvent.setup();
    const note = {
      id: 'n1',
      author: 'Petugas Satu',
      body: 'Minta keterangan sumber dana.',
      created_at: '2026-12-01T05:00:00.000Z',
    };
    const api = mockApi({
      [`GET ${CASES}/${overdue._id}`]: [
        {
          body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert], notes: [], decisions: [] } },
        },
        {
          body: {
            status_code: '00',
            data: { case: overdue, alerts: [ltktAlert], notes: [note], decisions: [] },
          },
        },
      ],
      [`POST ${CASES}/${overdue._id}/notes`]: {
        body: { status_code: '00', message: MSG.caseNoteSaved, data: note },
      },
    });
    renderScreen(<MonitoringCasePage />, {
      path: `/pemantauan/kasus/${overdue._id}`,
      route: '/pemantauan/kasus/:id',
    });
    expect(await screen.findByText(MSG.monitoringCaseNotesIntro)).toBeTruthy();
    expect(screen.getByText(MSG.caseNotesEmpty)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.caseNoteAdd }));
    expect(await screen.findByText(MSG.caseNoteRequired)).toBeTruthy();
    expect(api.callsTo(`POST ${CASES}/${overdue._id}/notes`)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: MSG.caseNoteAdd }), note.body);
    await user.click(screen.getByRole('button', { name: MSG.caseNoteAdd }));
    expect(await screen.findByText(note.body)).toBeTruthy();
    expect(api.callsTo(`POST ${CASES}/${overdue._id}/notes`)[0]?.body).toEqual({ body: note.body });
  });

  it('‘Unduh PDF kasus’ saves the case’s PDF under the server’s name; a refusal is said in Indonesian', async () => {
    const user = userEvent.setup();
    const PDF = `${CASES}/${overdue._id}/pdf`;
    const saved: string[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    // jsdom makes no object URLs; the link's click is where the browser would save the file.
    URL.createObjectURL = () => 'blob:kasus';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const api = mockApi({
      [`GET ${CASES}/${overdue._id}`]: {
        body: { status_code: '00', data: { case: overdue, alerts: [ltktAlert], notes: [], decisions: [] } },
      },
      [`GET ${PDF}`]: apiError(500, 500, MSG.serverError),
    });
    // The first answer is the server's refusal; the second the PDF itself, with the server's name.
    const json = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === PDF && api.callsTo(`GET ${PDF}`).length > 0) {
        api.calls.push({ key: `GET ${PDF}`, body: undefined });
        return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="kasus-pemantauan-00000000.pdf"',
          },
        });
      }
      if (!json) throw new Error('no fetch mock');
      return json(input, init);
    });
    try {
      renderScreen(<MonitoringCasePage />, {
        path: `/pemantauan/kasus/${overdue._id}`,
        route: '/pemantauan/kasus/:id',
      });
      const button = await screen.findByRole('button', { name: MSG.monitoringCasePdfDownload });
      await user.click(button);
      expect(await screen.findByText(MSG.serverError)).toBeTruthy();
      expect(saved).toEqual([]);
      await user.click(button);
      await vi.waitFor(() => expect(saved).toEqual(['kasus-pemantauan-00000000.pdf']));
      expect(api.callsTo(`GET ${PDF}`)).toHaveLength(2);
    } finally {
      click.mockRestore();
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('says a case that is not there is not found, with the way back, never a blank page', async () => {
    mockApi({ [`GET ${CASES}/x`]: apiError(404, 404, MSG.monitoringCaseNotFound) });
    renderScreen(<MonitoringCasePage />, { path: '/pemantauan/kasus/x', route: '/pemantauan/kasus/:id' });
    expect(await screen.findByText(MSG.monitoringCaseNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: `← ${MSG.monitoringCaseBack}` })).toBeTruthy();
  });

  describe('the case’s decision, four eyes (decision 0209)', () => {
    const me = { staff_id: 'me', name: 'Petugas Satu', since: '2026-12-01T04:00:00.000Z' };
    const signInAsMe = () =>
      session.signIn(`x.${btoa(JSON.stringify({ sub: 'me' }))}.y`, ROLES.complianceOfficer, 'kepatuhan');
    const reason = 'Setoran tunai dari penjualan tanah warisan; akta jual beli sudah diperiksa.';
    const pending = proposal({
      id: '00000000-0000-4000-8000-0000000000c1',
      kind: 'close_case',
      case_id: overdue._id,
      match_id: null,
      match_source: null,
      reason,
      proposed_by: { id: 'other', fullname: 'Petugas Dua' },
    });
    const open = (c: MonitoringCaseItem, decisions: unknown[]) => ({
      body: { status_code: '00', data: { case: c, alerts: [ltktAlert], notes: [], decisions } },
    });

    it('lets the holder propose a close with a reason, and then says it waits for a second officer', async () => {
      const user = userEvent.setup();
      signInAsMe();
      const mine = {
        ...pending,
        proposed_by: { id: 'me', fullname: 'Petugas Satu' },
        can_decide: false,
        cannot_decide_reason: MSG.proposalOwn,
      };
      const api = mockApi({
        [`GET ${CASES}/${overdue._id}`]: [
          open({ ...overdue, holder: me }, []),
          open({ ...overdue, holder: me, pending_decision: 'close_case' }, [mine]),
        ],
        [`POST ${CASES}/${overdue._id}/decision`]: {
          status: 201,
          body: { status_code: '00', message: MSG.caseDecisionProposed, data: { proposal: mine } },
        },
      });
      renderScreen(<MonitoringCasePage />, {
        path: `/pemantauan/kasus/${overdue._id}`,
        route: '/pemantauan/kasus/:id',
      });
      const card = await screen.findByTestId('case-decision');
      await user.click(within(card).getByRole('button', { name: MSG.caseDecisionClose }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: MSG.caseDecisionPropose }));
      expect(await within(dialog).findByText(MSG.reasonRequired)).toBeTruthy();
      expect(api.callsTo(`POST ${CASES}/${overdue._id}/decision`)).toHaveLength(0);
      await user.type(within(dialog).getByRole('textbox'), reason);
      await user.click(within(dialog).getByRole('button', { name: MSG.caseDecisionPropose }));
      expect(await within(card).findByText(MSG.monitoringCaseAwaitingSecond)).toBeTruthy();
      expect(within(card).getByText(MSG.proposalOwn)).toBeTruthy();
      expect(api.callsTo(`POST ${CASES}/${overdue._id}/decision`)[0]?.body).toEqual({
        decision: 'close',
        reason,
      });
    });

    it('tells an officer who does not hold the case to take it first, with no decision button', async () => {
      signInAsMe();
      mockApi({ [`GET ${CASES}/${overdue._id}`]: open(overdue, []) });
      renderScreen(<MonitoringCasePage />, {
        path: `/pemantauan/kasus/${overdue._id}`,
        route: '/pemantauan/kasus/:id',
      });
      const card = await screen.findByTestId('case-decision');
      expect(within(card).getByText(MSG.caseDecisionNeedsHolder)).toBeTruthy();
      expect(within(card).queryByRole('button', { name: MSG.caseDecisionClose })).toBeNull();
    });

    it('lets the second officer approve after confirming, and shows the closed case with its history', async () => {
      const user = userEvent.setup();
      signInAsMe();
      const approved = {
        ...pending,
        status: 'approved' as const,
        can_decide: false,
        decided_by: { id: 'me', fullname: 'Petugas Satu' },
        decided_at: '2026-12-02T02:00:00.000Z',
      };
      const api = mockApi({
        [`GET ${CASES}/${overdue._id}`]: [
          open({ ...overdue, pending_decision: 'close_case' }, [pending]),
          open({ ...overdue, status: 'closed', decided_at: '2026-12-02T02:00:00.000Z' }, [approved]),
        ],
        [`POST /v1/compliance/monitoring/decisions/${pending.id}/approve`]: {
          body: { status_code: '00', message: MSG.caseDecisionApproved, data: { proposal: approved } },
        },
      });
      renderScreen(<MonitoringCasePage />, {
        path: `/pemantauan/kasus/${overdue._id}`,
        route: '/pemantauan/kasus/:id',
      });
      const card = await screen.findByTestId('case-decision');
      expect(
        within(card).getByText(MSG.caseDecisionPendingClose.replace('{name}', 'Petugas Dua'), {
          exact: false,
        }),
      ).toBeTruthy();
      expect(within(card).getByText(`${MSG.proposalReason}: ${reason}`)).toBeTruthy();
      await user.click(within(card).getByRole('button', { name: MSG.caseDecisionApprove }));
      const dialog = await screen.findByRole('dialog');
      expect(api.callsTo(`POST /v1/compliance/monitoring/decisions/${pending.id}/approve`)).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: MSG.caseDecisionApprove }));
      expect(await screen.findByTestId('monitoring-case-status')).toBeTruthy();
      expect(await screen.findByText(MSG.monitoringCaseStatusClosed)).toBeTruthy();
      expect(within(screen.getByTestId('case-decision')).getByText(MSG.proposalStatusApproved)).toBeTruthy();
      // A decided case is no longer taken or released.
      expect(screen.queryByTestId('monitoring-case-claim')).toBeNull();
    });
  });
});
