/**
 * 'Dasbor Kepatuhan' (docs/product/monitoring.md § Screens): where the monitoring stands, in counts
 * only: the alerts raised per Jakarta day by scenario, the open cases by age, the reports to PPATK by
 * status and deadline. Each chart is drawn for the eye and hidden from screen readers; the same
 * figures follow it as a table with its caption, which is what a screen reader, a copy or a print
 * reads. The period lives in the URL (`?days=`, none for the default). The charts (@mantine/charts on
 * recharts) come with this page's chunk only: no other screen loads them.
 */
import {
  fillTemplate,
  formatDateId,
  formatWibDateTime,
  MONITORING_DASHBOARD_DAYS_DEFAULT,
  MONITORING_DASHBOARD_PERIODS,
  MONITORING_SCENARIO_KINDS,
  MONITORING_SCENARIO_LABELS,
  type MonitoringCaseAgeBand,
  type MonitoringDashboard,
  type MonitoringScenarioKind,
  MSG,
  type PpatkReportDeadlineBand,
  type PpatkReportStatus,
} from '@kilau/shared';
import { BarChart } from '@mantine/charts';
import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { TableScrollContainer } from '../../../lib/table-scroll-container';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useComplianceDashboard } from '../api/compliance-dashboard';
import '@mantine/charts/styles.css';
import { usePhoneWidth } from '../../../lib/use-phone-width';

/** One colour a scenario, told apart side by side in a stacked bar. */
const SCENARIO_COLORS: Readonly<Record<MonitoringScenarioKind, string>> = {
  daily_cumulative: 'red.7',
  structuring: 'orange.6',
  rapid_round_trip: 'grape.6',
  dormant_reactivation: 'indigo.6',
  beyond_profile: 'blue.5',
  shared_identifier: 'teal.6',
  withdrawal_after_buy: 'yellow.7',
};

const AGE_TEXT: Readonly<Record<MonitoringCaseAgeBand, string>> = {
  '0_1': MSG.dashboardAge0To1,
  '2_3': MSG.dashboardAge2To3,
  '4_7': MSG.dashboardAge4To7,
  '8_14': MSG.dashboardAge8To14,
  over_14: MSG.dashboardAgeOver14,
};

const STATUS_TEXT: Readonly<Record<PpatkReportStatus, string>> = {
  draft: MSG.ppatkReportStatusDraft,
  approved: MSG.ppatkReportStatusApproved,
  submitted: MSG.ppatkReportStatusSubmitted,
};

const DEADLINE_TEXT: Readonly<Record<PpatkReportDeadlineBand, string>> = {
  overdue: MSG.ppatkReportOverdue,
  within_1: MSG.dashboardDeadlineWithin1,
  within_3: MSG.dashboardDeadlineWithin3,
  later: MSG.dashboardDeadlineLater,
};

const isPeriod = (days: number) => (MONITORING_DASHBOARD_PERIODS as readonly number[]).includes(days);

/** "07/12": a day on the chart's axis, where 90 full dates would not fit; the table names it in full. */
const axisDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export default function ComplianceDashboardPage() {
  usePageTitle(MSG.dashboardComplianceTitle);
  const [params, setParam] = useListParams();
  const asked = Number(params.get('days'));
  const days = isPeriod(asked) ? asked : MONITORING_DASHBOARD_DAYS_DEFAULT;
  const figures = useComplianceDashboard(days);

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.dashboardComplianceTitle} intro={MSG.dashboardIntro} />
      <SegmentedControl
        aria-label={MSG.dashboardPeriodLabel}
        value={String(days)}
        onChange={(v) => setParam({ days: Number(v) === MONITORING_DASHBOARD_DAYS_DEFAULT ? null : v })}
        data={MONITORING_DASHBOARD_PERIODS.map((d) => ({
          value: String(d),
          label: fillTemplate(MSG.dashboardPeriodDays, { days: d }),
        }))}
        style={{ maxWidth: '100%', alignSelf: 'flex-start' }}
      />
      <ListState query={figures}>
        {figures.data && (
          <Stack gap="lg">
            <Text size="xs" c="dimmed" data-testid="dashboard-counted-at">
              {fillTemplate(MSG.dashboardCountedAt, { at: formatWibDateTime(figures.data.at) })}
            </Text>
            <AlertsSection figures={figures.data} />
            <CasesSection figures={figures.data} />
            <ReportsSection figures={figures.data} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}

/** A part of the dashboard: its heading, its total, then its chart and table (or why there is none). */
function Section({
  title,
  total,
  testId,
  children,
}: {
  title: string;
  total: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {total}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The chart for the eye: its figures are the table after it, so screen readers skip it, and its
 * keyboard layer is off (a focusable element inside a hidden one is announced as nothing).
 */
function Chart({ children }: { children: ReactNode }) {
  return <div aria-hidden="true">{children}</div>;
}

/**
 * A figures table: its caption says what it counts, its header row and first column name each figure.
 * The caption sits above the box that scrolls sideways, not in it: as the table's own caption it took
 * the table's width, and on a phone the alerts' wide table cut it at the screen's edge. It still
 * names the table for screen readers (aria-labelledby).
 */
function FigureTable({
  caption,
  head,
  rows,
  foot,
  testId,
}: {
  caption: string;
  head: string[];
  rows: { key: string; label: string; values: number[] }[];
  foot?: { label: string; values: number[] };
  testId: string;
}) {
  const captionId = useId();
  return (
    <Stack gap={4} data-testid={testId}>
      <Text id={captionId} size="sm" c="dimmed">
        {caption}
      </Text>
      <TableScrollContainer minWidth={head.length > 4 ? 720 : undefined}>
        <Table striped withTableBorder aria-labelledby={captionId}>
          <Table.Thead>
            <Table.Tr>
              {head.map((h, i) => (
                <Table.Th key={h} scope="col" ta={i === 0 ? undefined : 'right'}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row" fw={500}>
                  {r.label}
                </Table.Th>
                {r.values.map((v, i) => (
                  <Table.Td key={head[i + 1]} ta="right">
                    {v}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          {foot && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">{foot.label}</Table.Th>
                {foot.values.map((v, i) => (
                  <Table.Td key={head[i + 1]} ta="right" fw={700}>
                    {v}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </TableScrollContainer>
    </Stack>
  );
}

function AlertsSection({ figures }: { figures: MonitoringDashboard }) {
  const { per_day, total } = figures.alerts;
  const labels = MONITORING_SCENARIO_KINDS.map((k) => MONITORING_SCENARIO_LABELS[k]);
  // Seven scenario names wrap over the bars on a phone: there the table under the chart names them.
  const phone = usePhoneWidth();
  return (
    <Section
      title={MSG.dashboardAlertsTitle}
      total={fillTemplate(MSG.dashboardAlertsTotal, { count: total, days: figures.days })}
      testId="dashboard-alerts"
    >
      {total === 0 ? (
        <Text size="sm">{MSG.dashboardAlertsEmpty}</Text>
      ) : (
        <>
          <Chart>
            <BarChart
              h={300}
              data={per_day.map((d) => ({ day: axisDay(d.day), ...d.counts }))}
              dataKey="day"
              type="stacked"
              series={MONITORING_SCENARIO_KINDS.map((k) => ({
                name: k,
                label: MONITORING_SCENARIO_LABELS[k],
                color: SCENARIO_COLORS[k],
              }))}
              withLegend={!phone}
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
              accessibilityLayer={false}
            />
          </Chart>
          <FigureTable
            testId="dashboard-alerts-table"
            caption={fillTemplate(MSG.dashboardAlertsCaption, {
              from: formatDateId(figures.from),
              to: formatDateId(figures.to),
            })}
            head={[MSG.dashboardDay, ...labels, MSG.dashboardTotal]}
            // The days with an alert only: the chart shows the whole period, and thirty rows of
            // zeros would bury the few that count.
            rows={per_day
              .filter((d) => d.total > 0)
              .map((d) => ({
                key: d.day,
                label: formatDateId(d.day),
                values: [...MONITORING_SCENARIO_KINDS.map((k) => d.counts[k]), d.total],
              }))}
            foot={{
              label: MSG.dashboardTotal,
              values: [...MONITORING_SCENARIO_KINDS.map((k) => sum(per_day.map((d) => d.counts[k]))), total],
            }}
          />
        </>
      )}
    </Section>
  );
}

function CasesSection({ figures }: { figures: MonitoringDashboard }) {
  const { open, overdue, by_age } = figures.cases;
  return (
    <Section
      title={MSG.dashboardCasesTitle}
      total={fillTemplate(MSG.dashboardCasesTotal, { count: open, overdue })}
      testId="dashboard-cases"
    >
      {open === 0 ? (
        <Text size="sm">{MSG.monitoringCasesEmpty}</Text>
      ) : (
        <>
          <Chart>
            <BarChart
              h={240}
              data={by_age.map((b) => ({ band: AGE_TEXT[b.band], open: b.open, overdue: b.overdue }))}
              dataKey="band"
              series={[
                { name: 'open', label: MSG.dashboardCaseOpen, color: 'blue.6' },
                { name: 'overdue', label: MSG.monitoringCaseOverdue, color: 'red.7' },
              ]}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              tickLine="y"
              yAxisProps={{ allowDecimals: false }}
              accessibilityLayer={false}
            />
          </Chart>
          <FigureTable
            testId="dashboard-cases-table"
            caption={MSG.dashboardCasesCaption}
            head={[MSG.dashboardCaseAge, MSG.dashboardCaseOpen, MSG.monitoringCaseOverdue]}
            rows={by_age.map((b) => ({ key: b.band, label: AGE_TEXT[b.band], values: [b.open, b.overdue] }))}
            foot={{ label: MSG.dashboardTotal, values: [open, overdue] }}
          />
        </>
      )}
    </Section>
  );
}

function ReportsSection({ figures }: { figures: MonitoringDashboard }) {
  const { total, by_status, by_deadline } = figures.reports;
  const pending = sum(by_deadline.map((b) => b.count));
  return (
    <Section
      title={MSG.dashboardReportsTitle}
      total={fillTemplate(MSG.dashboardReportsTotal, { count: total, pending })}
      testId="dashboard-reports"
    >
      {total === 0 ? (
        <Text size="sm">{MSG.dashboardReportsEmpty}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ReportCounts
            testId="dashboard-reports-status-table"
            caption={MSG.dashboardReportsStatusCaption}
            groupHead={MSG.dashboardReportStatus}
            groups={by_status.map((s) => ({ key: s.status, label: STATUS_TEXT[s.status], count: s.count }))}
            total={total}
          />
          <ReportCounts
            testId="dashboard-reports-deadline-table"
            caption={MSG.dashboardReportsDeadlineCaption}
            groupHead={MSG.dashboardReportDeadline}
            groups={by_deadline.map((b) => ({ key: b.band, label: DEADLINE_TEXT[b.band], count: b.count }))}
            total={pending}
          />
        </SimpleGrid>
      )}
    </Section>
  );
}

/** The reports counted one way (by status, by deadline): a bar a group, then the same counts as a table. */
function ReportCounts({
  caption,
  groupHead,
  groups,
  total,
  testId,
}: {
  caption: string;
  groupHead: string;
  groups: { key: string; label: string; count: number }[];
  total: number;
  testId: string;
}) {
  return (
    <Stack gap="sm">
      <Chart>
        <BarChart
          h={200}
          data={groups.map((g) => ({ group: g.label, count: g.count }))}
          dataKey="group"
          series={[{ name: 'count', label: MSG.dashboardReportCount, color: 'navy.6' }]}
          tickLine="y"
          yAxisProps={{ allowDecimals: false }}
          accessibilityLayer={false}
        />
      </Chart>
      <FigureTable
        testId={testId}
        caption={caption}
        head={[groupHead, MSG.dashboardReportCount]}
        rows={groups.map((g) => ({ key: g.key, label: g.label, values: [g.count] }))}
        foot={{ label: MSG.dashboardTotal, values: [total] }}
      />
    </Stack>
  );
}
