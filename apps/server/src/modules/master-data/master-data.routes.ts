/**
 * The option lists of the KYC forms (docs/product/onboarding.md § Calls): `GET /v2/master_data/{type}/{bankCode}` for the
 * bank's lists, `…/{type}/{platformId}` for the platform's, and the region cascade (province,
 * regency, district, village). Customer routes only. One route per type, so that an unknown type
 * is a 404 and /docs shows each reply with its label field.
 */
import {
  MASTER_DATA_BANK_TYPES,
  MASTER_DATA_PLATFORM_TYPES,
  type MasterDataOption,
  type MasterDataType,
  MSG,
  masterDataReplySchema,
  REGION_LEVEL,
  type RegionType,
  SC,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorReplies } from '../../plugins/errors';
import { notModifiedReply } from '../../plugins/http-cache';
import { identityCheckRoutes } from './identity-check.routes';
import { bankExists, listOptions, listRegions, platformExists } from './master-data.repository';

/**
 * The lists are the same for every customer, hold nothing personal and change only with a release
 * or a master-data update: an hour in any cache, then a cheap revalidation by ETag (plugins/http-cache,
 * docs/decisions/0030). The login stays required at the origin.
 */
const LIST_MAX_AGE_SECONDS = 3600;

const scopeNotFound = (what: string) => new ApiError(404, 404, MSG.masterDataNotFound, `${what} not found`);

function option<T extends MasterDataType>(type: T, id: string, label: string, code: string) {
  return { _id: id, [type]: label, code } as MasterDataOption<T>;
}

// No length rules: any value that names nothing is a 404 (scope) or an empty list (parent), and
// Fastify caps a path parameter at 100 characters.
const bankParams = z.object({ bankCode: z.string() });
const platformParams = z.object({ platformId: z.string() });
function regionParams<const P extends string>(parent: P) {
  return z.object({ platformId: z.string(), [parent]: z.string() } as {
    [K in P | 'platformId']: z.ZodString;
  });
}

export const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const common = {
    preValidation: app.requireCustomer,
    config: { publicCache: { maxAgeSeconds: LIST_MAX_AGE_SECONDS } },
  };

  for (const type of MASTER_DATA_BANK_TYPES) {
    app.get(
      `/v2/master_data/${type}/:bankCode`,
      {
        ...common,
        schema: {
          tags: ['master-data'],
          security,
          summary: `The ${type} options of a partner bank (404 for an unknown bank code)`,
          params: bankParams,
          response: {
            200: masterDataReplySchema(type),
            304: notModifiedReply,
            ...errorReplies(401, 403, 404),
          },
        },
      },
      async (req) => {
        const { bankCode } = req.params;
        if (!(await bankExists(app.db, bankCode))) throw scopeNotFound('Bank');
        const rows = await listOptions(app.db, type, 'bank', bankCode);
        return { status_code: SC.ok, data: rows.map((r) => option(type, r.id, r.label, r.code)) };
      },
    );
  }

  for (const type of MASTER_DATA_PLATFORM_TYPES) {
    app.get(
      `/v2/master_data/${type}/:platformId`,
      {
        ...common,
        schema: {
          tags: ['master-data'],
          security,
          summary: `The ${type} options of a platform (404 for an unknown platform)`,
          params: platformParams,
          response: {
            200: masterDataReplySchema(type),
            304: notModifiedReply,
            ...errorReplies(401, 403, 404),
          },
        },
      },
      async (req) => {
        const { platformId } = req.params;
        if (!(await platformExists(app.db, platformId))) throw scopeNotFound('Platform');
        const rows = await listOptions(app.db, type, 'platform', platformId);
        return { status_code: SC.ok, data: rows.map((r) => option(type, r.id, r.label, r.code)) };
      },
    );
  }

  // Regions are the same for every platform; the platform in the path must still exist.
  app.get(
    '/v2/master_data/province/:platformId',
    {
      ...common,
      schema: {
        tags: ['master-data'],
        security,
        summary: 'The provinces (Kemendagri codes), by name',
        params: platformParams,
        response: {
          200: masterDataReplySchema('province'),
          304: notModifiedReply,
          ...errorReplies(401, 403, 404),
        },
      },
    },
    async (req) => {
      if (!(await platformExists(app.db, req.params.platformId))) throw scopeNotFound('Platform');
      const rows = await listRegions(app.db, REGION_LEVEL.province, null);
      return { status_code: SC.ok, data: rows.map((r) => option('province', r.code, r.name, r.code)) };
    },
  );

  const cascade = [
    ['regency', 'provinceId'],
    ['district', 'regencyId'],
    ['village', 'districtId'],
  ] as const satisfies readonly (readonly [RegionType, string])[];

  for (const [type, parent] of cascade) {
    app.get(
      `/v2/master_data/${type}/:platformId/:${parent}`,
      {
        ...common,
        schema: {
          tags: ['master-data'],
          security,
          summary: `The ${type} options under a region code, by name ([] for an unknown region)`,
          params: regionParams(parent),
          response: {
            200: masterDataReplySchema(type),
            304: notModifiedReply,
            ...errorReplies(401, 403, 404),
          },
        },
      },
      async (req) => {
        if (!(await platformExists(app.db, req.params.platformId))) throw scopeNotFound('Platform');
        const rows = await listRegions(app.db, REGION_LEVEL[type], req.params[parent]);
        return { status_code: SC.ok, data: rows.map((r) => option(type, r.code, r.name, r.code)) };
      },
    );
  }

  await app.register(identityCheckRoutes);
};
