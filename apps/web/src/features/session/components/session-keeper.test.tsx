import { INACTIVITY_LIMIT_MS, MSG, TOKEN_REFRESH_INTERVAL_MS } from '@kilau/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { REFRESH_RETRY_DELAY_MS } from '../token-refresher';
import { SessionKeeper } from './session-keeper';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole('dialog', { name: MSG.inactivityTitle });
/** Mantine opens the modal with a 200 ms transition, scheduled once React has rendered. */
const OPEN_ANIMATION_MS = 300;

function renderKeeper() {
  return renderScreen(<SessionKeeper />, { path: '/beranda' });
}

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

describe('token refresh', () => {
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

  it('a 401 clears the session and goes to /login', async () => {
    mockApi({ 'GET /v2/user/refresh': apiError(401, 401, 'Unauthorized') });
    localStorage.setItem('platform_id', 'p1');
    const view = renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(session.token()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(view.location()).toBe('/login');
  });

  it('a network failure is retried once; a second failure ends the session', async () => {
    const api = mockApi({ 'GET /v2/user/refresh': 'network' });
    const view = renderKeeper();
    await advance(TOKEN_REFRESH_INTERVAL_MS);
    expect(session.token()).toBe('token-1');
    expect(view.location()).toBe('/beranda');

    await advance(REFRESH_RETRY_DELAY_MS);
    expect(api.callsTo('GET /v2/user/refresh')).toHaveLength(2);
    expect(session.token()).toBeNull();
    expect(view.location()).toBe('/login');
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
