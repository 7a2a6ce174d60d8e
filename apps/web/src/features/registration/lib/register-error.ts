import { MSG } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';

/**
 * docs/product/customer-area.md § Messages "Registration": the first entry of the error list, otherwise err_message_id,
 * otherwise err_message (the API client already prefers err_message_id over err_message).
 */
export function registerErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return MSG.technicalProblem;
  return err.fieldErrors[0]?.message || err.messageId;
}
