import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@kilau/shared';

/**
 * The registration form's resolver, with zod and the shared schema: the page paints before zod has
 * arrived, so its form loads this module with `import()` through `lib/lazy-resolver.ts` (decision
 * 0175). Import it only with `import()`.
 */
export const registerResolver = zodResolver(registerFormSchema);
