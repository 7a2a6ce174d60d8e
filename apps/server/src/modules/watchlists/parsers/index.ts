/**
 * One list file → its entries, or a refusal (decision 0111). The format is read from the bytes
 * (an .xlsx is a zip, XML starts with '<', FollowTheMoney's JSON lines with '{', a .csv is plain
 * text), never from the file name, and must be one the source is published in (SOURCE_FORMATS).
 */
import {
  fillTemplate,
  type ListEntry,
  type ListFileFormat,
  MSG,
  SOURCE_FORMATS,
  type UploadedSource,
} from '@kilau/shared';
import { parsePepCsv } from './pep-csv';
import { parsePepFtm } from './pep-ftm';
import { parsePpatkCsv } from './ppatk-csv';
import { parsePpatkXlsx } from './ppatk-xlsx';
import { refuseFile } from './refusal';
import { parseUnXml } from './un-xml';
import { guardXml } from './xml-guard';
import { precheckZip } from './zip-guard';

export { WatchlistRefusalError } from './refusal';

export type FileFormat = ListFileFormat;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The file's format by its content; null for anything else (a PDF, an image, an old .xls). */
export function detectFormat(bytes: Buffer): FileFormat | null {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  const head = bytes.subarray(0, 4096);
  // Binary files have NUL bytes early; text lists have none.
  if (head.includes(0)) return null;
  const start = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<')) return 'xml';
  // FollowTheMoney's export: one JSON object a line (decision 0193).
  if (start.startsWith('{')) return 'jsonl';
  return start === '' ? null : 'csv';
}

const FORMAT_NAMES: Readonly<Record<FileFormat, string>> = {
  xml: 'XML',
  xlsx: '.xlsx',
  csv: '.csv',
  jsonl: 'JSON Lines (FollowTheMoney)',
};

export function formatNames(source: UploadedSource): string {
  return SOURCE_FORMATS[source].map((f) => FORMAT_NAMES[f]).join(', ');
}

/**
 * What the file's structure tells in milliseconds, checked in the request (decision 0120): empty,
 * the wrong format, hostile XML, an .xlsx whose declared contents exceed the limits. Refused at
 * once with 422; anything that needs the file read in full is left to the parse worker.
 */
export async function precheckListFile(source: UploadedSource, bytes: Buffer): Promise<FileFormat> {
  if (bytes.length === 0) throw refuseFile(MSG.watchlistFileEmpty);
  const format = detectFormat(bytes);
  if (!format || !SOURCE_FORMATS[source].includes(format)) {
    throw refuseFile(fillTemplate(MSG.watchlistFormatWrong, { formats: formatNames(source) }));
  }
  if (format === 'xml') guardXml(xmlText(bytes));
  if (format === 'xlsx') await precheckZip(bytes);
  return format;
}

const xmlText = (bytes: Buffer) => bytes.toString('utf8').replace(/^\uFEFF/, '');

/** The whole file, read in the parse worker (parse-worker.ts): its entries, or a refusal. */
export async function parseListFile(
  source: UploadedSource,
  bytes: Buffer,
): Promise<{ format: FileFormat; entries: ListEntry[] }> {
  const format = await precheckListFile(source, bytes);
  if (source === 'un') return { format, entries: parseUnXml(xmlText(bytes)) };
  if (source === 'pep')
    return { format, entries: format === 'jsonl' ? parsePepFtm(bytes) : parsePepCsv(bytes) };
  const entries = format === 'xlsx' ? await parsePpatkXlsx(bytes, source) : parsePpatkCsv(bytes, source);
  return { format, entries };
}
