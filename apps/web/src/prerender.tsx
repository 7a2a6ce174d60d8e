/**
 * Renders screens to HTML at build time (scripts/route-preloads.mjs runs it on Node), so that they
 * paint from the HTML itself, before a byte of JavaScript has arrived; main.tsx then hydrates that
 * markup (decision 0110). Two kinds:
 *
 * - public screens that look the same to every visitor (the landing page, the login);
 * - a signed-in customer's frame (decision 0115): the customer shell around a screen in its
 *   loading state, rendered with a stand-in session. Nothing personal is in it: the shell shows no
 *   name, and every value from the API renders as loading, as in the browser before the reply.
 *
 * Nothing from the API is ever in this markup: queries render their loading state.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { FIRST_REQUESTS } from './app/first-requests';
import { AppRoutes } from './app/router';
import { queryClient } from './lib/query-client';
import { session } from './lib/session';

/** Stands where main.tsx mounts the toast container, which renders nothing until the page has loaded. */
function NothingYet(): ReactNode {
  return null;
}

/** A token that is never sent: the build renders, it does not call the API. */
const STAND_IN_TOKEN = 'prerender';

/**
 * The markup of `#root` for a URL, once every lazy screen on it has loaded; `customer`: as a
 * signed-in customer's frame.
 */
export async function render(
  url: string,
  { customer = false }: { customer?: boolean } = {},
): Promise<string> {
  if (customer) session.signIn(STAND_IN_TOKEN, null);
  else session.clear();
  try {
    const { prelude } = await prerender(
      <AppTree client={queryClient} beside={<NothingYet />}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppTree>,
      // One document, every boundary in place: React otherwise moves a large boundary's content to
      // the end with an inline script to reveal it, which the site's CSP does not run.
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    return await new Response(prelude).text();
  } finally {
    session.clear();
    queryClient.clear();
  }
}

/**
 * The first GETs of each customer screen (app/first-requests.ts), for the page's first script,
 * which sends each with the customer's token: a public call among them stays the entry's to send.
 */
export function firstRequestPaths(url: string): string[] {
  return (FIRST_REQUESTS[url] ?? []).filter((r) => r.auth !== false).map((r) => r.path);
}
