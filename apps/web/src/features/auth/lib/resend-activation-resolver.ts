import { zodResolver } from '@hookform/resolvers/zod';
import { resendEmailBodySchema } from '@kilau/shared';

/** The resend-activation form's resolver: loaded after the first paint with zod (decisions 0051, 0107). */
export const resendActivationResolver = zodResolver(resendEmailBodySchema);
