/**
 * The web app's shell (index.html) as sent for a client-side URL: with the scripts and style sheets
 * that URL's first screen needs beyond the entry listed as preloads, so that a phone fetches them
 * together with the entry instead of one lazy chunk after another, each a round trip (decision 0110).
 * The list comes from the build (apps/web/dist/.vite/route-preloads.json, scripts/route-preloads.mjs);
 * without it the shell goes out as built. For the screen the build rendered (the landing page) the
 * list also holds its markup, which goes into `#root` for the browser to hydrate.
 *
 * A customer screen the server rendered with the customer's data (pages/customer-pages.ts, decision
 * 0118) goes out the same way with that markup instead, and the replies it shows in a JSON block.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVED_DATA_ELEMENT_ID } from '@kilau/shared';
import { z } from 'zod';
import type { ServedPage } from './pages/customer-pages';

const ASSET = /^\/assets\/[\w.-]+\.(m?js|css)$/;
const preloadsFile = z.object({
  /** The page's first script (apps/web/src/early.ts), for the customer screens (decision 0115). */
  early: z.string().regex(ASSET).optional(),
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      scripts: z.array(z.string().regex(ASSET)),
      styles: z.array(z.string().regex(ASSET)),
      /** Hoisted resources of the prerendered markup, for the head. */
      head: z.string().optional(),
      /** The screen rendered at build time (apps/web/src/prerender.tsx), for `#root`. */
      markup: z.string().optional(),
      /** The markup is a signed-in customer's frame: not to be shown to anyone else. */
      frame: z.literal('customer').optional(),
      /** The screen's first GETs, sent by the page's first script. */
      requests: z.array(z.string().startsWith('/')).optional(),
      /** The screen as rendered for a query it shows differently (`?akun=disetujui`). */
      variants: z
        .array(z.object({ search: z.string().startsWith('?'), head: z.string(), markup: z.string() }))
        .optional(),
    }),
  ),
});

interface Route {
  pattern: RegExp;
  /** The page's first script and the style sheets of its markup, for the head before the scripts. */
  first: string;
  links: string;
  /** `#root` with its markup, if the build rendered the screen. */
  root: string;
  /** The screen rendered for a query: sent when the request's query holds each of `params`. */
  variants: { params: [string, string][]; links: string; root: string }[];
  /** The same, for the screen rendered with a customer's data: no first GETs, since its data is in it. */
  served: { first: string; links: string };
}
interface Built {
  stamp: string;
  html: string;
  routes: Route[];
}

/** `/aktivasi/:id` → a pattern of one segment per parameter. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function stampOf(file: string): string {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return 'none';
  }
}

/** Returns the shell for a URL path; it rereads the files only when a build changed them. */
export function appShell(
  webDist: string,
): (pathname: string, served?: ServedPage, query?: URLSearchParams) => string {
  const indexFile = path.join(webDist, 'index.html');
  const listFile = path.join(webDist, '.vite', 'route-preloads.json');
  let built: Built | null = null;

  const load = (): Built => {
    const stamp = `${stampOf(indexFile)}|${stampOf(listFile)}`;
    if (built?.stamp === stamp) return built;
    const html = readFileSync(indexFile, 'utf8');
    let routes: Route[] = [];
    try {
      const list = preloadsFile.parse(JSON.parse(readFileSync(listFile, 'utf8')));
      // A screen whose markup is in the page paints with its style sheets: they are style sheets,
      // asked for with the first script, before the scripts. Otherwise they go as preloads, not as
      // style sheets: a URL that sends the visitor elsewhere (a customer page without a session) must
      // not be styled by them. `crossorigin`: the build's loader asks for a chunk's style sheet in
      // CORS mode, and a preload only serves a request of the same mode (without it the sheet was
      // fetched twice, a round trip more).
      const sheets = (styles: string[]) =>
        styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
      const preloads = (styles: string[]) =>
        styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`).join('');
      const modules = (scripts: string[]) =>
        scripts.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
      routes = list.routes.map((r) => {
        /** The head's links for one rendering of the route (its own, or a query's variant). */
        const linksOf = (markup: string | undefined, head: string | undefined) =>
          [markup ? '' : preloads(r.styles), modules(r.scripts), head ?? ''].join('');
        return {
          pattern: patternOf(r.path),
          first: [
            list.early && (r.frame || r.requests) ? earlyScriptTag(list.early, r.frame, r.requests) : '',
            r.markup ? sheets(r.styles) : '',
          ].join(''),
          links: linksOf(r.markup, r.head),
          root: rootOf(r.frame, r.markup),
          variants: (r.variants ?? []).map((v) => ({
            params: [...new URLSearchParams(v.search)],
            links: linksOf(v.markup, v.head),
            root: rootOf(r.frame, v.markup),
          })),
          served: {
            // Still the first script: it hides the page from a browser whose session is not a customer's.
            first: [
              list.early ? earlyScriptTag(list.early, 'customer', undefined) : '',
              sheets(r.styles),
            ].join(''),
            links: modules(r.scripts),
          },
        };
      });
    } catch {
      // A build without the list (or an older one): the shell as built, the chunks load lazily.
    }
    built = { stamp, html, routes };
    return built;
  };

  return (pathname, served, query) => {
    const { html, routes } = load();
    const route = routes.find((r) => r.pattern.test(pathname));
    if (!route) return html;
    const variant = route.variants.find((v) => v.params.every(([k, value]) => query?.get(k) === value));
    const { first, links, root } = served
      ? {
          first: route.served.first,
          links: route.served.links + served.head,
          root: `<div id="root" data-frame="customer">${served.markup}</div>${servedDataBlock(served)}`,
        }
      : variant
        ? { first: route.first, links: variant.links, root: variant.root }
        : route;
    // Replacer functions: the markup may hold `$` patterns that a replacement string would expand.
    // The first script goes before the entry's own tags: the browser asks for resources in the
    // order it meets them, six at a time on HTTP/1.1, and this one must not wait a round for a
    // connection, since the page paints only after it has run.
    const withFirst = first
      ? html.replace(
          /<script|<link rel="modulepreload"|<link rel="stylesheet"|<\/head>/,
          (tag) => `${first}${tag}`,
        )
      : html;
    return withFirst.replace('</head>', () => `${links}</head>`).replace('<div id="root"></div>', () => root);
  };
}

function rootOf(frame: 'customer' | undefined, markup: string | undefined): string {
  return `<div id="root"${frame ? ` data-frame="${frame}"` : ''}>${markup ?? ''}</div>`;
}

/**
 * The replies a served page shows, as a JSON block no browser runs (the CSP would not run it either).
 * Every `<`, `>` and `&` is escaped, so that no value (a name, a note) can end the block and start
 * markup of its own.
 */
function servedDataBlock(served: ServedPage): string {
  const json = JSON.stringify(served.data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">${json}</script>`;
}

/** An attribute value with the characters HTML gives a meaning escaped. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The page's first script (decision 0115): a classic script, so that it runs before the page
 * paints, with the screen's first GETs and whether the markup is a customer's frame.
 */
function earlyScriptTag(src: string, frame: string | undefined, requests: string[] | undefined): string {
  const data = [
    frame ? ` data-frame="${attribute(frame)}"` : '',
    requests?.length ? ` data-requests="${attribute(JSON.stringify(requests))}"` : '',
  ].join('');
  return `<script src="${src}"${data}></script>`;
}
