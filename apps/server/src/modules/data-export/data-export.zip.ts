/**
 * The ZIP of a copy (decision 0113), streamed: yazl reads one file at a time from the store
 * (`addReadStreamLazy`, so no file is opened before its turn) and its output goes straight into
 * the store; nothing holds the whole ZIP, nor a whole file, in memory. Each entry's SHA-256 is
 * taken from the bytes as they pass, so the manifest names what the ZIP holds, and the manifest is
 * signed with the audit checkpoint key (Ed25519, decision 0106): whoever holds the published
 * public key can check a copy.
 */
import { createHash, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../../plugins/files';
import { keyId } from '../audit';

export const MANIFEST_FORMAT = 'kilau-data-export-manifest/1';
export const SIGNATURE_FORMAT = 'kilau-data-export-signature/1';

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  export_id: string;
  user_id: string;
  created_at: string;
  key_id: string;
  entries: ManifestEntry[];
}

/** A part of the ZIP: bytes made here (data.json, the README) or a stored file. */
export type ZipPart = { path: string; bytes: Buffer } | { path: string; storageKey: string; size: number };

/** Counts and hashes what passes. */
function digestTap(onDone: (e: { size: number; sha256: string }) => void): Transform {
  const hash = createHash('sha256');
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
    flush(cb) {
      onDone({ size, sha256: hash.digest('hex') });
      cb();
    },
  });
}

export function signManifest(manifestBytes: Buffer, privateKey: KeyObject): Buffer {
  const signature = sign(null, manifestBytes, privateKey).toString('base64url');
  const doc = {
    format: SIGNATURE_FORMAT,
    algorithm: 'Ed25519',
    key_id: keyId(createPublicKey(privateKey)),
    signed_file: 'manifest.json',
    signature,
  };
  return Buffer.from(`${JSON.stringify(doc, null, 2)}\n`);
}

/**
 * Streams the ZIP of `parts`, then manifest.json and manifest.sig, into the store at `key`.
 * Answers the ZIP's size and SHA-256.
 */
export async function writeExportZip(
  store: FileStore,
  key: string,
  parts: readonly ZipPart[],
  meta: { exportId: string; userId: string; createdAt: Date; privateKey: KeyObject },
): Promise<{ size: number; sha256: string; manifest: Manifest }> {
  const zip = new ZipFile();
  /** The stored file being read now, closed if the copy fails midway. */
  let current: Readable | null = null;
  const mtime = meta.createdAt;
  let whole: { size: number; sha256: string } | null = null;
  const out = digestTap((d) => {
    whole = d;
  });
  zip.on('error', (err: Error) => out.destroy(err));
  (zip.outputStream as Readable).on('error', (err: Error) => out.destroy(err));
  zip.outputStream.pipe(out);
  const stored = store.put(key, out);

  const entries: Promise<ManifestEntry>[] = parts.map((part) => {
    if ('bytes' in part) {
      zip.addBuffer(part.bytes, part.path, { mtime });
      return Promise.resolve({
        path: part.path,
        size: part.bytes.length,
        sha256: createHash('sha256').update(part.bytes).digest('hex'),
      });
    }
    return new Promise<ManifestEntry>((resolve, reject) => {
      // Images and videos are compressed already: stored as they are, which is also faster.
      zip.addReadStreamLazy(part.path, { mtime, compress: false, size: part.size }, (cb) => {
        const tap = digestTap((d) => resolve({ path: part.path, ...d }));
        const source = store.get(part.storageKey);
        current = source;
        source.on('error', (err) => {
          reject(err);
          tap.destroy(err);
        });
        tap.on('error', reject);
        cb(null, source.pipe(tap));
      });
    });
  });

  const finish = (async () => {
    const listed = await Promise.all(entries);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      export_id: meta.exportId,
      user_id: meta.userId,
      created_at: meta.createdAt.toISOString(),
      key_id: keyId(createPublicKey(meta.privateKey)),
      entries: listed,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    zip.addBuffer(manifestBytes, 'manifest.json', { mtime });
    zip.addBuffer(signManifest(manifestBytes, meta.privateKey), 'manifest.sig', { mtime });
    zip.end();
    return manifest;
  })();
  // A failing file must end the upload too, or the store would wait for bytes that never come.
  finish.catch((err: Error) => out.destroy(err));

  const [manifest] = await Promise.all([finish, stored]).catch((err: unknown) => {
    out.destroy();
    current?.destroy();
    throw err;
  });
  if (!whole) throw new Error('the ZIP stream ended without its digest');
  const { size, sha256 } = whole as { size: number; sha256: string };
  return { size, sha256, manifest };
}
