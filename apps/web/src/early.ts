/**
 * The page's first script: a classic script of a few hundred bytes, listed first in the head of a
 * customer screen's shell by the server (app-shell.ts) and built on its own (vite.config.ts), so it
 * runs as soon as it arrives, long before the app's chunks (decision 0115). It does two things:
 *
 * - For a signed-in customer, it sends the screen's first GETs now (`data-requests`, from
 *   app/first-requests.ts through the build). On a slow link they come back while the chunks are
 *   still downloading; the app takes the replies over (lib/early-requests.ts) and parses them as
 *   any other.
 * - On a screen the build rendered for a signed-in customer (`data-frame="customer"`), a visitor
 *   without a customer session must not see that frame: it marks the page signed out, which hides
 *   the markup (styles/base.css) until the app has sent the visitor to the login (main.tsx).
 *
 * Plain DOM and fetch only: nothing here may import React or the app's modules.
 */
import { EARLY_HANDOFF, type HandedRequest, type HandoffWindow, sendEarlyGet } from './lib/early-handoff';
import { SESSION_KEYS } from './lib/session-keys';

function customerToken(): string | null {
  try {
    const token = localStorage.getItem(SESSION_KEYS.token);
    // A customer: a token and no stored role (docs/product/customer-area.md § Roles); staff screens are not served this script.
    return token !== null && localStorage.getItem(SESSION_KEYS.role) === null ? token : null;
  } catch {
    // Storage refused (a locked-down browser): the app decides, as without this script.
    return null;
  }
}

/** A path on this site: the token never goes anywhere else (`//host/…` is another site). */
function ownPath(p: unknown): p is string {
  return typeof p === 'string' && p.startsWith('/') && new URL(p, location.href).origin === location.origin;
}

function requestsOf(script: HTMLScriptElement | null): string[] {
  try {
    const list: unknown = JSON.parse(script?.dataset.requests ?? '[]');
    return Array.isArray(list) ? list.filter(ownPath) : [];
  } catch {
    return [];
  }
}

const script = document.currentScript as HTMLScriptElement | null;
const token = customerToken();
if (!token && script?.dataset.frame === 'customer') {
  document.documentElement.setAttribute('data-signed-out', '');
}
if (token) {
  const sent: HandedRequest[] = requestsOf(script).map((path) => ({
    path,
    token,
    at: Date.now(),
    response: sendEarlyGet(path, token),
  }));
  (window as HandoffWindow)[EARLY_HANDOFF] = sent;
}
