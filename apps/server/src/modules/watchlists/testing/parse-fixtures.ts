/**
 * What the parsers' tests share: a file of testdata/, the refusal a parse ends in, an entry by its
 * reference.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListEntry } from '@kilau/shared';
import { WatchlistRefusalError } from '../parsers';

export const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'testdata', name));

/** The refusal `run` ends in; throws when the file was accepted or failed otherwise. */
export async function refusal(run: () => Promise<unknown>): Promise<WatchlistRefusalError> {
  try {
    await run();
  } catch (err) {
    if (err instanceof WatchlistRefusalError) return err;
    throw err;
  }
  throw new Error('the file was not refused');
}

export const byRef = (entries: ListEntry[], ref: string) => {
  const entry = entries.find((e) => e.ref === ref);
  if (!entry) throw new Error(`no entry ${ref}`);
  return entry;
};
