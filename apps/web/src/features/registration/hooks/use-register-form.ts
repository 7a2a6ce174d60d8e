import type { RegisterForm } from '@kilau/shared';
import { useLazyForm } from '../../../lib/use-lazy-form';

export type RegisterField = keyof RegisterForm;
export const EMPTY_REGISTRATION: RegisterForm = {
  fullname: '',
  email: '',
  username: '',
  phonenumber: '',
  password: '',
  confirm_password: '',
};

// zod and the form's schema arrive after the first paint (decisions 0051, 0107).
const loadSchema = () => import('../lib/register-schema');

/**
 * The registration form's state without a form library (react-hook-form is about 14 kB gzip of the
 * entry page, decision 0107), with the rules the form had: a field is checked when it is left, and
 * at every change after that or after a submission; a submission checks every field, focuses the
 * first wrong one, and hands the schema's parsed values on. `setError` shows a message of the
 * server's (or of the uniqueness check) until the field is checked again.
 */
export function useRegisterForm() {
  return useLazyForm(EMPTY_REGISTRATION, () => loadSchema().then((m) => m.registerFormSchema));
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
