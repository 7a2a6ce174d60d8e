/**
 * What the two versioned policy documents share in their replies (the risk model's versions,
 * decision 0189; the monitoring scenario set's, decision 0214): the staff members who made,
 * proposed and decided a version, joined under one alias each, and the version's life as the
 * shared schema's `documentVersionFields` shows it.
 */
import type { RiskModelStatus } from '@kilau/shared';
import { alias } from 'drizzle-orm/pg-core';
import { staffUsers } from '../../db/schema';

/** The staff accounts a version's query joins: who made, proposed and decided it. */
export const versionCreator = alias(staffUsers, 'creator');
export const versionProposer = alias(staffUsers, 'proposer');
export const versionDecider = alias(staffUsers, 'decider');

/** A version's row as `documentVersionColumns` (risk-rating.schema.ts) stores it. */
interface VersionLife {
  version: string;
  status: RiskModelStatus;
  createdBy: string | null;
  createdAt: Date;
  proposedBy: string | null;
  proposedAt: Date | null;
  decidedBy: string | null;
  decisionReason: string | null;
  activatedAt: Date | null;
}

/** The joined staff members' names, null where nobody is joined. */
interface VersionNames {
  creator: string | null;
  proposer: string | null;
  decider: string | null;
}

const ref = (id: string | null, fullname: string | null) => (id ? { id, fullname: fullname ?? '' } : null);

/** A version's life for `callerId`, who may decide it when it is proposed and not by them. */
export function documentVersionView(v: VersionLife, names: VersionNames, callerId: string) {
  return {
    version: v.version,
    status: v.status,
    created_by: ref(v.createdBy, names.creator),
    created_at: v.createdAt.toISOString(),
    proposed_by: ref(v.proposedBy, names.proposer),
    proposed_at: v.proposedAt?.toISOString() ?? null,
    decided_by: ref(v.decidedBy, names.decider),
    decision_reason: v.decisionReason,
    activated_at: v.activatedAt?.toISOString() ?? null,
    can_decide: v.status === 'proposed' && v.proposedBy !== callerId,
  };
}
