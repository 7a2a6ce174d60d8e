/**
 * Stored files (uploads, recordings, generated documents). The embedded default is a folder under
 * the data dir, outside any web root; S3-compatible object storage serves several instances
 * (s3-files.ts, decision 0079). Names are chosen by the server, never by the uploader. Files are
 * served only through authorized routes.
 *
 * Both stores keep one promise: a key names a whole file or nothing. A write cut short (a dropped
 * connection, a killed process) leaves no file at its key, only a partial upload aside that
 * `sweepPartial` removes.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * How long the store itself must keep an object unchanged (S3 Object Lock on a bucket that has it
 * enabled): the audit trail's checkpoints. The folder store has no such guard and ignores it.
 */
export interface Retention {
  mode: 'COMPLIANCE' | 'GOVERNANCE';
  until: Date;
}

export interface FileStore {
  /** Streams `body` to `key`, replacing a file already there; the file appears once complete. */
  put(key: string, body: Readable, options?: { retention?: Retention }): Promise<{ size: number }>;
  /**
   * The file, or the inclusive byte range of it (HTTP Range for video seeking). A missing file or a
   * store that cannot be reached makes the stream fail; callers ask `size` first to answer 404.
   */
  get(key: string, range?: { start: number; end: number }): Readable;
  /** Throws FileNotFound when no file is at `key`. */
  size(key: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * The first `limit` keys (at most 1000) under `prefix` (a folder, ending in "/"), in ascending order of their
   * names; none when nothing is there.
   */
  list(prefix: string, limit: number): Promise<string[]>;
  /** Removes partial uploads older than `olderThanMs` (a process killed mid-write); answers how many. */
  sweepPartial(olderThanMs: number): Promise<number>;
  /** Releases connections when the app closes. */
  close?(): void;
}

/** No file at the key. */
export class FileNotFound extends Error {
  constructor(readonly key: string) {
    super(`no stored file at ${key}`);
  }
}

/**
 * The store could not be reached or answered with a failure of its own: the request is answered 503
 * with MSG.storageUnavailable, and nothing is recorded (the caller's transaction has not begun).
 */
export class FileStoreUnavailable extends Error {
  constructor(operation: string, options?: { cause?: unknown }) {
    super(`file store unavailable during ${operation}`, options);
  }
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/**
 * Whether `key` has the shape of a key the server makes. Anything else (a NUL byte, a traversal,
 * a control character) can name no stored file, so callers answer "not found" without asking the
 * database, which refuses NUL in text with an error.
 */
export function isStorageKeyShape(key: string): boolean {
  return key.length <= 300 && SAFE_KEY.test(key) && !key.includes('..');
}

/** The key itself when the server could have made it; both stores refuse any other before any I/O. */
export function checkedStorageKey(key: string): string {
  if (!isStorageKeyShape(key)) throw new Error(`unsafe file key: ${key}`);
  return key;
}

/** Where the local store writes a file before it is whole; no key can start with a dot. */
const PARTIAL_DIR = '.partial';

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, checkedStorageKey(key));
  }

  async put(key: string, body: Readable) {
    const file = this.resolve(key);
    const partial = path.join(this.root, PARTIAL_DIR, randomUUID());
    await mkdir(path.dirname(partial), { recursive: true });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      const { size } = await stat(partial);
      await mkdir(path.dirname(file), { recursive: true });
      // Same file system, so the rename is atomic: readers see nothing or the whole file.
      await rename(partial, file);
      return { size };
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  get(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.resolve(key), range);
  }

  async size(key: string) {
    try {
      return (await stat(this.resolve(key))).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFound(key);
      throw err;
    }
  }

  async exists(key: string) {
    try {
      await access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string) {
    await rm(this.resolve(key), { force: true });
  }

  async list(prefix: string, limit: number) {
    const dir = this.resolve(prefix);
    const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
    return entries
      .filter((e) => e.isFile())
      .map((e) => e.name)
      .sort()
      .slice(0, limit)
      .map((name) => `${base}${name}`);
  }

  async sweepPartial(olderThanMs: number) {
    const dir = path.join(this.root, PARTIAL_DIR);
    const names = await readdir(dir).catch(() => [] as string[]);
    const before = Date.now() - olderThanMs;
    let removed = 0;
    for (const name of names) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || info.mtimeMs >= before) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
