/**
 * The enhanced due diligence a reviewer gives with the approval proposal of a Tinggi participant
 * (docs/product/risk-rating.md § Enhanced due diligence): each check that applies ticked, and what
 * they found in their own words. The senior who decides reads both beside the proposal.
 */
import { EDD_CHECK_LABELS, EDD_NOTE_MAX, type EddCheck, MSG, type ProposeApproveForm } from '@kilau/shared';
import { Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';

export function EddFields({ checks, form }: { checks: EddCheck[]; form: UseFormReturn<ProposeApproveForm> }) {
  const errors = form.formState.errors.edd;
  const noteLength = form.watch('edd.note')?.length ?? 0;
  return (
    <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Title order={3} size="h5" component="legend">
        {MSG.eddTitle}
      </Title>
      <Text size="sm">{MSG.eddIntro}</Text>
      <Controller
        control={form.control}
        name="edd.checks"
        render={({ field }) => (
          <Checkbox.Group value={field.value ?? []} onChange={field.onChange} error={errors?.checks?.message}>
            <Stack gap={6} mt={4}>
              {checks.map((check) => (
                <Checkbox key={check} value={check} label={EDD_CHECK_LABELS[check]} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <Textarea
        label={MSG.eddNoteLabel}
        autosize
        minRows={3}
        maxLength={EDD_NOTE_MAX}
        withAsterisk
        description={`${MSG.eddNoteHint} ${noteLength}/${EDD_NOTE_MAX}`}
        error={errors?.note?.message}
        {...form.register('edd.note')}
      />
    </Stack>
  );
}
