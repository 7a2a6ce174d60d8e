/**
 * The lists' page (/daftar-pantauan), for the super admin (decision 0111): the sources with their
 * current versions, each source's versions, a version's diff, the upload of a new version (answered
 * at once and read off the request, decision 0120) and where it stands, and the progress of the
 * rescreen an upload starts, with the participants it flagged; and, for the dashboards of the super
 * admin and the broker's reviewers, whether the required lists are there and recent (decision 0132).
 */
import {
  MSG,
  PREFIX_ROLES,
  runFindingsQuerySchema,
  runFindingsReplySchema,
  SC,
  SCREENING_READ_ROLES,
  type StaffPrefix,
  screeningRunReplySchema,
  UPLOADED_SOURCES,
  WATCHLIST_FILE_MAX_BYTES,
  WATCHLIST_ROLES,
  watchlistDiffReplySchema,
  watchlistOverviewReplySchema,
  watchlistStatusReplySchema,
  watchlistUploadReplySchema,
  watchlistVersionsReplySchema,
} from '@kilau/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffClaims } from '../../plugins/auth';
import { ApiError, errorReplies } from '../../plugins/errors';
import { requestMeta } from '../audit/audit.service';
import { XLSX_ENTRY_MAX_BYTES, XLSX_TOTAL_MAX_BYTES, XML_MAX_DEPTH } from './parsers/limits';
import { listStatus, runFindings } from './watchlist-reads.service';
import { WatchlistsService } from './watchlists.service';

const MIB = 1024 * 1024;

const tags = ['watchlists'];
const security = [{ bearer: [] }];
const sourceParams = z.object({ source: z.enum(UPLOADED_SOURCES) });
const idParams = z.object({ id: z.uuid() });
/** What a browser's FormData adds around the one file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;
const FILE_NAME_MAX = 200;

/**
 * The lists' state is read on the dashboards of those who read screening (decision 0132): the super
 * admin and the broker's reviewers, under their own prefixes; never the bank (decision 0121).
 */
const STATUS_PREFIXES: readonly StaffPrefix[] = ['super-admin', 'admin-broker'];
const statusRoles = (prefix: StaffPrefix) =>
  PREFIX_ROLES[prefix].filter((r) => (SCREENING_READ_ROLES as readonly number[]).includes(r));

const fileRequired = () =>
  new ApiError(422, 422, MSG.uploadFileRequired, 'One file in the field `file`', {
    error: [{ field: 'file', message: MSG.uploadFileRequired }],
  });

export const watchlistsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireStaff(WATCHLIST_ROLES);
  const stepUp = app.requireStepUp();
  const lists = new WatchlistsService(app);

  app.get(
    '/v1/super-admin/watchlists',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'The lists screened against: each source with its current version, and the newest rescreens',
        response: { 200: watchlistOverviewReplySchema, ...errorReplies(401, 403) },
      },
    },
    async () => ({ status_code: SC.ok, data: await lists.overview() }),
  );

  app.get(
    '/v1/super-admin/watchlists/:source/versions',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: "A list's uploaded versions, newest first",
        params: sourceParams,
        response: { 200: watchlistVersionsReplySchema, ...errorReplies(401, 403, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { versions: await lists.versions(req.params.source) } }),
  );

  app.get(
    '/v1/super-admin/watchlists/versions/:id/diff',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: 'What a version added, removed and changed against the version before it',
        description: 'The counts are whole; each list holds at most the first 200 entries.',
        params: idParams,
        response: { 200: watchlistDiffReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: await lists.versionDiff(req.params.id) }),
  );

  app.get(
    '/v1/super-admin/screening/runs/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: "A rescreen's progress: participants screened of the total, new matches, status",
        params: idParams,
        response: { 200: screeningRunReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { run: await lists.run(req.params.id) } }),
  );

  app.get(
    '/v1/super-admin/screening/runs/:id/findings',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary: "The participants a rescreen flagged ('Kecocokan baru'), with the matches it found",
        description:
          'Ten participants a page, in the order the run found them; each with the matches the run found new or ' +
          'opened again, as they stand now. `total` is the whole count, the run’s `flagged`.',
        params: idParams,
        querystring: runFindingsQuerySchema,
        response: { 200: runFindingsReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({
      status_code: SC.ok,
      data: await runFindings(app, req.params.id, req.query.page),
    }),
  );

  for (const prefix of STATUS_PREFIXES) {
    app.get(
      `/v1/${prefix}/watchlists/status`,
      {
        preValidation: app.requireStaff(statusRoles(prefix)),
        schema: {
          tags,
          security,
          summary:
            'Whether the UN list and the DTTOT are loaded and recent enough: each missing, stale or current',
          description:
            "A list is 'stale' when its current version was uploaded more than SCREENING_LIST_MAX_AGE_DAYS " +
            'days ago (`max_age_days`); `may_upload` tells whether the caller may upload a newer one.',
          response: { 200: watchlistStatusReplySchema, ...errorReplies(401, 403) },
        },
      },
      async (req) => ({ status_code: SC.ok, data: await listStatus(app, staffClaims(req).role) }),
    );
  }

  app.post(
    '/v1/super-admin/watchlists/:source',
    {
      // Changing what every participant is screened against is a decision: a fresh second factor.
      preValidation: [guard, stepUp],
      schema: {
        tags,
        security,
        summary: 'Uploads a new version of a list: checked at once, then read in full off the request',
        description:
          'multipart/form-data with the file in the field `file` (un: the consolidated list XML; dttot and ' +
          `proliferation: PPATK's .xlsx or .csv), at most ${WATCHLIST_FILE_MAX_BYTES / MIB} MB. The format is read from the bytes. What the ` +
          "file's structure tells is checked at once: an empty file, the wrong format, XML with a DOCTYPE or " +
          `ENTITY declaration, an unknown entity or nesting deeper than ${XML_MAX_DEPTH}, an .xlsx whose parts declare more ` +
          `than ${XLSX_ENTRY_MAX_BYTES / MIB} MB each or ${XLSX_TOTAL_MAX_BYTES / MIB} MB together, or the same file as the current version, is refused with 422 ` +
          'and status_code 2045, its message naming the reason; nothing is stored. Otherwise 202: the upload, ' +
          "'parsing'; it is read in full in a worker thread and ends 'stored' (the new version, its diff and the " +
          "rescreen run it queued) or 'refused' (the row and the reason), read with GET …/watchlists/uploads/{id}.",
        consumes: ['multipart/form-data'],
        params: sourceParams,
        response: { 202: watchlistUploadReplySchema, ...errorReplies(401, 403, 413, 422) },
      },
    },
    async (req, reply) => {
      const staff = staffClaims(req);
      const meta = requestMeta(req);
      const { source } = req.params;
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      if (!req.isMultipart()) throw fileRequired();
      if (declared > WATCHLIST_FILE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) {
        reply.header('connection', 'close');
        throw await lists.refuseTooLarge(staff.sub, source, '', meta);
      }
      let fileName = '';
      let bytes: Buffer;
      try {
        const part = await req.file({ limits: { fileSize: WATCHLIST_FILE_MAX_BYTES } });
        if (part?.fieldname !== 'file') throw fileRequired();
        fileName = (part.filename || 'berkas').slice(0, FILE_NAME_MAX);
        bytes = await part.toBuffer();
      } catch (err) {
        const code = (err as { code?: unknown } | null)?.code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          reply.header('connection', 'close');
          throw await lists.refuseTooLarge(staff.sub, source, fileName, meta);
        }
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_FILES_LIMIT') throw fileRequired();
        throw err;
      }
      const upload = await lists.accept(staff.sub, source, { fileName, bytes }, meta);
      reply.code(202);
      return { status_code: SC.ok, data: { upload } };
    },
  );

  app.get(
    '/v1/super-admin/watchlists/uploads/:id',
    {
      preValidation: guard,
      schema: {
        tags,
        security,
        summary:
          "Where an upload stands: 'parsing', 'stored' with its version and rescreen run, or 'refused'",
        description:
          'The page polls it after the upload; a refusal carries the row, the reason and its message.',
        params: idParams,
        response: { 200: watchlistUploadReplySchema, ...errorReplies(401, 403, 404, 422) },
      },
    },
    async (req) => ({ status_code: SC.ok, data: { upload: await lists.upload(req.params.id) } }),
  );
};
