/**
 * The KYC onboarding calls of docs/product/onboarding.md § Calls. Customer routes only; every `customerId` is looked up
 * among the caller's own records (404 otherwise). Step saves answer `{ status_code: '00' }`, or
 * '2004' once the record is submitted; the submission answers 2005–2009 (2011 for the bank account) for a missing section.
 */

import {
  attachmentBodySchema,
  attachmentReplySchema,
  bankAccountBodySchema,
  bankAccountReplySchema,
  bankRegistrationBodySchema,
  cimbRegistrationBodySchema,
  customerDetailReplySchema,
  emergencyContactBodySchema,
  emergencyContactReplySchema,
  employmentBodySchema,
  financialBodySchema,
  financialReplySchema,
  MSG,
  personalCallSchema,
  registrationReplySchema,
  SC,
  stepReplySchema,
  submissionBodySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUuid } from '../../db/client';
import { callerId } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import { BankRegistrationService } from './bank-registration.service';
import { OnboardingReadService } from './onboarding-read.service';
import { OnboardingStepsService } from './onboarding-steps.service';

const customerParams = z.object({ customerId: z.string().max(64) });

/** Answers about KTP numbers (2001, 2010): 10 per 15 minutes per account, whichever route asks. */
export const KTP_ANSWER_LIMIT = { name: 'kyc-ktp', max: 10, windowMs: 15 * 60_000 } as const;

const noCustomer = () => new ApiError(404, SC.noCustomer, MSG.customerNotOnPlatform, 'No customer record');

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const steps = new OnboardingStepsService(app);
  const read = new OnboardingReadService(app);
  const registration = new BankRegistrationService(app);
  const tags = ['onboarding'];
  const security = [{ bearer: [] }];
  /**
   * The bank forms and the personal step answer whether a KTP number is taken (2001): one counter
   * per account across all of them (ktpAnswerLimit), so that no route can be used to probe
   * numbers faster than another. The other steps only have the general step limit.
   */
  const ktpAnswerLimit = app.limitPerIdentifier(
    KTP_ANSWER_LIMIT.name,
    KTP_ANSWER_LIMIT.max,
    KTP_ANSWER_LIMIT.windowMs,
    (req) => req.auth?.sub,
  );
  const stepLimit = perAccount('kyc-step', 60, 15 * 60_000);
  const stepReplies = { 200: stepReplySchema, ...errorReplies(400, 401, 403, 404, 409, 422, 429) };
  const readReplies = errorReplies(401, 403, 404);

  app.post(
    '/v2/kyc/customer/platform',
    {
      preValidation: app.requireCustomer,
      preHandler: ktpAnswerLimit,
      schema: {
        tags,
        security,
        summary: 'Bank registration: creates the caller’s KYC record on a platform (state open)',
        description:
          '400 with status_code 2001 (KTP number held by another customer), 2002 (already registered on this platform), 9001 (the NIK’s structure is not valid), 2010 (KTP number blacklisted), 1001 (promoter code unknown).',
        body: bankRegistrationBodySchema,
        response: { 200: registrationReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => registration.registerWithBank(callerId(req), req.body, requestMeta(req)),
  );

  app.post(
    '/v1/nasabah/cimb',
    {
      preValidation: app.requireCustomer,
      preHandler: ktpAnswerLimit,
      schema: {
        tags,
        security,
        summary: 'CIMB Niaga / CIMB Syariah registration with the customer’s existing account',
        body: cimbRegistrationBodySchema,
        response: { 200: registrationReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => registration.registerWithCimb(callerId(req), req.body, requestMeta(req)),
  );

  app.put(
    '/v2/kyc/customer/platform/:customerId',
    {
      preValidation: app.requireCustomer,
      preHandler: ktpAnswerLimit,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary:
          'Step 1: personal data (a NIK with a retired region code, or not matching the birth date or gender, is saved with warnings)',
        params: customerParams,
        body: personalCallSchema,
        response: stepReplies,
      },
    },
    async (req) => steps.savePersonal(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.put(
    '/v2/kyc/customer/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary: 'Step 2: work data and the identity address, with the confirmations',
        params: customerParams,
        body: employmentBodySchema,
        response: stepReplies,
      },
    },
    async (req) => steps.saveEmployment(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.get(
    '/v2/kyc/financial/:customerId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Step 3 read-back: the financial data',
        params: customerParams,
        response: { 200: financialReplySchema, ...readReplies },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { financial: await read.financial(callerId(req), req.params.customerId) },
    }),
  );

  app.put(
    '/v2/kyc/financial/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary: 'Step 3: financial data',
        params: customerParams,
        body: financialBodySchema,
        response: stepReplies,
      },
    },
    async (req) => steps.saveFinancial(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.get(
    '/v2/kyc/bank/account/:customerId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Step 4 read-back: the participant bank account',
        params: customerParams,
        response: { 200: bankAccountReplySchema, ...readReplies },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { bank: await read.bankAccount(callerId(req), req.params.customerId) },
    }),
  );

  app.put(
    '/v2/kyc/bank/account/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary: 'Step 4: participant bank account (bank 037: its terms acknowledged)',
        params: customerParams,
        body: bankAccountBodySchema,
        response: stepReplies,
      },
    },
    async (req) => steps.saveBankAccount(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.get(
    '/v2/kyc/emergency_contact/:customerId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Step 5 read-back: the emergency contact',
        params: customerParams,
        response: { 200: emergencyContactReplySchema, ...readReplies },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { emergency_contact: await read.emergencyContact(callerId(req), req.params.customerId) },
    }),
  );

  app.put(
    '/v2/kyc/emergency_contact/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary: 'Step 5: emergency contact',
        params: customerParams,
        body: emergencyContactBodySchema,
        response: stepReplies,
      },
    },
    async (req) =>
      steps.saveEmergencyContact(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.get(
    '/v2/kyc/attachment/:customerId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags,
        security,
        summary: 'Attachments read-back: stored paths, the confirmation, the agreement step and clause 24',
        params: customerParams,
        response: { 200: attachmentReplySchema, ...readReplies },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: { attachment: await read.attachment(callerId(req), req.params.customerId) },
    }),
  );

  app.put(
    '/v2/kyc/attachment/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary: 'Attachments: stored paths of uploaded files, agreement and dispute choice',
        description:
          '400 with status_code 406 when a signature (or, when married, the partner signature) is missing; 407 when no dispute body is chosen in clause 24; 422 for any other missing item or a path that is not an upload of this record.',
        params: customerParams,
        body: attachmentBodySchema,
        response: stepReplies,
      },
    },
    async (req) => steps.saveAttachment(callerId(req), req.params.customerId, req.body, requestMeta(req)),
  );

  app.patch(
    '/v2/kyc/submission/:customerId',
    {
      preValidation: app.requireCustomer,
      config: { rateLimit: stepLimit },
      schema: {
        tags,
        security,
        summary:
          'Final submission: 2005–2009 or 2011 for the first incomplete section, 2004 when already submitted',
        params: customerParams,
        body: submissionBodySchema,
        response: stepReplies,
      },
    },
    async (req) => steps.submit(callerId(req), req.params.customerId, requestMeta(req)),
  );

  app.get(
    '/v2/kyc/customer/platform/:platformId',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['platform'],
        security,
        summary:
          'The caller’s customer record on one platform, with every saved field for the steps to prefill (404 with status_code 002 when none)',
        params: z.object({ platformId: z.string().max(64) }),
        response: { 200: customerDetailReplySchema, ...errorReplies(401, 403, 404) },
      },
    },
    async (req) => {
      const userId = callerId(req);
      const { platformId } = req.params;
      // Not a platform id at all: the same answer as "no record there", which the screen routes on.
      if (!isUuid(platformId)) throw noCustomer();
      const detail = await read.customerDetail(userId, platformId);
      if (!detail) throw noCustomer();
      return { status_code: SC.ok, data: detail };
    },
  );
};
