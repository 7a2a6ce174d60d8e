/**
 * The back-office's own route table (docs/product/back-office.md § Screens), loaded only when a staff path is opened: the
 * staff guard (no staff token → /login-admin), the shell, four eyes handed to every screen (the
 * review's dialogs and the screening panel propose and show proposals through it, decision 0181),
 * and a lazy chunk per screen. The app's
 * router's fallback lists the staff paths (config/staff-paths.ts STAFF_PATHS) and hands each of them
 * to this module, so the customer's first load carries none of the back-office.
 */
import { MSG } from '@kilau/shared';
import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths, type STAFF_PATHS } from '../../config/staff-paths';
import { FourEyesProvider } from '../../features/four-eyes/components/four-eyes-provider';
import { useSession } from '../../lib/session';
import BackofficeShell, { navFor } from './backoffice-shell';
// The Mantine styles the staff screens use on top of the base (decision 0101).
import '../../styles/backoffice.css';

const screen = (load: () => Promise<{ default: () => ReactNode }>) => {
  const Component = lazy(load);
  return (
    <Suspense
      fallback={
        <Center mih="40dvh">
          <Loader aria-label={MSG.loading} />
        </Center>
      }
    >
      <Component />
    </Suspense>
  );
};
const list = (pick: (m: typeof import('./participant-list-screens')) => () => ReactNode) =>
  screen(() => import('./participant-list-screens').then((m) => ({ default: pick(m) })));

const SCREENS: { path: (typeof STAFF_PATHS)[number]; element: ReactNode }[] = [
  { path: paths.admin, element: screen(() => import('./dashboard-screen')) },
  { path: paths.adminNew, element: list((m) => m.NewListPage) },
  { path: paths.adminRegistered, element: list((m) => m.RegisteredListPage) },
  { path: paths.adminRejected, element: list((m) => m.RejectedListPage) },
  { path: paths.adminBlacklist, element: list((m) => m.BlacklistPage) },
  { path: paths.adminNeedsFix, element: list((m) => m.NeedsFixListPage) },
  { path: paths.brokerNew, element: list((m) => m.BrokerNewListPage) },
  { path: paths.brokerRegistered, element: list((m) => m.BrokerRegisteredListPage) },
  {
    path: paths.adminDetail(),
    element: screen(() => import('./participant-detail-screen')),
  },
  {
    path: paths.auditTrail,
    element: screen(() => import('../../features/audit-trail/components/audit-trail-page')),
  },
  {
    path: paths.failedJobs,
    element: screen(() => import('../../features/failed-jobs/components/failed-jobs-page')),
  },
  {
    path: paths.watchlists,
    element: screen(() => import('../../features/watchlists/components/watchlists-page')),
  },
  {
    path: paths.watchlistRunFindings(),
    element: screen(() => import('../../features/watchlists/components/run-findings-page')),
  },
  {
    path: paths.riskModels,
    element: screen(() => import('../../features/risk-rating/components/risk-models-page')),
  },
  {
    path: paths.integrations,
    element: screen(() => import('../../features/integrations/components/integrations-page')),
  },
  {
    path: paths.staffDashboard,
    element: screen(() => import('./dashboard-screen')),
  },
  {
    path: paths.staffProfile,
    element: screen(() => import('./staff-profile-screen')),
  },
  { path: paths.posgold, element: screen(() => import('./posgold-page')) },
  { path: paths.customersKyc, element: list((m) => m.AllPlatformsListPage) },
  {
    path: paths.customerDetail,
    element: screen(() => import('./participant-detail-screen')),
  },
  {
    path: paths.demoAccounts,
    element: screen(() => import('../../features/demo-account/components/demo-accounts-page')),
  },
  {
    path: paths.videoCallList,
    element: screen(() => import('../../features/video-call/components/video-call-list-page')),
  },
  {
    path: paths.usersDirectory,
    element: screen(() => import('../../features/users-directory/components/users-page')),
  },
  {
    path: paths.usersExportTable,
    element: screen(() =>
      import('../../features/users-directory/components/users-page').then((m) => ({
        default: m.ExportTablePage,
      })),
    ),
  },
  {
    path: paths.transactions,
    element: screen(() => import('../../features/trade-transactions/components/transaction-list-page')),
  },
  {
    path: paths.transactionDetail(),
    element: screen(() => import('../../features/trade-transactions/components/transaction-detail-page')),
  },
  {
    path: paths.managingBank,
    element: screen(() => import('../../features/managing-bank/components/managing-bank-list-page')),
  },
  {
    path: paths.proposals,
    element: screen(() => import('./proposals-screen')),
  },
  {
    path: paths.dataRequests,
    element: screen(() => import('../../features/data-rights/components/staff/data-requests-page')),
  },
  {
    path: paths.periodicReviews,
    element: screen(() => import('../../features/periodic-review/components/staff/periodic-reviews-page')),
  },
  {
    path: paths.complianceDashboard,
    element: screen(() => import('../../features/compliance-dashboard/components/compliance-dashboard-page')),
  },
  {
    path: paths.monitoring,
    element: screen(() => import('../../features/transaction-monitoring/components/monitoring-alerts-page')),
  },
  {
    path: paths.monitoringCases,
    element: screen(() => import('../../features/transaction-monitoring/components/monitoring-cases-page')),
  },
  {
    path: paths.monitoringCaseDetail(),
    element: screen(() => import('../../features/transaction-monitoring/components/monitoring-case-page')),
  },
  {
    path: paths.scenarioSets,
    element: screen(() => import('../../features/scenario-sets/components/scenario-sets-page')),
  },
  {
    path: paths.ppatkReports,
    element: screen(() => import('../../features/ppatk-reports/components/ppatk-reports-page')),
  },
  {
    path: paths.ppatkReportDetail(),
    element: screen(() => import('../../features/ppatk-reports/components/ppatk-report-page')),
  },
  {
    path: paths.dataRequestDetail(),
    element: screen(() => import('../../features/data-rights/components/staff/data-request-detail-page')),
  },
  {
    path: paths.managingBankDetail(),
    element: screen(() => import('../../features/managing-bank/components/managing-bank-detail-page')),
  },
];

/** `screen`: the pattern of STAFF_PATHS the app's router matched (its parameters come from useParams). */
export default function BackofficeRoutes({ screen }: { screen: string }) {
  const { token, role } = useSession();
  const location = useLocation();
  // docs/product/back-office.md § Screens: admin routes need a staff token (a stored role), else /login-admin.
  if (!token || role === null)
    return <Navigate to={paths.loginAdmin} replace state={{ from: location.pathname }} />;
  // /admin-layout is the frame itself (docs/product/back-office.md § Screens): it opens the first screen of the role's menu.
  if (screen === paths.adminLayout) return <Navigate to={navFor(role)[0]?.to ?? paths.admin} replace />;
  const current = SCREENS.find((s) => s.path === screen);
  return (
    <BackofficeShell>
      <FourEyesProvider>{current?.element}</FourEyesProvider>
    </BackofficeShell>
  );
}
