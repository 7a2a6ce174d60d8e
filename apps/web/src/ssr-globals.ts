/**
 * What the app's modules read from the browser as they load (lib/session.ts: local storage and
 * window events), for rendering them on Node: the build's prerender and the server's render worker
 * (decision 0118), both through prerender.tsx, which imports this first. An in-memory storage, empty
 * unless a render signs a stand-in session in, and window events that never fire. Nothing is
 * replaced where a browser (or a test's DOM) already provides it.
 */
const g = globalThis as unknown as Record<string, unknown>;
if (typeof g.localStorage === 'undefined') {
  const stored = new Map<string, string>();
  g.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, String(value)),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  };
}
if (typeof g.window === 'undefined') {
  g.window = globalThis;
  g.addEventListener ??= () => {};
  g.removeEventListener ??= () => {};
}
