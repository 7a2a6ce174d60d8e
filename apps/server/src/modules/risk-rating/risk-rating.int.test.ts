/**
 * Every participant is rated at submission (docs/product/risk-rating.md): customers made through
 * the real calls, answering the work and financial steps from the option lists their form offers.
 */
import { riskFactorText } from '@kilau/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { riskModels, riskStates } from '../../db/schema';
import { registerCustomer } from '../../test/customer';
import { useReviewHarness } from '../review/testing/review-harness';
import { rateParticipant, ratingHistory } from './index';

describe('the risk rating at submission', () => {
  const { h, submittedParticipant, api } = useReviewHarness();

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
      modelVersion: 'kilau-default-1',
      trigger: 'submission',
      score: 2,
      level: 'rendah',
    });
    expect(rating?.factors.map(riskFactorText)).toEqual([
      'Belum diverifikasi lewat video call yang diterima',
    ]);
    const [state] = await h.t.db.select().from(riskStates).where(eq(riskStates.customerId, p.id));
    expect(state).toMatchObject({ level: 'rendah', ratingId: rating?.id });
    // The model Kilau ships became the active one on first use, with where its numbers come from.
    const [model] = await h.t.db.select().from(riskModels).where(eq(riskModels.status, 'active'));
    expect(model?.version).toBe('kilau-default-1');
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
      'Belum diverifikasi lewat video call yang diterima',
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
});
