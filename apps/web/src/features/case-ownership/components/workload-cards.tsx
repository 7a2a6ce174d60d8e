/**
 * The dashboard's workload (decision 0112): what waits, what is late, due today, nobody's, the
 * caller's own and what waits for the customer; each card opens the list filtered to it.
 */
import { MSG, type StaffPrefix, type Workload } from '@kilau/shared';
import { Card, Loader, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { useWorkload } from '../api/case-ownership';

interface WorkloadCard {
  key: keyof Workload;
  label: string;
  /** The list the count is taken from, with its filter; null: no list of it for this role. */
  to: string | null;
  alert?: boolean;
}

const list = (query: string) => `${paths.adminNew}?${query}`;

export function workloadCards(needsFixList: boolean): WorkloadCard[] {
  return [
    { key: 'waiting', label: MSG.workloadWaiting, to: list('sort=due') },
    { key: 'overdue', label: MSG.workloadOverdue, to: list('overdue=1&sort=due'), alert: true },
    // Those due later today, as the count (decision 0134).
    { key: 'due_today', label: MSG.workloadDueToday, to: list('due=today&sort=due') },
    { key: 'unclaimed', label: MSG.workloadUnclaimed, to: list('claim=unclaimed&sort=due') },
    { key: 'mine', label: MSG.workloadMine, to: list('claim=mine&sort=due') },
    { key: 'needs_fix', label: MSG.workloadNeedsFix, to: needsFixList ? paths.adminNeedsFix : null },
  ];
}

function Linked({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <>{children}</>;
  return (
    <UnstyledButton component={Link} to={to}>
      {children}
    </UnstyledButton>
  );
}

export function WorkloadCards({ prefix, needsFixList }: { prefix: StaffPrefix; needsFixList: boolean }) {
  const workload = useWorkload(prefix);
  return (
    <section aria-labelledby="workload-title">
      <Title order={2} fz={18} mb="sm" id="workload-title">
        {MSG.workloadTitle}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {workloadCards(needsFixList).map((c) => {
          const value = workload.data?.[c.key];
          const late = c.alert && (value ?? 0) > 0;
          return (
            <Linked key={c.key} to={c.to}>
              <Card
                withBorder
                padding="md"
                h="100%"
                style={late ? { borderColor: 'var(--mantine-color-red-9)' } : undefined}
              >
                <Text size="sm" c={late ? 'red.9' : 'dimmed'} fw={late ? 600 : undefined}>
                  {c.label}
                </Text>
                {workload.isLoading ? (
                  <Loader size="sm" mt="xs" />
                ) : (
                  <Text fz={28} fw={700} c={late ? 'red.9' : undefined} data-testid={`workload-${c.key}`}>
                    {workload.isError ? '-' : (value ?? 0)}
                  </Text>
                )}
              </Card>
            </Linked>
          );
        })}
      </SimpleGrid>
      {workload.isError && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {errorMessage(workload.error)}
        </Text>
      )}
    </section>
  );
}
