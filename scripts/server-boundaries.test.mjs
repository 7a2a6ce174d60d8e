// @ts-check
// Each import rule (.dependency-cruiser.cjs, the folder cycles of server-boundaries.mjs, and Biome's
// noReExportAll on a module's index.ts) run on a small tree laid out like the repository: a tree
// that keeps the rules passes, and each breach is reported under its rule's name.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries } from './check-boundaries.mjs';
import { root } from './lib.mjs';
import { folderCycles, unitOf } from './server-boundaries.mjs';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** The repository's three trees, each a little, and the workspace links under node_modules. */
const GROUND = {
  'packages/shared/package.json':
    '{ "name": "@kilau/shared", "type": "module", "exports": { ".": "./src/index.ts" } }',
  'packages/shared/src/index.ts': 'export const LIMIT = 1;\n',
  'apps/server/package.json': '{ "name": "@kilau/server", "type": "module" }',
  'apps/server/src/db/columns.ts':
    "import { timestamp } from 'drizzle-orm/pg-core';\nexport const createdAt = timestamp;\n",
  'apps/server/src/db/client.ts': "import * as schema from './schema';\nexport const db = schema;\n",
  'apps/server/src/db/schema.ts':
    "export * from '../modules/a/a.schema';\nexport * from '../modules/b/b.schema';\n",
  'apps/server/src/plugins/errors.ts': 'export class ApiError {}\n',
  'apps/server/src/modules/a/a.schema.ts':
    "import type { LIMIT } from '@kilau/shared';\nimport { pgTable } from 'drizzle-orm/pg-core';\nimport { createdAt } from '../../db/columns';\nexport const users = pgTable;\n",
  'apps/server/src/modules/b/b.schema.ts':
    "import { sql } from 'drizzle-orm';\nimport { users } from '../a/a.schema';\nexport const orders = users;\n",
  'apps/server/src/modules/a/a.repository.ts':
    "import { eq } from 'drizzle-orm';\nimport { db } from '../../db/client';\nimport { users } from '../../db/schema';\nimport { users as own } from './a.schema';\nexport const r = 1;\n",
  'apps/server/src/modules/a/a.service.ts': "import { db } from '../../db/client';\nexport const s = 1;\n",
  'apps/server/src/modules/a/index.ts': "export { r } from './a.repository';\n",
  'apps/server/src/modules/b/b.routes.ts':
    "import { s } from '../a/a.service';\nimport { r } from '../a';\nimport { ApiError } from '../../plugins/errors';\nimport { LIMIT } from '@kilau/shared';\n",
  'apps/server/src/modules/b/b.test.ts':
    "import { r } from '../a/a.repository';\nimport { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema';\n",
  'apps/server/src/modules/b/testing/fake.ts': "import { r } from '../../a/a.repository';\n",
  'apps/server/src/test/harness.ts':
    "import { r } from '../modules/a/a.repository';\nimport { x } from '../app';\n",
  'apps/server/src/app.ts':
    "import { s } from './modules/a/a.service';\nimport './modules/b/b.routes';\nexport const x = 1;\n",
  'apps/server/src/server.ts': "import { x } from './app';\n",
  'apps/web/src/lib/api.ts': "import { LIMIT } from '@kilau/shared';\nexport const api = 1;\n",
  'apps/web/src/features/f/page.tsx': "import { api } from '../../lib/api';\nimport { g } from './g';\n",
  'apps/web/src/features/f/g.ts': 'export const g = 1;\n',
  'apps/web/src/features/h/page.tsx': 'export const h = 1;\n',
  'apps/web/src/app/router.tsx':
    "import { g } from '../features/f/g';\nimport { h } from '../features/h/page';\nimport '../features/f/page';\n",
  'apps/web/src/main.tsx': "import './app/router';\n",
};

/**
 * The ground plus `files` (path → text; null removes one), in a fresh temporary folder.
 * @param {Record<string, string | null>} files
 */
function tree(files = {}) {
  dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [rel, text] of Object.entries({ ...GROUND, ...files })) {
    if (text === null) continue;
    mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  mkdirSync(path.join(dir, 'node_modules/@kilau'), { recursive: true });
  symlinkSync('../../packages/shared', path.join(dir, 'node_modules/@kilau/shared'));
  symlinkSync('../../apps/server', path.join(dir, 'node_modules/@kilau/server'));
  return dir;
}

/**
 * The rules' verdict on the ground plus `files`. A case about another rule adds files no entry
 * imports, or takes away an import: only the reachability case counts that rule.
 * @param {Record<string, string | null>} [files]
 * @param {{ reachability?: boolean }} [options]
 */
async function check(files, { reachability = false } = {}) {
  const result = await checkBoundaries({ baseDir: tree(files) });
  if (reachability) return result;
  return { ...result, rules: result.rules.filter((r) => r !== 'no-unreachable-source') };
}

describe('the import rules', { timeout: 60_000 }, () => {
  it('pass a tree that keeps them', async () => {
    const { ok, rules, cycles, report } = await check({}, { reachability: true });
    expect({ rules, cycles }).toEqual({ rules: [], cycles: [] });
    expect(ok, report).toBe(true);
  });

  it('name a source file that no entry reaches, but not a test, its helpers or an entry', async () => {
    const { ok, rules, report } = await check(
      {
        'apps/web/src/lib/old-calls.ts': "import { LIMIT } from '@kilau/shared';\nexport const old = 1;\n",
        'apps/server/src/modules/a/unused.ts': 'export const u = 1;\n',
        'apps/web/src/features/f/page.test.tsx': "import { g } from './g';\n",
      },
      { reachability: true },
    );
    expect(ok).toBe(false);
    expect(rules).toEqual(['no-unreachable-source', 'no-unreachable-source']);
    expect(report).toContain('apps/web/src/lib/old-calls.ts');
    expect(report).toContain('apps/server/src/modules/a/unused.ts');
    expect(report).not.toContain('page.test.tsx');
    expect(report).not.toContain('harness.ts');
  });

  it('stop shared importing an app', async () => {
    const { rules, report } = await check({
      'packages/shared/src/index.ts': "import { x } from '@kilau/server/src/app';\nexport const LIMIT = 1;\n",
    });
    expect(rules).toEqual(['shared-imports-no-app']);
    expect(report).toContain('packages/shared/src/index.ts → apps/server/src/app.ts');
  });

  it("stop the web app's lower layers importing features or app/, and a feature another", async () => {
    const { rules } = await check({
      'apps/web/src/lib/api.ts': "import { g } from '../features/f/g';\nexport const api = 1;\n",
      'apps/web/src/features/h/page.tsx':
        "import { g } from '../f/g';\nimport { r } from '../../app/router';\n",
    });
    expect(rules.sort()).toEqual([
      'web-feature-imports-no-app',
      'web-feature-imports-no-feature',
      'web-lib-imports-no-feature',
    ]);
  });

  it('stop a route file importing drizzle or a table, through any import form', async () => {
    const { rules, report } = await check({
      'apps/server/src/modules/b/b.routes.ts':
        "import { eq } from 'drizzle-orm';\nimport type { users } from '@kilau/server/src/db/schema';\nimport { orders } from './b.schema';\n",
    });
    expect(rules).toEqual([
      'server-route-without-sql',
      'server-route-without-sql',
      'server-route-without-sql',
    ]);
    expect(report).toContain('apps/server/src/modules/b/b.routes.ts → apps/server/src/db/schema.ts');
  });

  it("stop plugins/ importing a module, a table included, and db/ anything of a module's but its tables", async () => {
    const { rules } = await check({
      'apps/server/src/plugins/auth.ts': "import { s } from '../modules/a/a.service';\n",
      'apps/server/src/plugins/mail.ts': "import { users } from '../modules/a/a.schema';\n",
      'apps/server/src/db/seed.ts': "export { r } from '../modules/a';\n",
    });
    expect(rules.sort()).toEqual([
      'server-db-imports-only-tables',
      'server-plugins-import-no-module',
      'server-plugins-import-no-module',
    ]);
  });

  it("stop a module reaching past another module's public files", async () => {
    const { rules, report } = await check({
      'apps/server/src/modules/a/helpers/deep.ts': 'export const d = 1;\n',
      'apps/server/src/modules/b/b.service.ts':
        "import { r } from '../a/a.repository';\nimport { d } from '../a/helpers/deep';\nimport { users } from '../a/a.schema';\nimport { s } from '../a/a.service';\n",
    });
    expect(rules).toEqual([
      'server-module-through-public-files',
      'server-module-through-public-files',
      'server-module-through-public-files',
    ]);
    expect(report).toContain(
      'apps/server/src/modules/b/b.service.ts → apps/server/src/modules/a/a.repository.ts',
    );
  });

  it('keep a table file to drizzle, the shared types, the shared columns and other tables', async () => {
    const { rules } = await check({
      'apps/server/src/modules/b/b.schema.ts':
        "import { users } from '../a/a.schema';\nimport { r } from '../a/a.repository';\nimport { ApiError } from '../../plugins/errors';\nimport { db } from '../../db/client';\n",
    });
    expect(rules).toEqual([
      'server-tables-stand-alone',
      'server-tables-stand-alone',
      'server-tables-stand-alone',
    ]);
  });

  it('report a folder cycle with the imports that make it, once, and count a table file as db', async () => {
    const { ok, rules, cycles } = await check({
      'apps/server/src/modules/a/a.service.ts': "import { t } from '../b/b.service';\n",
      'apps/server/src/modules/b/b.service.ts': "import { u } from '../c/c.service';\n",
      'apps/server/src/modules/c/c.service.ts':
        "import { s } from '../a/a.service';\nimport { t } from '../b/b.service';\n",
    });
    expect(ok).toBe(false);
    expect(rules).toEqual([]);
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatch(/^folder cycle among modules\/a, modules\/b, modules\/c/);
    expect(cycles[0]).toContain(
      'modules/c -> modules/a: modules/c/c.service.ts imports modules/a/a.service.ts',
    );
    expect(cycles[0]).toContain('modules/b -> modules/c');
  });
});

describe('the folder graph', () => {
  it('counts a table file as db, wherever it lies', () => {
    expect(unitOf('modules/a/a.schema.ts')).toBe('db');
    expect(unitOf('plugins/jobs.schema.ts')).toBe('db');
    expect(unitOf('modules/a/a.repository.ts')).toBe('modules/a');
    expect(unitOf('modules/index.ts')).toBe('modules');
    expect(unitOf('app.ts')).toBe('app.ts');
  });

  it('finds a cycle through a top-level file, and none through the tables', () => {
    /** @param {string} source @param {string[]} to */
    const m = (source, to) => ({
      source: `apps/server/src/${source}`,
      dependencies: to.map((t) => ({ resolved: `apps/server/src/${t}` })),
    });
    expect(
      folderCycles([
        m('db/schema.ts', ['modules/a/a.schema.ts']),
        m('modules/a/a.repository.ts', ['db/client.ts', 'modules/a/a.schema.ts']),
        m('db/client.ts', ['db/schema.ts']),
      ]),
    ).toEqual([]);
    expect(folderCycles([m('config.ts', ['plugins/geo.ts']), m('plugins/mail.ts', ['config.ts'])])).toEqual([
      expect.stringMatching(/^folder cycle among config\.ts, plugins;/),
    ]);
  });
});

describe("a module's index.ts (Biome's noReExportAll)", () => {
  it('names each export: `export *` fails there, and only there', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'boundaries-biome-'));
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    delete config.vcs; // the temporary tree is no git repository
    delete config.$schema;
    writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
    const files = {
      'apps/server/src/modules/a/index.ts':
        "export * from './a.repository';\nexport { s } from './a.service';\n",
      'apps/server/src/modules/b/index.ts': "export { r } from './b.repository';\n",
      'apps/server/src/db/schema.ts': "export * from '../modules/a/a.schema';\n",
    };
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    const biome = path.join(root, 'node_modules/.bin/biome');
    const run = spawnSync(biome, ['lint', '--max-diagnostics=50', 'apps'], { cwd: dir, encoding: 'utf8' });
    const out = `${run.stdout}${run.stderr}`;
    expect(run.status).not.toBe(0);
    expect(out).toContain('apps/server/src/modules/a/index.ts:1:8 lint/performance/noReExportAll');
    expect(out).not.toContain('modules/b/index.ts');
    expect(out).not.toContain('db/schema.ts');
  });
});
