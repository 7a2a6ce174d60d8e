/**
 * Type detection from the bytes and size-limited streaming for uploads. The file's type is read
 * from its first bytes (file-type), never from its name or the Content-Type the client sent; the
 * rest flows through a meter that counts and hashes it and fails as soon as the cap is passed, so a
 * file is never held in memory whole.
 */
import { createHash } from 'node:crypto';
import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';

/** Enough bytes for file-type to decide jpeg, png and the mp4 family (it samples up to 4100). */
export const SNIFF_BYTES = 4100;

export type UploadProblem = 'empty' | 'wrong_type' | 'too_large' | 'storage_full';

export class UploadRejected extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`upload rejected: ${problem}`);
  }
}

export interface Sniffed {
  mime: string;
  ext: string;
}

/** Counts and hashes what passes; fails with too_large on the first byte over `maxBytes`. */
export class UploadMeter extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private digest: string | null = null;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new UploadRejected('too_large'));
      return;
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    this.digest = this.hash.digest('hex');
    done();
  }

  /** The hex sha256 of everything that passed; only once the stream has ended. */
  sha256(): string {
    if (this.digest === null) throw new Error('UploadMeter: sha256 asked before the end');
    return this.digest;
  }
}

/**
 * Reads the first bytes of `source`, detects the type and checks it against `accept`; answers the
 * type and a stream of the whole file (head included) through a meter capped at `maxBytes`.
 * Throws UploadRejected for an empty file, a type not accepted, or a head already over the cap.
 * An error of the source, or of the meter, fails the returned body.
 */
export async function sniffUpload(
  source: Readable,
  opts: {
    accept: readonly string[];
    maxBytes: number;
    /** A pass-through check of the whole content (the video track), failing the body at its end. */
    check?: (type: Sniffed) => Transform | null;
  },
): Promise<{ type: Sniffed; body: Readable; meter: UploadMeter }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  const stop = async (problem: UploadProblem): Promise<never> => {
    // Ends the source (and with it the multipart parser's file stream) without reading further.
    if (!ended) await chunks.return?.();
    throw new UploadRejected(problem);
  };
  if (headBytes === 0) return stop('empty');
  if (headBytes > opts.maxBytes) return stop('too_large');
  const first = Buffer.concat(head);
  // file-type loads with the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(first.subarray(0, SNIFF_BYTES));
  if (!detected || !opts.accept.includes(detected.mime)) return stop('wrong_type');

  async function* whole() {
    let done = ended;
    try {
      yield first;
      while (!done) {
        const next = await chunks.next();
        if (next.done) done = true;
        else yield next.value;
      }
    } finally {
      // Stopped early (the meter or the store failed): stop the source as well.
      if (!done) await chunks.return?.();
    }
  }
  const meter = new UploadMeter(opts.maxBytes);
  // pipeline, not pipe: an error on either side destroys both, so a consumer of `body` sees it.
  const type = { mime: detected.mime, ext: detected.ext };
  const check = opts.check?.(type);
  const body = check
    ? pipeline(Readable.from(whole()), meter, check, () => {})
    : pipeline(Readable.from(whole()), meter, () => {});
  return { type, body, meter };
}
