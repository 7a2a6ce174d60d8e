/**
 * Case ownership routes (decision 0112; the contract's route list is in shared
 * schemas/workbench.ts). No step-up: taking or freeing a file decides nothing; the final decisions
 * keep theirs. 'Lepaskan' also exists under the super admin's prefix, a supervisor's (an addition
 * to the contract's list).
 */
import {
  CASE_CLAIM_ROLES,
  CASE_SUPERVISOR_ROLES,
  caseClaimReplySchema,
  caseNextBodySchema,
  caseReassignBodySchema,
  caseReleaseReplySchema,
  MSG,
  PREFIX_ROLES,
  ROLES,
  reviewerOptionsReplySchema,
  SC,
  STAFF_PREFIXES,
  type StaffPrefix,
  workloadReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { CaseOwnershipService } from './case-ownership.service';

const tags = ['case-ownership'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const readErrors = errorReplies(400, 401, 403, 404, 422);
const actionErrors = errorReplies(400, 401, 403, 404, 409, 422);

/** The roles of a prefix that a set of roles allows there. */
const rolesAt = (prefix: StaffPrefix, roles: readonly number[]) =>
  PREFIX_ROLES[prefix].filter((r) => roles.includes(r));

export const caseOwnershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = new CaseOwnershipService(app);
  const claimPrefixes = ['admin-broker', 'admin-bank'] as const;
  const supervisorPrefixes = ['super-admin', 'admin-broker'] as const;

  for (const prefix of claimPrefixes) {
    const guard = app.requireStaff(rolesAt(prefix, CASE_CLAIM_ROLES));
    app.post(
      `/v1/${prefix}/kyc/:id/claim`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: '‘Ambil’: the file becomes the caller’s until they decide, release it or it is reassigned',
          description:
            '409 with status_code 2050 and the holder’s name when another reviewer holds it; 409 when the file does not wait for the caller (broker: status 2, bank: 7).',
          params: idParams,
          response: { 200: caseClaimReplySchema, ...actionErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        message: MSG.caseClaimed,
        data: await cases.claim(staffClaims(req), req.params.id, requestMeta(req)),
      }),
    );

    app.post(
      `/v1/${prefix}/kyc/next`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: '‘Berikutnya’: the caller’s undecided file, else the unheld file waiting longest, claimed',
          description: '404 with status_code 2051 when nothing waits in the caller’s scope.',
          body: caseNextBodySchema.nullish(),
          response: { 200: caseClaimReplySchema, ...actionErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        message: MSG.caseClaimed,
        data: await cases.next(staffClaims(req), req.body?.platform_id, requestMeta(req)),
      }),
    );
  }

  for (const prefix of STAFF_PREFIXES) {
    const releaseRoles = prefix === 'super-admin' ? [ROLES.superAdmin] : rolesAt(prefix, CASE_CLAIM_ROLES);
    app.delete(
      `/v1/${prefix}/kyc/:id/claim`,
      {
        preValidation: app.requireStaff(releaseRoles),
        schema: {
          tags,
          security,
          summary: '‘Lepaskan’: the holder or a supervisor frees the file',
          description: '409 with status_code 2054 when nobody holds it; 403 for anyone else.',
          params: idParams,
          response: { 200: caseReleaseReplySchema, ...actionErrors },
        },
      },
      async (req) => {
        await cases.release(staffClaims(req), req.params.id, requestMeta(req));
        return { status_code: SC.ok, message: MSG.caseReleased };
      },
    );

    app.get(
      `/v1/${prefix}/kyc/workload`,
      {
        preValidation: app.requireStaff(PREFIX_ROLES[prefix]),
        schema: {
          tags,
          security,
          summary: 'The dashboard’s counts of the files waiting for the caller, in their scope',
          response: { 200: workloadReplySchema, ...readErrors },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await cases.workload(staffClaims(req)) }),
    );
  }

  for (const prefix of supervisorPrefixes) {
    const guard = app.requireStaff(rolesAt(prefix, CASE_SUPERVISOR_ROLES));
    app.put(
      `/v1/${prefix}/kyc/:id/claim`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: '‘Alihkan’: a supervisor hands the file to a reviewer who may review it',
          description:
            '422 when the staff member may not review this file; 409 when its holder changed meanwhile.',
          params: idParams,
          body: caseReassignBodySchema,
          response: { 200: caseClaimReplySchema, ...actionErrors },
        },
      },
      async (req) => {
        const data = await cases.reassign(
          staffClaims(req),
          req.params.id,
          req.body.staff_id,
          requestMeta(req),
        );
        return { status_code: SC.ok, message: MSG.caseReassigned.replace('{name}', data.claim.name), data };
      },
    );

    app.get(
      `/v1/${prefix}/staff-directory`,
      {
        preValidation: guard,
        schema: {
          tags,
          security,
          summary: 'The reviewers a supervisor may hand a file to (with customer_id: that file’s)',
          querystring: z.object({ customer_id: z.string().max(64).optional() }),
          response: { 200: reviewerOptionsReplySchema, ...readErrors },
        },
      },
      async (req) => ({
        status_code: SC.ok,
        data: await cases.reviewers(staffClaims(req), req.query.customer_id),
      }),
    );
  }
};
