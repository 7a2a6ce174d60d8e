// @ts-check
// Helpers shared by the start and test scripts. Node builtins only: these run before
// dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command in the repository root with the terminal's output; returns its exit status.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number}
 */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Runs a command like `run` and exits with its status when it fails.
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function mustRun(cmd, args, options = {}) {
  const status = run(cmd, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * Newest modification time below a path (files only), skipping build output and dependencies.
 * @param {string} target relative to the repository root
 * @returns {number}
 */
export function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.vite'].includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm ci)…');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) === 0) return;
  // A registry that carries only some platforms' builds of an optional native package (Biome's
  // CLI) leaves those entries out of the lock file, which `npm ci` refuses; `npm install`
  // installs the same locked versions and tolerates it.
  console.log('npm ci refused the lock file; installing with npm install…');
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds the web app and the server bundle when their sources changed since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const shared = newestMtime('packages/shared/src');
  const webOut = path.join(root, 'apps/web/dist/index.html');
  const webSrc = Math.max(
    shared,
    newestMtime('apps/web/src'),
    newestMtime('apps/web/index.html'),
    newestMtime('apps/web/vite.config.ts'),
  );
  if (force || !existsSync(webOut) || statSync(webOut).mtimeMs < webSrc) {
    console.log('Building the web app…');
    mustRun('npm', ['run', 'build', '-w', '@kilau/web']);
  }
  const serverOut = path.join(root, 'apps/server/dist/server.js');
  const serverSrc = Math.max(shared, newestMtime('apps/server/src'));
  if (force || !existsSync(serverOut) || statSync(serverOut).mtimeMs < serverSrc) {
    console.log('Building the server…');
    mustRun('node', ['scripts/build-server.mjs']);
  }
}
