/**
 * The reviewer's choices on each document and data section before 'Kirim permintaan' (decision
 * 0131): every item starts undecided. 'Diterima' is the server's (the review checklist, accepted
 * item by item); what stays here is the request to fix an item: a reason from the catalogue
 * ('Lainnya' with a text) and an optional note to the customer. Checked with the shared schema, so
 * the screen refuses what the server would, with the same Indonesian messages. The choices live on
 * the detail page, so a failed send keeps them.
 */
import {
  FUNDS_DECLARATION_ITEM,
  REQUEST_ITEMS,
  type RequestItem,
  type ResubmissionBody,
  type ResubmissionItem,
  type ResubmissionReason,
  resubmissionBodySchema,
} from '@kilau/shared';
import { useState } from 'react';

export interface DecisionDraft {
  decision: 'undecided' | 'resubmit';
  reason: ResubmissionReason | null;
  reason_text: string;
  note: string;
}
export type DraftField = 'reason' | 'reason_text' | 'note';
export type Drafts = Record<RequestItem, DecisionDraft>;
export type DraftErrors = Partial<Record<RequestItem, Partial<Record<DraftField, string>>>>;

const UNDECIDED: DecisionDraft = { decision: 'undecided', reason: null, reason_text: '', note: '' };
const allUndecided = () => Object.fromEntries(REQUEST_ITEMS.map((i) => [i, UNDECIDED])) as Drafts;

/**
 * The body as the schema reads it: the items asked with what was chosen, and the items a reviewer
 * accepted in the checklist as accepted; undecided items are not part of the request.
 */
export function draftsToBody(drafts: Drafts, accepted: ReadonlySet<ResubmissionItem> = new Set()) {
  return {
    items: REQUEST_ITEMS.filter(
      (item) =>
        drafts[item].decision === 'resubmit' || (item !== FUNDS_DECLARATION_ITEM && accepted.has(item)),
    ).map((item) => {
      const d = drafts[item];
      if (d.decision !== 'resubmit') return { item, decision: 'accepted' as const };
      // The declaration's reason is the EDD itself: only the note to the customer is chosen.
      if (item === FUNDS_DECLARATION_ITEM) return { item, decision: d.decision, note: d.note };
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

/** `accepted`: the items the checklist holds as accepted now (sent as accepted with a request). */
export function useDecisions(accepted: ReadonlySet<ResubmissionItem> = new Set()) {
  const [drafts, setDrafts] = useState<Drafts>(allUndecided);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function update(item: RequestItem, patch: Partial<DecisionDraft>) {
    setDrafts((all) => ({ ...all, [item]: { ...all[item], ...patch } }));
    setErrors((all) => ({ ...all, [item]: undefined }));
    setFormError(null);
  }

  /** Checks every choice; on failure the messages show beside the fields concerned. */
  function check(): Checked {
    const body = draftsToBody(drafts, accepted);
    const parsed = resubmissionBodySchema.safeParse(body);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return { ok: true, body: parsed.data };
    }
    const next: DraftErrors = {};
    let general: string | null = null;
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const item = typeof index === 'number' ? body.items[index]?.item : undefined;
      if (item && (field === 'reason' || field === 'reason_text' || field === 'note'))
        next[item] = { ...next[item], [field]: issue.message };
      else general ??= issue.message;
    }
    setErrors(next);
    setFormError(general);
    return { ok: false };
  }

  const asked = REQUEST_ITEMS.filter((i) => drafts[i].decision === 'resubmit');
  return {
    drafts,
    errors,
    formError,
    asked,
    update,
    check,
    reset: () => {
      setDrafts(allUndecided());
      setErrors({});
      setFormError(null);
    },
  };
}
export type DecisionsState = ReturnType<typeof useDecisions>;
