/**
 * The back-office lists' search box (a name, a NIK or a phone number), on participants who
 * registered and submitted through the real calls, always inside the caller's scope.
 */
import { counterListReplySchema, kycListReplySchema, ROLES } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kycCustomers } from '../../db/schema';
import { fillNameSearchKeys } from './name-search-keys.job';
import { type Participant, useReviewHarness } from './testing/review-harness';

describe('searching the participant lists', () => {
  const { h, submittedParticipant, staff, api } = useReviewHarness();
  let woman: Participant;
  let man: Participant;
  /** Written in the spelling before the 1972 reform, as old identity papers still carry it. */
  let oldSpelling: Participant;
  let broker: { token: string };

  beforeAll(async () => {
    woman = await submittedParticipant();
    man = await submittedParticipant({ female: false });
    oldSpelling = await submittedParticipant({ fullname: 'Soehartono Djajadiningrat', female: false });
    broker = await staff(ROLES.brokerAdmin, { platform: 'gofx' });
  });

  const found = async (q: string, token = broker.token, prefix = 'admin-broker') => {
    const res = await api(
      'GET',
      `/v1/${prefix}/kyc/customers/all?status=2&offset=0&limit=100&q=${encodeURIComponent(q)}`,
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = kycListReplySchema.parse(res.json()).data;
    expect(body.total).toBe(body.customers.length);
    return body.customers.map((c) => c._id);
  };

  it('finds by a part of the name, any case', async () => {
    const ids = await found(woman.customer.fullname.toLowerCase());
    expect(ids).toContain(woman.id);
    expect(ids).not.toContain(man.id);
    // Inside a word: both.
    expect(await found('SABAH UJ')).toEqual(expect.arrayContaining([woman.id, man.id]));
    // A LIKE wildcard typed in the box is a character, not "anything".
    expect(await found('%')).toEqual([]);
  });

  it('finds a name by its spelling variants, as the screening reads names (decision 0134)', async () => {
    // oe/u and dj/j: today's spelling finds the old one, a part typed finds the whole word.
    for (const typed of ['suhartono', 'Suhartono Jajadiningrat', 'SUHARTONO', 'suhar', 'jajadi'])
      expect(await found(typed), typed).toEqual([oldSpelling.id]);
    // Another name is not a spelling of it.
    expect(await found('suhartini')).toEqual([]);
    // Both parts must be in the name.
    expect(await found('suhartono wibisono')).toEqual([]);
    // The old spelling typed still finds it as written.
    expect(await found('Soehartono')).toEqual([oldSpelling.id]);
  });

  it('gives a record written before the key its key at start-up, so it is found by spelling too', async () => {
    // As a database from before migration 0028 holds it: the name without its key.
    await h.t.db.update(kycCustomers).set({ nameSearchKey: null }).where(eq(kycCustomers.id, oldSpelling.id));
    expect(await found('suhartono')).toEqual([]);
    expect(await fillNameSearchKeys(h.t.db)).toBeGreaterThan(0);
    expect(await fillNameSearchKeys(h.t.db)).toBe(0);
    expect(await found('suhartono')).toEqual([oldSpelling.id]);
  });

  it('finds by the whole NIK, or by its start', async () => {
    expect(await found(woman.ktp_no)).toEqual([woman.id]);
    // The first twelve digits: region and birth date (a woman's day + 40).
    const prefix = await found(woman.ktp_no.slice(0, 12));
    expect(prefix).toContain(woman.id);
    expect(prefix).not.toContain(man.id);
  });

  it('finds a phone typed +62…, 62… or 08…', async () => {
    const local = woman.customer.phonenumber;
    expect(local.startsWith('08')).toBe(true);
    for (const typed of [
      local,
      `+62${local.slice(1)}`,
      `62${local.slice(1)}`,
      `+62 ${local.slice(1, 4)}-${local.slice(4)}`,
    ])
      expect(await found(typed), typed).toEqual([woman.id]);
  });

  it('keeps the caller’s scope: another platform’s broker finds nothing, the bank only its own', async () => {
    const jafets = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    expect(await found(woman.ktp_no, jafets.token)).toEqual([]);
    expect(await found('suhartono', jafets.token)).toEqual([]);
    const otherBank = await staff(ROLES.bankAdmin, { bankCode: '022' });
    expect(await found(woman.ktp_no, otherBank.token, 'admin-bank')).toEqual([]);
    const ownBank = await staff(ROLES.bankAdmin, { bankCode: '037' });
    expect(await found(woman.ktp_no, ownBank.token, 'admin-bank')).toEqual([woman.id]);
  });

  it('searches the video officer’s list the same way', async () => {
    const officer = await staff(ROLES.videoOfficer);
    const res = await api(
      'GET',
      `/v1/counter/get/list_nasabah?status=new&limit=100&offset=0&q=${encodeURIComponent(`+62${man.customer.phonenumber.slice(1)}`)}`,
      officer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = counterListReplySchema.parse(res.json()).data;
    expect(body.nasabah.map((c) => c._id)).toEqual([man.id]);
    expect(body.count).toBe(1);
  });
});
