/**
 * The platform choice (docs/product/customer-area.md § Screens "Pembukaan RPED", §7) and the customer lookup the login routing
 * uses (docs/decisions/0002, 0003). Customer routes only: master data is read by a logged-in
 * customer, and the lookups return the caller's own KYC records. The detail of one record, which
 * the onboarding steps prefill from, is the onboarding module's (onboarding.routes.ts).
 */

import {
  banksReplySchema,
  CUSTOMER_STATES,
  type CustomerState,
  customerPlatformsReplySchema,
  MSG,
  masterPlatformReplySchema,
  PROMOTER_CODE_LENGTH,
  referralBodySchema,
  referralReplySchema,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerId } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import {
  type CustomerRecordRow,
  findActiveReferralCode,
  listActiveBanks,
  listActivePlatforms,
  listCustomerRecords,
} from './platform.repository';

function isCustomerState(value: string): value is CustomerState {
  return (CUSTOMER_STATES as readonly string[]).includes(value);
}

function toSummary(row: CustomerRecordRow) {
  // The onboarding service only writes the known vocabulary; anything else is a bug, not a state.
  if (!isCustomerState(row.state)) throw new Error(`kyc_customers ${row.id} has unknown state ${row.state}`);
  return {
    _id: row.id,
    state: row.state,
    platform: { platform_id: row.platformId, name: row.platformName },
    bank: row.bankCode && row.bankName ? { bank_code: row.bankCode, name: row.bankName } : null,
  };
}

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/v2/master_data/platform',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['master-data'],
        security,
        summary: 'The active trading platforms, in display order',
        response: { 200: masterPlatformReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => {
      const rows = await listActivePlatforms(app.db);
      return {
        status_code: SC.ok,
        data: { platform: rows.map((p) => ({ _id: p.id, name: p.name, app_name: p.appName })) },
      };
    },
  );

  app.get(
    '/v2/master_data/bank',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['master-data'],
        security,
        summary: 'The active partner banks, in display order',
        response: { 200: banksReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => {
      const rows = await listActiveBanks(app.db);
      return {
        status_code: SC.ok,
        data: {
          bank: rows.map((b) => ({
            bank_code: b.code,
            name: b.name,
            requires_existing_account: b.requiresExistingAccount,
            app_links: b.appLinks,
          })),
        },
      };
    },
  );

  app.post(
    '/v2/kyc/customer/referral',
    {
      preValidation: app.requireCustomer,
      // Per account, counted after the guard has named the caller: promoter codes are not to be guessed.
      config: {
        rateLimit: perAccount('referral', 10, 15 * 60_000),
      },
      schema: {
        tags: ['platform'],
        security,
        summary: `Check a promoter (referral) code: ${PROMOTER_CODE_LENGTH} characters, active`,
        body: referralBodySchema,
        response: { 200: referralReplySchema, ...errorReplies(400, 401, 403, 422, 429) },
      },
    },
    async (req) => {
      const code = req.body.referral_code;
      if (code.length !== PROMOTER_CODE_LENGTH) {
        throw new ApiError(422, 422, MSG.promoterCodeLength, 'Validation failed', {
          error: [{ field: 'referral_code', message: MSG.promoterCodeLength }],
        });
      }
      const found = await findActiveReferralCode(app.db, code);
      if (!found)
        throw new ApiError(400, SC.referralNotFound, MSG.promoterCodeNotFound, 'Referral code not found');
      return { status_code: SC.ok, referral_code: found };
    },
  );

  app.get(
    '/v2/kyc/customer/platform',
    {
      preValidation: app.requireCustomer,
      schema: {
        tags: ['platform'],
        security,
        summary: 'The caller’s customer records, one per platform ([] when none)',
        response: { 200: customerPlatformsReplySchema, ...errorReplies(401, 403) },
      },
    },
    async (req) => {
      const rows = await listCustomerRecords(app.db, callerId(req));
      return { status_code: SC.ok, data: rows.map(toSummary) };
    },
  );
};
