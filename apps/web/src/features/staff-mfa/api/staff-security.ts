/**
 * 'Keamanan akun' and the super admins' reset of a staff member's second factor. The changes may
 * answer 403 `SC.stepUpRequired`: the API client's step-up dialog handles that, not these calls.
 */
import {
  type MfaResetCreateBody,
  mfaResetCreatedReplySchema,
  mfaResetListReplySchema,
  okReplySchema,
  recoveryCodesReplySchema,
  revokeOthersReplySchema,
  totpSetupReplySchema,
  webauthnOptionsReplySchema,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { fetchStaffSecurity, staffSecurityKey } from './step-up';

export function useStaffSecurity() {
  return useQuery({ queryKey: staffSecurityKey, queryFn: fetchStaffSecurity });
}

/** A mutation that refreshes the security section once it is done, whichever way it ended. */
function useSecurityChange<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: staffSecurityKey }),
  });
}

const S = '/v1/staff/security';

/** POST …/totp: a new secret, active once …/totp/confirm takes a code from it. */
export const setupTotp = () => apiRequest('POST', `${S}/totp`, { schema: totpSetupReplySchema });
export const useConfirmTotp = () =>
  useSecurityChange((code: string) =>
    apiRequest('POST', `${S}/totp/confirm`, { body: { code }, schema: okReplySchema }),
  );
export const useRemoveTotp = () =>
  useSecurityChange(() => apiRequest('DELETE', `${S}/totp`, { schema: okReplySchema }));

export const passkeyAddOptions = () =>
  apiRequest('POST', `${S}/passkeys/options`, { schema: webauthnOptionsReplySchema });
export const useAddPasskey = () =>
  useSecurityChange((body: { response: Record<string, unknown>; name?: string }) =>
    apiRequest('POST', `${S}/passkeys`, { body, schema: okReplySchema }),
  );
export const useRemovePasskey = () =>
  useSecurityChange((id: string) =>
    apiRequest('DELETE', `${S}/passkeys/${encodeURIComponent(id)}`, { schema: okReplySchema }),
  );

export const useNewRecoveryCodes = () =>
  useSecurityChange(() => apiRequest('POST', `${S}/recovery-codes`, { schema: recoveryCodesReplySchema }));

/** DELETE …/sessions/:id: ends one of the caller's other sessions (decision 0127). */
export const useEndSession = () =>
  useSecurityChange((id: string) =>
    apiRequest('DELETE', `${S}/sessions/${encodeURIComponent(id)}`, { schema: okReplySchema }),
  );

export const useRevokeOtherSessions = () =>
  useSecurityChange(() =>
    apiRequest('POST', `${S}/sessions/revoke-others`, { schema: revokeOthersReplySchema }),
  );

// ── The reset by two super admins ─────────────────────────────────────
const resetsKey = ['mfa-resets'] as const;

export function useMfaResets(enabled: boolean) {
  return useQuery({
    queryKey: resetsKey,
    queryFn: () => apiRequest('GET', '/v1/staff/mfa-resets', { schema: mfaResetListReplySchema }),
    select: (r) => r.data,
    enabled,
  });
}

function useResetChange<A, R>(call: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => client.invalidateQueries({ queryKey: resetsKey }),
  });
}

export const useRequestMfaReset = () =>
  useResetChange((body: MfaResetCreateBody) =>
    apiRequest('POST', '/v1/staff/mfa-resets', { body, schema: mfaResetCreatedReplySchema }),
  );
export const useApproveMfaReset = () =>
  useResetChange((id: string) =>
    apiRequest('POST', `/v1/staff/mfa-resets/${encodeURIComponent(id)}/approve`, { schema: okReplySchema }),
  );
