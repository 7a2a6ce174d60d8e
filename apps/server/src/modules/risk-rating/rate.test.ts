import { DAY_MS, type RiskModel, riskFactorText, riskModelSchema } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_MODEL } from './default-model';
import { type RiskFacts, rate } from './rate';

/** A participant none of the default model's factors applies to, met on an accepted video call. */
const plain: RiskFacts = {
  pep: { declared: null, matched: null },
  occupation: { code: 'SWASTA', name: 'Karyawan Swasta' },
  industry: { code: 'P', name: 'Pendidikan' },
  sourceOfFunds: { code: 'GAJI', name: 'Gaji' },
  income: { code: '10JT_25JT', name: 'Rp 10.000.000 – Rp 25.000.000 per bulan' },
  transactions: { code: '10JT_50JT', name: 'Rp 10.000.000 – Rp 50.000.000' },
  province: { code: '32', name: 'JAWA BARAT' },
  regency: { code: '32.04', name: 'KABUPATEN BANDUNG' },
  citizenship: 'wni',
  videoCallAccepted: true,
  dismissedMatches: [],
  sharedIdentity: { nik: false, account: false, blacklisted: false },
  monitoringAlerts: [],
};

describe('the risk rating', () => {
  it('rates a participant no factor applies to Rendah, with score 0 and no reason', () => {
    expect(rate(plain, DEFAULT_RISK_MODEL)).toEqual({
      modelVersion: 'kilau-default-2',
      score: 0,
      level: 'rendah',
      factors: [],
    });
  });

  it('adds the points of each factor that applies and explains each in Indonesian, in the model’s order', () => {
    const rating = rate(
      {
        ...plain,
        occupation: { code: 'PEDAGANG', name: 'Pedagang' },
        sourceOfFunds: { code: 'WARISAN', name: 'Warisan' },
        income: { code: 'LT_5JT', name: 'Kurang dari Rp 5.000.000 per bulan' },
        transactions: { code: '50JT_100JT', name: 'Rp 50.000.000 – Rp 100.000.000' },
        videoCallAccepted: false,
      },
      DEFAULT_RISK_MODEL,
    );
    expect(rating.score).toBe(3 + 2 + 4 + 2);
    expect(rating.level).toBe('tinggi');
    expect(rating.factors.map(riskFactorText)).toEqual([
      'Pekerjaan berisiko lebih tinggi: Pedagang',
      'Sumber dana berisiko lebih tinggi: Warisan',
      'Perkiraan transaksi per bulan jauh di atas penghasilan: Rp 50.000.000 – Rp 100.000.000 / Kurang dari Rp 5.000.000 per bulan',
      'Belum diverifikasi lewat panggilan video yang diterima',
    ]);
  });

  it('compares transactions with income only beyond the ratio, and never an open-ended income band', () => {
    const within = rate(
      {
        ...plain,
        income: { code: 'LT_5JT', name: '<5' },
        transactions: { code: '10JT_50JT', name: '10–50' },
      },
      DEFAULT_RISK_MODEL,
    );
    expect(within.factors).toEqual([]);
    const open = rate(
      { ...plain, income: { code: 'GT_100JT', name: '>100' }, transactions: { code: 'GT_1M', name: '>1M' } },
      DEFAULT_RISK_MODEL,
    );
    expect(open.factors).toEqual([]);
  });

  it('takes the level from the thresholds, each at its boundary', () => {
    const wna = { ...plain, citizenship: 'wna' as const };
    expect(rate(wna, DEFAULT_RISK_MODEL)).toMatchObject({ score: 3, level: 'rendah' });
    expect(rate({ ...wna, videoCallAccepted: false }, DEFAULT_RISK_MODEL)).toMatchObject({
      score: 5,
      level: 'menengah',
    });
    expect(
      rate({ ...wna, sharedIdentity: { nik: true, account: true, blacklisted: false } }, DEFAULT_RISK_MODEL),
    ).toMatchObject({ score: 8, level: 'tinggi' });
  });

  it('makes a politically exposed person Tinggi by the factor’s floor, whatever the score', () => {
    const model: RiskModel = {
      ...DEFAULT_RISK_MODEL,
      factors: { ...DEFAULT_RISK_MODEL.factors, pep: { points: 1, floor: 'tinggi' } },
    };
    const rating = rate(
      { ...plain, pep: { declared: 'Anggota DPRD Kota Bandung (ayah)', matched: null } },
      model,
    );
    expect(rating).toMatchObject({ score: 1, level: 'tinggi' });
    expect(riskFactorText(rating.factors[0] ?? { factor: 'pep', detail: '' })).toBe(
      'Orang yang populer secara politis (PEP): dinyatakan sendiri oleh nasabah (Anggota DPRD Kota Bandung (ayah))',
    );
  });

  it('makes a confirmed PEP list match Tinggi, naming the position the list gives (decision 0193)', () => {
    const rating = rate(
      { ...plain, pep: { declared: null, matched: 'Bupati Kabupaten Sleman' } },
      DEFAULT_RISK_MODEL,
    );
    expect(rating.level).toBe('tinggi');
    expect(riskFactorText(rating.factors[0] ?? { factor: 'pep', detail: '' })).toBe(
      'Orang yang populer secara politis (PEP): cocok dengan daftar PEP (Bupati Kabupaten Sleman)',
    );
  });

  it('reads a higher-risk region at the regency or the province', () => {
    const byProvince = {
      ...DEFAULT_RISK_MODEL,
      factors: { ...DEFAULT_RISK_MODEL.factors, domicile: { points: 3, region_codes: ['32'] } },
    };
    expect(rate(plain, byProvince).factors).toEqual([
      { factor: 'domicile', points: 3, floor: null, detail: 'JAWA BARAT' },
    ]);
    const otherRegency = {
      ...byProvince,
      factors: { ...byProvince.factors, domicile: { points: 3, region_codes: ['32.73'] } },
    };
    expect(rate(plain, otherRegency).factors).toEqual([]);
    const regency = {
      ...byProvince,
      factors: { ...byProvince.factors, domicile: { points: 3, region_codes: ['32.04'] } },
    };
    expect(rate(plain, regency).factors.map((f) => f.detail)).toEqual(['KABUPATEN BANDUNG']);
  });

  it('names every identity shared, and the lists of dismissed matches', () => {
    const rating = rate(
      {
        ...plain,
        dismissedMatches: ['DTTOT (Daftar Terduga Teroris dan Organisasi Teroris)'],
        sharedIdentity: { nik: false, account: true, blacklisted: true },
      },
      DEFAULT_RISK_MODEL,
    );
    expect(rating.factors.map(riskFactorText)).toEqual([
      'Kecocokan daftar pantauan yang ditolak: DTTOT (Daftar Terduga Teroris dan Organisasi Teroris)',
      'Identitas sama dengan peserta lain: nomor rekening, akun yang sama pernah dimasukkan ke daftar hitam',
    ]);
    expect(rating).toMatchObject({ score: 8, level: 'tinggi' });
  });

  it('weighs the monitoring alerts of the model’s window only, counted and named by scenario', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rating = rate(
      {
        ...plain,
        monitoringAlerts: [
          { kind: 'structuring', raisedAt: daysAgo(2) },
          { kind: 'daily_cumulative', raisedAt: daysAgo(30) },
          { kind: 'structuring', raisedAt: daysAgo(179) },
          // Past the default model's 180 days: no longer counted.
          { kind: 'dormant_reactivation', raisedAt: daysAgo(181) },
        ],
      },
      DEFAULT_RISK_MODEL,
      now,
    );
    expect(rating).toMatchObject({ score: 4, level: 'menengah' });
    expect(rating.factors.map(riskFactorText)).toEqual([
      'Peringatan pemantauan transaksi: 3 peringatan dalam 180 hari terakhir (Pemecahan transaksi di bawah ambang, Akumulasi transaksi dalam satu hari kerja)',
    ]);
    // Every alert past the window: the factor does not apply.
    const old = rate(
      { ...plain, monitoringAlerts: [{ kind: 'structuring', raisedAt: daysAgo(200) }] },
      DEFAULT_RISK_MODEL,
      now,
    );
    expect(old).toMatchObject({ score: 0, level: 'rendah', factors: [] });
  });

  it('weighs no alert under a model stored before the factor existed', () => {
    const { monitoring_alert: _absent, ...factors } = DEFAULT_RISK_MODEL.factors;
    const before = riskModelSchema.parse({ ...DEFAULT_RISK_MODEL, version: 'lama-1', factors });
    const rating = rate(
      { ...plain, monitoringAlerts: [{ kind: 'structuring', raisedAt: new Date() }] },
      before,
    );
    expect(rating).toMatchObject({ score: 0, level: 'rendah', factors: [] });
  });
});

describe('the model document', () => {
  it('refuses thresholds out of order and a wrong code, naming the path of the field', () => {
    const result = riskModelSchema.safeParse({
      ...DEFAULT_RISK_MODEL,
      thresholds: { menengah: 8, tinggi: 8 },
      factors: { ...DEFAULT_RISK_MODEL.factors, occupation: { points: 3, codes: ['pedagang'] } },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['factors.occupation.codes.0', 'thresholds.tinggi']);
    const order = riskModelSchema.safeParse({
      ...DEFAULT_RISK_MODEL,
      thresholds: { menengah: 8, tinggi: 8 },
    });
    expect(order.error?.issues).toEqual([
      expect.objectContaining({
        path: ['thresholds', 'tinggi'],
        message: 'Ambang Tinggi harus lebih besar dari ambang Menengah.',
      }),
    ]);
  });
});
