/**
 * The whole default onboarding flow as a person on a phone walks it: the platform with a promoter
 * code and Bank Artha Graha, the bank form with both consents, steps 1–5, the attachments (files,
 * the camera, the statement video, both signatures, the agreement statements), the preview, the
 * submission and the waiting screen; and a customer who leaves after step 2 and comes back to both
 * steps. Each answer is asked once (decision 0135): the full name at the account's registration,
 * the promoter code at the platform choice, bank 037's terms on the bank form and the
 * beneficial-owner statement on step 2; the later screens show them, never ask them again. Every
 * step page is shot at 390 and 1280 px and scanned with axe. Each test registers its own customer.
 *
 * The walk is split into test steps: a failure or a time-out names the step it stood in, the
 * trace of a failed test shows each step's actions, and PLAYWRIGHT_LIST_PRINT_STEPS=1 prints the
 * time every step took.
 */
import { randomInt } from 'node:crypto';
import {
  DISPUTE_BODY_CHOICES,
  formatDateId,
  IMAGE_LIMIT_BYTES,
  MSG,
  SAMPLE_CUSTOMER,
  sampleNik,
} from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { api, type Customer, createCustomer } from './support/api';
import { a11yReport } from './support/axe';
import { type PickedFile, pngFile } from './support/files';
import { waitForMessage } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, dontSee, escapeRegExp, exactly, field, label, login, see } from './support/ui';

/** The whole walk, with a 12-megapixel photo encoded in the page, takes a few minutes on two cores. */
const FLOW_TIMEOUT_MS = 300_000;

/**
 * Screenshots (a page wider than the phone is a violation), then the axe scan. Both are soft
 * assertions, so that one test still shoots every step and fails at its end with every violation.
 */
async function capture(page: Page, name: string) {
  await test.step(`capture ${name}`, async () => {
    // The 'saved' toast of the step before closes by itself; the page is scanned without it.
    await dontSee(page, MSG.stepSaved);
    const shot = `onboarding-${name}`;
    expect.soft(await shoot(page, shot), `${shot}: the page fits the screen`).toEqual([]);
    expect.soft(await a11yReport(page, shot), `${shot}: no serious or critical axe violation`).toBeNull();
  });
}

// ── Image files a person picks from their phone (pngFile in support/files.ts) ──────────────────

/**
 * A phone camera's photo: 4000×3000 (12 megapixels), a textured picture JPEG-encoded by the browser
 * at 0.92 like a camera app (about 5 MB). Answers the file and what the picture weighs re-encoded
 * at quality 0.5 without scaling, the size every phone photo was once refused for.
 */
async function phonePhoto(page: Page, name: string): Promise<{ file: PickedFile; fullSizeAtHalf: number }> {
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
  return { file: { name, mimeType: 'image/jpeg', buffer: Buffer.from(data, 'base64') }, fullSizeAtHalf };
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
  // The option of this select's own list: a district and its village may share a name
  // ('Katapang'), and the district's list can still be closing when the village's opens.
  const list = await input.getAttribute('aria-controls');
  const options = list ? page.locator(`[id="${list}"]`) : page;
  await options.getByRole('option', { name: exactly(option) }).click();
  await expect(input).toHaveValue(option);
  // A searchable select shows what was typed even when nothing was picked: the choice must last
  // past the focus leaving it.
  await input.blur();
  await expect(input).toHaveValue(option);
}

/** Opens a select and picks its first option; returns what it shows. */
async function chooseFirst(page: Page, selectLabel: string): Promise<string> {
  const input = selectInput(page, selectLabel);
  await input.click();
  const option = page.getByRole('option').first();
  const text = ((await option.textContent()) ?? '').trim();
  await option.click();
  await expect(input).toHaveValue(text);
  return text;
}

async function heading(page: Page, text: string) {
  await expect(page.getByRole('heading', { name: exactly(text), level: 1 }).first()).toBeVisible();
}

async function openDialog(page: Page): Promise<Locator> {
  const d = page.getByRole('dialog').last();
  await expect(d).toBeVisible();
  return d;
}

async function saveStep(page: Page, next: string) {
  await button(page, MSG.buttonSaveNext).click();
  await atPath(page, next);
}

async function logout(page: Page) {
  // On a phone the logout button sits in the menu; the page is loaded when this is called.
  const menu = page.getByRole('button', { name: exactly(MSG.navOpenMenu) });
  if (await menu.isVisible()) await menu.click();
  await button(page, MSG.buttonLogout).click();
  await atPath(page, '/login');
}

/** A NIK of Katapang, Kabupaten Bandung (32.04.11) for a man born on `birth` (YYYY-MM-DD). */
function nikFor(birth: string): string {
  return sampleNik(SAMPLE_CUSTOMER.addresses.bandung.district_type, birth, false, randomInt(1, 10_000));
}

interface Person {
  who: Customer;
  mother: string;
  birth: string;
  nik: string;
}

/** A promoter code of the demo data. */
const PROMOTER_CODE = 'KILAU001';
/** The main walk's customer is the child of a regional official: a 'yes' to the PEP question. */
const PEP_POSITION = 'Ayah: Anggota DPRD Kabupaten Bandung';

/** An answer given before, shown where the screen would ask it again: read-only, not a question. */
async function carried(scope: Page | Locator, fieldLabel: string, value: string, where: string) {
  const input = field(scope, fieldLabel);
  await expect(input).toHaveValue(value);
  await expect(input).not.toBeEditable();
  await see(scope, where);
}

/**
 * Login → Pembukaan RPED (with the promoter code when given) → /choose-bank → Bank Artha Graha →
 * the bank form, sent.
 */
async function registerAtBank(
  page: Page,
  birth: string,
  shots: boolean,
  promoterCode?: string,
): Promise<Person> {
  const who = await createCustomer();
  const person = { who, mother: SAMPLE_CUSTOMER.mothersName, birth, nik: nikFor(birth) };
  await login(page, who.email, who.password, '/konfirmasi-account');
  await heading(page, MSG.platformTitle);
  await page.getByRole('radio', { name: /GOFX/ }).click();
  if (promoterCode) {
    await field(page, MSG.promoterCodeLabel).fill(promoterCode);
    await see(page, MSG.promoterCodeValid);
  }
  await button(page, MSG.buttonNext).click();
  await atPath(page, '/choose-bank');
  await heading(page, MSG.chooseBankTitle);
  await page.getByRole('button', { name: /Bank Artha Graha/ }).click();
  await atPath(page, '/bank-login');
  await heading(page, MSG.bankRegistrationTitle);
  await see(page, 'Bank Artha Graha');

  // The full name is the one the account was registered with: shown, not typed again.
  await carried(page, MSG.fullnameLabel, who.fullname, MSG.bankFormFullnameCarried);
  await field(page, MSG.mothersNameLabel).fill(person.mother);
  const birthInput = field(page, MSG.birthDateLabel);
  await birthInput.fill(birth);
  await birthInput.press('Tab');
  // The date reads the Indonesian way (DD MMMM YYYY), whatever the browser's locale.
  await expect(birthInput).toHaveValue(formatDateId(birth));
  await field(page, MSG.ktpNoLabel).fill(person.nik);

  // Each consent opens its terms; agreeing there ticks it.
  for (const [i, consent] of [MSG.consentAccountTerms, MSG.consentSavingsTerms].entries()) {
    await expect(checkbox(page, consent)).not.toBeChecked();
    await page
      .getByRole('button', { name: exactly(MSG.legalRead) })
      .nth(i)
      .click();
    const terms = await openDialog(page);
    await button(terms, MSG.legalAgree).click();
    await expect(terms).toBeHidden();
    await expect(checkbox(page, consent)).toBeChecked();
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
  /** The public function named with a 'yes' to the PEP question; null answers 'no'. */
  pep: string | null;
}

async function fillStepOne(page: Page, person: Person, values: StepOne, promoterCode?: string) {
  await heading(page, MSG.stepPersonalTitle);
  await see(page, MSG.stepOf.replace('{n}', '1').replace('{total}', '6'));
  // The promoter code of the platform choice is shown, not asked again.
  await expect(field(page, MSG.promoterCodeLabel)).toHaveCount(0);
  if (promoterCode) await carried(page, MSG.previewPromoterSection, promoterCode, MSG.promoterCodeCarried);
  // The profile can be read here; it is acknowledged once, on step 2.
  await expect(page.getByRole('checkbox', { name: MSG.profileAckLabel })).toHaveCount(0);
  // What the bank form took is already there.
  await expect(field(page, MSG.fullnameLabel)).toHaveValue(person.who.fullname);
  await expect(field(page, MSG.mothersNameLabel)).toHaveValue(person.mother);
  await expect(field(page, MSG.birthDateLabel)).toHaveValue(formatDateId(person.birth));
  const ktp = field(page, MSG.ktpNoLabel);
  await expect(ktp).toHaveValue(person.nik);
  await ktp.focus();
  await ktp.blur();
  await see(page, /Katapang/);

  await field(page, MSG.placeOfBirthLabel).fill(values.place);
  await field(page, MSG.ktpIssuedDateLabel).fill(values.issued);
  await field(page, MSG.ktpIssuedDateLabel).press('Tab');
  await expect(page.getByRole('radio', { name: MSG.citizenshipWni })).toBeChecked();
  await choose(page, MSG.genderLabel, values.gender);
  await choose(page, MSG.religionLabel, values.religion);
  await choose(page, MSG.marriageLabel, values.marriage);
  await choose(page, MSG.educationLabel, values.education);
  await field(page, MSG.dependentNoLabel).fill('1');
  await answerPep(page, values.pep);
}

/**
 * The PEP question starts unanswered and must be answered; a 'yes' asks which function, and that
 * is required too. Each refusal is said in Indonesian on the spot.
 */
async function answerPep(page: Page, position: string | null) {
  const question = page.getByRole('radiogroup', { name: MSG.pepQuestionLabel });
  await expect(question.getByRole('radio', { name: exactly(MSG.pepAnswerYes) })).not.toBeChecked();
  await expect(question.getByRole('radio', { name: exactly(MSG.pepAnswerNo) })).not.toBeChecked();
  await see(page, MSG.pepQuestionHint);
  await expect(field(page, MSG.pepPositionLabel)).toHaveCount(0);
  await button(page, MSG.buttonSaveNext).click();
  await see(page, MSG.pepRequired);
  if (position === null) {
    await question.getByRole('radio', { name: exactly(MSG.pepAnswerNo) }).check();
    return;
  }
  await question.getByRole('radio', { name: exactly(MSG.pepAnswerYes) }).check();
  await dontSee(page, MSG.pepRequired);
  await see(page, MSG.pepPositionHint);
  await button(page, MSG.buttonSaveNext).click();
  await see(page, MSG.pepPositionRequired);
  await field(page, MSG.pepPositionLabel).fill(position);
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
  // RT and RW as on the KTP: a character that is not a digit is named, not dropped.
  await field(page, MSG.rtLabel).fill('3a');
  await see(page, MSG.digitsOnlyRefused.replace('{chars}', '“a”'));
  await field(page, MSG.rtLabel).fill('3');
  await dontSee(page, MSG.digitsOnlyRefused.replace('{chars}', '“a”'));
  await field(page, MSG.rwLabel).fill('007');
  await expect(selectInput(page, MSG.regencyLabel)).toBeDisabled();
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
  await expect(terms).toBeHidden();
  await expect(checkbox(page, MSG.confirmBeneficialOwnerLabel)).toBeChecked();
  // Ticking the profile acknowledgement opens the profile; 'Ya' under it ticks it.
  await checkbox(page, MSG.profileAckLabel).click();
  const profile = await openDialog(page);
  await profile.getByRole('checkbox').check();
  await button(profile, MSG.buttonClose).last().click();
  await expect(profile).toBeHidden();
  await expect(checkbox(page, MSG.profileAckLabel)).toBeChecked();
}

/** The signature pad in the open modal, drawn with the mouse. */
async function drawSignature(page: Page, modal: Locator) {
  const canvas = modal.getByRole('img', { name: MSG.attachSignaturePad });
  await expect(canvas).toBeVisible();
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

/** Picks a file through the card's button (the file chooser), then waits until the card took it. */
async function pickFile(page: Page, doc: string, file: PickedFile) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: exactly(`${MSG.attachChooseFile}: ${doc}`) }).click(),
  ]);
  await chooser.setFiles(file);
  await expect(page.getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${doc}`) })).toBeVisible();
}

test.describe('onboarding', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

  test('a fresh account walks the whole default flow on a phone and waits for verification', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: MOBILE });
    const person = await test.step('the platform with a promoter code, then the bank form', () =>
      registerAtBank(page, '1990-05-15', true, PROMOTER_CODE));

    await test.step('step 1: personal data', async () => {
      await fillStepOne(
        page,
        person,
        {
          place: 'Bandung',
          issued: '2015-06-01',
          gender: 'Laki-laki',
          religion: 'Islam',
          marriage: 'Kawin',
          education: 'Sarjana (S1)',
          pep: PEP_POSITION,
        },
        PROMOTER_CODE,
      );
      await capture(page, 'step-1-personal');
      await saveStep(page, '/register-datapekerjaan');
    });

    await test.step('step 2: work and the KTP address', async () => {
      await fillStepTwo(page);
      await capture(page, 'step-2-employment');
      await saveStep(page, '/register-datakeuangan');
    });

    await test.step('step 3: finances', async () => {
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
    });

    await test.step("step 4: the participant account; bank 037's terms, agreed on the bank form, are not asked again", async () => {
      await heading(page, MSG.stepBankAccountTitle);
      await see(page, MSG.stepOf.replace('{n}', '4').replace('{total}', '6'));
      await see(page, MSG.bankTermsTitle);
      await see(page, MSG.accountNoPending);
      await see(page, MSG.bankTermsAgreedOnForm);
      for (const consent of [MSG.consentAccountTerms, MSG.consentSavingsTerms]) {
        await expect(checkbox(page, consent)).toHaveCount(0);
        await see(page, consent);
      }
      await expect(page.getByText(MSG.legalAgreed, { exact: true })).toHaveCount(2);
      // Each can be read again, with nothing to agree in it.
      await button(page, MSG.legalRead).last().click();
      const terms = await openDialog(page);
      await expect(button(terms, MSG.legalAgree)).toHaveCount(0);
      await button(terms, MSG.buttonClose).last().click();
      await expect(terms).toBeHidden();
      await checkbox(page, MSG.confirmBankLabel).check();
      await capture(page, 'step-4-bank-account');
      await saveStep(page, '/register-datakontak');
    });

    await test.step('step 5: the emergency contact', async () => {
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
    });

    await test.step('attachments: a 12-megapixel phone photo of the KTP', async () => {
      await heading(page, MSG.attachTitle);
      await see(page, MSG.stepOf.replace('{n}', '6').replace('{total}', '6'));
      // The KTP as the phone's camera took it: 12 megapixels, far over 400,000 bytes even at
      // quality 0.5 at full size; scaled to 1600 px before compressing, it is taken.
      const ktpPicture = await phonePhoto(page, 'IMG_20261124_061200.jpg');
      expect(ktpPicture.fullSizeAtHalf).toBeGreaterThan(IMAGE_LIMIT_BYTES);
      await pickFile(page, MSG.attachDocKtp, ktpPicture.file);
      await expect(page.getByTestId('doc-ktp').getByRole('alert')).toHaveCount(0);
      // The KTP can also be photographed: the camera button sits on its card too.
      await expect(button(page.getByTestId('doc-ktp'), MSG.attachUseCamera)).toHaveCount(1);
    });

    await test.step('attachments: camera photo and picked files', async () => {
      // The recent photo with the (fake) front camera.
      await button(page.getByTestId('doc-photo'), MSG.attachUseCamera).click();
      const camera = await openDialog(page);
      await button(camera, MSG.attachCapture).click();
      await button(camera, MSG.attachUsePhoto).click();
      await expect(camera).toBeHidden();
      await expect(
        page.getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${MSG.attachDocPhoto}`) }),
      ).toBeVisible();

      await pickFile(page, MSG.attachDocPhotoWithKtp, pngFile('ktp-selfie.png'));
      await pickFile(page, MSG.attachDocNpwp, pngFile('npwp.png', 240, 150));
    });

    await test.step('attachments: a reload (a phone dropping the tab) keeps every upload', async () => {
      await page.reload();
      await heading(page, MSG.attachTitle);
      for (const doc of [
        MSG.attachDocKtp,
        MSG.attachDocPhoto,
        MSG.attachDocPhotoWithKtp,
        MSG.attachDocNpwp,
      ]) {
        await expect(
          page.getByRole('button', { name: exactly(`${MSG.attachChangeFile}: ${doc}`) }),
        ).toBeVisible();
      }
      await expect(page.getByTestId('doc-ktp').getByRole('img', { name: MSG.attachDocKtp })).toBeVisible();
      // What is still missing is still asked for.
      await expect(button(page.getByTestId('doc-statement_video'), MSG.attachVideoRecord)).toBeVisible();
      await capture(page, 'step-6-after-reload');
    });

    await test.step('attachments: statement video', async () => {
      // The shortest statement, 5 s with the fake camera: 'Berhenti' waits for it (decision 0125).
      const videoCard = page.getByTestId('doc-statement_video');
      await button(videoCard, MSG.attachVideoRecord).click();
      const recorder = await openDialog(page);
      await button(recorder, MSG.attachVideoRecord).click();
      await see(recorder, `${MSG.attachVideoRecording} 5s`);
      await button(recorder, MSG.attachVideoStop).click();
      await expect(recorder).toBeHidden();
      await expect(videoCard.locator('video')).toBeVisible();
    });

    await test.step('attachments: signatures', async () => {
      // Married, so the partner signs too.
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
        await expect(pad).toBeHidden();
        await expect(button(card, MSG.attachSignatureRedo)).toBeVisible();
      }
    });

    await test.step('attachments: statements, the promoter code', async () => {
      // Statements 2–5: the mandate with its clause-24 choice, the owner statement (given on step 2,
      // shown approved), the simulation.
      const bakti = DISPUTE_BODY_CHOICES.find((c) => !c.needs_detail);
      if (!bakti) throw new Error('no dispute body without details');
      const owner = page.getByTestId('statement-3');
      await see(owner, MSG.attachAgreementDone);
      await see(owner, MSG.attachStatementCarried);
      await expect(button(owner, MSG.attachAgreementRead)).toHaveCount(0);
      const mandate = page.getByTestId('statement-2');
      await mandate.getByRole('radio', { name: exactly(bakti.label) }).check();
      for (const step of [2, 4]) {
        const statement = page.getByTestId(`statement-${step}`);
        await button(statement, MSG.attachAgreementRead).click();
        const text = await openDialog(page);
        await button(text, MSG.attachAgreementAccept).click();
        await expect(text).toBeHidden();
        await see(statement, MSG.attachAgreementDone);
      }
      await expect(field(page, MSG.promoterCodeLabel)).toHaveCount(0);
      await carried(page, MSG.previewPromoterSection, PROMOTER_CODE, MSG.promoterCodeCarried);
      await checkbox(page, MSG.attachConfirm).check();
      await capture(page, 'step-6-attachments');
      await button(page, MSG.buttonSaveNext).click();
      await atPath(page, '/register-preview');
    });

    await test.step('preview, confirmed and sent', async () => {
      await heading(page, MSG.previewTitle);
      for (const section of [
        MSG.previewBankSection,
        MSG.previewIdentitySection,
        MSG.previewAttachmentSection,
        MSG.previewPromoterSection,
      ]) {
        await expect(page.getByRole('button', { name: exactly(section) })).toBeVisible();
      }
      // Each value is the <dd> after its label's <dt>.
      const row = (name: string) =>
        page
          .locator('dt', { hasText: new RegExp(`^${escapeRegExp(name)}$`) })
          .first()
          .locator('xpath=..');
      await expect(row(MSG.previewFullname)).toContainText(person.who.fullname);
      await expect(row(MSG.previewKtp)).toContainText(person.nik);
      await expect(row(MSG.previewMarriage)).toContainText('Kawin');
      await expect(row(MSG.previewBankName)).toContainText('Artha Graha');
      await expect(row(MSG.previewVillage)).toContainText('Katapang');
      await expect(row(MSG.previewAddress)).toContainText('Jl Raya Katapang No 12 RT 003 RW 007');
      await expect(row(MSG.previewMothersName)).toContainText(person.mother);
      await expect(row(MSG.previewPep)).toContainText(`${MSG.pepAnswerYes}: ${PEP_POSITION}`);
      await expect(page.getByTestId('promoter-code')).toHaveText(PROMOTER_CODE);
      await expect(page.getByRole('img', { name: MSG.attachSignaturePartner })).toBeVisible();
      await capture(page, 'preview');
      // 'Ubah' opens the step; once saved, the customer is back on the review.
      await page
        .getByRole('link', { name: exactly(MSG.previewEditStep.replace('{step}', MSG.stepEmploymentTitle)) })
        .click();
      await atPath(page, '/register-datapekerjaan');
      await expect(field(page, MSG.rwLabel)).toHaveValue('007');
      await saveStep(page, '/register-preview');
      await heading(page, MSG.previewTitle);
      await button(page, MSG.previewSubmit).click();
      const confirm = await openDialog(page);
      await button(confirm, MSG.previewConfirmSend).click();
      await atPath(page, '/register-waiting');
    });

    await test.step('waiting, also after logging in again', async () => {
      const config = await api<{ data: { cs_phone?: string; cs_email?: string } }>(
        'GET',
        '/v2/public/config',
      );
      const { cs_phone: csPhone, cs_email: csEmail } = config.json.data;
      expect(csPhone || csEmail).toBeTruthy();
      await heading(page, MSG.waitingTitle);
      await see(page, MSG.waitingContactIntro);
      // What comes next: the review and its usual length, a possible video call, the result.
      await see(page, MSG.waitingNextTitle);
      await see(page, MSG.waitingNextVideo);
      await see(page, MSG.waitingNextResult);
      // And the same by e-mail.
      const mail = await waitForMessage(
        person.who.email,
        new Date(0),
        (m) => m.subject === MSG.submittedEmailSubject,
      );
      expect(mail.text).toContain(MSG.waitingNextVideo);
      if (csPhone) await see(page, csPhone);
      if (csEmail) await see(page, csEmail);
      await capture(page, 'waiting');

      // A returning customer whose data is submitted lands on the waiting screen.
      await logout(page);
      await login(page, person.who.email, person.who.password, '/register-waiting');
      await heading(page, MSG.waitingTitle);
    });
  });

  test('a customer who leaves after step 2 comes back to both steps prefilled, ticks included', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: MOBILE });
    const one: StepOne = {
      place: 'Cimahi',
      issued: '2012-03-10',
      gender: 'Laki-laki',
      religion: 'Kristen Protestan',
      marriage: 'Belum Kawin',
      education: 'SMA/SMK/Sederajat',
      pep: null,
    };
    const person = await test.step('the bank form, steps 1 and 2, then away', async () => {
      const registered = await registerAtBank(page, '1988-08-21', false);
      await fillStepOne(page, registered, one);
      await saveStep(page, '/register-datapekerjaan');
      await fillStepTwo(page);
      await saveStep(page, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);

      // Away to another page, then logged out.
      await page.goto('/choose-bank');
      await heading(page, MSG.chooseBankTitle);
      await logout(page);
      return registered;
    });

    const value = (text: string) => selectInput(page, text);

    await test.step('back again: step 1 from the indicator', async () => {
      // The registration resumes at the first unfinished step, the finances.
      await login(page, person.who.email, person.who.password, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);
      // The saved steps are one tap away in the indicator, on a phone too.
      const progress = page.getByRole('navigation', { name: MSG.stepProgressLabel });
      await expect(progress.getByRole('link')).toHaveCount(2);
      await progress.getByRole('link', { name: new RegExp(escapeRegExp(MSG.stepPersonalTitle)) }).click();
      await atPath(page, '/register-datapribadi');
      await heading(page, MSG.stepPersonalTitle);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(value(MSG.placeOfBirthLabel)).toHaveValue(one.place);
      await expect(value(MSG.fullnameLabel)).toHaveValue(person.who.fullname);
      await expect(value(MSG.mothersNameLabel)).toHaveValue(person.mother);
      await expect(field(page, MSG.birthDateLabel)).toHaveValue(formatDateId(person.birth));
      await expect(field(page, MSG.ktpIssuedDateLabel)).toHaveValue(formatDateId(one.issued));
      await expect(value(MSG.ktpNoLabel)).toHaveValue(person.nik);
      await expect(value(MSG.genderLabel)).toHaveValue(one.gender);
      await expect(value(MSG.religionLabel)).toHaveValue(one.religion);
      await expect(value(MSG.marriageLabel)).toHaveValue(one.marriage);
      await expect(value(MSG.educationLabel)).toHaveValue(one.education);
      await expect(value(MSG.dependentNoLabel)).toHaveValue('1');
      await expect(
        page
          .getByRole('radiogroup', { name: MSG.pepQuestionLabel })
          .getByRole('radio', { name: exactly(MSG.pepAnswerNo) }),
      ).toBeChecked();
      await capture(page, 'step-1-returning');
    });

    await test.step('on a laptop the indicator ticks the two saved steps', async () => {
      await page.setViewportSize(DESKTOP);
      const indicator = page.getByRole('navigation', { name: MSG.stepProgressLabel });
      await expect(indicator).toBeVisible();
      const saved = new RegExp(`\\(${escapeRegExp(MSG.stepSavedMark)}\\)`);
      const steps = indicator.getByRole('listitem');
      await expect(steps).toHaveCount(6);
      for (const [i, ticked] of [true, true, false, false, false, false].entries()) {
        const step = expect(steps.nth(i), `step ${i + 1}`);
        await (ticked ? step.toContainText(saved) : step.not.toContainText(saved));
      }
      await expect(steps.first()).toHaveAttribute('aria-current', 'step');
      await page.setViewportSize(MOBILE);
    });

    await test.step('step 2 again: the work data, the address and every tick are back', async () => {
      await saveStep(page, '/register-datapekerjaan');
      await heading(page, MSG.stepEmploymentTitle);
      await expect(value(MSG.companyNameLabel)).toHaveValue('Maju Bersama');
      await expect(value(MSG.occupationLabel)).toHaveValue('Karyawan Swasta');
      await expect(value(MSG.villageLabel)).toHaveValue('Katapang');
      await expect(value(MSG.provinceLabel)).toHaveValue('Jawa Barat');
      await expect(value(MSG.regencyLabel)).toHaveValue('Kabupaten Bandung');
      await expect(value(MSG.postcodeLabel)).toHaveValue('40921');
      for (const tick of [
        MSG.confirmEmploymentLabel,
        MSG.confirmCustomerLabel,
        MSG.confirmBeneficialOwnerLabel,
        MSG.profileAckLabel,
      ]) {
        await expect(checkbox(page, tick), tick).toBeChecked();
      }
      await capture(page, 'step-2-returning');
      await saveStep(page, '/register-datakeuangan');
      await heading(page, MSG.stepFinancialTitle);
    });
  });
});
