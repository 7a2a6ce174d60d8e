import { zodResolver } from '@hookform/resolvers/zod';
import { platformChoiceFormSchema } from '@kilau/shared';

/** The platform choice's resolver: loaded after the first paint with zod (decisions 0051, 0107). */
export const platformChoiceResolver = zodResolver(platformChoiceFormSchema);
