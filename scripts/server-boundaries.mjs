// @ts-check
// The server's folder-cycle rule (architecture.md §2, decision 0171), read from the graph
// dependency-cruiser resolved for scripts/check-boundaries.mjs. The other import rules are
// dependency-cruiser rules (.dependency-cruiser.cjs); this one needs the folders as nodes, which a
// dependency-cruiser rule cannot group this way (its folder rules take every sub-folder as a node,
// the top-level files as one, and a table file as part of its module).
//
// The nodes: each module (`modules/<name>`), `db`, `plugins`, `modules` (the route registry
// `modules/index.ts`), and each other top-level folder or file (`cli`, `seed`, `app.ts`, ...). A
// table file (`*.schema.ts`, in a module's folder or beside a plugin) counts as `db`: db/schema.ts
// gathers it and every module stands on it. Every cycle of the graph is reported, as its knot
// (strongly connected set) with one import per edge inside it.
// Exempt, as for every server rule: `*.test.ts`, `src/test/`, `modules/<name>/testing/` and
// `src/production/`.

export const SERVER_SRC = 'apps/server/src/';

/** @param {string} rel a path below apps/server/src */
export function isExempt(rel) {
  return (
    /\.test\.ts$/.test(rel) ||
    rel.startsWith('test/') ||
    rel.startsWith('production/') ||
    /^modules\/[^/]+\/testing\//.test(rel)
  );
}

/** The folder a file belongs to, for the cycle rule. @param {string} rel a path below apps/server/src */
export function unitOf(rel) {
  if (rel.endsWith('.schema.ts')) return 'db';
  const parts = rel.split('/');
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts[0] ?? rel;
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
 * @typedef {{ source: string, dependencies: { resolved: string }[] }} CruisedModule
 *   a module of dependency-cruiser's result: its path and what its imports resolved to
 */

/**
 * The server's folder graph, with one import per edge as its witness.
 * @param {CruisedModule[]} modules
 */
export function folderGraph(modules) {
  /** @type {Map<string, Set<string>>} */
  const graph = new Map();
  /** @type {Map<string, string>} */
  const witness = new Map();
  for (const { source, dependencies } of modules) {
    if (!source.startsWith(SERVER_SRC)) continue;
    const file = source.slice(SERVER_SRC.length);
    if (isExempt(file)) continue;
    const unit = unitOf(file);
    if (!graph.has(unit)) graph.set(unit, new Set());
    for (const { resolved } of dependencies) {
      if (!resolved.startsWith(SERVER_SRC)) continue;
      const target = resolved.slice(SERVER_SRC.length);
      const tUnit = unitOf(target);
      if (tUnit === unit) continue;
      graph.get(unit)?.add(tUnit);
      const key = `${unit} -> ${tUnit}`;
      if (!witness.has(key)) witness.set(key, `${file} imports ${target}`);
    }
  }
  return { graph, witness };
}

/**
 * Every folder cycle of the server, one problem per knot.
 * @param {CruisedModule[]} modules
 * @returns {string[]}
 */
export function folderCycles(modules) {
  const { graph, witness } = folderGraph(modules);
  return knotsOf(graph).map((knot) => {
    const inner = [];
    for (const from of knot)
      for (const to of [...(graph.get(from) ?? [])].sort())
        if (knot.includes(to)) inner.push(`    ${from} -> ${to}: ${witness.get(`${from} -> ${to}`)}`);
    return `folder cycle among ${knot.join(', ')}; the imports between them:\n${inner.join('\n')}`;
  });
}
