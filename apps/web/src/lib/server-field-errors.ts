import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api-client';

/**
 * Puts a form's refusal by the server where the user looks: each field error of a 422 under the
 * field `fieldOf` names for its path, the rest returned for an alert above the buttons (null when
 * every one found its field). Any other failure is returned whole, as its Indonesian message.
 * `fieldOf` returns undefined for a path the form has no field for.
 */
export function putServerFieldErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => Path<T> | undefined,
): string | null {
  if (!(err instanceof ApiError) || err.fieldErrors.length === 0) return errorMessage(err);
  const elsewhere: string[] = [];
  for (const f of err.fieldErrors) {
    const name = fieldOf(f.field);
    if (name) setError(name, { message: f.message });
    else elsewhere.push(f.message);
  }
  return elsewhere.length > 0 ? elsewhere.join(' ') : null;
}

/** A document's field path as the server names it under its create body (`document.`), without it. */
export const documentPath = (path: string) => path.replace(/^document\./, '');
