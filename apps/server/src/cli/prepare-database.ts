/**
 * Start-up's database preparation as a process of its own: the migrations, then the reference data
 * (and the demo accounts' rows with SEED_DEMO), exactly as `prepareDatabase` does them in the server.
 * The server runs it before serving on PostgreSQL (`prepareDatabaseAtStart`, decision 0117), so the
 * first start's burst of allocation (83,762 villages) happens in a heap that then ends; a deploy may
 * also run it on its own as a release step. Exits 1, with the reason on stderr, when it fails.
 */
import pino from 'pino';
import { loadConfigOrExit } from '../config';
import { openDb } from '../db/client';
import { prepareDatabase } from '../seed/prepare';

const config = loadConfigOrExit();
// A plain logger: the app's (redaction, request serializers) would load the whole app for the
// two lines this writes.
const log = pino({ level: config.LOG_LEVEL });
try {
  const handle = await openDb(config.DATABASE_URL, config.pgliteDir);
  try {
    await prepareDatabase(handle, config, log);
  } finally {
    await handle.close();
  }
} catch (err) {
  // One line an operator can read (a refused role, an unreachable server, a failed migration), not
  // the driver's error object spread over thirty.
  log.fatal({ reason: err instanceof Error ? err.message : String(err) }, 'database preparation failed');
  process.exit(1);
}
