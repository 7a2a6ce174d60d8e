/**
 * 'Persetujuan laporan' (docs/product/monitoring.md § Reports, decision 0212): a draft whose goAML
 * file can be made is proposed by one compliance officer and approved or declined by another; the
 * approval archives the file, whose SHA-256 is shown here; the officer who sends it to PPATK
 * records goAML's receipt number. The approvals so far, newest first, under it. Every refusal shows
 * the server's Indonesian message and keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  type PpatkReportReply,
  type PpatkReportSubmissionBody,
  ppatkReportSubmissionBodySchema,
} from '@kilau/shared';
import { Button, Card, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  DecidedProposals,
  PendingMonitoringProposal,
} from '../../../components/backoffice/monitoring-proposal';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import {
  useDecideReportApproval,
  useProposeReportApproval,
  useRecordReportSubmission,
} from '../api/ppatk-reports';

const APPROVAL_TEXTS = {
  pending: MSG.ppatkReportApprovalPending,
  approve: MSG.ppatkReportApprovalApprove,
  decline: MSG.ppatkReportApprovalDecline,
  approved: MSG.ppatkReportApprovalApproved,
  declined: MSG.ppatkReportApprovalDeclined,
};

export function ReportApproval({ data }: { data: PpatkReportReply['data'] }) {
  const { report, approvals, archive } = data;
  const decide = useDecideReportApproval(report._id);
  const pending = approvals.find((a) => a.status === 'pending') ?? null;
  const subject = report.fullname ?? '-';
  return (
    <Card withBorder data-testid="ppatk-report-approval">
      <Title order={2} fz={18} mb="xs">
        {MSG.ppatkReportApprovalTitle}
      </Title>
      <Stack gap="sm">
        {report.status === 'draft' && !pending && (
          <ProposeApproval id={report._id} subject={subject} ready={data.missing.length === 0} />
        )}
        {pending && (
          <PendingMonitoringProposal
            proposal={pending}
            subject={subject}
            texts={APPROVAL_TEXTS}
            decide={decide}
          />
        )}
        {archive && report.approved_at && (
          <Stack gap={2} data-testid="ppatk-report-archive">
            <Text size="sm" fw={600}>
              {MSG.ppatkReportArchiveTitle}
            </Text>
            <Text size="sm">
              {fillTemplate(MSG.ppatkReportApprovedOn, { at: formatWibDateTime(report.approved_at) })}
            </Text>
            <Text size="xs" c="dimmed">
              {MSG.ppatkReportArchiveHash} ·{' '}
              {fillTemplate(MSG.ppatkReportArchiveBytes, { bytes: archive.bytes })}
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {archive.sha256}
            </Code>
          </Stack>
        )}
        {report.status === 'approved' && <SubmissionForm id={report._id} />}
        {report.status === 'submitted' && report.submitted_at && (
          <Text size="sm" fw={600} data-testid="ppatk-report-submitted">
            {fillTemplate(MSG.ppatkReportSubmittedOn, {
              at: formatWibDateTime(report.submitted_at),
              receipt: report.receipt_no ?? '-',
            })}
          </Text>
        )}
        <DecidedProposals title={MSG.ppatkReportApprovalHistory} proposals={approvals} />
      </Stack>
    </Card>
  );
}

/** 'Ajukan persetujuan', offered once nothing keeps the file from being made. */
function ProposeApproval({ id, subject, ready }: { id: string; subject: string; ready: boolean }) {
  const propose = useProposeReportApproval(id);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Text size="sm">{MSG.ppatkReportApprovalIntro}</Text>
      <Group>
        <Button size="sm" color="navy" disabled={!ready} onClick={() => setOpen(true)}>
          {MSG.ppatkReportApprovalPropose}
        </Button>
      </Group>
      <ReasonModal
        opened={open}
        title={MSG.ppatkReportApprovalPropose}
        question={MSG.ppatkReportApprovalIntro}
        subject={subject}
        label={MSG.ppatkReportApprovalReasonLabel}
        placeholder={MSG.ppatkReportApprovalReasonLabel}
        submitLabel={MSG.ppatkReportApprovalPropose}
        submitColor="navy"
        busy={propose.isPending}
        onClose={() => setOpen(false)}
        onSubmit={async (reason) => {
          await propose.mutateAsync(reason);
          notifySuccess(MSG.ppatkReportApprovalProposed);
        }}
      />
    </>
  );
}

/** PPATK's receipt number, typed from goAML once the approved file was taken. */
function SubmissionForm({ id }: { id: string }) {
  const record = useRecordReportSubmission(id);
  const [failure, setFailure] = useState('');
  const form = useForm<PpatkReportSubmissionBody>({
    resolver: zodResolver(ppatkReportSubmissionBodySchema),
    mode: 'onTouched',
    defaultValues: { receipt_no: '' },
  });
  const submit = async (v: PpatkReportSubmissionBody) => {
    setFailure('');
    try {
      await record.mutateAsync(v.receipt_no);
      notifySuccess(MSG.ppatkReportSubmitted);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="xs">
        <TextInput
          label={MSG.ppatkReportReceiptLabel}
          withAsterisk
          maxLength={64}
          error={form.formState.errors.receipt_no?.message}
          {...form.register('receipt_no')}
        />
        <FormAlert>{failure}</FormAlert>
        <Group>
          <Button type="submit" size="sm" color="teal.9" loading={record.isPending}>
            {MSG.ppatkReportSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
