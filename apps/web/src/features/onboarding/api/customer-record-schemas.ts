/**
 * The zod schemas of the customer record's replies. The resume page and the waiting screen read the
 * record and paint before zod has arrived: the requests load this module with `import()` while
 * they run (decision 0101, the pattern of decision 0051). Import it only with `import()`.
 */
export { customerDetailReplySchema, customerPlatformsReplySchema } from '@kilau/shared';
