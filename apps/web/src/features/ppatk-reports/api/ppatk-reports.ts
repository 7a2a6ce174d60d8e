/**
 * The compliance officer's reports to PPATK (MONITORING_ROLES, decision 0211): the list by status
 * and page of the URL, one report with what it will say, the officer's part of a draft, and its
 * goAML XML (the step-up retry of the API client asks for a fresh factor first).
 */
import {
  type PpatkReportDraftBody,
  type PpatkReportStatus,
  ppatkReportReplySchema,
  ppatkReportsReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const reportPath = (id: string) => `/v1/compliance/reports/${encodeURIComponent(id)}`;

export function usePpatkReports(status: PpatkReportStatus, page: number) {
  return useQuery({
    queryKey: ['ppatk-reports', status, page],
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/reports?status=${status}&page=${page}`, {
        schema: ppatkReportsReplySchema,
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

export function usePpatkReport(id: string) {
  return useQuery({
    queryKey: ['ppatk-report', id],
    queryFn: () => apiRequest('GET', reportPath(id), { schema: ppatkReportReplySchema }),
    select: (r) => r.data,
  });
}

/** PUT …: the narrative, the action and the indicators; the report and the list read again. */
export function useSavePpatkReport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PpatkReportDraftBody) =>
      apiRequest('PUT', reportPath(id), { body, schema: ppatkReportReplySchema }),
    onSuccess: (reply) => {
      queryClient.setQueryData(['ppatk-report', id], reply);
      return queryClient.invalidateQueries({ queryKey: ['ppatk-reports'] });
    },
  });
}

/** GET …/goaml.xml: saved under the report's reference; 422 says what is missing or refused. */
export function downloadPpatkReportXml(id: string): Promise<void> {
  return downloadFile(`${reportPath(id)}/goaml.xml`);
}
