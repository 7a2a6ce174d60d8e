// @ts-check
// Runs an operator command of the server (apps/server/src/cli): the built one when the server was
// built (production installs have no dev dependencies, hence no tsx), else from the sources.
//   node scripts/cli.mjs staff-create --username … | node scripts/cli.mjs audit-verify
//   node scripts/cli.mjs staff-reset-password --username …
//   node scripts/cli.mjs staff-reset-mfa <username>
//   node scripts/cli.mjs staff-senior --username … --senior yes|no
//   node scripts/cli.mjs integration-partner-create --name …
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
const COMMANDS = [
  'staff-create',
  'staff-reset-password',
  'staff-reset-mfa',
  'staff-senior',
  'audit-verify',
  'integration-partner-create',
];
if (!COMMANDS.includes(name ?? '')) {
  console.error(`usage: node scripts/cli.mjs ${COMMANDS.join('|')} [options]`);
  process.exit(2);
}
const built = path.join(root, 'apps/server/dist', `${name}.js`);
const nodeArgs = existsSync(built)
  ? [built, ...args]
  : ['--import', 'tsx', path.join(root, 'apps/server/src/cli', `${name}.ts`), ...args];
const result = spawnSync(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
