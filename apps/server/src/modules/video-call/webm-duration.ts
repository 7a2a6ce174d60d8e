/**
 * A recorded WebM's duration (decision 0074). MediaRecorder streams WebM without a Duration in the
 * Segment's Info (it does not know the length while it records), so a browser reports the length
 * as Infinity and cannot seek until it has read the whole file. When the recording is finished we
 * know its length: this writes the Duration element into Info, in the file's first bytes only.
 *
 * EBML in brief (RFC 8794, Matroska RFC 9559): an element is an ID (1–4 bytes, its length marked by
 * the leading zero bits of the first byte), a size as a variable-length integer (1–8 bytes, marked
 * the same way; all value bits set means "unknown"), then the content. MediaRecorder writes the
 * Segment with an unknown size and no SeekHead or Cues, so inserting bytes in Info moves nothing
 * that anything points at; a file with a SeekHead is left as it is.
 */

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  cluster: 0x1f43b675,
} as const;

interface Vint {
  length: number;
  value: number;
  unknown: boolean;
}

function readVint(buf: Buffer, pos: number): Vint | null {
  const first = buf[pos];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buf.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = buf[pos + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, unknown: allOnes };
}

function readId(buf: Buffer, pos: number): { id: number; length: number } | null {
  const first = buf[pos];
  if (first === undefined || first < 0x10) return null;
  const length = Math.clz32(first) - 23;
  if (pos + length > buf.length) return null;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + (buf[pos + i] as number);
  return { id, length };
}

/** A size as a variable-length integer of exactly `length` bytes (null if it does not fit). */
function writeVint(value: number, length: number): Buffer | null {
  if (value >= 2 ** (7 * length) - 1) return null;
  const out = Buffer.alloc(length);
  let rest = value;
  for (let i = length - 1; i >= 0; i--) {
    out[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] = (out[0] as number) | (0x80 >> (length - 1));
  return out;
}

interface Element {
  id: number;
  /** Where the element's ID starts. */
  start: number;
  sizeAt: number;
  sizeLength: number;
  dataAt: number;
  size: number;
  unknownSize: boolean;
}

function readElement(buf: Buffer, pos: number): Element | null {
  const id = readId(buf, pos);
  if (!id) return null;
  const size = readVint(buf, pos + id.length);
  if (!size) return null;
  return {
    id: id.id,
    start: pos,
    sizeAt: pos + id.length,
    sizeLength: size.length,
    dataAt: pos + id.length + size.length,
    size: size.value,
    unknownSize: size.unknown,
  };
}

function readUint(buf: Buffer, at: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + (buf[at + i] as number);
  return v;
}

/**
 * The file's head with Info's Duration set to `durationMs`, or null when the head is not a WebM this
 * can patch safely (not WebM, Info not within the head, a SeekHead that would point wrong).
 */
export function withWebmDuration(head: Buffer, durationMs: number): Buffer | null {
  const ebml = readElement(head, 0);
  if (ebml?.id !== ID.ebml) return null;
  const segment = readElement(head, ebml.dataAt + ebml.size);
  if (segment?.id !== ID.segment) return null;
  let pos = segment.dataAt;
  let seekHead = false;
  while (pos < head.length) {
    const el = readElement(head, pos);
    if (!el || el.unknownSize || el.id === ID.cluster) return null;
    if (el.id === ID.seekHead) seekHead = true;
    if (el.id === ID.info) return patchInfo(head, el, durationMs, seekHead);
    pos = el.dataAt + el.size;
  }
  return null;
}

function patchInfo(head: Buffer, info: Element, durationMs: number, seekHead: boolean): Buffer | null {
  const end = info.dataAt + info.size;
  if (end > head.length) return null;
  let timecodeScale = 1_000_000;
  let duration: Element | null = null;
  for (let pos = info.dataAt; pos < end; ) {
    const child = readElement(head, pos);
    if (!child) return null;
    if (child.id === ID.timecodeScale) timecodeScale = readUint(head, child.dataAt, child.size);
    if (child.id === ID.duration) duration = child;
    pos = child.dataAt + child.size;
  }
  const ticks = (durationMs * 1_000_000) / timecodeScale;
  if (duration && (duration.size === 8 || duration.size === 4)) {
    // Already there (a second finish): overwrite in place, nothing moves.
    const out = Buffer.from(head);
    if (duration.size === 8) out.writeDoubleBE(ticks, duration.dataAt);
    else out.writeFloatBE(ticks, duration.dataAt);
    return out;
  }
  if (duration || seekHead) return null;
  const element = Buffer.alloc(11);
  element.writeUInt16BE(ID.duration, 0);
  element[2] = 0x88; // size 8, as a one-byte vint
  element.writeDoubleBE(ticks, 3);
  const newSize =
    writeVint(info.size + element.length, info.sizeLength) ?? writeVint(info.size + element.length, 8);
  if (!newSize) return null;
  return Buffer.concat([
    head.subarray(0, info.sizeAt),
    newSize,
    head.subarray(info.dataAt, end),
    element,
    head.subarray(end),
  ]);
}

/** The Duration in Info, in milliseconds, or null (for tests and checks). */
export function readWebmDurationMs(head: Buffer): number | null {
  const ebml = readElement(head, 0);
  if (!ebml) return null;
  const segment = readElement(head, ebml.dataAt + ebml.size);
  if (!segment) return null;
  for (let pos = segment.dataAt; pos < head.length; ) {
    const el = readElement(head, pos);
    if (!el || el.id === ID.cluster) return null;
    if (el.id === ID.info) {
      let scale = 1_000_000;
      let ticks: number | null = null;
      for (let p = el.dataAt; p < el.dataAt + el.size; ) {
        const child = readElement(head, p);
        if (!child) return null;
        if (child.id === ID.timecodeScale) scale = readUint(head, child.dataAt, child.size);
        if (child.id === ID.duration)
          ticks = child.size === 8 ? head.readDoubleBE(child.dataAt) : head.readFloatBE(child.dataAt);
        p = child.dataAt + child.size;
      }
      return ticks === null ? null : (ticks * scale) / 1_000_000;
    }
    pos = el.dataAt + el.size;
  }
  return null;
}
