// @ts-check
// The import rules (architecture.md §2 and §3.1, decision 0171), run by `npm run lint` after Biome:
// dependency-cruiser resolves every import of packages/shared, apps/web and apps/server and checks
// the rules of .dependency-cruiser.cjs; the server's folder-cycle rule reads the same graph
// (server-boundaries.mjs). One violation is a few lines: the rule, why, the file and its import.
//
// Through dependency-cruiser's API rather than its command, which refuses a Node older than 22:
// `npm run lint` may run on the machine's Node. (On Node 24, `npx depcruise --config
// .dependency-cruiser.cjs packages/shared/src apps/web/src apps/server/src` checks the same rules
// but the cycles.)
//
//   node scripts/check-boundaries.mjs           check; exit 1 on a violation
//   node scripts/check-boundaries.mjs --graph   write docs/dependency-graph.md (the server's folders)
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, format, getAvailableTranspilers } from 'dependency-cruiser';
import { root } from './lib.mjs';
import { folderCycles, SERVER_SRC } from './server-boundaries.mjs';

/** The trees the rules cover, relative to the repository root. */
export const ROOTS = ['packages/shared/src', 'apps/web/src', 'apps/server/src'];

const require = createRequire(import.meta.url);
/** @type {import('dependency-cruiser').IConfiguration} */
const config = require(path.join(root, '.dependency-cruiser.cjs'));

/**
 * dependency-cruiser's result over `roots` of `baseDir`, validated against the rules.
 * @param {string} baseDir @param {string[]} roots @param {Record<string, unknown>} [extra]
 * @returns {Promise<import('dependency-cruiser').ICruiseResult>}
 */
async function cruised(baseDir, roots, extra = {}) {
  // Without its parser dependency-cruiser would skip every TypeScript file and find nothing wrong.
  if (!getAvailableTranspilers().some((t) => t.name === 'swc' && t.available))
    throw new Error('dependency-cruiser reads TypeScript with @swc/core (a devDependency): run npm install');
  const { output } = await cruise(roots, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
    outputType: 'json',
    ...extra,
  });
  const result = JSON.parse(String(output));
  // swc parses on purpose (the options say why): the warning that no TypeScript compiler was
  // usable is not news.
  const environment = result.summary.environment;
  if (environment?.issues)
    environment.issues = environment.issues.filter(
      (/** @type {{ name: string }} */ issue) => issue.name !== 'missing-tsc-transpiler',
    );
  return result;
}

/**
 * Checks the import rules of a tree laid out like the repository.
 * @param {{ baseDir?: string, roots?: string[] }} [where]
 * @returns {Promise<{ ok: boolean, report: string, rules: string[], cycles: string[] }>}
 *   `rules`: the names of the violated rules, one per violation
 */
export async function checkBoundaries({ baseDir = root, roots = ROOTS } = {}) {
  const result = await cruised(baseDir, roots);
  const { output, exitCode } = await format(result, { outputType: 'err-long' });
  const cycles = folderCycles(result.modules);
  const rules = result.summary.violations.map((v) => v.rule.name);
  const report = [
    String(output).trim(),
    ...(cycles.length
      ? ['', `Server folder cycles (architecture.md §2):`, ...cycles.map((c) => `  ${c}`)]
      : []),
  ].join('\n');
  return { ok: exitCode === 0 && cycles.length === 0, report, rules, cycles };
}

/** docs/dependency-graph.md: the server's folders and their imports, as a mermaid graph. */
async function writeGraph() {
  const result = await cruised(root, ['apps/server/src'], {
    validate: false,
    ruleSet: undefined,
    includeOnly: `^${SERVER_SRC}`,
    exclude: {
      path: [
        ...(config.options?.exclude &&
        typeof config.options.exclude === 'object' &&
        'path' in config.options.exclude
          ? [config.options.exclude.path ?? []].flat()
          : []),
        '\\.test\\.ts$',
        `^${SERVER_SRC}(test|production)/`,
        `^${SERVER_SRC}modules/[^/]+/testing/`,
        // The ground nearly every folder stands on: the tables (db/schema.ts gathers them,
        // decision 0171), the database, the plugins and the configuration.
        '\\.schema\\.ts$',
        `^${SERVER_SRC}(db|plugins)/`,
        `^${SERVER_SRC}config\\.ts$`,
      ],
    },
  });
  const { output } = await format(result, {
    outputType: 'mermaid',
    collapse: `^${SERVER_SRC}(modules/[^/]+|[^/]+)`,
  });
  const text = `# The server's dependency graph

Each module of \`apps/server/src/modules\` is a node, and so are \`seed\`, \`cli\`, \`pages\`, the
route registry (\`modules/index.ts\`) and each top-level file; an arrow is an import. The ground that
nearly every folder stands on is left out to keep the arrows readable: \`db\`, the table files
(\`*.schema.ts\`, which \`db/schema.ts\` gathers; decision 0171), \`plugins\` and \`config.ts\`, none of
which imports a module's code. Tests and test helpers are left out too. The graph has no cycle:
\`npm run lint\` refuses one (architecture.md §2).

Generated by \`node scripts/check-boundaries.mjs --graph\`; regenerate it after a change of imports
between folders.

\`\`\`mermaid
${String(output).trim()}
\`\`\`
`;
  writeFileSync(path.join(root, 'docs/dependency-graph.md'), text);
  console.log('docs/dependency-graph.md written');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--graph')) await writeGraph();
  else {
    const { ok, report } = await checkBoundaries();
    if (ok) console.log(report);
    else console.error(report);
    process.exit(ok ? 0 : 1);
  }
}
