/**
 * The signed-in user's session as the browser keeps it. The token lives in local storage (the
 * API contract, DESIGN §5); the server can revoke it at any time, and it expires within minutes
 * unless refreshed.
 */
import { useSyncExternalStore } from 'react';

const TOKEN = 'token';
const ROLE = 'role';
const USERNAME = 'username';

type Listener = () => void;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l();
}

export interface SessionSnapshot {
  token: string | null;
  role: number | null;
}

let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  const role = localStorage.getItem(ROLE);
  return { token: localStorage.getItem(TOKEN), role: role === null ? null : Number(role) };
}

export const session = {
  get(): SessionSnapshot {
    return snapshot;
  },
  token(): string | null {
    return snapshot.token;
  },
  /** A customer: a token and no stored role (spec 000 §6). */
  isCustomer(): boolean {
    return snapshot.token !== null && snapshot.role === null;
  },
  signIn(token: string, role: number | null, username?: string) {
    localStorage.setItem(TOKEN, token);
    if (role === null) localStorage.removeItem(ROLE);
    else localStorage.setItem(ROLE, String(role));
    if (username) localStorage.setItem(USERNAME, username);
    snapshot = read();
    emit();
  },
  replaceToken(token: string) {
    localStorage.setItem(TOKEN, token);
    snapshot = read();
    emit();
  },
  /** Logout and expiry clear local storage entirely (spec 000 §4, 002 §4). */
  clear() {
    localStorage.clear();
    snapshot = read();
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

window.addEventListener('storage', () => {
  snapshot = read();
  emit();
});

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.get);
}
