/**
 * npm run audit:verify: walks the audit trail's hash chain (docs/decisions/0060), then holds it
 * against the newest signed checkpoint in the file store (decision 0106), and exits 1 when either
 * fails, naming what does not hold. Uses DATABASE_URL / DATA_DIR / S3_* and the checkpoint key
 * (AUDIT_CHECKPOINT_PUBLIC_KEY is enough) like the server.
 */
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { verifyAuditChain } from '../modules/audit/audit-chain';
import { describeCheckpoint, verifyAgainstCheckpoint } from '../modules/audit/audit-checkpoint';
import { createFileStore } from '../plugins/infra';

const config = loadConfig();
const handle = await openDb(config.DATABASE_URL, config.pgliteDir);
const files = await createFileStore(config);
try {
  const report = await verifyAuditChain(handle.db);
  if (report.ok) console.log(`audit trail intact: ${report.checked} rows`);
  else {
    console.error(`audit trail BROKEN at seq ${report.broken_at} (${report.checked} rows checked)`);
    process.exitCode = 1;
  }
  const anchored = describeCheckpoint(
    await verifyAgainstCheckpoint(handle.db, files, config.auditCheckpointPublicKey),
  );
  for (const line of anchored.lines) (anchored.failed ? console.error : console.log)(line);
  if (anchored.failed) process.exitCode = 1;
} finally {
  files.close?.();
  await handle.close();
}
