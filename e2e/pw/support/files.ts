/** Files a person picks from their phone, made here so the specs need no binary fixtures. */
import { crc32, deflateSync } from 'node:zlib';

/** A file as the file chooser hands it to the page: its name, type and bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid RGB PNG: a card-like picture with a coloured band and a grey block. */
export function pngFile(name: string, width = 320, height = 200): PickedFile {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y < 40;
      const block = x > 20 && x < 110 && y > 60 && y < 170;
      const [r, g, b] = band ? [30, 80, 160] : block ? [150, 150, 150] : [235, 240, 250];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
