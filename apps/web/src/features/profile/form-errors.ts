import { MSG } from '@kilau/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';

/**
 * Puts a failed save where the customer looks: the server's field errors (422) and 400
 * (already registered) on `field`; anything else as a toast.
 */
export function showSaveError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  field: Path<T>,
) {
  if (error instanceof ApiError) {
    if (error.fieldErrors.length > 0) {
      for (const e of error.fieldErrors) setError(e.field as Path<T>, { message: e.message });
      return;
    }
    if (error.httpStatus === 400) {
      setError(field, { message: error.messageId });
      return;
    }
    notifyError(error.messageId);
    return;
  }
  notifyError(MSG.technicalProblem);
}
