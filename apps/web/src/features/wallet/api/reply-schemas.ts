/**
 * The zod schemas of the dashboard's replies. The dashboard paints before zod (about 24 kB gzip)
 * has arrived: its requests load this module with `import()` while they run (decision 0101, the
 * pattern of decision 0051). Import it only with `import()`.
 */
import { customerDetailSchema } from '@kilau/shared';
import { z } from 'zod';

export {
  customerPlatformsReplySchema,
  goldSavingReplySchema,
  goldTransactionsReplySchema,
  posgoBalanceReplySchema,
} from '@kilau/shared';

/** Only the record's state, flow and saved steps: what the dashboard needs to send a customer on. */
export const recordStateReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ customer: customerDetailSchema.pick({ state: true, flow: true, saved_sections: true }) }),
});

/** The approved record's trading account. */
export const approvedDetailReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    customer: customerDetailSchema.pick({ platform: true, trade_account_no: true, trade_username: true }),
  }),
});
