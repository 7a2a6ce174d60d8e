/**
 * Renders a public screen to HTML at build time (scripts/route-preloads.mjs runs it on Node), so
 * that the landing page paints from the HTML itself, before a byte of JavaScript has
 * arrived; main.tsx then hydrates that markup (decision 0110). Only screens that look the same to
 * every visitor are rendered here: nothing personal, nothing from the API (their queries render
 * their loading state, as in the browser before the reply).
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { AppRoutes } from './app/router';
import { queryClient } from './lib/query-client';

/** Stands where main.tsx mounts the toast container, which renders nothing until the page has loaded. */
function NothingYet(): ReactNode {
  return null;
}

/** The markup of `#root` for a URL, once every lazy screen on it has loaded. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <AppTree client={queryClient} beside={<NothingYet />}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppTree>,
  );
  return new Response(prelude).text();
}
