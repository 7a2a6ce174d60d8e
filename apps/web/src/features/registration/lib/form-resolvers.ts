import { zodResolver } from '@hookform/resolvers/zod';
import { otpFormSchema, registerFormSchema } from '@kilau/shared';

/**
 * The registration forms' resolvers, with zod and the shared schemas: the registration paints before
 * zod has arrived, so its forms load this module with `import()` through `lib/lazy-resolver.ts`
 * (decisions 0051, 0107). Import it only with `import()`.
 */
export const registerFormResolver = zodResolver(registerFormSchema);
export const otpResolver = zodResolver(otpFormSchema);
