import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { field, renderScreen } from '../../../testing/render';
import NewPasswordPage from './new-password-page';
import { PasswordChecklist } from './password-checklist';

const state = (label: string) => screen.getByText(label).closest('li')?.getAttribute('data-met');

describe('PasswordChecklist', () => {
  it('ticks each rule only when it is met', () => {
    renderScreen(<PasswordChecklist password="abc" confirmation="" />);
    expect(state('Gunakan minimal 8 karakter')).toBe('false');
    expect(state('Gunakan kombinasi huruf kapital dan huruf kecil')).toBe('false');
    expect(state('Gunakan kombinasi angka dan simbol')).toBe('false');
    expect(state(MSG.newPasswordMatch)).toBe('false');
    expect(screen.queryByText(MSG.newPasswordMismatch)).toBeNull();
  });

  it('says the passwords differ only while they do, and ticks the match once they are the same', () => {
    const differ = renderScreen(<PasswordChecklist password="Abcdefg1!" confirmation="Abc" />);
    expect(state(MSG.newPasswordMismatch)).toBe('false');
    expect(screen.queryByText(MSG.newPasswordMatch)).toBeNull();
    differ.unmount();
    renderScreen(<PasswordChecklist password="Abcdefg1!" confirmation="Abcdefg1!" />);
    expect(state(MSG.newPasswordMatch)).toBe('true');
    expect(screen.queryByText(MSG.newPasswordMismatch)).toBeNull();
  });

  it('follows the typing live on the new-password page', async () => {
    sessionStorage.setItem(
      'kilau.password-reset',
      JSON.stringify({ email: 'budi@example.com', resendAt: 0, token: 'vt' }),
    );
    renderScreen(<NewPasswordPage />, { path: '/confirm-resetpassword' });
    const user = userEvent.setup();
    await user.type(field(MSG.newPasswordLabel), 'abcdefgh');
    expect(state('Gunakan minimal 8 karakter')).toBe('true');
    expect(state('Gunakan kombinasi huruf kapital dan huruf kecil')).toBe('false');
    await user.type(field(MSG.newPasswordLabel), 'X1!');
    expect(state('Gunakan kombinasi huruf kapital dan huruf kecil')).toBe('true');
    expect(state('Gunakan kombinasi angka dan simbol')).toBe('true');
    expect(state(MSG.newPasswordMatch)).toBe('false');
    await user.type(field(MSG.newPasswordConfirmLabel), 'abcdefgh');
    expect(state(MSG.newPasswordMismatch)).toBe('false');
    await user.type(field(MSG.newPasswordConfirmLabel), 'X1!');
    expect(state(MSG.newPasswordMatch)).toBe('true');
    expect(screen.queryByText(MSG.newPasswordMismatch)).toBeNull();
  });

  it('sends the user back to the start of the flow without a token', () => {
    const { location } = renderScreen(<NewPasswordPage />, { path: '/confirm-resetpassword' });
    expect(location()).toBe('/resetpassword');
  });
});
