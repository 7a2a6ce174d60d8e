/**
 * The detail's case bar (decision 0112): who holds the file and when it is due, and what the server
 * lets the caller do about it: 'Ambil', 'Lepaskan' (holder or supervisor), 'Alihkan' (supervisor),
 * and 'Berikutnya'. A refused claim shows the server's message, which names the holder.
 */
import {
  type CaseTiming,
  fillTemplate,
  formatWibShort,
  type KycListItem,
  MSG,
  type StaffPrefix,
} from '@kilau/shared';
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCallerId } from '../../../lib/staff/caller';
import { claimPrefixOf, supervisorPrefixOf, useClaimCase, useReleaseCase } from '../api/case-ownership';
import { type CaseAction, caseActionsFor } from '../lib/case-actions';
import { dueState, holderText } from '../lib/case-timing';
import { NextCaseButton } from './next-case-button';
import { ReassignModal } from './reassign-modal';

type CaseItem = Pick<
  KycListItem,
  | '_id'
  | 'fullname'
  | 'status_nasabah'
  | 'account_closed'
  | 'submitted_at'
  | 'created_at'
  | 'allowed_actions'
  | 'unavailable_actions'
> &
  CaseTiming;

function DueText({ item }: { item: CaseItem }) {
  const state = dueState(item);
  if (state === 'paused') return <Text size="sm">{MSG.caseDuePaused}</Text>;
  if (!item.due_at) return null;
  const when = fillTemplate(MSG.caseDueLabel, { when: formatWibShort(item.due_at) });
  if (state === 'overdue')
    return (
      <Text size="sm" fw={700} c="red.9" data-testid="case-overdue">
        {MSG.caseOverdue} · {when}
      </Text>
    );
  return (
    <Text size="sm" c={state === 'today' ? 'gold.9' : undefined} fw={state === 'today' ? 600 : undefined}>
      {when}
    </Text>
  );
}

export function CaseClaimBar({ item, prefix }: { item: CaseItem; prefix: StaffPrefix | null }) {
  const claimPrefix = claimPrefixOf(prefix);
  const supervisorPrefix = supervisorPrefixOf(prefix);
  const claim = useClaimCase(claimPrefix ?? 'admin-broker');
  const release = useReleaseCase(prefix ?? 'admin-broker');
  const [notice, setNotice] = useState<string | null>(null);
  const callerId = useCallerId();
  const [reassigning, setReassigning] = useState(false);
  const { role } = useSession();
  const actions = caseActionsFor(item, role, callerId);
  const can = (a: CaseAction) => actions.has(a);
  const relevant = item.claim !== null || item.due_at !== null || can('claim') || dueState(item) === 'paused';
  if (!relevant && !claimPrefix) return null;

  const take = () => {
    setNotice(null);
    claim.mutate(item._id, { onError: (err) => setNotice(errorMessage(err)) });
  };
  const free = () => {
    setNotice(null);
    release.mutate(item._id, { onError: (err) => setNotice(errorMessage(err)) });
  };
  return (
    <Paper withBorder p="sm" data-testid="case-claim-bar">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {relevant ? (
          <Group gap="md" wrap="wrap">
            <Text size="sm" fw={600} data-testid="case-holder">
              {holderText(item.claim, callerId)}
            </Text>
            <DueText item={item} />
          </Group>
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="wrap">
          {can('claim') && claimPrefix && (
            <Button size="sm" loading={claim.isPending} onClick={take}>
              {MSG.caseClaim}
            </Button>
          )}
          {can('release') && (
            <Button size="sm" variant="default" loading={release.isPending} onClick={free}>
              {MSG.caseRelease}
            </Button>
          )}
          {can('reassign') && supervisorPrefix && (
            <Button size="sm" variant="default" onClick={() => setReassigning(true)}>
              {MSG.caseReassign}
            </Button>
          )}
          {claimPrefix && <NextCaseButton prefix={claimPrefix} variant="default" />}
        </Group>
      </Group>
      {notice && (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {notice}
        </Alert>
      )}
      {supervisorPrefix && (
        <ReassignModal
          prefix={supervisorPrefix}
          participant={reassigning ? { id: item._id, fullname: item.fullname } : null}
          currentHolderId={item.claim?.staff_id ?? null}
          onClose={() => setReassigning(false)}
        />
      )}
    </Paper>
  );
}
