/**
 * What a step's save comes back with, mapped to what the screen does (docs/product/onboarding.md § States, Messages): '00' → a
 * short success toast, then the next route; '2004' → 'Data sudah di submit'; any other code →
 * 'kesalahan sistem'. A failure: 422 → the first validation message (and each field's message on
 * the form), 400 → err_message_id as a toast, no connection → MSG.networkError. The form keeps
 * everything typed in every case.
 */
import { AFTER_SUCCESS_DELAY_MS, MSG, NOTIFICATION_MS, ONBOARDING_SC } from '@kilau/shared';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';

export type StepSaveOutcome =
  | { kind: 'next'; message: string }
  | { kind: 'error'; message: string; fieldErrors: { field: string; message: string }[] };

/** The outcome of a save reply (HTTP 200). */
export function replyOutcome(reply: { status_code: string | number }): StepSaveOutcome {
  const code = String(reply.status_code);
  if (code === ONBOARDING_SC.ok) return { kind: 'next', message: MSG.stepSaved };
  if (code === ONBOARDING_SC.alreadySubmitted)
    return { kind: 'error', message: MSG.stepAlreadySubmitted, fieldErrors: [] };
  return { kind: 'error', message: MSG.stepSystemError, fieldErrors: [] };
}

/** The outcome of a failed save (thrown by apiRequest). */
export function errorOutcome(err: unknown): StepSaveOutcome {
  if (!(err instanceof ApiError)) return { kind: 'error', message: MSG.stepSystemError, fieldErrors: [] };
  if (err.httpStatus === 0) return { kind: 'error', message: MSG.networkError, fieldErrors: [] };
  if (err.httpStatus === 422) {
    const first = err.fieldErrors[0]?.message ?? err.messageId;
    return { kind: 'error', message: first, fieldErrors: err.fieldErrors };
  }
  if (err.httpStatus === 400) return { kind: 'error', message: err.messageId, fieldErrors: err.fieldErrors };
  // A 200 whose status_code is a step code never lands here; other HTTP failures carry their text.
  return { kind: 'error', message: err.messageId || MSG.stepSystemError, fieldErrors: [] };
}

export interface StepSaveHandlers {
  navigate: (to: string) => void;
  /** Puts a server field error on the form ('identity_address.postcode' paths as sent). */
  setFieldError?: (field: string, message: string) => void;
  /** Delay before moving on after '00' (a short toast first). */
  delayMs?: number;
}

/** Shows the outcome and, on '00', moves to `next` after the toast. Returns the outcome. */
export function applyStepOutcome(outcome: StepSaveOutcome, next: string | null, h: StepSaveHandlers) {
  if (outcome.kind === 'next') {
    notifySuccess(outcome.message, NOTIFICATION_MS);
    const go = () => next && h.navigate(next);
    const delay = h.delayMs ?? STEP_NEXT_DELAY_MS;
    if (delay <= 0) go();
    else setTimeout(go, delay);
    return outcome;
  }
  for (const e of outcome.fieldErrors) h.setFieldError?.(e.field, e.message);
  notifyError(outcome.message);
  return outcome;
}

/** A short pause so the success toast is seen before the next screen (shorter than the 2 s of registration). */
export const STEP_NEXT_DELAY_MS = Math.min(800, AFTER_SUCCESS_DELAY_MS);

export interface RunStepSaveOptions<Reply> extends StepSaveHandlers {
  /** How a failed save reads: errorOutcome by default; steps 3–5 say 'Cek kembali inputan anda'. */
  failure?: (err: unknown) => StepSaveOutcome;
  /** Runs on '00' before the screen moves on (re-reading what the save changed, a warning). */
  onSaved?: (reply: Reply) => void | Promise<void>;
}

/**
 * Runs a save and applies its outcome: `await runStepSave(() => api(...), nextRoute, options)`.
 * Never throws; the form's values are untouched.
 */
export async function runStepSave<Reply extends { status_code: string | number }>(
  save: () => Promise<Reply>,
  next: string | null,
  o: RunStepSaveOptions<Reply>,
): Promise<StepSaveOutcome> {
  let outcome: StepSaveOutcome;
  try {
    const reply = await save();
    outcome = replyOutcome(reply);
    if (outcome.kind === 'next') await o.onSaved?.(reply);
  } catch (err) {
    outcome = (o.failure ?? errorOutcome)(err);
  }
  return applyStepOutcome(outcome, next, o);
}
