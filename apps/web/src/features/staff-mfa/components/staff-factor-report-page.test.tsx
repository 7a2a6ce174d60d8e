import { MSG, SC } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import StaffFactorReportPage from './staff-factor-report-page';

describe("the mailed 'this was not me' page (decision 0119)", () => {
  it('spends nothing on opening, and sends the token from the fragment when the person presses the button', async () => {
    const api = mockApi({ 'POST /v1/auth/mfa/report': { body: { status_code: '00' } } });
    renderScreen(<StaffFactorReportPage />, { path: '/staf/bukan-saya#tok-123', route: '/staf/bukan-saya' });
    expect(screen.getByText(MSG.factorReportQuestion)).toBeTruthy();
    expect(api.callsTo('POST /v1/auth/mfa/report')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.factorReportButton }));
    expect(await screen.findByText(MSG.factorReportDone)).toBeTruthy();
    expect(api.callsTo('POST /v1/auth/mfa/report').map((c) => c.body)).toEqual([{ token: 'tok-123' }]);
  });

  it('shows the server’s refusal of a used link', async () => {
    mockApi({ 'POST /v1/auth/mfa/report': apiError(410, SC.expired, MSG.factorReportInvalid) });
    renderScreen(<StaffFactorReportPage />, { path: '/staf/bukan-saya#dipakai', route: '/staf/bukan-saya' });
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.factorReportButton }));
    expect(await screen.findByText(MSG.factorReportInvalid)).toBeTruthy();
  });
});
