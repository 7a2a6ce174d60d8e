/**
 * npm run staff:senior -- --username ani --senior yes|no
 * Flags a broker admin senior, or clears the flag (decision 0191): a senior decides the approval of
 * Tinggi participants as the super admin does. Takes effect at once; audited as the system. Uses
 * DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { setStaffSenior } from '../modules/staff-auth/staff-accounts';
import { openOperatorDatabase } from './database';

const { values } = parseArgs({ options: { username: { type: 'string' }, senior: { type: 'string' } } });
const username = values.username ?? '';
const answer = values.senior ?? '';
if (answer !== 'yes' && answer !== 'no') {
  console.error('senior: yes or no');
  process.exit(2);
}
const config = loadConfig();
const handle = await openOperatorDatabase(config);
try {
  await setStaffSenior(handle.db, username, answer === 'yes');
  console.log(`${username} is ${answer === 'yes' ? 'now' : 'no longer'} senior`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
