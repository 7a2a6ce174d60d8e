/** The URL of the server the global set-up started (playwright.config.ts). */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs with `npx playwright test`');
  return url;
}
