/**
 * The video verification as its two people walk it (spec 002 §2, issue 10), in two browser contexts
 * with Chromium's fake camera and microphone: the officer schedules a room for a participant who has
 * just submitted their KYC; the participant sees the call on the waiting screen, opens the link of
 * the e-mail, logs in and is brought back to the room, checks their camera and joins; the officer
 * joins; each sees the other's video playing; the participant's page closes and the officer is told,
 * and the participant comes back from the waiting screen; the officer leaves (the participant is told), the
 * recording is stored and plays, with seeking, in the participant's detail; the officer accepts the
 * video. Then the outcomes a person meets before the scheduled time, and with a camera refused.
 */
import { randomInt } from 'node:crypto';
import { MSG } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, DEMO_PASSWORD, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dialog, field, login, see, submitLogin } from './support/ui';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

async function officerLogin(page: Page) {
  await page.goto('/login-admin');
  await field(page, MSG.staffUsernameLabel).fill('videoofficer');
  await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
  await button(page, MSG.staffLoginButton).click();
  await atPath(page, '/nsb-video-call');
}

const letters = (n: number) =>
  Array.from({ length: n }, () => 'abcdefghijklmnopqrstuvwxyz'[randomInt(26)]).join('');

/** A participant who registered and submitted their KYC through the step calls of their page. */
async function submittedParticipant(newPage: (o?: { viewport?: typeof MOBILE }) => Promise<Page>) {
  const identity = { ...newIdentity(), fullname: `Rudi ${letters(1).toUpperCase()}${letters(7)}` };
  const customer = await createCustomer(identity);
  const page = await newPage({ viewport: MOBILE });
  await login(page, customer.email, customer.password, '/konfirmasi-account');
  const id = await submitKycFromPage(page, {
    fullname: customer.fullname,
    birth: '1990-06-12',
    female: false,
  });
  return { customer, page, id };
}

/** Now on a WIB clock, as the schedule form takes it. */
function wibNow(offsetMs = 0) {
  const wall = new Date(Date.now() + offsetMs + 7 * 3600_000).toISOString();
  const [y, m, d] = wall.slice(0, 10).split('-');
  return { date: `${d}/${m}/${y}`, time: wall.slice(11, 16) };
}

async function schedule(officer: Page, row: Locator, at: { date: string; time: string }) {
  await row.getByRole('button', { name: MSG.actionCreateRoom }).click();
  const modal = await dialog(officer, MSG.videoScheduleTitle);
  await field(modal, MSG.videoScheduleDateLabel).fill(at.date);
  await field(modal, MSG.videoScheduleDateLabel).press('Tab');
  await field(modal, MSG.videoScheduleTimeLabel).fill(at.time);
  return modal;
}

/** The element plays a live stream: it has a picture and its frame count keeps rising. */
async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const frames = () => video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);
  const before = await frames();
  await expect.poll(frames, { timeout: 15_000 }).toBeGreaterThan(before + 10);
}

test.describe('video call', () => {
  // One after the other in one worker: each holds up to four browser contexts with fake cameras
  // and the officer's recording encodes video, which on two cores starves a test running beside it.
  test.describe.configure({ mode: 'default', timeout: 300_000 });

  test('scheduled, joined from the e-mail link, recorded, left and accepted', async ({ newPage }) => {
    const { customer, page: waiting, id } = await submittedParticipant(newPage);
    const officer = await newPage();
    await officerLogin(officer);
    const row = officer.getByRole('row').filter({ hasText: customer.fullname });

    const since = new Date();
    await test.step('the officer creates a room for now, in WIB', async () => {
      await expect(row).toContainText(MSG.videoStatusNew);
      await look(officer, 'bo-video-list');
      const modal = await schedule(officer, row, wibNow());
      await look(officer, 'bo-video-schedule');
      await button(modal, MSG.videoScheduleSubmit).click();
      await see(officer, MSG.videoScheduleDone);
      await expect(row.getByRole('button', { name: MSG.actionJoinRoom })).toBeVisible();
      await expect(row).toContainText('WIB');
    });

    const mail = await waitForMessage(
      customer.email,
      since,
      (m) => m.subject === MSG.videoScheduledEmailSubject,
    );
    const link = new URL(/https?:\/\/\S+\/video-call\/[\w-]+/.exec(mail.text)?.[0] ?? '').pathname;
    expect(link).toMatch(/^\/video-call\/[\w-]{20,}$/);
    expect(mail.text).toContain('WIB');
    await waitForMessage(customer.phone, since, (m) => m.text.includes(link));

    await test.step('the waiting screen shows the scheduled call', async () => {
      await waiting.goto('/register-waiting');
      await expect(waiting.getByTestId('scheduled-call')).toContainText('WIB');
      await expect(waiting.getByRole('link', { name: MSG.videoOpenRoom })).toHaveAttribute('href', link);
      await look(waiting, 'video-waiting-scheduled');
      await waiting.close();
    });

    let guest = await newPage({ viewport: MOBILE });
    await test.step('the participant opens the link, logs in and is brought back to the room', async () => {
      await guest.goto(link);
      await atPath(guest, '/login');
      await submitLogin(guest, customer.email, customer.password);
      await atPath(guest, link);
      await see(guest, MSG.videoCheckTitle);
      await expectPlaying(guest.getByTestId('check-video'));
      await look(guest, 'video-room-check');
      await button(guest, MSG.videoJoin).click();
      await see(guest, MSG.videoWaitingForHost);
    });

    let modal: Locator;
    await test.step('the officer joins: each sees the other, and the call is recorded', async () => {
      await row.getByRole('button', { name: MSG.actionJoinRoom }).click();
      modal = await dialog(officer, MSG.videoRoomTitle.replace('{name}', customer.fullname));
      await expectPlaying(modal.getByTestId('remote-video'));
      await expectPlaying(guest.getByTestId('remote-video'));
      await expect(modal.getByTestId('recording-state')).toHaveText(MSG.videoRecording);
      // A few seconds of call, uploaded a chunk a second as it goes.
      await officer.waitForTimeout(4000);
      await look(officer, 'bo-video-call');
      await look(guest, 'video-room-call');
    });

    await test.step('the participant’s phone closes the page: the officer is told; they come back', async () => {
      await guest.close({ runBeforeUnload: true });
      await see(modal, MSG.videoGuestLeft);
      // The recording goes on while the officer waits.
      await expect(modal.getByTestId('recording-state')).toHaveText(MSG.videoRecording);
      const back = await newPage({ viewport: MOBILE });
      await login(back, customer.email, customer.password, '/register-waiting');
      await back.getByRole('link', { name: MSG.videoOpenRoom }).click();
      await atPath(back, link);
      await button(back, MSG.videoJoin).click();
      await expectPlaying(modal.getByTestId('remote-video'));
      await expectPlaying(back.getByTestId('remote-video'));
      guest = back;
    });

    await test.step('the officer leaves: the participant is told, the recording is saved', async () => {
      await button(modal, MSG.actionLeaveRoom).click();
      await see(guest, MSG.videoHostLeft);
      await expect(modal.getByTestId('recording-state')).toHaveText(MSG.videoRecordingSaved, {
        timeout: 30_000,
      });
    });

    await test.step('the officer accepts the video', async () => {
      await button(modal, MSG.actionAcceptVideo).click();
      await see(officer, MSG.videoAccepted);
      await expect(row).toContainText(MSG.videoStatusDone);
    });

    await test.step('the recording plays, with seeking, in the participant’s detail', async () => {
      await row.getByRole('link', { name: MSG.actionDetail }).click();
      await atPath(officer, `/nsb-detail/${id}`);
      const recording = officer.getByLabel(MSG.galleryCallRecording, { exact: true });
      await expect(recording).toHaveCount(1);
      const video = recording.first();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 })
        .toBeGreaterThan(3);
      expect(await video.evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration))).toBe(true);
      const seekedTo = await video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) => {
            v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
            v.currentTime = 2;
          }),
      );
      expect(seekedTo).toBeCloseTo(2, 0);
      await look(officer, 'bo-video-detail-recording');
    });
  });

  test('before the scheduled time both sides are asked to wait; a refused camera is explained', async ({
    newPage,
  }) => {
    const { customer, page: submitted } = await submittedParticipant(newPage);
    await submitted.close();
    const officer = await newPage();
    await officerLogin(officer);
    const row = officer.getByRole('row').filter({ hasText: customer.fullname });
    const since = new Date();
    // Tomorrow at this time.
    const modal = await schedule(officer, row, wibNow(24 * 3600_000));
    await button(modal, MSG.videoScheduleSubmit).click();
    await see(officer, MSG.videoScheduleDone);

    await row.getByRole('button', { name: MSG.actionJoinRoom }).click();
    const join = await dialog(officer, MSG.videoRoomTitle.replace('{name}', customer.fullname));
    await see(join, MSG.videoWaitForSchedule);
    await look(officer, 'bo-video-join-early');

    const mail = await waitForMessage(
      customer.email,
      since,
      (m) => m.subject === MSG.videoScheduledEmailSubject,
    );
    const link = new URL(/https?:\/\/\S+\/video-call\/[\w-]+/.exec(mail.text)?.[0] ?? '').pathname;
    const guest = await newPage({ viewport: MOBILE });
    await login(guest, customer.email, customer.password, '/register-waiting');
    await guest.goto(link);
    await see(guest, MSG.videoWaitForSchedule);
    await look(guest, 'video-room-early');
    await guest.close();

    // An open room with the camera refused: 'Cannot get media devices' and what to do.
    await officer.keyboard.press('Escape');
    const other = await submittedParticipant(newPage);
    const otherRow = officer.getByRole('row').filter({ hasText: other.customer.fullname });
    await officer.reload();
    await expect(otherRow).toContainText(MSG.videoStatusNew, { timeout: 30_000 });
    const now = await schedule(officer, otherRow, wibNow());
    await button(now, MSG.videoScheduleSubmit).click();
    await see(officer, MSG.videoScheduleDone);
    const otherMail = await waitForMessage(
      other.customer.email,
      since,
      (m) => m.subject === MSG.videoScheduledEmailSubject,
    );
    const otherLink = new URL(/https?:\/\/\S+\/video-call\/[\w-]+/.exec(otherMail.text)?.[0] ?? '').pathname;
    // The person refused the browser's camera prompt.
    await other.page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await other.page.goto(otherLink);
    await see(other.page, MSG.attachCameraUnavailable);
    await see(other.page, MSG.videoCameraBlockedHelp);
    await look(other.page, 'video-room-camera-blocked');
  });
});
