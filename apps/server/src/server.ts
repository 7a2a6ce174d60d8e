/**
 * Boots Kilau: validated configuration, database (migrated at start), demo seed where configured,
 * the app, and a graceful shutdown on SIGTERM/SIGINT (in-flight requests finish first).
 */
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { loadConfigOrExit } from './config';
import { openDb } from './db/client';
import { DataFolderLocked } from './db/folder-lock';
import { checkpointNow } from './modules/audit/audit-checkpoint.job';
import { totpUri } from './modules/staff-mfa';
import { createInfra } from './plugins/infra';
import { prepareDatabaseAtStart, seedDemoWithApp } from './seed/prepare';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from './seed/seed';

async function main() {
  const started = performance.now();
  const config = loadConfigOrExit();
  const log = pino(loggerOptions(config.LOG_LEVEL));
  const dbHandle = await openDb(config.DATABASE_URL, config.pgliteDir, (err) =>
    log.warn({ err }, 'idle database connection lost'),
  ).catch((err: unknown) => {
    // Another process holds the embedded database's folder (decision 0123): one line, no trace.
    if (!(err instanceof DataFolderLocked)) throw err;
    log.fatal(`Kilau not started: ${err.message}`);
    process.exit(1);
  });
  await prepareDatabaseAtStart(dbHandle, config, log);
  const infra = await createInfra(config, dbHandle, log);
  const app = await buildApp(infra, { logger: log });
  if (config.seedDemo) await seedDemoWithApp(dbHandle, app, log);
  infra.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  log.info({ ms: Math.round(performance.now() - started), url: config.publicUrl }, 'Kilau is ready');
  if (config.seedDemo) printDemoAccounts(config.publicUrl, config.devOutbox);
  void infra.geo.warmUp().catch((err) => log.warn({ err }, 'geo database not loaded'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // The trail anchored before the process goes (decision 0106), while the file store is open.
    await checkpointNow(app).catch((err) => log.warn({ err }, 'audit checkpoint at shutdown failed'));
    await app.close();
    await infra.jobs.stop();
    await infra.mailer.close();
    await dbHandle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function printDemoAccounts(url: string, outbox: boolean) {
  const lines = [
    '',
    `Kilau: ${url}`,
    `Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_CUSTOMERS.map(
      (c) => `  customer ${c.email.padEnd(26)} username ${c.username.padEnd(12)} ${c.note}`,
    ),
    ...DEMO_STAFF.map((s) => `  staff    ${s.username.padEnd(26)} role ${s.role}`),
    `Demo staff second factor (TOTP, every demo staff account): secret ${DEMO_STAFF_TOTP_SECRET}`,
    `  ${totpUri('demo-staff', DEMO_STAFF_TOTP_SECRET)}`,
    outbox ? `E-mails and SMS go to ${url}/dev/outbox` : '',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
