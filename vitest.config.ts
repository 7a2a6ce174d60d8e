import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Vitest 5's error reporter calls Map.groupBy, which Node 20 lacks (Node 21+): without this a
// failing test crashes the reporter instead of being reported.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let i = 0;
      for (const item of items) {
        const k = key(item, i++);
        const list = groups.get(k);
        if (list) list.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const SERVER_FILES = ['src/**/*.test.ts'];
const SERVER_EXCLUDED = ['src/production/**'];

/**
 * The server's test files that change what modules or the process hold for the files after them:
 * a module mocked, timers or Date faked, the environment or a global stubbed, a function spied on.
 * They run in a worker and module graph of their own; every other server file shares its worker's
 * modules (decision 0221). Read from the files, so that a new test that mocks is kept apart too.
 */
const MODULE_STATE_CHANGES = /\bvi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal|spyOn)\b/;
const serverRoot = path.join(import.meta.dirname, 'apps/server');
const SERVER_ISOLATED = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .filter((f) => MODULE_STATE_CHANGES.test(readFileSync(path.join(serverRoot, 'src', f), 'utf8')))
  .map((f) => `src/${f.split(path.sep).join('/')}`);
// (A production file matched here stays out of both projects: each excludes SERVER_EXCLUDED.)

/** The server's integration tests: in worker threads, each file on a fresh copy of the template database. */
const serverProject = (name: string, files: { include: string[]; exclude: string[] }, isolate: boolean) => ({
  test: {
    name,
    root: 'apps/server',
    environment: 'node' as const,
    ...files,
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, without a process started for a file (decision 0185).
    pool: 'threads' as const,
    isolate,
    // The AWS SDK warns once per process that its releases after January 2027 need Node 22;
    // production runs Node 24 (README), the tests run on the development Node.
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  },
});

/**
 * One runner, four projects: shared, the repository scripts and server run in Node, web in jsdom. The browser tests
 * run on Playwright Test (playwright.config.ts). `npm test` runs both (scripts/test.mjs).
 */
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free (one worker on a 2-core machine), while the test
    // files spend much of their time waiting on their database, SMTP and timers (decision 0180).
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.mjs'] },
      },
      // `--project 'server*'` runs both.
      serverProject(
        'server',
        { include: SERVER_FILES, exclude: [...SERVER_EXCLUDED, ...SERVER_ISOLATED] },
        false,
      ),
      serverProject('server-isolated', { include: SERVER_ISOLATED, exclude: SERVER_EXCLUDED }, true),
      {
        // The production path (architecture.md §8): the built server as separate processes on PostgreSQL,
        // Redis and S3, killed and cut off. One file at a time: they start servers and stop services.
        test: {
          name: 'production',
          root: 'apps/server',
          environment: 'node',
          include: ['src/production/**/*.prod.test.ts'],
          globalSetup: ['src/production/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          pool: 'forks',
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          // A screen walked with user-event takes a second or two alone; beside the server suite
          // on two cores it can take several, which vitest's 5 s default calls a failure.
          testTimeout: 20_000,
          // Each file in a VM context of a long-lived thread: one jsdom per worker instead of one
          // per file (26 % of this project's time), the modules still fresh per file (decision 0185).
          pool: 'vmThreads',
          // Said again here: a project on a VM pool does not take the root's, and Vitest refuses to
          // run projects of different worker counts in one group.
          maxWorkers: '100%',
        },
      },
    ],
  },
});
