/**
 * The users directory and its export (docs/product/back-office.md § Screens /users, §7, §9), on accounts made the way
 * customers make them: registered through the real calls, two of them onboarded on different
 * platforms. The export is read back with a spreadsheet reader: its rows, order and column widths.
 */
import { ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { type Participant, useReviewHarness } from '../review/testing/review-harness';

interface Row {
  _id: string;
  fullname: string;
  app_name: string | null;
  email: string;
  status: string;
}

describe('users directory', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let onGofx: Participant;
  let onJafets: Participant;
  let bare: Awaited<ReturnType<typeof registerCustomer>>;
  let superAdmin: string;
  let gofxBroker: string;

  beforeAll(async () => {
    onGofx = await submittedParticipant({ platform: 'gofx' });
    onJafets = await submittedParticipant({ platform: 'jafets' });
    bare = await registerCustomer(h.t, { fullname: 'Tanpa Platform Sama' });
    superAdmin = (await staff(ROLES.superAdmin)).token;
    gofxBroker = (await staff(ROLES.brokerAdmin, { platform: 'gofx' })).token;
  });

  const list = async (token: string, query: string) => {
    const res = await api('GET', `/v1/admin-broker/users?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.body as { users: Row[]; count: number };
  };

  it('lists every account for the super admin, with the platform of its participant record', async () => {
    const all = await list(superAdmin, 'offset=1&limit=100');
    const byEmail = new Map(all.users.map((u) => [u.email, u]));
    expect(byEmail.get(onGofx.customer.email)?.app_name).toBe('gofx');
    expect(byEmail.get(onJafets.customer.email)?.app_name).toBe('jafets');
    expect(byEmail.get(bare.email)).toMatchObject({ app_name: null, status: 'active' });
    expect(all.count).toBe(all.users.length);
    // The super admin's own path answers the same.
    const own = await api('GET', '/v1/super-admin/user?offset=1&limit=100', superAdmin);
    expect(own.json().data.body.count).toBe(all.count);
  });

  it('filters on one or many app names and searches name, e-mail, phone and username', async () => {
    const all = (await list(superAdmin, 'offset=1&limit=100')).users;
    const on = (...apps: string[]) =>
      all
        .filter((u) => u.app_name && apps.includes(u.app_name))
        .map((u) => u.email)
        .sort();
    const emails = (r: { users: Row[] }) => r.users.map((u) => u.email).sort();
    const gofx = await list(superAdmin, 'app_name=gofx&limit=100');
    expect(emails(gofx)).toEqual(on('gofx'));
    expect(emails(gofx)).toContain(onGofx.customer.email);
    expect(emails(gofx)).not.toContain(onJafets.customer.email);
    const both = await list(superAdmin, 'app_name=gofx&app_name=jafets&limit=100');
    expect(emails(both)).toEqual(on('gofx', 'jafets'));
    expect(both.count).toBe(on('gofx', 'jafets').length);
    expect((await list(superAdmin, 'app_name=gofx,jafets')).count).toBe(both.count);

    expect((await list(superAdmin, `keyword=${encodeURIComponent('tanpa platform')}`)).users[0]?.email).toBe(
      bare.email,
    );
    expect((await list(superAdmin, `keyword=${onJafets.customer.phonenumber}`)).users[0]?.email).toBe(
      onJafets.customer.email,
    );
    expect((await list(superAdmin, `keyword=${onGofx.customer.username}`)).users[0]?.email).toBe(
      onGofx.customer.email,
    );
    expect((await list(superAdmin, `keyword=${onGofx.customer.email.toUpperCase()}`)).count).toBe(1);
    // A wildcard typed by staff is a character, not a pattern.
    expect((await list(superAdmin, 'keyword=%25')).count).toBe(0);
  });

  it('pages with offset as the page number, 10 a page', async () => {
    const first = await list(superAdmin, 'offset=1&limit=2');
    const second = await list(superAdmin, 'offset=2&limit=2');
    expect(first.users).toHaveLength(2);
    expect(second.users.map((u) => u._id)).not.toContain(first.users[0]?._id);
    expect((await list(superAdmin, '')).users.length).toBeLessThanOrEqual(10);
  });

  it('shows a broker only the accounts with a record on their platform', async () => {
    const seen = await list(gofxBroker, 'offset=1&limit=100');
    expect(seen.users.every((u) => u.app_name === 'gofx')).toBe(true);
    expect(seen.users.map((u) => u.email)).toContain(onGofx.customer.email);
    expect(seen.count).toBe((await list(superAdmin, 'app_name=gofx')).count);
    expect((await list(gofxBroker, 'app_name=jafets')).count).toBe(0);
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await api('GET', '/v1/admin-broker/users')).statusCode).toBe(401);
    for (const role of [ROLES.bankAdmin, ROLES.tradeDesk, ROLES.videoOfficer]) {
      const token = (await staff(role)).token;
      expect((await api('GET', '/v1/admin-broker/users', token)).statusCode).toBe(403);
      expect((await api('GET', '/v1/admin-broker/users/export', token)).statusCode).toBe(403);
    }
    expect((await api('GET', '/v1/admin-broker/users', onGofx.customer.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/super-admin/user', gofxBroker)).statusCode).toBe(403);
  });

  it('exports the filtered directory as an .xlsx with the product’s columns and widths, a frozen, filterable header, and audits it', async () => {
    const wanted = await list(superAdmin, 'app_name=gofx&app_name=jafets&limit=100');
    const res = await api('GET', '/v1/admin-broker/users/export?app_name=gofx&app_name=jafets', superAdmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="data-users-\d{2}-\d{2}-\d{4}-\d{4}\.xlsx"$/,
    );
    expect(res.headers['x-total-rows']).toBe(String(wanted.count));

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Data Users');
    expect([1, 2, 3, 4, 5, 6].map((c) => sheet.getColumn(c).width)).toEqual([5, 15, 15, 15, 20, 15]);
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['No', 'Nama Lengkap', 'Platform', 'No. Telepon', 'Email', 'Status']);
    // Newest account first, as the list shows them.
    expect(values(2)).toEqual([
      1,
      onJafets.customer.fullname,
      'Jafets',
      onJafets.customer.phonenumber,
      onJafets.customer.email,
      'Aktif',
    ]);
    // Every row the list shows, in the list's order.
    const exported = Array.from({ length: sheet.rowCount - 1 }, (_, i) => values(i + 2)[4]);
    expect(exported).toEqual(wanted.users.map((u) => u.email));
    // The header row stays in view and carries the filter buttons over every exported row.
    expect(sheet.views).toEqual([
      expect.objectContaining({ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2' }),
    ]);
    expect(sheet.autoFilter).toBe(`A1:F${wanted.count + 1}`);

    const audit = await h.t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'users.export'));
    expect(audit.at(-1)?.details).toMatchObject({ rows: wanted.count, app_name: ['gofx', 'jafets'] });
  });

  it('exports only what a broker may see', async () => {
    const res = await api('GET', '/v1/admin-broker/users/export', gofxBroker);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]?.rowCount ?? 0) - 1;
    expect(rows).toBe((await list(superAdmin, 'app_name=gofx')).count);
    expect(rows).toBeLessThan((await list(superAdmin, '')).count);
  });
});
