import { z } from '../zod';

/** What the screens may show of the operator's configuration (company identity, contacts, trading site). */
export const publicConfigReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    company_name: z.string(),
    company_address: z.string(),
    /** The broker's business licence number. */
    company_license_no: z.string(),
    cs_phone: z.string(),
    cs_email: z.string(),
    /** The WhatsApp number as configured, for display, and its https://wa.me/62… link. */
    cs_whatsapp: z.string(),
    cs_whatsapp_url: z.string(),
    trading_url: z.string(),
    /** The page staff see embedded at /posgold; null when not configured. */
    posgold_url: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigReplySchema>['data'];
