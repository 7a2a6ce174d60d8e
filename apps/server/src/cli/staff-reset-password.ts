/**
 * npm run staff:reset-password -- --username ani
 * A new password for a staff member who lost theirs (staff have no self-service reset): read from
 * STAFF_PASSWORD, or from standard input when it is piped; otherwise a strong one is generated and
 * printed once. Weak and common passwords are refused. Every session of the account ends.
 * Uses DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { generateStaffPassword, resetStaffPassword } from '../modules/staff-auth/staff-accounts';
import { openOperatorDatabase } from './database';
import { readStdin } from './stdin';

const { values } = parseArgs({ options: { username: { type: 'string' } } });
const config = loadConfig();
const handle = await openOperatorDatabase(config);
try {
  const given = process.env.STAFF_PASSWORD || (await readStdin());
  const password = given || generateStaffPassword();
  await resetStaffPassword(handle.db, values.username ?? '', password);
  console.log(`password of ${values.username} set; every session of the account has ended`);
  if (!given) console.log(`password (shown once): ${password}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
