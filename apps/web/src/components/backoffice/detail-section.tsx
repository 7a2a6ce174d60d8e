/**
 * The back-office detail pages' label–value tables (a participant, a managing-bank account, a
 * trade), each in a titled card. Long values and labels wrap instead of widening the page.
 */
import { Card, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldRow = [label: string, value: string];

/** A missing value reads '-'. */
export const dash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '-' : String(v);

export function DetailFields({ rows }: { rows: FieldRow[] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th
              w={{ base: 130, sm: 210 }}
              style={{ overflowWrap: 'anywhere', hyphens: 'auto' }}
              lang="id"
            >
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A titled card of fields; `children` stand between the title and the fields (e.g. a warning). */
export function DetailSection({
  title,
  rows,
  children,
}: {
  title: string;
  rows: FieldRow[];
  children?: ReactNode;
}) {
  return (
    <Card withBorder>
      <Title order={2} fz={18} mb="sm">
        {title}
      </Title>
      {children}
      <DetailFields rows={rows} />
    </Card>
  );
}
