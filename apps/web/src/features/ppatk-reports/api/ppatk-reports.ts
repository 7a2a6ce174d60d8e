/**
 * The compliance officer's reports to PPATK (MONITORING_ROLES, decisions 0211, 0212): the list by
 * status and page of the URL, one report with what it will say, the officer's part of a draft, its
 * four-eyes approval, the record of its sending, its goAML XML and its PDF (the step-up retry of
 * the API client asks for a fresh factor first).
 */
import {
  type PpatkReportDraftBody,
  type PpatkReportStatus,
  ppatkReportReplySchema,
  ppatkReportsReplySchema,
  proposalReplySchema,
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

/** GET …/pdf: the report as one PDF for the file, saved under the server's name (laporan-ppatk-<reference>.pdf). */
export function downloadPpatkReportPdf(id: string): Promise<void> {
  return downloadFile(`${reportPath(id)}/pdf`);
}

/** After an approval step: the report and the lists read again (its status and approvals changed). */
function useReportChange<V, R>(id: string, call: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ppatk-report', id] }),
        queryClient.invalidateQueries({ queryKey: ['ppatk-reports'] }),
      ]),
  });
}

/** POST …/approval: one officer asks another to approve the draft. */
export function useProposeReportApproval(id: string) {
  return useReportChange(id, (reason: string) =>
    apiRequest('POST', `${reportPath(id)}/approval`, { body: { reason }, schema: proposalReplySchema }),
  );
}

/** The second officer's approval or decline, through the monitoring's decision calls. */
export function useDecideReportApproval(id: string) {
  return useReportChange(
    id,
    ({
      proposalId,
      decision,
      reason,
    }: {
      proposalId: string;
      decision: 'approve' | 'decline';
      reason?: string;
    }) =>
      apiRequest(
        'POST',
        `/v1/compliance/monitoring/decisions/${encodeURIComponent(proposalId)}/${decision}`,
        {
          body: reason ? { reason } : {},
          schema: proposalReplySchema,
        },
      ),
  );
}

/** POST …/submission: PPATK's receipt number of an approved report. */
export function useRecordReportSubmission(id: string) {
  return useReportChange(id, (receiptNo: string) =>
    apiRequest('POST', `${reportPath(id)}/submission`, {
      body: { receipt_no: receiptNo },
      schema: ppatkReportReplySchema,
    }),
  );
}
