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
 * Every customer route paints from the HTML (decision 0177): a public screen (no layout around
 * it) is rendered as every visitor sees it, a screen inside the customer shell as a signed-in
 * customer's frame (decision 0115): the shell around the screen in its loading state. A route with
 * a parameter (`/aktivasi/:id`) is rendered once with the parameter's name in its place, and the
 * server sends that markup for every URL of the pattern; nothing of the parameter may show in it.
 * A screen joins by meeting the rules of decision 0177: nothing personal and nothing read from the
 * browser's storage (or the history's state) in its first render, and a form on it takes no input
 * until React runs (lib/use-hydrated.ts). The routes that do not, with why:
 */
const NOT_RENDERED = new Map([
  // (The 404 page is not a route here: the back office's screens share its `*`, see below.)
  // The whole screen is the bank chosen on the step before (its name, logo and form), kept in
  // local storage.
  ['/bank-login', 'is the bank kept in local storage'],
]);

/**
 * A screen whose first render depends on the URL's query is rendered once more for each query it
 * shows differently; the server sends that markup when every parameter of the variant is in the
 * request's query. Without it the browser would paint the plain screen, then replace it with the
 * variant as soon as React ran (a hydration mismatch).
 */
const QUERY_VARIANTS = new Map([
  // The broker's approval e-mail links to the account-approved page (docs/product/customer-area.md).
  ['/welcome', ['?akun=disetujui']],
]);

/** The customer shell, the layout every signed-in customer screen is inside. */
const CUSTOMER_SHELL = 'src/app/customer-shell.tsx';

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

/**
 * What in rendered markup would let the browser take or send a form without React: a submit
 * button, or a text field that is neither read-only nor disabled. Null when there is none.
 * @param {string} markup
 */
function liveForm(markup) {
  if (
    /<button(?![^>]*\btype="button")[^>]*>/.test(markup) ||
    /<input[^>]*\btype="(submit|image)"/.test(markup)
  )
    return 'a submit button';
  for (const tag of markup.match(/<(input|textarea)\b[^>]*>/g) ?? []) {
    const type = tag.match(/\btype="([^"]*)"/)?.[1] ?? 'text';
    if (['checkbox', 'radio', 'hidden', 'file', 'button', 'reset', 'range', 'color'].includes(type)) continue;
    if (!/\b(readonly|disabled)\b/i.test(tag)) return `the field ${tag.slice(0, 80)}`;
  }
  return null;
}

/** @type {string[]} */
const logged = [];
/**
 * Renders with the console watched: a screen that warns while rendered at build time (a
 * `<Navigate>` on its first render: it decided from something the build does not have) would not
 * be what the browser hydrates.
 * @param {string} url
 * @param {() => Promise<string>} run
 */
async function quietly(url, run) {
  const { warn, error } = console;
  console.warn = console.error = (...args) => logged.push(`${url}: ${String(args[0]).slice(0, 120)}`);
  try {
    return await run();
  } finally {
    Object.assign(console, { warn, error });
  }
}

const { render, firstRequestPaths, splitHoisted } = await loadPrerender();
/**
 * @type {{ path: string, scripts: string[], styles: string[], head?: string, markup?: string,
 *   frame?: 'customer', requests?: string[], variants?: { search: string, head: string, markup: string }[] }[]}
 */
const routes = [];
for (const r of await lazyRoutes()) {
  // `*`: the 404 page and the back office's screens (app/fallback-routes.tsx), which are sorted
  // out in the browser; a 404 painted from the HTML would flash before each staff screen.
  if (!r.url || r.url === '*' || !r.src || !manifest[r.src]) continue;
  // The first paint's chunks first, the reply schemas after: the browser fetches in this order.
  const paint = closure([...r.layouts, r.src], false);
  // The reply schemas of the page's own requests only: a layout's (the customer shell's token
  // renewal and logout) are needed later, and each preload holds one of six connections.
  const data = [...closure([r.src], true)].filter((k) => !paint.has(k));
  const keys = [...paint, ...data].filter((k) => !entry.has(k));
  const chunks = keys.map((k) => /** @type {ManifestChunk} */ (manifest[k]));
  const customer = r.layouts.includes(CUSTOMER_SHELL);
  const rendered = !NOT_RENDERED.has(r.url);
  const url = r.url;
  const requests = firstRequestPaths(url);
  const variants = [];
  for (const search of QUERY_VARIANTS.get(url) ?? []) {
    const variantUrl = `${url}${search}`;
    variants.push({
      search,
      ...splitHoisted(await quietly(variantUrl, () => render(variantUrl, { customer }))),
    });
  }
  routes.push({
    path: r.url,
    scripts: [...new Set(chunks.map((c) => `/${c.file}`))],
    styles: [...new Set(chunks.flatMap((c) => (c.css ?? []).map((f) => `/${f}`)))],
    ...(rendered ? splitHoisted(await quietly(url, () => render(url, { customer }))) : {}),
    ...(rendered && customer ? { frame: /** @type {const} */ ('customer') } : {}),
    ...(requests.length ? { requests } : {}),
    ...(variants.length ? { variants } : {}),
  });
}
if (routes.length === 0) throw new Error('route-preloads: no route found in router.tsx');
writeFileSync(
  path.join(dist, '.vite/route-preloads.json'),
  `${JSON.stringify({ early: earlyScript(), routes }, null, 1)}\n`,
);
const rendered = routes.filter((r) => r.markup).map((r) => r.path);
/** Every markup the server may send, each under the URL it was rendered for. */
const markups = routes.flatMap((r) => [
  ...(r.markup ? [{ path: r.path, markup: r.markup }] : []),
  ...(r.variants ?? []).map((v) => ({ path: `${r.path}${v.search}`, markup: v.markup })),
]);
// The site's CSP runs no inline script: markup that needs one (React's reveal of a late boundary)
// would stay hidden in the browser until the scripts arrive, and hydration would not match it.
const scripted = markups.filter((r) => r.markup.includes('<script')).map((r) => r.path);
if (scripted.length) throw new Error(`route-preloads: inline scripts in the markup of ${scripted.join(' ')}`);
if (logged.length) throw new Error(`route-preloads: rendering logged\n${logged.join('\n')}`);
const missing = routes.filter((r) => !r.markup && !NOT_RENDERED.has(r.path)).map((r) => r.path);
if (missing.length) throw new Error(`route-preloads: no markup for ${missing.join(' ')}`);
// A route with a parameter is rendered once for every URL of its pattern: the parameter's
// stand-in (its name) showing in the markup would show to everyone, and not match in hydration.
const leaking = markups.filter((r) =>
  r.path.split(/[/?]/).some((s) => s.startsWith(':') && r.markup.includes(s)),
);
if (leaking.length)
  throw new Error(`route-preloads: a parameter in the markup of ${leaking.map((r) => r.path).join(' ')}`);
// A form painted before its scripts run could be filled in and sent by the browser itself (a GET
// with what was typed in the URL): in the markup, no field takes text and nothing submits
// (lib/use-hydrated.ts, decision 0110).
const live = markups.filter((r) => liveForm(r.markup)).map((r) => `${r.path} (${liveForm(r.markup)})`);
if (live.length)
  throw new Error(`route-preloads: a form that takes input before hydration on ${live.join(', ')}`);
console.log(
  `route-preloads: ${routes.length} routes, ${rendered.join(' ')} rendered → dist/.vite/route-preloads.json`,
);
// The rendered screens' queries leave React Query's timers behind (a query is kept five minutes
// after its last use), which would hold the build for that long doing nothing.
process.exit(0);
