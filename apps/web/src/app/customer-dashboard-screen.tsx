/**
 * /beranda: the wallet's dashboard with the periodic review's notice above it while a review of
 * the customer's data is due (decision 0194); features do not import each other (architecture.md §3.1).
 */
import { Stack } from '@mantine/core';
import { PeriodicReviewNotice } from '../features/periodic-review/components/periodic-review-notice';
import DashboardPage from '../features/wallet/components/dashboard-page';

export default function CustomerDashboardScreen() {
  return (
    <Stack gap={0}>
      <PeriodicReviewNotice />
      <DashboardPage />
    </Stack>
  );
}
