/**
 * The database an operator command works on: exactly the server's. The embedded database lives in
 * DATA_DIR/pglite (config.pgliteDir), not in DATA_DIR itself; opening DATA_DIR made the commands
 * write to a second, empty database that the server never reads (a staff account "created" that
 * could not log in). Pending migrations are applied as start-up applies them: through
 * DATABASE_MIGRATION_URL's role when it is set, so the app's role still owns nothing.
 */
import { type Config, loadConfig } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { migrateDatabase } from '../seed/prepare';

export async function openOperatorDatabase(config: Config = loadConfig()): Promise<DbHandle> {
  const handle = await openDb(config.DATABASE_URL, config.pgliteDir);
  try {
    await migrateDatabase(handle, config.DATABASE_MIGRATION_URL);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
