/**
 * 'Ubah tingkat risiko' (decision 0196): a broker reviewer proposes a manual override of the
 * participant's level with a reason and a last day; a second person decides it (a senior when it
 * lowers the level). Checked with the shared schema, so the form refuses what the server would,
 * in the same words; a refusal of the server keeps what was typed.
 */
import {
  fillTemplate,
  MSG,
  proposeBodySchema,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
  type RiskLevel,
  type StaffPrefix,
} from '@kilau/shared';
import { Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useFourEyes } from '../../../lib/staff/four-eyes';

type Field = 'level' | 'expires_on' | 'reason';

export function RiskOverrideModal({
  prefix,
  participantId,
  current,
  opened,
  onClose,
}: {
  prefix: StaffPrefix;
  participantId: string;
  current: RiskLevel | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { usePropose, FourEyesNotice } = useFourEyes();
  const propose = usePropose(prefix);
  const queryClient = useQueryClient();
  const [level, setLevel] = useState<RiskLevel | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  /** A field's message goes as soon as it is changed (it is checked again on sending). */
  const clear = (field: Field) => setErrors((all) => ({ ...all, [field]: undefined }));

  const submit = async () => {
    setProblem(null);
    const parsed = proposeBodySchema.safeParse({
      kind: 'risk_override',
      customer_id: participantId,
      reason,
      level: level ?? undefined,
      expires_on: expiresOn || undefined,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'level' || field === 'expires_on' || field === 'reason') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    if (level === current) {
      setErrors({ level: MSG.riskOverrideSameLevel });
      return;
    }
    setErrors({});
    try {
      await propose.mutateAsync(parsed.data);
      await queryClient.invalidateQueries({ queryKey: ['risk', prefix, participantId] });
      notifySuccess(MSG.proposalSubmitted);
      onClose();
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={MSG.riskOverrideAction} centered>
      <Stack gap="sm">
        <Text size="sm">{MSG.riskOverrideIntro}</Text>
        {current && (
          <Text size="sm" c="dimmed">
            {fillTemplate(MSG.riskOverrideModelLevel, { level: RISK_LEVEL_LABELS[current] })}
          </Text>
        )}
        {problem && <FormAlert>{problem}</FormAlert>}
        <Select
          label={MSG.riskOverrideLevel}
          data={RISK_LEVELS.map((l) => ({ value: l, label: RISK_LEVEL_LABELS[l] }))}
          value={level}
          onChange={(v) => {
            setLevel(v as RiskLevel | null);
            clear('level');
          }}
          error={errors.level}
          withAsterisk
          allowDeselect={false}
        />
        <TextInput
          type="date"
          label={MSG.riskOverrideExpiry}
          value={expiresOn}
          onChange={(e) => {
            setExpiresOn(e.currentTarget.value);
            clear('expires_on');
          }}
          error={errors.expires_on}
          withAsterisk
        />
        <Textarea
          label={MSG.proposalReason}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            clear('reason');
          }}
          error={errors.reason}
          withAsterisk
        />
        <FourEyesNotice />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {MSG.buttonCancel}
          </Button>
          <Button loading={propose.isPending} onClick={() => void submit()}>
            {MSG.riskOverridePropose}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
