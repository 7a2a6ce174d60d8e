/**
 * Playwright's global set-up: starts the shared e2e server once for the run. Its URL reaches the
 * workers as E2E_BASE_URL (they start after this and inherit the environment); the function
 * returned stops the server when the run ends.
 */
import { startE2eServer } from '../shared/e2e-server';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startE2eServer({ logName: 'e2e-playwright-server.log' });
  process.env.E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
