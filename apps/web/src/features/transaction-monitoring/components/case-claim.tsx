/**
 * Who works the case (decision 0208): 'Ambil' while nobody does, 'Lepaskan' for its holder, and
 * the holder's name for anyone else. A refused claim shows the server's message, which names the
 * officer who took it first.
 */
import { fillTemplate, type MonitoringCaseItem, MSG } from '@kilau/shared';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCallerId } from '../../../lib/staff/caller';
import { useClaimMonitoringCase, useReleaseMonitoringCase } from '../api/monitoring-cases';

export function CaseClaim({ c }: { c: Pick<MonitoringCaseItem, '_id' | 'holder'> }) {
  const me = useCallerId();
  const claim = useClaimMonitoringCase(c._id);
  const release = useReleaseMonitoringCase(c._id);
  const [failure, setFailure] = useState('');
  const mine = c.holder !== null && c.holder.staff_id === me;
  const act = (change: typeof claim, done: string) => {
    setFailure('');
    change.mutate(undefined, {
      onSuccess: () => notifySuccess(done),
      onError: (err) => setFailure(errorMessage(err)),
    });
  };

  return (
    <Paper withBorder p="sm" data-testid="monitoring-case-claim">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {c.holder === null
            ? MSG.caseUnclaimed
            : mine
              ? MSG.caseHeldByYou
              : fillTemplate(MSG.caseHeldBy, { name: c.holder.name })}
        </Text>
        {c.holder === null && (
          <Button size="sm" loading={claim.isPending} onClick={() => act(claim, MSG.monitoringCaseClaimed)}>
            {MSG.caseClaim}
          </Button>
        )}
        {mine && (
          <Button
            size="sm"
            variant="default"
            loading={release.isPending}
            onClick={() => act(release, MSG.monitoringCaseReleased)}
          >
            {MSG.caseRelease}
          </Button>
        )}
      </Group>
      <FormAlert>{failure}</FormAlert>
    </Paper>
  );
}
