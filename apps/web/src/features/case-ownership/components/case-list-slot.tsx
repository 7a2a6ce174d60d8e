/**
 * Case ownership in the review lists (decision 0112): the 'Umur', 'Tenggat' and 'Ditangani'
 * columns with 'Ambil' on the rows the server offers it, and above the waiting list 'Berikutnya',
 * the filters and the sort. A refused claim (409) shows the server's message, which names the
 * holder; the list is refetched, so the row names them too. The app hands this to the review lists.
 */
import { type KycListItem, MSG, type StaffPrefix } from '@kilau/shared';
import { Alert } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCallerId } from '../../../lib/staff/caller';
import { claimPrefixOf, useClaimCase } from '../api/case-ownership';
import { AgeCell, caseColumns, DueCell, HolderCell } from './case-cells';
import { CaseListControls, readCaseFilters } from './case-list-controls';

interface Context {
  prefix: StaffPrefix | null;
  waitingList: boolean;
  needsFixList: boolean;
  params: URLSearchParams;
  setParam: (changes: Record<string, string | null>) => void;
  platformId?: string;
}

export function useCaseListSlot(ctx: Context): {
  columns: DataTableColumn<KycListItem>[];
  underRegistered?: (item: KycListItem) => ReactNode;
  underRegisteredTitle?: string;
  cardFacts?: (item: KycListItem) => { label: string; value: ReactNode }[];
  controls: ReactNode;
  activeFilters?: number;
  query: { sort?: 'due'; claim?: 'mine' | 'unclaimed'; overdue?: boolean; due?: 'today' };
} {
  const claimPrefix = claimPrefixOf(ctx.prefix);
  const claim = useClaimCase(claimPrefix ?? 'admin-broker');
  const [notice, setNotice] = useState<string | null>(null);
  const callerId = useCallerId();
  if (!ctx.waitingList && !ctx.needsFixList) return { columns: [], controls: null, query: {} };

  const take = (r: KycListItem) => {
    setNotice(null);
    claim.mutate(r._id, { onError: (err) => setNotice(errorMessage(err)) });
  };
  const filters = readCaseFilters(ctx.params);
  const columns = caseColumns({
    onClaim: take,
    claimingId: claim.isPending ? (claim.variables ?? null) : null,
    callerId,
  });
  const controls = (
    <>
      {ctx.waitingList && (
        <CaseListControls
          filters={filters}
          onChange={ctx.setParam}
          claimPrefix={claimPrefix}
          platformId={ctx.platformId}
        />
      )}
      {notice && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
    </>
  );
  const query = ctx.waitingList
    ? {
        sort: filters.sort ?? undefined,
        claim: filters.claim ?? undefined,
        overdue: filters.overdue || undefined,
        due: filters.dueToday ? ('today' as const) : undefined,
      }
    : {};
  return {
    columns,
    underRegistered: (r) => <AgeCell item={r} />,
    underRegisteredTitle: MSG.caseAge,
    cardFacts: (r) => [
      { label: MSG.caseDue, value: <DueCell item={r} /> },
      {
        label: MSG.caseHolderColumn,
        value: (
          <HolderCell
            item={r}
            onClaim={take}
            claiming={claim.isPending && claim.variables === r._id}
            callerId={callerId}
          />
        ),
      },
      { label: MSG.caseAge, value: <AgeCell item={r} bare /> },
    ],
    controls,
    activeFilters: ctx.waitingList
      ? [filters.sort, filters.claim, filters.overdue || null, filters.dueToday || null].filter(Boolean)
          .length
      : 0,
    query,
  };
}
