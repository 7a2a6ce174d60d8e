/**
 * Set-up through the API, for tests that need a customer who already exists: each call makes a new
 * one (unique e-mail, username and phone) through the real registration calls, so tests that run
 * at the same time never share state they change. The demo accounts are only read (decision 0055).
 */
import { randomInt } from 'node:crypto';
import { baseUrl } from './base-url';
import { waitForActivationPath, waitForOtp } from './outbox';
import { digits, uniqueTag } from './unique';

export interface Customer {
  fullname: string;
  email: string;
  username: string;
  phone: string;
  password: string;
}

/** The demo accounts the server seeds (apps/server/src/seed/seed.ts). */
export const DEMO_PASSWORD = 'Kilau#Demo2026';
export const DEMO = {
  approved: {
    email: 'demo.nasabah@kilau.test',
    username: 'demonasabah',
    phone: '081234567890',
    fullname: 'Siti Rahmawati',
  },
  fresh: {
    email: 'baru@kilau.test',
    username: 'nasabahbaru',
    phone: '081234567891',
    fullname: 'Budi Santoso',
  },
  inactive: {
    email: 'belumaktif@kilau.test',
    username: 'belumaktif',
    phone: '081234567892',
    fullname: 'Dewi Lestari',
  },
} as const;

// Names apart from the demo seed's (seed-participants.ts): the seed blacklists some of its own
// participants, and since screening against Kilau's blacklist (decision 0111) a customer sharing
// such a name would be flagged and could not be approved. The third part, made from the tag, keeps
// two customers of one run apart wherever a row is found by its name.
const FIRST_NAMES = ['Galih', 'Kirana', 'Teguh', 'Larasati', 'Danang', 'Sekar', 'Bimo', 'Anjani'];
const LAST_NAMES = ['Wibisono', 'Tambunan', 'Purnomo', 'Halim', 'Rangkuti', 'Sembiring', 'Marpaung'];
const SYLLABLES = ['ba', 'di', 'ko', 'ma', 'ne', 'ri', 'su', 'ta', 'wi', 'yo'];

/** A name part of letters only (names allow no digits): one syllable per character of the tag. */
function namePart(tag: string): string {
  const word = [...tag].map((c) => SYLLABLES[Number.parseInt(c, 36) % SYLLABLES.length]).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function pick<T>(list: readonly T[]): T {
  return list[randomInt(list.length)] as T;
}

/** New, never-used identity data (nothing is sent to the server). */
export function newIdentity(): Customer {
  const tag = uniqueTag();
  return {
    fullname: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${namePart(tag.slice(-5))}`,
    email: `uji.${tag}@kilau.test`,
    username: `uji${tag}`,
    phone: `0857${digits(8)}`,
    password: `Emas#${digits(4)}Aman`,
  };
}

export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; json: T }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = { raw: text };
  }
  return { status: response.status, json: json as T };
}

function expectOk(step: string, reply: { status: number; json: unknown }) {
  if (reply.status !== 200) {
    throw new Error(`${step} answered ${reply.status}: ${JSON.stringify(reply.json)}`);
  }
}

/** Registers and verifies the phone; the e-mail is not activated yet (status 'new'). */
export async function createUnactivatedCustomer(identity: Customer = newIdentity()): Promise<Customer> {
  const since = new Date();
  const registered = await api<{ token: string; phonenumber: string }>('POST', '/v2/user/register', {
    fullname: identity.fullname,
    email: identity.email,
    username: identity.username,
    phonenumber: identity.phone,
    password: identity.password,
  });
  expectOk('POST /v2/user/register', registered);
  const otp = await waitForOtp(identity.phone, since);
  const verified = await api('POST', '/v2/user/register/verify/otp', {
    phonenumber: registered.json.phonenumber ?? identity.phone,
    otp,
    email: identity.email,
    token: registered.json.token,
  });
  expectOk('POST /v2/user/register/verify/otp', verified);
  return identity;
}

/** A new customer who can log in: registered, phone verified, e-mail activated, no KYC record. */
export async function createCustomer(identity: Customer = newIdentity()): Promise<Customer> {
  const since = new Date();
  await createUnactivatedCustomer(identity);
  const activationPath = await waitForActivationPath(identity.email, since);
  const id = activationPath.split('/').pop() ?? '';
  const activated = await api<{ data?: { status_code?: string } }>(
    'POST',
    `/v2/user/register/verify/email/${encodeURIComponent(id)}`,
  );
  expectOk(`POST /v2/user/register/verify/email/${id}`, activated);
  if (activated.json.data?.status_code !== '00') {
    throw new Error(`activation answered ${JSON.stringify(activated.json)}`);
  }
  return identity;
}
