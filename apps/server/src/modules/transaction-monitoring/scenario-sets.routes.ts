/**
 * The scenario set's versions (docs/product/monitoring.md § The scenario set's versions; decision
 * 0214), under `/v1/compliance` like the alerts and cases: the compliance officer only, every
 * other role refused (403). Reading, storing a draft and its dry run decide nothing; the
 * proposal and the decisions need a fresh second factor (decision 0124), as the risk model's do.
 */
import {
  MONITORING_ROLES,
  SC,
  scenarioDryRunBodySchema,
  scenarioDryRunReplySchema,
  scenarioSetCreateBodySchema,
  scenarioSetDeclineBodySchema,
  scenarioSetListReplySchema,
  scenarioSetReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { ScenarioSetsService } from './scenario-sets.service';

export const scenarioSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const sets = new ScenarioSetsService(app);
  const officer = app.requireStaff(MONITORING_ROLES);
  const stepUp = app.requireStepUp();
  const base = '/v1/compliance/scenario-sets';
  const tags = ['monitoring'];
  const security = [{ bearer: [] }];
  const params = z.object({ version: z.string().max(40) });
  const errors = errorReplies(400, 401, 403, 404, 409, 422);

  app.get(
    base,
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'The scenario set’s versions, newest first',
        response: { 200: scenarioSetListReplySchema, ...errors },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { sets: await sets.list(staffClaims(req)) } }),
  );

  app.post(
    base,
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'Stores a new version as a draft',
        description:
          'The document is validated by the scenarios’ schema (422 names each wrong field by its path); a version’s name is never reused (409).',
        body: scenarioSetCreateBodySchema,
        response: { 201: scenarioSetReplySchema, ...errors },
      },
    },
    async (req, reply) => {
      const set = await sets.create(staffClaims(req), req.body.document, requestMeta(req));
      return reply.code(201).send({ status_code: SC.ok, data: { set } });
    },
  );

  app.get(
    `${base}/:version`,
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'One version with its document',
        params,
        response: { 200: scenarioSetReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { set: await sets.get(staffClaims(req), req.params.version) },
    }),
  );

  app.post(
    `${base}/:version/dry-run`,
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'Asks a dry run of the version over the last days, run on the job queue (decision 0216)',
        description:
          'Evaluates the participants with activity in the period under the version, in memory: the alerts it would raise, and how many are new. 202 with the run; read it until its status is `done` (or `failed`).',
        params,
        body: scenarioDryRunBodySchema,
        response: { 202: scenarioDryRunReplySchema, ...errors },
      },
    },
    async (req, reply) =>
      reply.code(202).send({
        status_code: SC.ok,
        data: { run: await sets.dryRun(staffClaims(req), req.params.version, req.body.days) },
      }),
  );

  app.get(
    `${base}/:version/dry-runs/:id`,
    {
      preValidation: officer,
      schema: {
        tags,
        security,
        summary: 'One dry run of the version: running, done with its answer, or failed',
        params: params.extend({ id: z.string().max(64) }),
        response: { 200: scenarioDryRunReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { run: await sets.dryRunState(req.params.version, req.params.id) },
    }),
  );

  const decision = (
    path: 'propose' | 'activate',
    summary: string,
    act: (
      claims: ReturnType<typeof staffClaims>,
      version: string,
      meta: ReturnType<typeof requestMeta>,
    ) => ReturnType<ScenarioSetsService['get']>,
  ) =>
    app.post(
      `${base}/:version/${path}`,
      {
        preValidation: [officer, stepUp],
        schema: { tags, security, summary, params, response: { 200: scenarioSetReplySchema, ...errors } },
      },
      async (req) => ({
        status_code: SC.ok,
        data: { set: await act(staffClaims(req), req.params.version, requestMeta(req)) },
      }),
    );
  decision('propose', 'Proposes a draft for activation; another compliance officer decides', (c, v, m) =>
    sets.propose(c, v, m),
  );
  decision(
    'activate',
    'Activates a proposed version (not the proposer’s to decide); the participants with activity are evaluated again under it',
    (c, v, m) => sets.activate(c, v, m),
  );

  app.post(
    `${base}/:version/decline`,
    {
      preValidation: [officer, stepUp],
      schema: {
        tags,
        security,
        summary: 'Declines a proposed version with a reason (not the proposer’s to decide)',
        params,
        body: scenarioSetDeclineBodySchema,
        response: { 200: scenarioSetReplySchema, ...errors },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: {
        set: await sets.decline(staffClaims(req), req.params.version, req.body.reason, requestMeta(req)),
      },
    }),
  );
};
