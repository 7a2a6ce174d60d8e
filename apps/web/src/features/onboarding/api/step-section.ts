import { stepReplySchema } from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { CUSTOMER_RECORD_KEY } from './customer-record';

/**
 * A data step read and saved at one path (steps 3–5 of spec 001): GET reads the section back to
 * prefill the form, PUT saves it.
 */
export interface StepSection<R extends z.ZodType, D> {
  /** The query key's name for the section. */
  name: string;
  /** The call without its `/{customerId}`. */
  path: string;
  replySchema: R;
  /** The section inside the GET reply. */
  pick: (reply: z.infer<R>) => D;
}

const sectionKey = (section: { name: string }, customerId: string | null) =>
  ['onboarding', section.name, customerId] as const;
const sectionUrl = (section: { path: string }, customerId: string | null) =>
  `${section.path}/${encodeURIComponent(customerId ?? '')}`;

/** The saved section, to prefill the step's form. */
export function useStepSection<R extends z.ZodType, D>(
  section: StepSection<R, D>,
  customerId: string | null,
) {
  return useQuery({
    queryKey: sectionKey(section, customerId),
    queryFn: async () =>
      section.pick(await apiRequest('GET', sectionUrl(section, customerId), { schema: section.replySchema })),
    enabled: Boolean(customerId),
  });
}

/**
 * Saves the section: the reply's status_code says what the screen does. A save moves the record's
 * state, and the form must prefill from what was saved, so both are read again.
 */
export function useSaveStepSection<Body>(
  section: Pick<StepSection<z.ZodType, unknown>, 'name' | 'path'>,
  customerId: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      apiRequest('PUT', sectionUrl(section, customerId), { body, schema: stepReplySchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sectionKey(section, customerId) }),
        queryClient.invalidateQueries({ queryKey: CUSTOMER_RECORD_KEY }),
      ]),
  });
}
