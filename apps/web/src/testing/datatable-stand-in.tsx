/**
 * mantine-datatable measures its scroll area, which jsdom cannot lay out, and then draws no rows:
 * this plain table with the same props stands in, so the list tests check our columns, actions,
 * sorting and paging. Use it as `vi.mock('mantine-datatable', () => import('…/datatable-stand-in'))`.
 */
import type { ReactNode } from 'react';

export const DataTable = (props: {
  records: Record<string, unknown>[];
  columns: {
    accessor: string;
    title: string;
    sortable?: boolean;
    render?: (r: unknown, i: number) => ReactNode;
  }[];
  noRecordsText: string;
  totalRecords?: number;
  recordsPerPage?: number;
  onPageChange?: (page: number) => void;
  sortStatus?: { columnAccessor: string; direction: 'asc' | 'desc' };
  onSortStatusChange?: (s: { columnAccessor: string; direction: 'asc' | 'desc' }) => void;
}) => (
  <>
    <table>
      <thead>
        <tr>
          {props.columns.map((c) => (
            <th key={c.accessor}>
              {c.sortable ? (
                <button
                  type="button"
                  onClick={() =>
                    props.onSortStatusChange?.({
                      columnAccessor: c.accessor,
                      direction:
                        props.sortStatus?.columnAccessor === c.accessor &&
                        props.sortStatus.direction === 'asc'
                          ? 'desc'
                          : 'asc',
                    })
                  }
                >
                  {c.title}
                </button>
              ) : (
                c.title
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.records.length === 0 ? (
          <tr>
            <td>{props.noRecordsText}</td>
          </tr>
        ) : (
          props.records.map((r, i) => (
            <tr key={String(r.id ?? r._id ?? i)}>
              {props.columns.map((c) => (
                <td key={c.accessor}>{c.render ? c.render(r, i) : String(r[c.accessor] ?? '')}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
    {props.totalRecords !== undefined &&
      Array.from(
        { length: Math.ceil(props.totalRecords / (props.recordsPerPage ?? 10)) },
        (_, i) => i + 1,
      ).map((page) => (
        <button key={page} type="button" onClick={() => props.onPageChange?.(page)}>
          {page}
        </button>
      ))}
  </>
);
