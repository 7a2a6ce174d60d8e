import { MSG } from '@kilau/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { settle, typeCode, withFakeTimers } from '../../../testing/otp';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { OtpModal } from './otp-modal';

const registration = { email: 'budi@example.com', phonenumber: '081234567890', token: 't' };

describe('registration OTP modal', () => {
  withFakeTimers(() =>
    Promise.all([import('../api/reply-schemas'), import('../../../components/ui/otp-resolver')]),
  );

  it('counts down 30 seconds, then offers a resend that restarts it', async () => {
    const api = mockApi({
      'POST /v2/user/register/resend/otp': { body: { status_code: '00', resend_in: 30 } },
    });
    renderScreen(<OtpModal registration={registration} onReRegister={() => {}} onChangeNumber={() => {}} />);
    await settle();
    expect(screen.getByText(`${MSG.otpResendIn} 00:30`)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText(`${MSG.otpResendIn} 00:20`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.otpResendLink })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    fireEvent.click(screen.getByRole('button', { name: MSG.otpResendLink }));
    await settle();
    expect(api.callsTo('POST /v2/user/register/resend/otp')[0]?.body).toEqual(registration);
    expect(screen.getByText(`${MSG.otpResendIn} 00:30`)).toBeTruthy();
  });

  it('requires the code, then stops the timer on 9001 and offers to register again', async () => {
    mockApi({ 'POST /v2/user/register/verify/otp': apiError(400, 9001, MSG.otpMaxReached) });
    const onReRegister = vi.fn();
    renderScreen(
      <OtpModal registration={registration} onReRegister={onReRegister} onChangeNumber={() => {}} />,
    );
    await settle();
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    await settle();
    expect(screen.getByText('Kode OTP Tidak Boleh kosong')).toBeTruthy();
    typeCode('123456');
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(MSG.otpMaxReached);
    expect(screen.queryByText(new RegExp(MSG.otpResendIn))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: MSG.buttonReRegister }));
    expect(onReRegister).toHaveBeenCalled();
  });

  it('shows the verified state with an OK button after a good code', async () => {
    const api = mockApi({ 'POST /v2/user/register/verify/otp': { body: { status_code: '00' } } });
    renderScreen(<OtpModal registration={registration} onReRegister={() => {}} onChangeNumber={() => {}} />);
    await settle();
    typeCode('654321');
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    await settle();
    expect(api.callsTo('POST /v2/user/register/verify/otp')[0]?.body).toEqual({
      ...registration,
      otp: '654321',
    });
    expect(screen.getByText(MSG.registerVerifiedText)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.buttonOk })).toBeTruthy();
  });

  it('reports a 404 as a technical problem', async () => {
    mockApi({ 'POST /v2/user/register/verify/otp': apiError(404, 404, 'Not found') });
    renderScreen(<OtpModal registration={registration} onReRegister={() => {}} onChangeNumber={() => {}} />);
    await settle();
    typeCode('111111');
    fireEvent.click(screen.getByRole('button', { name: MSG.otpVerify }));
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(MSG.technicalProblem);
  });
});
