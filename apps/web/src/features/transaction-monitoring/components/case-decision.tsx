/**
 * 'Keputusan Kasus' (docs/product/monitoring.md § A case, decision 0209): the officer holding an
 * open case proposes to close it as not suspicious or to escalate it to a report, with a reason;
 * another officer approves or declines it here, beside the alerts and notes that are its evidence.
 * The decisions made so far, newest first, under it. Every refusal shows the server's Indonesian
 * message (not the holder, decided meanwhile, lapsed after a new alert) and keeps what was typed.
 */
import { type MonitoringCaseItem, MSG, type Proposal } from '@kilau/shared';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  DecidedProposals,
  PendingMonitoringProposal,
} from '../../../components/backoffice/monitoring-proposal';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { notifySuccess } from '../../../lib/notify';
import { useCallerId } from '../../../lib/staff/caller';
import { useDecideCaseDecision, useProposeCaseDecision } from '../api/monitoring-cases';

const decisionTexts = (p: Proposal) => ({
  pending: p.kind === 'escalate_case' ? MSG.caseDecisionPendingEscalate : MSG.caseDecisionPendingClose,
  approve: MSG.caseDecisionApprove,
  decline: MSG.caseDecisionDecline,
  approved: MSG.caseDecisionApproved,
  declined: MSG.caseDecisionDeclined,
});

export function CaseDecision({
  c,
  decisions,
}: {
  c: Pick<MonitoringCaseItem, '_id' | 'status' | 'holder' | 'fullname'>;
  decisions: Proposal[];
}) {
  const decide = useDecideCaseDecision();
  const pending = decisions.find((d) => d.status === 'pending') ?? null;
  return (
    <Card withBorder data-testid="case-decision">
      <Title order={2} fz={18} mb="xs">
        {MSG.caseDecisionTitle}
      </Title>
      <Stack gap="sm">
        {c.status === 'open' && !pending && <ProposeButtons c={c} />}
        {pending && (
          <PendingMonitoringProposal
            proposal={pending}
            subject={c.fullname ?? '-'}
            texts={decisionTexts(pending)}
            decide={decide}
          />
        )}
        <DecidedProposals title={MSG.caseDecisionHistory} proposals={decisions} />
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
