/**
 * npm run staff:reset-mfa -- <username>   (or --username <username>)
 * For a staff member who lost every second factor, from the server itself: the account's factors
 * and recovery codes are deleted and its sessions end at once; its next login asks it to enrol a
 * new factor. Audited as the system. In the app, the same reset takes two super admins
 * (decision 0109). Uses DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { AuditService } from '../modules/audit/audit.service';
import { resetStaffMfaByUsername } from '../modules/staff-mfa/staff-mfa.service';
import { NoGeo } from '../plugins/geo';

const { values, positionals } = parseArgs({
  options: { username: { type: 'string' } },
  allowPositionals: true,
});
const username = values.username ?? positionals[0] ?? '';
const config = loadConfig();
const handle = await openDb(config.DATABASE_URL, config.dataDir);
try {
  await handle.migrate();
  await resetStaffMfaByUsername(handle.db, username, new AuditService(new NoGeo()));
  console.log(`second factor of ${username} reset; every session has ended; the next login enrols again`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
