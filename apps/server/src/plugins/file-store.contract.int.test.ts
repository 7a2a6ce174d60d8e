/**
 * The FileStore contract, run against both stores: the local folder (the embedded default) and S3
 * (s3rver, a real S3 HTTP API started here). Whatever the uploads, the recordings and the file
 * routes rely on holds for both, including a 150 MB upload streamed without holding it in memory
 * and the ranged reads a video player seeks with.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { FileNotFound, type FileStore, FileStoreUnavailable, LocalFileStore } from './files';
import { S3FileStore } from './s3-files';

const MB = 1024 * 1024;

/** Block `n` of a generated file: 1 MB that differs from every other block, made on demand. */
function block(n: number): Buffer {
  return Buffer.alloc(MB, createHash('sha256').update(`block-${n}`).digest());
}

/** A file of `blocks` MB streamed block by block: never more than a block in memory. */
function generated(blocks: number): Readable {
  return Readable.from(
    (function* () {
      for (let n = 0; n < blocks; n++) yield block(n);
    })(),
  );
}

function expectedDigest(blocks: number): string {
  const hash = createHash('sha256');
  for (let n = 0; n < blocks; n++) hash.update(block(n));
  return hash.digest('hex');
}

/** The bytes start..end (inclusive) of a generated file. */
function expectedRange(start: number, end: number): Buffer {
  const parts: Buffer[] = [];
  for (let n = Math.floor(start / MB); n <= Math.floor(end / MB); n++) {
    const from = Math.max(start - n * MB, 0);
    const to = Math.min(end - n * MB, MB - 1);
    parts.push(block(n).subarray(from, to + 1));
  }
  return Buffer.concat(parts);
}

async function digestOf(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const part of stream) {
    hash.update(part as Buffer);
    size += (part as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** A body that sends some bytes and then fails, as a cut connection does. */
function cutOff(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(64 * 1024, 1);
      throw new Error('connection reset by the uploader');
    })(),
  );
}

function contract(name: string, open: () => Promise<FileStore>, close: () => Promise<void>) {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;

    beforeAll(async () => {
      store = await open();
    });
    afterAll(close);

    it('stores a file whole, reads it back, replaces and deletes it', async () => {
      const key = 'kyc/contract/ktp-1.png';
      const bytes = Buffer.from('the bytes of a KTP photograph');
      expect(await store.put(key, Readable.from([bytes]))).toEqual({ size: bytes.length });
      expect(await store.exists(key)).toBe(true);
      expect(await store.size(key)).toBe(bytes.length);
      expect(await buffer(store.get(key))).toEqual(bytes);

      const again = Buffer.from('a second photograph, longer than the first');
      await store.put(key, Readable.from([again]));
      expect(await buffer(store.get(key))).toEqual(again);

      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      // Deleting what is gone is no error: a retried clean-up must not fail.
      await store.delete(key);
    });

    it('lists the keys under a folder in the order of their names, the first ones when asked', async () => {
      expect(await store.list('audit-checkpoints-contract/', 5)).toEqual([]);
      for (const name of ['0300', '0100', '0200'])
        await store.put(`audit-checkpoints-contract/${name}.json`, Readable.from([Buffer.from(name)]));
      await store.put('audit-checkpoints-contract-other/0000.json', Readable.from([Buffer.from('x')]));
      expect(await store.list('audit-checkpoints-contract/', 5)).toEqual([
        'audit-checkpoints-contract/0100.json',
        'audit-checkpoints-contract/0200.json',
        'audit-checkpoints-contract/0300.json',
      ]);
      expect(await store.list('audit-checkpoints-contract/', 1)).toEqual([
        'audit-checkpoints-contract/0100.json',
      ]);
    });

    it('stores an empty file', async () => {
      expect(await store.put('kyc/contract/empty.bin', Readable.from([]))).toEqual({ size: 0 });
      expect(await store.size('kyc/contract/empty.bin')).toBe(0);
    });

    it('tells a missing file apart from any other failure', async () => {
      const key = 'kyc/contract/never-written.pdf';
      expect(await store.exists(key)).toBe(false);
      await expect(store.size(key)).rejects.toBeInstanceOf(FileNotFound);
      await expect(buffer(store.get(key))).rejects.toThrow();
    });

    it('keeps nothing at the key when the body fails part way', async () => {
      const key = 'kyc/contract/cut-off.mp4';
      await expect(store.put(key, cutOff())).rejects.toThrow('connection reset by the uploader');
      expect(await store.exists(key)).toBe(false);
    });

    it('refuses a key the server would never make', async () => {
      await expect(store.put('../outside', Readable.from([]))).rejects.toThrow('unsafe file key');
      await expect(store.size('kyc/../../etc/passwd')).rejects.toThrow('unsafe file key');
    });

    it('streams a 150 MB upload and reads byte ranges of it', { timeout: 180_000 }, async () => {
      const key = 'kyc/contract/video-150mb.mp4';
      const blocks = 150;
      expect(await store.put(key, generated(blocks))).toEqual({ size: blocks * MB });
      expect(await store.size(key)).toBe(blocks * MB);
      expect(await digestOf(store.get(key))).toEqual({ sha256: expectedDigest(blocks), size: blocks * MB });
      // A player seeking: the first bytes, a range across a block boundary deep in, the last byte.
      for (const [start, end] of [
        [0, 1023],
        [100 * MB - 10, 100 * MB + 9],
        [blocks * MB - 1, blocks * MB - 1],
      ] as const) {
        expect(await buffer(store.get(key, { start, end }))).toEqual(expectedRange(start, end));
      }
      await store.delete(key);
    });
  });
}

let localRoot = '';
contract(
  'local folder',
  async () => {
    localRoot = mkdtempSync(path.join(os.tmpdir(), 'kilau-files-'));
    return new LocalFileStore(localRoot);
  },
  async () => rmSync(localRoot, { recursive: true, force: true }),
);

describe('local folder: partial uploads', () => {
  // S3 keeps an unfinished upload out of sight as a multipart upload; s3rver cannot list those, so
  // their abort is left to the bucket's lifecycle rule (README) and is not tested here.
  it('removes what a killed process left mid-write once it is an hour old', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'kilau-files-'));
    const store = new LocalFileStore(root);
    const leavePartial = async (name: string, ageMs: number) => {
      const file = path.join(root, '.partial', name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, Buffer.alloc(1024));
      const when = new Date(Date.now() - ageMs);
      await utimes(file, when, when);
    };
    await leavePartial('killed-yesterday', 2 * 60 * 60_000);
    await leavePartial('still-uploading', 0);
    expect(await store.sweepPartial(60 * 60_000)).toBe(1);
    expect(await readdir(path.join(root, '.partial'))).toEqual(['still-uploading']);
    rmSync(root, { recursive: true, force: true });
  });
});

let s3: TestS3Server;
contract(
  'S3 (s3rver)',
  async () => {
    s3 = await startS3Server();
    return s3.store();
  },
  async () => s3.stop(),
);

describe('S3 store that cannot be reached', () => {
  // A port nothing listens on: connection refused, as when the object store is down.
  const store = new S3FileStore({
    bucket: 'kilau-test-files',
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    pathStyle: true,
  });
  afterAll(() => store.close());

  it('fails every operation as unavailable, never as a missing file', async () => {
    await expect(store.put('kyc/x/ktp.png', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      FileStoreUnavailable,
    );
    await expect(store.size('kyc/x/ktp.png')).rejects.toBeInstanceOf(FileStoreUnavailable);
    await expect(store.exists('kyc/x/ktp.png')).rejects.toBeInstanceOf(FileStoreUnavailable);
    await expect(buffer(store.get('kyc/x/ktp.png'))).rejects.toBeInstanceOf(FileStoreUnavailable);
  });
});

describe('S3 store for a bucket that requires encryption', () => {
  let s3: TestS3Server;
  let proxy: http.Server;
  let store: S3FileStore;
  /** What reached the S3 API: each request's method, path, encryption and Object Lock headers. */
  const seen: {
    method: string;
    url: string;
    sse: string | undefined;
    lockMode?: string | undefined;
    lockUntil?: string | undefined;
  }[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    const target = new URL(s3.endpoint);
    // A pass-through in front of the S3 server that notes each request's headers.
    proxy = http.createServer((req, res) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        sse: req.headers['x-amz-server-side-encryption'] as string | undefined,
        lockMode: req.headers['x-amz-object-lock-mode'] as string | undefined,
        lockUntil: req.headers['x-amz-object-lock-retain-until-date'] as string | undefined,
      });
      const forward = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    store = new S3FileStore({
      bucket: s3.bucket,
      endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      pathStyle: true,
      serverSideEncryption: 'AES256',
    });
  });
  afterAll(async () => {
    store.close();
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await s3.stop();
  });

  it('sends the encryption header with every object it creates, small or multipart', async () => {
    await store.put('kyc/sse/ktp.png', Readable.from([Buffer.from('a small picture')]));
    await store.put('kyc/sse/video.mp4', generated(20));
    const creates = seen.filter(
      (r) =>
        (r.method === 'PUT' && !r.url.includes('partNumber=')) ||
        (r.method === 'POST' && r.url.includes('uploads')),
    );
    expect(creates.map((r) => r.url.split('?')[0])).toEqual([
      `/${s3.bucket}/kyc/sse/ktp.png`,
      `/${s3.bucket}/kyc/sse/video.mp4`,
    ]);
    for (const r of creates) expect(r.sse).toBe('AES256');
    expect(await store.size('kyc/sse/video.mp4')).toBe(20 * MB);
  });

  // s3rver has no Object Lock: what is tested is the request S3 receives (AWS and MinIO enforce it).
  it('asks for Object Lock retention on a checkpoint when given one, and not otherwise', async () => {
    const until = new Date('2027-12-31T00:00:00.000Z');
    await store.put('audit-checkpoints/0001.json', Readable.from([Buffer.from('{}')]), {
      retention: { mode: 'COMPLIANCE', until },
    });
    const put = seen.find((r) => r.method === 'PUT' && r.url.startsWith(`/${s3.bucket}/audit-checkpoints/`));
    expect(put).toMatchObject({ lockMode: 'COMPLIANCE' });
    expect(new Date(put?.lockUntil ?? '').toISOString()).toBe(until.toISOString());
    expect(seen.filter((r) => r.url.includes('/kyc/sse/')).every((r) => r.lockMode === undefined)).toBe(true);
  });
});
