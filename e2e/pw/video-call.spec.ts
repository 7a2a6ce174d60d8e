/**
 * The video verification as its two people walk it (decisions 0072–0075), in two browser contexts
 * with Chromium's fake camera and microphone: the officer schedules a room for a participant who has
 * just submitted their KYC; the participant sees the call on the waiting screen, opens the link of
 * the e-mail, logs in and is brought back to the room, checks their camera and joins; the officer
 * joins; each sees the other's video playing; the participant's page closes and the officer is told,
 * and the participant comes back from the waiting screen; the officer leaves (the participant is told), the
 * recording is stored and plays, with seeking, in the participant's detail; the officer accepts the
 * video there. Beside the live video the officer sees the participant's KTP and selfie; 'Terima
 * Video' is offered after the call only once its recording is stored, and not at all after a call
 * the participant never joined (the reason is shown). The participant is told the call is recorded and joins only after agreeing; until the
 * video is accepted the broker cannot approve them and is told why; after a decision the buttons
 * change at once. Then the outcomes a person meets before the scheduled time (the Join Room button
 * says when the room opens), moving and cancelling a call, and a camera refused.
 */
import { MSG } from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, DEMO_PASSWORD, newIdentity } from './support/api';
import { checkA11y } from './support/axe';
import { submitKycFromPage } from './support/kyc';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import {
  answerSecondFactor,
  atPath,
  button,
  dialog,
  field,
  login,
  see,
  staffLogin,
  submitLogin,
} from './support/ui';
import { letters } from './support/unique';

async function look(page: Page, name: string) {
  expect(await shoot(page, name)).toEqual([]);
  await checkA11y(page, name);
}

async function officerLogin(page: Page) {
  await page.goto('/login-admin');
  await field(page, MSG.staffUsernameLabel).fill('videoofficer');
  await field(page, MSG.staffPasswordLabel).fill(DEMO_PASSWORD);
  await button(page, MSG.staffLoginButton).click();
  await answerSecondFactor(page, 'videoofficer');
  await atPath(page, '/nsb-video-call');
}

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

/** The participant's row, found by their name with the list's search (kept in the URL). */
async function findRow(officer: Page, name: string) {
  await field(officer, MSG.participantSearchLabel).fill(name);
  await officer.getByRole('button', { name: MSG.participantSearchButton, exact: true }).click();
  await expect(officer).toHaveURL(/[?&]q=/);
  return officer.getByRole('row').filter({ hasText: name });
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
  // The first walks the whole chain (consent, recording, acceptance, the broker's refusal and approval).
  test.describe.configure({ mode: 'default', timeout: 420_000 });

  test('scheduled, joined from the e-mail link, recorded, left and accepted', async ({ newPage }) => {
    const { customer, page: waiting, id } = await submittedParticipant(newPage);
    const officer = await newPage();
    await officerLogin(officer);
    const row = await findRow(officer, customer.fullname);

    const since = new Date();
    await test.step('the officer creates a room for now, in WIB', async () => {
      await expect(row).toContainText(MSG.videoBadgeNew);
      await look(officer, 'bo-video-list');
      const modal = await schedule(officer, row, wibNow());
      await look(officer, 'bo-video-schedule');
      await button(modal, MSG.videoScheduleSubmit).click();
      await see(officer, MSG.videoScheduleDone);
      await expect(row.getByRole('button', { name: MSG.actionJoinRoom })).toBeVisible();
      await expect(row).toContainText('WIB');
      // No call has taken place: no Terima Video, and the row says why.
      await expect(row.getByRole('button', { name: MSG.actionAcceptVideo })).toHaveCount(0);
      await expect(row).toContainText(MSG.videoAcceptNoRecording);
      // Today's calls, kept in the URL.
      await officer.getByText(MSG.videoFilterToday, { exact: true }).click();
      await expect(officer).toHaveURL(/[?&]filter=today/);
      await expect(row).toBeVisible();
      await look(officer, 'bo-video-list-today');
    });

    await test.step('the broker cannot approve while the call is pending, and is told why', async () => {
      // Its own page, closed after: the call below is heavy on two cores.
      const broker = await newPage();
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto('/esp-kyc');
      const brokerRow = broker.getByRole('row').filter({ hasText: customer.fullname });
      await expect(brokerRow).toContainText(MSG.approveBlockedVideoPending);
      await expect(brokerRow.getByRole('button', { name: MSG.actionAccept, exact: true })).toHaveCount(0);
      await expect(brokerRow.getByRole('button', { name: MSG.actionReject })).toBeVisible();
      await brokerRow.getByRole('link', { name: MSG.actionDetail }).click();
      await atPath(broker, `/nsb-detail/${id}`);
      await see(broker, MSG.approveBlockedVideoPending);
      await expect(broker.getByRole('button', { name: MSG.actionAccept, exact: true })).toHaveCount(0);
      await look(broker, 'bo-approve-blocked');
      await broker.close();
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
      // Told the call is recorded; joining needs the agreement.
      await see(guest, MSG.videoConsentTitle);
      await button(guest, MSG.videoJoin).click();
      await see(guest, MSG.videoConsentNeeded);
      await look(guest, 'video-room-consent');
      await guest.getByLabel(MSG.videoConsentCheckbox).check();
      await look(guest, 'video-room-check');
      await button(guest, MSG.videoJoin).click();
      await see(guest, MSG.videoWaitingForHost);
      await see(guest, MSG.videoRecordedNotice);
    });

    let modal: Locator;
    await test.step('the officer joins: each sees the other, and the call is recorded', async () => {
      // A few seconds of call: the fourth one-second chunk stored (the recorder sends them in order).
      const fourthChunkStored = officer.waitForResponse(
        (r) => r.request().method() === 'PUT' && /\/recordings\/[^/]+\/chunks\/3$/.test(r.url()) && r.ok(),
        { timeout: 120_000 },
      );
      await row.getByRole('button', { name: MSG.actionJoinRoom }).click();
      modal = await dialog(officer, MSG.videoRoomTitle.replace('{name}', customer.fullname));
      await expectPlaying(modal.getByTestId('remote-video'));
      await expectPlaying(guest.getByTestId('remote-video'));
      await expect(modal.getByTestId('recording-state')).toHaveText(MSG.videoRecording);
      // The participant's KTP and selfie beside the live video, to compare the face.
      await expect(modal.getByRole('img', { name: MSG.galleryKtp, exact: true })).toBeVisible();
      await expect(modal.getByRole('img', { name: MSG.galleryPhoto, exact: true })).toBeVisible();
      await fourthChunkStored;
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
      // The agreement is kept for this room.
      await expect(back.getByLabel(MSG.videoConsentCheckbox)).toBeChecked();
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
      // The stored, consented recording: the server now allows Terima Video, and the room offers it.
      await expect(button(modal, MSG.actionAcceptVideo)).toBeVisible();
      await expect(modal.getByText(MSG.videoAcceptNoRecording)).toHaveCount(0);
    });

    await test.step('the recording plays, with seeking, in the participant’s detail, with the consent', async () => {
      await officer.keyboard.press('Escape');
      await expect(modal).toBeHidden();
      await row.getByRole('link', { name: MSG.actionDetail }).click();
      await atPath(officer, `/nsb-detail/${id}`);
      const recording = officer.getByLabel(MSG.galleryCallRecording, { exact: true });
      await expect(recording).toHaveCount(1);
      const video = recording.first();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 20_000 })
        .toBeGreaterThan(3);
      expect(await video.evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration))).toBe(true);
      // A usable size, not a thumbnail.
      expect((await video.boundingBox())?.width ?? 0).toBeGreaterThan(300);
      const seekedTo = await video.evaluate(
        (v: HTMLVideoElement) =>
          new Promise<number>((resolve) => {
            v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
            v.currentTime = 2;
          }),
      );
      expect(seekedTo).toBeCloseTo(2, 0);
      await expect(officer.getByTestId('recording-consent')).toContainText('Peserta menyetujui perekaman');
      await expect(button(officer, MSG.actionAcceptVideo)).toBeVisible();
      await look(officer, 'bo-video-detail-recording');
    });

    await test.step('the officer accepts the video beside it: the buttons change at once', async () => {
      await button(officer, MSG.actionAcceptVideo).click();
      const confirm = await dialog(officer, MSG.actionAcceptVideo);
      await button(confirm, MSG.actionAgree).click();
      await see(officer, MSG.videoAccepted);
      // The notice comes once the new state is on the screen: no stale button to click.
      await expect(officer.getByRole('button', { name: MSG.actionAcceptVideo })).toHaveCount(0, {
        timeout: 300,
      });
      await expect(officer.getByTestId('video-status').first()).toHaveText(MSG.videoBadgeDone, {
        timeout: 300,
      });
    });

    await test.step('now the broker may approve, in the list and the detail alike', async () => {
      const broker = await newPage();
      await staffLogin(broker, 'broker', '/admin');
      await broker.goto(`/nsb-detail/${id}`);
      await expect(broker.getByRole('button', { name: MSG.actionAccept, exact: true })).toBeVisible();
      await expect(broker.getByText(MSG.approveBlockedVideoPending)).toHaveCount(0);
      await broker.goto('/esp-kyc');
      const brokerRow = broker.getByRole('row').filter({ hasText: customer.fullname });
      await expect(brokerRow.getByRole('button', { name: MSG.actionAccept, exact: true })).toBeVisible();
      // The compact row says the video's state in a word, the whole on hover (decision 0134).
      const videoCell = brokerRow.getByTestId('video-status');
      await expect(videoCell).toHaveText(MSG.listVideoDone);
      await expect(videoCell).toHaveAttribute('title', MSG.videoBadgeDone);
    });
  });

  test('before the scheduled time both sides are asked to wait; a refused camera is explained', async ({
    newPage,
  }) => {
    const { customer, page: submitted } = await submittedParticipant(newPage);
    await submitted.close();
    const officer = await newPage();
    await officerLogin(officer);
    const row = await findRow(officer, customer.fullname);
    const since = new Date();
    // Tomorrow at this time.
    const modal = await schedule(officer, row, wibNow(24 * 3600_000));
    await button(modal, MSG.videoScheduleSubmit).click();
    await see(officer, MSG.videoScheduleDone);

    // Before its window the button says when the room opens; it still answers with the wait.
    const opens = row.getByRole('button', { name: /^Dibuka \d{2} \w{3} \d{4} \d{2}\.\d{2} WIB$/ });
    await expect(opens).toBeVisible();
    await look(officer, 'bo-video-list-scheduled');
    await opens.click();
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

    // The officer moves the call to the day after: a new link, the old one stops working.
    await officer.keyboard.press('Escape');
    await row.getByRole('button', { name: MSG.actionReschedule }).click();
    const moveTo = wibNow(2 * 24 * 3600_000);
    const move = await dialog(officer, MSG.videoRescheduleTitle);
    await field(move, MSG.videoScheduleDateLabel).fill(moveTo.date);
    await field(move, MSG.videoScheduleDateLabel).press('Tab');
    await field(move, MSG.videoScheduleTimeLabel).fill(moveTo.time);
    await button(move, MSG.actionReschedule).click();
    await see(officer, MSG.videoRescheduled);
    const [d] = moveTo.date.split('/');
    await expect(row.getByRole('button', { name: new RegExp(`^Dibuka ${d} `) })).toBeVisible();
    await expect(row).toContainText(`terjadwal ${d}`);
    await waitForMessage(customer.email, since, (m2) => m2.subject === MSG.videoRescheduledEmailSubject);
    await guest.reload();
    await see(guest, MSG.videoRoomNotFound);
    await guest.close();

    // And cancels it: the row is back to Create Room at once.
    await row.getByRole('button', { name: MSG.actionCancelCall }).click();
    const cancel = await dialog(officer, MSG.actionCancelCall);
    await see(cancel, MSG.videoCancelConfirm);
    await button(cancel, MSG.actionCancelCall).click();
    await see(officer, MSG.videoCancelled);
    await expect(row.getByRole('button', { name: MSG.actionCreateRoom })).toBeVisible({ timeout: 300 });
    await expect(row).toContainText(MSG.videoBadgeNew);
    await waitForMessage(customer.phone, since, (m2) => m2.text.includes('dibatalkan'));

    // An open room with the camera refused: 'Cannot get media devices' and what to do.
    const other = await submittedParticipant(newPage);
    const otherRow = await findRow(officer, other.customer.fullname);
    await expect(otherRow).toContainText(MSG.videoBadgeNew, { timeout: 30_000 });
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

    // The officer waits in that room beside the participant's KTP and selfie; the participant never
    // joins, nothing is recorded, and after Leave Room no Terima Video is offered: the reason is.
    await otherRow.getByRole('button', { name: MSG.actionJoinRoom }).click();
    const room = await dialog(officer, MSG.videoRoomTitle.replace('{name}', other.customer.fullname));
    await see(room, MSG.videoWaitingForGuest);
    await expect(room.getByRole('img', { name: MSG.galleryKtp, exact: true })).toBeVisible();
    await expect(room.getByRole('img', { name: MSG.galleryPhoto, exact: true })).toBeVisible();
    await look(officer, 'bo-video-call-waiting');
    await button(room, MSG.actionLeaveRoom).click();
    await see(room, MSG.videoAcceptNoRecording);
    await expect(room.getByRole('button', { name: MSG.actionAcceptVideo })).toHaveCount(0);
    await look(officer, 'bo-video-call-no-recording');
  });
});
