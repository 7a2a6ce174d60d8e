/**
 * A four-eyes proposal as staff read it wherever it appears (the participant's detail, a match of
 * its screening panel, the 'Menunggu Persetujuan' page): what is proposed, by whom, when and why,
 * and the second person's decision. The server says whether the caller may decide it
 * (can_decide) and, when not, why (their own proposal, their role): the buttons are offered or the
 * reason is shown, never a button that can only fail. A refusal (lapsed, already decided, the same
 * person: 409) shows the server's message; the screens read again either way.
 */
import {
  type FourEyesKind,
  formatWibDateTime,
  MSG,
  type Proposal,
  type ProposalStatus,
  SOURCE_LABELS,
} from '@kilau/shared';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { useDecideProposal } from '../../lib/staff/proposals';
import { useStaffPrefix } from '../../lib/staff/staff-prefix';
import { FormAlert } from '../ui/form-alert';
import { ReasonModal } from './reason-modal';

export const PROPOSAL_KIND_TEXT: Readonly<Record<FourEyesKind, string>> = {
  approve: MSG.proposalKindApprove,
  blacklist: MSG.proposalKindBlacklist,
  unblacklist: MSG.proposalKindUnblacklist,
  dismiss_match: MSG.proposalKindDismiss,
  confirm_match: MSG.proposalKindConfirm,
};

export const PROPOSAL_STATUS_TEXT: Readonly<Record<ProposalStatus, string>> = {
  pending: MSG.proposalStatusPending,
  approved: MSG.proposalStatusApproved,
  declined: MSG.proposalStatusDeclined,
  lapsed: MSG.proposalStatusLapsed,
};

export const PROPOSAL_STATUS_COLOR: Readonly<Record<ProposalStatus, string>> = {
  pending: 'orange.9',
  approved: 'teal.9',
  declined: 'red.9',
  lapsed: 'gray.7',
};

/** The kind, with the list of the match for the match decisions ('Bukan kecocokan · DTTOT …'). */
export function proposalKindText(p: Pick<Proposal, 'kind' | 'match_source'>): string {
  const kind = PROPOSAL_KIND_TEXT[p.kind];
  return p.match_source ? `${kind} · ${SOURCE_LABELS[p.match_source]}` : kind;
}

/** 'Setujui pengajuan' / 'Tolak pengajuan' for a caller who may decide, else why they may not. */
export function ProposalDecisionButtons({
  proposal,
  compact = false,
}: {
  proposal: Proposal;
  compact?: boolean;
}) {
  const prefix = useStaffPrefix() ?? 'admin-broker';
  const decide = useDecideProposal(prefix);
  const [declining, setDeclining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (proposal.status !== 'pending') return null;
  if (!proposal.can_decide) {
    return (
      <Text size={compact ? 'xs' : 'sm'} c="dimmed" data-testid="cannot-decide">
        {proposal.cannot_decide_reason ?? MSG.proposalPending}
      </Text>
    );
  }
  async function approve() {
    setError(null);
    try {
      await decide.mutateAsync({ decision: 'approve', id: proposal.id, body: {} });
      notifySuccess(MSG.proposalApproved);
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  const size = compact ? 'compact-sm' : 'sm';
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Button
          size={size}
          color="teal.9"
          loading={decide.isPending && decide.variables?.decision === 'approve'}
          onClick={() => void approve()}
        >
          {MSG.proposalApprove}
        </Button>
        <Button size={size} color="red" variant="light" onClick={() => setDeclining(true)}>
          {MSG.proposalDecline}
        </Button>
      </Group>
      {error && <FormAlert>{error}</FormAlert>}
      <ReasonModal
        opened={declining}
        title={MSG.proposalDeclineTitle}
        question={proposalKindText(proposal)}
        subject={proposal.customer_name}
        label={MSG.proposalReason}
        placeholder={MSG.proposalReason}
        submitLabel={MSG.proposalDecline}
        busy={decide.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={async (reason) => {
          await decide.mutateAsync({ decision: 'decline', id: proposal.id, body: { reason } });
          notifySuccess(MSG.proposalDeclined);
        }}
      />
    </Stack>
  );
}

/** Who proposed it, when, and why. */
export function ProposalFacts({ proposal }: { proposal: Proposal }) {
  return (
    <Stack gap={2}>
      <Text size="sm">
        {MSG.proposalProposedBy}: <strong>{proposal.proposed_by?.fullname ?? '-'}</strong> ·{' '}
        {formatWibDateTime(proposal.proposed_at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {MSG.proposalReason}: {proposal.reason}
      </Text>
      {proposal.approve && (
        <Text size="sm">
          {MSG.tradeAccountNoLabel}: {proposal.approve.account_no} · {MSG.userIdLabel}:{' '}
          {proposal.approve.username}
        </Text>
      )}
    </Stack>
  );
}

/** A pending proposal on the detail: what, who, when, why, and the decision. */
export function PendingProposal({ proposal }: { proposal: Proposal }) {
  return (
    <Alert
      color="orange"
      variant="light"
      p="sm"
      title={
        // Mantine's light orange text reads under 4.5:1 on its own background: the title in dark text.
        <Group gap="xs">
          <Text span fw={700} size="sm" c="dark.8">
            {proposalKindText(proposal)}
          </Text>
          <Badge color="dark" variant="outline" size="sm">
            {MSG.proposalStatusPending}
          </Badge>
        </Group>
      }
      data-testid="pending-proposal"
    >
      <Stack gap="xs">
        <ProposalFacts proposal={proposal} />
        <ProposalDecisionButtons proposal={proposal} />
      </Stack>
    </Alert>
  );
}
