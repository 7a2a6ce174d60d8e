import { okReplySchema } from '@kilau/shared';
import { z } from 'zod';

/**
 * The zod schemas of the profile's replies. The profile paints before zod has arrived: its requests
 * load this module with `import()` while they run (decisions 0051, 0107). Import it only with
 * `import()`.
 */
export {
  contactChangeReplySchema,
  kycViewReplySchema,
  okReplySchema,
  profileReplySchema,
} from '@kilau/shared';

/** POST /v1/user/profile/phone/resend: the ok reply with the wait before the next code. */
export const resendReplySchema = okReplySchema.extend({ resend_in: z.number() });
