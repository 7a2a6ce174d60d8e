/**
 * The participant's risk rating, read by the broker's reviewers and the super admin under their
 * own prefixes (docs/product/risk-rating.md § Roles); the bank's staff and the partners never see
 * it, and a customer never does.
 */
import {
  PREFIX_ROLES,
  RISK_MODEL_ROLES,
  riskDryRunReplySchema,
  riskModelCreateBodySchema,
  riskModelDeclineBodySchema,
  riskModelListReplySchema,
  riskModelReplySchema,
  riskReplySchema,
  SC,
  type StaffPrefix,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { maySee } from '../visibility';
import { RiskModelsService } from './risk-models.service';
import { riskView } from './risk-view.service';

const RISK_PREFIXES: readonly StaffPrefix[] = ['admin-broker', 'super-admin'];

export const riskRatingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const prefix of RISK_PREFIXES) {
    app.get(
      `/v1/${prefix}/kyc/:id/risk`,
      {
        preValidation: app.requireStaff(PREFIX_ROLES[prefix].filter((r) => maySee(r, 'risk_rating'))),
        schema: {
          tags: ['risk-rating'],
          security: [{ bearer: [] }],
          summary: 'A participant’s risk rating: the current level, score and reasons, and every change',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: riskReplySchema, ...errorReplies(400, 401, 403, 404, 422) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await riskView(app, staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );
  }

  // The model's versions (decision 0189): the super admin only; the decisions with a fresh second factor.
  const models = new RiskModelsService(app);
  const superAdmin = app.requireStaff(RISK_MODEL_ROLES);
  const stepUp = app.requireStepUp();
  const base = '/v1/super-admin/risk-models';
  const tags = ['risk-rating'];
  const security = [{ bearer: [] }];
  const versionParams = z.object({ version: z.string().max(40) });
  const errors = errorReplies(400, 401, 403, 404, 409, 422);

  app.get(
    base,
    {
      preValidation: superAdmin,
      schema: {
        tags,
        security,
        summary: 'The risk model’s versions, newest first',
        response: { 200: riskModelListReplySchema, ...errors },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { models: await models.list(staffClaims(req)) } }),
  );

  app.post(
    base,
    {
      preValidation: superAdmin,
      schema: {
        tags,
        security,
        summary: 'Stores a new version as a draft',
        description:
          'The document is validated by the model’s schema (422 names each wrong field by its path); a version’s name is never reused (409).',
        body: riskModelCreateBodySchema,
        response: { 201: riskModelReplySchema, ...errors },
      },
    },
    async (req, reply) => {
      const model = await models.create(staffClaims(req), req.body.document, requestMeta(req));
      return reply.code(201).send({ status_code: SC.ok, data: { model } });
    },
  );

  app.get(
    `${base}/:version`,
    {
      preValidation: superAdmin,
      schema: {
        tags,
        security,
        summary: 'One version with its document',
        params: versionParams,
        response: { 200: riskModelReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { model: await models.get(staffClaims(req), req.params.version) },
    }),
  );

  app.post(
    `${base}/:version/dry-run`,
    {
      preValidation: superAdmin,
      schema: {
        tags,
        security,
        summary: 'Rates every current participant under the version in memory: who each level gains or loses',
        params: versionParams,
        response: { 200: riskDryRunReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await models.dryRun(staffClaims(req), req.params.version),
    }),
  );

  const decision = (
    path: string,
    summary: string,
    act: (
      claims: ReturnType<typeof staffClaims>,
      version: string,
      meta: ReturnType<typeof requestMeta>,
    ) => ReturnType<RiskModelsService['get']>,
  ) =>
    app.post(
      `${base}/:version/${path}`,
      {
        preValidation: [superAdmin, stepUp],
        schema: {
          tags,
          security,
          summary,
          params: versionParams,
          response: { 200: riskModelReplySchema, ...errors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: { model: await act(staffClaims(req), req.params.version, requestMeta(req)) },
      }),
    );
  decision('propose', 'Proposes a draft for activation; another super admin decides', (c, v, m) =>
    models.propose(c, v, m),
  );
  decision(
    'activate',
    'Activates a proposed version (not the proposer’s to decide); every participant is rated again',
    (c, v, m) => models.activate(c, v, m),
  );

  app.post(
    `${base}/:version/decline`,
    {
      preValidation: [superAdmin, stepUp],
      schema: {
        tags,
        security,
        summary: 'Declines a proposed version with a reason (not the proposer’s to decide)',
        params: versionParams,
        body: riskModelDeclineBodySchema,
        response: { 200: riskModelReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: {
        model: await models.decline(staffClaims(req), req.params.version, req.body.reason, requestMeta(req)),
      },
    }),
  );
};
