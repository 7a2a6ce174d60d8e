/**
 * The zod schemas of this feature's replies. Its screens paint before zod has arrived: the requests
 * load this module with `import()` while they run (decisions 0051, 0107). Import it only with
 * `import()`.
 */
export {
  okReplySchema,
  verifyEmailReplySchema,
} from '@kilau/shared';
