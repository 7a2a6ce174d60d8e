/**
 * The bot challenge for the login form (architecture.md §1, decision 0003): the browser fetches a fresh
 * ALTCHA challenge, solves it, and sends the solution as `clientCaptchaKey` with the login.
 */
import { captchaChallengeQuerySchema, captchaChallengeReplySchema } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HARD_CHALLENGE_FACTOR } from '../../plugins/captcha';
import { perIp } from '../../plugins/rate-limit';

/** A login needs one challenge; a page reload or an expiry a few more. */
const CHALLENGES_PER_MINUTE = 30;

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/captcha/challenge',
    {
      config: { rateLimit: perIp(CHALLENGES_PER_MINUTE, 60_000) },
      schema: {
        tags: ['auth'],
        summary: 'A fresh bot challenge for the login form, or provider "off"',
        description: `strength=hard: ${HARD_CHALLENGE_FACTOR} times the work, what a staff login needs after failed attempts (decision 0108).`,
        querystring: captchaChallengeQuerySchema,
        response: { 200: captchaChallengeReplySchema },
      },
    },
    async (req, reply) => {
      // A challenge is single-use: never let a cache hand the same one to two logins.
      reply.header('cache-control', 'no-store');
      if (app.captcha.provider === 'off') return { provider: 'off' as const };
      return {
        provider: 'altcha' as const,
        challenge: await app.captcha.createChallenge(req.query.strength),
      };
    },
  );
};
