/**
 * Where the session lives in local storage. Its own module because the page's first script
 * (early.ts, plain and tiny, run before the app's chunks arrive) reads the same keys as the app's
 * session (session.ts) and must not bring React with it.
 */
export const SESSION_KEYS = { token: 'token', role: 'role', username: 'username' } as const;
