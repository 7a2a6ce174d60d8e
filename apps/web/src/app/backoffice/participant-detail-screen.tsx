/**
 * The participant's detail as the back-office shows it: the review feature's page with the
 * screening feature's panel handed in (features do not import each other, architecture.md §3.1),
 * for the roles that read screening (decision 0111), and case ownership's bar in the header
 * (decision 0112).
 */
import { SCREENING_READ_ROLES } from '@kilau/shared';
import { CaseClaimBar } from '../../features/case-ownership/components/case-claim-bar';
import ParticipantDetailPage from '../../features/review/components/participant-detail-page';
import { ScreeningPanel } from '../../features/screening/components/screening-panel';
import { useSession } from '../../lib/session';
import { useStaffPrefix } from '../../lib/staff/staff-prefix';

export default function ParticipantDetailScreen() {
  const { role } = useSession();
  const prefix = useStaffPrefix();
  const readsScreening = role !== null && (SCREENING_READ_ROLES as readonly number[]).includes(role);
  return (
    <ParticipantDetailPage
      screeningPanel={
        readsScreening
          ? (p) => <ScreeningPanel prefix={p.prefix} participantId={p.id} participantName={p.fullname} />
          : undefined
      }
      caseBar={(d) => <CaseClaimBar item={d} prefix={prefix} />}
    />
  );
}
