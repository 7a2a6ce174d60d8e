/**
 * One document's or data section's decision (decision 0131): undecided until the reviewer chooses.
 * 'Diterima' is sent to the server at once (the review checklist: a document only after it was
 * opened; who accepted and when shows under it); 'Minta unggah ulang' ('Minta perbaikan' for data)
 * stays on the page with the reason from the catalogue, the text 'Lainnya' needs, and an optional
 * note shown to the customer, until 'Kirim permintaan'. A group named after the item, so it reads
 * (and is found) by name.
 */
import {
  type ChecklistItem,
  fillTemplate,
  formatWibDateTime,
  isResubmissionDocument,
  MSG,
  RESUBMISSION_ITEM_LABELS,
  RESUBMISSION_NOTE_MAX,
  RESUBMISSION_REASON_LABELS,
  RESUBMISSION_REASONS,
  type ResubmissionItem,
  type ResubmissionReason,
} from '@kilau/shared';
import { SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { ChecksState } from './use-checks';
import type { DecisionsState } from './use-decisions';

const REASON_OPTIONS = RESUBMISSION_REASONS.map((r) => ({ value: r, label: RESUBMISSION_REASON_LABELS[r] }));

/** Under the choice: who accepted it and when, that it changed since, or that it is undecided. */
function CheckState({ check }: { check: ChecklistItem | undefined }) {
  if (check?.state === 'accepted' && check.accepted_by_name && check.accepted_at)
    return (
      <Text size="xs" c="teal.9" data-testid="check-state">
        {fillTemplate(MSG.checklistAcceptedBy, {
          name: check.accepted_by_name,
          at: formatWibDateTime(check.accepted_at),
        })}
      </Text>
    );
  if (check?.state === 'changed')
    return (
      <Text size="xs" c="dark.8" fw={600} data-testid="check-state">
        {MSG.checklistChanged}
      </Text>
    );
  return (
    <Text size="xs" c="dimmed" data-testid="check-state">
      {MSG.checklistUndecided}
    </Text>
  );
}

export function DecisionControl({
  item,
  decisions,
  checks,
}: {
  item: ResubmissionItem;
  /** Present when the caller may send the participant back for a fix. */
  decisions: DecisionsState | null;
  checks: ChecksState;
}) {
  const draft = decisions?.drafts[item];
  const errors = decisions?.errors[item] ?? {};
  const label = RESUBMISSION_ITEM_LABELS[item];
  const asking = draft?.decision === 'resubmit';
  const check = checks.byItem.get(item);
  const value = asking ? 'resubmit' : check?.state === 'accepted' ? 'accepted' : '';
  const options = [{ value: 'accepted', label: MSG.resubmissionAccept, disabled: !checks.mayCheck }];
  if (decisions)
    options.push({
      value: 'resubmit',
      label: isResubmissionDocument(item) ? MSG.resubmissionAsk : MSG.resubmissionAskData,
      disabled: false,
    });
  return (
    <Stack gap={6} role="group" aria-label={label} data-testid={`decision-${item}`}>
      <SegmentedControl
        size="xs"
        fullWidth
        color={asking ? 'orange.6' : 'teal.9'}
        value={value}
        readOnly={checks.pending === item}
        onChange={(v) => {
          if (v === 'resubmit') {
            decisions?.update(item, { decision: 'resubmit' });
            return;
          }
          decisions?.update(item, { decision: 'undecided' });
          if (check?.state !== 'accepted') checks.accept(item);
        }}
        data={options}
      />
      {!asking && <CheckState check={check} />}
      {checks.errors[item] && (
        <Text size="xs" c="red.8" role="alert">
          {checks.errors[item]}
        </Text>
      )}
      {asking && (
        <>
          <Select
            size="xs"
            label={MSG.resubmissionReason}
            withAsterisk
            data={REASON_OPTIONS}
            value={draft?.reason ?? null}
            onChange={(v) => decisions?.update(item, { reason: (v as ResubmissionReason | null) ?? null })}
            error={errors.reason}
            comboboxProps={{ withinPortal: true }}
          />
          {draft?.reason === 'other' && (
            <TextInput
              size="xs"
              label={MSG.resubmissionReasonText}
              withAsterisk
              maxLength={200}
              value={draft?.reason_text ?? ''}
              onChange={(e) => decisions?.update(item, { reason_text: e.currentTarget.value })}
              error={errors.reason_text}
            />
          )}
          <Textarea
            size="xs"
            label={MSG.resubmissionNote}
            autosize
            minRows={2}
            maxLength={RESUBMISSION_NOTE_MAX}
            value={draft?.note ?? ''}
            onChange={(e) => decisions?.update(item, { note: e.currentTarget.value })}
            error={errors.note}
          />
        </>
      )}
    </Stack>
  );
}
