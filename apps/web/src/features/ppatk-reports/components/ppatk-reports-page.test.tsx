import { MSG, type PpatkReportItem, type PpatkReportReply, ROLES } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { proposal } from '../../../testing/screening';
import PpatkReportPage from './ppatk-report-page';
import PpatkReportsPage from './ppatk-reports-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../testing/datatable-stand-in'));

const ltkm: PpatkReportItem = {
  _id: '00000000-0000-4000-8000-0000000000f1',
  case_id: '00000000-0000-4000-8000-0000000000a1',
  participant_id: '00000000-0000-4000-8000-0000000000d1',
  fullname: 'Galih Wibisono',
  platform: 'GOFX',
  kind: 'ltkm',
  cash_direction: null,
  status: 'draft',
  reference: 'KILAU-LTKM-20261207-0000000A',
  deadline_at: '2026-12-10T02:00:00.000Z',
  overdue: true,
  created_at: '2026-12-07T02:00:00.000Z',
  transactions: 2,
  approved_at: null,
  submitted_at: null,
  receipt_no: null,
};
const ltkt: PpatkReportItem = {
  ...ltkm,
  _id: '00000000-0000-4000-8000-0000000000f2',
  kind: 'ltkt',
  cash_direction: 'in',
  overdue: false,
  reference: 'KILAU-LTKTM-20261207-0000000A',
};

const view = (over: Partial<PpatkReportReply['data']> = {}): PpatkReportReply['data'] => ({
  report: ltkm,
  draft: { reason: '', action: '', indicators: [] },
  subject: {
    fullname: 'Galih Wibisono',
    nik: '3174012005900003',
    birth: 'Jakarta, 20 Mei 1990',
    address: 'Jl. Melati 1, Kebayoran Baru',
    occupation: 'Wiraswasta',
  },
  transactions: [
    {
      number: 'TUNAI-1',
      at: '2026-11-17T03:00:00.000Z',
      label: MSG.ppatkReportTxCashIn,
      amount_idr: '300000000.00',
    },
    {
      number: 'TUNAI-2',
      at: '2026-11-17T07:30:00.000Z',
      label: MSG.ppatkReportTxCashIn,
      amount_idr: '250000000.00',
    },
  ],
  missing: [MSG.ppatkReportMissingReason],
  archive: null,
  approvals: [],
  ...over,
});
const REPORTS = '/v1/compliance/reports';

describe('Laporan PPATK', () => {
  beforeEach(() => session.signIn('t', ROLES.complianceOfficer, 'kepatuhan'));
  afterEach(() => localStorage.clear());

  it('lists the drafts with their kind, reference, deadline (past it marked) and participant', async () => {
    mockApi({
      [`GET ${REPORTS}?status=draft&page=1`]: {
        body: { status_code: '00', data: { reports: [ltkm, ltkt], total: 2 } },
      },
    });
    renderScreen(<PpatkReportsPage />, { path: '/pemantauan/laporan' });
    const rows = await screen.findAllByTestId('ppatk-report');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: MSG.ppatkReportKindLtkm })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(MSG.ppatkReportOverdue)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(MSG.ppatkReportKindLtktIn)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText(MSG.ppatkReportOverdue)).toBeNull();
    expect(screen.getByTestId('ppatk-reports-total').textContent).toBe('2 draf laporan');
  });

  it('shows what the report will say, saves the narrative and codes, then offers the XML', async () => {
    const user = userEvent.setup();
    const reason = 'Dua setoran tunai dalam satu hari, tidak sesuai profil penghasilan nasabah.';
    const api = mockApi({
      [`GET ${REPORTS}/${ltkm._id}`]: { body: { status_code: '00', data: view() } },
      [`PUT ${REPORTS}/${ltkm._id}`]: {
        body: {
          status_code: '00',
          message: MSG.ppatkReportSaved,
          data: view({ draft: { reason, action: '', indicators: ['AAA001'] }, missing: [] }),
        },
      },
    });
    renderScreen(<PpatkReportPage />, {
      path: `/pemantauan/laporan/${ltkm._id}`,
      route: '/pemantauan/laporan/:id',
    });
    expect(await screen.findByText('NIK 3174012005900003')).toBeTruthy();
    expect(
      within(screen.getByTestId('ppatk-report-transactions')).getAllByText(/Setoran tunai · Rp/),
    ).toHaveLength(2);
    expect(
      within(screen.getByTestId('ppatk-report-missing')).getByText(MSG.ppatkReportMissingReason),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.ppatkReportDownloadXml }).hasAttribute('disabled')).toBe(
      true,
    );

    await user.type(screen.getByRole('textbox', { name: MSG.ppatkReportIndicatorsLabel }), 'aa1');
    await user.click(screen.getByRole('button', { name: MSG.buttonSave }));
    expect(await screen.findByText(MSG.ppatkReportIndicatorInvalid)).toBeTruthy();
    expect(api.callsTo(`PUT ${REPORTS}/${ltkm._id}`)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: MSG.ppatkReportIndicatorsLabel }));
    await user.type(screen.getByRole('textbox', { name: MSG.ppatkReportIndicatorsLabel }), 'aaa001');
    await user.type(screen.getByRole('textbox', { name: new RegExp(MSG.ppatkReportReasonLabel) }), reason);
    await user.click(screen.getByRole('button', { name: MSG.buttonSave }));
    await vi.waitFor(() =>
      expect(api.callsTo(`PUT ${REPORTS}/${ltkm._id}`)[0]?.body).toEqual({ reason, indicators: ['AAA001'] }),
    );
    await vi.waitFor(() => expect(screen.queryByTestId('ppatk-report-missing')).toBeNull());
    expect(screen.getByRole('button', { name: MSG.ppatkReportDownloadXml }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('says a report that is not there is not found, never a blank page', async () => {
    mockApi({ [`GET ${REPORTS}/x`]: apiError(404, 404, MSG.ppatkReportNotFound) });
    renderScreen(<PpatkReportPage />, { path: '/pemantauan/laporan/x', route: '/pemantauan/laporan/:id' });
    expect(await screen.findByText(MSG.ppatkReportNotFound)).toBeTruthy();
  });
  it('proposes a complete draft for approval with a reason; another officer approves it; the archived file’s SHA-256 shows, then the receipt number is recorded', async () => {
    const user = userEvent.setup();
    const complete = view({
      draft: { reason: 'Setoran tunai besar.', action: '', indicators: [] },
      missing: [],
    });
    const pending = proposal({
      id: '00000000-0000-4000-8000-0000000000e1',
      kind: 'approve_report',
      match_id: null,
      match_source: null,
      report_id: ltkm._id,
      reason: 'Uraian dan tindakan sudah lengkap; mohon diperiksa sebelum dikirim.',
      proposed_by: { id: 's1', fullname: 'Rina Kepatuhan' },
    });
    const sha256 = 'a'.repeat(64);
    const approved = view({
      report: { ...ltkm, status: 'approved', approved_at: '2026-12-08T03:00:00.000Z' },
      draft: complete.draft,
      missing: [],
      archive: { sha256, bytes: 4321 },
      approvals: [{ ...pending, status: 'approved', can_decide: false }],
    });
    const api = mockApi({
      [`GET ${REPORTS}/${ltkm._id}`]: [
        { body: { status_code: '00', data: complete } },
        { body: { status_code: '00', data: view({ ...complete, approvals: [pending] }) } },
        { body: { status_code: '00', data: approved } },
      ],
      [`GET ${REPORTS}?status=draft&page=1`]: {
        body: { status_code: '00', data: { reports: [], total: 0 } },
      },
      [`POST ${REPORTS}/${ltkm._id}/approval`]: {
        status: 201,
        body: { status_code: '00', message: MSG.ppatkReportApprovalProposed, data: { proposal: pending } },
      },
      [`POST /v1/compliance/monitoring/decisions/${pending.id}/approve`]: {
        body: { status_code: '00', data: { proposal: { ...pending, status: 'approved' } } },
      },
      [`POST ${REPORTS}/${ltkm._id}/submission`]: {
        body: {
          status_code: '00',
          data: view({
            ...approved,
            report: {
              ...approved.report,
              status: 'submitted',
              submitted_at: '2026-12-08T05:00:00.000Z',
              receipt_no: 'GOAML-2026/000123',
            },
          }),
        },
      },
    });
    renderScreen(<PpatkReportPage />, {
      path: `/pemantauan/laporan/${ltkm._id}`,
      route: '/pemantauan/laporan/:id',
    });
    await user.click(await screen.findByRole('button', { name: MSG.ppatkReportApprovalPropose }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), pending.reason);
    await user.click(within(dialog).getByRole('button', { name: MSG.ppatkReportApprovalPropose }));
    await vi.waitFor(() =>
      expect(api.callsTo(`POST ${REPORTS}/${ltkm._id}/approval`)[0]?.body).toEqual({
        reason: pending.reason,
      }),
    );

    // The second officer reads who asked and why, and approves.
    const waiting = await screen.findByTestId('monitoring-proposal-pending');
    expect(within(waiting).getByText(/Rina Kepatuhan mengajukan persetujuan laporan ini/)).toBeTruthy();
    await user.click(within(waiting).getByRole('button', { name: MSG.ppatkReportApprovalApprove }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: MSG.ppatkReportApprovalApprove }),
    );
    await vi.waitFor(() =>
      expect(api.callsTo(`POST /v1/compliance/monitoring/decisions/${pending.id}/approve`)).toHaveLength(1),
    );

    const archive = await screen.findByTestId('ppatk-report-archive');
    expect(within(archive).getByText(sha256)).toBeTruthy();
    expect(screen.getByTestId('ppatk-report-status').textContent).toBe(MSG.ppatkReportStatusApproved);
    expect(screen.getByRole('button', { name: MSG.ppatkReportDownloadArchived })).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.ppatkReportPdfDownload })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.buttonSave })).toBeNull();

    const receipt = screen.getByRole('textbox', { name: new RegExp(MSG.ppatkReportReceiptLabel) });
    await user.type(receipt, 'nomor <x>');
    await user.click(screen.getByRole('button', { name: MSG.ppatkReportSubmit }));
    expect(await screen.findByText(MSG.ppatkReportReceiptInvalid)).toBeTruthy();
    expect(api.callsTo(`POST ${REPORTS}/${ltkm._id}/submission`)).toHaveLength(0);
    await user.clear(receipt);
    await user.type(receipt, 'GOAML-2026/000123');
    await user.click(screen.getByRole('button', { name: MSG.ppatkReportSubmit }));
    await vi.waitFor(() =>
      expect(api.callsTo(`POST ${REPORTS}/${ltkm._id}/submission`)[0]?.body).toEqual({
        receipt_no: 'GOAML-2026/000123',
      }),
    );
  });

  it('offers no approval while something keeps the file from being made', async () => {
    mockApi({ [`GET ${REPORTS}/${ltkm._id}`]: { body: { status_code: '00', data: view() } } });
    renderScreen(<PpatkReportPage />, {
      path: `/pemantauan/laporan/${ltkm._id}`,
      route: '/pemantauan/laporan/:id',
    });
    const propose = await screen.findByRole('button', { name: MSG.ppatkReportApprovalPropose });
    expect(propose.hasAttribute('disabled')).toBe(true);
  });
});
