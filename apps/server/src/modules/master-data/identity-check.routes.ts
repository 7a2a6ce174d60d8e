/**
 * `POST /v2/kyc/nik/check`: the identity-card number check of the personal-data step (docs/product/onboarding.md
 * §2, §8: 'E-KTP tidak valid' on 403) with the NIK rules of architecture.md §7.
 */

import { MSG, nikCheckBodySchema, nikCheckReplySchema, SC } from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { perAccount } from '../../plugins/rate-limit';
import { checkNik } from './identity-check.service';

export const identityCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/kyc/nik/check',
    {
      preValidation: app.requireCustomer,
      // Per account, after the guard has named the caller: generous for typing mistakes, but no
      // free NIK-decoding service.
      config: {
        rateLimit: perAccount('nik-check', 30, 15 * 60_000),
      },
      schema: {
        tags: ['onboarding'],
        security: [{ bearer: [] }],
        summary:
          'Check a KTP number (NIK): structure and province code; warnings for an unknown regency/district or where it disagrees',
        body: nikCheckBodySchema,
        response: { 200: nikCheckReplySchema, ...errorReplies(401, 403, 422, 429) },
      },
    },
    async (req) => {
      const { ktp_no, date_of_birth, gender_type } = req.body;
      const result = await checkNik(app.db, ktp_no, { dateOfBirth: date_of_birth, gender: gender_type });
      const { parsed, province, regency, district } = result;
      // A regency or district code missing from the current data is a warning (decision 0009).
      if (
        !result.ok ||
        !province ||
        !parsed.regency ||
        !parsed.district ||
        !parsed.birthDate ||
        !parsed.gender
      ) {
        throw new ApiError(403, 403, MSG.ektpInvalid, 'Invalid NIK', {
          error: result.errors.map((e) => ({ field: 'ktp_no', message: e.message })),
        });
      }
      return {
        status_code: SC.ok,
        data: {
          valid: true as const,
          province: province.name,
          regency: regency?.name ?? null,
          district: district?.name ?? null,
          province_code: province.code,
          regency_code: parsed.regency,
          district_code: parsed.district,
          birth_date: parsed.birthDate,
          gender: parsed.gender,
          warnings: result.warnings.map((w) => w.message),
        },
      };
    },
  );
};
