/**
 * Moving a spec's own server through time (e2e/shared/server-clock.mjs): `serverClock()` gives the
 * settings to start it with and `set(ms)` puts its clock that far ahead of the real one.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, resultsDir } from './paths';

export function serverClock(name: string) {
  const dir = path.join(resultsDir, 'server-clocks');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, '0');
  const module = pathToFileURL(path.join(repoRoot, 'e2e/shared/server-clock.mjs')).href;
  return {
    env: {
      E2E_CLOCK_FILE: file,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${module}`.trim(),
    },
    /**
     * The server's clock, `ms` ahead of the real one from now on. The server reads the file at
     * most every 50 ms; the promise resolves once that has passed.
     */
    async set(ms: number) {
      // Written aside and renamed: the server never reads a half-written file (an empty one is 0).
      writeFileSync(`${file}.next`, String(ms));
      renameSync(`${file}.next`, file);
      await new Promise((resolve) => setTimeout(resolve, 120));
    },
    remove() {
      rmSync(file, { force: true });
    },
  };
}
