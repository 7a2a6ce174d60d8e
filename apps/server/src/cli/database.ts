/**
 * The database an operator command works on: exactly the server's. The embedded database lives in
 * DATA_DIR/pglite (config.pgliteDir), not in DATA_DIR itself; opening DATA_DIR made the commands
 * write to a second, empty database that the server never reads (a staff account "created" that
 * could not log in). Pending migrations are applied as start-up applies them: through
 * DATABASE_MIGRATION_URL's role when it is set, so the app's role still owns nothing.
 */
import { type Config, loadConfig } from '../config';
import { type DbHandle, openDb } from '../db/client';
import { DataFolderLocked } from '../db/folder-lock';
import { migrateDatabase } from '../seed/prepare';

/**
 * Opens the server's database for a command. The embedded database is one process's (decision
 * 0123): while a server holds the folder the command changes nothing and exits 1 with one line
 * saying so, before it reads anything from the operator (a password on standard input).
 */
export async function openCommandDatabase(config: Config): Promise<DbHandle> {
  try {
    return await openDb(config.DATABASE_URL, config.pgliteDir);
  } catch (err) {
    if (!(err instanceof DataFolderLocked)) throw err;
    console.error(
      `refused, nothing was changed: ${err.message} On the embedded database an operator command ` +
        'runs while the server is stopped (or use PostgreSQL, DATABASE_URL).',
    );
    process.exit(1);
  }
}

export async function openOperatorDatabase(config: Config = loadConfig()): Promise<DbHandle> {
  const handle = await openCommandDatabase(config);
  try {
    await migrateDatabase(handle, config.DATABASE_MIGRATION_URL);
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
