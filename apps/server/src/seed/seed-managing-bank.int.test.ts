/** The demo's managing-bank accounts: one per registered participant, in every status, seeded once. */
import { REVIEW_REASON_MIN, STATUS_NASABAH } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycCustomers, managingBankAccounts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { seedManagingBankAccounts } from './seed-managing-bank';
import { seedDemoParticipants } from './seed-participants';

describe('demo managing-bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    await seedDemoParticipants(t.db, t.infra.files);
  });
  afterAll(() => t.close());

  it('opens one for every registered participant: mostly waiting, some verified, one rejected with a note', async () => {
    const registered = await t.db
      .select({ id: kycCustomers.id })
      .from(kycCustomers)
      .where(eq(kycCustomers.statusNasabah, STATUS_NASABAH.accepted));
    const accounts = await t.db.select().from(managingBankAccounts);
    expect(accounts.map((a) => a.kycCustomerId).sort()).toEqual(registered.map((r) => r.id).sort());
    const of = (status: string) => accounts.filter((a) => a.status === status);
    expect(of('UNVERIFIED').length).toBeGreaterThan(accounts.length / 2);
    expect(of('VERIFIED').length).toBeGreaterThanOrEqual(2);
    expect(of('REJECTED')).toHaveLength(1);
    expect(of('REJECTED')[0]?.note?.length).toBeGreaterThanOrEqual(REVIEW_REASON_MIN);
    for (const a of [...of('VERIFIED'), ...of('REJECTED')]) {
      expect(a.verifiedBy).not.toBeNull();
      expect(a.verifiedAt).toBeInstanceOf(Date);
    }
    // The demo participants gave their account in onboarding; the customer demo account (seed.ts)
    // went through a bank that opens a new one, so its number waits for the bank.
    const numbered = accounts.filter((a) => a.accountNo !== '');
    expect(numbered.length).toBeGreaterThanOrEqual(accounts.length - 1);
    for (const a of numbered) expect(a.accountNo).toMatch(/^\d{10}$/);
    for (const a of accounts) expect(a.accountName.length).toBeGreaterThan(3);
    expect(await seedManagingBankAccounts(t.db)).toEqual({ opened: 0 });
  });
});
