/**
 * Step-up in the API client (decision 0109): a staff call answering 403 with `SC.stepUpRequired`
 * asks the handler (the step-up dialog) for a fresh factor and, once the server has taken it, is
 * sent once more; the screen that made the call sees only the final answer. A cancelled dialog (or
 * a second refusal) leaves the server's refusal to the screen. Set by the staff shell only.
 */
import { SC } from '@kilau/shared';
import { setReplyHook } from '../api-client';

/** Resolves true once the server has taken a factor, false when the person cancels. */
export type StepUpHandler = () => Promise<boolean>;

export function setStepUpHandler(handler: StepUpHandler | null) {
  if (!handler) {
    setReplyHook(null);
    return;
  }
  /** The one step-up for calls refused at the same moment: one dialog, one factor. */
  let pending: Promise<boolean> | null = null;
  setReplyHook(async (response, again) => {
    if (response.status !== 403) return response;
    const json = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { status_code?: unknown };
    if (String(json.status_code) !== String(SC.stepUpRequired)) return response;
    pending ??= handler().finally(() => {
      pending = null;
    });
    const passed = await pending.catch(() => false);
    return passed ? again() : response;
  });
}
