/**
 * The zod schema of the 'Perlu perbaikan' list. Every step reads the list when the record is in
 * state 'fix', so zod stays off the steps' first paint: import this module only with `import()`.
 */
/** The declaration of source of funds: its document's upload and its save (api/funds-declaration.ts). */
export { customerFixListReplySchema, okReplySchema, uploadReplySchema } from '@kilau/shared';
