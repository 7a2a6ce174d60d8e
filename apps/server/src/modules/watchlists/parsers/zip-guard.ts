/**
 * An .xlsx is a zip, and a zip can unpack to far more than it weighs (decision 0120). Two checks:
 *
 * - `precheckZip`, before anything is inflated: the central directory's declared sizes, per part
 *   and in total, and the number of parts. A bomb that declares its size is refused at once.
 * - `verifyZip`, before exceljs reads the file: headers can lie, so every part is inflated once,
 *   streamed and counted (yauzl also fails a part whose bytes differ from its declared size), and
 *   the parts must tile the file from its first byte to the central directory, each local header
 *   agreeing with the directory. exceljs unpacks by walking the local headers in order (unzipper),
 *   so a part hidden between listed ones, or a local header pointing elsewhere, would be inflated
 *   unchecked: such a file is refused.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { XLSX_ENTRY_MAX_BYTES, XLSX_MAX_ENTRIES, XLSX_TOTAL_MAX_BYTES } from './limits';
import { refuseFile, WatchlistRefusalError } from './refusal';

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_OF_DIRECTORY = 0x06054b50;
/** A size or offset of 0xffffffff means zip64: never needed by a 20 MB workbook, so refused. */
const ZIP64 = 0xffffffff;
const MB = 1024 * 1024;

const tooLarge = () =>
  refuseFile(fillTemplate(MSG.watchlistXlsxTooLarge, { mb: String(XLSX_TOTAL_MAX_BYTES / MB) }));
const unsafe = () => refuseFile(MSG.watchlistXlsxUnsafe);

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) =>
      err ? reject(refuseFile(MSG.watchlistXlsxInvalid)) : resolve(zip),
    ),
  );
}

/** The central directory's entries, each within the limits by what it declares. */
async function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > XLSX_MAX_ENTRIES) throw unsafe();
  const entries: Entry[] = [];
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry) => {
      total += entry.uncompressedSize;
      if (entry.uncompressedSize > XLSX_ENTRY_MAX_BYTES || total > XLSX_TOTAL_MAX_BYTES) {
        reject(tooLarge());
        return;
      }
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', () => reject(refuseFile(MSG.watchlistXlsxInvalid)));
    zip.readEntry();
  });
  return entries;
}

export async function precheckZip(bytes: Buffer): Promise<void> {
  const zip = await open(bytes);
  try {
    await listEntries(zip);
  } finally {
    zip.close();
  }
}

/** Where the central directory starts, from the end-of-directory record (its comment may follow it). */
function directoryOffset(bytes: Buffer): number {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return bytes.readUInt32LE(at + 16);
  }
  throw refuseFile(MSG.watchlistXlsxInvalid);
}

/** Each part's local header and data follow the one before, with nothing between or after them. */
function checkTiling(bytes: Buffer, entries: readonly Entry[]): void {
  const end = directoryOffset(bytes);
  if (end === ZIP64) throw unsafe();
  let expected = 0;
  for (const e of [...entries].sort(
    (a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader,
  )) {
    const at = e.relativeOffsetOfLocalHeader;
    if (at !== expected || at + 30 > end || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw unsafe();
    const flags = bytes.readUInt16LE(at + 6);
    const localCompressed = bytes.readUInt32LE(at + 18);
    const dataStart = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const dataEnd = dataStart + e.compressedSize;
    if (e.compressedSize === ZIP64 || localCompressed === ZIP64 || dataEnd > end) throw unsafe();
    if ((flags & 0x08) === 0) {
      // unzipper reads the local header's size: it must be the directory's.
      if (localCompressed !== e.compressedSize) throw unsafe();
      expected = dataEnd;
    } else {
      // A size given after the data (Java, exceljs): the local header says 0, and unzipper reads up
      // to the first descriptor signature, which must be the one right after this part's data.
      if (localCompressed !== 0) throw unsafe();
      const signature = Buffer.alloc(4);
      signature.writeUInt32LE(DATA_DESCRIPTOR);
      if (bytes.indexOf(signature, dataStart) !== dataEnd) throw unsafe();
      expected = dataEnd + 16;
    }
  }
  if (expected !== end) throw unsafe();
}

/** Inflates every part once, counting: a part or a total over its limit stops at that byte. */
async function countInflated(zip: ZipFile, entries: readonly Entry[]): Promise<void> {
  let total = 0;
  for (const entry of entries) {
    const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, (err, s) => (err ? reject(unsafe()) : resolve(s))),
    );
    let part = 0;
    try {
      for await (const chunk of stream) {
        part += (chunk as Buffer).length;
        total += (chunk as Buffer).length;
        if (part > XLSX_ENTRY_MAX_BYTES || total > XLSX_TOTAL_MAX_BYTES) throw tooLarge();
      }
    } catch (err) {
      (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
      // yauzl's own check: more (or fewer) bytes than the directory declared.
      throw err instanceof WatchlistRefusalError ? err : unsafe();
    }
  }
}

export async function verifyZip(bytes: Buffer): Promise<void> {
  const zip = await open(bytes);
  try {
    const entries = await listEntries(zip);
    checkTiling(bytes, entries);
    await countInflated(zip, entries);
  } finally {
    zip.close();
  }
}
