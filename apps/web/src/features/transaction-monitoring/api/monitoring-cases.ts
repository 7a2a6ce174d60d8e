/**
 * The compliance officer's cases (MONITORING_ROLES, decision 0208): GET
 * /v1/compliance/monitoring/cases with the page of the URL, one case with its alerts and notes,
 * and what the officer does with it: 'Ambil', 'Lepaskan', a note. Each change reloads the case
 * and the list (which name the holder); a refused claim too, so the page names who holds it.
 */
import {
  caseNoteReplySchema,
  monitoringCaseClaimReplySchema,
  monitoringCaseReplySchema,
  monitoringCasesReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const casePath = (id: string) => `/v1/compliance/monitoring/cases/${encodeURIComponent(id)}`;

export function useMonitoringCases(page: number) {
  return useQuery({
    queryKey: ['monitoring-cases', page],
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/monitoring/cases?page=${page}`, {
        schema: monitoringCasesReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

export function useMonitoringCase(id: string) {
  return useQuery({
    queryKey: ['monitoring-case', id],
    queryFn: () => apiRequest('GET', casePath(id), { schema: monitoringCaseReplySchema }),
    select: (r) => r.data,
  });
}

function useCaseChange<V>(send: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all(
      ['monitoring-case', 'monitoring-cases'].map((k) => queryClient.invalidateQueries({ queryKey: [k] })),
    );
  return useMutation({ mutationFn: send, onSuccess: reload, onError: reload });
}

/** POST …/claim: 'Ambil'; 409 (2050) names the officer holding it. */
export function useClaimMonitoringCase(id: string) {
  return useCaseChange(() =>
    apiRequest('POST', `${casePath(id)}/claim`, { schema: monitoringCaseClaimReplySchema }),
  );
}

/** DELETE …/claim: 'Lepaskan', by its holder only. */
export function useReleaseMonitoringCase(id: string) {
  return useCaseChange(() =>
    apiRequest('DELETE', `${casePath(id)}/claim`, { schema: monitoringCaseClaimReplySchema }),
  );
}

/** POST …/notes: a note, append-only, read by the officers only. */
export function useAddMonitoringCaseNote(id: string) {
  return useCaseChange((body: string) =>
    apiRequest('POST', `${casePath(id)}/notes`, { body: { body }, schema: caseNoteReplySchema }),
  );
}
