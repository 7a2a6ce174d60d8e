import { MSG } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import ConfirmEmailPage from './confirm-email-page';

function open(token: string) {
  return renderScreen(<ConfirmEmailPage />, {
    path: `/konfirmasi-email/${token}`,
    route: '/konfirmasi-email/:token',
  });
}

afterEach(() => session.clear());

describe('ConfirmEmailPage', () => {
  it('spends the link once, without a session, and offers the login', async () => {
    const api = mockApi({
      'POST /v1/user/profile/email/confirm': {
        body: { status_code: '00', message: MSG.profileEmailChanged },
      },
    });
    open('tok_abc-123');
    expect(await screen.findByText(MSG.profileEmailConfirmed)).toBeTruthy();
    expect(api.callsTo('POST /v1/user/profile/email/confirm')).toEqual([
      { key: 'POST /v1/user/profile/email/confirm', body: { token: 'tok_abc-123' } },
    ]);
    const [, init] = api.fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(screen.getByRole('link', { name: MSG.buttonLogin })).toBeTruthy();
  });

  it('a signed-in customer goes back to the profile', async () => {
    session.signIn('token-1', null);
    mockApi({ 'POST /v1/user/profile/email/confirm': { body: { status_code: '00' } } });
    open('tok');
    expect(await screen.findByRole('link', { name: MSG.profileGoToProfile })).toBeTruthy();
  });

  it('an unknown, used or expired link says so', async () => {
    mockApi({ 'POST /v1/user/profile/email/confirm': apiError(404, 404, MSG.profileEmailLinkInvalid) });
    open('tok');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MSG.profileEmailLinkInvalid));
  });
});
