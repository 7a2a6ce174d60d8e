import { INACTIVITY_LIMIT_MS, MSG, TOKEN_REFRESH_INTERVAL_MS } from '@kilau/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, setUnauthorizedHandler } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { END_REASON_INACTIVITY, END_REASON_KEY, LAST_ACTIVITY_KEY } from '../shared-activity';
import { REFRESH_RETRY_DELAY_MS } from '../token-refresher';
import { SessionKeeper } from './session-keeper';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: MSG.inactivityTitle });
/** Mantine opens the modal with a 200 ms transition, scheduled once React has rendered. */
const OPEN_ANIMATION_MS = 300;

/** An access token as the server shapes it (HS256, 330 s), issued `ageMs` before now. */
function jwt(ageMs: number, ttlSeconds = 330): string {
  const iat = Math.floor((Date.now() - ageMs) / 1000);
  const part = (v: object) =>
    btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'u1', sid: 's1', typ: 'user', iat, exp: iat + ttlSeconds })}.c2ln`;
}

/** What another tab of the site does to the shared local storage, as this tab hears it. */
const otherTab = {
  isActive() {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, storageArea: localStorage }));
  },
  endsTheSession() {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
  },
  /** Its inactivity clock ends the session: it announces the reason, then clears storage. */
  endsTheSessionForInactivity() {
    localStorage.setItem(END_REASON_KEY, END_REASON_INACTIVITY);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: END_REASON_KEY,
        newValue: END_REASON_INACTIVITY,
        storageArea: localStorage,
      }),
    );
    this.endsTheSession();
  },
};

function renderKeeper() {
  return renderScreen(<SessionKeeper />, { path: '/beranda' });
}

// The modal's code is a lazy chunk (components/ui/overlays.tsx): loaded once here, so that the
// first test's modal does not wait on a cold module transform that the fake clock cannot advance.
beforeAll(async () => {
  await import('../../../components/ui/overlays-core');
});

beforeEach(() => {
  vi.useFakeTimers();
  session.signIn('token-1', null);
});

afterEach(() => {
  vi.useRealTimers();
  session.clear();
});

describe('inactivity', () => {
  beforeEach(() => {
    mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
  });

  it('shows the modal at 840000 ms without activity, not at 839000 ms', async () => {
    renderKeeper();
    await advance(839_000);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();

    await advance(999);
    expect(localStorage.getItem('token')).not.toBeNull();
    await advance(1);
    // At 840000 ms the session is forgotten and the modal opens.
    expect(localStorage.getItem('token')).toBeNull();
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.inactivityText)).toBeTruthy();
    expect(INACTIVITY_LIMIT_MS).toBe(840_000);
  });

  it('clears local storage when the modal appears and Login goes to /login', async () => {
    localStorage.setItem('platform_id', 'p1');
    const view = renderKeeper();
    await advance(INACTIVITY_LIMIT_MS);
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(localStorage.length).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: MSG.inactivityLogin }));
    await advance(0);
    expect(view.location()).toBe('/login');
    expect(session.token()).toBeNull();
  });

  it('cannot be dismissed with Escape', async () => {
    renderKeeper();
    await advance(INACTIVITY_LIMIT_MS);
    await advance(OPEN_ANIMATION_MS);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await advance(1_000);
    expect(dialog()).not.toBeNull();
  });

  it.each([
    ['mousemove', (el: Element) => fireEvent.mouseMove(el)],
    ['click', (el: Element) => fireEvent.click(el)],
    ['keydown', (el: Element) => fireEvent.keyDown(el, { key: 'a' })],
    ['scroll', (el: Element) => fireEvent.scroll(el)],
  ])('%s restarts the 14 minutes', async (_name, touch) => {
    renderKeeper();
    await advance(600_000);
    touch(document.body);
    await advance(600_000);
    expect(dialog()).toBeNull();
    await advance(239_000);
    expect(localStorage.getItem('token')).not.toBeNull();
    await advance(1_000);
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
  });
});

describe('inactivity across tabs', () => {
  beforeEach(() => {
    mockApi({
      'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } },
      'POST /v2/user/logout': { body: { status_code: '00', message: 'ok' } },
    });
  });

  it('an idle tab does not end the session while another tab is in use', async () => {
    const view = renderKeeper();
    await advance(600_000);
    otherTab.isActive();
    await advance(INACTIVITY_LIMIT_MS - 600_000 + 60_000);
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(view.location()).toBe('/beranda');

    // Once every tab has been idle for the limit, the modal comes.
    await advance(600_000 - 60_000 - OPEN_ANIMATION_MS);
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.inactivityText)).toBeTruthy();
  });

  it('this tab in use keeps the session of an idle tab alive (the time it publishes)', async () => {
    renderKeeper();
    await advance(600_000);
    fireEvent.mouseMove(document.body);
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
  });

  it('ending in this tab tells the server (keepalive) with the token, then clears storage', async () => {
    const api = mockApi({
      'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } },
      'POST /v2/user/logout': { body: { status_code: '00', message: 'ok' } },
    });
    session.signIn('token-1', null);
    renderKeeper();
    await advance(INACTIVITY_LIMIT_MS);
    expect(api.callsTo('POST /v2/user/logout')).toHaveLength(1);
    const call = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const init = call?.[1];
    expect(init?.keepalive).toBe(true);
    expect(new Headers(init?.headers).get('authorization')).toMatch(/^Bearer token-/);
    expect(localStorage.length).toBe(0);
  });

  it('a session ended in another tab shows the modal here instead of leaving silently', async () => {
    const api = mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
    const view = renderKeeper();
    await advance(60_000);
    otherTab.endsTheSession();
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.sessionEndedElsewhereText)).toBeTruthy();
    expect(view.location()).toBe('/beranda');
    // Nothing more is sent for the dead session: no refresh, and no second logout.
    await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(api.calls).toHaveLength(0);
    expect(session.token()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: MSG.inactivityLogin }));
    await advance(0);
    expect(view.location()).toBe('/login');
  });

  it('when every tab was idle, the other tabs give the inactivity text too', async () => {
    mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
    renderKeeper();
    // The other tab's clock fires a moment before this one's.
    await advance(INACTIVITY_LIMIT_MS - 500);
    otherTab.endsTheSession();
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.inactivityText)).toBeTruthy();
  });

  it('takes the other tab’s word that it ended for inactivity, even when this tab’s timers lag', async () => {
    mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
    renderKeeper();
    // A background tab's timers are throttled: here only a minute has passed when the news comes.
    await advance(60_000);
    otherTab.endsTheSessionForInactivity();
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.inactivityText)).toBeTruthy();
    expect(screen.queryByText(MSG.sessionEndedElsewhereText)).toBeNull();
  });
});

describe('a call refused as a dead session', () => {
  const reply = z.object({ status_code: z.string() });
  const call = () => apiRequest('GET', '/v1/user/profile', { schema: reply }).catch(() => undefined);

  it('ends the session behind the modal instead of the app’s jump to the login (another tab’s Keluar, a revoked session)', async () => {
    const appDefault = vi.fn();
    const release = setUnauthorizedHandler(appDefault);
    mockApi({ 'GET /v1/user/profile': apiError(401, 401, 'Unauthorized') });
    const view = renderKeeper();
    await act(call);
    await advance(OPEN_ANIMATION_MS);
    expect(appDefault).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.sessionEndedElsewhereText)).toBeTruthy();
    expect(view.location()).toBe('/beranda');
    expect(session.token()).toBeNull();
    expect(localStorage.length).toBe(0);

    // Once the keeper is gone (the customer left the frame), the app's own handler answers again.
    view.unmount();
    session.signIn('token-2', null);
    await act(call);
    expect(appDefault).toHaveBeenCalledTimes(1);
    release();
  });

  it('a 401 about a wrong password does not end the session', async () => {
    mockApi({ 'GET /v1/user/profile': apiError(401, 401, MSG.profileCurrentPasswordWrong) });
    renderKeeper();
    await act(call);
    await advance(OPEN_ANIMATION_MS);
    expect(dialog()).toBeNull();
    expect(session.token()).toBe('token-1');
  });
});

describe('token refresh', () => {
  it('refreshes at once on load when the token is past half its life', async () => {
    session.signIn(jwt(200_000), null);
    const api = mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
    renderKeeper();
    await advance(0);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(1);
    expect(session.token()).toBe('token-2');
    // Then every 150 s.
    await advance(TOKEN_REFRESH_INTERVAL_MS - 1_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(1);
    await advance(1_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(2);
  });

  it('repeated reloads do not let the token run out', async () => {
    const api = mockApi({ 'GET /v2/user/refresh': () => ({ body: { status_code: '00', token: jwt(0) } }) });
    session.signIn(jwt(0), null);
    // A phone coming back from the camera app reloads the page every 100 s.
    for (let reload = 0; reload < 6; reload++) {
      const view = renderKeeper();
      await advance(100_000);
      view.unmount();
    }
    expect(api.callsTo('GET /v2/user/refresh').length).toBeGreaterThanOrEqual(2);
    const token = session.token() ?? '';
    const { iat } = JSON.parse(atob(token.split('.')[1] ?? '')) as { iat: number };
    expect(Date.now() / 1000 - iat).toBeLessThan(330 / 2 + 1);
  });

  it('a fresh token is first refreshed at half-life or 150 s, whichever is sooner', async () => {
    session.signIn(jwt(100_000), null);
    const api = mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'token-2' } } });
    renderKeeper();
    await advance(64_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(0);
    await advance(1_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(1);
  });

  it('replaces the token every 150 s', async () => {
    const api = mockApi({
      'GET /v2/user/refresh': [
        { body: { status_code: '00', token: 'token-2' } },
        { body: { status_code: '00', token: 'token-3' } },
      ],
    });
    renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS - 1_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(0);

    await advance(1_000);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(1);
    expect(session.token()).toBe('token-2');
    expect(localStorage.getItem('token')).toBe('token-2');

    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(2);
    expect(session.token()).toBe('token-3');
    // The renewed token is the one sent next time.
    const [, init] = api.fetchMock.mock.calls[1] ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-2');
  });

  it('a 401 ends the session behind the modal, which says why; Masuk goes to /login', async () => {
    const api = mockApi({ 'GET /v2/user/refresh': apiError(401, 401, 'Unauthorized') });
    localStorage.setItem('platform_id', 'p1');
    const view = renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS + OPEN_ANIMATION_MS);
    expect(session.token()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(view.location()).toBe('/beranda');
    expect(dialog()).not.toBeNull();
    expect(screen.getByText(MSG.sessionEndedElsewhereText)).toBeTruthy();
    // The refused session is not renewed again.
    await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: MSG.inactivityLogin }));
    await advance(0);
    expect(view.location()).toBe('/login');
  });

  it('a network failure is retried once; a second failure ends the session behind the modal', async () => {
    const api = mockApi({ 'GET /v2/user/refresh': 'network' });
    const view = renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(session.token()).toBe('token-1');
    expect(view.location()).toBe('/beranda');

    await advance(REFRESH_RETRY_DELAY_MS + OPEN_ANIMATION_MS);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(2);
    expect(session.token()).toBeNull();
    expect(dialog()).not.toBeNull();
    expect(view.location()).toBe('/beranda');
  });

  it('a failure followed by a good retry keeps the session', async () => {
    mockApi({
      'GET /v2/user/refresh': [
        apiError(503, 503, MSG.serverError),
        { body: { status_code: '00', token: 'token-2' } },
      ],
    });
    const view = renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS + REFRESH_RETRY_DELAY_MS);
    expect(session.token()).toBe('token-2');
    expect(view.location()).toBe('/beranda');
  });

  it('is not run for staff (a stored role)', async () => {
    session.signIn('staff-token', 1);
    const api = mockApi({ 'GET /v2/user/refresh': { body: { status_code: '00', token: 'x' } } });
    renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
    expect(api.calls).toHaveLength(0);
  });
});
