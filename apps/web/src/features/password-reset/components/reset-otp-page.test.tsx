import { MSG } from '@kilau/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settle, typeCode, withFakeTimers } from '../../../testing/otp';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { resetStore } from '../lib/reset-store';
import ResetOtpPage from './reset-otp-page';

describe('ResetOtpPage', () => {
  withFakeTimers(() => Promise.all([import('../api/reply-schemas'), import('../lib/form-resolvers')]));

  it('sends the user back to /resetpassword without a stored e-mail', () => {
    const { location } = renderScreen(<ResetOtpPage />, { path: '/reset-input-otp' });
    expect(location()).toBe('/resetpassword');
  });

  it('counts down 60 seconds before offering a resend', async () => {
    resetStore.start('budi@example.com', 60);
    mockApi({ 'POST /v2/user/resend-forgot': { body: { status_code: '00', message: 'ok', resend_in: 60 } } });
    renderScreen(<ResetOtpPage />, { path: '/reset-input-otp' });
    await settle();
    expect(screen.getByText(`${MSG.otpResendIn} 01:00`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByText(`${MSG.otpResendIn} 00:01`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    fireEvent.click(screen.getByRole('button', { name: MSG.otpResendLink }));
    await settle();
    expect(screen.getByText(`${MSG.otpResendIn} 01:00`)).toBeTruthy();
  });

  it('stores the validate_token and moves on after a good code', async () => {
    resetStore.start('budi@example.com', 60);
    mockApi({ 'POST /v2/user/verify-forgot': { body: { status_code: '00', validate_token: 'vt' } } });
    const { location } = renderScreen(<ResetOtpPage />, { path: '/reset-input-otp' });
    await settle();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    await settle();
    expect(resetStore.get()?.token).toBe('vt');
    expect(location()).toBe('/confirm-resetpassword');
  });

  it('shows 9005 in a dialog that returns to the login', async () => {
    resetStore.start('budi@example.com', 60);
    mockApi({ 'POST /v2/user/verify-forgot': apiError(400, 9005, 'x') });
    const { location } = renderScreen(<ResetOtpPage />, { path: '/reset-input-otp' });
    await settle();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    // The dialog opens with a transition.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByText(MSG.resetOtpSessionEnded)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.buttonOk }));
    await settle();
    expect(location()).toBe('/login');
    expect(resetStore.get()).toBeNull();
  });
});
