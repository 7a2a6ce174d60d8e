/**
 * The staff dashboard: the review feature's counts with case ownership's workload cards handed in
 * (features do not import each other, architecture.md §3.1; decision 0112).
 */
import { WorkloadCards } from '../../features/case-ownership/components/workload-cards';
import { mayReadNeedsFix } from '../../features/case-ownership/lib/needs-fix-access';
import DashboardPage from '../../features/review/components/dashboard-page';
import { useSession } from '../../lib/session';

export default function DashboardScreen() {
  const { role } = useSession();
  return (
    <DashboardPage
      workload={(prefix) => <WorkloadCards prefix={prefix} needsFixList={mayReadNeedsFix(role)} />}
    />
  );
}
