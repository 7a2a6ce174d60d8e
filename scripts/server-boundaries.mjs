// @ts-check
// The server's layering, checked on every import of apps/server/src (architecture.md §2, decision 0096).
//
// Every import is resolved to a file: relative ones, and `@kilau/server/...` self-imports (the
// server's tsconfig declares no path aliases). Bare package names are packages. Four rules:
//   1. A route file (`*.routes.ts`) imports neither the database schema (`db/schema*`) nor
//      drizzle-orm (any `drizzle-orm` entry point): SQL lives in repositories.
//   2. `plugins/` and `db/` import nothing from `modules/`: they are the ground the modules
//      stand on.
//   3. A module imports another module only through its public files: `*.service.ts` and
//      `index.ts` at the top of that module's folder. An index.ts names each export (no
//      `export *`), so what a module offers is one short list. Repositories, routes, helpers and
//      sub-folders are the module's own.
//   4. No cycles among the server's folders: each module (`modules/<name>`), `db`, `plugins`,
//      `modules` (the route registry `modules/index.ts`), and each other top-level folder or
//      file (`cli`, `app.ts`, `config.ts`, ...). Every cycle of the folder graph is reported.
// Exempt: test files (`*.test.ts`), the test harness `src/test/` and the modules' test helpers
// (`modules/<name>/testing/`), which reach into what they test; `src/production/` (process-level
// tests of the built server) is exempt the same way.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const SELF = '@kilau/server/';

/** @param {string} dir absolute @returns {string[]} paths relative to dir, posix separators */
function sourceFiles(dir, base = dir) {
  /** @type {string[]} */
  let out = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(full).isDirectory()) out = out.concat(sourceFiles(full, base));
    else if (/\.ts$/.test(entry) && !entry.endsWith('.d.ts'))
      out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out;
}

/** @param {string} rel */
function isExempt(rel) {
  return (
    /\.test\.ts$/.test(rel) ||
    rel.startsWith('test/') ||
    rel.startsWith('production/') ||
    /^modules\/[^/]+\/testing\//.test(rel)
  );
}

/**
 * The file an import names, relative to the source root, or null for a package.
 * @param {string} srcDir @param {string} from @param {string} spec @returns {string | null}
 */
function resolveImport(srcDir, from, spec) {
  let target;
  if (spec.startsWith('.')) target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else if (spec.startsWith(SELF)) target = spec.slice(SELF.length).replace(/^src\//, '');
  else return null;
  const bare = target.replace(/\.(js|ts)$/, '');
  for (const candidate of [`${bare}.ts`, `${bare}/index.ts`, target]) {
    if (existsSync(path.join(srcDir, candidate)) && statSync(path.join(srcDir, candidate)).isFile())
      return candidate;
  }
  return bare; // unresolved (the type checker reports it); still placed by its path
}

/** The folder a file belongs to, for the cycle rule. @param {string} rel */
export function unitOf(rel) {
  const parts = rel.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts[0] ?? rel;
}

/** @param {string} rel a path inside modules/<name>/ */
function isPublicOfModule(rel) {
  const parts = rel.split('/');
  if (parts.length !== 3) return false;
  const name = parts[2] ?? '';
  return name === 'index.ts' || name.endsWith('.service.ts');
}

/**
 * The knots of a directed graph: its strongly connected components of more than one node.
 * Every cycle of the graph lies inside one knot, and every edge inside a knot is on a cycle, so
 * reporting each knot with its inner edges reports every cycle without listing the (many)
 * paths around it. Tarjan's algorithm; the graph is a few dozen folders.
 * @param {Map<string, Set<string>>} graph @returns {string[][]} each knot's folders, sorted
 */
export function knotsOf(graph) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const knots = [];
  /** @param {string} node */
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) === index.get(node)) {
      /** @type {string[]} */ const component = [];
      let top;
      do {
        top = stack.pop() ?? node;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1) knots.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return knots.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * The layering problems of a server source tree.
 * @param {string} srcDir absolute path of the server's src folder
 * @returns {string[]}
 */
export function checkServer(srcDir) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  /** @type {Map<string, string>} an example import per folder edge */
  const edgeWitness = new Map();
  for (const file of sourceFiles(srcDir)) {
    if (isExempt(file)) continue;
    const unit = unitOf(file);
    if (!graph.has(unit)) graph.set(unit, new Set());
    const text = readFileSync(path.join(srcDir, file), 'utf8');
    if (/^modules\/[^/]+\/index\.ts$/.test(file) && /export\s+\*/.test(text))
      problems.push(`apps/server/src/${file}: a module's index.ts names its exports (no export *)`);
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3] ?? '';
      const target = resolveImport(srcDir, file, spec);
      const at = `apps/server/src/${file}`;
      if (file.endsWith('.routes.ts')) {
        if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))
          problems.push(`${at}: a route file must not import drizzle (${spec}); SQL goes in a repository`);
        if (target && /^db\/schema[^/]*$/.test(target.replace(/\.ts$/, '')))
          problems.push(`${at}: a route file must not import the database schema (${spec})`);
      }
      if (target === null) continue;
      const tUnit = unitOf(target);
      if ((unit === 'plugins' || unit === 'db') && target.startsWith('modules/'))
        problems.push(`${at}: ${unit}/ must not import modules/ (${spec})`);
      if (
        unit.startsWith('modules/') &&
        tUnit.startsWith('modules/') &&
        tUnit !== unit &&
        !isPublicOfModule(target)
      )
        problems.push(
          `${at}: ${tUnit} is imported through ${target}; use its public file (*.service.ts or index.ts) (${spec})`,
        );
      if (tUnit !== unit) {
        graph.get(unit)?.add(tUnit);
        const key = `${unit} -> ${tUnit}`;
        if (!edgeWitness.has(key)) edgeWitness.set(key, `${file} imports ${target}`);
      }
    }
  }
  for (const knot of knotsOf(graph)) {
    const inner = [];
    for (const from of knot)
      for (const to of [...(graph.get(from) ?? [])].sort())
        if (knot.includes(to)) inner.push(`    ${from} -> ${to}: ${edgeWitness.get(`${from} -> ${to}`)}`);
    problems.push(`folder cycle among ${knot.join(', ')}; the imports between them:\n${inner.join('\n')}`);
  }
  return problems;
}
