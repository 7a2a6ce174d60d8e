import { zodResolver } from '@hookform/resolvers/zod';
import { forgotBodySchema, newPasswordFormSchema, otpFormSchema } from '@kilau/shared';

/**
 * The password reset forms' resolvers, with zod and the shared schemas: the screens paint before zod
 * has arrived, so they load this module with `import()` through `lib/lazy-resolver.ts` (decisions
 * 0051, 0107). Import it only with `import()`.
 */
export const forgotResolver = zodResolver(forgotBodySchema);
export const newPasswordResolver = zodResolver(newPasswordFormSchema);
export const otpFormResolver = zodResolver(otpFormSchema);
