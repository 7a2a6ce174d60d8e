import { ApiError } from '../../../lib/api-client';

/**
 * A refusal that is about the password itself belongs at the password field: a wrong one (the
 * export answers 401, a request 422 naming the field `password`).
 */
export function isPasswordError(err: unknown): err is ApiError {
  return (
    err instanceof ApiError &&
    (err.httpStatus === 401 || err.httpStatus === 403 || err.fieldErrors.some((f) => f.field === 'password'))
  );
}
