/**
 * The counter's reply shape (docs/product/back-office.md § Calls, Messages): the text to show is in data.message, on a success
 * and on a failure alike. Shared by the counter's routes and the video-call routes (both serve
 * /v1/counter/* paths), so it sits below both.
 */
import { apiErrorSchema, SC } from '@kilau/shared';
import { z } from 'zod';
import { ApiError } from './errors';

/** The counter's failures carry their text in data.message too, as its screens read it. */
const counterErrorSchema = apiErrorSchema.extend({ data: z.object({ message: z.string() }).optional() });
export const counterErrors = Object.fromEntries(
  [400, 401, 403, 404, 409, 422].map((c) => [c, counterErrorSchema]),
) as Record<400 | 401 | 403 | 404 | 409 | 422, typeof counterErrorSchema>;

/** Runs a review-style action and answers it in the counter's shape, failures included. */
export async function counterReply(message: string, act: () => Promise<{ activity_id: string }>) {
  try {
    const { activity_id } = await act();
    return { status_code: SC.ok, activity_id, data: { status: 200, message, activity_id } };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    throw new ApiError(err.httpStatus, err.statusCode, err.messageId, err.message, {
      ...err.extra,
      data: { message: err.messageId },
    });
  }
}
