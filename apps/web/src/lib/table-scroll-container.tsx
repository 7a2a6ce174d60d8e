import type { ReactNode } from 'react';

/**
 * Stands in for Mantine's `Table.ScrollContainer` in the build (see vite.config.ts): Mantine's own
 * imports its ScrollArea, and with it @floating-ui (about 18 kB gzip), into every page that uses a
 * Table, even when the container is not rendered. This one is a native overflow box: the table
 * scrolls sideways with the browser's own scrollbar below `minWidth` (decision 0107).
 */
export function TableScrollContainer({
  minWidth,
  children,
}: {
  minWidth?: number | string;
  children?: ReactNode;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
TableScrollContainer.displayName = '@mantine/core/TableScrollContainer';
