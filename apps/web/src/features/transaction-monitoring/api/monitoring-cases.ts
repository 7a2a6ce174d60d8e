/**
 * The compliance officer's cases (MONITORING_ROLES, decision 0208): GET
 * /v1/compliance/monitoring/cases with the page of the URL, and one case with its alerts.
 */
import { monitoringCaseReplySchema, monitoringCasesReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/monitoring/cases/${encodeURIComponent(id)}`, {
        schema: monitoringCaseReplySchema,
      }),
    select: (r) => r.data,
  });
}
