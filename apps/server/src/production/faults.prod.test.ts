/**
 * Faults an operator meets in production, done for real to the built server: its PostgreSQL
 * restarted under a stream of saves, its Redis stopped, its object store gone, the process killed
 * with SIGKILL in the middle of an upload. Each suite has its own database and services, so that
 * stopping them disturbs nothing else.
 */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { MSG } from '@kilau/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../modules/onboarding/testing/onboarding-harness';
import { LocalFileStore } from '../plugins/files';
import { inLetters } from '../test/letters';
import { mediaBytes, mp4Head } from '../test/mp4';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import {
  type Customer,
  call,
  type FormOptions,
  formOptions,
  login,
  openDashboard,
  outboxMailbox,
  type Reply,
  registerAtBank,
  registerCustomer,
  savePersonal,
  uploadForm,
} from './customers';
import {
  type Instance,
  SERVER_BUNDLE,
  scratchDatabase,
  sleep,
  startInstance,
  startOwnPostgres,
  startOwnRedis,
} from './instances';

/** A customer registered at the bank on `instance`, ready to save steps and upload. */
async function onboardingCustomer(instance: Instance, databaseUrl: string, n: number) {
  const mail = outboxMailbox(databaseUrl);
  try {
    const customer = await registerCustomer(instance.base, { sms: mail, email: mail }, n);
    const options = await formOptions(instance.base, customer.token);
    const recordId = await registerAtBank(instance.base, customer, options, n);
    return { customer, options, recordId };
  } finally {
    await mail.close();
  }
}

/** A mother's name of letters only (the form refuses digits), different for each `n`. */
const motherNamed = (n: number) => `Ibu ${inLetters(n)}`;

async function queryOne<T>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows[0] as T;
  } finally {
    await client.end();
  }
}

/** The stored files recorded for a KYC record. */
async function storedFileCount(databaseUrl: string, recordId: string): Promise<number> {
  return (
    await queryOne<{ n: number }>(
      databaseUrl,
      'select count(*)::int as n from stored_files where customer_id = $1',
      [recordId],
    )
  ).n;
}

function uploadKtp(instance: Instance, customer: Customer, recordId: string) {
  return call(instance.base, 'POST', `/v2/kyc/upload/${recordId}`, {
    token: customer.token,
    form: uploadForm('ktp', png(), 'image/png', 'ktp.png'),
  });
}

/**
 * An instance on a database of its own, its files on the local folder or (`s3`) on an S3 server of
 * its own, with a customer registered at the bank. The fields are filled before the tests run.
 */
function useInstance(name: string, n: number, options: { s3?: boolean } = {}) {
  const ctx = {} as {
    s3: TestS3Server;
    db: Awaited<ReturnType<typeof scratchDatabase>>;
    instance: Instance;
    customer: Customer;
    recordId: string;
    env: () => Record<string, string>;
  };
  ctx.env = () => ({ DATABASE_URL: ctx.db.url, ...(options.s3 ? ctx.s3.env : {}) });
  beforeAll(async () => {
    if (options.s3) ctx.s3 = await startS3Server();
    ctx.db = await scratchDatabase();
    ctx.instance = await startInstance(name, ctx.env());
    ({ customer: ctx.customer, recordId: ctx.recordId } = await onboardingCustomer(
      ctx.instance,
      ctx.db.url,
      n,
    ));
  });
  afterAll(async () => {
    await ctx.instance?.stop();
    await ctx.s3?.stop();
    await ctx.db?.drop();
  });
  return ctx;
}

/** Starts a 150 MB statement video upload and sends its first `firstMb` MB; the rest never comes. */
function startSlowUpload(
  instance: Instance,
  token: string,
  recordId: string,
  firstMb = 4,
): http.ClientRequest {
  const boundary = 'kilau-kill-test';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nstatement_video\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(150_000_000);
  mdatHead.write('mdat', 4, 'latin1');
  const start = Buffer.concat([head, mp4Head(), mdatHead, mediaBytes(firstMb * 1024 * 1024)]);
  const req = http.request(`${instance.base}/v2/kyc/upload/${recordId}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 150_000_000),
    },
  });
  req.on('error', () => {});
  req.on('response', (res) => {
    res.setEncoding('utf8');
    res.on('data', (d) => console.log('upload answered early:', res.statusCode, d));
  });
  req.write(start);
  return req;
}

describe('PostgreSQL restarted in the middle of a stream of onboarding saves', () => {
  let server: Awaited<ReturnType<typeof startOwnPostgres>>;
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let instance: Instance;
  let customer: Customer;
  let options: FormOptions;
  let recordId: string;

  beforeAll(async () => {
    server = await startOwnPostgres();
    db = await scratchDatabase(server.url);
    // A save every few milliseconds is far above a person's pace: the per-account limit is lifted.
    instance = await startInstance('pg-restart', { DATABASE_URL: db.url, RATE_LIMIT_SCALE: '1000' });
    ({ customer, options, recordId } = await onboardingCustomer(instance, db.url, 11));
  });
  afterAll(async () => {
    await instance?.stop();
    await server?.stop();
  });

  it('commits each save whole or answers an error, and recovers without a restart', async () => {
    const before = await queryOne<{ version: number }>(
      db.url,
      'select version from kyc_customers where id = $1',
      [recordId],
    );
    const startedAt = await queryOne<{ t: Date }>(db.url, 'select pg_postmaster_start_time() as t');
    const answers: { n: number; reply: Reply | null }[] = [];
    let restarting = true;
    // Save after save, each with its own mother's name, until the restart is over. (Saves of one
    // record at once would answer 409 to all but one, by design.)
    const saver = async (w: number) => {
      for (let k = 0; restarting || k < 3; k++) {
        const n = answers.length;
        let reply: Reply | null = null;
        try {
          reply = await savePersonal(instance.base, customer, options, recordId, 11, motherNamed(n * 4 + w));
        } catch {
          // No answer at all: the server went away. Recorded, and refused below.
        }
        answers.push({ n, reply });
        if (!restarting && k > 3) break;
      }
    };
    const savers = [0].map(saver);
    await sleep(1_000);
    await server.restart();
    await sleep(1_000);
    restarting = false;
    await Promise.all(savers);

    // The restart happened.
    const restartedAt = await queryOne<{ t: Date }>(db.url, 'select pg_postmaster_start_time() as t');
    expect(restartedAt.t.getTime()).toBeGreaterThan(startedAt.t.getTime());
    // Every save was answered: saved, or an error the screen can show. Never a hang or a crash.
    const ok = answers.filter((a) => a.reply?.status === 200 && a.reply.body.status_code === '00');
    const failed = answers.filter((a) => !ok.includes(a));
    expect(instance.process.exitCode, instance.logs.slice(-15).join('\n')).toBeNull();
    for (const a of failed) {
      expect(a.reply, 'a save without any answer').not.toBeNull();
      expect(a.reply?.status).toBeGreaterThanOrEqual(500);
      expect(a.reply?.body.err_message_id).toBe(MSG.serverError);
    }
    expect(ok.length).toBeGreaterThan(0);
    console.log(`  saves during the restart: ${ok.length} saved, ${failed.length} answered with an error`);

    // Recovered without restarting the server: a save now succeeds.
    const after = await savePersonal(instance.base, customer, options, recordId, 11, 'Siti Aminah');
    expect(after.status).toBe(200);
    expect(instance.process.exitCode).toBeNull();

    // None half-written: each committed save moved the record's version and wrote its audit row
    // in one transaction, so the two counts agree; and the audit chain holds.
    const record = await queryOne<{ version: number; mothers_name: string }>(
      db.url,
      "select version, personal->>'mothers_name' as mothers_name from kyc_customers where id = $1",
      [recordId],
    );
    const audited = await queryOne<{ n: number }>(
      db.url,
      `select count(*)::int as n from audit_log where action = 'onboarding.step' and target_id = $1`,
      [recordId],
    );
    expect(record.version - before.version).toBe(audited.n);
    expect(audited.n).toBeGreaterThanOrEqual(ok.length + 1);
    expect(audited.n).toBeLessThanOrEqual(answers.length + 1);
    expect(record.mothers_name).toBe('Siti Aminah');
    const verify = await promisify(execFile)(
      process.execPath,
      [path.join(path.dirname(SERVER_BUNDLE), 'audit-verify.js')],
      { env: { ...process.env, DATABASE_URL: db.url } },
    );
    expect(verify.stdout).toContain('audit trail intact');
  });
});

describe('Redis stopped under the instance', () => {
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let instance: Instance;
  let customer: Customer;

  beforeAll(async () => {
    redis = await startOwnRedis();
    db = await scratchDatabase();
    instance = await startInstance('redis-stop', { DATABASE_URL: db.url, REDIS_URL: redis.url });
    ({ customer } = await onboardingCustomer(instance, db.url, 21));
  });
  afterAll(async () => {
    await instance?.stop();
    await redis?.stop();
    await db?.drop();
  });

  it('keeps logins working, the limits counted in the instance (decision 0080)', async () => {
    await redis.stop();
    const token = await login(instance.base, customer.email);
    for (const reply of await openDashboard(instance.base, token)) expect(reply.status).toBe(200);
    // A wrong password is still refused as such, not as a server error.
    const wrong = await call(instance.base, 'POST', '/v2/user/auth', {
      body: { email: customer.email, password: 'Salah#123456' },
    });
    expect(wrong.status).toBeLessThan(500);
    expect(instance.logs.some((l) => l.includes('rate limits: Redis unreachable'))).toBe(true);
  });
});

describe('the object store unreachable', () => {
  const ctx = useInstance('s3-down', 31, { s3: true });

  it('answers 503 with the Indonesian message, records nothing, and works again when it is back', async () => {
    const { port } = ctx.s3;
    await ctx.s3.stop();
    const refused = await uploadKtp(ctx.instance, ctx.customer, ctx.recordId);
    expect(refused.status).toBe(503);
    expect(refused.body.err_message_id).toBe(MSG.storageUnavailable);
    expect(await storedFileCount(ctx.db.url, ctx.recordId)).toBe(0);

    ctx.s3 = await startS3Server({ port });
    const stored = await uploadKtp(ctx.instance, ctx.customer, ctx.recordId);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(await storedFileCount(ctx.db.url, ctx.recordId)).toBe(1);
    expect(await ctx.s3.store().exists(stored.body.data as string)).toBe(true);
  });
});

describe('the process killed with SIGKILL in the middle of an upload', () => {
  const ctx = useInstance('kill-9', 41);

  it('leaves no row and no file, only a partial upload that the sweep removes', async () => {
    const filesDir = path.join(ctx.instance.dataDir, 'files');
    const partialDir = path.join(filesDir, '.partial');
    const req = startSlowUpload(ctx.instance, ctx.customer.token, ctx.recordId);
    // Wait until the server is writing the file, then kill it mid-write.
    for (let i = 0; i < 100 && (await readdir(partialDir).catch(() => [])).length === 0; i++) await sleep(50);
    expect(await readdir(partialDir)).toHaveLength(1);
    await ctx.instance.kill();
    req.destroy();

    // Started again on the same database and files.
    ctx.instance = await startInstance('kill-9-again', ctx.env(), { dataDir: ctx.instance.dataDir });
    expect(await storedFileCount(ctx.db.url, ctx.recordId)).toBe(0);
    const kept = await readdir(path.join(filesDir, 'kyc'), { recursive: true }).catch(() => [] as string[]);
    expect(kept.filter((name) => name.includes('.'))).toEqual([]);
    // The hourly sweep removes what the killed process left (its age shortened here).
    expect(await new LocalFileStore(filesDir).sweepPartial(0)).toBe(1);
    expect(await readdir(partialDir)).toEqual([]);

    // The customer uploads again and it lands.
    expect((await uploadKtp(ctx.instance, ctx.customer, ctx.recordId)).status).toBe(200);
  });
});

describe('the process killed with SIGKILL in the middle of an upload to S3', () => {
  const ctx = useInstance('kill-9-s3', 51, { s3: true });

  it('leaves no row and no object: S3 shows an object only once its upload completes', async () => {
    // 20 MB: two 8 MB parts of the multipart upload are sent to S3 before the process dies.
    const req = startSlowUpload(ctx.instance, ctx.customer.token, ctx.recordId, 20);
    await sleep(1_500);
    await ctx.instance.kill();
    req.destroy();
    ctx.instance = await startInstance('kill-9-s3-again', ctx.env(), { dataDir: ctx.instance.dataDir });
    expect(await storedFileCount(ctx.db.url, ctx.recordId)).toBe(0);
    expect(await ctx.s3.listKeys(`kyc/${ctx.recordId}/`)).toEqual([]);

    const again = await uploadKtp(ctx.instance, ctx.customer, ctx.recordId);
    expect(again.status).toBe(200);
    expect(await ctx.s3.listKeys(`kyc/${ctx.recordId}/`)).toEqual([again.body.data]);
  });
});
