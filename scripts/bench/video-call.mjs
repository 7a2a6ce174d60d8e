// @ts-check
// Video call: time from joining to the first frame of the other person's video, on loopback, in two
// Debian chromium contexts with the fake camera, through the real screens (the officer's JoinRoom
// modal and the participant's /video-call/{link}). What a person waits for: the room token, the
// camera, the signaling, ICE on loopback and the first decoded frame.
//
// The participant waits in the room; the officer presses Join Room; both first frames are timed
// from that press. Then Leave Room, and again: ROUNDS joins.
import { chromium } from '@playwright/test';
import {
  ensureServerBuilt,
  ensureWebBuilt,
  median,
  percentile,
  table,
  withScratchServer,
  writeResults,
} from './lib.mjs';

const ROUNDS = 5;
const DEMO_PASSWORD = 'Kilau#Demo2026';
// e2e/shared/chromium.ts (TypeScript, which this plain script cannot import).
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
];

/** @typedef {Window & { __firstFrame?: number | null }} FrameWatchingWindow */

/**
 * In the page: when the element `testId` shows its first frame, as epoch ms (window.__firstFrame).
 * @param {string} testId
 */
function watchFirstFrame(testId) {
  const win = /** @type {FrameWatchingWindow} */ (window);
  win.__firstFrame = null;
  const arm = (/** @type {HTMLVideoElement} */ video) => {
    video.requestVideoFrameCallback(() => {
      win.__firstFrame ??= performance.timeOrigin + performance.now();
    });
  };
  const look = () => {
    /** @type {(HTMLVideoElement & { __armed?: boolean }) | null} */
    const video = document.querySelector(`[data-testid="${testId}"]`);
    if (video && !video.__armed) {
      video.__armed = true;
      arm(video);
    }
  };
  look();
  new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
}

/**
 * Waits for the frame watched by watchFirstFrame; answers its epoch ms.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<number>}
 */
async function firstFrameAt(page) {
  await page.waitForFunction(() => /** @type {FrameWatchingWindow} */ (window).__firstFrame !== null, null, {
    timeout: 60_000,
  });
  return page.evaluate(
    () => /** @type {number} */ (/** @type {FrameWatchingWindow} */ (window).__firstFrame),
  );
}

export async function run() {
  const notes = [ensureWebBuilt(), ensureServerBuilt()];
  const result = await withScratchServer('video-call', { seedDemo: true }, async ({ base, client }) => {
    // A seeded participant whose room is open now (seed-participants.ts schedules one in the past hour).
    /** @type {import('pg').QueryResult<{ fullname: string, video_link: string, email: string }>} */
    const { rows } = await client.query(
      `select k.fullname, k.video_link, u.email from kyc_customers k join users u on u.id = k.user_id
        where k.video_status = 'scheduled' and k.video_schedule <= now() order by k.video_schedule desc limit 1`,
    );
    const room = rows[0];
    if (!room) throw new Error('no seeded participant with an open room');
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    try {
      const context = () =>
        browser.newContext({ baseURL: base, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
      const officer = await (await context()).newPage();
      const guest = await (await context()).newPage();

      await guest.goto('/login');
      await guest.getByLabel(/^Email, Username, atau No Telepon/).fill(room.email);
      await guest.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await guest.getByRole('button', { name: 'Masuk' }).click();
      await guest.waitForURL((u) => !u.pathname.startsWith('/login'));

      await officer.goto('/login-admin');
      await officer.getByLabel(/^Username/).fill('videoofficer');
      await officer.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await officer.getByRole('button', { name: 'Masuk' }).click();
      await officer.waitForURL('**/nsb-video-call');
      // The participant's row, on whichever page of 5 it is.
      let row = null;
      for (let page = 1; page <= 12 && !row; page++) {
        await officer.goto(`/nsb-video-call?page=${page}`);
        await officer.getByRole('table').waitFor();
        const candidate = officer.getByRole('row').filter({ hasText: room.fullname });
        if (await candidate.count()) row = candidate;
      }
      if (!row) throw new Error(`${room.fullname} is not on the video-call list`);

      /** @type {number[]} */
      const host = [];
      /** @type {number[]} */
      const peer = [];
      for (let i = 0; i < ROUNDS; i++) {
        await guest.goto(`/video-call/${room.video_link}`);
        await guest.getByRole('button', { name: 'Gabung Video Call' }).click();
        await guest.getByText('Menunggu petugas bergabung…').waitFor();
        await guest.evaluate(watchFirstFrame, 'remote-video');
        await officer.evaluate(watchFirstFrame, 'remote-video');
        const t0 = Date.now();
        await row.getByRole('button', { name: 'Join Room' }).click();
        host.push((await firstFrameAt(officer)) - t0);
        peer.push((await firstFrameAt(guest)) - t0);
        await officer.getByRole('button', { name: 'Leave Room' }).click();
        await officer.getByTestId('recording-state').getByText('Rekaman video call tersimpan.').waitFor({
          timeout: 30_000,
        });
        await officer.keyboard.press('Escape');
      }
      return { host, peer };
    } finally {
      await browser.close();
    }
  });
  if (!result) return ['video-call: skipped (no PostgreSQL)'];
  const stat = (/** @type {number[]} */ values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      median: Math.round(median(sorted)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted.at(-1) ?? Number.NaN),
    };
  };
  const host = stat(result.host);
  const peer = stat(result.peer);
  console.log(`  ${notes.join('; ')}`);
  table(
    ['from Join Room to the first frame of', 'median ms', 'p95 ms', 'max ms'],
    [
      ['the participant, on the officer’s screen', host.median, host.p95, host.max],
      ['the officer, on the participant’s screen', peer.median, peer.p95, peer.max],
    ],
  );
  writeResults('video-call', { rounds: ROUNDS, host: result.host, peer: result.peer });
  return [
    `video-call: join → first remote frame median ${host.median} ms (officer), ${peer.median} ms (participant), ${ROUNDS} rounds on loopback`,
  ];
}
