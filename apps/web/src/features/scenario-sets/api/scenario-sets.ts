/**
 * The transaction-monitoring scenario set's versions for the compliance officer (MONITORING_ROLES,
 * decision 0214), as the risk model's are for the super admin: the list, one version's document, a
 * new draft, a draft's dry run over the last days, and the decisions (propose, activate, decline),
 * each of which needs a fresh second factor: the API client's step-up retry asks for it and sends
 * the call again. After each, the list reads again so no button of an old state stays.
 */
import {
  type ScenarioSet,
  scenarioDryRunReplySchema,
  scenarioSetListReplySchema,
  scenarioSetReplySchema,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const BASE = '/v1/compliance/scenario-sets';
const path = (version: string) => `${BASE}/${encodeURIComponent(version)}`;

export function useScenarioSets() {
  return useQuery({
    queryKey: ['scenario-sets'],
    queryFn: () => apiRequest('GET', BASE, { schema: scenarioSetListReplySchema }),
    select: (r) => r.data.sets,
  });
}

/** One version with its document; `version` null: none asked. */
export function useScenarioSet(version: string | null) {
  return useQuery({
    queryKey: ['scenario-sets', version],
    enabled: version !== null,
    queryFn: () => apiRequest('GET', path(version ?? ''), { schema: scenarioSetReplySchema }),
    select: (r) => r.data.set,
  });
}

export function useCreateScenarioSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: ScenarioSet) =>
      apiRequest('POST', BASE, { body: { document }, schema: scenarioSetReplySchema }),
    onSettled: () => client.invalidateQueries({ queryKey: ['scenario-sets'] }),
  });
}

/**
 * Asks what a version would raise over the last `days` days (SCENARIO_DRY_RUN_DAYS): the run starts
 * on the server's job queue (decision 0216) and is read with `useScenarioDryRunState`.
 */
export function useScenarioDryRun() {
  return useMutation({
    mutationFn: ({ version, days }: { version: string; days: number }) =>
      apiRequest('POST', `${path(version)}/dry-run`, { body: { days }, schema: scenarioDryRunReplySchema }),
  });
}

/** Once a second until it is done or failed: a run over every active participant takes minutes at scale. */
export const DRY_RUN_POLL_MS = 1_000;

/** One asked dry run as far as it has come; `run` null: none asked. */
export function useScenarioDryRunState(run: { version: string; id: string } | null) {
  return useQuery({
    queryKey: ['scenario-dry-runs', run?.id],
    enabled: run !== null,
    queryFn: () =>
      apiRequest('GET', `${path(run?.version ?? '')}/dry-runs/${run?.id ?? ''}`, {
        schema: scenarioDryRunReplySchema,
      }),
    select: (r) => r.data.run,
    refetchInterval: (q) => (q.state.data?.data.run.status === 'running' ? DRY_RUN_POLL_MS : false),
  });
}

export type ScenarioSetDecision =
  | { decision: 'propose' | 'activate'; version: string }
  | { decision: 'decline'; version: string; reason: string };

export function useScenarioSetDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: ScenarioSetDecision) =>
      apiRequest('POST', `${path(d.version)}/${d.decision}`, {
        body: d.decision === 'decline' ? { reason: d.reason } : {},
        schema: scenarioSetReplySchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['scenario-sets'] }),
  });
}
