/**
 * The zod schemas of the dashboard's replies. The dashboard paints before zod (about 24 kB gzip)
 * has arrived: its requests load this module with `import()` while they run (decision 0101, the
 * pattern of decision 0051). Import it only with `import()`. The record's schemas are in
 * record-reply-schemas.ts, so that an approved customer's balances do not wait for them.
 */
export {
  customerPlatformsReplySchema,
  goldSavingReplySchema,
  goldTransactionsReplySchema,
  posgoBalanceReplySchema,
} from '@kilau/shared';
