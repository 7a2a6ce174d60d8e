/** 'Alihkan' (decision 0112): a supervisor picks a reviewer from the staff directory, then confirms. */
import { fillTemplate, MSG } from '@kilau/shared';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { type SupervisorPrefix, useReassignCase, useReviewerOptions } from '../api/case-ownership';

export function ReassignModal({
  prefix,
  participant,
  currentHolderId,
  onClose,
}: {
  prefix: SupervisorPrefix;
  participant: { id: string; fullname: string } | null;
  currentHolderId: string | null;
  onClose: () => void;
}) {
  const reviewers = useReviewerOptions(prefix, participant !== null);
  const reassign = useReassignCase(prefix);
  const [staffId, setStaffId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = (reviewers.data ?? [])
    .filter((r) => r.staff_id !== currentHolderId)
    .map((r) => ({ value: r.staff_id, label: r.name }));
  const chosen = options.find((o) => o.value === staffId);
  const close = () => {
    setStaffId(null);
    setConfirming(false);
    setError(null);
    onClose();
  };
  const send = () => {
    if (!participant || !staffId) return;
    setError(null);
    reassign.mutate(
      { id: participant.id, staffId },
      { onSuccess: close, onError: (err) => setError(errorMessage(err)) },
    );
  };
  return (
    <Modal opened={participant !== null} onClose={close} title={MSG.caseReassign} centered>
      <Stack>
        {!confirming ? (
          <Select
            label={MSG.caseReassignTo}
            placeholder={MSG.caseReassignPick}
            data={options}
            value={staffId}
            onChange={setStaffId}
            searchable
            error={reviewers.isError ? errorMessage(reviewers.error) : undefined}
            comboboxProps={{ withinPortal: false }}
          />
        ) : (
          <Text size="sm">
            {fillTemplate(MSG.caseReassignConfirm, {
              customer: participant?.fullname ?? '',
              name: chosen?.label ?? '',
            })}
          </Text>
        )}
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MSG.actionCancel}
          </Button>
          {!confirming ? (
            <Button disabled={!chosen} onClick={() => setConfirming(true)}>
              {MSG.caseReassign}
            </Button>
          ) : (
            <Button loading={reassign.isPending} onClick={send}>
              {MSG.actionAgree}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
