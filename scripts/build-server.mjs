// @ts-check
// Bundles the server with esbuild: the workspace packages (source-only TypeScript) are bundled in,
// npm packages stay external and load from node_modules at run time (native ones such as argon2 and
// sharp cannot be bundled). Not `--packages=external`, which would also leave the shared package out,
// and not plain `tsc` output, which fails at run time on the source-only shared package.

import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'apps/server/dist');

// Chunks are named by their content: an earlier build's are removed rather than left to pile up.
if (existsSync(outdir)) {
  for (const name of readdirSync(outdir)) if (name.startsWith('chunk-')) rmSync(path.join(outdir, name));
}

await build({
  // The server and the operators' commands (npm run staff:create, npm run audit:verify), side by
  // side so that each finds ../drizzle from its own directory.
  entryPoints: {
    server: path.join(root, 'apps/server/src/server.ts'),
    'staff-create': path.join(root, 'apps/server/src/cli/staff-create.ts'),
    'staff-reset-password': path.join(root, 'apps/server/src/cli/staff-reset-password.ts'),
    'staff-reset-mfa': path.join(root, 'apps/server/src/cli/staff-reset-mfa.ts'),
    'staff-senior': path.join(root, 'apps/server/src/cli/staff-senior.ts'),
    'audit-verify': path.join(root, 'apps/server/src/cli/audit-verify.ts'),
    // Start-up's migrations and seed, which the server runs as a process of its own on PostgreSQL.
    'prepare-database': path.join(root, 'apps/server/src/cli/prepare-database.ts'),
    // The thread that renders a customer's page with their data (decision 0118).
    'render-worker': path.join(root, 'apps/server/src/pages/render-worker.mjs'),
    // The thread that reads an uploaded watch list off the event loop (decision 0120).
    'watchlist-parse-worker': path.join(root, 'apps/server/src/modules/watchlists/parsers/parse-worker.ts'),
    'integration-partner-create': path.join(root, 'apps/server/src/cli/integration-partner-create.ts'),
  },
  outdir,
  bundle: true,
  // A module the server imports on demand (the S3 store and its SDK, loaded only when S3 is
  // configured) becomes a chunk of its own, so an instance that does not use it never loads it.
  // Chunks stay beside the entries: import.meta.dirname must still be apps/server/dist.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // import.meta.dirname must still point at apps/server/dist so ../drizzle resolves.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@kilau/')) return undefined;
          // dayjs's locale files have no exports map, so Node's ESM loader cannot find
          // 'dayjs/locale/id' without an extension: bundle dayjs (it is small).
          if (args.path === 'dayjs' || args.path.startsWith('dayjs/')) return undefined;
          // drizzle-orm is bundled too: its package.json (an exports map of about 180 kB) is read
          // again by Node 24's ESM loader for each of the hundred-odd files the server imports from
          // it, which at start made some 170 MB of garbage that the process then kept (idle RSS
          // about 400 MB instead of about 130; decision 0116).
          if (args.path === 'drizzle-orm' || args.path.startsWith('drizzle-orm/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});
console.log(
  'server bundle: apps/server/dist/server.js (+ staff-create.js, staff-reset-password.js, staff-reset-mfa.js, audit-verify.js, integration-partner-create.js, prepare-database.js, render-worker.js, watchlist-parse-worker.js)',
);
