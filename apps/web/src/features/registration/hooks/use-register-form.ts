import type { RegisterForm } from '@kilau/shared';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';

export const EMPTY_REGISTRATION: RegisterForm = {
  fullname: '',
  email: '',
  username: '',
  phonenumber: '',
  password: '',
  confirm_password: '',
};

// zod and the form's schema arrive after the first paint (decision 0175).
const resolver = lazyResolver<RegisterForm>(() =>
  import('../lib/register-schema').then((m) => m.registerResolver),
);

/**
 * The registration form: a field is checked when it is left, and at every change after that or
 * after a submission; a submission checks every field and focuses the first wrong one.
 */
export function useRegisterForm() {
  return useForm<RegisterForm>({ resolver, mode: 'onTouched', defaultValues: EMPTY_REGISTRATION });
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
