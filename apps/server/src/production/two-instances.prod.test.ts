/**
 * Two instances of the built server behind an imaginary load balancer: one PostgreSQL database,
 * the machine's Redis, an S3-compatible store and an SMTP server, each request sent to whichever
 * instance the test picks. What a customer does on one must hold on the other.
 */
import { randomUUID } from 'node:crypto';
import { MSG } from '@kilau/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { png } from '../modules/onboarding/testing/onboarding-harness';
import { signRoomToken } from '../modules/video-call/room-token';
import { signalInbox } from '../modules/video-call/testing/signal-inbox';
import { startS3Server, type TestS3Server } from '../test/s3-server';
import { type SmtpCapture, startSmtpCapture } from '../test/smtp-capture';
import {
  type Customer,
  call,
  formOptions,
  login,
  type Mailbox,
  openDashboard,
  outboxMailbox,
  registerAtBank,
  registerCustomer,
  uploadForm,
} from './customers';
import {
  INSTANCE_JWT_SECRET,
  type Instance,
  MACHINE_REDIS,
  scratchDatabase,
  sleep,
  startInstance,
} from './instances';

describe('two instances on PostgreSQL, Redis and S3', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let s3: TestS3Server;
  let smtp: SmtpCapture;
  let sms: ReturnType<typeof outboxMailbox>;
  let client: pg.Client;
  let a: Instance;
  let b: Instance;
  let customer: Customer;

  const smtpMailbox = (): Mailbox => ({
    async find(to, pattern) {
      for (let i = 0; i < 300; i++) {
        for (const text of smtp.to(to)) {
          const hit = pattern.exec(text);
          if (hit?.[1]) return hit[1];
        }
        await sleep(100);
      }
      throw new Error(`no e-mail to ${to}`);
    },
  });

  beforeAll(async () => {
    db = await scratchDatabase();
    s3 = await startS3Server();
    smtp = await startSmtpCapture();
    // With the demo data: both seed it on the fresh database, one after the other (they used to
    // race on it and one exited), and its scheduled calls give the signaling test a real room.
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: MACHINE_REDIS,
      SMTP_URL: smtp.url,
      SEED_DEMO: '1',
      ...s3.env,
    };
    // Both at once, as a deploy starts them: one migrates and seeds while the other waits for it.
    [a, b] = await Promise.all([startInstance('instance-a', env), startInstance('instance-b', env)]);
    sms = outboxMailbox(db.url);
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    // Registration itself alternates: register on A, the OTP on B, the link on A, login on B.
    customer = await registerCustomer([a.base, b.base], { sms, email: smtpMailbox() }, 1);
  }, 240_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await client?.end();
    await sms?.close();
    await smtp?.close();
    await s3?.stop();
    await db?.drop();
  });

  it('serves a customer signed in on one instance from the other, files included', async () => {
    const token = await login(a.base, customer.email);
    for (const reply of await openDashboard(b.base, token)) expect(reply.status).toBe(200);

    const options = await formOptions(b.base, token);
    const recordId = await registerAtBank(a.base, { ...customer, token }, options, 1);
    const uploaded = await call(b.base, 'POST', `/v2/kyc/upload/${recordId}`, {
      token,
      form: uploadForm('ktp', png(), 'image/png', 'ktp.png'),
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const storedPath = uploaded.body.data as string;
    // Stored by B in the bucket, read back through A.
    const res = await fetch(`${a.base}/v2/get/file?path=${encodeURIComponent(storedPath)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png());
    expect(await s3.store().exists(storedPath)).toBe(true);
  });

  it('ends on both instances a session logged out on one', async () => {
    const token = await login(b.base, customer.email);
    expect((await call(a.base, 'GET', '/v2/kyc/customer/platform', { token })).status).toBe(200);
    expect((await call(a.base, 'POST', '/v2/user/logout', { token, body: {} })).status).toBe(200);
    const after = await call(b.base, 'GET', '/v2/kyc/customer/platform', { token });
    expect(after.status).toBe(401);
    expect(after.body.err_message_id).toBe(MSG.unauthorized);
  });

  it('counts the login limit over both instances', async () => {
    // Wrong passwords for an address nobody uses, alternating: 10 are allowed per identifier.
    const email = `tak-dikenal-${randomUUID().slice(0, 8)}@kilau.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const base = i % 2 === 0 ? a.base : b.base;
      statuses.push(
        (await call(base, 'POST', '/v2/user/auth', { body: { email, password: 'Salah#123456' } })).status,
      );
    }
    expect(statuses).not.toContain(429);
    // Five on each: neither has reached 10 alone; together they have.
    for (const base of [a.base, b.base]) {
      const refused = await call(base, 'POST', '/v2/user/auth', {
        body: { email, password: 'Salah#123456' },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.err_message_id).toBe(MSG.tooManyRequests);
    }
  });

  it('delivers each e-mail and SMS once, though both instances run the job queue', async () => {
    // Both workers poll every second; give them several rounds to deliver anything twice.
    await sleep(3_000);
    expect(smtp.to(customer.email)).toHaveLength(1);
    const { rows } = await client.query<{ type: string; attempts: number; done: boolean }>(
      `select type, attempts, done_at is not null as done from jobs where type in ('mail.send', 'sms.send')`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const job of rows) expect(job).toMatchObject({ attempts: 1, done: true });
    const sent = await client.query<{ n: number }>(
      `select count(*)::int as n from outbox where channel = 'sms' and recipient = $1`,
      [customer.phonenumber],
    );
    expect(sent.rows[0]?.n).toBe(1);
  });

  it('relays a video call’s signaling between an officer on one instance and a participant on the other', async () => {
    // A room the socket admits: a demo participant's call that began within the last hour.
    const { rows } = await client.query<{ link: string }>(
      `select video_link as link from kyc_customers where video_status = 'scheduled'
         and video_schedule <= now() order by video_schedule desc limit 1`,
    );
    const room = rows[0]?.link ?? '';
    expect(room).not.toBe('');
    const secret = new TextEncoder().encode(INSTANCE_JWT_SECRET);
    const connect = async (instance: Instance, part: 'host' | 'guest', sub: string) => {
      const token = await signRoomToken(secret, { room, part, sub });
      const ws = new WebSocket(`${instance.base.replace('http', 'ws')}/v1/video/signal?token=${token}`);
      const inbox = signalInbox();
      ws.on('message', (raw: Buffer) => inbox.push(raw));
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      return { ws, next: inbox.next };
    };
    const officer = await connect(a, 'host', 'officer-prod');
    expect(await officer.next()).toEqual({ type: 'presence', you: 'host', peers: ['host'] });
    const participant = await connect(b, 'guest', 'customer-prod');
    expect(await participant.next()).toEqual({ type: 'presence', you: 'guest', peers: ['host', 'guest'] });
    expect(await officer.next()).toEqual({ type: 'peer-joined', part: 'guest' });
    officer.ws.send(JSON.stringify({ type: 'offer', sdp: 'v=0 offer' }));
    expect(await participant.next()).toEqual({ type: 'offer', sdp: 'v=0 offer', from: 'host' });
    participant.ws.send(JSON.stringify({ type: 'answer', sdp: 'v=0 answer' }));
    expect(await officer.next()).toEqual({ type: 'answer', sdp: 'v=0 answer', from: 'guest' });
    participant.ws.send(JSON.stringify({ type: 'leave' }));
    expect(await officer.next()).toEqual({ type: 'peer-left', part: 'guest' });
    officer.ws.close();
  });
});
