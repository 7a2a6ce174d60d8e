/**
 * Four-eyes routes (decision 0111): propose, approve, decline, the list, one proposal with its
 * evidence (decision 0133) and the badge's count under the broker's and the super admin's
 * prefixes; and the blacklist calls of docs/product/back-office.md § Calls, which now propose (the reply keeps its shape:
 * activity_id is the proposal's audit row). Proposing and deciding need a factor used within the
 * last 15 minutes (decision 0109); the guards run before validation. The modules four eyes acts
 * through hand in their part (effects.ts) when the routes are registered (decision 0176).
 */
import {
  counterActionReplySchema,
  decideBodySchema,
  declineBodySchema,
  MSG,
  PREFIX_ROLES,
  proposalCountReplySchema,
  proposalEvidenceReplySchema,
  proposalListQuerySchema,
  proposalListReplySchema,
  proposalReplySchema,
  proposeBodySchema,
  REVIEW_ACTION_ROLES,
  reasonBodySchema,
  reviewActionReplySchema,
  SC,
  SCREENING_READ_ROLES,
  type StaffPrefix,
} from '@kilau/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { counterErrors, counterReply } from '../../plugins/counter-reply';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { caseDecisionRoutes } from './case-decision.routes';
import type { FourEyesWiring, ProposalParticipant } from './effects';
import { FourEyesService } from './four-eyes.service';

const tags = ['four-eyes'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().uuid() });
const readErrors = errorReplies(400, 401, 403, 404, 422);
const actionErrors = errorReplies(400, 401, 403, 404, 409, 422);
const PREFIXES: readonly StaffPrefix[] = ['admin-broker', 'super-admin'];

/** The routes, given what the modules above four eyes hand it (built on the routes' instance). */
export const fourEyesRoutes =
  <P extends ProposalParticipant>(wire: (app: FastifyInstance) => FourEyesWiring<P>): FastifyPluginAsyncZod =>
  (app) =>
    routes(app, new FourEyesService(app, wire(app)));

const routes = async <P extends ProposalParticipant>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  fourEyes: FourEyesService<P>,
) => {
  const stepUp = app.requireStepUp();
  // A monitoring case's decisions: the compliance officer's, on the case (decision 0209).
  await caseDecisionRoutes(app, fourEyes);

  for (const prefix of PREFIXES) {
    const roles = PREFIX_ROLES[prefix].filter((r) => (SCREENING_READ_ROLES as readonly number[]).includes(r));
    const guard = app.requireStaff(roles);
    const base = `/v1/${prefix}/proposals`;

    app.post(
      base,
      {
        preValidation: [guard, stepUp],
        schema: {
          tags,
          security,
          summary: 'Proposes a decision for a second person to approve or decline',
          description:
            '403 when the role may not propose this kind; 409 with status_code 2044 when one of the same kind is pending; approve: 409 2040 with an open match, 409 when no second person is needed.',
          body: proposeBodySchema,
          response: { 201: proposalReplySchema, ...actionErrors },
        },
      },
      async (req, reply) => {
        const { proposal } = await fourEyes.propose(staffClaims(req), req.body, requestMeta(req));
        return reply.code(201).send({ status_code: SC.ok, data: { proposal } });
      },
    );

    app.get(
      base,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary:
            'A page of proposals in the caller’s scope ("to_decide": pending ones the caller may decide)',
          querystring: proposalListQuerySchema,
          response: { 200: proposalListReplySchema, ...readErrors },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await fourEyes.list(staffClaims(req), req.query) }),
    );

    app.get(
      `${base}/count`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'How many pending proposals the caller may decide (the navigation’s badge)',
          response: { 200: proposalCountReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: { to_decide: await fourEyes.countToDecide(staffClaims(req)) },
      }),
    );

    app.get(
      `${base}/:id`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary:
            'One proposal with the evidence a checker reads before deciding: the participant’s data and identity documents, the match with its list entry and breakdown, what changed since',
          description:
            'The same roles and record scope as the list (404 outside it); audited as a viewing of the participant.',
          params: idParams,
          response: { 200: proposalEvidenceReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await fourEyes.evidence(staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );

    app.post(
      `${base}/:id/approve`,
      {
        preValidation: [guard, stepUp],
        schema: {
          tags,
          security,
          summary: 'A second person approves a proposal: the decision takes effect',
          description:
            '409 2042 for the proposer; 403 for a role that may not decide it; 409 2043 when the evidence changed (the proposal lapses); 409 2044 when decided meanwhile.',
          params: idParams,
          body: decideBodySchema,
          response: { 200: proposalReplySchema, ...actionErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: {
          proposal: await fourEyes.approve(
            staffClaims(req),
            req.params.id,
            req.body.reason,
            requestMeta(req),
          ),
        },
      }),
    );

    app.post(
      `${base}/:id/decline`,
      {
        preValidation: [guard, stepUp],
        schema: {
          tags,
          security,
          summary: 'A second person declines a proposal, with a reason',
          description:
            '409 2042 for the proposer; 403 for a role that may not decide it; 409 2044 when decided meanwhile.',
          params: idParams,
          body: declineBodySchema,
          response: { 200: proposalReplySchema, ...actionErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: {
          proposal: await fourEyes.decline(
            staffClaims(req),
            req.params.id,
            req.body.reason,
            requestMeta(req),
          ),
        },
      }),
    );
  }

  // The blacklist calls (docs/product/back-office.md § Calls): a proposal now, approved by a second person (decision 0111).
  const blacklisters = app.requireStaff(REVIEW_ACTION_ROLES.blacklist);
  const propose = async (
    req: Parameters<typeof staffClaims>[0],
    kind: 'blacklist' | 'unblacklist',
    id: string,
    reason: string,
  ) => {
    const { activityId } = await fourEyes.propose(
      staffClaims(req),
      { kind, customer_id: id, reason },
      requestMeta(req),
    );
    return {
      status_code: SC.ok,
      activity_id: activityId,
      data: { status_code: SC.ok, activity_id: activityId },
    };
  };

  app.put(
    '/v1/admin-broker/kyc/block/:id',
    {
      preValidation: [blacklisters, stepUp],
      schema: {
        tags: ['review'],
        security,
        summary: 'Proposes to blacklist a registered participant; a second person’s approval blacklists them',
        params: z.object({ id: z.string().max(64) }),
        body: reasonBodySchema,
        response: { 200: reviewActionReplySchema, ...actionErrors },
      },
    },
    (req) => propose(req, 'blacklist', req.params.id, req.body.description),
  );

  app.put(
    '/v1/admin-broker/kyc/unblock/:id',
    {
      preValidation: [blacklisters, stepUp],
      schema: {
        tags: ['review'],
        security,
        summary: 'Proposes to take a participant off the blacklist; a second person’s approval does it',
        description:
          'The description is optional here (the call had no body); without it the reason says so.',
        params: z.object({ id: z.string().max(64) }),
        body: reasonBodySchema.nullish(),
        response: { 200: reviewActionReplySchema, ...actionErrors },
      },
    },
    (req) =>
      propose(
        req,
        'unblacklist',
        req.params.id,
        req.body?.description ?? MSG.proposalUnblacklistDefaultReason,
      ),
  );

  app.put(
    '/v1/nasabah/blacklist/:id',
    {
      preValidation: [blacklisters, stepUp],
      schema: {
        tags: ['counter'],
        security,
        summary:
          'Proposes to blacklist a registered participant (the counter’s shape); a second person approves',
        params: z.object({ id: z.string().max(64) }),
        body: reasonBodySchema,
        response: { 200: counterActionReplySchema, ...counterErrors },
      },
    },
    (req) =>
      counterReply(MSG.proposalSubmitted, () =>
        propose(req, 'blacklist', req.params.id, req.body.description),
      ),
  );
};
