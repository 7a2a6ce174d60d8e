import { fillTemplate, formatDateTimeId, MSG, SC } from '@kilau/shared';
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

  it('lists the other sessions by browser and time, and ends the one chosen', async () => {
    const phone = {
      id: '00000000-0000-4000-8000-00000000a001',
      user_agent:
        'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      created_at: '2026-12-01T01:00:00.000Z',
      last_active_at: '2026-12-01T02:30:00.000Z',
    };
    const laptop = {
      ...phone,
      id: '00000000-0000-4000-8000-00000000a002',
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    };
    const withSessions = (list: (typeof phone)[]) => ({
      body: {
        ...security(10).body,
        data: { ...security(10).body.data, other_sessions: list.length, sessions: list },
      },
    });
    const api = mockApi({
      'GET /v1/staff/security': [withSessions([phone, laptop]), withSessions([laptop])],
      [`DELETE /v1/staff/security/sessions/${phone.id}`]: {
        body: { status_code: '00', message: MSG.securitySessionEnded },
      },
    });
    renderScreen(<SecuritySection username="ani" />);
    const user = userEvent.setup();
    const row = within((await screen.findByRole('listitem', { name: 'Chrome di Android' })) as HTMLElement);
    expect(row.getByText(new RegExp(formatDateTimeId(phone.created_at)))).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Firefox di Windows' })).toBeTruthy();
    await user.click(row.getByRole('button', { name: MSG.securitySessionEnd }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Chrome di Android' })).toBeNull());
    expect(api.callsTo(`DELETE /v1/staff/security/sessions/${phone.id}`)).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'Firefox di Windows' })).toBeTruthy();
  });
});
