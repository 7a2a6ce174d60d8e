/**
 * The list's case columns (decision 0112), in a compact row's two lines (decision 0134): the due
 * time (overdue says 'Terlambat' in words, not only in red; paused while the customer fixes) over
 * who holds the file, with 'Ambil' beside it when the server offers it; the file's age ('Umur
 * berkas', the exact time on hover) under the registration. A phone's card shows the same parts.
 */
import { fillTemplate, formatWibShort, type KycListItem, MSG } from '@kilau/shared';
import { Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useSession } from '../../../lib/session';
import { caseActionsFor } from '../lib/case-actions';
import { ageText, dueState, holderText, waitingSince } from '../lib/case-timing';

/** `bare`: the age alone, where its label stands above it (a phone's card). */
export function AgeCell({ item, bare = false }: { item: KycListItem; bare?: boolean }) {
  const since = formatWibShort(waitingSince(item));
  return (
    <Tooltip label={since} withArrow>
      <Text
        size={bare ? 'sm' : 'xs'}
        c={bare ? undefined : 'dimmed'}
        span
        title={since}
        data-testid="case-age"
        style={{ whiteSpace: 'nowrap' }}
      >
        {bare ? ageText(item) : `${MSG.caseAge}: ${ageText(item)}`}
      </Text>
    </Tooltip>
  );
}

/** The hour of a due time today: '16.00' (WIB, as every time of the list). */
const timeOf = (iso: string) => formatWibShort(iso).split(' ')[3] ?? '';
/** A due time within days, in a row: '05 Des 16.00' (the whole, year and WIB, on hover). */
const shortDue = (iso: string) => {
  const [day, month, , time] = formatWibShort(iso).split(' ');
  return `${day} ${month} ${time}`;
};

export function DueCell({ item }: { item: KycListItem }) {
  const state = dueState(item);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  if (state === 'paused')
    return (
      <Text size="xs" c="dimmed" style={nowrap}>
        {MSG.caseDuePaused}
      </Text>
    );
  if (!item.due_at) return <Text size="xs">-</Text>;
  const when = formatWibShort(item.due_at);
  if (state === 'overdue')
    return (
      <Text size="xs" c="red.9" data-testid="case-overdue" title={when} style={nowrap}>
        <Text span inherit fw={700}>
          {MSG.caseOverdue}
        </Text>{' '}
        · {shortDue(item.due_at).split(' ').slice(0, 2).join(' ')}
      </Text>
    );
  if (state === 'today')
    return (
      <Text size="xs" fw={600} c="gold.9" title={`${MSG.caseDueToday}: ${when}`} style={nowrap}>
        {fillTemplate(MSG.caseDueTodayAt, { time: timeOf(item.due_at) })}
      </Text>
    );
  return (
    <Text size="xs" title={when} style={nowrap}>
      {shortDue(item.due_at)}
    </Text>
  );
}

export function HolderCell({
  item,
  onClaim,
  claiming,
  callerId,
  compact = false,
}: {
  item: KycListItem;
  onClaim: (item: KycListItem) => void;
  claiming: boolean;
  callerId: string | null;
  /** A table row: 'Ambil' alone where nobody holds the file. */
  compact?: boolean;
}) {
  const { role } = useSession();
  const mine = item.claim !== null && item.claim.staff_id === callerId;
  const text = holderText(item.claim, callerId);
  const claimable = caseActionsFor(item, role, callerId).has('claim');
  // Nobody holds a file that offers 'Ambil': in a compact row the button says so on its own, the
  // words stay for a screen reader (decision 0134).
  const alone = compact && claimable && item.claim === null;
  const label = (
    <Text
      size="xs"
      c={item.claim ? undefined : 'dimmed'}
      fw={mine ? 600 : undefined}
      truncate="end"
      maw={120}
      title={text}
    >
      {text}
    </Text>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {alone ? <VisuallyHidden>{text}</VisuallyHidden> : label}
      {claimable && (
        <Button
          size="compact-xs"
          variant="light"
          loading={claiming}
          onClick={() => onClaim(item)}
          title={alone ? text : undefined}
        >
          {MSG.caseClaim}
        </Button>
      )}
    </Group>
  );
}

/**
 * The case column, paired as the list's other columns are: 'Tenggat / Ditangani', the due time
 * over the holder (with 'Ambil'); the age goes under the registration date.
 */
export function caseColumns(opts: {
  onClaim: (item: KycListItem) => void;
  claimingId: string | null;
  callerId: string | null;
}): DataTableColumn<KycListItem>[] {
  return [
    {
      accessor: 'due_at',
      title: `${MSG.caseDue} / ${MSG.caseHolderColumn}`,
      // 'Terlambat · 05 Des' and 'Ambil' in small type (a compact row, decision 0134).
      width: 132,
      render: (r) => (
        <Stack gap={2}>
          <DueCell item={r} />
          <HolderCell
            item={r}
            onClaim={opts.onClaim}
            claiming={opts.claimingId === r._id}
            callerId={opts.callerId}
            compact
          />
        </Stack>
      ),
    },
  ];
}
