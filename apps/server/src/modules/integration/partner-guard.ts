/**
 * The integration routes' guard: a partner's key as `Authorization: Bearer <key>` (decision 0070),
 * then the partner's own rate limit, so one partner's burst never spends another's allowance, then
 * the partner's kind (decision 0105): the exchange reports trades, a bank balances, either of them
 * fund movements (decision 0199); a partner made before kinds existed reports nothing until given one.
 */
import { MSG } from '@kilau/shared';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { authenticatePartner, type Partner, type PartnerKind } from './partner-keys';

/** Calls per partner per minute (scaled by RATE_LIMIT_SCALE); 500 trades a call at most. */
export const PARTNER_CALLS_PER_MINUTE = 120;

const partners = new WeakMap<FastifyRequest, Partner>();

/** The partner the guard authenticated for this request. */
export function partnerOf(req: FastifyRequest): Partner {
  const partner = partners.get(req);
  if (!partner) throw new ApiError(401, 401, MSG.integrationKeyInvalid, 'Unauthorized');
  return partner;
}

/** Answers the guard of the routes a partner of one of `kinds` may call; the limit is shared by all. */
export function partnerGuard(app: FastifyInstance): (...kinds: PartnerKind[]) => preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max: Math.ceil(PARTNER_CALLS_PER_MINUTE * app.config.RATE_LIMIT_SCALE),
    timeWindow: 60_000,
    keyGenerator: (req) => `integration:${partners.get(req)?.id ?? req.ip}`,
  });
  return (...kinds) =>
    async (req) => {
      const header = req.headers.authorization ?? '';
      const key = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
      // Unknown, inactive and absent keys get the same answer.
      const partner = key ? await authenticatePartner(app.db, key) : undefined;
      if (!partner) throw new ApiError(401, 401, MSG.integrationKeyInvalid, 'Invalid or inactive API key');
      partners.set(req, partner);
      const result = await limit(req);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(429, 429, MSG.tooManyRequests, 'Too many requests');
      }
      if (partner.kind === null || !kinds.includes(partner.kind)) {
        throw new ApiError(
          403,
          403,
          MSG.integrationKindForbidden,
          `Only a partner of kind ${kinds.join(' or ')} may call this`,
        );
      }
    };
}
