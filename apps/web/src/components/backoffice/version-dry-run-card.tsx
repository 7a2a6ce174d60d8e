/**
 * What a version of a policy document would do, as both documents' dry runs show it (the risk
 * model's over the current participants, decision 0189; the scenario set's over the last days'
 * transactions, decision 0214): a section named by its heading, the totals in a sentence and a
 * table, then the participants it touches, or a sentence that there are none. Nothing is stored.
 */
import { Card, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScrollContainer } from '../../lib/table-scroll-container';

export function VersionDryRunCard({
  titleId,
  title,
  summary,
  totals,
  totalsMinWidth,
  listTitle,
  list,
  none,
}: {
  /** The heading's id: the section's name, which tests and screen readers find it by. */
  titleId: string;
  title: string;
  summary: string;
  /** The totals' table; it scrolls sideways below `totalsMinWidth`. */
  totals: ReactNode;
  totalsMinWidth: number;
  listTitle: string;
  /** The participants' table, which scrolls within the card; null when there are none. */
  list: ReactNode | null;
  /** Said instead of an empty list. */
  none: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {title}
        </Title>
        <Text size="sm">{summary}</Text>
        <TableScrollContainer minWidth={totalsMinWidth}>{totals}</TableScrollContainer>
        <Title order={3} fz="sm">
          {listTitle}
        </Title>
        {list === null ? (
          <Text size="sm">{none}</Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            {list}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Card>
  );
}
