/**
 * npm run audit:verify: walks the audit trail's hash chain (docs/decisions/0060), then holds it
 * against the newest signed checkpoint in the file store (decision 0106), and exits 1 when either
 * fails, naming what does not hold; the newest checkpoint older than two intervals of
 * AUDIT_CHECKPOINT_EVERY_MINUTES (the server's) while rows came after it fails too (decision
 * 0123). Uses DATABASE_URL / DATA_DIR / S3_* and the checkpoint key (AUDIT_CHECKPOINT_PUBLIC_KEY is
 * enough) like the server.
 */
import { loadConfig } from '../config';
import { verifyAuditChain } from '../modules/audit/audit-chain';
import { describeCheckpoint, verifyAgainstCheckpoint } from '../modules/audit/audit-checkpoint';
import { createFileStore } from '../plugins/infra';
import { openCommandDatabase } from './database';

const config = loadConfig();
// Read only, so not migrated; refused while a server holds the embedded database (decision 0123),
// whose check is then the back-office's (GET /v1/super-admin/audit/verify).
const handle = await openCommandDatabase(config);
const files = await createFileStore(config);
try {
  const report = await verifyAuditChain(handle.db);
  if (report.ok) console.log(`audit trail intact: ${report.checked} rows`);
  else {
    console.error(`audit trail BROKEN at seq ${report.broken_at} (${report.checked} rows checked)`);
    process.exitCode = 1;
  }
  const anchored = describeCheckpoint(
    // The interval the server writes checkpoints at: the newest may be at most two of them old.
    await verifyAgainstCheckpoint(handle.db, files, config.auditCheckpointPublicKey, {
      everyMinutes: config.AUDIT_CHECKPOINT_EVERY_MINUTES,
    }),
  );
  for (const line of anchored.lines) (anchored.failed ? console.error : console.log)(line);
  if (anchored.failed) process.exitCode = 1;
} finally {
  files.close?.();
  await handle.close();
}
