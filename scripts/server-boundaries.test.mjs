// @ts-check
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkServer } from './server-boundaries.mjs';

/** A server source tree from a map of path → file text, in a fresh temporary folder. */
let dir = '';
/** @param {Record<string, string>} files */
function tree(files) {
  dir = mkdtempSync(path.join(tmpdir(), 'server-boundaries-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.join(dir, path.dirname(rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const GROUND = {
  'db/client.ts': 'export const db = 1;\n',
  'db/schema.ts': 'export const users = 1;\n',
  'plugins/errors.ts': 'export class ApiError {}\n',
  'modules/a/a.repository.ts':
    "import { db } from '../../db/client';\nimport { users } from '../../db/schema';\n",
  'modules/a/a.service.ts': "import { db } from '../../db/client';\n",
  'modules/a/index.ts': "export { x } from './a.repository';\n",
};

describe('the server layering check', () => {
  it('passes a tree that keeps the rules', () => {
    const src = tree({
      ...GROUND,
      'modules/b/b.routes.ts':
        "import { s } from '../a/a.service';\nimport { x } from '../a';\nimport { ApiError } from '../../plugins/errors';\n",
      'modules/b/b.test.ts': "import { r } from '../a/a.repository';\nimport { eq } from 'drizzle-orm';\n",
      'test/harness.ts': "import { r } from '../modules/a/a.repository';\n",
    });
    expect(checkServer(src)).toEqual([]);
  });

  it('stops a route file importing drizzle or the schema, through any import form', () => {
    const src = tree({
      ...GROUND,
      'modules/b/b.routes.ts':
        "import { eq } from 'drizzle-orm';\nimport type { users } from '@kilau/server/src/db/schema';\n",
    });
    const problems = checkServer(src);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/b\.routes\.ts: a route file must not import drizzle/);
    expect(problems[1]).toMatch(/b\.routes\.ts: a route file must not import the database schema/);
  });

  it('stops plugins/ and db/ importing a module', () => {
    const src = tree({
      ...GROUND,
      'plugins/auth.ts': "import { s } from '../modules/a/a.service';\n",
      'db/seed.ts': "export * from '../modules/a';\n",
    });
    const problems = checkServer(src).filter((p) => !p.startsWith('folder cycle'));
    expect(problems).toEqual([
      expect.stringMatching(/db\/seed\.ts: db\/ must not import modules\//),
      expect.stringMatching(/plugins\/auth\.ts: plugins\/ must not import modules\//),
    ]);
  });

  it("stops a module reaching past another module's public files", () => {
    const src = tree({
      ...GROUND,
      'modules/a/helpers/deep.ts': 'export const d = 1;\n',
      'modules/b/b.service.ts':
        "import { r } from '../a/a.repository';\nimport { d } from '../a/helpers/deep';\nimport { s } from '../a/a.service';\n",
    });
    const problems = checkServer(src);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /b\.service\.ts: modules\/a is imported through modules\/a\/a\.repository\.ts/,
    );
    expect(problems[1]).toMatch(/modules\/a\/helpers\/deep\.ts/);
  });

  it("stops a module's index.ts re-exporting a whole file", () => {
    const src = tree({ ...GROUND, 'modules/a/index.ts': "export * from './a.repository';\n" });
    expect(checkServer(src)).toEqual([expect.stringMatching(/modules\/a\/index\.ts: .*no export \*/)]);
  });

  it('reports a folder cycle with the imports that make it, and only once', () => {
    const src = tree({
      ...GROUND,
      'modules/a/a.service.ts': "import { t } from '../b/b.service';\n",
      'modules/b/b.service.ts': "import { u } from '../c/c.service';\n",
      'modules/c/c.service.ts': "import { s } from '../a/a.service';\nimport { t } from '../b/b.service';\n",
    });
    const problems = checkServer(src);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^folder cycle among modules\/a, modules\/b, modules\/c/);
    expect(problems[0]).toContain(
      'modules/c -> modules/a: modules/c/c.service.ts imports modules/a/a.service.ts',
    );
    expect(problems[0]).toContain('modules/b -> modules/c');
  });
});
