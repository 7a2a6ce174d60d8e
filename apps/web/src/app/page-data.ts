/**
 * The customer screens the server renders with the customer's data (decisions 0118, 0182), each
 * with what it fetches before rendering. The paths are SERVED_PAGES, the list the page credential's
 * cookies are written for and the server serves (page-data.test.ts holds the two together): the
 * cookie is the only way the server learns who asks for a page.
 */
import { ONBOARDING_STEPS, STEP_IDS } from '@kilau/shared';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { STEP_PAGE_DATA } from '../features/onboarding/api/step-page-data';
import { fetchDashboardData } from '../features/wallet/api/dashboard-data';
import { publicConfigQuery } from '../lib/public-config';

type PageData = (client: QueryClient) => Promise<void>;

/**
 * The screen's data and the customer shell's around it: the footer's company identity, the same for
 * every visitor. Without it the footer fills in after the scripts, and on a step whose form is short
 * its address is the page's largest paint.
 */
const inShell =
  (fetchScreen: PageData): PageData =>
  async (client) => {
    await Promise.all([fetchScreen(client), client.fetchQuery(publicConfigQuery)]);
  };

export const PAGE_DATA: Readonly<Record<string, PageData>> = {
  [paths.dashboard]: inShell(fetchDashboardData),
  // The data steps and the review: their largest paint is the record's form (decision 0182).
  ...Object.fromEntries(STEP_IDS.map((id) => [ONBOARDING_STEPS[id].route, inShell(STEP_PAGE_DATA[id])])),
};
