/**
 * The served pages, sent with the customer's data in them (decisions 0118, 0182): the dashboard and
 * an onboarding step. What a customer and an auditor rely on: the page holds the data of the
 * customer whose page credential came with it and of no one else; a credential the API would refuse
 * (logged out, a staff session, a forged token) gets the page without data; such a page is never
 * cached; and nothing in the data can break out of its JSON block into the page.
 *
 * The web app's server build is replaced by a small module of the same shape, rendering what the
 * API answered the worker for GET /v1/user/profile (the dashboard) or for the customer's record, as
 * a step's first GETs read it: the server side is what is tested here; the real build in the browser
 * is tested by e2e/pw/customer-frame.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import {
  PAGE_SESSION_COOKIE,
  ROLES,
  SAMPLE_CUSTOMER,
  SERVED_DATA_ELEMENT_ID,
  SERVED_PAGES,
  sampleNik,
} from '@kilau/shared';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, generateStaffPassword } from '../modules/staff-auth/staff-accounts';
import { staffSession } from '../modules/staff-mfa/testing/staff-login';
import { createTestApp, type TestApp } from '../test/app';
import { nextTestIp, type RegisteredCustomer, registerCustomer } from '../test/customer';
import { isCredentialedPage, pageToken } from './customer-pages';

/** A string in every rendered state that would end a script block if written as it is. */
const BREAKOUT = '</script><script>alert(1)</script><!--';

/** prerender.js's `renderWithData`, reduced to asking the API through `fetch` and showing the reply. */
const SERVER_BUILD = `
export async function renderWithData(url) {
  if (url.startsWith('/register-')) return renderStep(url);
  // A refusal is not thrown: the server must recognise it on its own and not use such a render.
  const res = await fetch('/v1/user/profile');
  const profile = res.ok ? await res.json() : {};
  const name = res.ok ? String(profile.data?.fullname ?? profile.fullname ?? '') : 'TAMU';
  return {
    head: '',
    markup: '<main><h1>' + name + '</h1><p>' + url + '</p></main>',
    state: { mutations: [], queries: [{ queryKey: ['profile'], state: { data: { name, note: ${JSON.stringify(BREAKOUT)} } } }] },
  };
}

// A step's first GETs as the app sends them: the customer's records, then the record's every field.
async function renderStep(url) {
  const list = await fetch('/v2/kyc/customer/platform');
  const records = list.ok ? (await list.json()).data : [];
  const platformId = records[0] ? records[0].platform.platform_id : 'none';
  const res = await fetch('/v2/kyc/customer/platform/' + platformId);
  const customer = res.ok ? (await res.json()).data.customer : { fullname: 'TAMU', ktp_no: '' };
  return {
    head: '',
    markup: '<main><h1>' + customer.fullname + '</h1><p>' + customer.ktp_no + '</p><p>' + url + '</p></main>',
    state: { mutations: [], queries: [{ queryKey: ['onboarding', 'customer-record'], state: { data: customer } }] },
  };
}
`;

/** The onboarding step the tests open. */
const STEP = '/register-datapribadi';

let t: TestApp;
let dist: string;
let siti: RegisteredCustomer;
let budi: RegisteredCustomer;
/** The KTP numbers of the records the customers registered at the bank, by name. */
const ktp: Record<string, string> = {};

beforeAll(async () => {
  const web = mkdtempSync(path.join(os.tmpdir(), 'kilau-web-'));
  dist = path.join(web, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(web, 'dist-prerender'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" src="/assets/index-A1b2C3d4.js"></script></head><div id="root"></div>',
  );
  writeFileSync(
    path.join(dist, '.vite/route-preloads.json'),
    JSON.stringify({
      early: '/assets/early.0123456789ab.js',
      routes: [
        {
          path: '/beranda',
          scripts: ['/assets/dashboard-page-0a1b2c3d.js'],
          styles: ['/assets/customer-shell-Ba7nWpUh.css'],
          markup: '<header>Kilau</header><main><span>Memuat…</span></main>',
          frame: 'customer',
          requests: ['/v1/user/gold_saving'],
        },
        {
          path: STEP,
          scripts: ['/assets/personal-step-page-4e5f6a7b.js'],
          styles: ['/assets/customer-shell-Ba7nWpUh.css'],
          markup: '<header>Kilau</header><main><span>Memuat…</span></main>',
          frame: 'customer',
        },
      ],
    }),
  );
  writeFileSync(path.join(web, 'dist-prerender/prerender.js'), SERVER_BUILD);
  t = await createTestApp({ env: { WEB_DIST: dist } });
  siti = await registerCustomer(t, { fullname: 'Siti Rahmawati' });
  budi = await registerCustomer(t, { fullname: 'Budi Santoso' });
  ktp.siti = await registerAtBank(siti, 1);
});

/**
 * The customer's record at bank 037 on gofx, made by the call the bank form sends; answers its KTP
 * number.
 */
async function registerAtBank(who: RegisteredCustomer, serial: number): Promise<string> {
  const headers = { authorization: `Bearer ${who.token}` };
  const platforms = await t.app.inject({
    url: '/v2/master_data/platform',
    headers,
    remoteAddress: nextTestIp(),
  });
  const list = platforms.json().data.platform as { _id: string; app_name: string }[];
  const gofx = list.find((p) => p.app_name === 'gofx') ?? list[0];
  const { birthDates, addresses, mothersName } = SAMPLE_CUSTOMER;
  const ktpNo = sampleNik(addresses.bandung.district_type, birthDates.man, false, serial);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/v2/kyc/customer/platform',
    headers,
    remoteAddress: nextTestIp(),
    payload: {
      platform_id: gofx?._id,
      bank_code: '037',
      fullname: who.fullname,
      mothers_name: mothersName,
      date_of_birth: birthDates.man,
      ktp_no: ktpNo,
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return ktpNo;
}

afterAll(async () => {
  await t.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const page = (token: string | null, url = '/beranda') =>
  t.app.inject({
    url,
    headers: token ? { cookie: `theme=dark; ${PAGE_SESSION_COOKIE.name}=${encodeURIComponent(token)}` } : {},
    remoteAddress: nextTestIp(),
  });

/** The JSON block a served page carries, as the browser reads it. */
function servedData(
  html: string,
): { sid: string; state: { queries: { state: { data: unknown } }[] } } | null {
  const m = html.match(
    new RegExp(`<script type="application/json" id="${SERVED_DATA_ELEMENT_ID}">(.*?)</script>`),
  );
  return m?.[1] ? JSON.parse(m[1]) : null;
}

const sidOf = (token: string) => String(decodeJwt(token).sid);

describe("the dashboard's page with the customer's data", () => {
  it("holds the customer's own data, for their session, and is never cached", async () => {
    const res = await page(siti.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div id="root" data-frame="customer"><main><h1>Siti Rahmawati</h1>');
    expect(res.body).not.toContain('Budi Santoso');
    expect(res.body).not.toContain('Memuat…');
    expect(servedData(res.body)?.sid).toBe(sidOf(siti.token));
    // The first script still guards the page, without GETs of its own: the data is in the page.
    expect(res.body).toContain('<script src="/assets/early.0123456789ab.js" data-frame="customer"></script>');
    expect(res.body).not.toContain('data-requests');
    // The page's style sheets as style sheets, since it paints from the HTML.
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/customer-shell-Ba7nWpUh.css">',
    );
  });

  it('gives each customer their own page, even when both ask at once', async () => {
    const [a, b] = await Promise.all([page(siti.token), page(budi.token)]);
    expect(a.body).toContain('<h1>Siti Rahmawati</h1>');
    expect(a.body).not.toContain('Budi Santoso');
    expect(b.body).toContain('<h1>Budi Santoso</h1>');
    expect(b.body).not.toContain('Siti Rahmawati');
    expect(servedData(b.body)?.sid).toBe(sidOf(budi.token));
  });

  it('keeps every value inside its JSON block', async () => {
    const res = await page(siti.token);
    expect(res.body).not.toContain(BREAKOUT);
    expect(res.body.match(/<script/g)).toHaveLength(3); // the first script, the entry, the JSON block
    expect(servedData(res.body)?.state.queries[0]?.state.data).toEqual({
      name: 'Siti Rahmawati',
      note: BREAKOUT,
    });
  });

  it('is the page without data for a credential the API refuses', async () => {
    const frameOnly = (res: Awaited<ReturnType<typeof page>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<span>Memuat…</span>');
      expect(res.body).not.toContain(SERVED_DATA_ELEMENT_ID);
      expect(res.body).not.toMatch(/Siti Rahmawati|Budi Santoso|TAMU/);
    };
    frameOnly(await page(null));
    // A forged token, and one signed for a session that has ended.
    const [head, , sig] = budi.token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sid: sidOf(siti.token), sub: siti.id, typ: 'user', role: null })).toString('base64url')}.${sig}`;
    frameOnly(await page(forged));
    frameOnly(await page('not a token'));
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: { authorization: `Bearer ${budi.token}` },
      remoteAddress: nextTestIp(),
    });
    expect(loggedOut.statusCode).toBe(200);
    frameOnly(await page(budi.token));
    // A staff session is not a customer's: the API refuses it the customer's profile.
    const password = generateStaffPassword();
    await createStaff(t.db, {
      username: 'pialanghalaman',
      fullname: 'Pialang Halaman',
      role: ROLES.brokerAdmin,
      password,
      platform: 'gofx',
    });
    frameOnly(await page((await staffSession(t.app, 'pialanghalaman', password)).token));
  });

  it("is never sent for a page the credential's cookie does not go with", async () => {
    const res = await page(siti.token, '/profil');
    expect(res.body).not.toContain('Siti Rahmawati');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe("an onboarding step's page with the customer's record (decision 0182)", () => {
  // Budi's session has ended in the tests above: another customer with a record of her own.
  let dewi: RegisteredCustomer;
  beforeAll(async () => {
    dewi = await registerCustomer(t, { fullname: 'Dewi Lestari' });
    ktp.dewi = await registerAtBank(dewi, 2);
  });

  it('holds the record of the customer whose credential came with it, and is never cached', async () => {
    const res = await page(siti.token, STEP);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div id="root" data-frame="customer"><main><h1>Siti Rahmawati</h1><p>${ktp.siti}</p><p>${STEP}</p>`,
    );
    expect(res.body).not.toContain('Memuat…');
    expect(res.body).not.toMatch(new RegExp(`Dewi Lestari|${ktp.dewi}`));
    expect(servedData(res.body)?.sid).toBe(sidOf(siti.token));
    expect(res.body).toContain('<script src="/assets/early.0123456789ab.js" data-frame="customer"></script>');
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/personal-step-page-4e5f6a7b.js">');
  });

  it('gives each customer their own record, even when both ask at once', async () => {
    const [a, b] = await Promise.all([page(siti.token, STEP), page(dewi.token, STEP)]);
    expect(a.body).toContain(`<h1>Siti Rahmawati</h1><p>${ktp.siti}</p>`);
    expect(a.body).not.toContain(ktp.dewi);
    expect(b.body).toContain(`<h1>Dewi Lestari</h1><p>${ktp.dewi}</p>`);
    expect(b.body).not.toContain(ktp.siti);
    expect(servedData(b.body)?.sid).toBe(sidOf(dewi.token));
  });

  it('is the frame without the cookie, and for a credential the API refuses', async () => {
    const frameOnly = (res: Awaited<ReturnType<typeof page>>) => {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<span>Memuat…</span>');
      expect(res.body).not.toContain(SERVED_DATA_ELEMENT_ID);
      expect(res.body).not.toMatch(
        new RegExp(`Siti Rahmawati|Dewi Lestari|Rina Kartika|TAMU|${ktp.siti}|${ktp.dewi}|${ktp.rina}`),
      );
    };
    frameOnly(await page(null, STEP));
    const [head, , sig] = siti.token.split('.');
    const forged = `${head}.${Buffer.from(JSON.stringify({ sid: sidOf(siti.token), sub: siti.id, typ: 'user', role: null })).toString('base64url')}.${sig}`;
    frameOnly(await page(forged, STEP));
    // A customer's session, ended: its token in the cookie brings no one's record.
    const rina = await registerCustomer(t, { fullname: 'Rina Kartika' });
    ktp.rina = await registerAtBank(rina, 3);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/v2/user/logout',
      headers: { authorization: `Bearer ${rina.token}` },
      remoteAddress: nextTestIp(),
    });
    expect(loggedOut.statusCode).toBe(200);
    frameOnly(await page(rina.token, STEP));
  });
});

describe('the page credential', () => {
  it('is read from its own cookie, of an access token’s shape only', async () => {
    const name = PAGE_SESSION_COOKIE.name;
    // The Cookie header as a browser sends it, parsed by the plugin the app registers.
    const cookiesOf = (header: string) => fastifyCookie.parse(header);
    expect(pageToken(cookiesOf(`a=1; ${name}=x.y-z.w_v; b=2`))).toBe('x.y-z.w_v');
    expect(pageToken(cookiesOf(`${name}=x.y.z%3D`))).toBeNull();
    expect(pageToken(cookiesOf(`${name}=<script>`))).toBeNull();
    expect(pageToken(cookiesOf(`${name}=%E0%A4%A`))).toBeNull();
    expect(pageToken(cookiesOf(`${name}=${'a'.repeat(5000)}.b.c`))).toBeNull();
    expect(pageToken(cookiesOf(`x${name}=a.b.c`))).toBeNull();
    expect(pageToken({})).toBeNull();
  });

  it('goes with the served pages only', () => {
    expect(isCredentialedPage('/beranda')).toBe(true);
    expect(isCredentialedPage('/beranda/')).toBe(true);
    expect(isCredentialedPage('/berandaX')).toBe(false);
    expect(isCredentialedPage('/profil')).toBe(false);
    for (const served of SERVED_PAGES) expect(isCredentialedPage(served)).toBe(true);
    expect(isCredentialedPage(`${STEP}/`)).toBe(true);
    expect(isCredentialedPage(`${STEP}X`)).toBe(false);
    expect(isCredentialedPage('/register')).toBe(false);
    expect(isCredentialedPage('/register-perbaikan')).toBe(false);
    expect(isCredentialedPage(`/beranda${STEP}`)).toBe(false);
  });
});
