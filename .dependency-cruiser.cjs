// The import rules of architecture.md §2 and §3.1, checked by `npm run lint` through
// scripts/check-boundaries.mjs (decision 0171). dependency-cruiser resolves every import to its
// file (relative ones, workspace packages, `@kilau/server/…`; type-only imports included).
// Two rules are not here: a module's index.ts names each export (Biome's noReExportAll, biome.json),
// and the server's folder-cycle rule (scripts/server-boundaries.mjs), which reads this cruise's graph
// with the folders as nodes, something a dependency-cruiser rule cannot group that way.

const SERVER = '^apps/server/src/';
/** What reaches into what it tests: exempt from the server's rules. */
const SERVER_EXEMPT = [
  '\\.test\\.ts$',
  `${SERVER}test/`,
  `${SERVER}production/`,
  `${SERVER}modules/[^/]+/testing/`,
];
/**
 * Where the code starts: the web app's entry and its build-time pages, the server and the
 * operators' commands with the threads they start (scripts/build-server.mjs), the route index the
 * route documentation is made from, and the shared package's one export.
 */
const ENTRIES = [
  '^apps/web/src/(main|prerender|early|ssr-globals)\\.tsx?$',
  `${SERVER}(server|routes-index|cli/[^/]+|modules/watchlists/parsers/parse-worker)\\.ts$`,
  `${SERVER}pages/render-worker\\.mjs$`,
  '^packages/shared/src/index\\.ts$',
];
/** Code that only tests run: tests, their helpers and set-ups, and the glossary the texts are held to. */
const TEST_ONLY = [
  '\\.test\\.tsx?$',
  '(^|/)(test|testing|testdata|production)/',
  'test-setup\\.tsx?$',
  '^packages/shared/src/messages/glossary\\.ts$',
];
const DRIZZLE = '(^|node_modules/)drizzle-orm(/|$)';
/** The tables: each module's `*.schema.ts` and the index that gathers them, `db/schema.ts`. */
const TABLES = `${SERVER}(db/schema[^/]*|.+\\.schema)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-unreachable-source',
      comment:
        'Every source file is reached from an entry (ENTRIES): one nothing imports is dead code, which ' +
        'a reader takes for a second way of doing what the living file does.',
      severity: 'error',
      from: { path: ENTRIES },
      to: {
        path: '^(apps/(web|server)|packages/shared)/src/',
        pathNot: [...ENTRIES, ...TEST_ONLY, '\\.(css|d\\.ts)$'],
        reachable: false,
      },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is below both apps: it imports neither the server nor the web app.',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: ['^apps/(server|web)/', '@kilau/(server|web)'] },
    },
    {
      name: 'web-lib-imports-no-feature',
      comment: 'In the web app, lib/, components/ and config/ know nothing of features/ or app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'A feature never imports app/: app/ assembles the features.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-imports-no-feature',
      comment: 'A feature never imports another feature: what two need goes down into lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1(/|$)' },
    },
    {
      name: 'server-route-without-sql',
      comment:
        'A route file imports neither drizzle-orm nor the tables (db/schema.ts, *.schema.ts): its SQL is ' +
        "in a repository, reached through the module's service.",
      severity: 'error',
      from: { path: '\\.routes\\.ts$', pathNot: SERVER_EXEMPT },
      to: { path: [DRIZZLE, TABLES] },
    },
    {
      name: 'server-plugins-import-no-module',
      comment:
        'plugins/ import nothing from modules/ (a table included: they read it through db/schema.ts). What ' +
        'a plugin needs from a module is handed in by app.ts.',
      severity: 'error',
      from: { path: `${SERVER}plugins/`, pathNot: SERVER_EXEMPT },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-db-imports-only-tables',
      comment:
        "db/ imports nothing from modules/ but the modules' tables (modules/<m>/*.schema.ts), which db/schema.ts gathers.",
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: SERVER_EXEMPT },
      to: { path: `${SERVER}modules/`, pathNot: `${SERVER}modules/[^/]+/[^/]+\\.schema\\.ts$` },
    },
    {
      name: 'server-module-through-public-files',
      comment:
        "A module imports another module only through its public files: a *.service.ts or the index.ts at the top of the module's folder.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: [...SERVER_EXEMPT, '\\.schema\\.ts$'] },
      to: {
        path: `${SERVER}modules/[^/]+/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/(index|[^/]+\\.service)\\.ts$`],
      },
    },
    {
      name: 'server-tables-stand-alone',
      comment:
        'A table file (*.schema.ts) is the ground the modules stand on: it imports only drizzle-orm, the ' +
        "shared package's types, the shared columns (db/columns.ts) and other table files.",
      severity: 'error',
      from: { path: `${SERVER}.+\\.schema\\.ts$` },
      to: {
        pathNot: [
          DRIZZLE,
          '\\.schema\\.ts$',
          `${SERVER}db/columns\\.ts$`,
          '^packages/shared/',
          '@kilau/shared',
        ],
      },
    },
  ],
  options: {
    // TypeScript 7.0's compiler has no API dependency-cruiser can use: swc parses instead.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    // Packages resolve through their `exports` (the workspaces' too: @kilau/shared is its src/index.ts).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: {
      mermaid: { minify: false },
    },
  },
};
