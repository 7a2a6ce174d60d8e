/**
 * The whole default onboarding flow as a person on a phone walks it: the platform and Bank Artha
 * Graha, the bank form with both consents, steps 1–5, the attachments (files, the camera, the
 * statement video, both signatures, the agreement statements), the preview, the submission and the
 * waiting screen; and a customer who leaves after step 2 and comes back to both steps. Every step
 * page is shot at 390 and 1280 px and scanned with axe.
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { DISPUTE_BODY_CHOICES, formatDateId, IMAGE_LIMIT_BYTES, MSG } from '@kilau/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { api, type Customer, createCustomer } from './support/api';
import { a11yReport } from './support/axe';
import { DESKTOP, MOBILE, useBrowser } from './support/browser';
import { shoot } from './support/screenshots';
import { atPath, button, dontSee, escapeRegExp, exactly, field, label, login, see } from './support/ui';

const browser = useBrowser();
const FLOW_TIMEOUT_MS = 300_000;

/** Screenshot problems and axe violations, collected so one test still shoots every step. */
let violations: string[] = [];

async function capture(page: Page, name: string) {
  reach(`capture ${name}`);
  try {
    // The 'saved' toast of the step before closes by itself; the page is scanned without it.
    await dontSee(page, MSG.stepSaved);
    // A page wider than the phone (horizontal scrolling) fails like an accessibility violation.
    violations.push(...(await shoot(page, `onboarding-${name}`)));
    reach(`axe ${name}`);
    const report = await a11yReport(page, `onboarding-${name}`);
    if (report) violations.push(report);
  } finally {
    reach(`captured ${name}`);
  }
}

/**
 * The steps the walk reached, with the seconds since it began: a test that runs out of time says
 * where it stood and where the time went, since a stalled page leaves no failure screenshot.
 * E2E_TRACE=1 prints the timeline of passing tests too.
 */
let timeline: string[] = [];
let startedAt = 0;
function reach(what: string) {
  timeline.push(`${((Date.now() - startedAt) / 1000).toFixed(1).padStart(6)} s  ${what}`);
}

beforeEach(() => {
  violations = [];
  startedAt = Date.now();
  timeline = [];
});

afterEach((ctx) => {
  if (ctx.task.result?.state === 'fail' || process.env.E2E_TRACE === '1') {
    reach('the end');
    console.error(`onboarding: ${ctx.task.name}\n${timeline.join('\n')}`);
  }
  if (violations.length > 0) throw new Error(violations.join('\n\n'));
});

// ── Image files a person picks from their phone ──────────────────────────────────────────────

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'onboarding-files-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small valid RGB PNG: a card-like picture with a coloured band and a grey block. */
function pngFile(name: string, width = 320, height = 200): string {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y < 40;
      const block = x > 20 && x < 110 && y > 60 && y < 170;
      const [r, g, b] = band ? [30, 80, 160] : block ? [150, 150, 150] : [235, 240, 250];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const file = path.join(filesDir, name);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
  return file;
}

/**
 * A phone camera's photo: 4000×3000 (12 megapixels), a textured picture JPEG-encoded by the browser
 * at 0.92 like a camera app (about 5 MB). Answers the file and what the picture weighs re-encoded
 * at quality 0.5 without scaling, the size every phone photo was once refused for.
 */
async function phonePhoto(page: Page, name: string): Promise<{ file: string; fullSizeAtHalf: number }> {
  const { data, fullSizeAtHalf } = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no canvas');
    const img = ctx.createImageData(4000, 3000);
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let y = 0; y < 3000; y++)
      for (let x = 0; x < 4000; x++) {
        const i = (y * 4000 + x) * 4;
        const base = 120 + 60 * Math.sin(x / 90) * Math.cos(y / 70) + 40 * Math.sin((x + y) / 23);
        const grain = (rnd() - 0.5) * 36;
        img.data.set([base + grain, base * 0.9 + grain, base * 0.8 + grain, 255], i);
      }
    ctx.putImageData(img, 0, 0);
    const jpeg = (quality: number) =>
      new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('encode'))), 'image/jpeg', quality),
      );
    const original = await jpeg(0.92);
    const bytes = new Uint8Array(await original.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { data: btoa(binary), fullSizeAtHalf: (await jpeg(0.5)).size };
  });
  const file = path.join(filesDir, name);
  writeFileSync(file, Buffer.from(data, 'base64'));
  return { file, fullSizeAtHalf };
}

// ── Small steps of a person ──────────────────────────────────────────────────────────────────

/** The input of a select (its open list carries the same label). */
function selectInput(page: Page, text: string): Locator {
  return page.getByLabel(label(text)).and(page.locator('input'));
}

function checkbox(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('checkbox', { name: label(text) });
}

/** A searchable select: type part of the option, then pick it from the list. */
async function choose(page: Page, selectLabel: string, option: string) {
  const input = selectInput(page, selectLabel);
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: exactly(option) }).click();
  await expect.poll(() => input.inputValue()).toBe(option);
}

/** Opens a select and picks its first option; returns what it shows. */
async function chooseFirst(page: Page, selectLabel: string): Promise<string> {
  const input = selectInput(page, selectLabel);
  await input.click();
  const option = page.getByRole('option').first();
  const text = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect.poll(() => input.inputValue()).toBe(text);
  return text;
}

async function heading(page: Page, text: string) {
  await page
    .getByRole('heading', { name: exactly(text), level: 1 })
    .first()
    .waitFor();
}

async function openDialog(page: Page): Promise<Locator> {
  const d = page.getByRole('dialog').last();
  await d.waitFor({ state: 'visible' });
  return d;
}

async function saveStep(page: Page, next: string) {
  await button(page, MSG.buttonSaveNext).click();
  await atPath(page, next);
}

async function logout(page: Page) {
  const menu = page.getByRole('button', { name: exactly(MSG.navOpenMenu) });
  if (await menu.isVisible()) await menu.click();
  await button(page, MSG.buttonLogout).click();
  await atPath(page, '/login');
}

/** A NIK of Katapang, Kabupaten Bandung (32.04.11) for a man born on `birth` (YYYY-MM-DD). */
function nikFor(birth: string): string {
  const [y, m, d] = birth.split('-');
  return `320411${d}${m}${y?.slice(2)}${String(randomInt(1, 10_000)).padStart(4, '0')}`;
}

interface Person {
  who: Customer;
  mother: string;
  birth: string;
  nik: string;
}

/** Login → Pembukaan RPED → /choose-bank → Bank Artha Graha → the bank form, sent. */
async function registerAtBank(page: Page, birth: string, shots: boolean): Promise<Person> {
  const who = await createCustomer();
  const person = { who, mother: 'Sri Wahyuni', birth, nik: nikFor(birth) };
  await login(page, who.email, who.password, '/konfirmasi-account');
  await heading(page, MSG.platformTitle);
  await page.getByRole('radio', { name: /GOFX/ }).click();
  await button(page, MSG.buttonNext).click();
  await atPath(page, '/choose-bank');
  await heading(page, MSG.chooseBankTitle);
  await page.getByRole('button', { name: /Bank Artha Graha/ }).click();
  await atPath(page, '/bank-login');
  await heading(page, MSG.bankRegistrationTitle);
  await see(page, 'Bank Artha Graha');

  await field(page, MSG.fullnameLabel).fill(who.fullname);
  await field(page, MSG.mothersNameLabel).fill(person.mother);
  const birthInput = field(page, MSG.birthDateLabel);
  await birthInput.fill(birth);
  await birthInput.press('Tab');
  // The date reads the Indonesian way (DD MMMM YYYY), whatever the browser's locale.
  expect(await birthInput.inputValue()).toBe(formatDateId(birth));
  await field(page, MSG.ktpNoLabel).fill(person.nik);

  // Each consent opens its terms; agreeing there ticks it.
  for (const [i, consent] of [MSG.consentAccountTerms, MSG.consentSavingsTerms].entries()) {
    await expect.poll(() => checkbox(page, consent).isChecked()).toBe(false);
    await page
      .getByRole('button', { name: exactly(MSG.legalRead) })
      .nth(i)
      .click();
    const terms = await openDialog(page);
    await button(terms, MSG.legalAgree).click();
    await terms.waitFor({ state: 'hidden' });
    await expect.poll(() => checkbox(page, consent).isChecked()).toBe(true);
  }
  if (shots) await capture(page, 'bank-form');

  await button(page, MSG.buttonRegister).click();
  await see(page, MSG.registrationSuccess);
  await atPath(page, '/register-datapribadi');
  return person;
}

interface StepOne {
  place: string;
  issued: string;
  gender: string;
  religion: string;
  marriage: string;
  education: string;
}

async function fillStepOne(page: Page, person: Person, values: StepOne) {
  await heading(page, MSG.stepPersonalTitle);
  // The profile can be read here; it is acknowledged once, on step 2.
  expect(await page.getByRole('checkbox', { name: MSG.profileAckLabel }).count()).toBe(0);
  await see(page, MSG.stepOf.replace('{n}', '1').replace('{total}', '6'));
  // What the bank form took is already there.
  expect(await field(page, MSG.fullnameLabel).inputValue()).toBe(person.who.fullname);
  expect(await field(page, MSG.mothersNameLabel).inputValue()).toBe(person.mother);
  expect(await field(page, MSG.birthDateLabel).inputValue()).toBe(formatDateId(person.birth));
  const ktp = field(page, MSG.ktpNoLabel);
  expect(await ktp.inputValue()).toBe(person.nik);
  await ktp.focus();
  await ktp.blur();
  await see(page, /Katapang/);

  await field(page, MSG.placeOfBirthLabel).fill(values.place);
  await field(page, MSG.ktpIssuedDateLabel).fill(values.issued);
  await field(page, MSG.ktpIssuedDateLabel).press('Tab');
  await expect.poll(() => page.getByRole('radio', { name: MSG.citizenshipWni }).isChecked()).toBe(true);
  await choose(page, MSG.genderLabel, values.gender);
  await choose(page, MSG.religionLabel, values.religion);
  await choose(page, MSG.marriageLabel, values.marriage);
  await choose(page, MSG.educationLabel, values.education);
  await field(page, MSG.dependentNoLabel).fill('1');
}

/** Step 2 as a first-time customer fills it: work, the KTP address down to the village, every tick. */
async function fillStepTwo(page: Page) {
  await heading(page, MSG.stepEmploymentTitle);
  await see(page, MSG.stepOf.replace('{n}', '2').replace('{total}', '6'));
  await choose(page, MSG.occupationLabel, 'Karyawan Swasta');
  await choose(page, MSG.industrialLabel, 'Informasi dan Komunikasi');
  await choose(page, MSG.positionLabel, 'Staf/Karyawan');
  await field(page, MSG.companyNameLabel).fill('Maju Bersama');
  await field(page, MSG.workMonthLabel).fill('36');
  await field(page, MSG.addressLabel).fill('Jl Raya Katapang No 12');
  const regency = selectInput(page, MSG.regencyLabel);
  await expect.poll(() => regency.isDisabled()).toBe(true);
  await choose(page, MSG.provinceLabel, 'Jawa Barat');
  await choose(page, MSG.regencyLabel, 'Kabupaten Bandung');
  await choose(page, MSG.districtLabel, 'Katapang');
  await choose(page, MSG.villageLabel, 'Katapang');
  await field(page, MSG.postcodeLabel).fill('40921');
  await checkbox(page, MSG.confirmEmploymentLabel).check();
  await checkbox(page, MSG.confirmCustomerLabel).check();
  await page.getByRole('button', { name: exactly(MSG.legalRead) }).click();
  const terms = await openDialog(page);
  await button(terms, MSG.legalAgree).click();
  await terms.waitFor({ state: 'hidden' });
  await expect.poll(() => checkbox(page, MSG.confirmBeneficialOwnerLabel).isChecked()).toBe(true);
  // Ticking the profile acknowledgement opens the profile; 'Ya' under it ticks it.
  await checkbox(page, MSG.profileAckLabel).click();
  const profile = await openDialog(page);
  await profile.getByRole('checkbox').check();
  await button(profile, MSG.buttonClose).last().click();
  await profile.waitFor({ state: 'hidden' });
  await expect.poll(() => checkbox(page, MSG.profileAckLabel).isChecked()).toBe(true);
}

/** The signature pad in the open modal, drawn with the mouse. */
async function drawSignature(page: Page, modal: Locator) {
  const canvas = modal.getByRole('img', { name: MSG.attachSignaturePad });
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.15, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.055), y + (i % 2 ? -1 : 1) * box.height * 0.25, {
      steps: 3,
    });
  }
  await page.mouse.up();
}

async function pickFile(page: Page, buttonName: string, file: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: exactly(buttonName) }).click(),
  ]);
  await chooser.setFiles(file);
}

describe('onboarding', () => {
  test(
    'a fresh account walks the whole default flow on a phone and waits for verification',
    async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const person = await registerAtBank(page, '1990-05-15', true);

      // ── Step 1: personal data ──

      reach('Step 1: personal data');
      const one: StepOne = {
        place: 'Bandung',
        issued: '2015-06-01',
        gender: 'Laki-laki',
        religion: 'Islam',
        marriage: 'Kawin',
        education: 'Sarjana (S1)',
      };
      await fillStepOne(page, person, one);
      await capture(page, 'step-1-personal');
      await saveStep(page, '/register-datapekerjaan');

      // ── Step 2: work and the KTP address ──

      reach('Step 2: work and the KTP address');
      await fillStepTwo(page);
      await capture(page, 'step-2-employment');
      await saveStep(page, '/register-datakeuangan');

      // ── Step 3: finances ──

      reach('Step 3: finances');
      await heading(page, MSG.stepFinancialTitle);
      await see(page, MSG.stepOf.replace('{n}', '3').replace('{total}', '6'));
      await choose(page, MSG.fundLabel, 'Gaji');
      await chooseFirst(page, MSG.salaryLabel);
      await chooseFirst(page, MSG.monthlyTransactionLabel);
      await chooseFirst(page, MSG.purposeFundLabel);
      await chooseFirst(page, MSG.purposeOpenAccountLabel);
      await checkbox(page, MSG.investmentExperienceLabel).check();
      await checkbox(page, MSG.confirmFinancialLabel).check();
      await capture(page, 'step-3-financial');
      await saveStep(page, '/register-datarekening');

      // ── Step 4: the participant account; bank 037's terms are read to the end ──

      reach('Step 4: the participant account');
      await heading(page, MSG.stepBankAccountTitle);
      await see(page, MSG.stepOf.replace('{n}', '4').replace('{total}', '6'));
      await see(page, MSG.bankTermsTitle);
      await see(page, MSG.accountNoPending);
      for (const consent of [MSG.consentAccountTerms, MSG.consentSavingsTerms]) {
        await checkbox(page, consent).click();
        const terms = await openDialog(page);
        const agree = button(terms, MSG.legalAgree);
        await see(terms, MSG.legalScrollToEnd);
        expect(await agree.isDisabled()).toBe(true);
        await terms.getByTestId('legal-scroll').hover();
        await expect
          .poll(async () => {
            await page.mouse.wheel(0, 4000);
            return agree.isEnabled();
          })
          .toBe(true);
        await agree.click();
        await terms.waitFor({ state: 'hidden' });
        await expect.poll(() => checkbox(page, consent).isChecked()).toBe(true);
      }
      await checkbox(page, MSG.confirmBankLabel).check();
      await capture(page, 'step-4-bank-account');
      await saveStep(page, '/register-datakontak');

      // ── Step 5: the emergency contact ──

      reach('Step 5: the emergency contact');
      await heading(page, MSG.stepContactTitle);
      await see(page, MSG.stepOf.replace('{n}', '5').replace('{total}', '6'));
      await field(page, MSG.contactFullnameLabel).fill('Rudi Hartono');
      await field(page, MSG.relationshipLabel).fill('Kakak');
      await field(page, MSG.contactPhoneLabel).fill('081298765432');
      await field(page, MSG.addressLabel).fill('Jl Kopo No 5 Bandung');
      await field(page, MSG.postcodeLabel).fill('40921');
      await checkbox(page, MSG.confirmEmergencyContactLabel).check();
      await capture(page, 'step-5-contact');
      await saveStep(page, '/register-datalampiran');

      // ── Attachments ──

      reach('Attachments');
      await heading(page, MSG.attachTitle);
      await see(page, MSG.stepOf.replace('{n}', '6').replace('{total}', '6'));
      // The KTP as the phone's camera took it: 12 megapixels, far over 400,000 bytes even at
      // quality 0.5 at full size; scaled to 1600 px before compressing, it is taken.
      reach('attachments: a 12-megapixel phone photo');
      const ktpPicture = await phonePhoto(page, 'IMG_20261124_061200.jpg');
      expect(ktpPicture.fullSizeAtHalf).toBeGreaterThan(IMAGE_LIMIT_BYTES);
      await pickFile(page, `${MSG.attachChooseFile}: ${MSG.attachDocKtp}`, ktpPicture.file);
      await page
        .getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${MSG.attachDocKtp}`) })
        .waitFor();
      expect(await page.getByTestId('doc-ktp').getByRole('alert').count()).toBe(0);
      // The KTP can also be photographed: the camera button sits on its card too.
      expect(await button(page.getByTestId('doc-ktp'), MSG.attachUseCamera).count()).toBe(1);

      // The recent photo with the (fake) front camera.
      reach('attachments: camera photo');
      await button(page.getByTestId('doc-photo'), MSG.attachUseCamera).click();
      const camera = await openDialog(page);
      await button(camera, MSG.attachCapture).click();
      await button(camera, MSG.attachUsePhoto).click();
      await camera.waitFor({ state: 'hidden' });
      await page
        .getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${MSG.attachDocPhoto}`) })
        .waitFor();

      await pickFile(
        page,
        `${MSG.attachChooseFile}: ${MSG.attachDocPhotoWithKtp}`,
        pngFile('ktp-selfie.png'),
      );
      await page
        .getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${MSG.attachDocPhotoWithKtp}`) })
        .waitFor();
      await pickFile(page, `${MSG.attachChooseFile}: ${MSG.attachDocNpwp}`, pngFile('npwp.png', 240, 150));
      await page
        .getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${MSG.attachDocNpwp}`) })
        .waitFor();

      // The statement video, about 3 s with the fake camera.
      reach('attachments: statement video');
      const videoCard = page.getByTestId('doc-statement_video');
      await button(videoCard, MSG.attachVideoRecord).click();
      const recorder = await openDialog(page);
      await button(recorder, MSG.attachVideoRecord).click();
      await see(recorder, `${MSG.attachVideoRecording} 3s`);
      await button(recorder, MSG.attachVideoStop).click();
      await recorder.waitFor({ state: 'hidden' });
      await videoCard.locator('video').waitFor();

      // Both signatures: married, so the partner signs too.
      reach('attachments: signatures');
      for (const [mode, who] of [
        [1, MSG.attachSignatureOwn],
        [2, MSG.attachSignaturePartner],
      ] as const) {
        const card = page.getByTestId(`signature-mode-${mode}`);
        await see(card, new RegExp(`^${escapeRegExp(who)}`));
        await button(card, MSG.attachSignatureSign).click();
        const pad = await openDialog(page);
        await drawSignature(page, pad);
        await button(pad, MSG.attachSignatureSave).click();
        await pad.waitFor({ state: 'hidden' });
        await button(card, MSG.attachSignatureRedo).waitFor();
      }

      // Statements 2–5: the mandate with its clause-24 choice, the owner statement, the simulation.
      reach('attachments: statements');
      const bakti = DISPUTE_BODY_CHOICES.find((c) => !c.needs_detail);
      if (!bakti) throw new Error('no dispute body without details');
      const mandate = page.getByTestId('statement-2');
      await mandate.getByRole('radio', { name: exactly(bakti.label) }).check();
      for (const step of [2, 3, 4]) {
        const statement = page.getByTestId(`statement-${step}`);
        await button(statement, MSG.attachAgreementRead).click();
        const text = await openDialog(page);
        await button(text, MSG.attachAgreementAccept).click();
        await text.waitFor({ state: 'hidden' });
        await see(statement, MSG.attachAgreementDone);
      }
      await checkbox(page, MSG.attachConfirm).check();
      await capture(page, 'step-6-attachments');
      await button(page, MSG.buttonSaveNext).click();
      await atPath(page, '/register-preview');

      // ── Preview ──

      reach('Preview');
      await heading(page, MSG.previewTitle);
      for (const section of [
        MSG.previewBankSection,
        MSG.previewIdentitySection,
        MSG.previewAttachmentSection,
        MSG.previewPromoterSection,
      ]) {
        await page.getByRole('button', { name: exactly(section) }).waitFor();
      }
      // Each value is the <dd> after its label's <dt>.
      const row = (name: string) =>
        page
          .locator('dt', { hasText: new RegExp(`^${escapeRegExp(name)}$`) })
          .first()
          .locator('xpath=..');
      await expect.poll(() => row(MSG.previewFullname).textContent()).toContain(person.who.fullname);
      expect(await row(MSG.previewKtp).textContent()).toContain(person.nik);
      expect(await row(MSG.previewMarriage).textContent()).toContain('Kawin');
      expect(await row(MSG.previewBankName).textContent()).toContain('Artha Graha');
      expect(await row(MSG.previewVillage).textContent()).toContain('Katapang');
      expect(await row(MSG.previewMothersName).textContent()).toContain(person.mother);
      await expect.poll(() => page.getByTestId('promoter-code').textContent()).toBe('-');
      await page.getByRole('img', { name: MSG.attachSignaturePartner }).waitFor();
      await capture(page, 'preview');
      await button(page, MSG.previewSubmit).click();
      const confirm = await openDialog(page);
      await button(confirm, MSG.previewConfirmSend).click();
      await atPath(page, '/register-waiting');

      // ── Waiting ──

      reach('Waiting');
      const config = await api<{ data: { cs_phone?: string; cs_email?: string } }>(
        'GET',
        '/v2/public/config',
      );
      const { cs_phone: csPhone, cs_email: csEmail } = config.json.data;
      expect(csPhone || csEmail).toBeTruthy();
      await heading(page, MSG.waitingTitle);
      await see(page, MSG.waitingContactIntro);
      if (csPhone) await see(page, csPhone);
      if (csEmail) await see(page, csEmail);
      await capture(page, 'waiting');

      // A returning customer whose data is submitted lands on the waiting screen.
      await logout(page);
      await login(page, person.who.email, person.who.password, '/register-waiting');
      await heading(page, MSG.waitingTitle);
    },
    FLOW_TIMEOUT_MS,
  );

  test(
    'a customer who leaves after step 2 comes back to both steps prefilled, ticks included',
    async () => {
      const page = await browser.newPage({ viewport: MOBILE });
      const person = await registerAtBank(page, '1988-08-21', false);
      const one: StepOne = {
        place: 'Cimahi',
        issued: '2012-03-10',
        gender: 'Laki-laki',
        religion: 'Kristen Protestan',
        marriage: 'Belum Kawin',
        education: 'SMA/SMK/Sederajat',
      };
      await fillStepOne(page, person, one);
      await saveStep(page, '/register-datapekerjaan');
      await fillStepTwo(page);
      await saveStep(page, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);

      // Away to another page, then logged out.
      await page.goto('/choose-bank');
      await heading(page, MSG.chooseBankTitle);
      await logout(page);

      // Back again: the registration resumes at the first unfinished step, the finances.
      reach('back again');
      await login(page, person.who.email, person.who.password, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);
      // The saved steps are one tap away in the indicator, on a phone too.
      const progress = page.getByRole('navigation', { name: MSG.stepProgressLabel });
      expect(await progress.getByRole('link').count()).toBe(2);
      await progress.getByRole('link', { name: new RegExp(escapeRegExp(MSG.stepPersonalTitle)) }).click();
      await atPath(page, '/register-datapribadi');
      await heading(page, MSG.stepPersonalTitle);
      expect(await page.getByRole('dialog').count()).toBe(0);
      const value = (text: string) => selectInput(page, text);
      await expect.poll(() => value(MSG.placeOfBirthLabel).inputValue()).toBe(one.place);
      expect(await value(MSG.fullnameLabel).inputValue()).toBe(person.who.fullname);
      expect(await value(MSG.mothersNameLabel).inputValue()).toBe(person.mother);
      expect(await field(page, MSG.birthDateLabel).inputValue()).toBe(formatDateId(person.birth));
      expect(await field(page, MSG.ktpIssuedDateLabel).inputValue()).toBe(formatDateId(one.issued));
      expect(await value(MSG.ktpNoLabel).inputValue()).toBe(person.nik);
      await expect.poll(() => value(MSG.genderLabel).inputValue()).toBe(one.gender);
      await expect.poll(() => value(MSG.religionLabel).inputValue()).toBe(one.religion);
      await expect.poll(() => value(MSG.marriageLabel).inputValue()).toBe(one.marriage);
      await expect.poll(() => value(MSG.educationLabel).inputValue()).toBe(one.education);
      expect(await value(MSG.dependentNoLabel).inputValue()).toBe('1');
      await capture(page, 'step-1-returning');

      // On a laptop the indicator ticks the two saved steps, not the ones after.
      await page.setViewportSize(DESKTOP);
      const indicator = page.getByRole('navigation', { name: MSG.stepProgressLabel });
      await indicator.waitFor();
      const saved = new RegExp(`\\(${escapeRegExp(MSG.stepSavedMark)}\\)`);
      const steps = indicator.getByRole('listitem');
      expect(await steps.count()).toBe(6);
      for (const [i, ticked] of [true, true, false, false, false, false].entries()) {
        expect(saved.test((await steps.nth(i).textContent()) ?? ''), `step ${i + 1}`).toBe(ticked);
      }
      expect(await steps.first().getAttribute('aria-current')).toBe('step');
      await page.setViewportSize(MOBILE);

      // Saving again goes on to step 2, where the work data, the address and every tick are back.
      await saveStep(page, '/register-datapekerjaan');
      await heading(page, MSG.stepEmploymentTitle);
      await expect.poll(() => value(MSG.companyNameLabel).inputValue()).toBe('Maju Bersama');
      await expect.poll(() => value(MSG.occupationLabel).inputValue()).toBe('Karyawan Swasta');
      await expect.poll(() => value(MSG.villageLabel).inputValue()).toBe('Katapang');
      expect(await value(MSG.provinceLabel).inputValue()).toBe('Jawa Barat');
      expect(await value(MSG.regencyLabel).inputValue()).toBe('Kabupaten Bandung');
      expect(await value(MSG.postcodeLabel).inputValue()).toBe('40921');
      for (const tick of [
        MSG.confirmEmploymentLabel,
        MSG.confirmCustomerLabel,
        MSG.confirmBeneficialOwnerLabel,
        MSG.profileAckLabel,
      ]) {
        expect(await checkbox(page, tick).isChecked(), tick).toBe(true);
      }
      await capture(page, 'step-2-returning');
      await saveStep(page, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);
    },
    FLOW_TIMEOUT_MS,
  );
});
