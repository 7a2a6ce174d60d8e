import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kilau-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server start-up', () => {
  it('refuses to start in production without a real mailer and SMS sender, naming both', () => {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: 'j'.repeat(40),
      AUDIT_CHECKPOINT_KEY: Buffer.alloc(32, 7).toString('base64url'),
      PUBLIC_URL: 'https://kilau.example.id',
      ALTCHA_HMAC_KEY: 'a'.repeat(40),
    };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration: production needs SMTP_URL, SMS_PROVIDER=http');
    expect(run.stdout).not.toContain('/dev/outbox');
  });
});
