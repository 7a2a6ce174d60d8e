/**
 * What a phone downloads on its first visit to the built app: every script and style sheet of the
 * login page comes as the brotli file the build wrote (or gzip for a browser without brotli),
 * decodes to the plain file, and is cached for good; the app shell is revalidated. No page is
 * opened: the replies are read as sent, before any browser decodes them.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { baseUrl } from './support/base-url';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET that leaves the body as sent (fetch would decode it and hide the encoding). */
function getRaw(path: string, acceptEncoding?: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl()}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The scripts and style sheets the login page's HTML names (entry, preloads, styles). */
async function shellAssets(): Promise<string[]> {
  const shell = await getRaw('/login');
  const html = shell.body.toString('utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
}

test.describe('first load of the built app', () => {
  test('scripts and style sheets come brotli-compressed, decode to the plain file and are cached for good', async () => {
    const assets = await shellAssets();
    expect(assets.length).toBeGreaterThan(1);
    let plainBytes = 0;
    let sentBytes = 0;
    for (const asset of assets) {
      const plain = await getRaw(asset);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const br = await getRaw(asset, 'gzip, deflate, br, zstd');
      expect(br.status).toBe(200);
      expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (plain.body.length < 1024) continue; // the build leaves tiny files as they are
      expect(br.headers['content-encoding'], asset).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), asset).toBe(true);
      const gz = await getRaw(asset, 'gzip');
      expect(gz.headers['content-encoding'], asset).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body), asset).toBe(true);
      plainBytes += plain.body.length;
      sentBytes += br.body.length;
    }
    // Brotli sends well under a third of the bytes of the plain files.
    expect(sentBytes).toBeLessThan(plainBytes / 3);
  });

  test('the app shell is never cached', async () => {
    const shell = await getRaw('/login', 'br');
    expect(shell.status).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
  });
});
