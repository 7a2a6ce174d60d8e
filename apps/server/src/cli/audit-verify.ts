/**
 * npm run audit:verify: walks the audit trail's hash chain (docs/decisions/0060) and exits 1 when
 * it is broken, naming the first row that does not hold. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { verifyAuditChain } from '../modules/audit/audit-chain';

const config = loadConfig();
const handle = await openDb(config.DATABASE_URL, config.dataDir);
try {
  const report = await verifyAuditChain(handle.db);
  if (report.ok) console.log(`audit trail intact: ${report.checked} rows`);
  else {
    console.error(`audit trail BROKEN at seq ${report.broken_at} (${report.checked} rows checked)`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
