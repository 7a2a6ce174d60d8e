/**
 * The participant's detail as the back-office shows it: the review feature's page with the
 * screening feature's panel, the risk rating's and the periodic review's schedule (decision 0194) handed in (features do not import each other, architecture.md §3.1),

 * for the roles that read screening (decision 0111), case ownership's bar in the header
 * (decision 0112), whose 'Berikutnya' the detail's key 'n' also takes, and the case file's notes,
 * timeline and 'Unduh berkas' for the roles that keep notes (decision 0112).
 */
import { CASE_NOTE_ROLES, RISK_READ_ROLES, SCREENING_READ_ROLES } from '@kilau/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../config/staff-paths';
import { CaseFileActions } from '../../features/case-file/components/case-file-actions';
import { CaseNotesCard } from '../../features/case-file/components/case-notes-card';
import { claimPrefixOf, useNextCase } from '../../features/case-ownership/api/case-ownership';
import { CaseClaimBar } from '../../features/case-ownership/components/case-claim-bar';
import { ReviewSchedulePanel } from '../../features/periodic-review/components/staff/schedule-panel';
import ParticipantDetailPage from '../../features/review/components/participant-detail-page';
import { RiskPanel } from '../../features/risk-rating/components/risk-panel';
import { ScreeningPanel } from '../../features/screening/components/screening-panel';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { useStaffPrefix } from '../../lib/staff/staff-prefix';

export default function ParticipantDetailScreen() {
  const { role } = useSession();
  const prefix = useStaffPrefix();
  const claimPrefix = claimPrefixOf(prefix);
  const next = useNextCase(claimPrefix ?? 'admin-broker');
  const navigate = useNavigate();
  // 'Berikutnya' by key: the next file's detail, or why there is none (the server's message).
  const nextFile = () =>
    next.mutate(undefined, {
      onSuccess: (data) => void navigate(paths.adminDetail(data.id)),
      onError: (err) => notifyError(errorMessage(err)),
    });
  const readsScreening = role !== null && (SCREENING_READ_ROLES as readonly number[]).includes(role);
  const readsRisk = role !== null && (RISK_READ_ROLES as readonly number[]).includes(role);
  const keepsNotes = role !== null && (CASE_NOTE_ROLES as readonly number[]).includes(role);
  return (
    <ParticipantDetailPage
      screeningPanel={
        readsScreening || readsRisk
          ? (p) => (
              <>
                {readsRisk && <RiskPanel prefix={p.prefix} participantId={p.id} />}
                {readsRisk && <ReviewSchedulePanel prefix={p.prefix} participantId={p.id} />}
                {readsScreening && (
                  <ScreeningPanel prefix={p.prefix} participantId={p.id} participantName={p.fullname} />
                )}
              </>
            )
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
      caseBar={(d) => <CaseClaimBar item={d} prefix={prefix} />}
      nextFile={claimPrefix && !next.isPending ? nextFile : undefined}
    />
  );
}
