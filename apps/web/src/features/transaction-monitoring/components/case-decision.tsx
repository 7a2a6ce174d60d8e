/**
 * 'Keputusan Kasus' (docs/product/monitoring.md § A case, decision 0209): the officer holding an
 * open case proposes to close it as not suspicious or to escalate it to a report, with a reason;
 * another officer approves or declines it here, beside the alerts and notes that are its evidence.
 * The decisions made so far, newest first, under it. Every refusal shows the server's Indonesian
 * message (not the holder, decided meanwhile, lapsed after a new alert) and keeps what was typed.
 */
import { fillTemplate, formatWibDateTime, type MonitoringCaseItem, MSG, type Proposal } from '@kilau/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { notifySuccess } from '../../../lib/notify';
import { useCallerId } from '../../../lib/staff/caller';
import { PROPOSAL_STATUS_COLOR, PROPOSAL_STATUS_TEXT } from '../../../lib/staff/proposal-status';
import { useDecideCaseDecision, useProposeCaseDecision } from '../api/monitoring-cases';

const KIND_TEXT: Readonly<Record<string, string>> = {
  close_case: MSG.caseDecisionClose,
  escalate_case: MSG.caseDecisionEscalate,
};

export function CaseDecision({
  c,
  decisions,
}: {
  c: Pick<MonitoringCaseItem, '_id' | 'status' | 'holder' | 'fullname'>;
  decisions: Proposal[];
}) {
  const pending = decisions.find((d) => d.status === 'pending') ?? null;
  const decided = decisions.filter((d) => d.status !== 'pending');
  return (
    <Card withBorder data-testid="case-decision">
      <Title order={2} fz={18} mb="xs">
        {MSG.caseDecisionTitle}
      </Title>
      <Stack gap="sm">
        {c.status === 'open' && !pending && <ProposeButtons c={c} />}
        {pending && <PendingDecision proposal={pending} subject={c.fullname ?? '-'} />}
        {decided.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {MSG.caseDecisionHistory}
            </Text>
            {decided.map((d) => (
              <DecidedLine key={d.id} d={d} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** 'Tutup: tidak mencurigakan' and 'Eskalasi ke laporan' for the holder; a hint for anyone else. */
function ProposeButtons({ c }: { c: Pick<MonitoringCaseItem, '_id' | 'holder' | 'fullname'> }) {
  const me = useCallerId();
  const propose = useProposeCaseDecision(c._id);
  const [dialog, setDialog] = useState<'close' | 'escalate' | null>(null);
  if (c.holder?.staff_id !== me)
    return (
      <Text size="sm" c="dimmed" data-testid="case-decision-needs-holder">
        {MSG.caseDecisionNeedsHolder}
      </Text>
    );
  const title = dialog === 'escalate' ? MSG.caseDecisionEscalate : MSG.caseDecisionClose;
  return (
    <>
      <Text size="sm">{MSG.caseDecisionIntro}</Text>
      <Group gap="xs" wrap="wrap">
        <Button size="sm" color="teal.9" variant="light" onClick={() => setDialog('close')}>
          {MSG.caseDecisionClose}
        </Button>
        <Button size="sm" color="red.9" variant="light" onClick={() => setDialog('escalate')}>
          {MSG.caseDecisionEscalate}
        </Button>
      </Group>
      <ReasonModal
        opened={dialog !== null}
        title={title}
        question={MSG.caseDecisionIntro}
        subject={c.fullname ?? '-'}
        label={MSG.caseDecisionReasonLabel}
        placeholder={MSG.caseDecisionReasonLabel}
        submitLabel={MSG.caseDecisionPropose}
        submitColor="navy"
        busy={propose.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await propose.mutateAsync({ decision: dialog ?? 'close', reason });
          notifySuccess(MSG.caseDecisionProposed);
        }}
      />
    </>
  );
}

/** The decision waiting for a second officer: what, by whom, why; approve or decline for who may. */
function PendingDecision({ proposal, subject }: { proposal: Proposal; subject: string }) {
  const decide = useDecideCaseDecision();
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  const pendingText =
    proposal.kind === 'escalate_case' ? MSG.caseDecisionPendingEscalate : MSG.caseDecisionPendingClose;
  return (
    <Stack gap={6} data-testid="case-decision-pending">
      <Group gap="xs">
        <Badge color="orange.9" variant="light">
          {MSG.monitoringCaseAwaitingSecond}
        </Badge>
      </Group>
      <Text size="sm">
        {fillTemplate(pendingText, { name: proposal.proposed_by?.fullname ?? '-' })} ·{' '}
        {formatWibDateTime(proposal.proposed_at)}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {MSG.proposalReason}: {proposal.reason}
      </Text>
      {proposal.can_decide ? (
        <Group gap="xs" wrap="wrap">
          <Button size="sm" color="teal.9" onClick={() => setDialog('approve')}>
            {MSG.caseDecisionApprove}
          </Button>
          <Button size="sm" color="red" variant="light" onClick={() => setDialog('decline')}>
            {MSG.caseDecisionDecline}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed" data-testid="cannot-decide">
          {proposal.cannot_decide_reason ?? MSG.proposalPending}
        </Text>
      )}
      <ConfirmModal
        opened={dialog === 'approve'}
        title={MSG.caseDecisionApprove}
        question={MSG.proposalApproveQuestion}
        subject={`${KIND_TEXT[proposal.kind] ?? ''} · ${subject}`}
        confirmLabel={MSG.caseDecisionApprove}
        confirmColor="teal.9"
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await decide.mutateAsync({ proposalId: proposal.id, decision: 'approve' });
          notifySuccess(MSG.caseDecisionApproved);
        }}
      />
      <ReasonModal
        opened={dialog === 'decline'}
        title={MSG.caseDecisionDecline}
        question={MSG.proposalDeclineQuestion}
        subject={`${KIND_TEXT[proposal.kind] ?? ''} · ${subject}`}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={MSG.caseDecisionDecline}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await decide.mutateAsync({ proposalId: proposal.id, decision: 'decline', reason });
          notifySuccess(MSG.caseDecisionDeclined);
        }}
      />
    </Stack>
  );
}

/** One decided proposal: what, its status, who proposed and who decided, and their reasons. */
function DecidedLine({ d }: { d: Proposal }) {
  return (
    <Stack gap={0} pb={6} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {KIND_TEXT[d.kind] ?? d.kind}
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
