/**
 * The zod schemas of the session's replies (token renewal, logout). The customer shell that keeps
 * the session paints before zod has arrived: the requests load this module with `import()` while
 * they run (decision 0101, the pattern of decision 0051). Import it only with `import()`.
 */
export { okReplySchema, refreshReplySchema } from '@kilau/shared';
