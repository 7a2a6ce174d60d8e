/**
 * Staff accounts made as an operator makes them: `npm run staff:create` (scripts/cli.mjs) on the
 * database of a spec's own server, before that server starts (startE2eServer's `prepare`).
 */
import { spawnSync } from 'node:child_process';
import { repoRoot } from './paths';

export interface NewStaff {
  username: string;
  fullname: string;
  role: number;
  platform?: string;
  bank?: string;
  /** Where the account's factor notices go (decision 0119). */
  email?: string;
  /** A broker admin who decides Tinggi participants' approvals (`--senior`, decision 0191). */
  senior?: boolean;
  password: string;
}

export function createStaffAccount(env: NodeJS.ProcessEnv, staff: NewStaff): void {
  const args = [
    'scripts/cli.mjs',
    'staff-create',
    '--username',
    staff.username,
    '--fullname',
    staff.fullname,
  ];
  args.push('--role', String(staff.role));
  if (staff.platform) args.push('--platform', staff.platform);
  if (staff.bank) args.push('--bank', staff.bank);
  if (staff.email) args.push('--email', staff.email);
  if (staff.senior) args.push('--senior');
  const result = spawnSync(process.execPath, args, {
    cwd: repoRoot,
    // The server's own settings: the command opens the database the server will open.
    env: { ...env, STAFF_PASSWORD: staff.password },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`staff-create ${staff.username} failed: ${result.stdout}\n${result.stderr}`);
  }
}
