/**
 * The demo queue a newcomer sees: participants in every review state on both platforms and all
 * four banks, documents that are real JPEGs in the file store, records that read through the one
 * read model with names, and a second run that adds nothing.
 */
import { attachmentFormSchema, DAY_MS, MARRIAGE_CODE_MARRIED, STATUS_NASABAH, todayWib } from '@kilau/shared';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goldTransactions, kycCustomers, masterData, platforms, storedFiles, users } from '../db/schema';
import { moovHasVideoTrack } from '../modules/files/mp4-video-check';
import { readKycRecord } from '../modules/kyc-record/kyc-read-model';
import { findRecordInScope } from '../modules/kyc-record/kyc-record.repository';
import { createTestApp, type TestApp } from '../test/app';
import { seedDemoParticipants } from './seed-participants';
import { seedDemoTrades } from './seed-trades';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

describe('demo participants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    await seedDemoParticipants(t.db, t.infra.files);
  });
  afterAll(() => t.close());

  it('seeds every state in the numbers the back-office demo needs, on both platforms and four banks', async () => {
    const rows = await t.db
      .select({
        status: kycCustomers.statusNasabah,
        video: kycCustomers.videoStatus,
        bank: kycCustomers.bankCode,
        app: platforms.appName,
        user: users.status,
      })
      .from(kycCustomers)
      .innerJoin(platforms, eq(platforms.id, kycCustomers.platformId))
      .innerJoin(users, eq(users.id, kycCustomers.userId));
    const demo = rows.filter((r) => r.status !== null);
    const count = (f: (r: (typeof demo)[number]) => boolean) => demo.filter(f).length;
    expect(count((r) => r.status === STATUS_NASABAH.new)).toBeGreaterThanOrEqual(30);
    expect(count((r) => r.status === STATUS_NASABAH.new && r.video === 'scheduled')).toBe(5);
    expect(count((r) => r.status === STATUS_NASABAH.accepted)).toBeGreaterThanOrEqual(12);
    expect(count((r) => r.status === STATUS_NASABAH.rejected)).toBe(6);
    expect(count((r) => r.status === STATUS_NASABAH.blacklisted)).toBe(4);
    expect(count((r) => r.status === STATUS_NASABAH.waitingBank)).toBe(3);
    expect(
      demo.filter((r) => r.status === STATUS_NASABAH.blacklisted).every((r) => r.user === 'blocked'),
    ).toBe(true);
    expect(new Set(demo.map((r) => r.bank))).toEqual(new Set(['037', '022', '023', '028']));
    // The demo broker works on gofx: its new list must need a pager.
    expect(count((r) => r.status === STATUS_NASABAH.new && r.app === 'gofx')).toBeGreaterThan(10);
    expect(count((r) => r.app === 'jafets')).toBeGreaterThan(0);
  });

  it('gives the waiting files due times: some overdue, some due today, the rest later; decided ones none', async () => {
    const rows = await t.db
      .select({ status: kycCustomers.statusNasabah, dueAt: kycCustomers.dueAt })
      .from(kycCustomers)
      .where(isNotNull(kycCustomers.submittedAt));
    const waiting = rows.filter(
      (r) => r.status === STATUS_NASABAH.new || r.status === STATUS_NASABAH.waitingBank,
    );
    expect(waiting.every((r) => r.dueAt !== null)).toBe(true);
    const decided = rows.filter(
      (r) => r.status !== STATUS_NASABAH.new && r.status !== STATUS_NASABAH.waitingBank,
    );
    expect(decided.every((r) => r.dueAt === null)).toBe(true);
    const now = Date.now();
    const endOfDay = new Date(`${todayWib()}T00:00:00+07:00`).getTime() + DAY_MS;
    const due = waiting.map((r) => r.dueAt?.getTime() ?? 0);
    expect(due.filter((d) => d < now).length).toBeGreaterThanOrEqual(5);
    expect(due.filter((d) => d >= now && d < endOfDay).length).toBeGreaterThanOrEqual(5);
    expect(due.filter((d) => d >= endOfDay).length).toBeGreaterThanOrEqual(5);
  });

  it('stores every document as a readable JPEG and reads every record with names, never ids', async () => {
    const files = await t.db.select().from(storedFiles);
    expect(files.length).toBeGreaterThanOrEqual(55 * 4);
    for (const f of files.filter((x) => x.mime === 'image/jpeg').slice(0, 12)) {
      const chunks: Buffer[] = [];
      for await (const c of t.infra.files.get(f.storageKey)) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(bytes.length).toBeLessThan(400_000);
    }
    const records = await t.db.select({ id: kycCustomers.id }).from(kycCustomers);
    let warned = 0;
    for (const { id } of records) {
      const record = await findRecordInScope(t.db, id, eq(kycCustomers.id, id));
      if (!record) throw new Error('record not found');
      const model = await readKycRecord(t.db, record, { flowRules: t.infra.config.flowRules });
      const names = [
        model.personal.gender_type?.name,
        model.personal.religion_type?.name,
        model.employment.occupation_type?.name,
        model.display.address_line,
      ];
      for (const name of names) {
        expect(name).toBeTruthy();
        expect(name).not.toMatch(UUID);
      }
      if (model.nik_warnings.length) warned += 1;
    }
    expect(warned).toBeGreaterThan(0);
  });

  /** The stored bytes of a file. */
  async function bytesOf(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of t.infra.files.get(key)) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  /** The children of the mp4's top-level moov box. */
  function moovOf(mp4: Buffer): Buffer {
    for (let at = 0; at + 8 <= mp4.length; ) {
      const size = mp4.readUInt32BE(at);
      if (mp4.toString('latin1', at + 4, at + 8) === 'moov') return mp4.subarray(at + 8, at + size);
      if (size < 8) break;
      at += size;
    }
    return Buffer.alloc(0);
  }

  it('holds a complete attachment section: every file the step requires, of its type, and the statements', async () => {
    const married = new Set(
      (await t.db.select().from(masterData))
        .filter((m) => m.type === 'marriage' && m.code === MARRIAGE_CODE_MARRIED)
        .map((m) => m.id),
    );
    const records = await t.db.select().from(kycCustomers);
    const seeded = records.filter((r) => r.statusNasabah !== null && r.attachment.ktp);
    expect(seeded.length).toBeGreaterThanOrEqual(55);
    let partners = 0;
    for (const r of seeded) {
      const isMarried = married.has(r.personal.marriage_type ?? '');
      // The form sends no dispute_detail for a body that needs none; the step stores it as null.
      const { dispute_detail, ...sent } = r.attachment;
      const parsed = attachmentFormSchema({ married: isMarried }).safeParse(
        dispute_detail === null ? sent : r.attachment,
      );
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      if (isMarried) partners += 1;
    }
    expect(partners).toBeGreaterThan(0);
    const magic = { 'image/jpeg': [0xff, 0xd8, 0xff], 'image/png': [0x89, 0x50, 0x4e, 0x47] } as const;
    for (const f of await t.db.select().from(storedFiles)) {
      const bytes = await bytesOf(f.storageKey);
      expect(bytes.length).toBe(f.size);
      if (f.kind === 'statement_video') {
        expect(f.mime).toBe('video/mp4');
        expect(moovHasVideoTrack(moovOf(bytes))).toBe(true);
      } else {
        expect(f.mime).toBe(f.kind.endsWith('signature') ? 'image/png' : 'image/jpeg');
        const m = magic[f.mime as keyof typeof magic];
        expect([...bytes.subarray(0, m.length)]).toEqual([...m]);
        expect(bytes.length).toBeLessThan(400_000);
      }
    }
  });

  it('gives every registered participant a few trades in the vocabulary of decision 0070, the demo customer’s linked', async () => {
    const trades = await t.db
      .select({
        ref: goldTransactions.externalRef,
        record: goldTransactions.kycCustomerId,
        platform: goldTransactions.platformId,
        status: kycCustomers.statusNasabah,
        account: kycCustomers.tradeAccountNo,
        price: goldTransactions.price,
        tradeStatus: goldTransactions.status,
        type: goldTransactions.type,
      })
      .from(goldTransactions)
      .leftJoin(kycCustomers, eq(kycCustomers.id, goldTransactions.kycCustomerId));
    const seeded = trades.filter((r) => r.ref.startsWith('SEED-'));
    expect(seeded.length).toBeGreaterThan(30);
    expect(seeded.every((r) => r.status === STATUS_NASABAH.accepted && r.account)).toBe(true);
    expect(new Set(seeded.map((r) => r.tradeStatus)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(seeded.map((r) => r.type))).toEqual(new Set(['market', 'limit']));
    const registered = await t.db
      .select({ id: kycCustomers.id })
      .from(kycCustomers)
      .where(eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted));
    const withAccount = registered.length - 1; // the demo customer has no trading account number
    expect(new Set(seeded.map((r) => r.record)).size).toBe(withAccount);
    // Every trade, the demo customer's included, has its record, platform and price.
    expect(trades.every((r) => r.record && r.platform && r.price)).toBe(true);
    expect(await seedDemoTrades(t.db)).toEqual({ created: 0 });
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoParticipants(t.db, t.infra.files)).toEqual({ created: 0 });
  });
});
