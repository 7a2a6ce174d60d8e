/**
 * The emergency contact (decision 0125): an address written the Indonesian way is kept, the
 * customer's own phone is refused on the field, and a record that carries it anyway (the account's
 * phone changed to the contact's since) is flagged to the reviewer beside the contact.
 */
import { kycDetailReplySchema, MSG, ROLES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/customer';
import { useReviewHarness } from '../review/testing/review-harness';
import { woman } from './testing/onboarding-harness';

describe('the emergency contact step', () => {
  const { h, staff, api, submittedParticipant } = useReviewHarness();

  async function contactUrl() {
    const c = await registerCustomer(h.t);
    const registered = await h.call('POST', '/v2/kyc/customer/platform', c.token, h.bankForm(woman()));
    expect(registered.json(), registered.body).toMatchObject({ status_code: '00' });
    return { c, url: `/v2/kyc/emergency_contact/${registered.json().data._id as string}` };
  }

  it("keeps 'Jl. Kopo No. 5, Bandung' as typed and still refuses markup", async () => {
    const { c, url } = await contactUrl();
    await h.save(c.token, url, { ...h.contact, address: 'Jl. Kopo No. 5, Bandung' });
    const back = await h.call('GET', url, c.token);
    expect(back.json().data.emergency_contact.address).toBe('Jl. Kopo No. 5, Bandung');

    const markup = await h.call('PUT', url, c.token, { ...h.contact, address: 'Jl. Kopo <b>5</b>' });
    expect(markup.statusCode).toBe(422);
    expect(markup.json().error).toEqual([{ field: 'address', message: MSG.addressChars }]);
  });

  it('refuses the customer’s own phone, as typed with +62 too, on the phone field', async () => {
    const { c, url } = await contactUrl();
    for (const typed of [c.phonenumber, `+62${c.phonenumber.slice(1)}`]) {
      const res = await h.call('PUT', url, c.token, { ...h.contact, phonenumber: typed });
      expect(res.statusCode, typed).toBe(422);
      expect(res.json()).toMatchObject({
        err_message_id: MSG.contactPhoneOwn,
        error: [{ field: 'phonenumber', message: MSG.contactPhoneOwn }],
      });
    }
    const back = await h.call('GET', url, c.token);
    expect(back.json().data.emergency_contact?.phonenumber ?? '').not.toBe(c.phonenumber);
  });

  it('shows the reviewer a warning when the customer’s phone became the contact’s after the save', async () => {
    const p = await submittedParticipant();
    const broker = await staff(ROLES.brokerAdmin);
    const detail = async () => {
      const res = await api('GET', `/v1/admin-broker/kyc/detail/${p.id}`, broker.token);
      expect(res.statusCode, res.body).toBe(200);
      return kycDetailReplySchema.parse(res.json()).data.customer.emergency_contact;
    };
    expect(await detail()).toMatchObject({ phonenumber: h.contact.phonenumber, is_customer_phone: false });

    // The customer moves their account to the contact's number through the profile, with its SMS code.
    const change = await h.call('PUT', '/v1/user/profile', p.customer.token, {
      phone_number: h.contact.phonenumber,
      password: p.customer.password,
    });
    expect(change.statusCode, change.body).toBe(200);
    const otp = (await h.t.lastMessageTo(h.contact.phonenumber))?.text.match(/\b(\d{6})\b/)?.[1];
    const verified = await h.call('POST', '/v1/user/profile/phone/verify', p.customer.token, {
      change_id: change.json().change_id,
      otp,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    expect(await detail()).toMatchObject({ phonenumber: h.contact.phonenumber, is_customer_phone: true });
  });
});
