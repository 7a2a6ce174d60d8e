/**
 * Internal notes, the participant timeline and 'Unduh berkas' (decision 0112), under each staff
 * prefix for the roles of that prefix that CASE_NOTE_ROLES names. Nothing here decides; the case
 * file is the whole file's personal data in one download, so it asks for the step-up (decision 0124).
 */
import {
  CASE_NOTE_ROLES,
  caseNoteBodySchema,
  caseNoteReplySchema,
  caseNotesReplySchema,
  MSG,
  PREFIX_ROLES,
  SC,
  STAFF_PREFIXES,
  timelineReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { sendPdf } from '../../plugins/pdf';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { CaseFileService } from './case-file.service';

const tags = ['case-file'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const pdfBody = z
  .custom<Buffer>((v) => Buffer.isBuffer(v))
  .meta({ type: 'string', format: 'binary', description: 'PDF document' });
/** Notes a reviewer may write in a minute; case files a reviewer may make in a minute. */
export const NOTES_PER_MINUTE = 30;
export const CASE_FILES_PER_MINUTE = 10;

export const caseFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new CaseFileService(app);

  for (const prefix of STAFF_PREFIXES) {
    const roles = PREFIX_ROLES[prefix].filter((r) => (CASE_NOTE_ROLES as readonly number[]).includes(r));
    if (roles.length === 0) continue;
    const guard = app.requireStaff(roles);
    const base = `/v1/${prefix}/kyc/:id`;

    app.post(
      `${base}/notes`,
      {
        preValidation: guard,
        config: { rateLimit: perAccount('case-note', NOTES_PER_MINUTE, 60_000) },
        schema: {
          tags,
          security,
          summary: 'Adds an internal note to a participant (append-only; audited without its text)',
          params: idParams,
          body: caseNoteBodySchema,
          response: { 200: caseNoteReplySchema, ...errorReplies(400, 401, 403, 404, 422, 429) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        message: MSG.caseNoteSaved,
        data: await service.addNote(staffClaims(req), req.params.id, req.body.body, requestMeta(req)),
      }),
    );

    app.get(
      `${base}/notes`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'A participant’s internal notes, newest first',
          params: idParams,
          response: { 200: caseNotesReplySchema, ...errorReplies(401, 403, 404, 422) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await service.notes(staffClaims(req), req.params.id) }),
    );

    app.get(
      `${base}/timeline`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary:
            'A participant’s timeline, oldest first: audit events, notes, resubmissions, calls, screening, claims',
          params: idParams,
          response: { 200: timelineReplySchema, ...errorReplies(401, 403, 404, 422) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await service.timeline(staffClaims(req), req.params.id) }),
    );

    app.get(
      `${base}/case-file`,
      {
        preValidation: [guard, app.requireStepUp()],
        config: { rateLimit: perAccount('case-file', CASE_FILES_PER_MINUTE, 60_000) },
        schema: {
          tags,
          security,
          summary:
            '‘Unduh berkas’: the case file as one PDF (identity, documents, decisions, the audit chain’s head); audited with its SHA-256',
          params: idParams,
          response: {
            200: {
              description: 'berkas-<name>-<date>.pdf, sent as an attachment',
              content: { 'application/pdf': { schema: pdfBody } },
            },
            ...errorReplies(401, 403, 404, 422, 429),
          },
        },
      },
      async (req, reply) => {
        const { pdf, filename } = await service.caseFile(staffClaims(req), req.params.id, requestMeta(req));
        return sendPdf(reply, filename, pdf);
      },
    );
  }
};
