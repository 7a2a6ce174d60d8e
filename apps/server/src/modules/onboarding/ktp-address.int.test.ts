/**
 * The KTP address with RT and RW in their own fields (decision 0089), saved through step 2 as a
 * customer saves it: joined into one line the bank accepts for every reader (the customer's own
 * read-back, the profile, the printed form), refused with a message saying what is allowed, and a
 * record saved without them (as before the split) reads as it did.
 */
import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/customer';
import { pdfText } from '../../test/pdf';
import { useOnboardingHarness, woman } from './testing/onboarding-harness';

const LINE = /^[A-Za-z0-9 .,-]+$/;

describe('KTP address: RT and RW', () => {
  const h = useOnboardingHarness();
  const { call, save, register, personal, work } = h;

  async function customerWithStep2(address: Record<string, string>) {
    const c = await registerCustomer(h.t);
    const person = woman();
    const id = await register(c.token, person);
    await save(c.token, `/v2/kyc/customer/platform/${id}`, personal('037', person));
    const base = work().identity_address;
    const res = await call(
      'PUT',
      `/v2/kyc/customer/${id}`,
      c.token,
      work({ identity_address: { ...base, ...address } }),
    );
    return { c, id, res };
  }

  const profileAddress = async (token: string) => {
    const res = await call('GET', '/v1/user/get/kyc', token);
    expect(res.statusCode, res.body).toBe(200);
    return JSON.stringify(res.json());
  };

  it('joins street, RT and RW into the line every reader shows: JL MAWAR NO 5 RT 003 RW 007', async () => {
    const { c, id, res } = await customerWithStep2({ address: 'JL MAWAR NO 5', rt: '3', rw: '007' });
    expect(res.json(), res.body).toMatchObject({ status_code: '00' });
    const mine = await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, c.token);
    expect(mine.json().data.customer.identity_address).toMatchObject({
      address: 'JL MAWAR NO 5',
      rt: '3',
      rw: '007',
    });
    expect(await profileAddress(c.token)).toContain('JL MAWAR NO 5 RT 003 RW 007');
    const pdf = await call('GET', `/v2/kyc/print/amanah/${id}`, c.token);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('JL MAWAR NO 5 RT 003 RW 007');
    const line = text.match(/JL MAWAR NO 5 RT 003 RW 007[^\n]*/)?.[0] ?? '';
    expect(line.split(',')[0]).toMatch(LINE);
  });

  it('refuses an RT or RW that is not 1 to 3 digits, naming what is allowed', async () => {
    for (const [rt, rw, field, message] of [
      ['03/07', '', 'identity_address.rt', MSG.rtInvalid],
      ['1', '0007', 'identity_address.rw', MSG.rwInvalid],
      ['A1', '2', 'identity_address.rt', MSG.rtInvalid],
    ] as const) {
      const { res } = await customerWithStep2({ address: 'JL MAWAR NO 5', rt, rw });
      expect(res.statusCode, `${rt}/${rw}`).toBe(422);
      expect(res.json().error).toEqual(expect.arrayContaining([{ field, message }]));
    }
    // The street keeps its own rule: markup is named, not dropped (decision 0125 allows the slash).
    const { res } = await customerWithStep2({ address: 'JL MAWAR NO 5 <b>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual(
      expect.arrayContaining([{ field: 'identity_address.address', message: MSG.addressChars }]),
    );
  });

  it('an address saved with RT and RW inside the street, as before the split, reads unchanged', async () => {
    const { c, res } = await customerWithStep2({ address: 'JL MELATI NO 9 RT 001 RW 002' });
    expect(res.json()).toMatchObject({ status_code: '00' });
    const mine = await call('GET', `/v2/kyc/customer/platform/${h.gofxId}`, c.token);
    expect(mine.json().data.customer.identity_address).toMatchObject({
      address: 'JL MELATI NO 9 RT 001 RW 002',
      rt: null,
      rw: null,
    });
    const profile = await profileAddress(c.token);
    expect(profile).toContain('JL MELATI NO 9 RT 001 RW 002');
    expect(profile).not.toMatch(/RW 002 RT/);
  });
});
