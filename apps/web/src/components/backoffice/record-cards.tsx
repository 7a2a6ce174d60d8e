/**
 * A back-office list on a phone (decision 0134): one card per record instead of a table that
 * scrolls sideways, the same page of ten, the same pager labels and 'No Data', and a page change
 * that scrolls to the top as the table's does (docs/product/back-office.md § Screens).
 */
import { BACKOFFICE_PAGE_SIZE, MSG } from '@kilau/shared';
import { Card, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const PAGER_LABEL = {
  previous: MSG.tablePagePrevious,
  next: MSG.tablePageNext,
  first: MSG.tablePageFirst,
  last: MSG.tablePageLast,
} as const;

export function RecordCards<T>({
  records,
  idOf,
  renderCard,
  total,
  page,
  onPageChange,
  noRecordsText,
  fetching = false,
  pageSize = BACKOFFICE_PAGE_SIZE,
}: {
  records: T[];
  idOf: (record: T) => string;
  /** One record's card; `index` counts from the first row of the page. */
  renderCard: (record: T, index: number) => ReactNode;
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  noRecordsText?: string;
  fetching?: boolean;
  pageSize?: number;
}) {
  if (records.length === 0)
    return (
      <Card withBorder padding="lg">
        <Text c="dimmed" ta="center">
          {noRecordsText ?? MSG.noData}
        </Text>
      </Card>
    );
  return (
    <Stack gap="sm" aria-busy={fetching} style={{ opacity: fetching ? 0.6 : 1 }}>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {records.map((r, i) => (
          <li key={idOf(r)}>{renderCard(r, i)}</li>
        ))}
      </Stack>
      {total > pageSize && (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          size="sm"
          siblings={0}
          onChange={(p) => {
            onPageChange(p);
            window.scrollTo({ top: 0 });
          }}
          getControlProps={(control) => ({ 'aria-label': PAGER_LABEL[control] })}
          style={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
