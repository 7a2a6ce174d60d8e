/**
 * Which request a piece of work belongs to, carried across awaits (AsyncLocalStorage) and across
 * the job queue: a job enqueued while a request is handled keeps that request's id, and the log
 * lines of the job's run carry it (with the job's id), so an operator follows one request from
 * the HTTP call to the e-mail it sent (decision 0078).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface WorkContext {
  /** The HTTP request's id (Fastify's `reqId`). */
  reqId?: string;
  /** Set while a job runs. */
  job?: { id: string; type: string };
}

const context = new AsyncLocalStorage<WorkContext>();

/** The id of the request being handled (or whose job is running), if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.reqId;
}

/** Runs `work` as part of the request `reqId` (every request's hooks and handler run so). */
export function runInRequest<T>(reqId: string, work: () => T): T {
  return context.run({ reqId }, work);
}

/** Runs a job's handler with its request's id and its own, for the log lines it writes. */
export function runAsJob<T>(
  job: { id: string; type: string; requestId: string | null },
  work: () => Promise<T>,
) {
  return context.run({ reqId: job.requestId ?? undefined, job: { id: job.id, type: job.type } }, work);
}

/**
 * The fields a log line gets from the context (pino's `mixin`). Only within a job: a request's own
 * lines already carry `reqId` from Fastify's request logger.
 */
export function logContext(): Record<string, string> {
  const store = context.getStore();
  if (!store?.job) return {};
  return { ...(store.reqId ? { reqId: store.reqId } : {}), jobId: store.job.id, jobType: store.job.type };
}

export default fp(
  async function requestContextPlugin(app: FastifyInstance) {
    app.addHook('onRequest', (req, _reply, done) => {
      runInRequest(req.id, done);
    });
  },
  { name: 'request-context' },
);
