// @ts-check
// Vitals benchmark: every customer route of the web app in Chromium throttled like a mid-range
// phone on a weak 4G link, cold cache, each opened as the customer who would see it (decision 0140,
// "Vitals"). The routes are the router's (apps/web/src/app/router.tsx, read by the bundle
// benchmark's lazyRoutes); PLANS says who opens each one and with which value of its parameter, taken
// from the demo data (apps/server/src/seed). Prints per route the largest contentful paint, the
// total blocking time, the first contentful paint, the bytes transferred and the LCP element, each
// against the phone targets (LCP under 2.5 s, TBT under 200 ms), then the worst of each. It prints
// figures and asserts nothing: a miss still exits 0.
//
// The dashboard is opened twice (decision 0140, "The served dashboard"): served, the customer's
// data in the HTML because the kilau_page cookie came with the request, and as its frame, the same
// visit with that cookie removed, which is what goes out without it; for both, the time until the
// balances show. Every served page (SERVED_PAGES: the dashboard, the onboarding steps and the
// review, decision 0182) is opened once the server has served it, and the summary says in how many
// runs its HTML carried the data.
//
// Throttling: Lighthouse's mobile preset (`mobileSlow4G` in lighthouse/core/config/constants.js),
// the values it applies through the DevTools protocol, which are Chrome DevTools' "Slow 4G":
// 562.5 ms request latency (150 ms RTT × 3.75), 1474.56 kbit/s down (1.6 Mbit/s × 0.9),
// 675 kbit/s up (750 kbit/s × 0.9), CPU slowed down 4 times. Lighthouse turns kbit/s into bytes
// per second as kbit × 1024 / 8; so does this script.
//
// The browser is Debian's chromium, as the browser tests launch it (e2e/shared/chromium.ts);
// CHROMIUM_PATH overrides it. VITALS_RUNS (default 1) repeats each visit, each time in a new
// browser context (empty cache), and reports the median. VITALS_ROUTES (e.g. `/beranda,/login`)
// measures only those routes, named as the router names them. VITALS_CHAIN=1 prints the request
// chain of each route's first visit.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import {
  PAGE_SESSION_COOKIE,
  SERVED_DATA_ELEMENT_ID,
  SERVED_PAGES,
} from '../../packages/shared/src/page-render.ts';
import { lazyRoutes } from './bundle.mjs';
import {
  apiJson,
  ensureServerBuilt,
  ensureWebBuilt,
  freePort,
  fromOutbox,
  median,
  registerAtBank,
  registerCustomer,
  root,
  serverDist,
  serverEnv,
  sleep,
  startProcess,
  table,
  waitReady,
  writeResults,
} from './lib.mjs';

const KBIT = 1024 / 8;
export const THROTTLING = {
  name: "Lighthouse mobileSlow4G (Chrome DevTools' Slow 4G), CPU ×4",
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};
/** The phone targets every customer route is held to. */
export const TARGETS = { lcpMs: 2500, tbtMs: 200 };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The fake camera and microphone, allowed without a prompt: the video-call room checks them on
// opening, as a phone that has them would.
const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
/** A phone: the browser tests' MOBILE viewport. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DEMO_PASSWORD = 'Kilau#Demo2026';
/** After the load event, the page counts as settled when no request has run for this long. */
const QUIET_MS = 2000;
const PAGE_TIMEOUT_MS = 120_000;
// An access token lives 330 s (ACCESS_TOKEN_TTL_SECONDS, packages/shared constants.ts) and a
// stored session is not refreshed between visits: one older than this is replaced by a new sign-in.
const SESSION_REUSE_MS = 120_000;
/** A balance amount of the dashboard's cards (balance-cards.tsx `Amount`), served or fetched. */
const BALANCE_SHOWN = 'section[aria-label] [style*="tabular-nums"]';

/**
 * The demo accounts, by where each stands: seed.ts DEMO_CUSTOMERS, and seed-participants.ts PLAN,
 * in whose order the participants are numbered (01–25 sent, 26–30 sent with a video call, the
 * first of them begun within the last hour, 34–45 approved, 46–51 rejected).
 */
const ACCOUNTS = {
  approved: 'demo.nasabah@kilau.test',
  fresh: 'baru@kilau.test',
  submitted: 'peserta01@kilau.test',
  resetting: 'peserta02@kilau.test',
  videoCall: 'peserta26@kilau.test',
  rejected: 'peserta46@kilau.test',
};
/** @typedef {keyof typeof ACCOUNTS} Account */
/** The approved participants whose e-mail address a run changes, the `run`-th from peserta34. */
const emailChanger = (/** @type {number} */ run) => `peserta${34 + run}@kilau.test`;

/** @typedef {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} StorageState */
/**
 * What one visit opens: the path (its parameter filled in), what the tab holds before the page's
 * first script (what the screens before it left in storage), and whether the page credential is
 * taken out of the session (the dashboard's frame).
 * @typedef {{ path: string, localStorage?: Record<string, string>, sessionStorage?: Record<string, string>, withoutPageCookie?: boolean }} Opening
 */
/**
 * How a route is visited. `as`: who opens it, printed; `account`: signs in first (none: signed
 * out); `open`: the opening for run `run`, asked before each visit; `shown`: a selector whose first
 * frame is timed (the balances); `afterRecord`: only once the fresh customer has registered at the
 * bank; `variant`: a second way of opening the same route; `skip`: not measured, and why.
 * @typedef {object} Plan
 * @property {string} as
 * @property {Account} [account]
 * @property {(ctx: Ctx, run: number, session: StorageState | undefined) => Promise<Opening>} [open]
 * @property {string} [shown]
 * @property {boolean} [afterRecord]
 * @property {string} [variant]
 * @property {string} [skip]
 */
/**
 * What the visits share: the server, the browser, the signed-in sessions and the values looked up
 * once (`memo`).
 * @typedef {object} Ctx
 * @property {string} base
 * @property {number} port
 * @property {import('playwright-core').Browser} browser
 * @property {Map<Account, { state: StorageState, at: number }>} sessions
 * @property {Map<string, Promise<unknown>>} memo
 */
/**
 * Collected in the page from its first script on. `element`: the last LCP candidate as tag, class
 * and the start of its text; `shown`: the first frame with the plan's `shown` element; `served`:
 * the HTML carried the customer's data.
 * @typedef {{ lcp: number, fcp: number, element: string, longTasks: [start: number, duration: number][], shown: number | null, served: boolean }} Vitals
 */
/** @typedef {Window & { __vitals?: Vitals }} VitalsWindow */

// ── Who opens each route ────────────────────────────────────────────────────────────────────

/** @param {string} path @returns {Plan} */
const signedOut = (path) => ({ as: 'signed out', open: async () => ({ path }) });
/** @param {Account} account @param {string} path @returns {Plan} */
const signedIn = (account, path) => ({ as: account, account, open: async () => ({ path }) });
/**
 * A data step as the fresh customer right after the bank registration, with the choices the screens
 * before left in local storage. No demo account stands at a later step, so each step is opened
 * with the steps before it unsaved: the same form, empty as it is for one who reaches it; only the
 * step indicator's ticks differ.
 * @param {string} path @returns {Plan}
 */
const dataStep = (path) => ({
  as: 'fresh, registered at the bank',
  account: 'fresh',
  afterRecord: true,
  open: async (ctx, _run, session) => {
    await once(ctx, 'fresh record', () => freshRecord(ctx));
    await warmServed(ctx, session, path);
    return { path, localStorage: await onboardingChoices(ctx, true) };
  },
});

/**
 * Each route of the router (by its pattern; by its source where the router computes the path) and
 * how it is opened. Routes without a plan are listed as not measured.
 * @type {Record<string, Plan | Plan[]>}
 */
const PLANS = {
  '/': signedOut('/'),
  '/login': signedOut('/login'),
  '/register': signedOut('/register'),
  // Opening the link activates the account, so each run registers a customer of its own (the seeded
  // belumaktif@kilau.test would be active after the first run).
  '/aktivasi/:id': {
    as: 'signed out, just registered',
    open: async (ctx, run) => ({ path: `/aktivasi/${await activationLink(ctx, run)}` }),
  },
  // Single-use as well: each run an approved participant asks for a change of address.
  '/konfirmasi-email/:token': {
    as: 'signed out, from the mail',
    open: async (ctx, run) => ({ path: `/konfirmasi-email/${await emailChangeLink(ctx, run)}` }),
  },
  // The approval e-mail's link, in the demo customer's approval mail.
  '/welcome': {
    as: 'signed out, from the approval mail',
    open: async (ctx) => ({ path: (await approvalMail(ctx)).welcome }),
  },
  // No screen links to it; it is public.
  '/konfirmasi-pialang': signedOut('/konfirmasi-pialang'),
  // /resetpassword and /reset-password: one page, the login links to the first.
  '/resetpassword': signedOut('/resetpassword'),
  '/reset-password': { as: '-', skip: 'the same screen as /resetpassword, measured there' },
  '/reset-input-otp': {
    as: 'signed out, code asked for',
    open: async (ctx) => ({ path: '/reset-input-otp', sessionStorage: await resetState(ctx, false) }),
  },
  '/confirm-resetpassword': {
    as: 'signed out, code entered',
    open: async (ctx) => ({ path: '/confirm-resetpassword', sessionStorage: await resetState(ctx, true) }),
  },
  '/beranda': [
    {
      as: 'approved',
      account: 'approved',
      shown: BALANCE_SHOWN,
      open: async (ctx, _run, session) => {
        await warmServed(ctx, session, '/beranda');
        return { path: '/beranda' };
      },
    },
    {
      variant: 'frame, no served data',
      as: 'approved',
      account: 'approved',
      shown: BALANCE_SHOWN,
      open: async () => ({ path: '/beranda', withoutPageCookie: true }),
    },
  ],
  '/profil-saya': signedIn('approved', '/profil-saya'),
  '/data-saya': signedIn('approved', '/data-saya'),
  '/data-saya/unduh/:token': {
    as: 'approved',
    account: 'approved',
    open: async (ctx) => ({ path: await once(ctx, 'export link', () => exportLink(ctx)) }),
  },
  '/sandi-akun/:token': {
    as: 'approved',
    account: 'approved',
    open: async (ctx) => ({ path: (await approvalMail(ctx)).reveal }),
  },
  // No record state leads there (features/auth/routing.ts sends a state it does not know); any
  // signed-in customer may open it, and it shows the same text to all.
  '/konfirmasi-akun': signedIn('approved', '/konfirmasi-akun'),
  '/konfirmasi-account': signedIn('fresh', '/konfirmasi-account'),
  '/choose-bank': {
    as: 'fresh, platform chosen',
    account: 'fresh',
    open: async (ctx) => ({ path: '/choose-bank', localStorage: await onboardingChoices(ctx, false) }),
  },
  '/bank-login': {
    as: 'fresh, bank chosen',
    account: 'fresh',
    open: async (ctx) => ({ path: '/bank-login', localStorage: await onboardingChoices(ctx, true) }),
  },
  // A rejected record resumes here after the login, and goes on to the preview with the reason.
  '/register-lanjut': signedIn('rejected', '/register-lanjut'),
  '/register-datapribadi': dataStep('/register-datapribadi'),
  '/register-datapekerjaan': dataStep('/register-datapekerjaan'),
  '/register-datakeuangan': dataStep('/register-datakeuangan'),
  '/register-datarekening': dataStep('/register-datarekening'),
  '/register-datakontak': dataStep('/register-datakontak'),
  '/register-datalampiran': dataStep('/register-datalampiran'),
  // Every step saved: the rejected participant's record, read back with the reviewer's reason.
  '/register-preview': {
    as: 'rejected',
    account: 'rejected',
    open: async (ctx, _run, session) => {
      await warmServed(ctx, session, '/register-preview');
      return { path: '/register-preview' };
    },
  },
  '/register-perbaikan': {
    as: '-',
    skip:
      'no demo record waits for a fix (the seed has records sent, approved and rejected); ' +
      'a reviewer asks for one in the back-office',
  },
  '/register-waiting': signedIn('submitted', '/register-waiting'),
  '/video-call/:id': {
    as: 'videoCall',
    account: 'videoCall',
    open: async (ctx) => ({ path: await once(ctx, 'video link', () => videoRoom(ctx)) }),
  },
  // Any other path: the 404 page. The staff logins and the back-office screens behind the same
  // route are staff desktop screens, not measured.
  '*': signedOut('/halaman-yang-tidak-ada'),
};

// ── The values the demo data holds ─────────────────────────────────────────────────────────

/**
 * `fn`'s answer, looked up once per run of the benchmark.
 * @template T
 * @param {Ctx} ctx @param {string} key @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
function once(ctx, key, fn) {
  if (!ctx.memo.has(key)) ctx.memo.set(key, fn());
  return /** @type {Promise<T>} */ (ctx.memo.get(key));
}

/** A bearer token for `email`, through the API (for the calls a visit needs before it). */
async function apiToken(/** @type {Ctx} */ ctx, /** @type {string} */ email) {
  const reply = await apiJson(ctx.port, 'POST', '/v2/user/auth', {
    body: { email, password: DEMO_PASSWORD },
  });
  return /** @type {string} */ (reply.token);
}

/** The first match of `pattern` in a message to `to` in the development outbox. */
const mailed = (/** @type {Ctx} */ ctx, /** @type {string} */ to, /** @type {RegExp} */ pattern) =>
  fromOutbox(ctx.port, (t) => t === to, pattern);

/**
 * The links of the demo customer's approval mail (the seed approves it through the back-office's
 * call): the welcome page and the one-time password page. Read before the run's own mails push it
 * out of the outbox's latest messages.
 * @param {Ctx} ctx
 */
function approvalMail(ctx) {
  return once(ctx, 'approval mail', async () => ({
    welcome: `/welcome?${await mailed(ctx, ACCOUNTS.approved, /\/welcome\?([^\s"'<>)]+)/)}`,
    reveal: `/sandi-akun/${await mailed(ctx, ACCOUNTS.approved, /\/sandi-akun\/([^\s"'<>).,]+)/)}`,
  }));
}

/** Registers a customer of the run's own and answers its activation link's id. */
function activationLink(/** @type {Ctx} */ ctx, /** @type {number} */ run) {
  const n = String(run + 1).padStart(3, '0');
  return registerCustomer(ctx.port, {
    fullname: 'Rina Kartika',
    email: `vitals.aktivasi${n}@kilau.test`,
    username: `vitalsaktivasi${n}`,
    phonenumber: `081399000${n}`,
    password: DEMO_PASSWORD,
  });
}

/** Asks for a change of an approved participant's address and answers the mailed link's token. */
async function emailChangeLink(/** @type {Ctx} */ ctx, /** @type {number} */ run) {
  const email = emailChanger(run);
  const to = email.replace('@', '.baru@');
  await apiJson(ctx.port, 'PUT', '/v1/user/profile', {
    token: await apiToken(ctx, email),
    body: { email: to, password: DEMO_PASSWORD },
  });
  return mailed(ctx, to, /\/konfirmasi-email\/([A-Za-z0-9_-]+)/);
}

/**
 * What the reset pages keep in session storage (features/password-reset/lib/reset-store.ts) after
 * the code was asked for, and with `verified` after it was entered: the code is asked for once, and
 * entered once, through the API as the pages send them.
 * @param {Ctx} ctx @param {boolean} verified
 * @returns {Promise<Record<string, string>>}
 */
async function resetState(ctx, verified) {
  const email = ACCOUNTS.resetting;
  const asked = await once(ctx, 'reset asked', async () => {
    const reply = await apiJson(ctx.port, 'POST', '/v2/user/forgot', { body: { email } });
    return { resendAt: Date.now() + reply.resend_in * 1000 };
  });
  const state = { email, resendAt: asked.resendAt };
  if (verified) {
    const token = await once(ctx, 'reset token', async () => {
      const otp = await mailed(ctx, email, /(?<!\d)(\d{6})(?!\d)/);
      const reply = await apiJson(ctx.port, 'POST', '/v2/user/verify-forgot', { body: { email, otp } });
      return /** @type {string} */ (reply.validate_token);
    });
    Object.assign(state, { token });
  }
  return { 'kilau.password-reset': JSON.stringify(state) };
}

/**
 * The choices the platform and bank screens leave in local storage (lib/onboarding-choice.ts):
 * the platform (gofx), and with `bank` the bank (037).
 * @param {Ctx} ctx @param {boolean} bank
 * @returns {Promise<Record<string, string>>}
 */
async function onboardingChoices(ctx, bank) {
  const platformId = await once(ctx, 'gofx', async () => {
    const token = await apiToken(ctx, ACCOUNTS.fresh);
    const list = (await apiJson(ctx.port, 'GET', '/v2/master_data/platform', { token })).data.platform;
    return /** @type {string} */ (
      list.find((/** @type {{ app_name: string }} */ p) => p.app_name === 'gofx')._id
    );
  });
  return bank ? { platform_id: platformId, bank_code: '037' } : { platform_id: platformId };
}

/** The fresh customer's bank registration, as the bank screen sends it. */
async function freshRecord(/** @type {Ctx} */ ctx) {
  const token = await apiToken(ctx, ACCOUNTS.fresh);
  // A NIK no seeded record holds (the participants' serials run to 55).
  return registerAtBank(ctx.port, token, { fullname: 'Budi Santoso', nikSerial: 901 });
}

/** The demo customer asks for a copy of their data; its link is mailed once the ZIP is built. */
async function exportLink(/** @type {Ctx} */ ctx) {
  await apiJson(ctx.port, 'POST', '/v1/user/data-export', {
    token: await apiToken(ctx, ACCOUNTS.approved),
    body: { password: DEMO_PASSWORD },
  });
  return `/data-saya/unduh/${await mailed(ctx, ACCOUNTS.approved, /\/data-saya\/unduh\/([^\s"'<>).,]+)/)}`;
}

/** The room of the participant's scheduled video call, as the waiting screen learns it. */
async function videoRoom(/** @type {Ctx} */ ctx) {
  const token = await apiToken(ctx, ACCOUNTS.videoCall);
  const room = (await apiJson(ctx.port, 'GET', '/v1/user/video', { token })).data.room;
  if (!room) throw new Error(`${ACCOUNTS.videoCall} has no scheduled video call`);
  return `/video-call/${room.video_link}`;
}

// ── Signing in ──────────────────────────────────────────────────────────────────────────────

/**
 * The account's session to start contexts with, signed in through the login page, unthrottled;
 * a new one once the last is old enough for its token to expire during a visit.
 * @param {Ctx} ctx @param {Account} account
 * @returns {Promise<StorageState>}
 */
async function sessionOf(ctx, account) {
  const kept = ctx.sessions.get(account);
  if (kept && performance.now() - kept.at < SESSION_REUSE_MS) return kept.state;
  const context = await ctx.browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${ctx.base}/login`);
    await page
      .locator('input:not([type=password]):not([type=hidden]):not([type=checkbox])')
      .first()
      .fill(ACCOUNTS[account]);
    await page.locator('input[type=password]').first().fill(DEMO_PASSWORD);
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    const state = await context.storageState();
    ctx.sessions.set(account, { state, at: performance.now() });
    return state;
  } finally {
    await context.close();
  }
}

/**
 * The server renders a served page with the customer's data in a worker it starts with the first
 * such page and ends after ten idle minutes, and sends the frame until then (decisions 0140, 0182).
 * The served figure is the one of a server that has served one already: ask until it does. A page
 * the server never serves for this customer (decision 0182 lists when) is measured as it goes out.
 * @param {Ctx} ctx @param {StorageState | undefined} session @param {string} path
 */
async function warmServed(ctx, session, path) {
  const cookie = session?.cookies.find((c) => c.name === PAGE_SESSION_COOKIE.name && c.path === path);
  if (!cookie) throw new Error(`the session has no ${PAGE_SESSION_COOKIE.name} cookie for ${path}`);
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${ctx.base}${path}`, { headers: { cookie: `${cookie.name}=${cookie.value}` } });
    if ((await res.text()).includes(`id="${SERVED_DATA_ELEMENT_ID}"`)) return;
    await sleep(250);
  }
}

/**
 * The session without the page credential (every served page's cookie): the dashboard then goes
 * out as its frame.
 * @param {StorageState} session
 * @returns {StorageState}
 */
const withoutPageCookie = (session) => ({
  ...session,
  cookies: session.cookies.filter((c) => c.name !== PAGE_SESSION_COOKIE.name),
});

// ── One visit ───────────────────────────────────────────────────────────────────────────────

// Run in the page before its first script: the LCP candidates, the long tasks, the first contentful
// paint (the start of the blocking time, as Lighthouse counts it), and for the dashboard the first
// frame with the balances and whether the HTML carried the data.
const OBSERVE = (/** @type {{ shown: string | null, servedId: string }} */ watch) => {
  /** @type {Vitals} */
  const v = { lcp: 0, fcp: 0, element: '', longTasks: [], shown: null, served: false };
  /** @type {VitalsWindow} */ (window).__vitals = v;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      v.lcp = e.startTime;
      const el = /** @type {PerformanceEntry & { element?: Element | null }} */ (e).element;
      // Mantine's component class (`mantine-Text-root`) names it better than the first class.
      const classes = String(el?.className ?? '').split(' ');
      const name = classes.find((c) => /^mantine-\w+-root$/.test(c)) ?? classes[0];
      v.element = el
        ? `${el.tagName.toLowerCase()}${name ? `.${name}` : ''} “${(el.textContent ?? '').trim().slice(0, 40)}”`
        : '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) v.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const { shown } = watch;
  // The parser's and React's insertions alike; the element counts from the next frame. The served
  // data's block is looked for on every page: the entry takes it out before hydrating.
  const seen = new MutationObserver(() => {
    if (document.getElementById(watch.servedId)) v.served = true;
    if (shown && v.shown === null && document.querySelector(shown)) {
      v.shown = -1;
      requestAnimationFrame(() => {
        v.shown = performance.now();
      });
    }
    if (v.served && (!shown || v.shown !== null)) seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true });
};

// Run in the page before its first script: what the screens before this one left in storage.
const SEED_STORAGE = (
  /** @type {{ origin: string, local: Record<string, string>, session: Record<string, string> }} */ s,
) => {
  if (location.origin !== s.origin) return;
  for (const [k, value] of Object.entries(s.local)) localStorage.setItem(k, value);
  for (const [k, value] of Object.entries(s.session)) sessionStorage.setItem(k, value);
};

/**
 * Throttles the context's page like Lighthouse's mobile preset, cache disabled, and counts what
 * it receives and when the network goes quiet.
 * @param {import('playwright-core').BrowserContext} context
 * @param {import('playwright-core').Page} page
 */
async function throttleAndCount(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadKbps * KBIT,
    uploadThroughput: THROTTLING.uploadKbps * KBIT,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  const n = { bytes: 0, scriptBytes: 0, requests: 0, inFlight: 0, lastActivity: performance.now() };
  /** @type {Map<string, string>} */
  const types = new Map();
  cdp.on('Network.requestWillBeSent', () => {
    n.inFlight++;
    n.requests++;
    n.lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    n.inFlight = Math.max(0, n.inFlight - 1);
    n.bytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') n.scriptBytes += e.encodedDataLength;
    n.lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', () => {
    n.inFlight = Math.max(0, n.inFlight - 1);
    n.lastActivity = performance.now();
  });
  return n;
}

/**
 * Total blocking time: the part of each long task beyond 50 ms, from the first contentful paint
 * to the moment the page settled (Lighthouse stops at time-to-interactive instead).
 * @param {Vitals} v
 */
const blockingTime = (v) =>
  v.longTasks
    .filter(([start, duration]) => start + duration > v.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);

/**
 * The request chain: when each request started and ended, relative to the navigation, to see what
 * the largest paint waited for (VITALS_CHAIN=1 prints it).
 * @param {import('playwright-core').Page} page
 */
const requestChain = (page) =>
  page.evaluate(() => {
    const n = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    return {
      document: [
        Math.round(n.responseStart),
        Math.round(n.responseEnd),
        Math.round(n.domContentLoadedEventEnd),
      ],
      resources: performance.getEntriesByType('resource').map((e) => {
        const r = /** @type {PerformanceResourceTiming} */ (e);
        return [
          Math.round(r.startTime),
          Math.round(r.responseEnd),
          r.initiatorType,
          new URL(r.name).pathname,
        ];
      }),
    };
  });

/**
 * With VITALS_PROFILE set, each visit's main-thread CPU profile (sampled every 0.5 ms, throttled
 * as measured) is written to bench-results/profiles/ beside the page's long tasks: where the
 * blocking time goes, read in Chrome DevTools' Performance panel. The profiler slows the page:
 * the figures of a profiled run are not the route's figures.
 * @param {import('playwright').BrowserContext} context
 * @param {import('playwright').Page} page
 */
async function startProfile(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  return cdp;
}

/**
 * @param {import('playwright').CDPSession} cdp
 * @param {string} route
 * @param {[number, number][]} longTasks [start, duration] in ms of the page's clock
 */
async function saveProfile(cdp, route, longTasks) {
  const { profile } = await cdp.send('Profiler.stop');
  const dir = path.join(root, 'bench-results', 'profiles');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${route.replace(/[^a-z0-9]+/gi, '_')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(
    `  profile ${route}: ${path.relative(root, file)}; long tasks (start+duration, ms): ` +
      longTasks.map(([start, duration]) => `${Math.round(start)}+${Math.round(duration)}`).join(', '),
  );
}

/**
 * One cold, throttled visit.
 * @param {Ctx} ctx
 * @param {Opening} opening
 * @param {StorageState | undefined} session
 * @param {string | undefined} shown
 */
async function visit(ctx, opening, session, shown) {
  const storageState = session && opening.withoutPageCookie ? withoutPageCookie(session) : session;
  const context = await ctx.browser.newContext({ ...PHONE, storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(SEED_STORAGE, {
      origin: ctx.base,
      local: opening.localStorage ?? {},
      session: opening.sessionStorage ?? {},
    });
    await page.addInitScript(OBSERVE, { shown: shown ?? null, servedId: SERVED_DATA_ELEMENT_ID });
    const n = await throttleAndCount(context, page);
    const profiler = process.env.VITALS_PROFILE ? await startProfile(context, page) : null;
    const t0 = performance.now();
    await page.goto(`${ctx.base}${opening.path}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const loadMs = performance.now() - t0;
    while (n.inFlight > 0 || performance.now() - n.lastActivity < QUIET_MS) {
      if (performance.now() - t0 > PAGE_TIMEOUT_MS) break;
      await sleep(100);
    }
    const v = await page.evaluate(
      () => /** @type {Vitals} */ (/** @type {VitalsWindow} */ (window).__vitals),
    );
    if (profiler) await saveProfile(profiler, opening.path, v.longTasks);
    return {
      path: opening.path,
      landedOn: new URL(page.url()).pathname,
      lcp: v.lcp,
      fcp: v.fcp,
      tbt: blockingTime(v),
      element: v.element,
      // Not before the first paint: an element in the HTML shows with it.
      shownMs: v.shown === null || v.shown < 0 ? null : Math.max(v.shown, v.fcp),
      served: v.served,
      bytes: n.bytes,
      scriptBytes: n.scriptBytes,
      requests: n.requests,
      loadMs,
      chain: process.env.VITALS_CHAIN ? await requestChain(page) : null,
    };
  } finally {
    await context.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof visit>>} Visit */

// ── Routes, runs and the report ────────────────────────────────────────────────────────────

/**
 * The router's routes as PLANS names them, without the layouts (the customer shell is measured
 * inside each customer route), and each with its plans.
 */
async function routesToVisit() {
  const routes = await lazyRoutes();
  const layouts = new Set(routes.flatMap((r) => r.layouts));
  const named = routes
    .filter((r) => !(r.src && layouts.has(r.src)))
    .map((r) => /** @type {string} */ (r.url ?? r.src ?? r.spec));
  const only = process.env.VITALS_ROUTES?.split(',').map((s) => s.trim());
  // A plan whose route the router no longer has would go unmeasured without a word.
  const stale = only ? [] : Object.keys(PLANS).filter((route) => !named.includes(route));
  for (const route of stale) console.log(`  WARNING: PLANS has ${route}, which the router does not`);
  return named
    .filter((route) => !only || only.includes(route))
    .map((route) => ({ route, plans: [PLANS[route] ?? []].flat() }));
}

/**
 * Runs a plan `runs` times and answers the medians, and every visit.
 * @param {Ctx} ctx @param {string} route @param {Plan} plan @param {number} runs
 */
async function measure(ctx, route, plan, runs) {
  const open = /** @type {NonNullable<Plan['open']>} */ (plan.open);
  /** @type {Visit[]} */
  const visits = [];
  for (let run = 0; run < runs; run++) {
    const session = plan.account ? await sessionOf(ctx, plan.account) : undefined;
    const opening = await open(ctx, run, session);
    visits.push(await visit(ctx, opening, session, plan.shown));
  }
  /** @param {(v: Visit) => number} of */
  const mid = (of) => Math.round(median(visits.map(of)));
  const lcpMs = mid((v) => v.lcp);
  // The element of the visit whose LCP is nearest the median.
  const typical = /** @type {Visit} */ (
    [...visits].sort((a, b) => Math.abs(a.lcp - lcpMs) - Math.abs(b.lcp - lcpMs))[0]
  );
  const shown = visits.map((v) => v.shownMs).filter((ms) => ms !== null);
  return {
    // A route the router names by a computed path (PLANS keys it by its source) shows the path opened.
    route: `${route.startsWith('src/') ? typical.path : route}${plan.variant ? ` (${plan.variant})` : ''}`,
    as: plan.as,
    path: typical.path,
    landedOn: typical.landedOn,
    runs,
    lcpMs,
    fcpMs: mid((v) => v.fcp),
    tbtMs: mid((v) => v.tbt),
    loadMs: mid((v) => v.loadMs),
    bytes: mid((v) => v.bytes),
    scriptBytes: mid((v) => v.scriptBytes),
    requests: mid((v) => v.requests),
    element: typical.element,
    shownMs: plan.shown && shown.length ? Math.round(median(shown)) : null,
    servedRuns: visits.filter((v) => v.served).length,
    visits,
  };
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Result */

const s = (/** @type {number} */ ms) => (ms / 1000).toFixed(2);
const kB = (/** @type {number} */ n) => (n / 1000).toFixed(1);
const verdict = (/** @type {boolean} */ ok) => (ok ? 'PASS' : 'FAIL');

/** @param {Result[]} results */
function printTable(results) {
  table(
    [
      'route',
      'visited as',
      'LCP s',
      'FCP s',
      'TBT ms',
      'kB',
      'JS kB',
      'req',
      `LCP<${s(TARGETS.lcpMs)}`,
      `TBT<${TARGETS.tbtMs}`,
      'LCP element',
    ],
    results.map((r) => [
      r.landedOn === r.path.split('?')[0] ? r.route : `${r.route} → ${r.landedOn}`,
      r.as,
      s(r.lcpMs),
      s(r.fcpMs),
      String(r.tbtMs),
      kB(r.bytes),
      kB(r.scriptBytes),
      String(r.requests),
      verdict(r.lcpMs < TARGETS.lcpMs),
      verdict(r.tbtMs < TARGETS.tbtMs),
      r.element.length > 60 ? `${r.element.slice(0, 59)}…` : r.element,
    ]),
  );
}

/** @param {Result[]} results */
function printChains(results) {
  for (const r of results) {
    const chain = r.visits[0]?.chain;
    if (!chain) continue;
    console.log(`  ${r.route}: LCP ${s(r.lcpMs)} s on ${r.element}`);
    const [first, last, dcl] = chain.document;
    console.log(`    document: first byte ${first}, last byte ${last}, DOMContentLoaded ${dcl}`);
    for (const [start, end, type, name] of chain.resources)
      console.log(`    ${start}–${end} ${type} ${name}`);
  }
}

/**
 * The summary lines: the worst of each figure, the dashboard served against its frame, and for each
 * served page how often its HTML carried the data.
 */
function summarise(/** @type {Result[]} */ results, /** @type {string[]} */ notMeasured) {
  if (!results.length) return ['vitals: no route measured'];
  const worst = (/** @type {(r: Result) => number} */ of) =>
    /** @type {Result} */ (results.reduce((a, b) => (of(b) > of(a) ? b : a)));
  const lcp = worst((r) => r.lcpMs);
  const tbt = worst((r) => r.tbtMs);
  const passing = results.filter((r) => r.lcpMs < TARGETS.lcpMs && r.tbtMs < TARGETS.tbtMs).length;
  const lines = [
    `vitals: worst LCP ${s(lcp.lcpMs)} s (${lcp.route}), worst TBT ${tbt.tbtMs} ms (${tbt.route}); ` +
      `${passing} of ${results.length} within LCP < ${s(TARGETS.lcpMs)} s and TBT < ${TARGETS.tbtMs} ms` +
      (notMeasured.length ? `; ${notMeasured.length} not measured` : ''),
  ];
  const served = /** @type {readonly string[]} */ (SERVED_PAGES);
  for (const r of results.filter((x) => x.shownMs !== null || served.includes(x.path.split('?')[0] ?? ''))) {
    lines.push(
      `vitals ${r.route}: LCP ${s(r.lcpMs)} s, TBT ${r.tbtMs} ms, ` +
        (r.shownMs === null && !r.route.startsWith('/beranda')
          ? ''
          : `balances shown at ${r.shownMs === null ? '-' : `${s(r.shownMs)} s`}, `) +
        `HTML with the data in ${r.servedRuns} of ${r.runs} runs`,
    );
  }
  return lines;
}

/** Starts the built server on a fresh embedded database with the demo data, as the browser tests do. */
function startServer(/** @type {string} */ dataDir, /** @type {number} */ port) {
  return startProcess(process.execPath, [serverDist], {
    ...serverEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER: 'outbox',
      // The run signs in and asks for links far more often than a person would.
      RATE_LIMIT_SCALE: '1000',
    }),
    // After serverEnv, which drops the caller's: the links in the mails point at this server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
  });
}

export async function run() {
  console.log(`  ${ensureWebBuilt()}; ${ensureServerBuilt()}`);
  const runs = Math.max(1, Number(process.env.VITALS_RUNS) || 1);
  console.log(
    `  throttling: ${THROTTLING.name}: ${THROTTLING.latencyMs} ms latency, ` +
      `${THROTTLING.downloadKbps.toFixed(2)} kbit/s down, ${THROTTLING.uploadKbps} kbit/s up, ` +
      `CPU ×${THROTTLING.cpuSlowdown}; cold cache; ${runs} run(s) per route`,
  );
  const routes = await routesToVisit();
  /** @type {string[]} */
  const notMeasured = [];
  /** @type {{ route: string, plan: Plan }[]} */
  const todo = [];
  for (const { route, plans } of routes) {
    if (!plans.length) notMeasured.push(`${route}: no plan in scripts/bench/vitals.mjs PLANS`);
    for (const plan of plans) {
      if (plan.skip) notMeasured.push(`${route}: ${plan.skip}`);
      else todo.push({ route, plan });
    }
  }
  // The fresh customer's screens before the bank registration come first: it changes where they lead.
  todo.sort((a, b) => Number(Boolean(a.plan.afterRecord)) - Number(Boolean(b.plan.afterRecord)));

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-bench-vitals-'));
  const port = await freePort();
  const server = startServer(dataDir, port);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  /** @type {Ctx} */
  const ctx = { base: `http://127.0.0.1:${port}`, port, browser, sessions: new Map(), memo: new Map() };
  /** @type {Result[]} */
  const results = [];
  try {
    await waitReady(server, port, { timeoutMs: 180_000 });
    if (todo.some((t) => t.route === '/welcome' || t.route === '/sandi-akun/:token')) await approvalMail(ctx);
    for (const { route, plan } of todo) {
      const r = await measure(ctx, route, plan, runs);
      console.log(`  measured ${r.route}: LCP ${s(r.lcpMs)} s, TBT ${r.tbtMs} ms`);
      results.push(r);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  printChains(results);
  printTable(results);
  console.log(
    `  visited as: ${Object.entries(ACCOUNTS)
      .map(([key, email]) => `${key} = ${email}`)
      .join(', ')}`,
  );
  for (const line of notMeasured) console.log(`  not measured: ${line}`);
  console.log(
    '  not measured: /login-admin, /login-bank and the back-office screens (behind the router’s “*”): staff desktop screens',
  );
  console.log(
    '  LCP and FCP from the page’s own performance entries; TBT: long tasks beyond 50 ms from the first ' +
      'contentful paint until the network has been quiet for 2 s; kB: encoded bytes received (CDP); ' +
      '“→” where the page sent the visitor on',
  );
  const file = writeResults('vitals', {
    throttling: THROTTLING,
    targets: TARGETS,
    routes: results,
    notMeasured,
  });
  console.log(`  → ${file}`);
  const lines = summarise(results, notMeasured);
  for (const line of lines) console.log(`  ${line}`);
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
