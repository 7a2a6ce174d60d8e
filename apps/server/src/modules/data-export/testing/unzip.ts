/**
 * Reads a ZIP the way an unzip tool does, from its central directory, with node:zlib only: each
 * entry's name and bytes (stored or deflated). Enough for the copies this module writes (no ZIP64,
 * no encryption); the CRC-32 of each entry is checked so a broken archive fails the test.
 */
import { crc32, inflateRawSync } from 'node:zlib';

export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    const bytes = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (bytes.length !== size || crc32(bytes) !== crc) throw new Error(`${name}: size or CRC-32 differs`);
    entries.set(name, bytes);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}
