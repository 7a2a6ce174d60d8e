/**
 * A four-eyes proposal as staff read it wherever it appears (the participant's detail, a match of
 * its screening panel, the 'Menunggu Persetujuan' page): what is proposed, by whom, when and why,
 * and the second person's decision. The server says whether the caller may decide it
 * (can_decide) and, when not, why (their own proposal, their role): the buttons are offered or the
 * reason is shown, never a button that can only fail. Every decision asks in a dialog first; a
 * refusal (lapsed, already decided, the same person: 409) shows the server's message in it, and the
 * screens read again either way. The detail's dialogs and the screening panel, other features,
 * reach the card and the maker's notice through the seam the back office provides
 * (four-eyes-provider.tsx, decision 0181).
 */
import {
  type FourEyesKind,
  fillTemplate,
  formatWibDateTime,
  MSG,
  type Proposal,
  RISK_LEVEL_LABELS,
  SOURCE_LABELS,
} from '@kilau/shared';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/backoffice/confirm-modal';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { notifySuccess } from '../../../lib/notify';
import { PROPOSAL_KIND_TEXT } from '../../../lib/staff/proposal-kind';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { useDecideProposal } from '../api/proposals';

/** The kind, with the list of the match for the match decisions ('Bukan kecocokan · DTTOT …'). */
export function proposalKindText(p: Pick<Proposal, 'kind' | 'match_source'>): string {
  const kind = PROPOSAL_KIND_TEXT[p.kind];
  return p.match_source ? `${kind} · ${SOURCE_LABELS[p.match_source]}` : kind;
}

/** What approving a proposal does, said in its confirmation (decision 0133). */
export const PROPOSAL_EFFECT_TEXT: Readonly<Record<FourEyesKind, string>> = {
  approve: MSG.proposalEffectApprove,
  blacklist: MSG.proposalEffectBlacklist,
  unblacklist: MSG.proposalEffectUnblacklist,
  dismiss_match: MSG.proposalEffectDismiss,
  confirm_match: MSG.proposalEffectConfirm,
  risk_override: MSG.proposalEffectRiskOverride,
  close_case: MSG.tlMonitoringCaseClosed,
  escalate_case: MSG.tlMonitoringCaseEscalated,
  approve_report: MSG.ppatkReportApprovalApproved,
};

/** What approving this proposal does: a PEP match's confirmation blacklists nobody (decision 0193). */
const proposalEffectText = (p: Pick<Proposal, 'kind' | 'match_source' | 'override'>): string =>
  p.kind === 'confirm_match' && p.match_source === 'pep'
    ? MSG.proposalEffectConfirmPep
    : p.override
      ? fillTemplate(MSG.proposalEffectRiskOverride, {
          level: RISK_LEVEL_LABELS[p.override.level],
          date: formatWibDateTime(p.override.expires_at),
        })
      : PROPOSAL_EFFECT_TEXT[p.kind];

/** The maker's dialogs say it: nothing happens until a second person approves (decision 0133). */
export function FourEyesNotice() {
  return (
    <Alert color="navy" variant="light" p="xs" data-testid="four-eyes-notice">
      <Text size="sm">{MSG.fourEyesMakerNotice}</Text>
    </Alert>
  );
}

/**
 * 'Setujui pengajuan' / 'Tolak pengajuan' for a caller who may decide, else why they may not. Each
 * asks first: the approval in a dialog that says what it does, the decline for the checker's reason
 * (no key or single click decides, as the detail's shortcut help says). `approvable` false leaves
 * only the decline: the evidence changed, and approving could only lapse the proposal.
 */
export function ProposalDecisionButtons({
  proposal,
  compact = false,
  approvable = true,
  onDecided,
}: {
  proposal: Proposal;
  compact?: boolean;
  approvable?: boolean;
  /** After an approval or a decline went through (the drawer closes). */
  onDecided?: () => void;
}) {
  const prefix = useStaffPrefix() ?? 'admin-broker';
  const decide = useDecideProposal(prefix);
  const [dialog, setDialog] = useState<'approve' | 'decline' | null>(null);
  if (proposal.status !== 'pending') return null;
  if (!proposal.can_decide) {
    return (
      <Text size={compact ? 'xs' : 'sm'} c="dimmed" data-testid="cannot-decide">
        {proposal.cannot_decide_reason ?? MSG.proposalPending}
      </Text>
    );
  }
  const size = compact ? 'compact-sm' : 'sm';
  const subject = `${proposalKindText(proposal)} · ${proposal.customer_name}`;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        {approvable && (
          <Button size={size} color="teal.9" onClick={() => setDialog('approve')}>
            {MSG.proposalApprove}
          </Button>
        )}
        <Button size={size} color="red" variant="light" onClick={() => setDialog('decline')}>
          {MSG.proposalDecline}
        </Button>
      </Group>
      <ConfirmModal
        opened={dialog === 'approve'}
        title={MSG.proposalApprove}
        question={MSG.proposalApproveQuestion}
        subject={subject}
        confirmLabel={MSG.proposalApprove}
        confirmColor="teal.9"
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          await decide.mutateAsync({ decision: 'approve', id: proposal.id, body: {} });
          notifySuccess(MSG.proposalApproved);
          onDecided?.();
        }}
      >
        <Alert color="orange" variant="light" p="xs" data-testid="proposal-effect">
          <Text size="sm" c="dark.8">
            {proposalEffectText(proposal)}
          </Text>
        </Alert>
      </ConfirmModal>
      <ReasonModal
        opened={dialog === 'decline'}
        title={MSG.proposalDeclineTitle}
        question={MSG.proposalDeclineQuestion}
        subject={subject}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={MSG.proposalDecline}
        busy={decide.isPending}
        onClose={() => setDialog(null)}
        onSubmit={async (reason) => {
          await decide.mutateAsync({ decision: 'decline', id: proposal.id, body: { reason } });
          notifySuccess(MSG.proposalDeclined);
        }}
        onDone={onDecided}
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
