import { z } from 'zod';

/** What the screens may show of the operator's configuration (company, contacts, trading site). */
export const publicConfigReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    company_name: z.string(),
    company_address: z.string(),
    cs_phone: z.string(),
    cs_email: z.string(),
    trading_url: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigReplySchema>['data'];
