/**
 * One document's or data section's decision: 'Diterima', or 'Minta unggah ulang' ('Minta
 * perbaikan' for data) with the reason from the catalogue, the text 'Lainnya' needs, and an optional
 * note shown to the customer. A group named after the item, so it reads (and is found) by name.
 */
import {
  isResubmissionDocument,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_NOTE_MAX,
  RESUBMISSION_REASON_LABELS,
  RESUBMISSION_REASONS,
  type ResubmissionItem,
  type ResubmissionReason,
} from '@kilau/shared';
import { SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { Select } from '../../../../components/ui/select';
import type { DecisionsState } from './use-decisions';

const REASON_OPTIONS = RESUBMISSION_REASONS.map((r) => ({ value: r, label: RESUBMISSION_REASON_LABELS[r] }));

export function DecisionControl({ item, decisions }: { item: ResubmissionItem; decisions: DecisionsState }) {
  const draft = decisions.drafts[item];
  const errors = decisions.errors[item] ?? {};
  const label = RESUBMISSION_ITEM_LABELS[item];
  const asking = draft.decision === 'resubmit';
  return (
    <Stack gap={6} role="group" aria-label={label} data-testid={`decision-${item}`}>
      <SegmentedControl
        size="xs"
        fullWidth
        color={asking ? 'orange.6' : 'teal.9'}
        value={draft.decision}
        onChange={(v) => decisions.update(item, { decision: v === 'resubmit' ? 'resubmit' : 'accepted' })}
        data={[
          { value: 'accepted', label: MSG.resubmissionAccept },
          {
            value: 'resubmit',
            label: isResubmissionDocument(item) ? MSG.resubmissionAsk : MSG.resubmissionAskData,
          },
        ]}
      />
      {asking && (
        <>
          <Select
            size="xs"
            label={MSG.resubmissionReason}
            withAsterisk
            data={REASON_OPTIONS}
            value={draft.reason}
            onChange={(v) => decisions.update(item, { reason: (v as ResubmissionReason | null) ?? null })}
            error={errors.reason}
            comboboxProps={{ withinPortal: true }}
          />
          {draft.reason === 'other' && (
            <TextInput
              size="xs"
              label={MSG.resubmissionReasonText}
              withAsterisk
              maxLength={200}
              value={draft.reason_text}
              onChange={(e) => decisions.update(item, { reason_text: e.currentTarget.value })}
              error={errors.reason_text}
            />
          )}
          <Textarea
            size="xs"
            label={MSG.resubmissionNote}
            autosize
            minRows={2}
            maxLength={RESUBMISSION_NOTE_MAX}
            value={draft.note}
            onChange={(e) => decisions.update(item, { note: e.currentTarget.value })}
            error={errors.note}
          />
        </>
      )}
    </Stack>
  );
}
