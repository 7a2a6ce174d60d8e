import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailBodySchema, changePasswordFormSchema, changePhoneBodySchema } from '@kilau/shared';

/**
 * The profile panels' resolvers, with zod and the shared schemas: the profile paints before zod has
 * arrived, so the panels load this module with `import()` through `lib/lazy-resolver.ts` (decisions
 * 0051, 0107). Import it only with `import()`.
 */
// Each contact schema checks exactly its own field and the password: what passes is that update body.
export const contactResolvers = {
  email: zodResolver(changeEmailBodySchema),
  phone_number: zodResolver(changePhoneBodySchema),
};
export const passwordResolver = zodResolver(changePasswordFormSchema);
