/**
 * Authentication guards. Customer routes and staff routes are separate groups, each with its own
 * guard (architecture.md §3.6): `app.requireCustomer` and `app.requireStaff(roles?)` put the verified
 * claims on `req.auth`. Routes declare them as `preValidation` hooks, so that a caller without a
 * valid token learns 401 before anything of the request's shape (never 422); a test calls every
 * route of the OpenAPI document to hold it (guards.int.test.ts).
 */

import { MSG, SC, STEP_UP_WINDOW_SECONDS } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { sessions, staffUsers } from '../db/schema';
import { ApiError } from './errors';

export type SubjectType = 'user' | 'staff';

/** What a verified access token says: the signed-in subject, its session, kind and role. */
export interface AccessClaims {
  sub: string;
  sid: string;
  typ: SubjectType;
  role: number | null;
}

/**
 * The guards' one dependency on the auth module, handed in by the app: the session service's
 * token check (signature, expiry, a live session). Plugins never import modules.
 */
export interface AuthPluginOptions {
  verifyAccess: (token: string) => Promise<AccessClaims | null>;
}

/** The staff row the guard read for a request. */
export interface GuardedStaffRow {
  role: number;
  active: boolean;
  bankCode: string | null;
  platformId: string | null;
}

/**
 * The staff row the guard read, keyed by that request's claims: the guard reads the row once,
 * and the record scope of the same request (modules/auth/staff-scope.ts) uses it instead of a
 * second read.
 */
const rowsByRequest = new WeakMap<AccessClaims, GuardedStaffRow>();

export function guardedStaffRow(claims: AccessClaims): GuardedStaffRow | undefined {
  return rowsByRequest.get(claims);
}

declare module 'fastify' {
  interface FastifyInstance {
    requireCustomer: preHandlerAsyncHookHandler;
    requireStaff: (roles?: readonly number[]) => preHandlerAsyncHookHandler;
    /**
     * After `requireStaff`: the session must have used a second factor within the step-up window
     * (decision 0109), else 403 with `SC.stepUpRequired`; the web asks for a factor and repeats.
     */
    requireStepUp: () => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h?.startsWith('Bearer ')) return null;
  return h.slice(7).trim() || null;
}

const unauthorized = () => new ApiError(401, 401, MSG.unauthorized, 'Unauthorized');

/** The signed-in user's id, in a handler behind `requireCustomer` or `requireStaff`. */
export function callerId(req: FastifyRequest): string {
  if (!req.auth) throw unauthorized();
  return req.auth.sub;
}

/** Claims that `requireStaff` verified: a staff member's token. */
export type StaffClaims = AccessClaims & { typ: 'staff' };

const isStaff = (claims: AccessClaims): claims is StaffClaims => claims.typ === 'staff';

/**
 * The signed-in staff member's claims, in a handler behind `requireStaff`. Answers 401 without
 * claims and 403 for a customer's, as the guard does, so a route that lost its guard fails closed.
 */
export function staffClaims(req: FastifyRequest): StaffClaims {
  if (!req.auth) throw unauthorized();
  if (!isStaff(req.auth)) throw new ApiError(403, 403, MSG.forbidden, 'Staff route');
  return req.auth;
}

/** Whom a guard lets in: read by the route index (docs/routes.md), never by a request. */
export type GuardAudience = { audience: 'customer' } | { audience: 'staff'; roles: readonly number[] | null };

const audiences = new WeakMap<object, GuardAudience>();

const stepUpGuards = new WeakSet<object>();

/** Whether a route's hook is the step-up guard (the route index marks such routes). */
export function isStepUpGuard(hook: unknown): boolean {
  return typeof hook === 'function' && stepUpGuards.has(hook);
}

/** Whether a route's guards include the step-up (its hooks as Fastify hands them to onRoute). */
export function routeNeedsStepUp(route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>) {
  return [route.onRequest, route.preValidation, route.preHandler].flat().some((hook) => isStepUpGuard(hook));
}

/**
 * The sentence every step-up route's OpenAPI description ends with, added by this plugin from the
 * route's own guard (decision 0124), so the document cannot say otherwise than the guard does.
 */
export const STEP_UP_NOTE = `Step-up: the session must have used its second factor within the last ${
  STEP_UP_WINDOW_SECONDS / 60
} minutes, else 403 with status_code ${SC.stepUpRequired}; POST /v1/staff/step-up renews it (decision 0109).`;

/** The audience of a route's hook, when it is one of this plugin's guards. */
export function guardAudience(hook: unknown): GuardAudience | undefined {
  return typeof hook === 'function' ? audiences.get(hook) : undefined;
}

function marked<T extends object>(guard: T, audience: GuardAudience): T {
  audiences.set(guard, audience);
  return guard;
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
    app.decorateRequest('auth', null);

    async function authenticate(req: FastifyRequest): Promise<AccessClaims> {
      const token = bearer(req);
      if (!token) throw unauthorized();
      const claims = await opts.verifyAccess(token);
      if (!claims) throw unauthorized();
      req.auth = claims;
      return claims;
    }

    app.decorate(
      'requireCustomer',
      marked(
        async (req: FastifyRequest, _reply: FastifyReply) => {
          const claims = await authenticate(req);
          if (claims.typ !== 'user') throw new ApiError(403, 403, MSG.forbidden, 'Customer route');
        },
        { audience: 'customer' },
      ),
    );

    const staffGuard = (roles?: readonly number[]) => async (req: FastifyRequest) => {
      const claims = await authenticate(req);
      if (claims.typ !== 'staff') throw new ApiError(403, 403, MSG.forbidden, 'Staff route');
      // The token's role must still be the staff member's role: a demotion or a deactivation
      // takes effect on the next request, not when the token expires (decision 0056).
      const [row] = await app.db
        .select({
          role: staffUsers.role,
          active: staffUsers.active,
          bankCode: staffUsers.bankCode,
          platformId: staffUsers.platformId,
        })
        .from(staffUsers)
        .where(eq(staffUsers.id, claims.sub))
        .limit(1);
      if (!row?.active || row.role !== claims.role) throw unauthorized();
      // The request's record scope is read from this same row (staff-scope.ts), not read again.
      rowsByRequest.set(claims, row);
      if (roles && (claims.role === null || !roles.includes(claims.role))) {
        throw new ApiError(403, 403, MSG.forbidden, 'Role not allowed');
      }
    };

    app.decorate('requireStaff', (roles?: readonly number[]) =>
      marked(staffGuard(roles), { audience: 'staff', roles: roles ?? null }),
    );

    const stepUpGuard = async (req: FastifyRequest) => {
      // Runs after requireStaff; without its claims the route fails closed.
      if (req.auth?.typ !== 'staff') throw unauthorized();
      const [row] = await app.db
        .select({ factorAt: sessions.factorAt })
        .from(sessions)
        .where(eq(sessions.id, req.auth.sid))
        .limit(1);
      // Compared on the JS clock, as it was written (PGlite and PostgreSQL agree under a fake clock).
      const fresh = !!row?.factorAt && Date.now() - row.factorAt.getTime() <= STEP_UP_WINDOW_SECONDS * 1000;
      if (!fresh) throw new ApiError(403, SC.stepUpRequired, MSG.stepUpRequired, 'Step-up required');
    };
    stepUpGuards.add(stepUpGuard);
    app.decorate('requireStepUp', () => stepUpGuard);

    // A route behind the step-up says so in its OpenAPI description (decision 0124): read from the
    // guard the route declares, never written by hand beside it.
    app.addHook('onRoute', (route) => {
      if (!routeNeedsStepUp(route)) return;
      const schema = route.schema ?? {};
      if (schema.description?.endsWith(STEP_UP_NOTE)) return;
      route.schema = { ...schema, description: [schema.description, STEP_UP_NOTE].filter(Boolean).join(' ') };
    });
  },
  { name: 'auth', dependencies: ['infra'] },
);
