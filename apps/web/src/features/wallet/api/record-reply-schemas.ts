/**
 * The zod schemas of a KYC record's replies, for a customer the dashboard sends on (where to
 * resume) and for the account panel of one just approved. Apart from the balances' schemas
 * (reply-schemas.ts): the record's schema brings the whole onboarding schema with it, which an
 * approved customer's balances do not need on their first paint (decision 0115). Import it only
 * with `import()`.
 */
import { customerDetailSchema } from '@kilau/shared';
import { z } from 'zod';

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
