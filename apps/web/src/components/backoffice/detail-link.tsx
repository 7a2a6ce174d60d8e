/**
 * A list row's 'Detail' button, a link to the row's detail page. Where a list names its row
 * (`of`), the link says which row it opens to a screen reader ('Detail Ayu Lubis').
 */
import { MSG } from '@kilau/shared';
import { Button, type ButtonProps } from '@mantine/core';
import { Link } from 'react-router';

export function DetailLink({
  to,
  of,
  state,
  variant = 'light',
  size = 'compact-sm',
}: {
  to: string;
  of?: string;
  /** Router state handed to the detail (e.g. the list's query, for its back button). */
  state?: unknown;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      size={size}
      variant={variant}
      component={Link}
      to={to}
      state={state}
      aria-label={of === undefined ? undefined : `${MSG.actionDetail} ${of}`}
    >
      {MSG.actionDetail}
    </Button>
  );
}
