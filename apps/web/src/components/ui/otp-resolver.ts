import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema } from '@kilau/shared';

/**
 * The SMS-code form's resolver (OtpCheckForm), with zod and the shared schema: the registration and
 * the profile paint before zod has arrived, so the form loads this module with `import()` through
 * `lib/lazy-resolver.ts` (decisions 0051, 0107). Import it only with `import()`.
 */
export const otpResolver = zodResolver(otpFormSchema);
