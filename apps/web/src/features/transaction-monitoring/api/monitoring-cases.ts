/**
 * The compliance officer's cases (MONITORING_ROLES, decision 0208): GET
 * /v1/compliance/monitoring/cases with the status and page of the URL, one case with its alerts,
 * notes and decisions, and what the officer does with it: 'Ambil', 'Lepaskan', a note, a decision
 * proposed or decided (decision 0209), 'Unduh PDF kasus'. Each change reloads the case
 * and the list (which name the holder); a refused claim too, so the page names who holds it.
 */
import {
  type CaseDecisionBody,
  caseNoteReplySchema,
  type MonitoringCaseStatus,
  monitoringCaseClaimReplySchema,
  monitoringCaseNextReplySchema,
  monitoringCaseReplySchema,
  monitoringCasesReplySchema,
  proposalReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const casePath = (id: string) => `/v1/compliance/monitoring/cases/${encodeURIComponent(id)}`;

export function useMonitoringCases(status: MonitoringCaseStatus, page: number) {
  return useQuery({
    queryKey: ['monitoring-cases', status, page],
    queryFn: () =>
      apiRequest('GET', `/v1/compliance/monitoring/cases?status=${status}&page=${page}`, {
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

/**
 * GET …/pdf: 'Unduh PDF kasus', saved under the server's name (kasus-pemantauan-<id>.pdf). Behind
 * the step-up, as 'Unduh berkas': the API client's step-up retry asks for a fresh factor.
 */
export function downloadMonitoringCasePdf(id: string): Promise<void> {
  return downloadFile(`${casePath(id)}/pdf`);
}

function useCaseChange<V, R>(send: (v: V) => Promise<R>) {
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

/** POST …/cases/next: 'Berikutnya', the case the officer works on or the next one due, claimed; 404 (2051) when none waits. */
export function useNextMonitoringCase() {
  return useCaseChange(() =>
    apiRequest('POST', '/v1/compliance/monitoring/cases/next', { schema: monitoringCaseNextReplySchema }),
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

/**
 * POST …/decision: the officer holding the case proposes to close it as not suspicious or to
 * escalate it (decision 0209); a second officer decides. Needs a fresh second factor: the API
 * client's step-up retry asks for it.
 */
export function useProposeCaseDecision(id: string) {
  return useCaseChange((body: CaseDecisionBody) =>
    apiRequest('POST', `${casePath(id)}/decision`, { body, schema: proposalReplySchema }),
  );
}

/** POST /v1/compliance/monitoring/decisions/{id}/approve|decline: the second officer's decision. */
export function useDecideCaseDecision() {
  return useCaseChange(
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
        { body: reason ? { reason } : {}, schema: proposalReplySchema },
      ),
  );
}
