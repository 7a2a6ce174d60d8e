/**
 * The compliance officer's cases (docs/product/monitoring.md § Cases, decision 0208), under
 * `/v1/compliance` like the alerts: the broker's reviewers, the bank's staff and the super admin
 * are refused (403), the customer and the partners have no way in (401). Opening a case is a
 * reading of the participant's data, audited as the detail's is (`participant.view`). Taking,
 * freeing and noting a case decide nothing about the participant: no step-up (decision 0124).
 * 'Unduh PDF kasus' hands out the whole case in one file, as 'Unduh berkas' does the participant's:
 * behind the step-up and rate-limited like it (case-file.routes.ts).
 */
import {
  caseNoteBodySchema,
  caseNoteReplySchema,
  MONITORING_ROLES,
  MSG,
  monitoringCaseClaimReplySchema,
  monitoringCaseNextReplySchema,
  monitoringCaseReplySchema,
  monitoringCasesQuerySchema,
  monitoringCasesReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { sendPdf } from '../../plugins/pdf';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { scopeCondition, staffScope } from '../auth';
import {
  claimMonitoringCase,
  monitoringCasePdf,
  monitoringCaseView,
  nextMonitoringCase,
  noteMonitoringCase,
  releaseMonitoringCase,
} from './cases.service';
import { listCases } from './cases-list.repository';

/** Case PDFs an officer may make in a minute, as the case files a reviewer may make. */
export const CASE_PDFS_PER_MINUTE = 10;
const pdfBody = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'PDF document' });

export const monitoringCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitoring'];
  const security = [{ bearer: [] }];

  app.get(
    '/v1/compliance/monitoring/cases',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary:
          'The monitoring cases in one status: open ones soonest due first, closed or escalated ones newest first; 20 a page',
        querystring: monitoringCasesQuerySchema,
        response: { 200: monitoringCasesReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => {
      const scope = scopeCondition(await staffScope(app.db, staffClaims(req)));
      return { status_code: SC.ok, data: await listCases(app.db, scope, req.query, new Date()) };
    },
  );

  app.get(
    '/v1/compliance/monitoring/cases/:id',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary: 'One monitoring case with its alerts (oldest first), its notes and its four-eyes decisions',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: monitoringCaseReplySchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await monitoringCaseView(app, staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );

  app.post(
    '/v1/compliance/monitoring/cases/next',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary:
          '‘Berikutnya’: the open case the caller holds with no decision waiting, else the unheld one due soonest, claimed',
        description: '404 with status_code 2051 when no open case waits.',
        response: { 200: monitoringCaseNextReplySchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.monitoringCaseClaimed,
      data: await nextMonitoringCase(app, staffClaims(req), requestMeta(req)),
    }),
  );

  const caseParams = z.object({ id: z.string().max(64) });
  app.get(
    '/v1/compliance/monitoring/cases/:id/pdf',
    {
      preValidation: [app.requireStaff(MONITORING_ROLES), app.requireStepUp()],
      config: { rateLimit: perAccount('monitoring-case-pdf', CASE_PDFS_PER_MINUTE, 60_000) },
      schema: {
        tags,
        security,
        summary:
          '‘Unduh PDF kasus’: the case as one PDF (its alerts, notes, decisions, the audit chain’s head); audited with its SHA-256',
        params: caseParams,
        response: {
          200: {
            description: 'kasus-pemantauan-<first 8 of the id>.pdf, sent as an attachment',
            content: { 'application/pdf': { schema: pdfBody } },
          },
          ...errorReplies(401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await monitoringCasePdf(
        app,
        staffClaims(req),
        req.params.id,
        requestMeta(req),
      );
      return sendPdf(reply, filename, pdf);
    },
  );
  app.post(
    '/v1/compliance/monitoring/cases/:id/claim',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary: '‘Ambil’: the caller works the case; 409 naming the officer who already holds it',
        params: caseParams,
        response: { 200: monitoringCaseClaimReplySchema, ...errorReplies(401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await claimMonitoringCase(app, staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );
  app.delete(
    '/v1/compliance/monitoring/cases/:id/claim',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary: '‘Lepaskan’: the holder frees the case; 409 for anyone else',
        params: caseParams,
        response: { 200: monitoringCaseClaimReplySchema, ...errorReplies(401, 403, 404, 409) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await releaseMonitoringCase(app, staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );
  app.post(
    '/v1/compliance/monitoring/cases/:id/notes',
    {
      preValidation: app.requireStaff(MONITORING_ROLES),
      schema: {
        tags,
        security,
        summary: 'A note on the case, append-only, read by the compliance officers only',
        params: caseParams,
        body: caseNoteBodySchema,
        response: { 200: caseNoteReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.caseNoteSaved,
      data: await noteMonitoringCase(app, staffClaims(req), req.params.id, req.body.body, requestMeta(req)),
    }),
  );
};
