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
 * In these, nothing from the API is in the markup: queries render their loading state.
 *
 * The server also renders a screen with a signed-in customer's data, per request (`renderWithData`,
 * decision 0118): its render worker loads this module and answers the screen's GETs with the API's
 * own replies for the customer's token.
 */
// First: the browser globals the app's modules read as they load.
import './ssr-globals';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { FIRST_REQUESTS } from './app/first-requests';
import { PAGE_DATA } from './app/page-data';
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
    return await renderTree(url, queryClient);
  } finally {
    session.clear();
    queryClient.clear();
  }
}

async function renderTree(url: string, client: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <AppTree client={client} beside={<NothingYet />}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppTree>,
    // One document, every boundary in place: React otherwise moves a large boundary's content to
    // the end with an inline script to reveal it, which the site's CSP does not run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return await new Response(prelude).text();
}

export interface RenderedWithData {
  /** Resources React hoisted (an image's preload), for the head. */
  head: string;
  /** The markup of `#root`. */
  markup: string;
  /** The replies the markup shows, for the browser's query cache before it hydrates. */
  state: DehydratedState;
}

/**
 * A customer screen with the customer's data (decision 0118), or null for a URL that has no data
 * to fetch first (app/page-data.ts). Its GETs go through `fetch`, which the caller answers for the
 * customer's token; this module never sees the token. Rejects when a GET fails: the server then
 * sends the screen's frame instead. One render at a time: the session is the module's own.
 */
export async function renderWithData(url: string): Promise<RenderedWithData | null> {
  const fetchData = PAGE_DATA[url];
  if (!fetchData) return null;
  // A client of the render's own; no retry, since the server sends the frame instead of waiting.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  session.signIn(STAND_IN_TOKEN, null);
  try {
    await fetchData(client);
    return { ...splitHoisted(await renderTree(url, client)), state: dehydrate(client) };
  } finally {
    session.clear();
    client.clear();
  }
}

/**
 * React puts the resources it hoists (the preload of an image) before the markup; they belong in
 * the head, where hydration does not look for them.
 */
export function splitHoisted(html: string): { head: string; markup: string } {
  const hoisted = html.match(/^(?:<link [^>]*\/>)+/);
  const head = hoisted ? hoisted[0] : '';
  return { head, markup: html.slice(head.length) };
}

/**
 * The first GETs of each customer screen (app/first-requests.ts), for the page's first script,
 * which sends each with the customer's token: a public call among them stays the entry's to send.
 */
export function firstRequestPaths(url: string): string[] {
  return (FIRST_REQUESTS[url] ?? []).filter((r) => r.auth !== false).map((r) => r.path);
}
