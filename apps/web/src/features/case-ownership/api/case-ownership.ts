/**
 * Case ownership (decision 0112): 'Ambil', 'Lepaskan', 'Alihkan', 'Berikutnya', the dashboard's
 * workload and the reviewers a supervisor may hand a file to. Every change refetches the lists,
 * the detail and the counts, so the holder shown is the server's, never a guess.
 */
import {
  caseClaimReplySchema,
  caseReleaseReplySchema,
  reviewerOptionsReplySchema,
  type StaffPrefix,
  workloadReplySchema,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Claims are taken in the caller's own review scope: the broker's reviewers or the bank's. */
export type ClaimPrefix = Extract<StaffPrefix, 'admin-broker' | 'admin-bank'>;
/** A file is handed to someone else by the super admin or the broker admin. */
export type SupervisorPrefix = Extract<StaffPrefix, 'super-admin' | 'admin-broker'>;

const claimPath = (prefix: StaffPrefix, id: string) => `/v1/${prefix}/kyc/${encodeURIComponent(id)}/claim`;

function useReloading<V, R>(send: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      // The lists, the detail, the counts and the workload: what names the holder or counts files.
      ...['participants', 'participant', 'kyc-total', 'workload'].map((k) =>
        queryClient.invalidateQueries({ queryKey: [k] }),
      ),
    ]);
  return useMutation({
    mutationFn: send,
    onSuccess: () => reload(),
    // A refused claim (someone else took it first) still refreshes: the row then names the holder.
    onError: () => reload(),
  });
}

/** POST /v1/{admin-broker|admin-bank}/kyc/{id}/claim: 'Ambil'; 409 (2050) names the holder. */
export function useClaimCase(prefix: ClaimPrefix) {
  return useReloading((id: string) =>
    apiRequest('POST', claimPath(prefix, id), { schema: caseClaimReplySchema }),
  );
}

/** DELETE …/claim: 'Lepaskan', by the holder or a supervisor. */
export function useReleaseCase(prefix: StaffPrefix) {
  return useReloading((id: string) =>
    apiRequest('DELETE', claimPath(prefix, id), { schema: caseReleaseReplySchema }),
  );
}

/** PUT /v1/{super-admin|admin-broker}/kyc/{id}/claim: 'Alihkan' to another reviewer. */
export function useReassignCase(prefix: SupervisorPrefix) {
  return useReloading((v: { id: string; staffId: string }) =>
    apiRequest('PUT', claimPath(prefix, v.id), {
      body: { staff_id: v.staffId },
      schema: caseClaimReplySchema,
    }),
  );
}

/**
 * POST /v1/{admin-broker|admin-bank}/kyc/next: 'Berikutnya' takes the oldest unclaimed file of the
 * caller's scope (atomically on the server) and resolves with its id; 404 (2051) when none waits.
 * Exported for the detail's keyboard shortcut 'n' as well.
 */
export function useNextCase(prefix: ClaimPrefix) {
  return useReloading((platformId?: string) =>
    apiRequest('POST', `/v1/${prefix}/kyc/next`, {
      body: platformId ? { platform_id: platformId } : {},
      schema: caseClaimReplySchema,
    }).then((r) => r.data),
  );
}

/** GET /v1/{prefix}/kyc/workload: the dashboard's counts. */
export function useWorkload(prefix: StaffPrefix | null) {
  return useQuery({
    queryKey: ['workload', prefix],
    queryFn: () => apiRequest('GET', `/v1/${prefix}/kyc/workload`, { schema: workloadReplySchema }),
    select: (r) => r.data,
    enabled: prefix !== null,
  });
}

/** GET /v1/{prefix}/staff-directory: the reviewers a supervisor may hand a file to. */
export function useReviewerOptions(prefix: StaffPrefix, enabled: boolean) {
  return useQuery({
    queryKey: ['staff-directory', prefix],
    queryFn: () => apiRequest('GET', `/v1/${prefix}/staff-directory`, { schema: reviewerOptionsReplySchema }),
    select: (r) => r.data,
    enabled,
  });
}

/** The prefix the caller claims under, or null for roles that never take a file. */
export function claimPrefixOf(prefix: StaffPrefix | null): ClaimPrefix | null {
  return prefix === 'admin-broker' || prefix === 'admin-bank' ? prefix : null;
}
export function supervisorPrefixOf(prefix: StaffPrefix | null): SupervisorPrefix | null {
  return prefix === 'super-admin' || prefix === 'admin-broker' ? prefix : null;
}
