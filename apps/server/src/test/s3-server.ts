/**
 * An S3-compatible server for tests and benchmarks (s3rver, decision 0079: MinIO cannot be installed
 * on the test machines): a real HTTP S3 API on a
 * free port (or the one given, to start it again where it was), keeping its objects in a folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { S3FileStore } from '../plugins/s3-files';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The server's environment for an app instance started as its own process. */
  env: Record<string, string>;
  /** A store on this server, as the app builds it from that environment. */
  store(): S3FileStore;
  /** The keys of the objects under `prefix`, as any S3 client lists them. */
  listKeys(prefix: string): Promise<string[]>;
  /** Stops the server; its objects are removed unless kept for a restart (`startS3Server({ directory })`). */
  stop(options?: { keepObjects?: boolean }): Promise<void>;
  /** Where the objects are kept. */
  directory: string;
  port: number;
}

const BUCKET = 'kilau-test-files';

export async function startS3Server(
  options: { port?: number; directory?: string } = {},
): Promise<TestS3Server> {
  const port = options.port ?? 0;
  const directory = options.directory ?? mkdtempSync(path.join(os.tmpdir(), 'kilau-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const stores: S3FileStore[] = [];
  return {
    endpoint,
    bucket: BUCKET,
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    store() {
      const store = new S3FileStore({
        bucket: BUCKET,
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        pathStyle: true,
      });
      stores.push(store);
      return store;
    },
    directory,
    port: address.port,
    async listKeys(prefix) {
      const client = new S3Client({
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      try {
        const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
        return (listed.Contents ?? []).map((o) => o.Key ?? '');
      } finally {
        client.destroy();
      }
    },
    async stop(stopOptions = {}) {
      for (const s of stores) s.close();
      await server.close();
      if (!stopOptions.keepObjects) rmSync(directory, { recursive: true, force: true });
    },
  };
}
