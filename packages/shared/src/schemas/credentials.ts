/** The one-time view of a password chosen by staff (decision 0090). */
import { z } from '../zod';

export const CREDENTIAL_KINDS = ['trading', 'demo'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const revealBodySchema = z.object({ token: z.string().min(1).max(200) });
export type RevealBody = z.infer<typeof revealBodySchema>;

export const revealReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    kind: z.enum(CREDENTIAL_KINDS),
    account_no: z.string(),
    username: z.string(),
    password: z.string(),
  }),
});
export type RevealReply = z.infer<typeof revealReplySchema>;
