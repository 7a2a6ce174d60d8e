import { MSG, PASSWORD_MIN } from '@kilau/shared';

/**
 * The four rules of a new password (docs/product/customer-area.md § Rules), in the order the checklist shows them. The last
 * one says what is true of the two fields: 'Password tidak sesuai' only while a typed confirmation
 * differs, else the goal of both being the same (ticked once they are).
 */
export function passwordRules(password: string, confirmation: string) {
  const differs = confirmation.length > 0 && password !== confirmation;
  return [
    { label: MSG.newPasswordMin, met: password.length >= PASSWORD_MIN },
    { label: MSG.newPasswordCase, met: /[a-z]/.test(password) && /[A-Z]/.test(password) },
    { label: MSG.newPasswordDigitSymbol, met: /\d/.test(password) && /[^A-Za-z0-9]/.test(password) },
    differs
      ? { label: MSG.newPasswordMismatch, met: false }
      : { label: MSG.newPasswordMatch, met: password.length > 0 && password === confirmation },
  ];
}
