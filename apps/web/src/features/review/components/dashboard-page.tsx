/**
 * /admin (docs/product/back-office.md § Screens): four counts, each a link to its list; role 4 also sees the sum. Under them,
 * the review workload (decision 0112), which the app hands in from the case-ownership feature;
 * above them the notices the app hands in (the lists' warning, decision 0132).
 */
import { MSG, ROLES, type StaffPrefix } from '@kilau/shared';
import { Card, Group, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { paths } from '../../../config/staff-paths';
import { useSession } from '../../../lib/session';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { usePageTitle } from '../../../lib/use-page-title';
import { useKycTotal } from '../api/totals';

const CARDS = [
  { status: 2, label: MSG.dashboardNewCount, to: paths.adminNew },
  { status: 4, label: MSG.dashboardRegisteredCount, to: paths.adminRegistered },
  { status: 5, label: MSG.dashboardRejectedCount, to: paths.adminRejected },
  { status: 6, label: MSG.dashboardBlacklistCount, to: paths.adminBlacklist },
] as const;

function CountCard({
  prefix,
  status,
  label,
  to,
}: {
  prefix: StaffPrefix;
  status: 2 | 4 | 5 | 6;
  label: string;
  to: string;
}) {
  const total = useKycTotal(prefix, status);
  return (
    <UnstyledButton component={Link} to={to}>
      <Card withBorder padding="lg">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {total.isLoading ? (
          <Loader size="sm" mt="xs" />
        ) : (
          <Text fz={32} fw={700} data-testid={`count-${status}`}>
            {total.isError ? '-' : (total.data ?? 0)}
          </Text>
        )}
      </Card>
    </UnstyledButton>
  );
}

function SumCard({ prefix }: { prefix: StaffPrefix }) {
  const counts = [
    useKycTotal(prefix, 2),
    useKycTotal(prefix, 4),
    useKycTotal(prefix, 5),
    useKycTotal(prefix, 6),
  ];
  const sum = counts.every((c) => c.data !== undefined)
    ? counts.reduce((s, c) => s + (c.data ?? 0), 0)
    : null;
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {MSG.totalLabel}
      </Text>
      <Text fz={32} fw={700}>
        {sum ?? '-'}
      </Text>
    </Card>
  );
}

export interface DashboardPageProps {
  /** The workload cards (late, due today, nobody's, the caller's own), for the caller's prefix. */
  workload?: (prefix: StaffPrefix) => ReactNode;
  /** Warnings above the counts (the lists missing or old, decision 0132), for the caller's prefix. */
  notices?: (prefix: StaffPrefix) => ReactNode;
  /** The new participants counted by risk level, each a link to the new list filtered by it. */
  riskCounts?: (prefix: StaffPrefix, newListPath: string) => ReactNode;
}

export default function DashboardPage({ workload, notices, riskCounts }: DashboardPageProps = {}) {
  usePageTitle(MSG.staffDashboardTitle);
  const prefix = useStaffPrefix();
  const { role } = useSession();
  // Roles without review lists (the video officer, until the video-call screens) are told so.
  if (!prefix) return <Text c="dimmed">{MSG.staffNoReviewAccess}</Text>;
  return (
    <Stack gap="lg">
      <Group>
        <StaffPageHeading title={MSG.staffDashboardTitle} />
      </Group>
      {notices?.(prefix)}
      <SimpleGrid cols={{ base: 1, xs: 2, md: role === ROLES.bankAdmin ? 5 : 4 }} spacing="md">
        {CARDS.map((c) => (
          <CountCard key={c.status} prefix={prefix} {...c} />
        ))}
        {role === ROLES.bankAdmin && <SumCard prefix={prefix} />}
      </SimpleGrid>
      {riskCounts?.(prefix, paths.adminNew)}
      {workload?.(prefix)}
    </Stack>
  );
}
