import { CUSTOMER_STATES, PROMOTER_CODE_LENGTH } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';

export const platformSchema = z.object({ _id: z.string(), name: z.string(), app_name: z.string() });
export type Platform = z.infer<typeof platformSchema>;

export const masterPlatformReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ platform: z.array(platformSchema) }),
});

export const bankSchema = z.object({
  bank_code: z.string(),
  name: z.string(),
  requires_existing_account: z.boolean(),
  app_links: z.array(z.object({ store: z.string(), url: z.string() })),
});
export type Bank = z.infer<typeof bankSchema>;
export const banksReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ bank: z.array(bankSchema) }),
});

/** docs/product/customer-area.md § Rules: optional; exactly 8 characters when given. */
export const promoterCodeField = z
  .string()
  .trim()
  .refine((v) => v === '' || v.length === PROMOTER_CODE_LENGTH, MSG.promoterCodeLength);

/** The server answers 422 promoterCodeLength for any length other than 8 (0003). */
export const referralBodySchema = z.object({
  referral_code: z.string({ error: MSG.promoterCodeLength }).trim().max(32, MSG.promoterCodeLength),
});
export const referralReplySchema = z.object({
  status_code: z.string(),
  referral_code: z.string(),
  err_message_id: z.string().optional(),
});

export const platformChoiceFormSchema = z.object({
  platform_id: z.string({ error: MSG.platformNotChosen }).min(1, MSG.platformNotChosen),
  referral_code: promoterCodeField,
});
export type PlatformChoiceForm = z.infer<typeof platformChoiceFormSchema>;

/** GET /v2/kyc/customer/platform: the user's customer records, one per platform. */
export const customerSummarySchema = z.object({
  _id: z.string(),
  state: z.enum(CUSTOMER_STATES),
  platform: z.object({ platform_id: z.string(), name: z.string() }),
  bank: z.object({ bank_code: z.string(), name: z.string() }).nullable(),
});
export const customerPlatformsReplySchema = z.object({
  status_code: z.string(),
  data: z.array(customerSummarySchema),
});
export type CustomerPlatformsReply = z.infer<typeof customerPlatformsReplySchema>;
export const customerOnPlatformReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ customer: customerSummarySchema }),
});
