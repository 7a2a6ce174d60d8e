/**
 * The page's first script (early.ts), as the browser runs it: from a script tag whose attributes
 * the server wrote, before the app. It sends a signed-in customer's first GETs and hands them over;
 * it hides a customer's frame from anyone else.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_HANDOFF, type HandoffWindow } from './lib/early-handoff';
import { SESSION_KEYS } from './lib/session-keys';

/** Runs the script as from `<script src data-…>`; the module runs once per import, so a fresh one. */
async function runFrom(attributes: Record<string, string>) {
  const tag = document.createElement('script');
  for (const [k, v] of Object.entries(attributes)) tag.setAttribute(k, v);
  Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
  vi.resetModules();
  await import('./early');
}

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const requests = JSON.stringify([
  '/v1/user/gold_saving',
  '/v1/abx/transactions?limit=10&offset=0&currency=IDR',
]);

describe("the page's first script", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as HandoffWindow)[EARLY_HANDOFF];
    document.documentElement.removeAttribute('data-signed-out');
    localStorage.clear();
  });

  it("sends a signed-in customer's first GETs with the token and hands them to the app", async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok-c');
    const fetchMock = stubFetch();
    await runFrom({ 'data-frame': 'customer', 'data-requests': requests });
    expect(fetchMock.mock.calls.map((c) => (c as unknown[])[0])).toEqual(JSON.parse(requests));
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit;
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-c');
    const handed = (window as HandoffWindow)[EARLY_HANDOFF] ?? [];
    expect(handed.map((h) => [h.path, h.token])).toEqual([
      ['/v1/user/gold_saving', 'tok-c'],
      ['/v1/abx/transactions?limit=10&offset=0&currency=IDR', 'tok-c'],
    ]);
    expect(document.documentElement.hasAttribute('data-signed-out')).toBe(false);
  });

  it('hides a customer’s frame from a visitor without a session, and sends nothing', async () => {
    const fetchMock = stubFetch();
    await runFrom({ 'data-frame': 'customer', 'data-requests': requests });
    expect(document.documentElement.hasAttribute('data-signed-out')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as HandoffWindow)[EARLY_HANDOFF]).toBeUndefined();
  });

  it("hides it from staff too: a staff member's session is not a customer's", async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok-s');
    localStorage.setItem(SESSION_KEYS.role, '2');
    const fetchMock = stubFetch();
    await runFrom({ 'data-frame': 'customer', 'data-requests': requests });
    expect(document.documentElement.hasAttribute('data-signed-out')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves a screen without a frame visible, and sends the token to no other site', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok-c');
    const fetchMock = stubFetch();
    await runFrom({ 'data-requests': '["https://elsewhere.example/x", 3, "/v2/kyc/customer/platform"' });
    expect(fetchMock).not.toHaveBeenCalled();
    await runFrom({
      'data-requests': JSON.stringify([
        'https://elsewhere.example/x',
        '//elsewhere.example/x',
        '/\\elsewhere.example/x',
        3,
        '/v2/kyc/customer/platform',
      ]),
    });
    expect(fetchMock.mock.calls.map((c) => (c as unknown[])[0])).toEqual(['/v2/kyc/customer/platform']);
    expect(document.documentElement.hasAttribute('data-signed-out')).toBe(false);
  });
});
