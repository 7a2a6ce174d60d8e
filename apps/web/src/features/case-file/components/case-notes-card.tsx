/**
 * 'Catatan internal' in the participant detail (decision 0112): the participant's notes, read by
 * the staff who read the participant, in the back-office's notes card.
 */
import type { StaffPrefix } from '@kilau/shared';
import { NotesCard } from '../../../components/backoffice/notes-card';
import { useAddCaseNote, useCaseNotes } from '../api/case-file';

export function CaseNotesCard({ prefix, participantId }: { prefix: StaffPrefix; participantId: string }) {
  const notes = useCaseNotes(prefix, participantId);
  const add = useAddCaseNote(prefix, participantId);
  return <NotesCard notes={notes} onAdd={(body) => add.mutateAsync(body)} adding={add.isPending} />;
}
