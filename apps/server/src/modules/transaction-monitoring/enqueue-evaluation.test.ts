/**
 * The evaluation enqueued after an ingest (decision 0203): in slices, and a queue that fails is
 * logged, never thrown into the partner's call (the nightly round catches up).
 */
import { describe, expect, it, vi } from 'vitest';
import { EVALUATE_JOB, EVALUATE_SLICE, enqueueEvaluation } from './transaction-monitoring.job';

const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

/** The queue and the log the helper uses, the queue's enqueue given. */
function app(enqueue: (type: string, payload: { kyc_customer_ids: string[] }) => Promise<void>) {
  const log = { error: vi.fn() };
  return { deps: { jobs: { enqueue }, log } as unknown as Parameters<typeof enqueueEvaluation>[0], log };
}

describe('enqueueEvaluation', () => {
  it('enqueues each participant once, in slices', async () => {
    const calls: string[][] = [];
    const { deps } = app(async (type, payload) => {
      expect(type).toBe(EVALUATE_JOB);
      calls.push(payload.kyc_customer_ids);
    });
    const many = ids(EVALUATE_SLICE + 5);
    await enqueueEvaluation(deps, [...many, ...many.slice(0, 3)]);
    expect(calls.map((c) => c.length)).toEqual([EVALUATE_SLICE, 5]);
    expect(calls.flat()).toEqual(many);
  });

  it('logs a queue that fails and resolves', async () => {
    const { deps, log } = app(async () => {
      throw new Error('database gone');
    });
    await expect(enqueueEvaluation(deps, ids(2))).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledOnce();
  });
});
