// @ts-check
// Bundle benchmark: the gzip size of the JS and CSS each lazy route loads for its first paint (entry
// chunk + its static imports + the page chunk + its static imports; dynamic imports not followed),
// the budgets (150 kB of JS for the entry routes `/`, `/login` and `/register`, 185 kB for every
// other customer route, 20 kB of CSS for each; decision 0101 set the first ones, 140 and 170, and
// they were raised so that the web app can use its libraries' own features instead of hand-written
// copies), and a check that no customer route loads back-office code. A route over a budget makes
// the benchmark exit non-zero. Beside it, what a page fetches later on demand (dynamic imports of
// its own chunks: dialogs, selects, zod on the login) and the brotli bytes the server actually sends
// for the first paint (the .br files written by the build).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureWebBuilt, fileExists, table, webDir, writeResults } from './lib.mjs';

/** @typedef {{ start: number, end: number }} Span */
/**
 * A chunk of Vite's build manifest (dist/.vite/manifest.json), by source key.
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 */
/**
 * A lazy route of router.tsx: its import specifier, its source (relative to apps/web, null when it
 * cannot be resolved), its route object and the enclosing ones, its URL and its lazy layouts.
 * @typedef {object} LazyRoute
 * @property {string} spec
 * @property {string | null} src
 * @property {Span | null} span
 * @property {Span[]} enclosing
 * @property {string | null} url
 * @property {string[]} layouts
 */
/** @typedef {{ raw: number, gzip: number, br: number, precompressed: boolean }} FileSize */
/**
 * The figures of a measured route, as written to bench-results/bundle.json.
 * @typedef {object} MeasuredRoute
 * @property {string | null} route
 * @property {string} spec
 * @property {string | null} src
 * @property {string[]} layouts
 * @property {boolean} customer
 * @property {number} chunks
 * @property {number} jsRawBytes
 * @property {number} jsGzipBytes
 * @property {number} jsGzipKB
 * @property {number} cssGzipBytes
 * @property {number} firstLoadBrotliBytes
 * @property {number} onDemandJsGzipBytes
 * @property {string[]} onDemandFiles
 * @property {number | null} budgetKB
 * @property {string | null} budget
 * @property {number} cssGzipKB
 * @property {number | null} cssBudgetKB
 * @property {string | null} cssBudget
 * @property {string[]} files
 * @property {string[]} backofficeChunks
 * @property {string[]} backofficeLazyRefs
 */
/** @typedef {{ route: string | null, spec: string, src: string | null, error: string }} UnmeasuredRoute */
/** @typedef {MeasuredRoute | UnmeasuredRoute} RouteResult */

/**
 * @param {RouteResult} r
 * @returns {r is MeasuredRoute}
 */
function isMeasured(r) {
  return !('error' in r);
}

/** The pages a first visit opens: the landing page, the login and the registration. */
export const ENTRY_ROUTES = ['/', '/login', '/register'];
const ENTRY_BUDGET_KB = 150;
const CUSTOMER_BUDGET_KB = 185;
const CSS_BUDGET_KB = 20;
/** The JS budget of a customer route in kB gzip (back-office routes have none). */
const budgetOf = (/** @type {{ url: string | null }} */ r) =>
  r.url !== null && ENTRY_ROUTES.includes(r.url) ? ENTRY_BUDGET_KB : CUSTOMER_BUDGET_KB;
const BACKOFFICE_DIRS = ['src/app/backoffice/', 'src/features/review/', 'src/features/audit-trail/'];
const ROUTER = 'src/app/router.tsx';
const EXTENSIONS = [
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.mjs',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

const kb = (/** @type {number} */ bytes) => bytes / 1000;
const isBackoffice = (/** @type {string | null | undefined} */ src) =>
  Boolean(src) && BACKOFFICE_DIRS.some((d) => /** @type {string} */ (src).startsWith(d));
const isJs = (/** @type {string} */ file) => /\.m?js$/.test(file);

/**
 * Finds the object literals (`{…}` spans) of a source text, skipping strings and comments, so that
 * each `import('…')` can be placed in its route object and its parent routes.
 * @param {string} text
 * @returns {{ spans: Span[], comments: Span[] }}
 */
function scanSpans(text) {
  /** @type {Span[]} */
  const spans = [];
  /** @type {Span[]} */
  const comments = [];
  /** @type {number[]} */
  const stack = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      comments.push({ start: i, end: end < 0 ? text.length : end });
      if (end < 0) break;
      i = end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      comments.push({ start: i, end: end < 0 ? text.length : end + 2 });
      if (end < 0) break;
      i = end + 1;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n'))
        j += text[j] === '\\' ? 2 : 1;
      i = j;
    } else if (c === '{') stack.push(i);
    else if (c === '}' && stack.length) spans.push({ start: /** @type {number} */ (stack.pop()), end: i });
  }
  return { spans, comments };
}

/**
 * The text of a span with its nested spans and its comments blanked, so only its own properties
 * remain (a comment such as "path: …" must not read as the route's path).
 * @param {string} text
 * @param {Span} span
 * @param {Span[]} spans
 * @param {Span[]} [comments]
 */
function ownText(text, span, spans, comments = []) {
  let own = text.slice(span.start + 1, span.end);
  for (const s of [...spans, ...comments]) {
    if (s.start > span.start && s.end < span.end) {
      const a = s.start - span.start - 1;
      const b = s.end - span.start;
      own = own.slice(0, a) + ' '.repeat(b - a) + own.slice(b);
    }
  }
  return own;
}

/**
 * Loads the route constants (apps/web/src/config/paths.ts) so `paths.login` reads as `/login`.
 * @param {string} routerText
 * @returns {Promise<Record<string, unknown>>}
 */
async function loadPathConstants(routerText) {
  /** @type {Record<string, unknown>} */
  const scope = {};
  const importRe = /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  // Both groups always match.
  for (const [, names = '', spec = ''] of routerText.matchAll(importRe)) {
    if (!spec.startsWith('.') || !/paths?$/.test(spec)) continue;
    const file = resolveSource(path.join(webDir, 'src/app'), spec);
    if (!file) continue;
    try {
      const { transformSync } = await import('esbuild');
      const js = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm' }).code;
      /** @type {Record<string, unknown>} */
      const mod = await import(`data:text/javascript;base64,${Buffer.from(js).toString('base64')}`);
      for (const name of names.split(',').map((s) => s.trim().split(/\s+as\s+/))) {
        if (name[0] && !name[0].startsWith('type ')) scope[name[1] ?? name[0]] = mod[name[0]];
      }
    } catch {
      // Labels fall back to the expression text.
    }
  }
  return scope;
}

/**
 * @param {string} expr
 * @param {Record<string, unknown>} scope
 * @returns {string} the expression's value when it is a string, else the expression's text
 */
function evalPath(expr, scope) {
  try {
    /** @type {unknown} */
    const value = new Function(...Object.keys(scope), `return (${expr});`)(...Object.values(scope));
    if (typeof value === 'string') return value;
  } catch {}
  return expr;
}

/**
 * @param {string} fromDir
 * @param {string} spec
 * @returns {string | null}
 */
function resolveSource(fromDir, spec) {
  const base = path.resolve(fromDir, spec);
  if (fileExists(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fileExists(base + ext)) return base + ext;
  return null;
}

/**
 * Every lazy route of router.tsx: specifier, source (relative to apps/web), URL path, parent layouts.
 * @returns {Promise<LazyRoute[]>}
 */
export async function lazyRoutes() {
  const routerFile = path.join(webDir, ROUTER);
  const text = readFileSync(routerFile, 'utf8');
  const { spans, comments } = scanSpans(text);
  const scope = await loadPathConstants(text);
  /** @type {LazyRoute[]} */
  const imports = [];
  for (const m of text.matchAll(/import\(\s*(['"`])([^'"`]+)\1\s*\)/g)) {
    const at = m.index;
    const spec = /** @type {string} */ (m[2]);
    if (comments.some((c) => c.start <= at && at < c.end)) continue;
    const enclosing = spans.filter((s) => s.start < at && s.end > at).sort((a, b) => b.start - a.start);
    const file = resolveSource(path.dirname(routerFile), spec);
    imports.push({
      spec,
      src: file ? path.relative(webDir, file).split(path.sep).join('/') : null,
      span: enclosing[0] ?? null,
      enclosing,
      url: null,
      layouts: [],
    });
  }
  for (const r of imports) {
    // URL: join the `path:` of the route object and of every enclosing route object.
    /** @type {string[]} */
    const segments = [];
    for (const s of [...r.enclosing].reverse()) {
      const own = ownText(text, s, spans, comments);
      const p = own.match(/\bpath\s*:\s*([^,\n}]+)/);
      if (p) segments.push(evalPath((p[1] ?? '').trim(), scope));
      else if (/\bindex\s*:\s*true/.test(own) && s === r.span) segments.push('');
    }
    /** @type {string | null} */
    let url = null;
    for (const seg of segments) {
      if (seg.startsWith('/') || url === null) url = seg.startsWith('/') || seg === '*' ? seg : `/${seg}`;
      else url = `${url.replace(/\/$/, '')}/${seg}`;
    }
    r.url = url;
    // Layouts: lazy imports whose route object contains this one.
    r.layouts = imports
      .filter((o) => o !== r && o.span && r.span && o.span.start < r.span.start && o.span.end > r.span.end)
      .map((o) => o.src ?? o.spec);
  }
  return imports;
}

/**
 * The manifest keys `keys` load statically: themselves and their imports, transitively.
 * @param {Manifest} manifest
 * @param {Iterable<string>} keys
 * @returns {Set<string>}
 */
function closure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const k = /** @type {string} */ (stack.pop());
    const chunk = manifest[k];
    if (seen.has(k) || !chunk) continue;
    seen.add(k);
    for (const imp of chunk.imports ?? []) stack.push(imp);
  }
  return seen;
}

export async function run() {
  const note = ensureWebBuilt();
  console.log(`  ${note}`);
  const dist = path.join(webDir, 'dist');
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // Every key asked for below comes from the manifest itself (its keys, or imports it lists).
  const chunk = (/** @type {string} */ k) => /** @type {ManifestChunk} */ (manifest[k]);
  const entryKey =
    'index.html' in manifest ? 'index.html' : Object.keys(manifest).find((k) => chunk(k).isEntry);
  if (!entryKey) throw new Error('no entry chunk in dist/.vite/manifest.json');

  /** @type {Map<string, FileSize>} */
  const gz = new Map();
  /**
   * @param {string} file
   * @returns {FileSize}
   */
  const sizeOf = (file) => {
    if (!gz.has(file)) {
      const buf = readFileSync(path.join(dist, file));
      // What the server sends to a browser that accepts brotli: the build's .br file, else the file.
      const brFile = path.join(dist, `${file}.br`);
      const br = fileExists(brFile) ? statSync(brFile).size : buf.length;
      gz.set(file, {
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        br,
        precompressed: br !== buf.length,
      });
    }
    return /** @type {FileSize} */ (gz.get(file));
  };
  /** @param {Set<string>} keys */
  const measure = (keys) => {
    const files = [...new Set([...keys].map((k) => chunk(k).file))].filter(isJs);
    const css = [...new Set([...keys].flatMap((k) => chunk(k).css ?? []))];
    const sum = (/** @type {string[]} */ list) => list.reduce((acc, f) => acc + sizeOf(f).gzip, 0);
    return {
      chunks: files.length,
      raw: files.reduce((acc, f) => acc + sizeOf(f).raw, 0),
      gzip: sum(files),
      br: [...files, ...css].reduce((acc, f) => acc + sizeOf(f).br, 0),
      cssGzip: sum(css),
      files,
    };
  };
  /**
   * JS a page fetches after its first paint: dynamic imports of its own chunks, and theirs.
   * @param {Set<string>} keys
   * @param {Set<string>} entryClosure
   */
  const onDemand = (keys, entryClosure) => {
    /** @type {Set<string>} */
    const later = new Set();
    const stack = [...keys].filter((k) => !entryClosure.has(k)).flatMap((k) => chunk(k).dynamicImports ?? []);
    while (stack.length) {
      const k = /** @type {string} */ (stack.pop());
      const c = manifest[k];
      if (later.has(k) || keys.has(k) || !c) continue;
      later.add(k);
      stack.push(...(c.imports ?? []), ...(c.dynamicImports ?? []));
    }
    const files = [...new Set([...later].map((k) => chunk(k).file))].filter(isJs);
    return { files, gzip: files.reduce((acc, f) => acc + sizeOf(f).gzip, 0) };
  };

  const entryClosure = closure(manifest, [entryKey]);
  const entry = measure(entryClosure);
  const byChunk = entry.files
    .map(
      (f) =>
        /** @type {[string, number]} */ ([path.basename(f).replace(/-[\w-]{8}\.m?js$/, ''), sizeOf(f).gzip]),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([n, g]) => `${n} ${kb(g).toFixed(1)}`)
    .join(', ');
  console.log(
    `  entry (${entryKey} + static imports): ${entry.chunks} JS chunks, ${kb(entry.gzip).toFixed(1)} kB gzip ` +
      `(${byChunk})`,
  );

  // Back-office modules: manifest chunks whose source lies in the back-office folders.
  const boKeys = Object.keys(manifest).filter((k) => isBackoffice(chunk(k).src ?? k));
  const boFilesOnDisk = BACKOFFICE_DIRS.flatMap((d) => listFiles(path.join(webDir, d)));

  const routes = await lazyRoutes();
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {RouteResult[]} */
  const results = [];
  for (const r of routes) {
    const label = r.url ?? `(layout) ${r.spec}`;
    const key = r.src && manifest[r.src] ? r.src : null;
    if (!key) {
      const why = r.src ? 'not in manifest' : 'source missing';
      rows.push([label, r.spec, '-', '-', '-', why]);
      results.push({ route: r.url, spec: r.spec, src: r.src, error: why });
      continue;
    }
    const layoutKeys = r.layouts.filter((l) => manifest[l]);
    const keys = closure(manifest, [entryKey, key, ...layoutKeys]);
    const m = measure(keys);
    const customer = !isBackoffice(r.src);
    const boInRoute = customer ? [...keys].filter((k) => boKeys.includes(k)) : [];
    // The router (entry) lazily imports every route by design; a page that does so is worth a note.
    const boLazy = customer
      ? [...keys]
          .filter((k) => !entryClosure.has(k))
          .flatMap((k) => (chunk(k).dynamicImports ?? []).filter((d) => boKeys.includes(d)))
      : [];
    const budgetKB = customer ? budgetOf(r) : null;
    const budget = budgetKB === null ? '' : kb(m.gzip) <= budgetKB ? 'PASS' : 'OVER';
    const cssBudget = customer ? (kb(m.cssGzip) <= CSS_BUDGET_KB ? 'PASS' : 'OVER') : '';
    const later = onDemand(keys, entryClosure);
    rows.push([
      label,
      key.replace(/^src\//, '') +
        (layoutKeys.length ? ` (+${layoutKeys.map((l) => path.basename(l)).join(', ')})` : ''),
      m.chunks,
      kb(m.gzip).toFixed(1),
      kb(m.cssGzip).toFixed(1),
      kb(m.br).toFixed(1),
      kb(later.gzip).toFixed(1),
      budget ? `${budget} (≤ ${budgetKB})` : 'back-office',
      cssBudget ? `${cssBudget} (≤ ${CSS_BUDGET_KB})` : '',
    ]);
    results.push({
      route: r.url,
      spec: r.spec,
      src: r.src,
      layouts: layoutKeys,
      customer,
      chunks: m.chunks,
      jsRawBytes: m.raw,
      jsGzipBytes: m.gzip,
      jsGzipKB: Number(kb(m.gzip).toFixed(1)),
      cssGzipBytes: m.cssGzip,
      firstLoadBrotliBytes: m.br,
      onDemandJsGzipBytes: later.gzip,
      onDemandFiles: later.files,
      budgetKB,
      budget: budget || null,
      cssGzipKB: Number(kb(m.cssGzip).toFixed(1)),
      cssBudgetKB: customer ? CSS_BUDGET_KB : null,
      cssBudget: cssBudget || null,
      files: m.files,
      backofficeChunks: boInRoute,
      backofficeLazyRefs: boLazy,
    });
  }
  table(
    [
      'route',
      'page source',
      'chunks',
      'JS kB gz',
      'CSS kB gz',
      'JS+CSS kB br',
      'later kB gz',
      'JS budget (gz)',
      'CSS budget (gz)',
    ],
    rows,
  );
  console.log(
    '  JS kB gz: first paint (gzip -9 of each chunk); JS+CSS kB br: bytes sent with the build’s .br files; ' +
      'later: JS fetched on demand after the first paint (not in the budget)',
  );
  const assets = Object.values(manifest)
    .flatMap((m) => [m.file, ...(m.css ?? [])])
    .filter((f, i, all) => all.indexOf(f) === i && /\.(m?js|css)$/.test(f));
  const worthIt = assets.filter((f) => sizeOf(f).raw >= 1024);
  const precompressed = worthIt.filter((f) => sizeOf(f).precompressed);
  console.log(
    `  precompressed: ${precompressed.length} of ${worthIt.length} scripts and style sheets of 1 kB or more ` +
      `have a .br beside them`,
  );

  // The routes that could be measured (an unmeasured one has no figures, so no check applies to it).
  const measured = results.filter(isMeasured);
  const violations = measured.filter((r) => r.customer && r.backofficeChunks?.length);
  const lazyRefs = measured.filter((r) => r.customer && r.backofficeLazyRefs?.length);
  const boPass = violations.length === 0;
  console.log(
    `  back-office check: ${boKeys.length} back-office modules found in the manifest ` +
      `(${boFilesOnDisk.length} source files on disk); ` +
      `${violations.length} customer routes load back-office chunks: ${boPass ? 'PASS' : 'FAIL'}`,
  );
  for (const v of violations) console.log(`    ${v.route ?? v.spec}: ${v.backofficeChunks.join(', ')}`);
  for (const v of lazyRefs)
    console.log(`    note: ${v.route ?? v.spec} can lazily import ${v.backofficeLazyRefs.join(', ')}`);
  if (boFilesOnDisk.length && !boKeys.length)
    console.log(
      '    note: back-office sources exist but none appears in the manifest: unused, or inlined into ' +
        'other chunks where the manifest cannot show them',
    );
  const missing = results.filter((r) => !isMeasured(r));

  const budgets = measured.filter((r) => r.budget);
  const over = budgets.filter((r) => r.budget === 'OVER');
  const cssOver = measured.filter((r) => r.cssBudget === 'OVER');
  const others = budgets.filter((r) => r.budgetKB === CUSTOMER_BUDGET_KB);
  const worst = others.reduce(
    (/** @type {MeasuredRoute | null} */ a, b) => (!a || b.jsGzipBytes > a.jsGzipBytes ? b : a),
    null,
  );
  const worstCss = measured
    .filter((r) => r.cssBudget)
    .reduce(
      (/** @type {MeasuredRoute | null} */ a, b) => (!a || b.cssGzipBytes > a.cssGzipBytes ? b : a),
      null,
    );
  const summary = [
    ...budgets
      .filter((b) => b.route !== null && ENTRY_ROUTES.includes(b.route))
      .map(
        (b) => `bundle ${b.route}: ${b.jsGzipKB.toFixed(1)} kB gzip JS (budget ${b.budgetKB}) ${b.budget}`,
      ),
    ...(worst
      ? [
          `bundle other customer routes: ${others.length - others.filter((r) => r.budget === 'OVER').length} of ` +
            `${others.length} within ${CUSTOMER_BUDGET_KB} kB gzip JS, largest ${worst.route ?? worst.spec} ` +
            `${worst.jsGzipKB.toFixed(1)} kB ${worst.budget}`,
        ]
      : []),
    ...(worstCss
      ? [
          `bundle CSS: ${measured.filter((r) => r.cssBudget).length - cssOver.length} of ` +
            `${measured.filter((r) => r.cssBudget).length} routes within ${CSS_BUDGET_KB} kB gzip, largest ` +
            `${worstCss.route ?? worstCss.spec} ${worstCss.cssGzipKB.toFixed(1)} kB ${worstCss.cssBudget}`,
        ]
      : []),
    `bundle budgets: ${budgets.length - over.length} PASS, ${over.length} OVER${over.length ? ` (${over.map((r) => r.route ?? r.spec).join(', ')})` : ''}` +
      `${cssOver.length ? `; CSS OVER on ${cssOver.map((r) => r.route ?? r.spec).join(', ')}` : ''}`,
    `bundle largest route: ${maxRoute(results)}`,
    `bundle back-office check: ${boPass ? 'PASS' : 'FAIL'} (${boKeys.length} back-office modules, ${violations.length} violations)`,
    ...(missing.length
      ? [`bundle: ${missing.length} routes not measured (${missing.map((m) => m.spec).join(', ')})`]
      : []),
  ];
  const file = writeResults('bundle', {
    note,
    kB: 1000,
    gzipLevel: 9,
    budgetKB: {
      entryRoutes: ENTRY_BUDGET_KB,
      customerRoutes: CUSTOMER_BUDGET_KB,
      cssPerRoute: CSS_BUDGET_KB,
    },
    precompressed: { assets: worthIt.length, withBrotli: precompressed.length },
    entry: { key: entryKey, chunks: entry.chunks, jsGzipBytes: entry.gzip, files: entry.files },
    routes: results,
    backoffice: {
      modulesInManifest: boKeys,
      sourceFilesOnDisk: boFilesOnDisk.length,
      violations: violations.map((v) => ({ route: v.route, chunks: v.backofficeChunks })),
      pass: boPass,
    },
  });
  console.log(`  → ${file}`);
  const failed = [
    ...over.map((r) => `${r.route ?? r.spec} JS ${r.jsGzipKB.toFixed(1)} > ${r.budgetKB} kB`),
    ...cssOver.map((r) => `${r.route ?? r.spec} CSS ${r.cssGzipKB.toFixed(1)} > ${CSS_BUDGET_KB} kB`),
    ...(boPass ? [] : ['a customer route loads back-office code']),
  ];
  return { lines: summary, failed };
}

/**
 * @param {RouteResult[]} results
 * @returns {string}
 */
function maxRoute(results) {
  const ok = results.filter(isMeasured);
  if (!ok.length) return '-';
  const top = ok.reduce((a, b) => (b.jsGzipBytes > a.jsGzipBytes ? b : a));
  return `${top.route ?? top.spec} ${top.jsGzipKB.toFixed(1)} kB gzip`;
}

/**
 * Every file under `dir`, recursively; none when it cannot be read.
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  /** @type {string[]} */
  let out = [];
  /** @type {import('node:fs').Dirent[]} */
  let names;
  try {
    names = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const d of names) {
    const p = path.join(dir, d.name);
    out = d.isDirectory() ? out.concat(listFiles(p)) : out.concat(p);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
