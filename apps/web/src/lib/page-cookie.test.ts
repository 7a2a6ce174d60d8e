/**
 * The page credential follows the session (decision 0118): a signed-in customer's current token in a
 * cookie that only the dashboard's request carries, and nothing for staff or after the session ends.
 * What is asserted is what the browser is told to store, as written to `document.cookie`.
 */
import { PAGE_SESSION_COOKIE } from '@kilau/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from './session';

const { name, path } = PAGE_SESSION_COOKIE;
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

const last = () => written.at(-1) ?? '';

describe('the page credential', () => {
  it("holds a customer's token, for the dashboard's path only, never sent from another site", () => {
    session.signIn('aaa.bbb.ccc', null);
    expect(last()).toBe(`${name}=aaa.bbb.ccc; Path=${path}; SameSite=Strict`);
  });

  it('follows a renewed token', () => {
    session.signIn('aaa.bbb.ccc', null);
    session.replaceToken('ddd.eee.fff');
    expect(last()).toBe(`${name}=ddd.eee.fff; Path=${path}; SameSite=Strict`);
  });

  it('is removed when the session ends, is cleared, or belongs to staff', () => {
    const removed = `${name}=; Path=${path}; Max-Age=0; SameSite=Strict`;
    session.signIn('aaa.bbb.ccc', null);
    session.end();
    expect(last()).toBe(removed);

    session.signIn('aaa.bbb.ccc', null);
    session.clear();
    expect(last()).toBe(removed);

    // A staff session is no customer's: its token never goes into the cookie.
    session.signIn('staff.token.xyz', 1, 'broker');
    expect(last()).toBe(removed);
    expect(written.some((w) => w.includes('staff.token.xyz'))).toBe(false);
  });

  it('is not renewed once the session has ended', () => {
    session.signIn('aaa.bbb.ccc', null);
    session.end();
    session.replaceToken('late.renewal.token');
    expect(written.some((w) => w.includes('late.renewal.token'))).toBe(false);
  });
});
