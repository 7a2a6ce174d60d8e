import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_LIMIT_BYTES, MSG, RECORD_STORAGE_LIMIT_BYTES, ROLES } from '@kilau/shared';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, jobs, staffUsers, storedFiles } from '../../db/schema';
import type { AccessClaims } from '../../plugins/auth';
import type { TestApp } from '../../test/app';
import { registerCustomer } from '../../test/customer';
import { mp4 } from '../../test/mp4';
import { attachmentForm, nik } from '../onboarding/testing/onboarding-harness';
import { useReviewHarness } from '../review/testing/review-harness';
import { parseRange } from './file-access.routes';
import { FILE_VIEWING_MS, recordFileViewing } from './file-access.service';
import { PENDING_SWEEP_JOB } from './pending-files.job';

// ── Real file bytes, made here ──────────────────────────────────────────

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** A valid RGB PNG; `padTo` adds a tEXt chunk so the file is exactly that many bytes. */
function png(width = 4, height = 3, padTo?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([200, 160, 64 + 40 * y], y * (width * 3 + 1) + 1 + x * 3);
  }
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [sig, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(rows))];
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (padTo !== undefined) {
    const used = parts.reduce((n, p) => n + p.length, 0) + end.length + 12;
    parts.push(
      pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padTo - used - 8, 0x61)])),
    );
  }
  return Buffer.concat([...parts, end]);
}
/** An 8×8 baseline JPEG (quality 0.5) as a browser canvas exports it. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAbEAEAAAcAAAAAAAAAAAAAAAAAFSQxUmSCkf/EABUBAQEAAAAAAAAAAAAAAAAAAAQF/8QAGREAAgMBAAAAAAAAAAAAAAAAABEBAhIh/9oADAMBAAIRAxEAPwC5+K4etvagJFraXEhkQj//2Q==',
  'base64',
);
/** The first bytes of a webm recording of Chromium's MediaRecorder (EBML header, DocType webm). */
const WEBM_HEAD = Buffer.from(
  'GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwH/////////FUmpZpkq17GDD0JATYCGQw==',
  'base64',
);

/** A multipart body as a browser's FormData sends it (fields in the order given). */
async function form(fields: [string, string | { name: string; bytes: Buffer; type?: string }][]) {
  const fd = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }), value.name);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: String(req.headers.get('content-type')),
  };
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(path.join(dir, f)).isFile(),
  );
}

describe('attachment uploads and stored files', () => {
  // The app with the demo seed; every customer, record and staff account below is made through the
  // calls people make: registration and login, the onboarding steps, the staff login.
  const { h, fillCimbSteps, cimbRegistered, staff: staffAccount, api, readyForApproval } = useReviewHarness();
  let t: TestApp;
  let aliceId: string;
  let alice: string;
  let bob: string;
  let staff: string;
  let aliceCustomer: string;
  let bobCustomer: string;
  let ip = 0;

  const upload = async (token: string | null, customerId: string, fields: Parameters<typeof form>[0]) => {
    const body = await form(fields);
    return t.app.inject({
      method: 'POST',
      url: `/v2/kyc/upload/${customerId}`,
      payload: body.payload,
      remoteAddress: `10.7.0.${++ip}`,
      headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };
  const file = (name: string, bytes: Buffer, type?: string) => ({ name, bytes, type });
  const getFile = (token: string | null, key: string, prefix = '/v2', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${prefix}/get/file?path=${encodeURIComponent(key)}`,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const customerDir = (customerId: string) => path.join(t.infra.config.filesDir, 'kyc', customerId);

  /** A customer who registered, signed in and started a KYC record with bank 037 on gofx. */
  const customerAt037 = async () => {
    const customer = await registerCustomer(t);
    const record = await h.register(customer.token, nik('1990-06-05', true), { fullname: customer.fullname });
    return { id: customer.id, token: customer.token, record };
  };

  beforeAll(async () => {
    t = h.t;
    const a = await customerAt037();
    const b = await customerAt037();
    [aliceId, alice, aliceCustomer] = [a.id, a.token, a.record];
    [bob, bobCustomer] = [b.token, b.record];
    staff = (await staffAccount(ROLES.superAdmin)).token;
  });

  it('stores a jpeg and a png, names them itself, and serves them back byte for byte', async () => {
    for (const [kind, bytes, name, mime, ext] of [
      ['ktp', JPEG, 'ktp-saya.jpeg', 'image/jpeg', 'jpg'],
      ['photo', png(), 'foto.png', 'image/png', 'png'],
      ['signature', png(20, 10), 'ttd.png', 'image/png', 'png'],
    ] as const) {
      const res = await upload(alice, aliceCustomer, [
        ['kind', kind],
        ['file', file(name, bytes, 'application/octet-stream')],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const key = res.json().data as string;
      expect(res.json()).toEqual({ status_code: '00', data: key });
      expect(key).toMatch(new RegExp(`^kyc/${aliceCustomer}/${kind}-[0-9a-f-]{36}\\.${ext}$`));

      const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
      expect(row).toMatchObject({
        ownerUserId: aliceId,
        customerId: aliceCustomer,
        kind,
        mime,
        size: bytes.length,
        sha256: sha256(bytes),
      });

      const back = await getFile(alice, key);
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload.equals(bytes)).toBe(true);
      expect(back.headers['content-type']).toBe(mime);
      expect(back.headers['content-length']).toBe(String(bytes.length));
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.headers['cache-control']).toBe('private, no-store');
      expect(back.headers['content-disposition']).toBe(`inline; filename="${path.posix.basename(key)}"`);
    }
  });

  it('audits each upload with kind, size and sha256, never the file', async () => {
    const bytes = png(7, 7);
    const res = await upload(alice, aliceCustomer, [
      ['kind', 'npwp'],
      ['file', file('npwp.png', bytes)],
    ]);
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'kyc.upload'),
          eq(auditLog.actorId, aliceId),
          eq(auditLog.outcome, 'success'),
        ),
      );
    const mine = rows.find((r) => (r.details as { sha256?: string }).sha256 === sha256(bytes));
    expect(mine).toMatchObject({
      actorType: 'user',
      targetType: 'kyc_customer',
      targetId: aliceCustomer,
      details: { kind: 'npwp', size: bytes.length, sha256: sha256(bytes), mime: 'image/png' },
    });
    expect(JSON.stringify(mine?.details).length).toBeLessThan(400);
  });

  it('refuses a text file named photo.jpg (422, the catalogue’s text) and keeps nothing', async () => {
    const before = filesUnder(customerDir(aliceCustomer)).length;
    const res = await upload(alice, aliceCustomer, [
      ['kind', 'photo'],
      [
        'file',
        file('photo.jpg', Buffer.from('<html><script>alert(1)</script></html>\n'.repeat(20)), 'image/jpeg'),
      ],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.uploadImageInvalid });
    expect(filesUnder(customerDir(aliceCustomer))).toHaveLength(before);
    const [failure] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.upload'), eq(auditLog.outcome, 'failure')));
    expect(failure?.details).toMatchObject({ kind: 'photo', reason: 'wrong_type' });
  });

  it('refuses a jpeg as a signature (png only) and an mp4 as a photo', async () => {
    const sig = await upload(alice, aliceCustomer, [
      ['kind', 'signature'],
      ['file', file('ttd.png', JPEG)],
    ]);
    expect(sig.statusCode).toBe(422);
    expect(sig.json().err_message_id).toBe(MSG.uploadImageInvalid);
    const photo = await upload(alice, aliceCustomer, [
      ['kind', 'selfie'],
      ['file', file('a.jpg', mp4(100))],
    ]);
    expect(photo.statusCode).toBe(422);
  });

  it('takes an image of 399,999 bytes and refuses one of exactly 400,000 (413), leaving no file', async () => {
    // The screen says "di bawah 400 KB" and docs/product/onboarding.md § Limits "under 400,000 bytes": the server agrees.
    const exact = png(4, 3, IMAGE_LIMIT_BYTES - 1);
    expect(exact.length).toBe(IMAGE_LIMIT_BYTES - 1);
    const ok = await upload(alice, aliceCustomer, [
      ['kind', 'kk'],
      ['file', file('kk.png', exact)],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);

    const before = filesUnder(customerDir(aliceCustomer));
    const rowsBefore = await t.db.select().from(storedFiles).where(eq(storedFiles.customerId, aliceCustomer));
    const big = png(4, 3, IMAGE_LIMIT_BYTES);
    expect(big.length).toBe(IMAGE_LIMIT_BYTES);
    const res = await upload(alice, aliceCustomer, [
      ['kind', 'ktp'],
      ['file', file('ktp.png', big)],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status_code: 413, err_message_id: MSG.uploadImageInvalid });
    expect(filesUnder(customerDir(aliceCustomer))).toEqual(before);
    const rowsAfter = await t.db.select().from(storedFiles).where(eq(storedFiles.customerId, aliceCustomer));
    expect(rowsAfter).toHaveLength(rowsBefore.length);
  });

  it('takes a small mp4 statement video and refuses a text file and a webm as the video', async () => {
    const video = mp4();
    const ok = await upload(alice, aliceCustomer, [
      ['kind', 'statement_video'],
      ['file', file('video.mp4', video, 'video/mp4')],
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatch(/\/statement_video-[0-9a-f-]{36}\.mp4$/);

    for (const bytes of [
      Buffer.from('bukan video\n'.repeat(50)),
      Buffer.concat([WEBM_HEAD, Buffer.alloc(2000)]),
    ]) {
      const res = await upload(alice, aliceCustomer, [
        ['kind', 'statement_video'],
        ['file', file('video.mp4', bytes, 'video/mp4')],
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.uploadVideoInvalid });
    }
  });

  it('serves a byte range of the video (206) and refuses a range past the end (416)', async () => {
    const video = mp4(20_000);
    const up = await upload(alice, aliceCustomer, [
      ['kind', 'statement_video'],
      ['file', file('v.mp4', video)],
    ]);
    const key = up.json().data as string;

    const mid = await getFile(alice, key, '/v2', { range: 'bytes=100-4195' });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-range']).toBe(`bytes 100-4195/${video.length}`);
    expect(mid.headers['content-length']).toBe('4096');
    expect(mid.headers['accept-ranges']).toBe('bytes');
    expect(mid.headers['content-type']).toBe('video/mp4');
    expect(mid.rawPayload.equals(video.subarray(100, 4196))).toBe(true);

    const tail = await getFile(alice, key, '/v2', { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);
    const open = await getFile(alice, key, '/v2', { range: `bytes=${video.length - 5}-` });
    expect(open.rawPayload.equals(video.subarray(-5))).toBe(true);

    const past = await getFile(alice, key, '/v2', { range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('audits every staff read that returns bytes, once per viewing, whatever its Range says', async () => {
    const video = mp4(20_000);
    const dina = await customerAt037();
    const up = await upload(dina.token, dina.record, [
      ['kind', 'statement_video'],
      ['file', file('v.mp4', video)],
    ]);
    const key = up.json().data as string;
    const [stored] = await t.db.select().from(storedFiles).where(eq(storedFiles.storageKey, key));
    if (!stored) throw new Error('no stored file');
    const views = (staffId: string) =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'file.view'),
            eq(auditLog.actorId, staffId),
            eq(auditLog.targetId, stored.id),
          ),
        );

    // Crafted headers that read the whole file, and a first read that starts mid-file: each the
    // first read of its own staff member, each audited.
    for (const range of ['bytes=abc', 'bytes=-100000000', 'bytes=00-', 'BYTES=0-', 'bytes=5000-']) {
      const reader = await staffAccount(ROLES.superAdmin);
      const res = await getFile(reader.token, key, '/v1', { range });
      expect([200, 206], range).toContain(res.statusCode);
      const whole = range !== 'bytes=5000-';
      expect(res.rawPayload.equals(whole ? video : video.subarray(5000)), range).toBe(true);
      expect(await views(reader.id), range).toHaveLength(1);
      // The rest of the viewing (a video's seeks, a reload) is the same viewing: no new row.
      for (const again of ['bytes=0-', 'bytes=100-200', 'bytes=-10', 'bytes=abc', undefined]) {
        const res2 = await getFile(reader.token, key, '/v1', again ? { range: again } : {});
        expect([200, 206]).toContain(res2.statusCode);
      }
      expect(await views(reader.id), range).toHaveLength(1);
    }

    // Past the viewing's window, the next read is a new viewing with its own row.
    const reader = await staffAccount(ROLES.superAdmin);
    expect((await getFile(reader.token, key, '/v1', { range: 'bytes=100-' })).statusCode).toBe(206);
    // The service is called as the route calls it, the clock moved past the window (the staff
    // member's session would have ended by then: the read is the service's, not the route's).
    const claims: AccessClaims = { sub: reader.id, sid: '', typ: 'staff', role: ROLES.superAdmin };
    const meta = { ip: '10.7.9.9', userAgent: 'test' };
    expect(await recordFileViewing(t.app, claims, stored, meta)).toBe(false);
    try {
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + FILE_VIEWING_MS + 60_000);
      expect(await recordFileViewing(t.app, claims, stored, meta)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    // And that new viewing is one viewing: the next read adds nothing. Asked on the real clock,
    // because PostgreSQL stamps the rows with its own (PGlite's follows the faked one).
    expect(await recordFileViewing(t.app, claims, stored, meta)).toBe(false);
    expect(await views(reader.id)).toHaveLength(2);
  });

  it('parses ranges as RFC 9110 says', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=5-100', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-100', 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toBeNull();
    expect(parseRange('bytes=5-2', 10)).toBeNull();
    expect(parseRange('items=0-1', 10)).toBeNull();
    expect(parseRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 10)).toBe('unsatisfiable');
    // The range unit is case-insensitive (RFC 9110 §14.1); digits may have leading zeros.
    expect(parseRange('BYTES=00-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=abc', 10)).toBeNull();
  });

  it('answers 404 alike for another customer’s record and a missing one, and stores nothing', async () => {
    const foreign = await upload(alice, bobCustomer, [
      ['kind', 'ktp'],
      ['file', file('k.jpg', JPEG)],
    ]);
    const missing = await upload(alice, '00000000-0000-4000-8000-000000000000', [
      ['kind', 'ktp'],
      ['file', file('k.jpg', JPEG)],
    ]);
    const garbage = await upload(alice, '..%2F..%2Fetc', [
      ['kind', 'ktp'],
      ['file', file('k.jpg', JPEG)],
    ]);
    for (const res of [foreign, missing, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(foreign.json());
    }
    expect(filesUnder(customerDir(bobCustomer))).toHaveLength(0);
  });

  it('serves a file only to its owner (404 to another customer), and any file to staff', async () => {
    const up = await upload(bob, bobCustomer, [
      ['kind', 'ktp'],
      ['file', file('k.jpg', JPEG)],
    ]);
    expect(up.statusCode).toBe(200);
    const key = up.json().data as string;

    const stranger = await getFile(alice, key);
    const unknown = await getFile(alice, `kyc/${bobCustomer}/ktp-00000000-0000-4000-8000-000000000000.jpg`);
    const traversal = await getFile(alice, '../../../../etc/passwd');
    for (const res of [stranger, unknown, traversal]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status_code: 404, err_message_id: MSG.fileNotFound });
    }
    expect((await getFile(bob, key)).rawPayload.equals(JPEG)).toBe(true);

    const byStaff = await getFile(staff, key, '/v1');
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.rawPayload.equals(JPEG)).toBe(true);
    const [seen] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'file.view'));
    expect(seen).toMatchObject({ actorType: 'staff', targetType: 'stored_file' });

    expect((await getFile(alice, key, '/v1')).statusCode).toBe(403);
    expect((await getFile(staff, key, '/v2')).statusCode).toBe(403);
  });

  it('lets a bank admin read only the files of its own bank’s customers', async () => {
    const bankAdmin = await staffAccount(ROLES.bankAdmin, { bankCode: '037' });
    const bankStaff = bankAdmin.token;
    // A customer's bank is chosen at registration and no call changes it, so the two banks are two
    // customers: Bob registered with Bank Artha Graha (037), Citra through the CIMB form (022). A
    // record without a bank cannot be made through the calls, so that case is not tested here.
    const citra = await cimbRegistered();
    const jpegOf = async (token: string, customerId: string, kind: 'ktp' | 'kk') => {
      const up = await upload(token, customerId, [
        ['kind', kind],
        ['file', file('k.jpg', JPEG)],
      ]);
      expect(up.statusCode).toBe(200);
      return up.json().data as string;
    };
    const atArthaGraha = await jpegOf(bob, bobCustomer, 'ktp');
    const ownBank = await getFile(bankStaff, atArthaGraha, '/v1');
    expect(ownBank.statusCode).toBe(200);
    expect(ownBank.rawPayload.equals(JPEG)).toBe(true);

    const atCimb = await jpegOf(citra.customer.token, citra.id, 'kk');
    const res = await getFile(bankStaff, atCimb, '/v1');
    expect(res.statusCode, atCimb).toBe(404);
    expect(res.json()).toMatchObject({ err_message_id: MSG.fileNotFound });
    expect((await getFile(staff, atCimb, '/v1')).statusCode, atCimb).toBe(200);

    // A bank admin whose account has no bank sees nobody's files.
    // No call makes such an account (createStaff requires the bank of role 4): the row is edited as a
    // misconfiguration outside the app would leave it.
    await t.db.update(staffUsers).set({ bankCode: null }).where(eq(staffUsers.id, bankAdmin.id));
    expect((await getFile(bankStaff, atArthaGraha, '/v1')).statusCode).toBe(404);
  });

  it('answers 401 without a token, for upload and for get/file', async () => {
    const res = await upload(null, aliceCustomer, [
      ['kind', 'ktp'],
      ['file', file('k.jpg', JPEG)],
    ]);
    expect(res.statusCode).toBe(401);
    expect((await getFile(null, 'kyc/x/ktp.jpg')).statusCode).toBe(401);
    expect((await getFile(null, 'kyc/x/ktp.jpg', '/v1')).statusCode).toBe(401);
  });

  it('answers 422 "File tidak boleh kosong" without a file, with an empty file, or a JSON body', async () => {
    const none = await upload(alice, aliceCustomer, [['kind', 'ktp']]);
    const empty = await upload(alice, aliceCustomer, [
      ['kind', 'ktp'],
      ['file', file('k.jpg', Buffer.alloc(0))],
    ]);
    const json = await t.app.inject({
      method: 'POST',
      url: `/v2/kyc/upload/${aliceCustomer}`,
      payload: { kind: 'ktp' },
      headers: { authorization: `Bearer ${alice}` },
    });
    for (const res of [none, empty, json]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.uploadFileRequired });
    }
  });

  it('needs a known kind before the file, and takes one file only', async () => {
    const unknownKind = await upload(alice, aliceCustomer, [
      ['kind', 'passport'],
      ['file', file('k.jpg', JPEG)],
    ]);
    expect(unknownKind.statusCode).toBe(422);
    expect(unknownKind.json().err_message_id).toBe(MSG.uploadKindInvalid);
    const kindAfter = await upload(alice, aliceCustomer, [
      ['file', file('k.jpg', JPEG)],
      ['kind', 'ktp'],
    ]);
    expect(kindAfter.statusCode).toBe(422);
    expect(kindAfter.json().error).toEqual([{ field: 'kind', message: MSG.uploadKindInvalid }]);
    const two = await upload(alice, aliceCustomer, [
      ['kind', 'ktp'],
      ['file', file('a.jpg', JPEG)],
      ['file', file('b.jpg', JPEG)],
    ]);
    expect(two.statusCode).toBe(422);
  });

  it('refuses two files, a second kind or a stray field, and keeps neither file nor row', async () => {
    const rowsBefore = await t.db.select().from(storedFiles).where(eq(storedFiles.customerId, aliceCustomer));
    const filesBefore = filesUnder(customerDir(aliceCustomer));
    for (const fields of [
      [
        ['kind', 'kk'],
        ['file', file('a.png', png(5, 5))],
        ['file', file('b.png', png(6, 6))],
      ],
      [
        ['kind', 'kk'],
        ['file', file('a.png', png(5, 5))],
        ['kind', 'ktp'],
      ],
      [
        ['note', 'x'],
        ['kind', 'kk'],
        ['file', file('a.png', png(5, 5))],
      ],
      [
        ['kind', 'kk'],
        ['kind', 'kk'],
        ['file', file('a.png', png(5, 5))],
      ],
    ] as Parameters<typeof form>[0][]) {
      const res = await upload(alice, aliceCustomer, fields);
      expect(res.statusCode, JSON.stringify(fields.map((f) => f[0]))).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.uploadOneFileOnly });
    }
    expect(filesUnder(customerDir(aliceCustomer))).toEqual(filesBefore);
    expect(
      await t.db.select().from(storedFiles).where(eq(storedFiles.customerId, aliceCustomer)),
    ).toHaveLength(rowsBefore.length);
  });

  it('refuses, before storing a byte, a body longer than one file of its kind can be', async () => {
    const put = vi.spyOn(t.app.files, 'put');
    try {
      // Two images of 300,000 bytes: each is under the limit, together they cannot be one image.
      const res = await upload(alice, aliceCustomer, [
        ['kind', 'kk'],
        ['file', file('a.png', png(4, 3, 300_000))],
        ['file', file('b.png', png(4, 3, 300_000))],
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ err_message_id: MSG.uploadImageInvalid });
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
  });

  it('refuses a "video" that is an mp4 header and zeros, an audio-only mp4 and a cut one', async () => {
    const header = mp4(0).subarray(0, 32);
    const zeros = Buffer.concat([header, Buffer.alloc(5_000_000)]);
    const truncated = mp4(20_000).subarray(0, 15_000);
    for (const [name, bytes] of [
      ['zeros', zeros],
      ['audio only', mp4(5000, 'soun')],
      ['truncated', truncated],
    ] as const) {
      const before = filesUnder(customerDir(aliceCustomer));
      const res = await upload(alice, aliceCustomer, [
        ['kind', 'statement_video'],
        ['file', file('video.mp4', bytes, 'video/mp4')],
      ]);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toMatchObject({ status_code: 422, err_message_id: MSG.uploadVideoInvalid });
      expect(filesUnder(customerDir(aliceCustomer)), name).toEqual(before);
    }
  });

  it('an upload is the record’s file of its kind at once: named in the attachment section, the next one replaces it', async () => {
    const kindRows = () =>
      t.db
        .select({ key: storedFiles.storageKey })
        .from(storedFiles)
        .where(and(eq(storedFiles.customerId, aliceCustomer), eq(storedFiles.kind, 'photo_with_ktp')));
    const send = async (bytes: Buffer) => {
      const res = await upload(alice, aliceCustomer, [
        ['kind', 'photo_with_ktp'],
        ['file', file('p.png', bytes)],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as string;
    };
    const attachmentRead = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v2/kyc/attachment/${aliceCustomer}`,
          headers: { authorization: `Bearer ${alice}` },
        })
      ).json().data.attachment;
    const first = await send(png(3, 3));
    // A reload reads it back before the attachment form was ever sent (decision 0088).
    expect((await attachmentRead()).photo_with_ktp).toBe(first);
    const second = await send(png(4, 4));
    expect((await kindRows()).map((r) => r.key)).toEqual([second]);
    expect((await attachmentRead()).photo_with_ktp).toBe(second);
    expect(existsSync(path.join(t.infra.config.filesDir, first))).toBe(false);
    expect((await getFile(alice, first)).statusCode).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.upload'), sql`${auditLog.details}->>'kind' = 'photo_with_ktp'`))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit?.details).toMatchObject({
      replaced_file_ids: [expect.any(String)],
      replaced_sha256: [expect.stringMatching(/^[0-9a-f]{64}$/)],
    });
  });

  it('deletes files never attached once they are a day old, in the periodic job; attached ones stay', async () => {
    const send = async (kind: string, bytes = png(2, 2)) => {
      const res = await upload(alice, aliceCustomer, [
        ['kind', kind],
        ['file', file('o.png', bytes)],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as string;
    };
    const stale = await send('other');
    const attached = await send('signature');
    const fresh = await send('partner_signature');
    // Alice saves the attachment step naming her signature but neither of the other two (the form
    // also needs the identity card, both photos and the statement video).
    const required = {
      ktp: await send('ktp', JPEG),
      photo: await send('photo'),
      photo_with_ktp: await send('photo_with_ktp'),
      statement_video: await send('statement_video', mp4()),
    };
    await h.save(
      alice,
      `/v2/kyc/attachment/${aliceCustomer}`,
      attachmentForm({ ...required, signature: attached }),
    );
    // A day and a minute pass for the first two: the sweep compares in SQL with now(), so the rows age.
    await t.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '1 day 1 minute'` })
      .where(inArray(storedFiles.storageKey, [stale, attached]));

    await t.app.jobs.enqueue(PENDING_SWEEP_JOB, {});
    await t.flushJobs();

    const left = await t.db
      .select({ key: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, [stale, attached, fresh]));
    expect(left.map((r) => r.key).sort()).toEqual([attached, fresh].sort());
    expect(existsSync(path.join(t.infra.config.filesDir, stale))).toBe(false);
    expect(existsSync(path.join(t.infra.config.filesDir, attached))).toBe(true);
    const [swept] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'file.sweep_pending'));
    expect(swept).toMatchObject({
      actorType: 'system',
      details: { files: [expect.objectContaining({ kind: 'other' })] },
    });
    // The series goes on: the next sweep is booked.
    const [next] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, PENDING_SWEEP_JOB), isNull(jobs.doneAt)));
    expect(next?.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('refuses a file once the record’s files reach the storage limit (413, a clear message)', async () => {
    const [row] = await t.db
      .select({ id: storedFiles.id, size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.customerId, bobCustomer))
      .limit(1);
    if (!row) throw new Error('bob has no file');
    // Bob's earlier uploads stand for a record already holding nearly its limit (uploading
    // hundreds of MB through the call is the contract suite's part).
    await t.db
      .update(storedFiles)
      .set({ size: RECORD_STORAGE_LIMIT_BYTES - 1000 })
      .where(eq(storedFiles.id, row.id));
    try {
      const before = filesUnder(customerDir(bobCustomer));
      const res = await upload(bob, bobCustomer, [
        ['kind', 'selfie'],
        ['file', file('s.png', png(4, 3, 50_000))],
      ]);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status_code: 413, err_message_id: MSG.uploadStorageFull });
      expect(filesUnder(customerDir(bobCustomer))).toEqual(before);
    } finally {
      await t.db.update(storedFiles).set({ size: row.size }).where(eq(storedFiles.id, row.id));
    }
  });

  it('answers a clean 4xx, never 500, for a path with a NUL byte or a control character', async () => {
    for (const [bad, status, message] of [
      ['kyc/a\u0000b.png', 400, MSG.invalidInput],
      ['\u0000', 400, MSG.invalidInput],
      [`kyc/${aliceCustomer}/ktp\n.png`, 404, MSG.fileNotFound],
      [`kyc/${aliceCustomer}/../ktp.png`, 404, MSG.fileNotFound],
    ] as const) {
      for (const [token, prefix] of [
        [alice, '/v2'],
        [staff, '/v1'],
      ] as const) {
        const res = await getFile(token, bad, prefix);
        expect(res.statusCode, `${prefix} ${JSON.stringify(bad)}`).toBe(status);
        expect(res.json()).toMatchObject({ status_code: status, err_message_id: message });
      }
    }
  });

  describe('staff file access by role', () => {
    it('gives each role what its work needs', async () => {
      // Carol registers through the CIMB form (bank 022) on gofx and fills every step.
      const carol = await cimbRegistered();
      await fillCimbSteps(carol);
      const carolToken = carol.customer.token;
      const carolCustomer = carol.id;
      const keys: Record<string, string> = {};
      for (const [kind, bytes] of [
        ['ktp', JPEG],
        ['photo', png()],
        ['photo_with_ktp', png(3, 3)],
        ['npwp', png(5, 5)],
        ['signature', png(6, 6)],
        ['statement_video', mp4()],
      ] as const) {
        const res = await upload(carolToken, carolCustomer, [
          ['kind', kind],
          ['file', file('f', bytes)],
        ]);
        expect(res.statusCode, res.body).toBe(200);
        keys[kind] = res.json().data as string;
      }
      const reads = async (token: string) => {
        const out: Record<string, number> = {};
        for (const [kind, key] of Object.entries(keys))
          out[kind] = (await getFile(token, key, '/v1')).statusCode;
        return out;
      };
      const all = {
        ktp: 200,
        photo: 200,
        photo_with_ktp: 200,
        npwp: 200,
        signature: 200,
        statement_video: 200,
      };
      const none = {
        ktp: 404,
        photo: 404,
        photo_with_ktp: 404,
        npwp: 404,
        signature: 404,
        statement_video: 404,
      };

      const superAdmin = (await staffAccount(ROLES.superAdmin)).token;
      const broker = (await staffAccount(ROLES.brokerAdmin, { platform: 'gofx' })).token;
      const viewer = (await staffAccount(ROLES.brokerViewer, { platform: 'gofx' })).token;
      const otherBankAdmin = (await staffAccount(ROLES.bankAdmin, { bankCode: '037' })).token;
      const cimbAdmin = (await staffAccount(ROLES.bankAdmin, { bankCode: '022' })).token;
      const tradeDesk = (await staffAccount(ROLES.tradeDesk)).token;
      const videoOfficer = (await staffAccount(ROLES.videoOfficer, { platform: 'gofx' })).token;

      // Still filling in: the broker's roles see it; the bank (037) does not (Carol banks at 022);
      // the trade desk never; the video officer not before submission.
      expect(await reads(superAdmin)).toEqual(all);
      expect(await reads(broker)).toEqual(all);
      expect(await reads(viewer)).toEqual(all);
      expect(await reads(otherBankAdmin)).toEqual(none);
      expect(await reads(tradeDesk)).toEqual(none);
      expect(await reads(videoOfficer)).toEqual(none);

      // Submitted: the video officer reads every document the broker's detail shows, the
      // signature too (decision 0085); Carol's bank (022) reads them for its approval.
      await h.save(carolToken, `/v2/kyc/attachment/${carolCustomer}`, attachmentForm(keys));
      const submitted = await h.submit(carolToken, carolCustomer);
      expect(submitted.json(), submitted.body).toMatchObject({ status_code: '00' });
      expect(await reads(videoOfficer)).toEqual(all);
      expect(await reads(cimbAdmin)).toEqual(all);
      expect(await reads(tradeDesk)).toEqual(none);

      // Approved, by the bank and then the broker: the verification is over.
      await readyForApproval(cimbAdmin, carolCustomer, 'admin-bank');
      const bankApproved = await api('POST', '/v1/admin-bank/kyc/bank-approve/conventional', cimbAdmin, {
        nasabah_id: carolCustomer,
      });
      expect(bankApproved.statusCode, bankApproved.body).toBe(200);
      await readyForApproval(broker, carolCustomer);
      const approved = await api('PATCH', `/v1/admin-broker/kyc/approve/${carolCustomer}`, broker, {
        nasabah_id: carolCustomer,
        username: 'files.trader',
        password: 'Trading#2026',
        account_no: '8800990021',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(await reads(videoOfficer)).toEqual(none);
    });
  });
});
