/**
 * The participant's internal notes, timeline and case file (decision 0112), under the caller's
 * staff prefix: GET/POST /v1/{prefix}/kyc/{id}/notes, GET …/timeline, GET …/case-file (a PDF).
 */
import {
  type CaseNote,
  caseNoteReplySchema,
  caseNotesReplySchema,
  type StaffPrefix,
  timelineReplySchema,
} from '@kilau/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-download';

const base = (prefix: StaffPrefix, id: string) => `/v1/${prefix}/kyc/${encodeURIComponent(id)}`;
const notesKey = (prefix: StaffPrefix, id: string) => ['case-notes', prefix, id];
const timelineKey = (prefix: StaffPrefix, id: string) => ['case-timeline', prefix, id];

export function useCaseNotes(prefix: StaffPrefix, id: string) {
  return useQuery({
    queryKey: notesKey(prefix, id),
    queryFn: () => apiRequest('GET', `${base(prefix, id)}/notes`, { schema: caseNotesReplySchema }),
    select: (r): CaseNote[] => r.data,
  });
}

/** Adds a note; the list and the timeline show it at once. */
export function useAddCaseNote(prefix: StaffPrefix, id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest('POST', `${base(prefix, id)}/notes`, { body: { body }, schema: caseNoteReplySchema }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: notesKey(prefix, id) }),
        client.invalidateQueries({ queryKey: timelineKey(prefix, id) }),
      ]);
    },
  });
}

/** The timeline, oldest first; asked for only while it is shown. */
export function useTimeline(prefix: StaffPrefix, id: string, enabled: boolean) {
  return useQuery({
    queryKey: timelineKey(prefix, id),
    queryFn: () => apiRequest('GET', `${base(prefix, id)}/timeline`, { schema: timelineReplySchema }),
    select: (r) => r.data,
    enabled,
  });
}

/** 'Unduh berkas': the PDF saved under the server's name (berkas-<name>-<date>.pdf). */
export function downloadCaseFile(prefix: StaffPrefix, id: string): Promise<void> {
  return downloadFile(`${base(prefix, id)}/case-file`);
}
