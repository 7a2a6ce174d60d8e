/**
 * /pemantauan/kasus/{id} (docs/product/monitoring.md § Screens, decision 0208): one case. The
 * participant and their platform, the case's state, severity and LTKT mark, when it opened and
 * when it is due; who works it ('Ambil', 'Lepaskan'); its decision, four eyes (decision 0209); its
 * alerts, oldest first, each as in the alerts list; the officers' notes; 'Unduh PDF kasus', the case
 * as one file. Opening it is a reading of the participant's data, which the server audits.
 */
import { formatWibDateTime, MSG } from '@kilau/shared';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailHeader } from '../../../components/backoffice/detail-header';
import { NotesCard } from '../../../components/backoffice/notes-card';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/staff-paths';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  downloadMonitoringCasePdf,
  useAddMonitoringCaseNote,
  useMonitoringCase,
} from '../api/monitoring-cases';
import { AlertScenario, SeverityMarks } from './alert-parts';
import { CaseClaim } from './case-claim';
import { CaseDecision } from './case-decision';
import { CaseDue } from './case-due';
import { CaseStatusBadge } from './case-status';

export default function MonitoringCasePage() {
  usePageTitle(MSG.monitoringCaseTitle);
  const { id = '' } = useParams();
  const found = useMonitoringCase(id);
  const addNote = useAddMonitoringCaseNote(id);
  const data = found.data;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.monitoringCases} size="sm">
        ← {MSG.monitoringCaseBack}
      </Anchor>
      {!data ? (
        <QueryState isLoading={found.isPending} error={found.error} onRetry={() => void found.refetch()} />
      ) : (
        <>
          <DetailHeader
            title={`${MSG.monitoringCaseTitle}: ${data.case.fullname ?? '-'}`}
            badges={<CaseStatusBadge status={data.case.status} />}
            meta={data.case.platform ?? '-'}
            actions={<CasePdfButton id={id} />}
          >
            <SeverityMarks severity={data.case.severity} ltkt={data.case.ltkt_candidate} />
            <Text size="xs" c="dimmed">
              {MSG.monitoringCaseOpenedAt}: {formatWibDateTime(data.case.opened_at)}
            </Text>
            <CaseDue c={data.case} />
          </DetailHeader>
          {data.case.status === 'open' && <CaseClaim c={data.case} />}
          <CaseDecision c={data.case} decisions={data.decisions} />
          <Card withBorder>
            <Title order={2} fz={18} mb="sm">
              {MSG.monitoringCaseAlertsTitle}
            </Title>
            <Stack gap="md">
              {data.alerts.map((a) => (
                <Stack
                  key={a._id}
                  gap={2}
                  pb="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                >
                  <AlertScenario a={a} />
                  <Text size="xs" c="dimmed">
                    {MSG.monitoringAlertRaisedAt}: {formatWibDateTime(a.raised_at)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Card>
          <NotesCard
            notes={{ ...found, data: data.notes }}
            onAdd={(body) => addNote.mutateAsync(body)}
            adding={addNote.isPending}
            intro={MSG.monitoringCaseNotesIntro}
          />
        </>
      )}
    </Stack>
  );
}

/** 'Unduh PDF kasus': the case as one PDF; a refusal shows the server's Indonesian message. */
function CasePdfButton({ id }: { id: string }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMonitoringCasePdf(id);
    } catch (err) {
      notifyError(err instanceof ApiError ? err.messageId : MSG.monitoringCasePdfFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="default" loading={downloading} onClick={() => void download()}>
      {MSG.monitoringCasePdfDownload}
    </Button>
  );
}
