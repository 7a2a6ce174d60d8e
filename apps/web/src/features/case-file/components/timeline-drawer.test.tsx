import { MSG, ROLES } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { CaseFileActions } from './case-file-actions';
import { TimelineList } from './timeline-drawer';

const ID = '0b6f4a52-5d1c-4b6e-9c1e-3f2a7d9e8c10';
const TIMELINE = `GET /v1/super-admin/kyc/${ID}/timeline`;
const events = [
  {
    id: 'audit:1',
    at: '2026-11-25T02:00:00.000Z',
    kind: 'audit',
    actor: MSG.timelineActorCustomer,
    title: MSG.tlOnboardingSubmit,
    detail: null,
  },
  {
    id: 'note:1',
    at: '2026-11-25T03:30:00.000Z',
    kind: 'note',
    actor: 'Ani Wijaya',
    title: MSG.tlNote,
    detail: 'Tanda tangan cocok.',
  },
  {
    id: 'audit:2',
    at: '2026-11-25T04:00:00.000Z',
    kind: 'audit',
    actor: 'Ani Wijaya',
    title: MSG.tlApprove,
    detail: null,
  },
];

describe('participant timeline', () => {
  beforeEach(() => session.signIn('t', ROLES.superAdmin, 'superadmin'));
  afterEach(() => localStorage.clear());

  it('lists every event oldest first with its time, actor and detail', async () => {
    mockApi({ [TIMELINE]: { body: { status_code: '00', data: events } } });
    renderScreen(<TimelineList prefix="super-admin" participantId={ID} />);
    const submit = await screen.findByText(MSG.tlOnboardingSubmit);
    const approve = screen.getByText(MSG.tlApprove);
    expect(submit.compareDocumentPosition(approve) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Tanda tangan cocok.')).toBeTruthy();
    expect(screen.getAllByText('Ani Wijaya')).toHaveLength(2);
    expect(screen.getByText(MSG.timelineActorCustomer)).toBeTruthy();
    expect(screen.getByText('25 November 2026 09:00 WIB')).toBeTruthy();
  });

  it('says when there is nothing yet, and a failure with a retry', async () => {
    mockApi({
      [TIMELINE]: [apiError(500, 500, MSG.technicalProblem), { body: { status_code: '00', data: [] } }],
    });
    renderScreen(<TimelineList prefix="super-admin" participantId={ID} />);
    expect(await screen.findByText(MSG.technicalProblem)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByText(MSG.timelineEmpty)).toBeTruthy();
  });

  it('opens from the detail’s button and from a link with ?linimasa=1', async () => {
    mockApi({ [TIMELINE]: { body: { status_code: '00', data: events } } });
    const view = renderScreen(<CaseFileActions prefix="super-admin" participantId={ID} />, {
      path: `/customer-detail?id=${ID}`,
      route: '/customer-detail',
    });
    expect(screen.queryByText(MSG.tlApprove)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: MSG.timelineOpen }));
    expect(await screen.findByText(MSG.tlApprove)).toBeTruthy();
    expect(view.router.state.location.search).toContain('linimasa=1');
    view.unmount();

    renderScreen(<CaseFileActions prefix="super-admin" participantId={ID} />, {
      path: `/customer-detail?id=${ID}&linimasa=1`,
      route: '/customer-detail',
    });
    expect(await screen.findByText(MSG.timelineTitle)).toBeTruthy();
    expect(await screen.findByText(MSG.tlApprove)).toBeTruthy();
  });
});
