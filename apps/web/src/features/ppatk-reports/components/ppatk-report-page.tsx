/**
 * One report to PPATK (`/pemantauan/laporan/{id}`, docs/product/monitoring.md § Reports, decision
 * 0211): the kind, reference and deadline; who it is about and the transactions, as the goAML XML
 * will carry them; the officer's part (the narrative, the action, PPATK's indicator codes), saved
 * as a draft and read-only once approved; its four-eyes approval and sending (decision 0212); and
 * the XML, offered once nothing is missing (the archived file once approved), and the report as a
 * PDF for the file, offered always. Opening it is a reading of the participant's data, which the
 * server audits.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatMoney,
  formatWibDateTime,
  MSG,
  PPATK_INDICATOR_PATTERN,
  PPATK_REPORT_TEXT_MAX,
  type PpatkReportReply,
  ppatkReportKindText,
} from '@kilau/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { DetailHeader } from '../../../components/backoffice/detail-header';
import { FormAlert } from '../../../components/ui/form-alert';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  downloadPpatkReportPdf,
  downloadPpatkReportXml,
  usePpatkReport,
  useSavePpatkReport,
} from '../api/ppatk-reports';
import { ReportApproval } from './report-approval';
import { ReportDeadline } from './report-deadline';
import { ReportStatusBadge } from './report-status';

export default function PpatkReportPage() {
  usePageTitle(MSG.ppatkReportsTitle);
  const { id = '' } = useParams();
  const found = usePpatkReport(id);
  const data = found.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.ppatkReports} size="sm">
        ← {MSG.ppatkReportsTitle}
      </Anchor>
      {!data ? (
        <QueryState isLoading={found.isPending} error={found.error} onRetry={() => void found.refetch()} />
      ) : (
        <>
          <DetailHeader
            title={`${ppatkReportKindText(data.report)}: ${data.report.fullname ?? '-'}`}
            badges={<ReportStatusBadge status={data.report.status} />}
            meta={data.report.platform ?? '-'}
          >
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {data.report.reference}
            </Text>
            <ReportDeadline r={data.report} />
            <Anchor component={Link} to={paths.monitoringCaseDetail(data.report.case_id)} size="xs">
              {MSG.ppatkReportOpenCase}
            </Anchor>
          </DetailHeader>
          <SubjectCard data={data} />
          <DraftForm key={`${data.report._id}-${data.report.status}`} data={data} />
          <ReportApproval data={data} />
          <XmlCard id={data.report._id} missing={data.missing} archived={data.archive !== null} />
        </>
      )}
    </Stack>
  );
}

function SubjectCard({ data }: { data: PpatkReportReply['data'] }) {
  const s = data.subject;
  return (
    <Card withBorder>
      <Title order={2} fz={18} mb="xs">
        {MSG.ppatkReportSubjectTitle}
      </Title>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {s.fullname}
        </Text>
        <Text size="sm">NIK {s.nik}</Text>
        <Text size="sm">{s.birth}</Text>
        <Text size="sm">{s.address}</Text>
        <Text size="sm">{s.occupation}</Text>
      </Stack>
      <Title order={3} fz={16} mt="md" mb="xs">
        {MSG.ppatkReportTransactionsTitle}
      </Title>
      <Stack gap={6} data-testid="ppatk-report-transactions">
        {data.transactions.map((t) => (
          <Stack
            key={t.number}
            gap={0}
            pb={4}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
          >
            <Text size="sm" fw={600}>
              {t.label} · {formatMoney(Number(t.amount_idr), 'IDR')}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t.number} · {formatWibDateTime(t.at)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/** The form's own shape: the indicators typed as one line, split into codes when sent. */
const draftFormSchema = z.object({
  reason: z.string().max(PPATK_REPORT_TEXT_MAX, MSG.ppatkReportTextTooLong),
  action: z.string().max(PPATK_REPORT_TEXT_MAX, MSG.ppatkReportTextTooLong),
  indicators: z
    .string()
    .refine((v) => codesOf(v).every((c) => PPATK_INDICATOR_PATTERN.test(c)), MSG.ppatkReportIndicatorInvalid),
});
type DraftForm = z.infer<typeof draftFormSchema>;
const codesOf = (v: string) =>
  v
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);

function DraftForm({ data }: { data: PpatkReportReply['data'] }) {
  const save = useSavePpatkReport(data.report._id);
  const [failure, setFailure] = useState('');
  const form = useForm<DraftForm>({
    resolver: zodResolver(draftFormSchema),
    mode: 'onTouched',
    defaultValues: {
      reason: data.draft.reason,
      action: data.draft.action,
      indicators: data.draft.indicators.join(', '),
    },
  });
  const ltkm = data.report.kind === 'ltkm';
  // Approved: the text is the archived file's, no longer changed here.
  const readOnly = data.report.status !== 'draft';
  const submit = async (v: DraftForm) => {
    setFailure('');
    try {
      await save.mutateAsync({
        // An empty narrative is left unsaved rather than refused: the draft is still a draft.
        ...(v.reason.trim() ? { reason: v.reason } : {}),
        ...(v.action.trim() ? { action: v.action } : {}),
        ...(ltkm ? { indicators: codesOf(v.indicators) } : {}),
      });
      notifySuccess(MSG.ppatkReportSaved);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  return (
    <Card withBorder component="form" noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack gap="sm">
        <Textarea
          label={ltkm ? MSG.ppatkReportReasonLabel : MSG.ppatkReportLtktReasonLabel}
          withAsterisk={ltkm && !readOnly}
          readOnly={readOnly}
          autosize
          minRows={4}
          maxLength={PPATK_REPORT_TEXT_MAX}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
        <Textarea
          label={MSG.ppatkReportActionLabel}
          readOnly={readOnly}
          autosize
          minRows={2}
          maxLength={PPATK_REPORT_TEXT_MAX}
          error={form.formState.errors.action?.message}
          {...form.register('action')}
        />
        {ltkm && (
          <TextInput
            label={MSG.ppatkReportIndicatorsLabel}
            readOnly={readOnly}
            error={form.formState.errors.indicators?.message}
            {...form.register('indicators')}
          />
        )}
        <FormAlert>{failure}</FormAlert>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {MSG.buttonSave}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The goAML XML for PPATK and the PDF for the file: one refusal shown at a time, under both. */
function XmlCard({ id, missing, archived }: { id: string; missing: string[]; archived: boolean }) {
  const [busy, setBusy] = useState<'xml' | 'pdf' | null>(null);
  const [failure, setFailure] = useState('');
  const download = async (what: 'xml' | 'pdf') => {
    setFailure('');
    setBusy(what);
    try {
      await (what === 'xml' ? downloadPpatkReportXml(id) : downloadPpatkReportPdf(id));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card withBorder>
      <Stack gap="sm">
        {missing.length > 0 && (
          <Alert color="orange" variant="light" p="sm" data-testid="ppatk-report-missing">
            <Text size="sm" fw={600} c="dark.8">
              {MSG.ppatkReportMissingTitle}
            </Text>
            <List size="sm">
              {missing.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <FormAlert>{failure}</FormAlert>
        <Group>
          <Button
            variant="light"
            disabled={missing.length > 0}
            loading={busy === 'xml'}
            onClick={() => void download('xml')}
          >
            {archived ? MSG.ppatkReportDownloadArchived : MSG.ppatkReportDownloadXml}
          </Button>
          {/* The file's copy of what the report says: a draft's too, nothing is missing for it. */}
          <Button variant="default" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
            {MSG.ppatkReportPdfDownload}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
