import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_LIMIT_BYTES, MSG, ROLES } from '@kilau/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycCustomers, platforms, staffUsers, storedFiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { parseRange } from './file-access.routes';

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
function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}
/** An mp4-shaped file: ftyp (as Chromium's MediaRecorder writes it), an empty moov, an mdat. */
function mp4(mdatBytes = 5000): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso6iso2mp41')]),
  );
  const mdat = Buffer.alloc(mdatBytes);
  for (let i = 0; i < mdat.length; i++) mdat[i] = (i * 31 + 7) & 0xff;
  return Buffer.concat([ftyp, box('moov', Buffer.alloc(0)), box('mdat', mdat)]);
}

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
  let t: TestApp;
  let aliceId: string;
  let bobId: string;
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

  const newUser = async (tag: string) => {
    const [row] = await t.db
      .insert(users)
      .values({
        email: `${tag}@files.test`,
        username: `files${tag}`,
        phonenumber: `0812000${String(tag.length).padStart(5, '0')}${tag.charCodeAt(0)}`.slice(0, 13),
        fullname: tag,
        passwordHash: 'x',
      } as typeof users.$inferInsert)
      .returning({ id: users.id });
    if (!row) throw new Error('no user');
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const [platform] = await t.db.select({ id: platforms.id }).from(platforms).limit(1);
    if (!platform) throw new Error('no seeded platform');
    aliceId = await newUser('alice');
    bobId = await newUser('bob');
    alice = await t.app.sessions.open('user', aliceId, null, {});
    bob = await t.app.sessions.open('user', bobId, null, {});
    const rows = await t.db
      .insert(kycCustomers)
      .values([
        { userId: aliceId, platformId: platform.id, fullname: 'Alice' },
        { userId: bobId, platformId: platform.id, fullname: 'Bob' },
      ])
      .returning({ id: kycCustomers.id, userId: kycCustomers.userId });
    aliceCustomer = String(rows.find((r) => r.userId === aliceId)?.id);
    bobCustomer = String(rows.find((r) => r.userId === bobId)?.id);
    const [admin] = await t.db
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'superadmin'));
    staff = await t.app.sessions.open('staff', String(admin?.id), 0, {});
  });
  afterAll(() => t.close());

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

  it('refuses a text file named photo.jpg (422, the spec text) and keeps nothing', async () => {
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
    // The screen says "di bawah 400 KB" and the spec "under 400000 bytes": the server agrees.
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
    const [bankAdmin] = await t.db
      .select({ id: staffUsers.id, bankCode: staffUsers.bankCode })
      .from(staffUsers)
      .where(eq(staffUsers.username, 'bankadmin'));
    expect(bankAdmin?.bankCode).toBe('037');
    const bankStaff = await t.app.sessions.open('staff', String(bankAdmin?.id), ROLES.bankAdmin, {});
    const ktpOf = async (bankCode: string | null) => {
      await t.db.update(kycCustomers).set({ bankCode }).where(eq(kycCustomers.id, bobCustomer));
      const up = await upload(bob, bobCustomer, [
        ['kind', 'ktp'],
        ['file', file('k.jpg', JPEG)],
      ]);
      expect(up.statusCode).toBe(200);
      return up.json().data as string;
    };
    // Files follow their customer: the bank the customer has now decides, not the one at upload.
    const atArthaGraha = await ktpOf('037');
    const ownBank = await getFile(bankStaff, atArthaGraha, '/v1');
    expect(ownBank.statusCode).toBe(200);
    expect(ownBank.rawPayload.equals(JPEG)).toBe(true);

    const atCimb = await ktpOf('022');
    const withoutBank = await ktpOf(null);
    for (const key of [atArthaGraha, atCimb, withoutBank]) {
      const res = await getFile(bankStaff, key, '/v1');
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toMatchObject({ err_message_id: MSG.fileNotFound });
      expect((await getFile(staff, key, '/v1')).statusCode, key).toBe(200);
    }

    // A bank admin whose account has no bank sees nobody's files.
    await t.db.update(kycCustomers).set({ bankCode: '037' }).where(eq(kycCustomers.id, bobCustomer));
    await t.db
      .update(staffUsers)
      .set({ bankCode: null })
      .where(eq(staffUsers.id, String(bankAdmin?.id)));
    try {
      expect((await getFile(bankStaff, atArthaGraha, '/v1')).statusCode).toBe(404);
    } finally {
      await t.db
        .update(staffUsers)
        .set({ bankCode: '037' })
        .where(eq(staffUsers.id, String(bankAdmin?.id)));
      await t.db.update(kycCustomers).set({ bankCode: null }).where(eq(kycCustomers.id, bobCustomer));
    }
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
});
