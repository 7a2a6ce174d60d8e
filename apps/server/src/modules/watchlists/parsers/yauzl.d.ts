/** The part of yauzl 3 (no bundled types; @types/yauzl describes 2.x) that zip-guard.ts uses. */
declare module 'yauzl' {
  import type { Readable } from 'node:stream';

  export interface Entry {
    fileName: string;
    generalPurposeBitFlag: number;
    compressedSize: number;
    uncompressedSize: number;
    relativeOffsetOfLocalHeader: number;
  }
  export interface ZipFile {
    entryCount: number;
    readEntry(): void;
    openReadStream(entry: Entry, callback: (err: Error | null, stream: Readable) => void): void;
    close(): void;
    on(event: 'entry', listener: (entry: Entry) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (err: Error) => void): this;
  }
  export interface Options {
    lazyEntries?: boolean;
    validateEntrySizes?: boolean;
    autoClose?: boolean;
    strictFileNames?: boolean;
  }
  export function fromBuffer(
    buffer: Buffer,
    options: Options,
    callback: (err: Error | null, zipfile: ZipFile) => void,
  ): void;
}
