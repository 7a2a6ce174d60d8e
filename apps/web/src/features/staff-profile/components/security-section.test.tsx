import { fillTemplate, MSG, SC } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { SecuritySection } from './security-section';

const security = (left: number) => ({
  body: {
    status_code: '00',
    data: {
      totp: { enrolled: true, created_at: '2026-11-20T03:00:00Z' },
      passkeys: [],
      recovery_codes_left: left,
      step_up_until: null,
      other_sessions: 2,
    },
  },
});

describe("'Keamanan akun'", () => {
  it('names the last factor plainly when the server refuses to remove it', async () => {
    mockApi({
      'GET /v1/staff/security': security(10),
      'DELETE /v1/staff/security/totp': apiError(409, SC.mfaLastFactor, 'Conflict'),
    });
    renderScreen(<SecuritySection username="ani" />);
    const user = userEvent.setup();
    expect(await screen.findByText(fillTemplate(MSG.securityRecoveryLeft, { count: 10 }))).toBeTruthy();
    expect(screen.getByText(fillTemplate(MSG.securitySessionsCount, { count: 2 }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.securityTotpRemove }));
    const confirm = await screen.findByRole('dialog', { name: MSG.securityTotpRemove });
    await user.click(within(confirm).getByRole('button', { name: MSG.actionAgree }));
    expect(await within(confirm).findByText(MSG.securityLastFactor)).toBeTruthy();
  });

  it('asks before making new recovery codes, then shows them once', async () => {
    const api = mockApi({
      'GET /v1/staff/security': [security(3), security(10)],
      'POST /v1/staff/security/recovery-codes': {
        body: { status_code: '00', recovery_codes: ['aaaaa-11111', 'bbbbb-22222'] },
      },
    });
    renderScreen(<SecuritySection username="ani" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.securityRecoveryNew }));
    const confirm = await screen.findByRole('dialog', { name: MSG.securityRecoveryNew });
    expect(within(confirm).getByText(MSG.securityRecoveryNewConfirm)).toBeTruthy();
    expect(api.callsTo('POST /v1/staff/security/recovery-codes')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: MSG.securityRecoveryNew }));
    const shown = await screen.findByRole('dialog', { name: MSG.mfaRecoveryTitle });
    expect(within(shown).getByText('aaaaa-11111')).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: MSG.mfaRecoverySaved }));
    await waitFor(() => expect(screen.queryByText('aaaaa-11111')).toBeNull());
    expect(await screen.findByText(fillTemplate(MSG.securityRecoveryLeft, { count: 10 }))).toBeTruthy();
  });
});
