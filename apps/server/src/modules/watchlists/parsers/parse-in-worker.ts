/**
 * Runs parse-worker.ts in a worker thread and waits for its answer (decision 0120). The thread's
 * heap is capped (PARSE_WORKER_HEAP_MB) and its time too (PARSE_WORKER_TIMEOUT_MS): a file that
 * exhausts either is refused with MSG.watchlistParseLimit, and the server's own heap never holds
 * more than the file and the entries it answers.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type ListEntry, MSG, type UploadedSource } from '@kilau/shared';
import type { FileFormat } from './index';
import { PARSE_WORKER_HEAP_MB, PARSE_WORKER_TIMEOUT_MS } from './limits';
import { refuseFile, refuseRow, type WatchlistRefusalError } from './refusal';

export type ParseAnswer =
  | { kind: 'entries'; entries: { entry: ListEntry; digest: string }[] }
  | { kind: 'parsed'; format: FileFormat }
  | { kind: 'refused'; row: number | null; reason: string }
  | { kind: 'error'; message: string };

/**
 * The bundle's built copy beside the server (scripts/build-server.mjs), or the TypeScript source
 * run through tsx (tests, `npm run dev:server`).
 */
function workerFile(): { file: string; execArgv: string[] } {
  const built = path.join(import.meta.dirname, 'watchlist-parse-worker.js');
  if (existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(import.meta.dirname, 'parse-worker.ts'), execArgv: ['--import', 'tsx'] };
}

const overLimit = (): WatchlistRefusalError => refuseFile(MSG.watchlistParseLimit);

export function parseInWorker(
  source: UploadedSource,
  bytes: Buffer,
): Promise<{ format: FileFormat; entries: { entry: ListEntry; digest: string }[] }> {
  const { file, execArgv } = workerFile();
  const worker = new Worker(file, {
    workerData: { source, bytes },
    execArgv,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_WORKER_HEAP_MB },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(overLimit())), PARSE_WORKER_TIMEOUT_MS);
    const entries: { entry: ListEntry; digest: string }[] = [];
    worker.on('message', (answer: ParseAnswer) => {
      if (answer.kind === 'entries') {
        for (const e of answer.entries) entries.push(e);
        // The next slice after other work has had its turn.
        setImmediate(() => {
          if (!settled) worker.postMessage('next');
        });
        return;
      }
      settle(() => {
        if (answer.kind === 'parsed') resolve({ format: answer.format, entries });
        else if (answer.kind === 'refused')
          reject(answer.row === null ? refuseFile(answer.reason) : refuseRow(answer.row, answer.reason));
        else reject(new Error(`list parse failed: ${answer.message}`));
      });
    });
    worker.once('error', (err: Error & { code?: string }) =>
      settle(() => reject(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? overLimit() : err)),
    );
    worker.once('exit', (code) => settle(() => reject(new Error(`list parse worker exited with ${code}`))));
  });
}
