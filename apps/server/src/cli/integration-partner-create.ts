/**
 * npm run integration:partner-create -- --name "Bursa Emas"
 * Makes an integration partner (decision 0070) and prints its API key once: only its hash is kept,
 * so a lost key is replaced by a new partner entry, never recovered. Uses DATABASE_URL / DATA_DIR
 * like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { createIntegrationPartner } from '../modules/integration/partner-keys';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const config = loadConfig();
const handle = await openDb(config.DATABASE_URL, config.dataDir);
try {
  await handle.migrate();
  const partner = await createIntegrationPartner(handle.db, values.name ?? '');
  console.log(`integration partner ${partner.name} created (${partner.id})`);
  console.log(`API key (shown once, keep it secret): ${partner.key}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
