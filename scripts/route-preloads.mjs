// @ts-check
// After the web build (and the prerender's, `vite build --ssr`): for each route of the router, the scripts and style sheets its first paint
// needs beyond the entry (its lazy layout and page chunks with their static imports, and the reply
// schemas its first requests parse), written to apps/web/dist/.vite/route-preloads.json. The server
// lists them as <link rel="modulepreload"> / preload in the app shell it sends for that URL, so the
// browser fetches them with the entry instead of one lazy hop after another (decision 0110).
// The public screens that look the same to every visitor (PRERENDERED) and a signed-in customer's
// frame of the screens customers open first (CUSTOMER_FRAMES, decision 0115) are also rendered here
// to HTML with the app's own components (apps/web/src/prerender.tsx); the server puts that markup in
// the shell and the browser hydrates it, so they paint before their scripts arrive. A customer
// screen's first GETs (apps/web/src/app/first-requests.ts) are listed too: the page's first script
// (apps/web/src/early.ts, found here in the build) sends them before the app's chunks arrive.
// Runs as part of `npm run build -w @kilau/web`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { lazyRoutes } from './bench/bundle.mjs';
import { webDir } from './bench/lib.mjs';

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */

/**
 * Dynamic imports a page awaits before it can show its first data: the reply schemas its requests
 * parse (decision 0107 keeps them out of the chunk, not out of the first screen).
 */
const FIRST_DATA = /[\\/]api[\\/](step-)?reply-schemas\.ts$/;

/**
 * URLs rendered at build time (decision 0110): the landing page and the login. The login's form is
 * inert in that markup (read-only fields, no submit button: lib/use-hydrated.ts) until React takes
 * it over, so that the browser cannot send it itself (a GET with the password in the URL).
 */
const PRERENDERED = ['/', '/login'];

/**
 * Customer screens rendered at build time as a signed-in customer's frame (decision 0115): the
 * customer shell around the screen in its loading state. The dashboard is where every sign-in
 * lands; the platform choice is a new customer's first step. A screen belongs here only when its
 * first render holds nothing personal and nothing read from the browser's storage, and a form on
 * it takes no input until React runs (lib/use-hydrated.ts).
 */
const CUSTOMER_FRAMES = ['/beranda', '/konfirmasi-account'];

const dist = path.join(webDir, 'dist');
/** @type {Manifest} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entryKey) throw new Error('route-preloads: no entry chunk in the manifest');

/**
 * The keys `keys` load statically, themselves included; with `data`, also the reply schemas they
 * import dynamically, and theirs.
 * @param {string[]} keys
 * @param {boolean} data
 */
function closure(keys, data) {
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const k = /** @type {string} */ (stack.pop());
    const chunk = manifest[k];
    if (seen.has(k) || !chunk) continue;
    seen.add(k);
    stack.push(...(chunk.imports ?? []));
    if (data) stack.push(...(chunk.dynamicImports ?? []).filter((d) => FIRST_DATA.test(d)));
  }
  return seen;
}

const entry = closure([entryKey], false);
/**
 * The prerender module runs the app's screens on Node; it brings its own stand-ins for the browser
 * globals the app's modules read as they load (apps/web/src/ssr-globals.ts).
 * @typedef {{
 *   render: (url: string, as?: { customer?: boolean }) => Promise<string>,
 *   firstRequestPaths: (url: string) => string[],
 *   splitHoisted: (html: string) => { head: string, markup: string },
 * }} Prerender
 * @returns {Promise<Prerender>}
 */
async function loadPrerender() {
  const file = path.join(webDir, 'dist-prerender/prerender.js');
  /** @type {Prerender} */
  const mod = await import(pathToFileURL(file).href);
  return mod;
}

/** The page's first script, built beside the app (vite.config.ts), as a URL path. */
function earlyScript() {
  const built = readdirSync(path.join(dist, 'assets')).filter((f) => /^early\.[0-9a-f]{12}\.js$/.test(f));
  if (built.length !== 1)
    throw new Error(`route-preloads: expected one early.<hash>.js in dist/assets, found ${built.length}`);
  return `/assets/${built[0]}`;
}

const { render, firstRequestPaths, splitHoisted } = await loadPrerender();
/**
 * @type {{ path: string, scripts: string[], styles: string[], head?: string, markup?: string,
 *   frame?: 'customer', requests?: string[] }[]}
 */
const routes = [];
for (const r of await lazyRoutes()) {
  if (!r.url || r.url === '*' || !r.src || !manifest[r.src]) continue;
  // The first paint's chunks first, the reply schemas after: the browser fetches in this order.
  const paint = closure([...r.layouts, r.src], false);
  // The reply schemas of the page's own requests only: a layout's (the customer shell's token
  // renewal and logout) are needed later, and each preload holds one of six connections.
  const data = [...closure([r.src], true)].filter((k) => !paint.has(k));
  const keys = [...paint, ...data].filter((k) => !entry.has(k));
  const chunks = keys.map((k) => /** @type {ManifestChunk} */ (manifest[k]));
  const customer = CUSTOMER_FRAMES.includes(r.url);
  const requests = firstRequestPaths(r.url);
  routes.push({
    path: r.url,
    scripts: [...new Set(chunks.map((c) => `/${c.file}`))],
    styles: [...new Set(chunks.flatMap((c) => (c.css ?? []).map((f) => `/${f}`)))],
    ...(PRERENDERED.includes(r.url) || customer ? splitHoisted(await render(r.url, { customer })) : {}),
    ...(customer ? { frame: /** @type {const} */ ('customer') } : {}),
    ...(requests.length ? { requests } : {}),
  });
}
if (routes.length === 0) throw new Error('route-preloads: no route found in router.tsx');
writeFileSync(
  path.join(dist, '.vite/route-preloads.json'),
  `${JSON.stringify({ early: earlyScript(), routes }, null, 1)}\n`,
);
const rendered = routes.filter((r) => r.markup).map((r) => r.path);
// The site's CSP runs no inline script: markup that needs one (React's reveal of a late boundary)
// would stay hidden in the browser until the scripts arrive, and hydration would not match it.
const scripted = routes.filter((r) => r.markup?.includes('<script')).map((r) => r.path);
if (scripted.length) throw new Error(`route-preloads: inline scripts in the markup of ${scripted.join(' ')}`);
if (rendered.length !== PRERENDERED.length + CUSTOMER_FRAMES.length) {
  throw new Error('route-preloads: a prerendered URL is missing');
}
console.log(
  `route-preloads: ${routes.length} routes, ${rendered.join(' ')} rendered → dist/.vite/route-preloads.json`,
);
// The rendered screens' queries leave React Query's timers behind (a query is kept five minutes
// after its last use), which would hold the build for that long doing nothing.
process.exit(0);
