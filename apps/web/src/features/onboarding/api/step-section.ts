import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The replies' schemas arrive with zod, after the first paint (decision 0107).
const replies = () => import('./step-reply-schemas');

/**
 * A data step read and saved at one path (steps 3–5 of docs/product/onboarding.md): GET reads the section back to
 * prefill the form, PUT saves it.
 */
export interface StepSection<R extends z.ZodType, D> {
  /** The query key's name for the section. */
  name: string;
  /** The call without its `/{customerId}`. */
  path: string;
  /** A loader of the GET reply's schema (zod arrives after the first paint, decision 0107). */
  replySchema: () => Promise<R>;
  /** The section inside the GET reply. */
  pick: (reply: z.infer<R>) => D;
}

/** The query key of a section's read-back; a save makes it stale. */
export const sectionKey = (section: { name: string }, customerId: string | null) =>
  ['onboarding', section.name, customerId] as const;
const sectionUrl = (section: { path: string }, customerId: string | null) =>
  `${section.path}/${encodeURIComponent(customerId ?? '')}`;

/** The read-back of a section (GET), under its key. */
export function sectionQuery<R extends z.ZodType, D>(section: StepSection<R, D>, customerId: string | null) {
  return {
    queryKey: sectionKey(section, customerId),
    queryFn: async () =>
      section.pick(await apiRequest('GET', sectionUrl(section, customerId), { schema: section.replySchema })),
  };
}

/** The saved section, to prefill the step's form. */
export function useStepSection<R extends z.ZodType, D>(
  section: StepSection<R, D>,
  customerId: string | null,
) {
  return useQuery({ ...sectionQuery(section, customerId), enabled: Boolean(customerId) });
}

/** PUT the section: the reply's status_code says what the screen does (useStepSave). */
export function saveStepSection<Body>(section: { path: string }, customerId: string, body: Body) {
  return apiRequest('PUT', sectionUrl(section, customerId), {
    body,
    schema: () => replies().then((m) => m.stepReplySchema),
  });
}
