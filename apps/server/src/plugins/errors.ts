/**
 * The one error shape of the API (architecture.md §4): { status_code, err_message, err_message_id, error? }.
 * Services throw ApiError; validation failures become 422 with every field's message; anything
 * unexpected becomes a 500 that carries no internals.
 */

import { apiErrorSchema, installIndonesianZodErrors, MSG } from '@kilau/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FileStoreUnavailable } from './files';

export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly statusCode: string | number,
    /** The Indonesian text the screen shows. */
    readonly messageId: string,
    /** A short technical description for logs and integrators. */
    message: string = messageId,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Response schemas for a route's error statuses, all of the one error shape (for /docs). */
export function errorReplies<const C extends readonly number[]>(...codes: C) {
  return Object.fromEntries(codes.map((c) => [c, apiErrorSchema])) as {
    [K in C[number]]: typeof apiErrorSchema;
  };
}

export function errorBody(e: ApiError) {
  return { status_code: e.statusCode, err_message: e.message, err_message_id: e.messageId, ...e.extra };
}

/** Whether a parsed input holds a NUL character anywhere (strings, keys, nested values). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/** Zod's paths come as "/body/email" or "email"; the screen wants the field name. */
function fieldOf(instancePath: string, params: unknown): string {
  const p = instancePath
    .replace(/^\/?(body|querystring|params|headers)(\/|$)/, '')
    .replace(/^\//, '')
    .replace(/\//g, '.');
  if (p) return p;
  const issue = (params as { issue?: { path?: unknown[] } } | undefined)?.issue;
  return issue?.path?.join('.') ?? '';
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    // Field messages of validation replies come from zod: in Indonesian, never zod's English.
    installIndonesianZodErrors();

    // PostgreSQL text cannot hold a NUL character, so no real input has one; without this check a
    // NUL in a path, a query or a JSON body reached the database and answered 500.
    app.addHook('preValidation', async (req) => {
      if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
        throw new ApiError(400, 400, MSG.invalidInput, 'NUL character in the input');
      }
    });
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof ApiError) {
        return reply.status(err.httpStatus).send(errorBody(err));
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const error = err.validation.map((v) => ({
          field: fieldOf(v.instancePath, v.params),
          message: v.message ?? MSG.invalidInput,
        }));
        return reply.status(422).send({
          status_code: 422,
          err_message: 'Validation failed',
          err_message_id: error[0]?.message ?? MSG.invalidInput,
          error,
        });
      }
      if (err instanceof FileStoreUnavailable) {
        // The object store is down or slow: nothing was recorded, and the same request can be sent
        // again in a moment (decision 0079).
        req.log.error({ err }, 'file store unavailable');
        return reply
          .status(503)
          .header('retry-after', '30')
          .send({
            status_code: 503,
            err_message: 'File storage unavailable',
            // A read loses nothing; a write (an upload, a recording's chunk) was not kept.
            err_message_id: req.method === 'GET' ? MSG.storageUnavailableRead : MSG.storageUnavailable,
          });
      }
      if (err.statusCode === 429) {
        return reply
          .status(429)
          .send({ status_code: 429, err_message: 'Too many requests', err_message_id: MSG.tooManyRequests });
      }
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        return reply.status(err.statusCode).send({
          status_code: err.statusCode,
          err_message: err.code ?? 'Bad request',
          err_message_id: MSG.invalidInput,
        });
      }
      req.log.error({ err }, 'unhandled error');
      return reply
        .status(500)
        .send({ status_code: 500, err_message: 'Internal server error', err_message_id: MSG.serverError });
    });
  },
  { name: 'errors' },
);
