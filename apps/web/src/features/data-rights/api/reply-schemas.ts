/**
 * The zod schemas of 'Data Saya''s replies. The page paints before zod has arrived: its requests
 * load this module with `import()` while they run (decisions 0051, 0107). Import it only with
 * `import()`.
 */
export {
  customerPlatformsReplySchema,
  dataExportReplySchema,
  dataRequestReplySchema,
  dataRightsReplySchema,
  uploadReplySchema,
} from '@kilau/shared';
