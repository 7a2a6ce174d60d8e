/**
 * Stored files (uploads, recordings, generated documents). The embedded default is a folder under
 * the data dir, outside any web root; names are chosen by the server, never by the uploader.
 * Files are served only through authorized routes.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { access, appendFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface FileStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The file, or the inclusive byte range of it (HTTP Range for video seeking). */
  get(key: string, range?: { start: number; end: number }): Readable;
  /**
   * Adds bytes at the end of a file (made empty by `put` first): the video call's recording grows a
   * chunk a second. The caller serialises appends to one key.
   */
  append(key: string, bytes: Buffer): Promise<{ size: number }>;
  size(key: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
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

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!isStorageKeyShape(key)) throw new Error(`unsafe file key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable) {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    return { size: (await stat(file)).size };
  }

  get(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.resolve(key), range);
  }

  async append(key: string, bytes: Buffer) {
    const file = this.resolve(key);
    await appendFile(file, bytes, { flag: 'a', mode: 0o600 });
    return { size: (await stat(file)).size };
  }

  async size(key: string) {
    return (await stat(this.resolve(key))).size;
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
}
