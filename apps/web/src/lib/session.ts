/**
 * The signed-in user's session as the browser keeps it. The token lives in local storage (the
 * API contract, architecture.md §5); the server can revoke it at any time, and it expires within minutes
 * unless refreshed.
 *
 * Every tab of the site shares that storage. When a customer's session ends in one tab (the
 * inactivity modal, Keluar, a refused token), the others learn it from the storage event and keep
 * their page under the 'Sesi Berakhir' modal (`ended`) instead of leaving for /login unexplained.
 */
import { useSyncExternalStore } from 'react';
import { writePageCookie } from './page-cookie';
import { SESSION_KEYS } from './session-keys';

const { token: TOKEN, role: ROLE, username: USERNAME } = SESSION_KEYS;

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export interface SessionSnapshot {
  token: string | null;
  role: number | null;
  /**
   * The customer's session ended (here or in another tab) and the 'Sesi Berakhir' modal is up.
   * The token is kept in memory only so that the page stays behind the modal until the customer
   * presses Login; it is never sent again (see `token()`).
   */
  ended: boolean;
}

let snapshot: SessionSnapshot = read();
syncPageCookie();

/**
 * The page credential follows the session (decision 0118): a signed-in customer's current token, or
 * nothing. Also at load, so that a session that began before the cookie existed gets it.
 */
function syncPageCookie(): void {
  writePageCookie(!snapshot.ended && isCustomerSnapshot(snapshot) ? snapshot.token : null);
}

function read(): SessionSnapshot {
  const role = localStorage.getItem(ROLE);
  return { token: localStorage.getItem(TOKEN), role: role === null ? null : Number(role), ended: false };
}

function isCustomerSnapshot(s: SessionSnapshot): boolean {
  return s.token !== null && s.role === null;
}

export const session = {
  get(): SessionSnapshot {
    return snapshot;
  },
  /** The token to send; null once the session ended, so a dead session is never presented. */
  token(): string | null {
    return snapshot.ended ? null : snapshot.token;
  },
  /** A customer: a token and no stored role (docs/product/customer-area.md § Roles). */
  isCustomer(): boolean {
    return !snapshot.ended && isCustomerSnapshot(snapshot);
  },
  signIn(token: string, role: number | null, username?: string) {
    localStorage.setItem(TOKEN, token);
    if (role === null) localStorage.removeItem(ROLE);
    else localStorage.setItem(ROLE, String(role));
    if (username) localStorage.setItem(USERNAME, username);
    snapshot = read();
    syncPageCookie();
    emit();
  },
  replaceToken(token: string) {
    // A refresh that lands after the session ended must not bring the token back.
    if (snapshot.ended) return;
    localStorage.setItem(TOKEN, token);
    snapshot = read();
    syncPageCookie();
    emit();
  },
  /**
   * The customer's session is over but the page stays until Login is pressed: local storage is
   * cleared now (docs/product/customer-area.md § States), which also tells every other tab.
   */
  end() {
    localStorage.clear();
    writePageCookie(null);
    if (snapshot.ended) return;
    snapshot = { ...snapshot, ended: true };
    emit();
  },
  /** Logout and expiry clear local storage entirely (docs/product/customer-area.md § States; docs/product/back-office.md § States). */
  clear() {
    localStorage.clear();
    snapshot = read();
    syncPageCookie();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** What another tab's change to local storage means for this tab. */
export function onStorageChange(key: string | null) {
  // Other keys (the shared last-activity time) say nothing about who is signed in.
  if (key !== null && key !== TOKEN && key !== ROLE) return;
  const next = read();
  if (next.token === snapshot.token && next.role === snapshot.role && !snapshot.ended) return;
  if (next.token === null && isCustomerSnapshot(snapshot)) {
    // The customer's session ended in another tab: say so here too.
    if (!snapshot.ended) {
      snapshot = { ...snapshot, ended: true };
      emit();
    }
    return;
  }
  if (next.token === null && snapshot.ended) return;
  snapshot = next;
  emit();
}

window.addEventListener('storage', (event) => {
  if (event.storageArea === null || event.storageArea === localStorage) onStorageChange(event.key);
});

/**
 * The session as a React value. The build renders a customer's frame with a stand-in session
 * (prerender.tsx) and the browser hydrates it with the stored one: both read the same store, so
 * the server snapshot is the store's own.
 */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
