import { MSG } from '@kilau/shared';
import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryState } from '../ui/query-state';

/**
 * A back-office list's three states: its failure in Indonesian with a retry, a spinner while it
 * first loads, else the list (which keeps showing the previous page while the next one loads).
 * A paged table that draws its own loading state (`tableLoads`) is shown from the first load on.
 */
export function ListState({
  query,
  tableLoads = false,
  children,
}: {
  query: { error: unknown; isLoading: boolean; refetch: () => unknown };
  tableLoads?: boolean;
  children: ReactNode;
}) {
  if (query.error)
    return <QueryState isLoading={false} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isLoading && !tableLoads) {
    return (
      <Center mih={160}>
        <Loader aria-label={MSG.loading} />
      </Center>
    );
  }
  return children;
}
