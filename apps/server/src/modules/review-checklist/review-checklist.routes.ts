/**
 * The review checklist (decision 0131): every staff member who reads a participant's detail reads
 * its checklist; the reviewers who approve it accept its items.
 */
import {
  CHECKLIST_ROLES,
  checklistReplySchema,
  PREFIX_ROLES,
  RESUBMISSION_ITEMS,
  SC,
  STAFF_PREFIXES,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { ReviewChecklistService } from './review-checklist.service';

const tags = ['review'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });

export const reviewChecklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new ReviewChecklistService(app);

  for (const prefix of STAFF_PREFIXES) {
    app.get(
      `/v1/${prefix}/kyc/:id/checklist`,
      {
        preValidation: app.requireStaff(PREFIX_ROLES[prefix]),
        schema: {
          tags,
          security,
          summary:
            'The review checklist: each item of the current submission undecided, accepted (by whom, when) or changed since it was accepted; complete when every approval may go ahead',
          params: idParams,
          response: { 200: checklistReplySchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await service.checklist(staffClaims(req), req.params.id) }),
    );
  }

  for (const prefix of ['admin-broker', 'admin-bank'] as const) {
    const roles = CHECKLIST_ROLES.filter((r) => (PREFIX_ROLES[prefix] as readonly number[]).includes(r));
    app.put(
      `/v1/${prefix}/kyc/:id/checklist/:item`,
      {
        // A reviewer's acceptance is part of the decision: the step-up as for every one (decision 0124).
        preValidation: [app.requireStaff(roles), app.requireStepUp()],
        schema: {
          tags,
          security,
          summary: "'Diterima': the reviewer accepts one item of the current submission",
          description:
            'A document only after the caller opened its current file (409 with status_code 2073); only while the participant waits for this reviewer (409); the acceptance lapses when the item changes.',
          params: z.object({ id: z.string().max(64), item: z.enum(RESUBMISSION_ITEMS) }),
          response: { 200: checklistReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await service.accept(staffClaims(req), req.params.id, req.params.item, requestMeta(req)),
      }),
    );
  }
};
