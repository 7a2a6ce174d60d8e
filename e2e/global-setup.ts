/**
 * vitest's e2e project: starts the shared e2e server once before the browser tests and hands its
 * URL to them (`inject('baseUrl')`); failure shots of the last run are cleared first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startE2eServer } from './shared/e2e-server';
import { resultsDir } from './support/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  rmSync(path.join(resultsDir, 'failures'), { recursive: true, force: true });
  const server = await startE2eServer({ logName: 'e2e-server.log' });
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
