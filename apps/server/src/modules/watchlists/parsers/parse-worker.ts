/**
 * The parse worker (decision 0120): one list file read in full in a thread of its own, so that a
 * 20 MB list neither stops the server's event loop (every request waited 30 s behind a 150,000-row
 * CSV) nor grows its heap: the thread has a heap limit of its own and ends with the parse. It
 * answers the entries with their digests (the diff's key), or the refusal with its row and reason.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { UploadedSource } from '@kilau/shared';
import { entryDigest } from '../entry-diff';
import { parseListFile } from './index';
import type { ParseAnswer } from './parse-in-worker';
import { WatchlistRefusalError } from './refusal';

const { source, bytes } = workerData as { source: UploadedSource; bytes: Uint8Array };

/**
 * Entries go to the server's thread in slices, the next when it asks: a message is deserialised
 * there in one go (and queued messages together), and 160,000 entries at once held its event loop
 * for seconds.
 */
const SLICE = 5000;
const asked = () => new Promise<void>((resolve) => parentPort?.once('message', () => resolve()));

async function parse(): Promise<ParseAnswer> {
  try {
    const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const { format, entries } = await parseListFile(source, file);
    for (let i = 0; i < entries.length; i += SLICE) {
      const slice = entries.slice(i, i + SLICE).map((entry) => ({ entry, digest: entryDigest(entry) }));
      parentPort?.postMessage({ kind: 'entries', entries: slice } satisfies ParseAnswer);
      await asked();
    }
    return { kind: 'parsed', format };
  } catch (err) {
    if (err instanceof WatchlistRefusalError) return { kind: 'refused', row: err.row, reason: err.reason };
    return { kind: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
}

parentPort?.postMessage(await parse());
