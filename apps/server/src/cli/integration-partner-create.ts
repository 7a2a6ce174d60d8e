/**
 * npm run integration:partner-create -- --name "Bursa Emas" --kind exchange --platform gofx
 * npm run integration:partner-create -- --name "Bank Artha Graha" --kind bank --bank 037
 * Makes an integration partner (decision 0070) bound to what it reports (decision 0105: the
 * exchange the trades of one platform's participants, a bank the balances of its customers) and
 * prints its API key once: only its hash is kept, so a lost key is replaced by a new partner
 * entry, never recovered. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createIntegrationPartner, type PartnerScope } from '../modules/integration/partner-keys';
import { seedReferenceData } from '../seed/seed';
import { openOperatorDatabase } from './database';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    kind: { type: 'string' },
    platform: { type: 'string' },
    bank: { type: 'string' },
  },
});
const scope = (): PartnerScope => {
  if (values.kind === 'exchange' && values.platform && !values.bank)
    return { kind: 'exchange', platform: values.platform };
  if (values.kind === 'bank' && values.bank && !values.platform) return { kind: 'bank', bank: values.bank };
  throw new Error('--kind exchange --platform <app_name>, or --kind bank --bank <bank code>');
};
const config = loadConfig();
const handle = await openOperatorDatabase(config);
try {
  // As the server's start-up does: the reference data (platforms, banks) it names.
  await seedReferenceData(handle.db);
  const partner = await createIntegrationPartner(handle.db, values.name ?? '', scope());
  console.log(
    `integration partner ${partner.name} created (${partner.id}), ${values.kind} of ${values.platform ?? values.bank}`,
  );
  console.log(`API key (shown once, keep it secret): ${partner.key}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
