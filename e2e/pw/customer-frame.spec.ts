/**
 * The customer screens a phone opens first come with their frame already in the HTML (decision
 * 0115): the build renders the customer shell around the screen in its loading state, and the
 * page's first script (a few hundred bytes, run before the app) sends the screen's first GETs with
 * the customer's token and hides the frame from anyone who is not signed in as a customer.
 *
 * The served pages go further (decisions 0118, 0182): with the page credential (a cookie per served
 * page that the app keeps beside the session), the server sends the dashboard with the customer's
 * balances and trades in it, and each onboarding step and the review with the customer's record.
 *
 * To see what the HTML and the first script do alone, the app's modules are held back (aborted) in
 * some steps: what is on screen then cannot have come from React.
 */
import {
  MSG,
  PAGE_SESSION_COOKIE,
  SAMPLE_CUSTOMER,
  SERVED_DATA_ELEMENT_ID,
  SERVED_PAGES,
} from '@kilau/shared';
import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE } from '../shared/chromium';
import { expect, test } from './fixtures';
import { createCustomer, DEMO, DEMO_PASSWORD } from './support/api';
import { submitKycFromPage } from './support/kyc';
import { waitForQuietNetwork } from './support/network';
import { waitForOtp } from './support/outbox';
import { shoot } from './support/screenshots';
import { atPath, button, escapeRegExp, exactly, field, label, login, typeOtp } from './support/ui';

/** Every script of the app except the page's first script. */
const APP_MODULES = /\/assets\/(?!early\.)[^/?]+\.js(\?.*)?$/;

async function withoutAppModules(page: Page): Promise<void> {
  await page.route(APP_MODULES, (route) => route.abort());
}

/** React's production messages for a server markup the browser's first render did not match. */
const HYDRATION_ERROR = /hydrat|error #(418|419|421|422|423|425)\b/i;

function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** The dashboard's GETs a page sends (path and query), from the moment this is called. */
function dashboardRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/v1\/(user\/(gold_saving|posgo_balance)|abx\/transactions)/.test(url.pathname))
      asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/**
 * Logs the demo customer in. The login's own visit to the dashboard asks for the balances and both
 * currencies' trades: all answered before anything is counted.
 */
async function loginToDashboard(page: Page): Promise<void> {
  const loginsRequests = Promise.all(
    ['currency=IDR', 'currency=USD', 'gold_saving', 'posgo_balance'].map((part) =>
      page.waitForResponse((r) => r.url().includes(part)),
    ),
  );
  await login(page, DEMO.approved.email, DEMO_PASSWORD, '/beranda');
  await loginsRequests;
}

/**
 * The server starts its render worker with the first such page and sends the frame until the worker
 * is up (a second or so after a start): waits for it, as a customer's next visit would find it.
 */
async function untilServedWithData(page: Page, path = '/beranda'): Promise<void> {
  await expect
    .poll(async () => (await page.request.get(path)).text(), { timeout: 30_000 })
    .toContain(SERVED_DATA_ELEMENT_ID);
}

/**
 * Opens a served page, again until it came with the customer's data: a render slower than the
 * server waits for (a busy machine) goes out as the frame, as it would to a customer (decision 0118).
 * `before` runs before each try.
 */
async function openServed(page: Page, path: string, before: () => void): Promise<void> {
  await expect(async () => {
    before();
    const res = await page.goto(path);
    expect(await res?.text()).toContain(SERVED_DATA_ELEMENT_ID);
  }).toPass({ timeout: 30_000 });
}

function card(page: Page, name: string) {
  return page.getByRole('region', { name: exactly(name) });
}

test.describe("a customer's frame rendered by the build", () => {
  test('the platform question paints from the HTML, inert until the app runs, then works', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    await login(page, who.email, who.password, '/konfirmasi-account');

    await test.step('before any of the app’s modules: the question, a field that takes no input, a button that sends nothing', async () => {
      await withoutAppModules(page);
      await page.goto('/konfirmasi-account');
      await expect(page.getByRole('heading', { name: MSG.platformTitle })).toBeVisible();
      await expect(page.getByText(MSG.platformSubtitle)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kilau' })).toBeVisible();
      await expect(field(page, MSG.promoterCodeLabel)).not.toBeEditable();
      await expect(button(page, MSG.buttonNext)).toHaveAttribute('type', 'button');
      await shoot(page, 'customer-frame-platform-before-scripts');
      await page.unroute(APP_MODULES);
    });

    await test.step('with the app: the same page hydrated, without a mismatch, and the choice goes on', async () => {
      const errors = errorsOf(page);
      await page.goto('/konfirmasi-account');
      await expect(button(page, MSG.buttonNext)).toHaveAttribute('type', 'submit');
      await expect(field(page, MSG.promoterCodeLabel)).toBeEditable();
      await page.getByRole('radio', { name: /GOFX/ }).click();
      await button(page, MSG.buttonNext).click();
      await atPath(page, '/choose-bank');
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    });
  });

  test('a visitor without a session never sees the frame and is sent to the login', async ({ newPage }) => {
    const page = await newPage({ viewport: MOBILE });

    await test.step('before the app: the frame is in the page but hidden, and nothing is asked of the API', async () => {
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (/^\/v[12]\//.test(new URL(r.url()).pathname)) apiCalls.push(r.url());
      });
      await withoutAppModules(page);
      await page.goto('/konfirmasi-account');
      await expect(page.locator('html')).toHaveAttribute('data-signed-out', '');
      await expect(page.getByText(MSG.platformSubtitle)).toBeAttached();
      await expect(page.getByText(MSG.platformSubtitle)).toBeHidden();
      expect(apiCalls).toEqual([]);
      await page.unroute(APP_MODULES);
    });

    await test.step('with the app: the login, with nothing of the frame left', async () => {
      await page.goto('/beranda');
      await atPath(page, '/login');
      await expect(page.getByRole('heading', { name: MSG.loginTitle })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-signed-out', '');
      await expect(page.locator('#root')).not.toHaveAttribute('data-frame', 'customer');
      await expect(button(page, MSG.buttonLogout)).toHaveCount(0);
    });
  });

  test("without the page credential, the dashboard's first GETs leave from the first script, once", async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: MOBILE });
    await loginToDashboard(page);
    const asked = dashboardRequests(page);

    await test.step('a session without the cookie (begun before it existed): the frame, and the first script alone asks', async () => {
      await page.context().clearCookies();
      await withoutAppModules(page);
      await page.goto('/beranda');
      await expect(page.getByRole('link', { name: 'Kilau' })).toBeVisible();
      await expect.poll(() => asked.filter((p) => p === '/v1/user/gold_saving').length).toBe(1);
      await expect.poll(() => asked.filter((p) => p === '/v1/user/posgo_balance').length).toBe(1);
      await page.unroute(APP_MODULES);
    });

    await test.step('with the app: each asked once, the balances on screen, no hydration mismatch', async () => {
      await page.context().clearCookies();
      asked.length = 0;
      const errors = errorsOf(page);
      await page.goto('/beranda');
      await expect(page.getByRole('heading', { name: MSG.dashboardTitle, level: 1 })).toBeVisible();
      await expect(page.getByText(/^Rp\s/).first()).toBeVisible();
      for (const path of ['/v1/user/gold_saving', '/v1/user/posgo_balance']) {
        expect(
          asked.filter((p) => p === path),
          path,
        ).toHaveLength(1);
      }
      expect(
        asked.filter((p) => p.startsWith('/v1/abx/transactions') && p.includes('currency=IDR')),
      ).toHaveLength(1);
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      await shoot(page, 'customer-frame-dashboard');
    });

    await test.step('the app gave the session its cookie back, so the next visit has the data in the page', async () => {
      expect((await page.context().cookies()).map((c) => c.name)).toContain(PAGE_SESSION_COOKIE.name);
    });
  });
});

test.describe("the dashboard sent with the customer's data in it (decision 0118)", () => {
  test('the balances paint from the HTML, then the app takes them over without asking again', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: MOBILE });
    await loginToDashboard(page);
    await untilServedWithData(page);
    const asked = dashboardRequests(page);

    await test.step("before any of the app's modules: the balances and the trades, and nothing asked of the API", async () => {
      await withoutAppModules(page);
      await page.goto('/beranda');
      await expect(page.getByRole('heading', { name: MSG.dashboardTitle, level: 1 })).toBeVisible();
      await expect(card(page, MSG.balanceGold)).toContainText('Rp 161.250.000');
      await expect(card(page, MSG.balanceGiroPos)).toContainText('Rp 25.750.000');
      await expect(page.getByText(/ WIB$/).filter({ visible: true }).first()).toBeVisible();
      expect(asked).toEqual([]);
      await shoot(page, 'served-dashboard-before-scripts');
      await page.unroute(APP_MODULES);
    });

    await test.step('with the app: hydrated without a mismatch, nothing asked again, and the currency switch works', async () => {
      const errors = errorsOf(page);
      await page.goto('/beranda');
      await expect(card(page, MSG.balanceGold)).toContainText('Rp 161.250.000');
      const group = page.getByRole('radiogroup', { name: exactly(MSG.currencyLabel) });
      // A click before the app has taken the page over does nothing (as on any page rendered ahead
      // of its scripts), so it is repeated as a person would. The dollar side was in the page too:
      // it shows without a request.
      await expect(async () => {
        await group.getByText('USD', { exact: true }).click();
        await expect(card(page, MSG.balanceGold)).toContainText('$10,332.85', { timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByText(/ WIB$/).filter({ visible: true }).first()).toBeVisible();
      expect(asked).toEqual([]);
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      await shoot(page, 'served-dashboard');
    });

    await test.step('on a desktop too', async () => {
      const errors = errorsOf(page);
      await page.setViewportSize(DESKTOP);
      await page.goto('/beranda');
      await expect(card(page, MSG.balanceGold)).toContainText('Rp 161.250.000');
      await expect(page.getByRole('link', { name: MSG.navProfile })).toBeVisible();
      expect(asked).toEqual([]);
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      await shoot(page, 'served-dashboard-desktop');
    });

    await test.step('after Keluar: the cookies are gone, and the old token in one would bring no data', async () => {
      // One cookie per served page, each with that page's path (decision 0182).
      const cookies = (await page.context().cookies()).filter((c) => c.name === PAGE_SESSION_COOKIE.name);
      expect(cookies.map((c) => c.path).sort()).toEqual([...SERVED_PAGES].sort());
      const cookie = cookies.find((c) => c.path === '/beranda');
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.path).toBe('/beranda');
      for (const c of cookies) expect(c.sameSite).toBe('Strict');
      await button(page, MSG.buttonLogout).click();
      await atPath(page, '/login');
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain(PAGE_SESSION_COOKIE.name);
      const replay = await page.request.get('/beranda', {
        headers: { cookie: `${PAGE_SESSION_COOKIE.name}=${cookie?.value}` },
      });
      const html = await replay.text();
      expect(html).not.toContain('161.250.000');
      expect(html).not.toContain(SERVED_DATA_ELEMENT_ID);
    });
  });

  test('a customer who has not started onboarding gets their next step in the page, hydrated without a mismatch', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    await login(page, who.email, who.password, '/konfirmasi-account');
    await untilServedWithData(page);

    await test.step('before the app: the next step and its link, from the HTML', async () => {
      await withoutAppModules(page);
      await page.goto('/beranda');
      await expect(page.getByText(MSG.dashboardStartText)).toBeVisible();
      await expect(page.getByRole('link', { name: MSG.dashboardResumeTitle })).toHaveAttribute(
        'href',
        '/konfirmasi-account',
      );
      await page.unroute(APP_MODULES);
    });

    await test.step('with the app: the same page, no mismatch, and the link goes on', async () => {
      const errors = errorsOf(page);
      await page.goto('/beranda');
      await page.getByRole('link', { name: MSG.dashboardResumeTitle }).click();
      await atPath(page, '/konfirmasi-account');
      expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
    });
  });
});

test.describe("the onboarding steps sent with the customer's record in them (decision 0182)", () => {
  /** A served step, its heading, and what of the customer's it shows from the HTML. */
  interface ServedStep {
    path: string;
    title: string;
    shows: (page: Page) => Promise<void>;
    /** A field that takes no input until the app runs. */
    input?: (page: Page) => Locator;
    /** The step has the save button, which sends nothing until the app runs. */
    save?: boolean;
  }

  test('each data step and the review paint the record from the HTML, then hydrate without a mismatch or a request', async ({
    newPage,
  }) => {
    test.setTimeout(240_000);
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    await login(page, who.email, who.password, '/konfirmasi-account');
    // The bank registration and steps 1–4, as the customer's browser sends them; the contact, the
    // attachments and the submission are left to do.
    await submitKycFromPage(
      page,
      { fullname: who.fullname, birth: SAMPLE_CUSTOMER.birthDates.woman, female: true },
      {
        upToContact: true,
      },
    );
    const { company_name } = SAMPLE_CUSTOMER.employment;
    const fundSelect = (p: Page) => p.getByRole('combobox', { name: label(MSG.fundLabel) });
    const steps: ServedStep[] = [
      {
        path: '/register-datapribadi',
        title: MSG.stepPersonalTitle,
        shows: (p) => expect(field(p, MSG.fullnameLabel)).toHaveValue(who.fullname),
        input: (p) => field(p, MSG.fullnameLabel),
        save: true,
      },
      {
        path: '/register-datapekerjaan',
        title: MSG.stepEmploymentTitle,
        shows: async (p) => {
          await expect(field(p, MSG.companyNameLabel)).toHaveValue(company_name);
          await expect(field(p, MSG.villageLabel)).not.toHaveValue('');
        },
        input: (p) => field(p, MSG.companyNameLabel),
        save: true,
      },
      {
        path: '/register-datakeuangan',
        title: MSG.stepFinancialTitle,
        shows: (p) => expect(fundSelect(p)).not.toHaveValue(''),
        // A select: focused, it opens its list, labelled like it.
        input: fundSelect,
        save: true,
      },
      {
        path: '/register-datarekening',
        title: MSG.stepBankAccountTitle,
        shows: (p) => expect(p.getByText('Bank Artha Graha', { exact: true })).toBeVisible(),
        save: true,
      },
      {
        // Not saved yet: the empty form itself, not a loader.
        path: '/register-datakontak',
        title: MSG.stepContactTitle,
        shows: (p) => expect(field(p, MSG.contactFullnameLabel)).toHaveValue(''),
        input: (p) => field(p, MSG.contactFullnameLabel),
        save: true,
      },
      {
        // The statement to read aloud names the customer.
        path: '/register-datalampiran',
        title: MSG.attachTitle,
        shows: (p) => expect(p.getByText(new RegExp(escapeRegExp(who.fullname))).first()).toBeVisible(),
        save: true,
      },
      {
        path: '/register-preview',
        title: MSG.previewTitle,
        shows: (p) => expect(p.getByText(who.fullname, { exact: true }).first()).toBeVisible(),
      },
    ];
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && /^\/v[12]\//.test(url.pathname)) apiCalls.push(url.pathname);
    });
    const errors = errorsOf(page);

    for (const step of steps) {
      const heading = page.getByRole('heading', { level: 1, name: exactly(step.title) });
      await test.step(`${step.path}: before any of the app's modules, the record, a form that takes nothing, nothing asked`, async () => {
        await untilServedWithData(page, step.path);
        await withoutAppModules(page);
        await openServed(page, step.path, () => {
          apiCalls.length = 0;
        });
        await expect(heading).toBeVisible();
        await step.shows(page);
        if (step.input) {
          await step.input(page).focus();
          await expect(step.input(page)).not.toBeFocused();
        }
        if (step.save) await expect(button(page, MSG.buttonSaveNext)).toHaveAttribute('type', 'button');
        expect(apiCalls).toEqual([]);
        await shoot(page, `served-step${step.path.replace('/', '-')}-before-scripts`);
        await page.unroute(APP_MODULES);
      });

      await test.step(`${step.path}: with the app, the same page hydrated without a mismatch, nothing of it asked again`, async () => {
        await openServed(page, step.path, () => {
          errors.length = 0;
          apiCalls.length = 0;
        });
        await step.shows(page);
        // Hydrated: the form takes input and the save button submits.
        await expect(page.locator('fieldset[inert]')).toHaveCount(0);
        if (step.save) await expect(button(page, MSG.buttonSaveNext)).toHaveAttribute('type', 'submit');
        if (step.input) {
          await step.input(page).focus();
          await expect(step.input(page)).toBeFocused();
        }
        expect(await waitForQuietNetwork(page)).toEqual([]);
        await expect(heading).toBeVisible();
        expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
        expect(apiCalls.filter((p) => /^\/v2\/(kyc|master_data|public)\//.test(p))).toEqual([]);
      });
    }
  });
});

test.describe('every customer route paints from the HTML (decision 0177)', () => {
  /** Public screens, as any visitor sees them; a parameter's value is any value. */
  const PUBLIC = [
    '/register',
    '/resetpassword',
    '/welcome',
    // The approval e-mail's link: its own markup, not the plain page replaced once React runs.
    '/welcome?akun=disetujui',
    '/konfirmasi-pialang',
    // Without a reset under way, each sends the visitor back to /resetpassword once React runs.
    '/reset-input-otp',
    '/confirm-resetpassword',
    '/aktivasi/0',
    '/konfirmasi-email/x',
  ];
  /** Signed-in screens, as a customer's frame; each may send this customer on once the app runs. */
  const FRAMES = [
    '/profil-saya',
    '/data-saya',
    '/data-saya/unduh/x',
    '/choose-bank',
    '/konfirmasi-akun',
    '/register-lanjut',
    '/register-datapribadi',
    '/register-preview',
    '/register-waiting',
    '/video-call/x',
    '/sandi-akun/x',
  ];

  test('each comes with its markup in the HTML and is hydrated without a mismatch', async ({ newPage }) => {
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    const errors = errorsOf(page);
    for (const url of PUBLIC) {
      await test.step(url, async () => {
        errors.length = 0;
        expect(await (await page.request.get(url)).text()).not.toContain('<div id="root"></div>');
        await page.goto(url);
        expect(await waitForQuietNetwork(page)).toEqual([]);
        expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      });
    }
    await login(page, who.email, who.password, '/konfirmasi-account');
    for (const url of FRAMES) {
      await test.step(url, async () => {
        errors.length = 0;
        expect(await (await page.request.get(url)).text()).toContain('<div id="root" data-frame="customer">');
        await page.goto(url);
        expect(await waitForQuietNetwork(page)).toEqual([]);
        expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
      });
    }
  });

  test('/register-waiting hydrated after the footer has the configuration: no mismatch, then the contacts', async ({
    newPage,
  }) => {
    // React hydrates a screen after the shell around it, whose footer asks for the public
    // configuration the screen also shows; usually the screen is first. Here it is last: its chunk
    // fails for the HTML's preload and for the entry's loadScreens, so main.tsx hydrates without
    // it, and the router's own import gets it only once the footer has its reply.
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    await login(page, who.email, who.password, '/konfirmasi-account');
    expect(await waitForQuietNetwork(page)).toEqual([]);
    const errors = errorsOf(page);
    const configReply = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/public/config');
    let asked = 0;
    await page.route(/\/assets\/waiting-route-[^/]+\.js$/, async (route) => {
      asked += 1;
      if (asked <= 2) return route.abort();
      await configReply;
      return route.continue();
    });
    await page.goto('/register-waiting');
    await expect(page.getByText(MSG.waitingContactIntro)).toBeVisible();
    expect(await waitForQuietNetwork(page)).toEqual([]);
    expect(asked).toBe(3);
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });
});

test.describe('the reset pages paint from the HTML, then read what the step before kept', () => {
  test('reloaded mid-reset, the code page and the new-password page hydrate without a mismatch', async ({
    newPage,
  }) => {
    const who = await createCustomer();
    const page = await newPage({ viewport: MOBILE });
    const errors = errorsOf(page);
    await page.goto('/resetpassword');
    await field(page, MSG.emailLabel).fill(who.email);
    const sent = new Date();
    await page.getByRole('button', { name: MSG.buttonSubmit }).click();
    await atPath(page, '/reset-input-otp');

    // The markup holds the page without the e-mail; the tab's stored e-mail shows once React runs.
    const html = await (await page.request.get('/reset-input-otp')).text();
    expect(html).toContain(MSG.resetOtpTitle);
    expect(html).not.toContain(who.email);
    errors.length = 0;
    await page.reload();
    await expect(page.getByText(who.email)).toBeVisible();
    expect(await waitForQuietNetwork(page)).toEqual([]);
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);

    await typeOtp(page.getByRole('main'), await waitForOtp(who.email, sent));
    await page.getByRole('button', { name: MSG.otpVerify }).click();
    await atPath(page, '/confirm-resetpassword');
    expect(await (await page.request.get('/confirm-resetpassword')).text()).toContain(MSG.newPasswordTitle);
    errors.length = 0;
    await page.reload();
    await field(page, MSG.newPasswordLabel).fill('Baru#Emas2026x');
    await field(page, MSG.newPasswordConfirmLabel).fill('Baru#Emas2026x');
    await page.getByRole('button', { name: MSG.buttonSave }).click();
    await expect(page.getByText(MSG.resetSuccessTitle)).toBeVisible();
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });
});
