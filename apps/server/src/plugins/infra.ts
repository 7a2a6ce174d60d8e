/**
 * Puts the configured outside dependencies on the app instance. `createInfra` builds the defaults
 * from configuration; tests build their own (a fresh database, a captured SMTP server, …).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db, DbHandle } from '../db/client';
import type { BotChallenge } from './captcha';
import { type FileStore, LocalFileStore } from './files';
import { type Geo, GeoipFiles } from './geo';
import { jobLanes, jobPayloads } from './job-payloads';
import { type JobQueue, TableJobQueue } from './jobs';
import { type Mailer, OutboxMailer, SmtpMailer } from './mail';
import { HttpSms, OutboxSms, type SmsSender } from './sms';

export interface Infra {
  config: Config;
  dbHandle: DbHandle;
  mailer: Mailer;
  sms: SmsSender;
  jobs: JobQueue;
  captcha: BotChallenge;
  geo: Geo;
  files: FileStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbHandle: DbHandle;
    jobs: JobQueue;
    captcha: BotChallenge;
    geo: Geo;
    files: FileStore;
    mailer: Mailer;
  }
}

export async function createInfra(
  config: Config,
  dbHandle: DbHandle,
  log: FastifyBaseLogger,
  overrides: Partial<Infra> = {},
): Promise<Infra> {
  const db = dbHandle.db;
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db));
  const sms =
    overrides.sms ??
    (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL
      ? new HttpSms(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
      : new OutboxSms(db));
  const captcha = overrides.captcha ?? (await createBotChallenge(config, log));
  return {
    config,
    dbHandle,
    mailer,
    sms,
    jobs: overrides.jobs ?? new TableJobQueue(db, log, jobPayloads, 1000, jobLanes),
    captcha,
    geo: overrides.geo ?? new GeoipFiles(),
    files: overrides.files ?? (await createFileStore(config)),
  };
}

/** The S3 store is loaded only when configured: the AWS SDK is large and the folder is the default. */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (!config.S3_BUCKET) return new LocalFileStore(config.filesDir);
  const { S3FileStore } = await import('./s3-files');
  return new S3FileStore({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    pathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
    serverSideEncryption: config.S3_SSE,
    kmsKeyId: config.S3_SSE_KMS_KEY_ID,
  });
}

async function createBotChallenge(config: Config, log: FastifyBaseLogger): Promise<BotChallenge> {
  if (config.CAPTCHA_PROVIDER === 'off') {
    log.warn('CAPTCHA_PROVIDER=off: logins are not protected by a bot challenge');
    const { NoBotChallenge } = await import('./captcha');
    return new NoBotChallenge();
  }
  const { AltchaChallenge } = await import('./altcha');
  const { createReplayGuard } = await import('./replay-guard');
  return new AltchaChallenge(
    config.altchaHmacKey,
    config.ALTCHA_COST,
    await createReplayGuard(config.REDIS_URL, log),
  );
}

export default fp(
  async function infraPlugin(app: FastifyInstance, infra: Infra) {
    app.decorate('config', infra.config);
    app.decorate('db', infra.dbHandle.db);
    app.decorate('dbHandle', infra.dbHandle);
    app.decorate('jobs', infra.jobs);
    app.decorate('captcha', infra.captcha);
    app.addHook('onClose', async () => {
      await infra.captcha.close?.();
      infra.files.close?.();
    });
    app.decorate('geo', infra.geo);
    app.decorate('files', infra.files);
    app.decorate('mailer', infra.mailer);
  },
  { name: 'infra' },
);
