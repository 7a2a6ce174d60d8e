/**
 * Every participant is rated at submission (docs/product/risk-rating.md): customers made through
 * the real calls, answering the work and financial steps from the option lists their form offers.
 */
import { kycListReplySchema, MSG, ROLES, riskFactorText, riskReplySchema } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { riskModels, riskStates } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { useReviewHarness } from '../review/testing/review-harness';
import { rateParticipant, ratingHistory } from './index';

describe('the risk rating at submission', () => {
  const { h, submittedParticipant, api, staff } = useReviewHarness();

  let reader: Promise<{ token: string }> | undefined;
  /** The id of an option of the gofx platform's list, as the step's select offers it to a customer. */
  async function option(type: string, code: string): Promise<string> {
    reader ??= registerCustomer(h.t);
    const res = await api('GET', `/v2/master_data/${type}/${h.gofxId}`, (await reader).token);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data as { _id: string; code: string }[]).find((o) => o.code === code);
    if (!found) throw new Error(`no ${type} option ${code}`);
    return found._id;
  }

  it('rates an everyday participant Rendah under the shipped model, naming the missing video call', async () => {
    const p = await submittedParticipant({ fullname: 'Risiko Rendah Sekali' });

    const [rating, ...older] = await ratingHistory(h.t.db, p.id);
    expect(older).toEqual([]);
    expect(rating).toMatchObject({
      modelVersion: 'kilau-default-2',
      trigger: 'submission',
      score: 2,
      level: 'rendah',
    });
    expect(rating?.factors.map(riskFactorText)).toEqual([
      'Belum diverifikasi lewat panggilan video yang diterima',
    ]);
    const [state] = await h.t.db.select().from(riskStates).where(eq(riskStates.customerId, p.id));
    expect(state).toMatchObject({ level: 'rendah', ratingId: rating?.id });
    // The model Kilau ships became the active one on first use, with where its numbers come from.
    const [model] = await h.t.db.select().from(riskModels).where(eq(riskModels.status, 'active'));
    expect(model?.version).toBe('kilau-default-2');
    expect(model?.document.description).toContain('Menengah mulai 4 poin, Tinggi mulai 8');
  });

  it('rates a trader living on an inheritance, expecting transactions far above the income, Tinggi, each reason named by its option', async () => {
    const p = await submittedParticipant({
      fullname: 'Risiko Tinggi Pedagang',
      answers: {
        work: {
          occupation_type: await option('occupation', 'PEDAGANG'),
          industrial_type: await option('industrial', 'G'),
        },
        financial: {
          fund_type: await option('fund', 'WARISAN'),
          salary_type: await option('salary', 'LT_5JT'),
          monthly_transaction_type: await option('monthly_transaction', '100JT_500JT'),
        },
      },
    });

    const [rating] = await ratingHistory(h.t.db, p.id);
    expect(rating).toMatchObject({ score: 3 + 3 + 2 + 4 + 2, level: 'tinggi' });
    expect(rating?.factors.map(riskFactorText)).toEqual([
      'Pekerjaan berisiko lebih tinggi: Pedagang',
      'Bidang usaha berisiko lebih tinggi: Perdagangan Besar dan Eceran; Reparasi Mobil dan Sepeda Motor',
      'Sumber dana berisiko lebih tinggi: Warisan',
      'Perkiraan transaksi per bulan jauh di atas penghasilan: Rp 100.000.000 – Rp 500.000.000 / Kurang dari Rp 5.000.000 per bulan',
      'Belum diverifikasi lewat panggilan video yang diterima',
    ]);
  });

  it('rates a customer who declared a prominent public function in the family Tinggi, naming it, whatever the score', async () => {
    const position = 'Ayah: Anggota DPRD Kabupaten Bandung';
    const p = await submittedParticipant({
      fullname: 'Risiko Keluarga Pejabat',
      answers: { personal: { is_pep: true, pep_position: position } },
    });

    const [rating] = await ratingHistory(h.t.db, p.id);
    expect(rating).toMatchObject({ score: 10 + 2, level: 'tinggi' });
    expect(rating?.factors.map(riskFactorText)).toEqual([
      `Orang yang populer secara politis (PEP): dinyatakan sendiri oleh nasabah (${position})`,
      'Belum diverifikasi lewat panggilan video yang diterima',
    ]);
  });

  it('keeps a rating in the history only when it changed; the current one is re-dated', async () => {
    const p = await submittedParticipant({ fullname: 'Risiko Tetap Sama' });
    const [first] = await h.t.db.select().from(riskStates).where(eq(riskStates.customerId, p.id));

    await rateParticipant(h.t.app, p.id, 'manual');

    expect(await ratingHistory(h.t.db, p.id)).toHaveLength(1);
    const [again] = await h.t.db.select().from(riskStates).where(eq(riskStates.customerId, p.id));
    expect(again?.ratingId).toBe(first?.ratingId);
    expect(again?.ratedAt.getTime()).toBeGreaterThanOrEqual(first?.ratedAt.getTime() ?? Number.NaN);
  });

  it('is read by the broker’s reviewers and the super admin with each reason’s sentence; the bank’s staff are refused', async () => {
    const p = await submittedParticipant({ fullname: 'Risiko Dibaca Staf' });
    for (const [role, prefix] of [
      [ROLES.brokerAdmin, 'admin-broker'],
      [ROLES.brokerViewer, 'admin-broker'],
      [ROLES.superAdmin, 'super-admin'],
    ] as const) {
      const { token } = await staff(role);
      const res = await api('GET', `/v1/${prefix}/kyc/${p.id}/risk`, token);
      expect(res.statusCode, res.body).toBe(200);
      const { current, history, last_rated_at } = riskReplySchema.parse(res.json()).data;
      expect(current).toMatchObject({ level: 'rendah', score: 2, model_version: 'kilau-default-2' });
      expect(current?.reasons.map((r) => r.text)).toEqual([MSG.riskFactorChannel]);
      expect(history).toHaveLength(1);
      expect(last_rated_at).not.toBeNull();
    }
    const bank = await staff(ROLES.bankAdmin);
    expect((await api('GET', `/v1/admin-bank/kyc/${p.id}/risk`, bank.token)).statusCode).toBe(404);
    expect((await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, bank.token)).statusCode).toBe(403);
    // A participant not in the caller's scope, or none, answers the same 404.
    const jafetsOnly = await staff(ROLES.brokerAdmin, { platform: 'jafets' });
    const outOfScope = await api('GET', `/v1/admin-broker/kyc/${p.id}/risk`, jafetsOnly.token);
    expect(outOfScope.statusCode).toBe(404);
    expect(outOfScope.json()).toMatchObject({ err_message_id: MSG.participantNotFound });
  });

  it('the lists show each participant’s level to its readers and filter by it; to the bank’s staff neither', async () => {
    const tinggi = await submittedParticipant({
      fullname: 'Daftar Risiko Tinggi',
      answers: {
        work: {
          occupation_type: await option('occupation', 'PEDAGANG'),
          industrial_type: await option('industrial', 'K'),
        },
        financial: { fund_type: await option('fund', 'HIBAH') },
      },
    });
    const rendah = await submittedParticipant({ fullname: 'Daftar Risiko Rendah' });
    const broker = await staff(ROLES.brokerAdmin);
    const list = async (token: string, prefix: string, query: string) => {
      const res = await api(
        'GET',
        `/v1/${prefix}/kyc/customers/all?status=2&q=Daftar%20Risiko${query}`,
        token,
      );
      return { status: res.statusCode, body: res.json() };
    };
    const all = await list(broker.token, 'admin-broker', '');
    expect(all.status).toBe(200);
    const levels = Object.fromEntries(
      kycListReplySchema.parse(all.body).data.customers.map((c) => [c._id, c.risk_level]),
    );
    expect(levels).toEqual({ [tinggi.id]: 'tinggi', [rendah.id]: 'rendah' });
    const only = kycListReplySchema.parse(
      (await list(broker.token, 'admin-broker', '&risk_level=tinggi')).body,
    );
    expect(only.data.customers.map((c) => c._id)).toEqual([tinggi.id]);
    expect(only.data.total).toBe(1);

    const bank = await staff(ROLES.bankAdmin);
    const seen = kycListReplySchema.parse((await list(bank.token, 'admin-bank', '')).body).data.customers;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.risk_level === null)).toBe(true);
    const filtered = await list(bank.token, 'admin-bank', '&risk_level=tinggi');
    expect(filtered.status).toBe(403);
    expect(filtered.body).toMatchObject({ err_message_id: MSG.forbidden });
  });
});
