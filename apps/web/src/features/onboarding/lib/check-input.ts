/**
 * docs/product/onboarding.md § Messages: an HTTP failure of the finance, bank and contact steps shows 'Cek kembali inputan
 * anda' instead of the server's text (a 422 still marks each field on the form). No connection,
 * rate limits and server faults keep their own text.
 */
import { MSG } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';
import { errorOutcome, type StepSaveOutcome } from './step-save';

export function checkInputOutcome(err: unknown): StepSaveOutcome {
  const outcome = errorOutcome(err);
  const rejected =
    err instanceof ApiError && err.httpStatus >= 400 && err.httpStatus < 500 && err.httpStatus !== 429;
  return rejected ? { ...outcome, message: MSG.stepCheckInput } : outcome;
}
