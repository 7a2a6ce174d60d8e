/**
 * The compliance officer's reports to PPATK (docs/product/monitoring.md § Reports, decision
 * 0211), under `/v1/compliance` like the alerts and cases: every other role is refused (403), the
 * customer and the partners have no way in (401). Saving a draft decides nothing and needs no
 * step-up; the goAML XML hands out one person's report and the sending is recorded against PPATK's
 * receipt: both are behind the step-up (decision 0124). 'Unduh PDF laporan' hands out the whole
 * report in one file, as 'Unduh PDF kasus' does the case: behind the step-up and rate-limited like
 * it (transaction-monitoring/cases.routes.ts). The approval is four eyes' (its routes sit with the
 * case's decisions, four-eyes/case-decision.routes.ts).
 */
import {
  MONITORING_ROLES,
  MSG,
  ppatkReportDraftBodySchema,
  ppatkReportReplySchema,
  ppatkReportSubmissionBodySchema,
  ppatkReportsQuerySchema,
  ppatkReportsReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { sendPdf } from '../../plugins/pdf';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import {
  listReports,
  recordSubmission,
  reportPdf,
  reportView,
  reportXml,
  updateDraft,
} from './ppatk-reports.service';

const xmlBody = z.string().meta({ description: 'goAML XML (UTF-8)' });
/** Report PDFs an officer may make in a minute, as the case PDFs (CASE_PDFS_PER_MINUTE). */
export const REPORT_PDFS_PER_MINUTE = 10;
const pdfBody = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'PDF document' });

export const ppatkReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['monitoring'];
  const security = [{ bearer: [] }];
  const guard = app.requireStaff(MONITORING_ROLES);
  const params = z.object({ id: z.string().max(64) });

  app.get(
    '/v1/compliance/reports',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The reports to PPATK in one status (drafts by default), soonest deadline first; 20 a page',
        querystring: ppatkReportsQuerySchema,
        response: { 200: ppatkReportsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await listReports(app, staffClaims(req), req.query) }),
  );

  app.get(
    '/v1/compliance/reports/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary:
          'One report with its subject and transactions as the goAML XML will carry them, and what is still missing',
        params,
        response: { 200: ppatkReportReplySchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await reportView(app, staffClaims(req), req.params.id, requestMeta(req)),
    }),
  );

  app.put(
    '/v1/compliance/reports/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The officer’s part of a draft: the narrative, the action, PPATK’s indicator codes',
        description: '409 once the report is no longer a draft; 422 naming the field.',
        params,
        body: ppatkReportDraftBodySchema,
        response: { 200: ppatkReportReplySchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.ppatkReportSaved,
      data: await updateDraft(app, staffClaims(req), req.params.id, req.body, requestMeta(req)),
    }),
  );

  app.get(
    '/v1/compliance/reports/:id/goaml.xml',
    {
      preValidation: [guard, app.requireStepUp()],
      schema: {
        tags,
        security,
        summary:
          'The report as goAML XML: a draft’s made now and checked against the goAML schema; an approved report’s is the file archived at its approval',
        description:
          '422 naming what is missing, or the lines the schema refuses: a file PPATK would reject is never handed out. 500 when an archived file no longer matches its SHA-256.',
        params,
        response: {
          200: {
            description: '<reference>.xml, sent as an attachment',
            content: { 'application/xml': { schema: xmlBody } },
          },
          ...errorReplies(401, 403, 404, 422),
        },
      },
    },
    async (req, reply) => {
      const { xml, reference } = await reportXml(app, staffClaims(req), req.params.id, requestMeta(req));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reference}.xml"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(xml);
    },
  );

  app.get(
    '/v1/compliance/reports/:id/pdf',
    {
      preValidation: [guard, app.requireStepUp()],
      config: { rateLimit: perAccount('ppatk-report-pdf', REPORT_PDFS_PER_MINUTE, 60_000) },
      schema: {
        tags,
        security,
        summary:
          '‘Unduh PDF laporan’: the report as one PDF for the file (its subject, transactions, the officer’s part, approvals, the archived file’s SHA-256, the audit chain’s head); audited with its SHA-256',
        params,
        response: {
          200: {
            description: 'laporan-ppatk-<reference>.pdf, sent as an attachment',
            content: { 'application/pdf': { schema: pdfBody } },
          },
          ...errorReplies(401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const { pdf, filename } = await reportPdf(app, staffClaims(req), req.params.id, requestMeta(req));
      return sendPdf(reply, filename, pdf);
    },
  );

  app.post(
    '/v1/compliance/reports/:id/submission',
    {
      preValidation: [guard, app.requireStepUp()],
      schema: {
        tags,
        security,
        summary: 'Records an approved report as sent to PPATK, with the receipt number goAML gave it',
        description: '409 unless the report is approved and not yet recorded as sent; 422 naming the field.',
        params,
        body: ppatkReportSubmissionBodySchema,
        response: { 200: ppatkReportReplySchema, ...errorReplies(401, 403, 404, 409, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      message: MSG.ppatkReportSubmitted,
      data: await recordSubmission(
        app,
        staffClaims(req),
        req.params.id,
        req.body.receipt_no,
        requestMeta(req),
      ),
    }),
  );
};
