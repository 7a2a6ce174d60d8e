/**
 * The one save of every onboarding step (personal, work, finance, bank account, emergency contact,
 * attachments): PUT the step, then on '00' read the customer record again (its state and saved
 * sections move) with whatever else the save changed, show the short toast and open the next step
 * of the record's flow; otherwise the toast of the outcome and each server field error on the form
 * (docs/product/onboarding.md § States, Messages). The form keeps everything typed in every case.
 */
import { type FlowId, nextRoute, ONBOARDING_STEPS, type StepId } from '@kilau/shared';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { CUSTOMER_RECORD_KEY, useCustomerRecord } from '../api/customer-record';
import { FIX_LIST_KEY } from '../api/fix-list-key';
import { isFromReview } from './review-return';
import { runStepSave, type StepSaveOutcome } from './step-save';

export interface StepSaveConfig<Body, Reply> {
  flow: FlowId;
  step: StepId;
  /** The step's PUT. */
  save: (body: Body) => Promise<Reply>;
  /** Puts a server field error on the form (react-hook-form's setError). */
  setFieldError?: (field: string, message: string) => void;
  /** How a failed save reads (default: the server's message; steps 3–5: 'Cek kembali inputan anda'). */
  failure?: (err: unknown) => StepSaveOutcome;
  /** Queries a '00' makes stale besides the customer record (the section read back). */
  invalidate?: readonly QueryKey[];
  /** Runs on '00' after the re-reads, before moving on. */
  onSaved?: (reply: Reply) => void | Promise<void>;
  /** The pause after the success toast before the next screen. */
  delayMs?: number;
}

export function useStepSave<Body, Reply extends { status_code: string | number }>(
  config: StepSaveConfig<Body, Reply>,
): (body: Body) => Promise<StepSaveOutcome> {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  const { state } = useCustomerRecord();
  const review = ONBOARDING_STEPS.review.route;
  // Fixing what a reviewer asked (decision 0112): back to the list, where the item now shows fixed.
  // Opened with 'Ubah' from the review: back to the review once saved.
  const next =
    state === 'fix'
      ? paths.registerFix
      : isFromReview(search)
        ? review
        : (nextRoute(config.flow, config.step) ?? review);
  return (body) =>
    runStepSave(() => config.save(body), next, {
      navigate: (to) => void navigate(to),
      setFieldError: config.setFieldError,
      failure: config.failure,
      delayMs: config.delayMs,
      onSaved: async (reply) => {
        await Promise.all(
          [CUSTOMER_RECORD_KEY, FIX_LIST_KEY, ...(config.invalidate ?? [])].map((queryKey) =>
            queryClient.invalidateQueries({ queryKey }),
          ),
        );
        await config.onSaved?.(reply);
      },
    });
}
