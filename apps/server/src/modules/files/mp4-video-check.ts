/**
 * Checks, while the bytes stream to the store, that an mp4 really is a video: its top-level boxes
 * (ISO/IEC 14496-12) follow each other with sane sizes and printable types up to the last byte,
 * and its `moov` holds a `trak` whose `mdia/hdlr` handler is `vide`. A file that only starts like
 * an mp4 (an `ftyp` and then 30 MB of zeros), an audio-only mp4 or a truncated one is refused.
 *
 * Hand-written rather than mp4box.js: only box headers are read and only `moov` is held in memory
 * (capped), so a 200 MB upload streams through without being buffered (docs/decisions/0025).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { UploadRejected } from './sniff';

/** A moov of a long non-fragmented recording is a few MB of sample tables; more is not a phone video. */
export const MOOV_MAX_BYTES = 16 * 1024 * 1024;

const CONTAINERS_TO_VIDEO = ['trak', 'mdia'];

function isPrintableType(type: Buffer): boolean {
  return type.every((b) => b >= 0x20 && b <= 0x7e);
}

/** Whether a moov body (its children) holds a trak/mdia/hdlr with handler type `vide`. */
export function moovHasVideoTrack(moov: Buffer): boolean {
  return childrenHaveVideo(moov, 0);
}

function childrenHaveVideo(buf: Buffer, depth: number): boolean {
  let at = 0;
  while (at + 8 <= buf.length) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > buf.length) return false;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = buf.length - at;
    }
    if (size < header || at + size > buf.length) return false;
    const body = buf.subarray(at + header, at + size);
    if (type === 'hdlr' && depth === 2 && body.length >= 12 && body.toString('latin1', 8, 12) === 'vide') {
      return true;
    }
    if (type === CONTAINERS_TO_VIDEO[depth] && childrenHaveVideo(body, depth + 1)) return true;
    at += size;
  }
  return false;
}

/** A pass-through stream that fails with wrong_type at its end unless the mp4 holds a video track. */
export class Mp4VideoCheck extends Transform {
  /** Bytes of the current top-level box header not yet complete. */
  private header = Buffer.alloc(0);
  /** Bytes left of the current top-level box's body (Infinity: a size-0 box runs to the end). */
  private remaining = 0;
  private inMoov = false;
  private moov: Buffer[] = [];
  private moovBytes = 0;
  private video = false;
  private failed = false;

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    if (!this.failed) {
      try {
        this.scan(chunk);
      } catch (err) {
        this.failed = true;
        done(err as Error);
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    const complete = this.header.length === 0 && (this.remaining === 0 || this.remaining === Infinity);
    if (this.inMoov && this.remaining === Infinity) this.endMoov();
    done(complete && this.video ? null : new UploadRejected('wrong_type'));
  }

  private scan(chunk: Buffer) {
    let at = 0;
    while (at < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - at);
        if (this.inMoov) this.keepMoov(chunk.subarray(at, at + take));
        this.remaining -= take;
        at += take;
        if (this.remaining === 0 && this.inMoov) this.endMoov();
        continue;
      }
      const need = this.headerLength() - this.header.length;
      const take = Math.min(need, chunk.length - at);
      this.header = Buffer.concat([this.header, chunk.subarray(at, at + take)]);
      at += take;
      if (this.header.length === this.headerLength()) this.startBox();
    }
  }

  /** 8 bytes, or 16 once the first 8 announce a 64-bit size. */
  private headerLength(): number {
    return this.header.length >= 4 && this.header.readUInt32BE(0) === 1 ? 16 : 8;
  }

  private startBox() {
    const h = this.header;
    this.header = Buffer.alloc(0);
    const size32 = h.readUInt32BE(0);
    const type = h.subarray(4, 8);
    if (!isPrintableType(type)) throw new UploadRejected('wrong_type');
    const size = size32 === 1 ? Number(h.readBigUInt64BE(8)) : size32;
    if (size32 !== 0 && size < h.length) throw new UploadRejected('wrong_type');
    this.remaining = size32 === 0 ? Infinity : size - h.length;
    if (type.toString('latin1') === 'moov') {
      if (this.remaining > MOOV_MAX_BYTES) throw new UploadRejected('wrong_type');
      this.inMoov = true;
      if (this.remaining === 0) this.endMoov();
    }
  }

  private keepMoov(bytes: Buffer) {
    this.moovBytes += bytes.length;
    if (this.moovBytes > MOOV_MAX_BYTES) throw new UploadRejected('wrong_type');
    this.moov.push(Buffer.from(bytes));
  }

  private endMoov() {
    this.inMoov = false;
    if (moovHasVideoTrack(Buffer.concat(this.moov))) this.video = true;
    this.moov = [];
  }
}
