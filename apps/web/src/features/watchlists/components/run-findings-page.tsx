/**
 * /daftar-pantauan/penyaringan/{id}, 'Kecocokan baru dari penyaringan ulang' (ours, decision 0132):
 * 'Kecocokan baru: N' on the lists' page followed to those N participants. The run (its list, when
 * it began, its progress), then each participant it flagged, a link to their detail, with the
 * matches the run found and their status now (a reviewer may have decided one since). Ten a page,
 * the page in the URL; read again while the run still works.
 */
import { formatWibDateTime, MSG, type RunFinding, type ScreeningRun, SOURCE_LABELS } from '@kilau/shared';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/staff-paths';
import { MATCH_STATUS_COLOR, MATCH_STATUS_TEXT } from '../../../lib/staff/match-status';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRunFindings } from '../api/findings';
import { runProgressText } from '../lib/runs';
import { RunStatusBadge } from './run-progress';

const detailOf = (id: string) => `${paths.customerDetail}?id=${encodeURIComponent(id)}`;
const runListName = (run: ScreeningRun) =>
  run.source
    ? SOURCE_LABELS[run.source]
    : run.trigger === 'list_upload'
      ? MSG.watchlistRunTriggerUpload
      : MSG.watchlistRunTriggerBlacklist;

function RunFacts({ run }: { run: ScreeningRun }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={MSG.watchlistRunsTitle}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {runListName(run)}
          </Text>
          <RunStatusBadge run={run} />
        </Group>
        <Text size="sm">
          {MSG.watchlistRunStarted}: {formatWibDateTime(run.created_at)}
        </Text>
        <Text size="sm">
          {MSG.watchlistRunProgress}: {runProgressText(run)} · {MSG.watchlistRunFlagged}:{' '}
          <b data-testid="run-flagged">{run.flagged.toLocaleString('id-ID')}</b>
        </Text>
      </Stack>
    </Card>
  );
}

function FoundMatches({ finding }: { finding: RunFinding }) {
  return (
    <Stack gap={6}>
      {finding.matches.map((m) => (
        <Stack key={m.match_id} gap={2} data-testid="finding-match">
          <Text size="sm" style={{ overflowWrap: 'break-word' }}>
            <b>{m.entry_name}</b> · {SOURCE_LABELS[m.source]} · {m.entry_ref}
          </Text>
          {m.entry_positions.length > 0 && (
            <Text size="sm" data-testid="finding-positions">
              {MSG.screeningDetailPositions}: {m.entry_positions.join('; ')}
            </Text>
          )}
          <Group gap={6} wrap="wrap">
            <Badge color={MATCH_STATUS_COLOR[m.status]} variant="light" miw="max-content">
              {MATCH_STATUS_TEXT[m.status]}
            </Badge>
            <Text size="xs" c="dimmed">
              {MSG.screeningScore} {Math.round(m.score * 100)}% ·{' '}
              {m.how === 'reopened' ? MSG.watchlistFindingReopened : MSG.watchlistFindingNew}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

export default function RunFindingsPage() {
  usePageTitle(MSG.watchlistFindingsTitle);
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const findings = useRunFindings(id, page);

  const columns: DataTableColumn<RunFinding>[] = [
    {
      // The name and, under it, the platform: two columns, so a phone shows both without scrolling.
      accessor: 'fullname',
      title: MSG.screeningParticipant,
      render: (f) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={detailOf(f.customer_id)}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'break-word' }}
          >
            {f.fullname}
          </Anchor>
          <Text size="xs" c="dimmed">
            {MSG.colPlatform}: {f.platform_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'matches',
      title: MSG.watchlistFindingsMatches,
      render: (f) => <FoundMatches finding={f} />,
    },
  ];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.watchlists} size="sm" w="fit-content">
        ← {MSG.watchlistFindingsBack}
      </Anchor>
      <StaffPageHeading title={MSG.watchlistFindingsTitle} intro={MSG.watchlistFindingsIntro} />
      <ListState query={findings}>
        {findings.data && (
          <Stack gap="md">
            <RunFacts run={findings.data.run} />
            <PagedTable<RunFinding>
              idAccessor="customer_id"
              records={findings.data.findings}
              columns={columns}
              fetching={findings.isFetching && findings.isPlaceholderData}
              noRecordsText={MSG.watchlistFindingsNone}
              total={findings.data.total}
              page={page}
              onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
              pinLastColumn={false}
            />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
