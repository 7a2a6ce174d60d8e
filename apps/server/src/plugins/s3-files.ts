/**
 * The FileStore on S3-compatible object storage (decision 0079), for several instances behind a
 * load balancer. Uploads stream through a multipart upload of 8 MB parts, two in flight, so a
 * 200 MB video never sits in memory; reads ask for the byte range the player wants. S3 makes an
 * object visible only when its upload completes: a killed process leaves an incomplete multipart
 * upload, which `sweepPartial` aborts where the server lists them (and the bucket's lifecycle rule
 * in the README aborts everywhere).
 */
import { PassThrough, type Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  type ListMultipartUploadsCommandOutput,
  ListObjectsV2Command,
  S3Client,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedStorageKey,
  FileNotFound,
  type FileStore,
  FileStoreUnavailable,
  type Retention,
} from './files';

export interface S3StoreOptions {
  bucket: string;
  /** Unset: AWS itself. Set (MinIO, Ceph, a local test server): usually with pathStyle. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  pathStyle: boolean;
  /** The bucket's encryption header, where its policy refuses objects without one. */
  serverSideEncryption?: ServerSideEncryption;
  kmsKeyId?: string;
  /** How long one request may take before the store counts as unreachable. */
  requestTimeoutMs?: number;
}

const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

interface S3ErrorShape {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

function isNotFound(err: unknown): boolean {
  const e = err as S3ErrorShape;
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/** Any failure that is not the store's "no such key": unreachable, timed out, 5xx, refused. */
function unavailable(operation: string, err: unknown): Error {
  return new FileStoreUnavailable(operation, { cause: err });
}

export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.pathStyle,
      credentials: options.credentials,
      // A store that does not answer fails the request in seconds, not after the OS's TCP timeout.
      requestHandler: { connectionTimeout: 3_000, requestTimeout: options.requestTimeoutMs ?? 60_000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Readable, options: { retention?: Retention } = {}) {
    const objectKey = checkedStorageKey(key);
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // The body's own failure (a refused upload, a cut connection) reaches the upload through here.
    body.on('error', (err) => counted.destroy(err));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key: objectKey,
        Body: counted,
        ServerSideEncryption: this.options.serverSideEncryption,
        SSEKMSKeyId: this.options.kmsKeyId,
        // Object Lock: the bucket keeps this version until then, whoever holds the keys (the
        // bucket must have Object Lock enabled; the SDK sends the checksum S3 requires with it).
        ObjectLockMode: options.retention?.mode,
        ObjectLockRetainUntilDate: options.retention?.until,
      },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      // On failure the parts already sent are deleted with the multipart upload.
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      if (body.errored) throw body.errored;
      throw unavailable('put', err);
    }
    return { size };
  }

  get(key: string, range?: { start: number; end: number }): Readable {
    const out = new PassThrough();
    const command = new GetObjectCommand({
      Bucket: this.options.bucket,
      Key: checkedStorageKey(key),
      Range: range ? `bytes=${range.start}-${range.end}` : undefined,
    });
    this.client.send(command).then(
      (reply) => {
        const body = reply.Body as Readable | undefined;
        if (!body) return out.end();
        body.on('error', (err) => out.destroy(unavailable('get', err)));
        body.pipe(out);
      },
      (err: unknown) => out.destroy(isNotFound(err) ? new FileNotFound(key) : unavailable('get', err)),
    );
    return out;
  }

  async size(key: string) {
    const command = new HeadObjectCommand({ Bucket: this.options.bucket, Key: checkedStorageKey(key) });
    try {
      const head = await this.client.send(command);
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isNotFound(err)) throw new FileNotFound(key);
      throw unavailable('size', err);
    }
  }

  async exists(key: string) {
    try {
      await this.size(key);
      return true;
    } catch (err) {
      if (err instanceof FileNotFound) return false;
      throw err;
    }
  }

  async delete(key: string) {
    const command = new DeleteObjectCommand({ Bucket: this.options.bucket, Key: checkedStorageKey(key) });
    try {
      await this.client.send(command);
    } catch (err) {
      if (!isNotFound(err)) throw unavailable('delete', err);
    }
  }

  async list(prefix: string, limit: number) {
    // One page of S3's default size, cut here: s3rver fails a truncated page (MaxKeys below the
    // count), and the first page holds the first keys in any case.
    const command = new ListObjectsV2Command({
      Bucket: this.options.bucket,
      Prefix: checkedStorageKey(prefix),
    });
    try {
      const page = await this.client.send(command);
      return (page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).slice(0, limit);
    } catch (err) {
      throw unavailable('list', err);
    }
  }

  async sweepPartial(olderThanMs: number) {
    const before = Date.now() - olderThanMs;
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      let page: ListMultipartUploadsCommandOutput;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.options.bucket,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (err) {
        // Some S3-compatible servers do not list uploads: the bucket's lifecycle rule covers them.
        if ((err as S3ErrorShape).name === 'NotImplemented') return removed;
        throw unavailable('sweep', err);
      }
      for (const u of page.Uploads ?? []) {
        if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated.getTime() >= before) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.options.bucket, Key: u.Key, UploadId: u.UploadId }),
        );
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  close() {
    this.client.destroy();
  }
}
