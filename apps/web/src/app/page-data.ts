/**
 * The customer screens the server renders with the customer's data (decision 0118), each with what
 * it fetches before rendering. Each path must be covered by the page credential's cookie path
 * (PAGE_SESSION_COOKIE), the only way the server learns who asks for a page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { fetchDashboardData } from '../features/wallet/api/dashboard-data';

export const PAGE_DATA: Readonly<Record<string, (client: QueryClient) => Promise<void>>> = {
  [paths.dashboard]: fetchDashboardData,
};
