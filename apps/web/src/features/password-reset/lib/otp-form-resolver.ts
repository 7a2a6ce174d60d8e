import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema } from '@kilau/shared';

/** The reset code form's resolver: loaded after the first paint with zod (decisions 0051, 0107). */
export const otpFormResolver = zodResolver(otpFormSchema);
