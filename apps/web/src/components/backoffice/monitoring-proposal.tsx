/**
 * A monitoring decision as the compliance officers read it: a case's close or escalation (decision
 * 0209) and a report's approval (decision 0212). The one waiting for a second officer, with approve
 * and decline for who may (the server says who: can_decide), each asked in a dialog that shows the
 * server's refusal and keeps what was typed; and the decided ones under a title, each with its status
 * and reasons.
 */
import { fillTemplate, formatWibDateTime, MSG, type Proposal } from '@kilau/shared';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { PROPOSAL_KIND_TEXT } from '../../lib/staff/proposal-kind';
import { PROPOSAL_STATUS_COLOR, PROPOSAL_STATUS_TEXT } from '../../lib/staff/proposal-status';
import { ConfirmModal } from './confirm-modal';
import { ReasonModal } from './reason-modal';

/** The decision call of the feature that shows the proposal (its query keys are its own). */
export interface DecideProposal {
  isPending: boolean;
  mutateAsync: (v: {
    proposalId: string;
    decision: 'approve' | 'decline';
    reason?: string;
  }) => Promise<unknown>;
}

/** The texts of one kind of monitoring decision. */
export interface MonitoringProposalTexts {
  /** '{name} mengajukan …', filled with the proposer. */
  pending: string;
  approve: string;
  decline: string;
  approved: string;
  declined: string;
}

export function PendingMonitoringProposal({
  proposal,
  subject,
  texts,
  decide,
}: {
  proposal: Proposal;
  subject: string;
  texts: MonitoringProposalTexts;
  decide: DecideProposal;
}) {
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const what = `${PROPOSAL_KIND_TEXT[proposal.kind]} · ${subject}`;
  return (
    <Stack gap={6} data-testid="monitoring-proposal-pending">
      <Group gap="xs">
        <Badge color="orange.9" variant="light">
          {MSG.monitoringCaseAwaitingSecond}
        </Badge>
      </Group>
      <Text size="sm">
        {fillTemplate(texts.pending, { name: proposal.proposed_by?.fullname ?? '-' })} ·{' '}
        {formatWibDateTime(proposal.proposed_at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {MSG.proposalReason}: {proposal.reason}
      </Text>
      {proposal.can_decide ? (
        <Group gap="xs" wrap="wrap">
          <Button size="sm" color="teal.9" onClick={() => setDialog('approve')}>
            {texts.approve}
          </Button>
          <Button size="sm" color="red" variant="light" onClick={() => setDialog('decline')}>
            {texts.decline}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="cannot-decide">
          {proposal.cannot_decide_reason ?? MSG.proposalPending}
        </Text>
      )}
      <ConfirmModal
        opened={dialog === 'approve'}
        title={texts.approve}
        question={MSG.proposalApproveQuestion}
        subject={what}
        confirmLabel={texts.approve}
        confirmColor="teal.9"
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await decide.mutateAsync({ proposalId: proposal.id, decision: 'approve' });
          notifySuccess(texts.approved);
        }}
      />
      <ReasonModal
        opened={dialog === 'decline'}
        title={texts.decline}
        question={MSG.proposalDeclineQuestion}
        subject={what}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={texts.decline}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await decide.mutateAsync({ proposalId: proposal.id, decision: 'decline', reason });
          notifySuccess(texts.declined);
        }}
      />
    </Stack>
  );
}

/** The decided proposals among `proposals`, in their order, under `title`; nothing when none is. */
export function DecidedProposals({ title, proposals }: { title: string; proposals: Proposal[] }) {
  const decided = proposals.filter((p) => p.status !== 'pending');
  if (decided.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {decided.map((d) => (
        <DecidedProposalLine key={d.id} d={d} />
      ))}
    </Stack>
  );
}

/** One decided proposal: what, its status, who proposed and who decided, and their reasons. */
function DecidedProposalLine({ d }: { d: Proposal }) {
  return (
    <Stack gap={0} pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {PROPOSAL_KIND_TEXT[d.kind]}
        </Text>
        <Badge color={PROPOSAL_STATUS_COLOR[d.status]} variant="light" size="sm">
          {PROPOSAL_STATUS_TEXT[d.status]}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {MSG.proposalProposedBy}: {d.proposed_by?.fullname ?? '-'} · {formatWibDateTime(d.proposed_at)}
      </Text>
      <Text size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {MSG.proposalReason}: {d.reason}
      </Text>
      {d.decided_by && d.decided_at && (
        <Text size="xs" c="dimmed">
          {d.decided_by.fullname} · {formatWibDateTime(d.decided_at)}
          {d.decision_reason ? `: ${d.decision_reason}` : ''}
        </Text>
      )}
    </Stack>
  );
}
