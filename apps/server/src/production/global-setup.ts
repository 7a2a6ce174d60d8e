/**
 * Builds the server bundle the production suites start (`node scripts/build-server.mjs`, as
 * `npm run build` does): they test what `npm start` runs, never a stale build.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function setup() {
  const root = path.resolve(import.meta.dirname, '../../../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}
