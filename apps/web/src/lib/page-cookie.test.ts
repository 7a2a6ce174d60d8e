/**
 * The page credential follows the session (decisions 0118, 0182): a signed-in customer's current
 * token in one cookie per served page, each carried only by that page's request, and nothing for
 * staff or after the session ends. What is asserted is what the browser is told to store, as written
 * to `document.cookie`, for each served page's path.
 */
import { PAGE_SESSION_COOKIE, SERVED_PAGES } from '@kilau/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from './session';

const { name } = PAGE_SESSION_COOKIE;
let written: string[];

beforeEach(() => {
  session.clear();
  written = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

/** The last cookie written for a served page's path. */
const lastFor = (path: string) => written.filter((w) => w.includes(`; Path=${path};`)).at(-1) ?? '';

describe('the page credential', () => {
  it("holds a customer's token, once per served page and for that page's path only, never sent from another site", () => {
    session.signIn('aaa.bbb.ccc', null);
    for (const path of SERVED_PAGES)
      expect(lastFor(path)).toBe(`${name}=aaa.bbb.ccc; Path=${path}; SameSite=Strict`);
    // Nothing else: no cookie for a path outside the list, none for the whole site.
    expect(written).toHaveLength(SERVED_PAGES.length);
  });

  it('follows a renewed token', () => {
    session.signIn('aaa.bbb.ccc', null);
    session.replaceToken('ddd.eee.fff');
    for (const path of SERVED_PAGES)
      expect(lastFor(path)).toBe(`${name}=ddd.eee.fff; Path=${path}; SameSite=Strict`);
  });

  it('is removed when the session ends, is cleared, or belongs to staff', () => {
    const removed = (path: string) => `${name}=; Path=${path}; Max-Age=0; SameSite=Strict`;
    session.signIn('aaa.bbb.ccc', null);
    session.end();
    for (const path of SERVED_PAGES) expect(lastFor(path)).toBe(removed(path));

    session.signIn('aaa.bbb.ccc', null);
    session.clear();
    for (const path of SERVED_PAGES) expect(lastFor(path)).toBe(removed(path));

    // A staff session is no customer's: its token never goes into the cookie.
    session.signIn('staff.token.xyz', 1, 'broker');
    for (const path of SERVED_PAGES) expect(lastFor(path)).toBe(removed(path));
    expect(written.some((w) => w.includes('staff.token.xyz'))).toBe(false);
  });

  it('is not renewed once the session has ended', () => {
    session.signIn('aaa.bbb.ccc', null);
    session.end();
    session.replaceToken('late.renewal.token');
    expect(written.some((w) => w.includes('late.renewal.token'))).toBe(false);
  });
});
