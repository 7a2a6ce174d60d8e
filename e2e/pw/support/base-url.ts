/** The URL of the server the global set-up started (playwright.config.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs with `npx playwright test`');
  return url;
}

/**
 * Runs `work` with the API helpers (support/api.ts, support/outbox.ts) pointed at another server,
 * a spec's own, then back at the shared one. A worker runs one test at a time, so nothing else in
 * this process reads the address meanwhile.
 */
export async function onServer<T>(url: string, work: () => Promise<T>): Promise<T> {
  const shared = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = url;
  try {
    return await work();
  } finally {
    process.env.E2E_BASE_URL = shared;
  }
}
