/**
 * A monitoring case's decisions (docs/product/monitoring.md § Cases, decision 0209), under
 * `/v1/compliance` with the case's other calls: the compliance officer holding the case proposes
 * to close it as not suspicious or to escalate it to a report; another officer approves or
 * declines on the case, where its alerts and notes are the evidence. The same four eyes as every
 * other decision (one winner, a lapse when an alert joined meanwhile), behind the step-up
 * (decision 0124). A report to PPATK is approved the same way (decision 0212): proposed on the
 * report, approved or declined through the same two calls. The broker's proposal list never shows
 * these.
 */
import {
  type CaseDecisionKind,
  caseDecisionBodySchema,
  decideBodySchema,
  declineBodySchema,
  MONITORING_ROLES,
  MSG,
  type Proposal,
  ppatkReportApprovalBodySchema,
  proposalReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import type { ProposalParticipant } from './effects';
import type { FourEyesService } from './four-eyes.service';

const tags = ['monitoring'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().uuid() });
const actionErrors = errorReplies(400, 401, 403, 404, 409, 422);
const KIND: Record<'close' | 'escalate', CaseDecisionKind> = {
  close: 'close_case',
  escalate: 'escalate_case',
};
/** What the approval or the decline of each monitoring decision says. */
const approvedText = (p: Proposal) =>
  p.kind === 'approve_report' ? MSG.ppatkReportApprovalApproved : MSG.caseDecisionApproved;
const declinedText = (p: Proposal) =>
  p.kind === 'approve_report' ? MSG.ppatkReportApprovalDeclined : MSG.caseDecisionDeclined;

export async function caseDecisionRoutes<P extends ProposalParticipant>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  fourEyes: FourEyesService<P>,
): Promise<void> {
  const guard = app.requireStaff(MONITORING_ROLES);
  const stepUp = app.requireStepUp();

  app.post(
    '/v1/compliance/monitoring/cases/:id/decision',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary: 'The officer holding the case proposes to close it as not suspicious, or to escalate it',
        description:
          '409 2054 unless the caller holds the case (2050 naming another holder); 409 when the case is decided; 409 2044 when a decision is pending.',
        params: z.object({ id: z.string().max(64) }),
        body: caseDecisionBodySchema,
        response: { 201: proposalReplySchema, ...actionErrors },
      },
    },
    async (req, reply) => {
      const { proposal } = await fourEyes.propose(
        staffClaims(req),
        { kind: KIND[req.body.decision], case_id: req.params.id, reason: req.body.reason },
        requestMeta(req),
      );
      return reply
        .code(201)
        .send({ status_code: SC.ok, message: MSG.caseDecisionProposed, data: { proposal } });
    },
  );

  app.post(
    '/v1/compliance/reports/:id/approval',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary:
          'An officer proposes a draft report’s approval: another officer approves it and its goAML file is archived',
        description:
          '409 unless the report is a draft; 409 2044 when an approval is pending; 422 naming what keeps its goAML file from being made.',
        params: z.object({ id: z.string().max(64) }),
        body: ppatkReportApprovalBodySchema,
        response: { 201: proposalReplySchema, ...actionErrors },
      },
    },
    async (req, reply) => {
      const { proposal } = await fourEyes.propose(
        staffClaims(req),
        { kind: 'approve_report', report_id: req.params.id, reason: req.body.reason },
        requestMeta(req),
      );
      return reply
        .code(201)
        .send({ status_code: SC.ok, message: MSG.ppatkReportApprovalProposed, data: { proposal } });
    },
  );

  app.post(
    '/v1/compliance/monitoring/decisions/:id/approve',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary:
          'A second officer approves a case’s decision (the case closes or is escalated) or a report’s approval (its goAML file is archived)',
        description:
          '409 2042 for the proposer; 409 2043 when an alert joined the case, or the report was edited, since (the proposal lapses); 409 2044 when decided meanwhile.',
        params: idParams,
        body: decideBodySchema,
        response: { 200: proposalReplySchema, ...actionErrors },
      },
    },
    async (req) => {
      const proposal = await fourEyes.approve(
        staffClaims(req),
        req.params.id,
        req.body.reason,
        requestMeta(req),
        'case',
      );
      return { status_code: SC.ok, message: approvedText(proposal), data: { proposal } };
    },
  );

  app.post(
    '/v1/compliance/monitoring/decisions/:id/decline',
    {
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary:
          'A second officer declines a case’s decision or a report’s approval, with a reason: the case stays open, the report a draft',
        description: '409 2042 for the proposer; 409 2044 when decided meanwhile.',
        params: idParams,
        body: declineBodySchema,
        response: { 200: proposalReplySchema, ...actionErrors },
      },
    },
    async (req) => {
      const proposal = await fourEyes.decline(
        staffClaims(req),
        req.params.id,
        req.body.reason,
        requestMeta(req),
        'case',
      );
      return { status_code: SC.ok, message: declinedText(proposal), data: { proposal } };
    },
  );
}
