/**
 * A compact list cell (decision 0134): a first line and a dimmed second one, each kept to one line
 * and cut with an ellipsis, the whole text on hover (`title`). A row stays two lines high however
 * long a name or a bank is, so ten rows fit a 1280×800 screen.
 */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Line({
  children,
  maw,
  dimmed = false,
  strong = false,
}: {
  children: ReactNode;
  maw?: number;
  dimmed?: boolean;
  strong?: boolean;
}) {
  const title = typeof children === 'string' ? children : undefined;
  return (
    <Text
      inherit
      truncate="end"
      maw={maw}
      c={dimmed ? 'dimmed' : undefined}
      fw={strong ? 600 : undefined}
      title={title}
    >
      {children}
    </Text>
  );
}

export function RowLines({
  first,
  second,
  maw,
  strong = false,
}: {
  first: ReactNode;
  second?: ReactNode;
  /** The widest a line may be before it is cut, in px (the column's width). */
  maw?: number;
  /** The first line in bold: the row's name. */
  strong?: boolean;
}) {
  return (
    <Stack gap={0} miw={0}>
      <Line maw={maw} strong={strong}>
        {first}
      </Line>
      {second !== undefined && (
        <Line maw={maw} dimmed>
          {second}
        </Line>
      )}
    </Stack>
  );
}
