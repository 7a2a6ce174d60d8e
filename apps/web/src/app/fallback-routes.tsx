/**
 * The paths the app's route table does not list: the staff logins, the back-office's screens
 * (config/staff-paths.ts STAFF_PATHS, handed to its own lazily loaded route module with its guard
 * and shell) and, for anything else, the 404 page (docs/product/back-office.md § Screens). Matched as descendant routes of
 * the table's '*', so the screens read their parameters with useParams as usual.
 */
import { MSG } from '@kilau/shared';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useRoutes } from 'react-router';
import { paths, STAFF_PATHS } from '../config/staff-paths';

const Backoffice = lazy(() => import('./backoffice/backoffice-routes'));
const staffLogin = () => import('./staff-login-screens');
const AdminLoginPage = lazy(() => staffLogin().then((m) => ({ default: m.AdminLoginScreen })));
const BankLoginPage = lazy(() => staffLogin().then((m) => ({ default: m.BankLoginScreen })));
const NotFoundPage = lazy(() => import('./not-found-page'));
const FactorReportPage = lazy(() => import('../features/staff-mfa/components/staff-factor-report-page'));

const spinner = (
  <Center mih="60dvh">
    <Loader aria-label={MSG.loading} />
  </Center>
);

export default function FallbackRoutes() {
  return useRoutes([
    {
      path: paths.loginAdmin,
      element: (
        <Suspense fallback={spinner}>
          <AdminLoginPage />
        </Suspense>
      ),
    },
    {
      path: paths.loginBank,
      element: (
        <Suspense fallback={spinner}>
          <BankLoginPage />
        </Suspense>
      ),
    },
    {
      // Public: the person following the mailed link may have no session (decision 0119).
      path: paths.staffFactorReport,
      element: (
        <Suspense fallback={spinner}>
          <FactorReportPage />
        </Suspense>
      ),
    },
    ...STAFF_PATHS.map((path) => ({
      path,
      element: (
        <Suspense fallback={spinner}>
          <Backoffice screen={path} />
        </Suspense>
      ),
    })),
    {
      path: '*',
      element: (
        <Suspense fallback={spinner}>
          <NotFoundPage />
        </Suspense>
      ),
    },
  ]);
}
