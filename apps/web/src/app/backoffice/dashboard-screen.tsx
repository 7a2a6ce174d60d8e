/**
 * The staff dashboard: the review feature's counts with case ownership's workload cards handed in
 * (features do not import each other, architecture.md §3.1; decision 0112), and for those who read
 * screening (the super admin, the broker's reviewers) the lists' warning (decision 0132) and the
 * new participants counted by risk level (docs/product/risk-rating.md).
 */
import { RISK_READ_ROLES, SCREENING_READ_ROLES } from '@kilau/shared';
import { WorkloadCards } from '../../features/case-ownership/components/workload-cards';
import { mayReadNeedsFix } from '../../features/case-ownership/lib/needs-fix-access';
import DashboardPage from '../../features/review/components/dashboard-page';
import { RiskCounts } from '../../features/risk-rating/components/risk-counts';
import { ListStatusAlert } from '../../features/watchlists/components/list-status-alert';
import { useSession } from '../../lib/session';

const readsScreening = (role: number | null) =>
  role !== null && (SCREENING_READ_ROLES as readonly number[]).includes(role);
const readsRisk = (role: number | null) =>
  role !== null && (RISK_READ_ROLES as readonly number[]).includes(role);

export default function DashboardScreen() {
  const { role } = useSession();
  return (
    <DashboardPage
      workload={(prefix) => <WorkloadCards prefix={prefix} needsFixList={mayReadNeedsFix(role)} />}
      notices={readsScreening(role) ? (prefix) => <ListStatusAlert prefix={prefix} /> : undefined}
      riskCounts={
        readsRisk(role) ? (prefix, newList) => <RiskCounts prefix={prefix} listPath={newList} /> : undefined
      }
    />
  );
}
