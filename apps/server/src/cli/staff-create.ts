/**
 * npm run staff:create -- --username ani --fullname "Ani Wijaya" --role 1 --platform gofx
 *   [--bank 037]  (role 4)  [--email ani@example.co.id]  (where factor notices go, decision 0119)
 *   [--senior]  (role 1: decides the approval of Tinggi participants, decision 0191)
 * The password is read from STAFF_PASSWORD, or from standard input when it is piped; otherwise a
 * strong one is generated and printed once. Uses DATABASE_URL / DATA_DIR like the server.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createStaff, generateStaffPassword } from '../modules/staff-auth/staff-accounts';
import { seedReferenceData } from '../seed/seed';
import { openOperatorDatabase } from './database';
import { readStdin } from './stdin';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    fullname: { type: 'string' },
    role: { type: 'string' },
    bank: { type: 'string' },
    platform: { type: 'string' },
    email: { type: 'string' },
    senior: { type: 'boolean' },
  },
});
const config = loadConfig();
const handle = await openOperatorDatabase(config);
try {
  // As the server's start-up does: the reference data (platforms, banks) it names.
  await seedReferenceData(handle.db);
  const given = process.env.STAFF_PASSWORD || (await readStdin());
  const password = given || generateStaffPassword();
  const id = await createStaff(handle.db, {
    username: values.username ?? '',
    fullname: values.fullname ?? '',
    role: Number(values.role ?? Number.NaN),
    bankCode: values.bank,
    platform: values.platform,
    email: values.email,
    senior: values.senior === true,
    password,
  });
  console.log(`staff account ${values.username} created (${id})`);
  if (!given) console.log(`password (shown once): ${password}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
