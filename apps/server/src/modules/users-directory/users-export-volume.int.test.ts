/**
 * The export of a large directory completes and holds every row (issue: 100,000 users). The
 * accounts are bulk-inserted: what is under test is the export's walk over the rows, not how an
 * account comes to exist (the directory test makes its accounts through the real calls).
 */
import { ROLES } from '@kilau/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useReviewHarness } from '../review/testing/review-harness';

const USERS = 100_000;

describe('users export at volume', () => {
  const { h, staff, api } = useReviewHarness();
  let superAdmin: string;

  beforeAll(async () => {
    superAdmin = (await staff(ROLES.superAdmin)).token;
    // Many accounts share a creation instant, so the export's cursor must order ties by id.
    await h.t.db.execute(`
      insert into users (fullname, email, username, phonenumber, password_hash, status, created_at)
      select 'Pengguna Massal ' || g, 'massal' || g || '@kilau.test', 'massal' || g,
             '0899' || lpad(g::text, 8, '0'), 'x', 'active',
             timestamptz '2026-01-01 00:00:00+00' + (g / 7) * interval '1 second'
      from generate_series(1, ${USERS}) g`);
  }, 120_000);

  it('streams every account, none twice, within the test’s time', async () => {
    const res = await api('GET', '/v1/admin-broker/users/export?keyword=massal', superAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-rows']).toBe(String(USERS));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(USERS + 1);
    const emails = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) emails.add(String(row.getCell(5).value));
    });
    expect(emails.size).toBe(USERS);
    expect(sheet.getRow(USERS + 1).getCell(1).value).toBe(USERS);
  }, 180_000);
});
