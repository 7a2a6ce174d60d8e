import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import { EARLY_HANDOFF, type HandoffWindow } from './early-handoff';
import { sendEarly, takeEarly } from './early-requests';
import { session } from './session';

const reply = z.object({ status_code: z.string(), data: z.object({ n: z.number() }) });

function stubFetch() {
  let n = 0;
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    n += 1;
    return new Response(JSON.stringify({ status_code: '00', data: { n } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function headersOf(fetchMock: ReturnType<typeof stubFetch>, call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

describe('requests sent early', () => {
  beforeEach(() => session.signIn('tok-a', null));
  afterEach(() => {
    vi.useRealTimers();
    session.clear();
  });

  it("go with the customer's token, and the screen's own GET takes the reply instead of asking again", async () => {
    const fetchMock = stubFetch();
    sendEarly([{ path: '/v1/user/gold_saving' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock, 0).authorization).toBe('Bearer tok-a');

    const first = await apiRequest('GET', '/v1/user/gold_saving', { schema: reply });
    expect(first.data.n).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: the next GET of the same path is a request of its own.
    const second = await apiRequest('GET', '/v1/user/gold_saving', { schema: reply });
    expect(second.data.n).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not sent without a session, except the public ones', () => {
    session.clear();
    const fetchMock = stubFetch();
    sendEarly([{ path: '/v1/user/gold_saving' }, { path: '/v2/public/config', auth: false }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v2/public/config');
    expect(headersOf(fetchMock, 0).authorization).toBeUndefined();
  });

  it('are never handed to another session, nor when older than ten seconds', async () => {
    stubFetch();
    sendEarly([{ path: '/a' }, { path: '/b' }]);
    session.signIn('tok-b', null);
    expect(takeEarly('/a', session.token())).toBeNull();

    vi.useFakeTimers();
    session.signIn('tok-a', null);
    sendEarly([{ path: '/b' }]);
    vi.advanceTimersByTime(10_001);
    expect(takeEarly('/b', 'tok-a')).toBeNull();
  });

  it('leave a POST alone', async () => {
    const fetchMock = stubFetch();
    sendEarly([{ path: '/v2/thing' }]);
    await apiRequest('POST', '/v2/thing', { schema: reply, body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('POST');
  });

  it("taken over from the page's first script: not sent again, and the screen takes that reply", async () => {
    const fetchMock = stubFetch();
    const handed = new Response(JSON.stringify({ status_code: '00', data: { n: 41 } }), {
      headers: { 'content-type': 'application/json' },
    });
    (window as HandoffWindow)[EARLY_HANDOFF] = [
      { path: '/v1/user/gold_saving', token: 'tok-a', at: Date.now(), response: Promise.resolve(handed) },
    ];
    sendEarly([{ path: '/v1/user/gold_saving' }, { path: '/v1/user/posgo_balance' }]);
    // Only the one the first script had not sent.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/v1/user/posgo_balance');
    expect((window as HandoffWindow)[EARLY_HANDOFF]).toBeUndefined();
    const reply1 = await apiRequest('GET', '/v1/user/gold_saving', { schema: reply });
    expect(reply1.data.n).toBe(41);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sent again when the first script's request went with another session", async () => {
    const fetchMock = stubFetch();
    (window as HandoffWindow)[EARLY_HANDOFF] = [
      {
        path: '/v1/user/gold_saving',
        token: 'tok-old',
        at: Date.now(),
        response: Promise.resolve(new Response('{}')),
      },
    ];
    sendEarly([{ path: '/v1/user/gold_saving' }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(headersOf(fetchMock, 0).authorization).toBe('Bearer tok-a');
    const reply1 = await apiRequest('GET', '/v1/user/gold_saving', { schema: reply });
    expect(reply1.data.n).toBe(1);
  });
});
