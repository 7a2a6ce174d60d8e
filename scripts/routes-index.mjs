// @ts-check
// `npm run docs:routes`: writes docs/routes.md, the route index generated from the server's OpenAPI
// document (apps/server/src/routes-index.ts, run from the sources with tsx).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/routes-index.ts')],
  { cwd: root, stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
