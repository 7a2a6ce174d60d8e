/**
 * The risk model's versions for the super admin (decision 0189): the list, one version's document,
 * a new draft, a draft's dry run, and the decisions (propose, activate, decline), each of which
 * needs a fresh second factor: the API client's step-up retry asks for it and sends the call again.
 * After each, the list reads again so no button of an old state stays.
 */
import {
  type RiskModel,
  riskDryRunReplySchema,
  riskModelListReplySchema,
  riskModelReplySchema,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/v1/super-admin/risk-models';
const path = (version: string) => `${BASE}/${encodeURIComponent(version)}`;

export function useRiskModels() {
  return useQuery({
    queryKey: ['risk-models'],
    queryFn: () => apiRequest('GET', BASE, { schema: riskModelListReplySchema }),
    select: (r) => r.data.models,
  });
}

/** One version's document; `version` null: none asked. */
export function useRiskModel(version: string | null) {
  return useQuery({
    queryKey: ['risk-models', version],
    enabled: version !== null,
    queryFn: () => apiRequest('GET', path(version ?? ''), { schema: riskModelReplySchema }),
    select: (r) => r.data.model,
  });
}

export function useCreateRiskModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: RiskModel) =>
      apiRequest('POST', BASE, { body: { document }, schema: riskModelReplySchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['risk-models'] }),
  });
}

export function useRiskDryRun() {
  return useMutation({
    mutationFn: (version: string) =>
      apiRequest('POST', `${path(version)}/dry-run`, { schema: riskDryRunReplySchema }),
  });
}

export type RiskModelDecision =
  | { decision: 'propose' | 'activate'; version: string }
  | { decision: 'decline'; version: string; reason: string };

export function useRiskModelDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: RiskModelDecision) =>
      apiRequest('POST', `${path(d.version)}/${d.decision}`, {
        body: d.decision === 'decline' ? { reason: d.reason } : {},
        schema: riskModelReplySchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['risk-models'] }),
  });
}
