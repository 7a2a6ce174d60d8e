/**
 * The agreement statements 2 to 5 (docs/product/onboarding.md § Screens, States), approved in order: the mandate agreement
 * (with the clause-24 dispute body choice), the beneficial-owner statement, then the transaction
 * simulation. Approving statement n moves the step to the next statement not carried from an earlier
 * step (decision 0135: the beneficial-owner statement of the work step); 5 means every statement is
 * approved.
 */
import {
  AGREEMENT_STEP_FIRST,
  AGREEMENT_STEP_LAST,
  DISPUTE_BODY_CHOICES,
  type LegalDocumentId,
  MSG,
} from '@kilau/shared';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RadioGroup } from '../../../../components/ui/radio-group';
import { LegalDocumentModal } from '../shared/legal-document';

export interface Statement {
  step: number;
  documentId: LegalDocumentId;
  label: string;
}

export const AGREEMENT_STATEMENTS: readonly Statement[] = [
  { step: 2, documentId: 'perjanjian-amanat', label: MSG.attachStatementAmanat },
  { step: 3, documentId: 'pemilik-manfaat', label: MSG.attachStatementOwner },
  { step: 4, documentId: 'simulasi-transaksi', label: MSG.attachStatementSimulation },
];

export interface DisputeValue {
  body: string;
  detail: string;
}

export interface AgreementStepsProps {
  /** The statement step reached (2–5). */
  step: number;
  onStep: (step: number) => void;
  dispute: DisputeValue;
  onDispute: (v: DisputeValue) => void;
  disputeError: string | null;
  onDisputeError: (message: string | null) => void;
  bankCode?: string | null;
  /**
   * Statements the customer already approved on an earlier step (the beneficial-owner statement on
   * the work step): shown approved and skipped, never asked again (decision 0135).
   */
  carried?: readonly LegalDocumentId[];
}

const DISPUTE_OPTIONS = DISPUTE_BODY_CHOICES.map((c) => ({ value: c.id, label: c.label }));

export function disputeComplete(v: DisputeValue): boolean {
  const choice = DISPUTE_BODY_CHOICES.find((c) => c.id === v.body);
  return Boolean(choice) && (!choice?.needs_detail || v.detail.trim() !== '');
}

function DisputeChoice({
  value,
  onChange,
  error,
}: {
  value: DisputeValue;
  onChange: (v: DisputeValue) => void;
  error?: string | null;
}) {
  const needsDetail = DISPUTE_BODY_CHOICES.find((c) => c.id === value.body)?.needs_detail ?? false;
  const detailLabel = DISPUTE_BODY_CHOICES.find((c) => c.needs_detail)?.detail_label ?? '';
  return (
    <Stack gap="xs">
      <RadioGroup
        label={MSG.attachDisputeLabel}
        options={DISPUTE_OPTIONS}
        value={value.body}
        onChange={(body) => onChange({ ...value, body })}
        error={error && !value.body ? error : undefined}
        withAsterisk
      />
      {needsDetail ? (
        <TextInput
          label={detailLabel}
          value={value.detail}
          maxLength={80}
          withAsterisk
          onChange={(e) => onChange({ ...value, detail: e.currentTarget.value })}
          error={error && !value.detail.trim() ? MSG.disputeDetailRequired : undefined}
        />
      ) : null}
    </Stack>
  );
}

export function AgreementSteps({
  step,
  onStep,
  dispute,
  onDispute,
  disputeError,
  onDisputeError,
  bankCode,
  carried = [],
}: AgreementStepsProps) {
  const [open, setOpen] = useState<LegalDocumentId | null>(null);
  const isCarried = (s: Statement) => carried.includes(s.documentId);
  const carriedSteps = new Set(AGREEMENT_STATEMENTS.filter(isCarried).map((s) => s.step));
  /** The step after `from`, past every carried statement. */
  const after = (from: number) => {
    let next = from + 1;
    while (carriedSteps.has(next)) next += 1;
    return Math.min(next, AGREEMENT_STEP_LAST);
  };
  const current = Math.min(
    Math.max(carriedSteps.has(step) ? after(step) : step, AGREEMENT_STEP_FIRST),
    AGREEMENT_STEP_LAST,
  );

  const approve = (s: Statement) => {
    if (s.documentId === 'perjanjian-amanat' && !disputeComplete(dispute)) {
      onDisputeError(dispute.body ? MSG.disputeDetailRequired : MSG.disputeBodyRequired);
      return;
    }
    onDisputeError(null);
    if (current === s.step) onStep(after(s.step));
  };

  return (
    <Stack gap="sm">
      {AGREEMENT_STATEMENTS.map((s) => {
        const given = isCarried(s);
        const done = given || current > s.step;
        const active = !given && current === s.step;
        return (
          <Paper key={s.step} withBorder radius="md" p="sm" data-testid={`statement-${s.step}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={600} style={{ minWidth: 0 }}>
                  {s.step - 1}. {s.label}
                </Text>
                {done ? (
                  <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                    {MSG.attachAgreementDone}
                  </Badge>
                ) : null}
              </Group>
              {given ? (
                <Text size="xs" c="dimmed">
                  {MSG.attachStatementCarried}
                </Text>
              ) : null}
              {s.documentId === 'perjanjian-amanat' ? (
                <DisputeChoice value={dispute} onChange={onDispute} error={disputeError} />
              ) : null}
              {disputeError && s.documentId === 'perjanjian-amanat' && dispute.body ? (
                <Text size="xs" c="red.8" role="alert">
                  {disputeError}
                </Text>
              ) : null}
              <Group>
                <Button
                  size="xs"
                  variant={active ? 'filled' : 'light'}
                  disabled={!active && !done}
                  onClick={() => setOpen(s.documentId)}
                >
                  {given ? MSG.legalRead : MSG.attachAgreementRead}
                </Button>
              </Group>
            </Stack>
            <LegalDocumentModal
              documentId={s.documentId}
              bankCode={bankCode}
              opened={open === s.documentId}
              onClose={() => setOpen(null)}
              agreeLabel={MSG.attachAgreementAccept}
              onAgree={active ? () => approve(s) : undefined}
              renderChoices={
                s.documentId === 'perjanjian-amanat'
                  ? () => <DisputeChoice value={dispute} onChange={onDispute} error={disputeError} />
                  : undefined
              }
            />
          </Paper>
        );
      })}
    </Stack>
  );
}
