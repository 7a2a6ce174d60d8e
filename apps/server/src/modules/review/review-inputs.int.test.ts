/**
 * What the review actions accept, on participants who registered and submitted through the real
 * calls: reasons of visible characters, trading usernames of one participant each, account
 * numbers of digits, trading passwords by the customers' rules, and location hints in range and
 * limited in number.
 */
import { LOCATION_HINT_TEXT_MAX, MSG, ROLES, reviewActionReplySchema, STATUS_NASABAH } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { LOCATION_HINTS_PER_MINUTE } from './review.routes';
import { useReviewHarness } from './testing/review-harness';

const REASON = 'Foto KTP buram dan tanda tangan tidak sesuai dengan KTP, mohon unggah ulang.';
const ZERO_WIDTH = '\u200B';
const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL = '\u202C';

interface FieldError {
  field: string;
  message: string;
}
const fieldErrors = (body: string): FieldError[] =>
  (JSON.parse(body) as { error?: FieldError[] }).error ?? [];

let accountSeq = 0;
/** A trading account number of this file's own (digits only). */
const nextAccountNo = () => `88300${String(++accountSeq).padStart(5, '0')}`;

describe('review inputs', () => {
  const { h, submittedParticipant, staff, api, readyForApproval } = useReviewHarness();

  function approve(
    token: string,
    id: string,
    fields: { username?: string; password?: string; account_no?: string },
  ) {
    return api('PATCH', `/v1/admin-broker/kyc/approve/${id}`, token, {
      nasabah_id: id,
      username: `uji${accountSeq + 1}`,
      password: 'Trading#2026',
      account_no: nextAccountNo(),
      ...fields,
    });
  }

  describe('reasons', () => {
    it('refuses a reject or blacklist reason without 30 visible characters: zero-width, bidi and spaces do not count', async () => {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      const invisible = ZERO_WIDTH.repeat(60);
      const overridden = `${RIGHT_TO_LEFT_OVERRIDE}${'a'.repeat(20)}${POP_DIRECTIONAL}${ZERO_WIDTH.repeat(20)}`;
      const spaced = 'a b c d e f g h i j k l m n o p q r s t';
      for (const [url, description, message] of [
        [`/v1/admin-broker/kyc/reject/${p.id}`, invisible, MSG.reasonRequired],
        [`/v1/admin-broker/kyc/reject/${p.id}`, overridden, MSG.reasonMin],
        [`/v1/admin-broker/kyc/reject/${p.id}`, spaced, MSG.reasonMin],
        [`/v1/admin-broker/kyc/block/${p.id}`, invisible, MSG.reasonRequired],
      ] as const) {
        const res = await api('PUT', url, broker.token, { description });
        expect(res.statusCode, `${url} ${JSON.stringify(description)}`).toBe(422);
        expect(fieldErrors(res.body)).toContainEqual({ field: 'description', message });
      }
      expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);
    });

    it('stores a reason without its bidi controls, so what the customer reads is what staff wrote', async () => {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      const res = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
        description: `${RIGHT_TO_LEFT_OVERRIDE}${REASON}${POP_DIRECTIONAL}\u2066`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await h.record(p.id)).description).toBe(REASON);
    });

    it('refuses a counter rejection made of invisible characters', async () => {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      const res = await api('PUT', '/v1/counter/customer/rejected', broker.token, {
        nasabah_id: p.id,
        reject_desc: `${ZERO_WIDTH.repeat(40)}kurang`,
      });
      expect(res.statusCode).toBe(422);
      expect(fieldErrors(res.body)).toContainEqual({ field: 'reject_desc', message: MSG.reasonMin });
    });
  });

  describe('the trading account of an approval', () => {
    it('gives a trading username to one participant only, in any case (409)', async () => {
      const first = await submittedParticipant();
      const second = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      // Both ready as any approval is (decision 0131): what refuses the second is the username.
      await readyForApproval(broker.token, first.id);
      await readyForApproval(broker.token, second.id);
      const ok = await approve(broker.token, first.id, { username: 'Rina.Unik' });
      expect(ok.statusCode, ok.body).toBe(200);
      const taken = await approve(broker.token, second.id, { username: 'rina.unik' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ status_code: 409, err_message_id: MSG.tradeUsernameTaken });
      expect((await h.record(second.id)).statusNasabah).toBe(STATUS_NASABAH.new);
      // Through the counter's approval as well.
      const counter = await api('POST', '/v1/counter/approve/non_trading', broker.token, {
        nasabah_id: second.id,
        username: 'RINA.UNIK',
        password: 'Trading#2026',
        account_no: nextAccountNo(),
      });
      expect(counter.json()).toMatchObject({ data: { message: MSG.tradeUsernameTaken } });
      expect((await h.record(second.id)).statusNasabah).toBe(STATUS_NASABAH.new);
    });

    it('two approvals with one username at once: one wins, the other is told (409)', async () => {
      const [a, b] = [await submittedParticipant(), await submittedParticipant()];
      const broker = await staff(ROLES.brokerAdmin);
      await readyForApproval(broker.token, a.id);
      await readyForApproval(broker.token, b.id);
      const replies = await Promise.all([
        approve(broker.token, a.id, { username: 'sama.sekali' }),
        approve(broker.token, b.id, { username: 'SAMA.sekali' }),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.statusCode === 409)?.json()).toMatchObject({
        err_message_id: MSG.tradeUsernameTaken,
      });
    });

    it('takes an account number of 6 to 20 digits only (422 naming account_no)', async () => {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      await readyForApproval(broker.token, p.id);
      for (const account_no of ['8800A12345', '88-001234', '12345', '1'.repeat(21), '８８００１２３４']) {
        const res = await approve(broker.token, p.id, { account_no });
        expect(res.statusCode, account_no).toBe(422);
        expect(fieldErrors(res.body)).toContainEqual({
          field: 'account_no',
          message: MSG.tradeAccountNoDigits,
        });
      }
      expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);
    });

    it('mails no weak or common trading password: the customers’ password rules apply (422 naming password)', async () => {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      await readyForApproval(broker.token, p.id);
      for (const [password, message] of [
        ['12345678', MSG.newPasswordCase],
        ['abcdefgh', MSG.newPasswordCase],
        ['Abcdefgh', MSG.newPasswordDigitSymbol],
        ['Password1!', MSG.passwordTooCommon],
      ] as const) {
        const res = await approve(broker.token, p.id, { password });
        expect(res.statusCode, password).toBe(422);
        expect(fieldErrors(res.body), password).toContainEqual({ field: 'password', message });
      }
      expect((await h.record(p.id)).statusNasabah).toBe(STATUS_NASABAH.new);
    });
  });

  describe('the location hint of an activity', () => {
    async function activity() {
      const p = await submittedParticipant();
      const broker = await staff(ROLES.brokerAdmin);
      const res = await api('PUT', `/v1/admin-broker/kyc/reject/${p.id}`, broker.token, {
        description: REASON,
      });
      expect(res.statusCode, res.body).toBe(200);
      return {
        broker,
        url: `/v1/admin-broker/activity/${reviewActionReplySchema.parse(res.json()).activity_id}`,
      };
    }

    it('takes latitude and longitude as numbers in range (or their text), short texts; 422 names the field', async () => {
      const { broker, url } = await activity();
      for (const [hint, field] of [
        [{ latitude: '9'.repeat(900_000) }, 'latitude'],
        [{ latitude: 91 }, 'latitude'],
        [{ latitude: '-90.5' }, 'latitude'],
        [{ latitude: 'utara' }, 'latitude'],
        [{ longitude: 180.01 }, 'longitude'],
        [{ longitude: '1e3' }, 'longitude'],
        [{ city: 'J'.repeat(LOCATION_HINT_TEXT_MAX + 1) }, 'city'],
        [{ region: 'J'.repeat(LOCATION_HINT_TEXT_MAX + 1) }, 'region'],
        [{ country: 'J'.repeat(LOCATION_HINT_TEXT_MAX + 1) }, 'country'],
        [{ userIP: '1'.repeat(46) }, 'userIP'],
      ] as const) {
        const res = await api('PUT', url, broker.token, hint);
        expect(res.statusCode, field).toBe(422);
        expect(fieldErrors(res.body).map((e) => e.field)).toContain(field);
      }
      const ok = await api('PUT', url, broker.token, { latitude: '-6.2', longitude: 106.8, city: 'Jakarta' });
      expect(ok.statusCode, ok.body).toBe(200);
      const hints = await h.t.db.select().from(auditLog).where(eq(auditLog.action, 'kyc.location_hint'));
      expect(hints).toHaveLength(1);
      expect(hints[0]?.details).toMatchObject({
        hint: { latitude: -6.2, longitude: 106.8, city: 'Jakarta' },
      });
    });

    it(`answers 429 after ${LOCATION_HINTS_PER_MINUTE} hints a minute from one staff member`, async () => {
      const { broker, url } = await activity();
      const hint = { latitude: -6.2, longitude: 106.8 };
      for (let i = 0; i < LOCATION_HINTS_PER_MINUTE; i++) {
        const res = await api('PUT', url, broker.token, hint);
        expect(res.statusCode, `call ${i + 1}`).toBe(200);
      }
      const over = await api('PUT', url, broker.token, hint);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status_code: 429, err_message_id: MSG.tooManyRequests });
    });
  });
});
