/**
 * How the built web app is served: scripts and style sheets go out as the .br or .gz file the
 * build wrote beside them when the browser accepts it, the plain file otherwise, and hashed assets
 * are cached for good while the app shell is always revalidated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app';

const SCRIPT = '/assets/login-page-3aOcz7hd.js';
const STYLES = '/assets/index-Bq7xK2mP.css';
const SMALL = '/assets/Anchor-15IyToVa.js';
const EARLY = '/assets/early.0123456789ab.js';
const SHELL_STYLES = '/assets/customer-shell-Ba7nWpUh.css';

/** A script as the build emits it: minified code, large enough to be worth compressing. */
const script = Buffer.from(
  Array.from(
    { length: 400 },
    (_, i) => `export function f${i}(a){return a.map(b=>b*${i}).filter(Boolean).join(",")}\n`,
  ).join(''),
);
const styles = Buffer.from(
  Array.from({ length: 300 }, (_, i) => `.m_${i.toString(16)}{padding:${i}px;color:var(--c-${i})}`).join(''),
);
const small = Buffer.from('export const a=1;');

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // The layout of apps/web/dist after `npm run build -w @kilau/web`: the compressed siblings are
  // what vite-plugin-compression2 writes (brotli at quality 11, gzip at level 9); files under
  // 1 kB get none.
  dist = mkdtempSync(path.join(os.tmpdir(), 'kilau-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" src="/assets/index-A1b2C3d4.js"></script></head><div id="root"></div>',
  );
  // What scripts/route-preloads.mjs writes after the build: each route's chunks beyond the entry.
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      early: EARLY,
      routes: [
        {
          path: '/login',
          scripts: [SCRIPT, SMALL],
          styles: [],
          head: '<link rel="preload" as="image" href="/favicon.svg"/>',
          // As prerender.tsx renders it; `$&` must reach the browser as written.
          markup: '<main><h1>Masuk</h1><p>Rp 1.000 $&amp; lainnya</p></main>',
        },
        { path: '/aktivasi/:id', scripts: ['/assets/activation-page-0a1b2c3d.js'], styles: [STYLES] },
        {
          path: '/beranda',
          scripts: ['/assets/dashboard-page-0a1b2c3d.js'],
          styles: [SHELL_STYLES],
          markup: '<header>Kilau</header><main><span>Memuat…</span></main>',
          frame: 'customer',
          requests: ['/v1/user/gold_saving', '/v1/abx/transactions?limit=10&offset=0&currency=IDR'],
        },
        {
          path: '/welcome',
          scripts: ['/assets/welcome-page-0a1b2c3d.js'],
          styles: [],
          markup: '<main><h1>Akun Anda terverifikasi</h1></main>',
          variants: [
            {
              search: '?akun=disetujui',
              head: '',
              markup: '<main><h1>Selamat, akun Anda disetujui</h1></main>',
            },
          ],
        },
        {
          path: '/register-datapribadi',
          scripts: ['/assets/personal-step-0a1b2c3d.js'],
          styles: [],
          requests: ['/v2/kyc/customer/platform'],
        },
      ],
    }),
  );
  for (const [name, body] of [
    [SCRIPT, script],
    [STYLES, styles],
  ] as const) {
    const file = path.join(dist, name);
    writeFileSync(file, body);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  writeFileSync(path.join(dist, SMALL), small);
  t = await createTestApp({ env: { WEB_DIST: dist } });
});

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built scripts and style sheets', () => {
  it('go out as brotli to a browser that accepts it, and decode to the same bytes', async () => {
    const res = await get(SCRIPT, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(res.rawPayload).equals(script)).toBe(true);
  });

  it('go out as gzip to a browser that does not accept brotli', async () => {
    const res = await get(STYLES, 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).equals(styles)).toBe(true);
  });

  it('go out uncompressed (identity) to a client that sends no Accept-Encoding', async () => {
    const res = await get(SCRIPT);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    // Still marked as varying, so a shared cache never hands this copy to a browser that wants br.
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(script)).toBe(true);
  });

  it('go out plain when the build wrote no compressed copy (files under 1 kB)', async () => {
    const res = await get(SMALL, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(small)).toBe(true);
  });

  it('answer 404, not the app shell, for a missing hashed asset in any encoding', async () => {
    const res = await get('/assets/gone-00000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the app shell', () => {
  it('is served for a client-side route and always revalidated', async () => {
    const res = await get('/login', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });
});

describe('the app shell of a route', () => {
  it("lists the route's own chunks as preloads, so they load with the entry", async () => {
    const res = await get('/login?from=%2Fberanda', 'br, gzip');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="modulepreload" href="${SCRIPT}">`);
    expect(head).toContain(`<link rel="modulepreload" href="${SMALL}">`);
    expect(head).not.toContain('activation-page');
  });

  it('holds the markup the build rendered for it, inside the root, for the browser to hydrate', async () => {
    const res = await get('/login');
    expect(res.body).toContain(
      '<div id="root"><main><h1>Masuk</h1><p>Rp 1.000 $&amp; lainnya</p></main></div>',
    );
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
  });

  it('matches a route with a parameter, and lists its style sheets as preloads', async () => {
    const res = await get('/aktivasi/9f0c2d');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/activation-page-0a1b2c3d.js">');
    expect(res.body).toContain(`<link rel="preload" as="style" crossorigin href="${STYLES}">`);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("a customer's frame: the first script before every other tag, with the screen's first GETs", async () => {
    const res = await get('/beranda');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    // Before the entry's own script: it must not wait a round for one of six connections.
    expect(head.indexOf(`<script src="${EARLY}"`)).toBeGreaterThan(-1);
    expect(head.indexOf(`<script src="${EARLY}"`)).toBeLessThan(head.indexOf('<script type="module"'));
    // The list as JSON in an attribute, its quotes and ampersands escaped for HTML.
    const tag = head.match(/<script src="[^"]+"([^>]*)><\/script>/)?.[1] ?? '';
    expect(tag).toContain('data-frame="customer"');
    const requests = tag.match(/data-requests="([^"]*)"/)?.[1] ?? '';
    expect(JSON.parse(requests.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual([
      '/v1/user/gold_saving',
      '/v1/abx/transactions?limit=10&offset=0&currency=IDR',
    ]);
    expect(requests).not.toContain('&offset');
  });

  it("a customer's frame: its style sheets apply at once, and the root says whose frame it is", async () => {
    const res = await get('/beranda');
    // The markup paints from the HTML, so its sheets are style sheets, not preloads, asked for
    // before the entry's scripts.
    const sheet = `<link rel="stylesheet" crossorigin href="${SHELL_STYLES}">`;
    expect(res.body).toContain(sheet);
    expect(res.body.indexOf(sheet)).toBeLessThan(res.body.indexOf('<script type="module"'));
    expect(res.body).not.toContain(`<link rel="preload" as="style" crossorigin href="${SHELL_STYLES}">`);
    expect(res.body).toContain(
      '<div id="root" data-frame="customer"><header>Kilau</header><main><span>Memuat…</span></main></div>',
    );
  });

  it('a screen with first GETs but no markup gets the first script without a frame', async () => {
    const res = await get('/register-datapribadi');
    expect(res.body).toContain(`<script src="${EARLY}" data-requests=`);
    expect(res.body).not.toContain('data-frame');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('holds the markup rendered for the query a screen shows differently, whatever else the query holds', async () => {
    const approved = await get('/welcome?utm_source=email&akun=disetujui');
    expect(approved.body).toContain(
      '<div id="root"><main><h1>Selamat, akun Anda disetujui</h1></main></div>',
    );
    expect(approved.body).toContain('<link rel="modulepreload" href="/assets/welcome-page-0a1b2c3d.js">');
    for (const other of ['/welcome', '/welcome?akun=lain']) {
      expect((await get(other)).body).toContain(
        '<div id="root"><main><h1>Akun Anda terverifikasi</h1></main></div>',
      );
    }
  });

  it('no first script on a public screen', async () => {
    const res = await get('/login');
    expect(res.body).not.toContain(EARLY);
  });

  it('is the shell as built for a URL the list does not know', async () => {
    const res = await get('/nsb-baru');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).toContain('<div id="root">');
  });
});
