import { MSG, PASSWORD_MIN } from '@kilau/shared';

/** The four rules of a new password (spec 000 §5), in the order the checklist shows them. */
export function passwordRules(password: string, confirmation: string) {
  return [
    { label: MSG.newPasswordMin, met: password.length >= PASSWORD_MIN },
    { label: MSG.newPasswordCase, met: /[a-z]/.test(password) && /[A-Z]/.test(password) },
    { label: MSG.newPasswordDigitSymbol, met: /\d/.test(password) && /[^A-Za-z0-9]/.test(password) },
    { label: MSG.newPasswordMismatch, met: password.length > 0 && password === confirmation },
  ];
}
