/**
 * The review checklist on the detail (decision 0131): each item's state as the server holds it,
 * 'Diterima' sent at once for one item, and the server's refusal ('Buka dokumen ini dulu…') kept
 * beside the item it concerns.
 */
import type { Checklist, ChecklistItem, ResubmissionItem, StaffPrefix } from '@kilau/shared';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { useAcceptItem, useChecklist } from '../../api/checklist';

export interface ChecksState {
  checklist: Checklist | undefined;
  byItem: ReadonlyMap<ResubmissionItem, ChecklistItem>;
  /** The items accepted on what the submission holds now. */
  accepted: ReadonlySet<ResubmissionItem>;
  mayCheck: boolean;
  pending: ResubmissionItem | null;
  errors: Partial<Record<ResubmissionItem, string>>;
  accept: (item: ResubmissionItem) => void;
}

export function useChecks(prefix: StaffPrefix, id: string, enabled: boolean): ChecksState {
  const query = useChecklist(prefix, id, enabled);
  const mutation = useAcceptItem(prefix, id);
  const [errors, setErrors] = useState<Partial<Record<ResubmissionItem, string>>>({});
  const checklist = query.data;
  const byItem = useMemo(() => new Map((checklist?.items ?? []).map((i) => [i.item, i])), [checklist]);
  const accepted = useMemo(
    () => new Set((checklist?.items ?? []).filter((i) => i.state === 'accepted').map((i) => i.item)),
    [checklist],
  );
  return {
    checklist,
    byItem,
    accepted,
    mayCheck: checklist?.may_check ?? false,
    pending: mutation.isPending ? (mutation.variables ?? null) : null,
    errors,
    accept: (item) => {
      setErrors((all) => ({ ...all, [item]: undefined }));
      mutation.mutate(item, {
        onError: (err) => setErrors((all) => ({ ...all, [item]: errorMessage(err) })),
      });
    },
  };
}
