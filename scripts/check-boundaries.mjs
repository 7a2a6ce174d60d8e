// @ts-check
// Enforces the dependency rules of architecture.md §3.1 that the linter cannot express:
// shared imports neither server nor web; in web, lib and components never import features or
// app, and a feature never imports another feature; the server's layering (server-boundaries.mjs:
// route files without SQL, plugins/ and db/ below the modules, modules through their public
// files, no folder cycles).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';
import { checkServer } from './server-boundaries.mjs';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** @type {string[]} */
const problems = [];

/**
 * Every TypeScript file below `dir` (relative to the root), build output and dependencies left out.
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir) {
  const full = path.join(root, dir);
  /** @type {string[]} */
  let out = [];
  for (const entry of readdirSync(full)) {
    const rel = path.join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') continue;
    if (statSync(path.join(root, rel)).isDirectory()) out = out.concat(files(rel));
    else if (/\.(ts|tsx)$/.test(entry)) out.push(rel);
  }
  return out;
}

/**
 * The module specifiers a file imports or re-exports.
 * @param {string} file
 * @returns {string[]}
 */
function importsOf(file) {
  const text = readFileSync(path.join(root, file), 'utf8');
  /** @type {string[]} */
  const found = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec) found.push(spec);
  }
  return found;
}

/**
 * @param {string} file
 * @param {string} spec
 */
function resolveRel(file, spec) {
  return spec.startsWith('.') ? path.normalize(path.join(path.dirname(file), spec)) : spec;
}

for (const file of files('packages/shared/src')) {
  for (const spec of importsOf(file)) {
    if (/@kilau\/(server|web)/.test(spec)) problems.push(`${file}: shared must not import ${spec}`);
  }
}

const WEB = 'apps/web/src';
for (const file of files(WEB)) {
  const rel = path.relative(WEB, file);
  const [top, area] = rel.split(path.sep);
  for (const spec of importsOf(file)) {
    const target = path.relative(WEB, resolveRel(file, spec));
    if (target.startsWith('..') || !spec.startsWith('.')) continue;
    const [tTop, tArea] = target.split(path.sep);
    if (
      (top === 'lib' || top === 'components' || top === 'config') &&
      (tTop === 'features' || tTop === 'app')
    ) {
      problems.push(`${file}: ${top}/ must not import ${tTop}/ (${spec})`);
    }
    if (top === 'features' && tTop === 'features' && tArea !== area) {
      problems.push(`${file}: feature "${area}" must not import feature "${tArea}" (${spec})`);
    }
    if (top === 'features' && tTop === 'app')
      problems.push(`${file}: features must not import app/ (${spec})`);
  }
}

problems.push(...checkServer(path.join(root, 'apps/server/src')));

if (problems.length) {
  console.error(`Dependency rule violations:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('dependency rules: ok');
