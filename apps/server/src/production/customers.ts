/**
 * A customer's calls over HTTP to a running instance, as the web app makes them: registration with
 * the SMS code and the e-mailed activation link, login, the dashboard, the bank registration and
 * the personal-data step. The SMS code is read where the server delivered it (the outbox table);
 * the activation e-mail from wherever the suite's mailbox receives it.
 */
import { SAMPLE_CUSTOMER, sampleNik } from '@kilau/shared';
import pg from 'pg';
import { inLetters } from '../test/letters';
import { sleep } from './instances';

export interface Reply {
  status: number;
  body: Record<string, unknown> & { status_code?: unknown; err_message_id?: string; data?: unknown };
}

export async function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: FormData | string | undefined;
  if (options.form) payload = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: Reply['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { raw: text };
  }
  return { status: res.status, body };
}

/** Where the suite finds what the server sent to a recipient. */
export interface Mailbox {
  /** The first match of `pattern` in a message to `to`, waiting for it to arrive. */
  find(to: string, pattern: RegExp): Promise<string>;
}

/** Messages the server delivered to its outbox table (SMS always, e-mail without SMTP). */
export function outboxMailbox(databaseUrl: string): Mailbox & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    async find(to, pattern) {
      for (let i = 0; i < 300; i++) {
        const { rows } = await pool.query<{ text: string }>(
          'select text from outbox where recipient = $1 order by created_at desc',
          [to],
        );
        for (const r of rows) {
          const hit = pattern.exec(r.text);
          if (hit?.[1]) return hit[1];
        }
        await sleep(100);
      }
      throw new Error(`nothing to ${to} in the outbox`);
    },
    close: () => pool.end(),
  };
}

export interface Customer {
  email: string;
  phonenumber: string;
  password: string;
  fullname: string;
  token: string;
}

export const PASSWORD = 'Emas#Kilau2026';

function expectOk(what: string, reply: Reply, ok = reply.status === 200) {
  if (!ok) throw new Error(`${what}: HTTP ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
}

/** Registers customer `n`, verifies phone and e-mail, and logs in; on `base`, or on `bases[k]` per call. */
export async function registerCustomer(
  bases: string | string[],
  mailbox: { sms: Mailbox; email: Mailbox },
  n: number,
): Promise<Customer> {
  const at = (k: number) => (Array.isArray(bases) ? (bases[k % bases.length] as string) : bases);
  const tag = `${process.pid % 1000}${String(n).padStart(5, '0')}`;
  const person = {
    fullname: `Nasabah Produksi ${inLetters(n)}`,
    email: `produksi${tag}@kilau.test`,
    username: `produksi${tag}`,
    phonenumber: `0812${tag.padStart(8, '0')}`,
    password: PASSWORD,
  };
  const registered = await call(at(0), 'POST', '/v2/user/register', { body: person });
  expectOk('register', registered);
  const phonenumber = String(registered.body.phonenumber ?? person.phonenumber);
  const otp = await mailbox.sms.find(phonenumber, /\b(\d{6})\b/);
  const verified = await call(at(1), 'POST', '/v2/user/register/verify/otp', {
    body: { email: person.email, phonenumber, token: registered.body.token, otp },
  });
  expectOk('verify otp', verified);
  const link = await mailbox.email.find(person.email, /\/aktivasi\/([A-Za-z0-9_-]+)/);
  const activated = await call(at(2), 'POST', `/v2/user/register/verify/email/${link}`, { body: {} });
  expectOk('activate', activated);
  const token = await login(at(3), person.email);
  return { email: person.email, phonenumber, password: PASSWORD, fullname: person.fullname, token };
}

export async function login(base: string, email: string, password = PASSWORD): Promise<string> {
  const reply = await call(base, 'POST', '/v2/user/auth', { body: { email, password } });
  expectOk('login', reply, reply.status === 200 && typeof reply.body.token === 'string');
  return reply.body.token as string;
}

/** The option ids the onboarding forms send, read from the master data as the web app does. */
export interface FormOptions {
  platformId: string;
  gender: string;
  religion: string;
  marriage: string;
  education: string;
}

const BANK = '037';

export async function formOptions(base: string, token: string): Promise<FormOptions> {
  const list = async (url: string) => {
    const reply = await call(base, 'GET', url, { token });
    expectOk(url, reply);
    return reply.body.data as Record<string, unknown>;
  };
  const platforms = (await list('/v2/master_data/platform')).platform as { _id: string; app_name: string }[];
  const platform = platforms.find((p) => p.app_name === 'gofx') ?? platforms[0];
  if (!platform) throw new Error('no platform in the master data');
  const pick = async (type: string, code: string) => {
    const options = (await list(`/v2/master_data/${type}/${BANK}`)) as unknown as {
      _id: string;
      code: string;
    }[];
    const found = options.find((o) => o.code === code);
    if (!found) throw new Error(`no ${type} option ${code}`);
    return found._id;
  };
  return {
    platformId: platform._id,
    gender: await pick('gender', 'L'),
    religion: await pick('religion', SAMPLE_CUSTOMER.optionCodes.religion),
    marriage: await pick('marriage', SAMPLE_CUSTOMER.optionCodes.marriage),
    education: await pick('education', SAMPLE_CUSTOMER.optionCodes.education),
  };
}

/** A NIK of Katapang (32.04.11) for a man born on 17-08-1985, with serial `n`. */
const nikOf = (n: number) =>
  sampleNik(
    SAMPLE_CUSTOMER.addresses.bandung.district_type,
    SAMPLE_CUSTOMER.birthDates.man,
    false,
    (n % 9999) + 1,
  );

/** The bank registration (docs/product/onboarding.md § Screens): answers the KYC record's id. */
export async function registerAtBank(base: string, c: Customer, o: FormOptions, n: number): Promise<string> {
  const reply = await call(base, 'POST', '/v2/kyc/customer/platform', {
    token: c.token,
    body: {
      platform_id: o.platformId,
      bank_code: BANK,
      fullname: c.fullname,
      mothers_name: SAMPLE_CUSTOMER.mothersName,
      date_of_birth: SAMPLE_CUSTOMER.birthDates.man,
      ktp_no: nikOf(n),
      has_agree_account_terms: true,
      has_agree_savings_terms: true,
    },
  });
  expectOk('bank registration', reply, reply.status === 200 && reply.body.status_code === '00');
  return (reply.body.data as { _id: string })._id;
}

/** One save of the personal-data step, with the mother's name given (it varies between saves). */
export function savePersonal(
  base: string,
  c: Customer,
  o: FormOptions,
  recordId: string,
  n: number,
  mothersName: string,
): Promise<Reply> {
  return call(base, 'PUT', `/v2/kyc/customer/platform/${recordId}`, {
    token: c.token,
    body: {
      platform_id: o.platformId,
      bank_code: BANK,
      fullname: c.fullname,
      mothers_name: mothersName,
      ...SAMPLE_CUSTOMER.personal,
      date_of_birth: SAMPLE_CUSTOMER.birthDates.man,
      ktp_no: nikOf(n),
      gender_type: o.gender,
      religion_type: o.religion,
      marriage_type: o.marriage,
      education_type: o.education,
    },
  });
}

/** What the dashboard (/beranda) asks for when it opens: the onboarding status and the balances. */
export async function openDashboard(base: string, token: string): Promise<Reply[]> {
  return Promise.all(
    ['/v2/kyc/customer/platform', '/v1/user/gold_saving', '/v1/user/posgo_balance'].map((url) =>
      call(base, 'GET', url, { token }),
    ),
  );
}

export function uploadForm(kind: string, bytes: Buffer, mime: string, name: string): FormData {
  const fd = new FormData();
  fd.append('kind', kind); // the kind comes before the file
  fd.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), name);
  return fd;
}
