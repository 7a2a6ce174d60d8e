/** The participant detail as a reviewer opens it, with the API answering as the server does. */
import {
  type Checklist,
  type KycDetail,
  MSG,
  RESUBMISSION_ITEMS,
  type ResubmissionItem,
  type ResubmissionRequestView,
  ROLES,
} from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { session } from '../../../../lib/session';
import { withFourEyes } from '../../../../testing/four-eyes';
import { kycDetail } from '../../../../testing/kyc-detail';
import { type MockReply, mockApi, renderScreen } from '../../../../testing/render';
import ParticipantDetailPage, { type ParticipantDetailPageProps } from '../participant-detail-page';

export const who = kycDetail(7, {
  allowed_actions: ['approve', 'reject', 'request_resubmission'],
  status_nasabah: 2,
});
export const detailRoute = `GET /v1/admin-broker/kyc/detail/${who._id}`;
export const historyRoute = `GET /v1/admin-broker/kyc/${who._id}/resubmissions`;
export const sendRoute = `POST /v1/admin-broker/kyc/${who._id}/resubmission`;
export const checklistRoute = `GET /v1/admin-broker/kyc/${who._id}/checklist`;
export const acceptRoute = (item: ResubmissionItem) =>
  `PUT /v1/admin-broker/kyc/${who._id}/checklist/${item}`;
/** The checklist as the server answers it: every item undecided but those accepted (decision 0131). */
export function checklistReply(accepted: readonly ResubmissionItem[] = []): MockReply {
  const data: Checklist = {
    items: RESUBMISSION_ITEMS.map((item) =>
      accepted.includes(item)
        ? {
            item,
            state: 'accepted',
            accepted_by_name: 'Budi Santoso',
            accepted_at: '2026-12-01T03:15:00.000Z',
          }
        : { item, state: 'undecided', accepted_by_name: null, accepted_at: null },
    ),
    complete: accepted.length === RESUBMISSION_ITEMS.length,
    may_check: true,
  };
  return { body: { status_code: '00', data } };
}
export const detailReply = (d: KycDetail): MockReply => ({
  body: { status_code: '00', data: { customer: d } },
});
export const historyReply = (h: ResubmissionRequestView[]): MockReply => ({
  body: { status_code: '00', data: h },
});

const picture = { body: {} };
const fileRoutes = Object.fromEntries(
  Object.values(who.attachment)
    .filter((p): p is string => p !== null)
    .map((p) => [`GET /v1/get/file?path=${encodeURIComponent(p)}`, picture]),
);

export function openDetail(
  routes: Parameters<typeof mockApi>[0] = {},
  { history = [] as ResubmissionRequestView[], detail = who, props = {} as ParticipantDetailPageProps } = {},
) {
  URL.createObjectURL = () => 'blob:document';
  URL.revokeObjectURL = () => {};
  session.signIn('t', ROLES.brokerAdmin, 'broker');
  const api = mockApi({
    ...fileRoutes,
    [detailRoute]: detailReply(detail),
    [historyRoute]: historyReply(history),
    [checklistRoute]: checklistReply(),
    ...routes,
  });
  const view = renderScreen(withFourEyes(<ParticipantDetailPage {...props} />), {
    path: `/nsb-detail/${who._id}`,
    route: '/nsb-detail/:id',
  });
  return { api, view };
}

/**
 * The decision group of one document or section ('ktp', 'personal'); by test id, as a role query
 * over the whole detail is slow enough to time tests out on a busy machine.
 */
export const decisionOf = (item: ResubmissionItem) => screen.getByTestId(`decision-${item}`);
export const findDecision = (item: ResubmissionItem) => screen.findByTestId(`decision-${item}`);

/** Picks a reason in a decision's Select (Mantine's dropdown has no layout in jsdom). */
export async function pickReason(group: HTMLElement, label: string, option: string) {
  // Query until the Select is there and can be used.
  const input = await waitFor(() => {
    const found = within(group).getByLabelText(new RegExp(`^${label}`), {
      selector: 'input',
    }) as HTMLInputElement;
    expect(found.disabled).toBe(false);
    return found;
  });
  fireEvent.click(input);
  // Each Select's own list: a dropdown once opened stays in jsdom's document.
  const list = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  fireEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect(input.value).toBe(option));
}

/*
 * Role queries over the whole detail (hundreds of elements) take seconds each in jsdom; these find
 * the same things by what a person sees, within the small part of the page concerned.
 */
/** 'Kirim permintaan' in the header (the dialog's own button: within the dialog). */
export const sendButton = () =>
  screen
    .getByText(MSG.resubmissionSend, { selector: '.mantine-Button-label' })
    .closest('button') as HTMLElement;
export const queryDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
export const findDialog = () =>
  waitFor(() => {
    const dialog = queryDialog();
    expect(dialog).not.toBeNull();
    return dialog as HTMLElement;
  });
