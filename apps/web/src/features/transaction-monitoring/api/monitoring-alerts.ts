/**
 * The compliance officer's alerts (MONITORING_ROLES, decision 0205): GET
 * /v1/compliance/monitoring/alerts with the scenario and the page of the URL.
 */
import { type MonitoringScenarioKind, monitoringAlertsReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useMonitoringAlerts(q: { kind: MonitoringScenarioKind | null; page: number }) {
  const search = new URLSearchParams({ page: String(q.page) });
  if (q.kind) search.set('kind', q.kind);
  return useQuery({
    queryKey: ['monitoring-alerts', q],
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/monitoring/alerts?${search.toString()}`, {
        schema: monitoringAlertsReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
