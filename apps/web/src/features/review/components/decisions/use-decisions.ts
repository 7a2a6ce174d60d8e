/**
 * The reviewer's decision on every document and data section before 'Kirim permintaan': each
 * starts 'Diterima'; asking for a fix needs a reason from the catalogue ('Lainnya' with a text)
 * and may carry a note to the customer. Checked with the shared schema, so the screen refuses what
 * the server would, with the same Indonesian messages. The choices live on the detail page, so a
 * failed send keeps them.
 */
import {
  RESUBMISSION_ITEMS,
  type ResubmissionBody,
  type ResubmissionItem,
  type ResubmissionReason,
  resubmissionBodySchema,
} from '@kilau/shared';
import { useState } from 'react';

export interface DecisionDraft {
  decision: 'accepted' | 'resubmit';
  reason: ResubmissionReason | null;
  reason_text: string;
  note: string;
}
export type DraftField = 'reason' | 'reason_text' | 'note';
export type Drafts = Record<ResubmissionItem, DecisionDraft>;
export type DraftErrors = Partial<Record<ResubmissionItem, Partial<Record<DraftField, string>>>>;

const ACCEPTED: DecisionDraft = { decision: 'accepted', reason: null, reason_text: '', note: '' };
const allAccepted = () => Object.fromEntries(RESUBMISSION_ITEMS.map((i) => [i, ACCEPTED])) as Drafts;

/** The body as the schema reads it: accepted items bare, the asked ones with what was chosen. */
export function draftsToBody(drafts: Drafts) {
  return {
    items: RESUBMISSION_ITEMS.map((item) => {
      const d = drafts[item];
      if (d.decision === 'accepted') return { item, decision: d.decision };
      return {
        item,
        decision: d.decision,
        reason: d.reason ?? undefined,
        reason_text: d.reason === 'other' ? d.reason_text : undefined,
        note: d.note,
      };
    }),
  };
}

export type Checked = { ok: true; body: ResubmissionBody } | { ok: false };

export function useDecisions() {
  const [drafts, setDrafts] = useState<Drafts>(allAccepted);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function update(item: ResubmissionItem, patch: Partial<DecisionDraft>) {
    setDrafts((all) => ({ ...all, [item]: { ...all[item], ...patch } }));
    setErrors((all) => ({ ...all, [item]: undefined }));
    setFormError(null);
  }

  /** Checks every choice; on failure the messages show beside the fields concerned. */
  function check(): Checked {
    const parsed = resubmissionBodySchema.safeParse(draftsToBody(drafts));
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return { ok: true, body: parsed.data };
    }
    const next: DraftErrors = {};
    let general: string | null = null;
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const item = typeof index === 'number' ? RESUBMISSION_ITEMS[index] : undefined;
      if (item && (field === 'reason' || field === 'reason_text' || field === 'note'))
        next[item] = { ...next[item], [field]: issue.message };
      else general ??= issue.message;
    }
    setErrors(next);
    setFormError(general);
    return { ok: false };
  }

  const asked = RESUBMISSION_ITEMS.filter((i) => drafts[i].decision === 'resubmit');
  return {
    drafts,
    errors,
    formError,
    asked,
    update,
    check,
    reset: () => {
      setDrafts(allAccepted());
      setErrors({});
      setFormError(null);
    },
  };
}
export type DecisionsState = ReturnType<typeof useDecisions>;
