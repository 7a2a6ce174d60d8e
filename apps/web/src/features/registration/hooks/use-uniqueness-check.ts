import { MSG } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';
import { useRegisterCheck } from '../api/register-check';
import type { RegisterFormState } from './use-register-form';

export type UniqueField = 'email' | 'username' | 'phonenumber';

/**
 * docs/product/customer-area.md § Rules: email, username and phone are checked when they lose focus; a 400 means taken.
 * Only a value that passes its own rules is sent, and a late answer for a value the user has
 * since changed is ignored. Other failures stay silent: the submit checks again.
 */
export function useUniquenessCheck(form: RegisterFormState) {
  const check = useRegisterCheck();
  return async (field: UniqueField) => {
    if (!(await form.trigger(field))) return;
    const value = form.getValues(field).trim();
    try {
      await check.mutateAsync({ [field]: value });
    } catch (err) {
      const stillSame = form.getValues(field).trim() === value;
      if (err instanceof ApiError && err.httpStatus === 400 && stillSame) {
        form.setError(field, { type: 'server', message: MSG.alreadyRegistered });
      }
    }
  };
}
