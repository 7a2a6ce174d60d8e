/**
 * The back-office's tables (docs/product/back-office.md § Screens): mantine-datatable with the lists' common look, 10 rows a
 * page (or the page size given), the pager only when there is more than one page, the empty text,
 * and the actions column pinned so it stays in view when the columns are wider than the screen.
 * Only back-office screens import it, so the customer's pages never load the table's code.
 */
import 'mantine-datatable/styles.css';
import './paged-table.css';
import { BACKOFFICE_PAGE_SIZE, MSG } from '@kilau/shared';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';

const PAGER_LABEL = {
  previous: MSG.tablePagePrevious,
  next: MSG.tablePageNext,
  first: MSG.tablePageFirst,
  last: MSG.tablePageLast,
} as const;

export interface PagedTableProps<T> {
  records: T[];
  columns: DataTableColumn<T>[];
  /** The record's key: a field name, or a function for rows without one unique field. */
  idAccessor: (keyof T & string) | ((record: T) => string);
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  fetching?: boolean;
  noRecordsText?: string;
  /** Keep the last (actions) column in view on narrow screens; true by default. */
  pinLastColumn?: boolean;
  horizontalSpacing?: number | 'xs' | 'sm' | 'md';
  sortStatus?: DataTableSortStatus<T>;
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void;
  /**
   * 'compact': small type, tight lines and cells of at most two lines, so that a page of ten rows
   * fits a 1280×800 screen beside the filters (the participant lists, decision 0134).
   */
  density?: 'compact';
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const pageSize = props.pageSize ?? BACKOFFICE_PAGE_SIZE;
  const compact = props.density === 'compact';
  const common = {
    withTableBorder: true,
    borderRadius: 'sm',
    striped: true,
    highlightOnHover: true,
    minHeight: 160,
    fz: compact ? 'xs' : 'sm',
    verticalSpacing: compact ? 4 : 'xs',
    // Narrower cell padding than Mantine's default: a list's columns fit a 1280 px screen.
    horizontalSpacing: props.horizontalSpacing ?? (compact ? 4 : 'xs'),
    className: compact ? 'kilau-paged-table kilau-paged-table--compact' : 'kilau-paged-table',
    pinLastColumn: props.pinLastColumn ?? true,
    idAccessor: props.idAccessor,
    records: props.records,
    columns: props.columns,
    fetching: props.fetching ?? false,
    noRecordsText: props.noRecordsText ?? MSG.noData,
  } as const;
  const sorting =
    props.sortStatus && props.onSortStatusChange
      ? { sortStatus: props.sortStatus, onSortStatusChange: props.onSortStatusChange }
      : {};
  if (props.total <= pageSize) return <DataTable<T> {...common} {...sorting} />;
  return (
    <DataTable<T>
      {...common}
      {...sorting}
      totalRecords={props.total}
      recordsPerPage={pageSize}
      page={props.page}
      onPageChange={(page) => {
        props.onPageChange(page);
        // docs/product/back-office.md § Screens: a page change scrolls to the top.
        window.scrollTo({ top: 0 });
      }}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} / ${totalRecords}`}
      // The library names the pager's arrows 'Previous page' and 'Next page' (decision 0128).
      getPaginationControlProps={(control) => ({ 'aria-label': PAGER_LABEL[control] })}
    />
  );
}
