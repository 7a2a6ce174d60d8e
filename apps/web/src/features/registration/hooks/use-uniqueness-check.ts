import { MSG, type RegisterForm } from '@kilau/shared';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useRegisterCheck } from '../api/register-check';

export type UniqueField = 'email' | 'username' | 'phonenumber';

/**
 * Spec 000 §5: email, username and phone are checked when they lose focus; a 400 means taken.
 * Only a value that passes its own rules is sent, and a late answer for a value the user has
 * since changed is ignored. Other failures stay silent: the submit checks again.
 */
export function useUniquenessCheck(form: UseFormReturn<RegisterForm>) {
  const check = useRegisterCheck();
  return async (field: UniqueField) => {
    if (!(await form.trigger(field))) return;
    const value = form.getValues(field).trim();
    try {
      await check.mutateAsync({ [field]: value });
    } catch (err) {
      const stillSame = form.getValues(field).trim() === value;
      if (err instanceof ApiError && err.httpStatus === 400 && stillSame) {
        form.setError(field, { type: 'taken', message: MSG.alreadyRegistered });
      }
    }
  };
}
