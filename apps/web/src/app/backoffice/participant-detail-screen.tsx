/**
 * The participant's detail as the back-office shows it: the review feature's page with the
 * screening feature's panel handed in (features do not import each other, architecture.md §3.1),
 * for the roles that read screening (decision 0111), and the case file's notes, timeline and
 * 'Unduh berkas' for the roles that keep notes (decision 0112).
 */
import { CASE_NOTE_ROLES, SCREENING_READ_ROLES } from '@kilau/shared';
import { CaseFileActions } from '../../features/case-file/components/case-file-actions';
import { CaseNotesCard } from '../../features/case-file/components/case-notes-card';
import ParticipantDetailPage from '../../features/review/components/participant-detail-page';
import { ScreeningPanel } from '../../features/screening/components/screening-panel';
import { useSession } from '../../lib/session';

export default function ParticipantDetailScreen() {
  const { role } = useSession();
  const readsScreening = role !== null && (SCREENING_READ_ROLES as readonly number[]).includes(role);
  const keepsNotes = role !== null && (CASE_NOTE_ROLES as readonly number[]).includes(role);
  return (
    <ParticipantDetailPage
      screeningPanel={
        readsScreening
          ? (p) => <ScreeningPanel prefix={p.prefix} participantId={p.id} participantName={p.fullname} />
          : undefined
      }
      caseFile={
        keepsNotes
          ? (p) => ({
              actions: <CaseFileActions prefix={p.prefix} participantId={p.id} />,
              notes: <CaseNotesCard prefix={p.prefix} participantId={p.id} />,
            })
          : undefined
      }
    />
  );
}
