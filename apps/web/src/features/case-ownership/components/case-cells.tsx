/**
 * The list's case columns (decision 0112): 'Umur' (with the exact time on hover), 'Tenggat'
 * (overdue says 'Terlambat' in words, not only in red; paused while the customer fixes) and
 * 'Ditangani' (with 'Ambil' when the server offers it).
 */
import { formatWibShort, type KycListItem, MSG } from '@kilau/shared';
import { Button, Stack, Text, Tooltip } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useSession } from '../../../lib/session';
import { caseActionsFor } from '../lib/case-actions';
import { ageText, dueState, holderText, waitingSince } from '../lib/case-timing';

export function AgeCell({ item }: { item: KycListItem }) {
  const since = formatWibShort(waitingSince(item));
  return (
    <Tooltip label={since} withArrow>
      <Text size="xs" c="dimmed" span title={since} data-testid="case-age">
        {MSG.caseAge}: {ageText(item)}
      </Text>
    </Tooltip>
  );
}

export function DueCell({ item }: { item: KycListItem }) {
  const state = dueState(item);
  if (state === 'paused')
    return (
      <Text size="xs" c="dimmed">
        {MSG.caseDuePaused}
      </Text>
    );
  if (!item.due_at) return <Text size="sm">-</Text>;
  const when = formatWibShort(item.due_at);
  if (state === 'overdue')
    return (
      <Stack gap={0} data-testid="case-overdue">
        <Text size="sm" fw={700} c="red.9">
          {MSG.caseOverdue}
        </Text>
        <Text size="xs" c="red.9">
          {when}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={0}>
      {state === 'today' && (
        <Text size="xs" fw={600} c="gold.9">
          {MSG.caseDueToday}
        </Text>
      )}
      <Text size="sm">{when}</Text>
    </Stack>
  );
}

export function HolderCell({
  item,
  onClaim,
  claiming,
  callerId,
}: {
  item: KycListItem;
  onClaim: (item: KycListItem) => void;
  claiming: boolean;
  callerId: string | null;
}) {
  const { role } = useSession();
  const mine = item.claim !== null && item.claim.staff_id === callerId;
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" c={item.claim ? undefined : 'dimmed'} fw={mine ? 600 : undefined}>
        {holderText(item.claim, callerId)}
      </Text>
      {caseActionsFor(item, role, callerId).has('claim') && (
        <Button size="compact-sm" variant="light" loading={claiming} onClick={() => onClaim(item)}>
          {MSG.caseClaim}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The case columns, paired as the list's other columns are so that the list fits beside the
 * navigation at 1280 px: 'Tenggat / Ditangani' (with 'Ambil'), and the age under the registration.
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
      // Wide enough for 'Ditangani' on its own line in the header's bold type (at 96 px it was cut).
      width: 108,
      render: (r) => (
        <Stack gap={4}>
          <DueCell item={r} />
          <HolderCell
            item={r}
            onClaim={opts.onClaim}
            claiming={opts.claimingId === r._id}
            callerId={opts.callerId}
          />
        </Stack>
      ),
    },
  ];
}
