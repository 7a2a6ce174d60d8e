/**
 * The users directory and its export (docs/product/back-office.md § Screens /users, /cek-data; §7 GET /v1/admin-broker/users;
 * decision 0068). The super admin reads every account; a broker reads the accounts with a
 * participant record on their platform (staff-scope.ts). The export streams an .xlsx of the whole
 * filtered directory and is audited with its filter and row count.
 */
import { PassThrough, Readable } from 'node:stream';
import {
  exportStamp,
  ROLES,
  SC,
  USERS_DIRECTORY_ROLES,
  type UsersDirectoryFilter,
  usersDirectoryFilterSchema,
  usersDirectoryQuerySchema,
  usersDirectoryReplySchema,
} from '@kilau/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { errorReplies } from '../../plugins/errors';
import { perIp } from '../../plugins/rate-limit';
import { requestMeta } from '../audit/audit.service';
import type { DirectoryRow } from './users-directory.repository';
import { UsersDirectoryService } from './users-directory.service';
import { writeUsersWorkbook } from './users-export';

const tags = ['users'];
const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const xlsxBody = z
  .custom<Readable>((v) => v instanceof Readable)
  .meta({ type: 'string', format: 'binary', description: 'Excel workbook' });

const toUser = (r: DirectoryRow) => ({
  _id: r.id,
  nasabah_id: r.nasabahId,
  fullname: r.kycName ?? r.accountName,
  username: r.username,
  app_name: r.appName,
  platform_name: r.platformName,
  phonenumber: r.phonenumber,
  email: r.email,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

export const usersDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff(USERS_DIRECTORY_ROLES);
  const directory = new UsersDirectoryService(app);

  const listSchema = {
    tags,
    security,
    summary: 'Customer accounts with their platform, searched on name, e-mail, phone and username',
    description:
      '`offset` is the page number from 1 (a client listing everything asks offset=1 with limit=total). `app_name` may repeat or be comma-separated. One row per account and participant record.',
    querystring: usersDirectoryQuerySchema,
    response: { 200: usersDirectoryReplySchema, ...errorReplies(401, 403, 422) },
  };
  const list = async (req: FastifyRequest<{ Querystring: z.infer<typeof usersDirectoryQuerySchema> }>) => {
    const { rows, count } = await directory.page(staffClaims(req), req.query, requestMeta(req));
    return { status_code: SC.ok, data: { body: { users: rows.map(toUser), count } } };
  };
  app.get('/v1/admin-broker/users', { preValidation: guard, schema: listSchema }, list);
  // docs/product/back-office.md § Calls names the super admin's own path too.
  app.get(
    '/v1/super-admin/user',
    { preValidation: app.requireStaff([ROLES.superAdmin]), schema: listSchema },
    list,
  );

  app.get(
    '/v1/admin-broker/users/export',
    {
      // The whole directory leaves the system: a recent second factor first (decision 0109).
      preValidation: [guard, app.requireStepUp()],
      // An export walks the whole directory: a few a minute is plenty for a person.
      config: { rateLimit: perIp(10, 60_000) },
      schema: {
        tags,
        security,
        summary: 'The whole filtered directory as an .xlsx file, streamed (columns No … Status)',
        description:
          'Columns No, Nama Lengkap, Platform, No. Telepon, Email, Status with widths 5, 15, 15, 15, 20, 15, the header row frozen and filterable; file name data-users-dd-mm-yyyy-hhmm.xlsx (WIB). X-Total-Rows carries the row count for progress.',
        querystring: usersDirectoryFilterSchema,
        response: {
          200: { description: 'The workbook', content: { [XLSX]: { schema: xlsxBody } } },
          ...errorReplies(401, 403, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const filter: UsersDirectoryFilter = req.query;
      const { scope, total } = await directory.startExport(staffClaims(req), filter, requestMeta(req));
      const body = new PassThrough();
      writeUsersWorkbook(app.db, scope, filter, body).catch((err: unknown) => {
        req.log.error({ err }, 'users export failed while streaming');
        body.destroy(err instanceof Error ? err : new Error('export failed'));
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="data-users-${exportStamp(new Date())}.xlsx"`)
        .header('x-total-rows', String(total))
        .header('access-control-expose-headers', 'x-total-rows, content-disposition')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};
