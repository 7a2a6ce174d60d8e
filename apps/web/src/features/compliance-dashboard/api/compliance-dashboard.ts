/**
 * The compliance officer's dashboard (MONITORING_ROLES, docs/product/monitoring.md § Calls): the
 * figures of the alerts, open cases and reports to PPATK over the period of the URL. The previous
 * period's figures stay on screen while another loads, as the lists keep their previous page.
 */
import { monitoringDashboardReplySchema } from '@kilau/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useComplianceDashboard(days: number) {
  return useQuery({
    queryKey: ['compliance-dashboard', days],
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/dashboard?days=${days}`, { schema: monitoringDashboardReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}
