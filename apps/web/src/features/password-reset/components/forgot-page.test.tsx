import { MSG, SC } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import ForgotPage from './forgot-page';

describe('ForgotPage', () => {
  it('shows the 24-hour lock (9012) in the dialog with Coba Lagi, and sends no one to the code page', async () => {
    mockApi({ 'POST /v2/user/forgot': apiError(400, SC.resetMaxEntry, MSG.resetOtpMaxEntry) });
    const { location } = renderScreen(<ForgotPage />, { path: '/resetpassword' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(MSG.emailLabel, { exact: false }), 'budi@kilau.test');
    await user.click(screen.getByRole('button', { name: MSG.buttonSubmit }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(MSG.resetOtpMaxEntry);
    expect(screen.getByRole('button', { name: MSG.buttonRetry })).toBeTruthy();
    expect(location()).toBe('/resetpassword');
  });
});
