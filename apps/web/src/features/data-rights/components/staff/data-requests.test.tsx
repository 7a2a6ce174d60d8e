import { type dataRequestDetailReplySchema, MSG, ROLES, SC, type StaffDataRequest } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { session } from '../../../../lib/session';
import { onPhoneWidth } from '../../../../testing/phone-width';
import { apiError, mockApi, renderScreen } from '../../../../testing/render';
import DataRequestDetailPage from './data-request-detail-page';
import DataRequestsPage from './data-requests-page';

// mantine-datatable cannot lay itself out in jsdom: a plain table with the same props stands in.
vi.mock('mantine-datatable', () => import('../../../../testing/datatable-stand-in'));

const NOW = new Date('2026-11-26T03:00:00.000Z');
const ID = '00000000-0000-4000-8000-0000000000a1';
const STAFF_ID = '00000000-0000-4000-8000-00000000057a';

const request = (over: Partial<StaffDataRequest> = {}): StaffDataRequest => ({
  _id: ID,
  kind: 'correction',
  field: 'personal.mother_name',
  requested_value: 'Siti Aminah',
  note: 'Salah ketik saat mendaftar',
  has_document: false,
  status: 'open',
  created_at: '2026-11-25T03:00:00.000Z',
  due_at: '2026-11-28T03:00:00.000Z',
  handled_at: null,
  outcome_note: null,
  customer: { user_id: 'u1', fullname: 'Galih Wibisono', email: 'galih@kilau.test' },
  participant_id: 'k1',
  handled_by: null,
  handled_by_name: null,
  overdue: false,
  ...over,
});
const late = request({
  _id: '00000000-0000-4000-8000-0000000000a2',
  kind: 'deletion',
  field: null,
  requested_value: null,
  customer: { user_id: 'u2', fullname: 'Sekar Halim', email: 'sekar@kilau.test' },
  created_at: '2026-11-22T01:00:00.000Z',
  due_at: '2026-11-25T01:00:00.000Z',
  overdue: true,
});
const list = (requests: StaffDataRequest[], open = requests.length) => ({
  body: { status_code: '00', data: { requests, total: requests.length, open } },
});
type Detail = z.input<typeof dataRequestDetailReplySchema>['data'];
const detail = (over: Partial<Detail> = {}) => ({
  body: {
    status_code: '00',
    data: {
      ...request(),
      current_value: 'Siti Amina',
      update: null,
      record_changed: false,
      document_file_id: null,
      ...over,
    },
  },
});
/** A data update (decision 0217): the work and the emergency contact changed. */
const update = (over: Partial<Detail> = {}) =>
  detail({
    kind: 'update',
    field: null,
    requested_value: null,
    note: '',
    current_value: null,
    update: [
      {
        step: 'employment',
        fields: [
          { field: 'company_name', label: 'Nama perusahaan', before: 'Toko Maju', after: 'PT Sinar Jaya' },
          { field: 'work_month', label: 'Lama bekerja (bulan)', before: '24', after: '3' },
        ],
      },
      {
        step: 'emergency_contact',
        fields: [{ field: 'relationship', label: 'Hubungan', before: null, after: 'Adik' }],
      },
    ],
    ...over,
  });
const BASE = '/v1/admin-broker/data-requests';

describe('Permintaan Data', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    session.signIn('t', ROLES.brokerAdmin, 'broker');
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('lists the open requests with the customer, when made, the due time and its countdown, late ones in words', async () => {
    mockApi({ [`GET ${BASE}?page=1&status=open`]: list([request(), late]) });
    renderScreen(<DataRequestsPage />, { path: '/permintaan-data' });
    await screen.findByText('Galih Wibisono');
    const rows = screen.getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    expect(first.getByText(MSG.dataKindCorrection)).toBeTruthy();
    expect(first.getByText(MSG.dataRequestFieldMotherName)).toBeTruthy();
    expect(first.getByText('Galih Wibisono')).toBeTruthy();
    expect(first.getByText('28 November 2026 10:00 WIB')).toBeTruthy();
    expect(first.getByText('sisa 2 hari 0 jam')).toBeTruthy();
    const second = within(rows[2] as HTMLElement);
    expect(second.getByText(MSG.dataKindDeletion)).toBeTruthy();
    expect(second.getByText('Terlambat 1 hari 2 jam')).toBeTruthy();
    expect(second.getByRole('link', { name: `${MSG.actionDetail} Sekar Halim` }).getAttribute('href')).toBe(
      `/permintaan-data/${late._id}`,
    );
    expect(document.title).toBe(`${MSG.dataRequestsStaffTitle} · Kilau`);
  });

  it('keeps the filters in the URL and asks the server for them', async () => {
    const api = mockApi({
      [`GET ${BASE}?page=1&status=open`]: list([request()]),
      [`GET ${BASE}?page=1&status=done`]: list([]),
      [`GET ${BASE}?page=1&status=done&kind=deletion`]: list([], 0),
      [`GET ${BASE}?page=1`]: list([request()]),
    });
    const view = renderScreen(<DataRequestsPage />, { path: '/permintaan-data' });
    const user = userEvent.setup();
    await screen.findByText('Galih Wibisono');
    await user.selectOptions(screen.getByLabelText(MSG.dataRequestsFilterStatus), 'done');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=done'));
    await user.selectOptions(screen.getByLabelText(MSG.dataRequestsFilterKind), 'deletion');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=done&kind=deletion'));
    expect(await screen.findByText(MSG.dataRequestsNone)).toBeTruthy();
    expect(api.callsTo(`GET ${BASE}?page=1&status=done&kind=deletion`)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText(MSG.dataRequestsFilterKind), 'all');
    await user.selectOptions(screen.getByLabelText(MSG.dataRequestsFilterStatus), 'all');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=all'));
    await waitFor(() => expect(api.callsTo(`GET ${BASE}?page=1`)).toHaveLength(1));
  });

  it('shows a correction’s current and requested value, the customer and the way to the participant', async () => {
    mockApi({ [`GET ${BASE}/${ID}`]: detail() });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    expect(await screen.findByText('Siti Amina')).toBeTruthy();
    expect(screen.getByText('Siti Aminah')).toBeTruthy();
    expect(screen.getByText(MSG.dataRequestCurrentValue)).toBeTruthy();
    expect(screen.getByText('galih@kilau.test')).toBeTruthy();
    expect(screen.getByText(MSG.dataRequestNoDocument)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.dataRequestParticipantLink }).getAttribute('href')).toBe(
      '/nsb-detail/k1',
    );
    expect(screen.getByText('sisa 2 hari 0 jam')).toBeTruthy();
  });

  it('a decline needs the reason; the decision is sent with the note and the request shows as decided', async () => {
    const api = mockApi({
      [`GET ${BASE}/${ID}`]: detail(),
      [`POST ${BASE}/${ID}/decision`]: detail({
        status: 'declined',
        handled_at: '2026-11-26T03:00:00.000Z',
        handled_by: STAFF_ID,
        handled_by_name: 'Admin Broker',
        outcome_note: 'Nama sesuai KTP yang terdaftar.',
      }),
      [`GET ${BASE}?page=1&status=open`]: list([]),
    });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.dataRequestDecline }));
    const dialog = await screen.findByRole('dialog', { name: MSG.dataRequestDeclineTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.dataRequestDecline }));
    expect(await within(dialog).findByText(MSG.dataRequestDeclineReasonRequired)).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/${ID}/decision`)).toHaveLength(0);
    await user.type(
      within(dialog).getByLabelText(new RegExp(MSG.dataRequestOutcomeLabel)),
      'Nama sesuai KTP yang terdaftar.',
    );
    await user.click(within(dialog).getByRole('button', { name: MSG.dataRequestDecline }));
    expect(await screen.findByText(MSG.dataRequestDecided)).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/${ID}/decision`)[0]?.body).toEqual({
      outcome: 'declined',
      note: 'Nama sesuai KTP yang terdaftar.',
    });
    expect(await screen.findByText(MSG.dataRequestStatusDeclined)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.dataRequestComplete })).toBeNull();
    // 'Diputuskan oleh' names the staff member, never their id (decision 0130).
    expect(screen.getByText('Admin Broker')).toBeTruthy();
    expect(screen.queryByText(STAFF_ID)).toBeNull();
  });

  it('completing a deletion warns that it closes the account; a decision made meanwhile is said in the dialog', async () => {
    mockApi({
      [`GET ${BASE}/${ID}`]: detail({
        kind: 'deletion',
        field: null,
        requested_value: null,
        current_value: null,
      }),
      [`POST ${BASE}/${ID}/decision`]: apiError(409, SC.dataRequestNotOpen, MSG.dataRequestNotOpen),
    });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.dataRequestComplete }));
    const dialog = await screen.findByRole('dialog', { name: MSG.dataRequestCompleteTitle });
    expect(within(dialog).getByText(MSG.dataRequestClosureHint)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.dataRequestComplete }));
    expect(await within(dialog).findByText(MSG.dataRequestNotOpen)).toBeTruthy();
  });

  it('on a phone: each changed field heads its own rows, so its values get the width of two columns', async () => {
    await onPhoneWidth(async () => {
      mockApi({ [`GET ${BASE}/${ID}`]: update() });
      renderScreen(<DataRequestDetailPage />, {
        path: `/permintaan-data/${ID}`,
        route: '/permintaan-data/:id',
      });
      const work = within(await screen.findByTestId('data-update-employment'));
      const table = within(work.getByRole('table', { name: MSG.dataUpdateStepEmployment }));
      expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        MSG.dataUpdateColBefore,
        MSG.dataUpdateColAfter,
      ]);
      const company = table
        .getAllByRole('rowgroup')
        .find((group) => within(group).queryByRole('rowheader', { name: 'Nama perusahaan' }));
      if (!company) throw new Error('no group headed by the company name');
      expect(
        within(company)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['Toko Maju', 'PT Sinar Jaya']);
    });
  });

  it('shows a data update’s fields before and after, step by step, and completes it without closing anything', async () => {
    const api = mockApi({
      [`GET ${BASE}/${ID}`]: update(),
      [`POST ${BASE}/${ID}/decision`]: update({
        status: 'done',
        handled_at: '2026-11-26T03:00:00.000Z',
        handled_by: STAFF_ID,
        handled_by_name: 'Admin Broker',
      }),
      [`GET ${BASE}?page=1&status=open`]: list([]),
    });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    const work = within(await screen.findByTestId('data-update-employment'));
    expect(work.getByRole('heading', { name: MSG.dataUpdateStepEmployment })).toBeTruthy();
    const table = within(work.getByRole('table', { name: MSG.dataUpdateStepEmployment }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      MSG.dataUpdateColField,
      MSG.dataUpdateColBefore,
      MSG.dataUpdateColAfter,
    ]);
    const company = within(table.getByRole('row', { name: /Nama perusahaan/ }));
    expect(company.getByText('Toko Maju')).toBeTruthy();
    expect(company.getByText('PT Sinar Jaya')).toBeTruthy();
    const contact = within(screen.getByTestId('data-update-emergency_contact'));
    expect(contact.getByRole('heading', { name: MSG.dataUpdateStepEmergencyContact })).toBeTruthy();
    const relationship = within(contact.getByRole('row', { name: /Hubungan/ }));
    expect(relationship.getAllByRole('cell').map((c) => c.textContent)).toEqual(['-', 'Adik']);
    expect(screen.queryByTestId('data-update-financial')).toBeNull();
    expect(screen.queryByTestId('data-update-record-changed')).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG.dataRequestComplete }));
    const dialog = await screen.findByRole('dialog', { name: MSG.dataRequestCompleteTitle });
    // Completing an update writes the record; it closes no account.
    expect(within(dialog).queryByText(MSG.dataRequestClosureHint)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: MSG.dataRequestComplete }));
    expect(await screen.findByText(MSG.dataRequestDecided)).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/${ID}/decision`)[0]?.body).toEqual({ outcome: 'done', note: '' });
  });

  it('warns when the record changed since the update was sent, and shows the refusal of its completion', async () => {
    mockApi({
      [`GET ${BASE}/${ID}`]: update({ record_changed: true }),
      [`POST ${BASE}/${ID}/decision`]: apiError(409, SC.dataUpdateRecordChanged, MSG.dataUpdateRecordChanged),
      [`GET ${BASE}?page=1&status=open`]: list([]),
    });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    const warning = await screen.findByTestId('data-update-record-changed');
    expect(warning.textContent).toBe(MSG.dataUpdateRecordChanged);
    expect(screen.getByTestId('data-update-employment')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG.dataRequestComplete }));
    const dialog = await screen.findByRole('dialog', { name: MSG.dataRequestCompleteTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.dataRequestComplete }));
    expect(await within(dialog).findByText(MSG.dataUpdateRecordChanged)).toBeTruthy();
  });

  it('the super admin’s link to the participant is the all-platforms detail', async () => {
    session.signIn('t', ROLES.superAdmin, 'superadmin');
    mockApi({ [`GET /v1/super-admin/data-requests/${ID}`]: detail() });
    renderScreen(<DataRequestDetailPage />, {
      path: `/permintaan-data/${ID}`,
      route: '/permintaan-data/:id',
    });
    expect(
      (await screen.findByRole('link', { name: MSG.dataRequestParticipantLink })).getAttribute('href'),
    ).toBe('/customer-detail?id=k1');
  });
});
