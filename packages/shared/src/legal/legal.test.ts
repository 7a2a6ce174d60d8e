import { describe, expect, it } from 'vitest';
import {
  computeSimulation,
  DISPUTE_BODY_CHOICES,
  DISPUTE_CLAUSE_NUMBER,
  disputeChoiceLabel,
  disputeChoiceSchema,
  documentText,
  fillLegalDocument,
  getLegalDocument,
  LEGAL_DOCUMENT_IDS,
  LEGAL_DOCUMENTS,
  LEGAL_TEXTS_VERSION,
  legalDocumentSchema,
  MANDATE_MIN_CLAUSES,
  SIMULATION_BUY_PRICE_PER_GRAM_IDR,
  SIMULATION_GRAMS,
  SIMULATION_SELL_PRICE_PER_GRAM_IDR,
} from './index';
import { countWithWords, grams, idNumber, percent, rupiah, terbilang } from './number-format';

const identity = {
  company_name: 'PT Contoh Berjangka',
  company_address: 'Jl. Contoh No. 1, Jakarta',
  cs_phone: '(021) 555 0000',
  cs_email: 'cs@contoh.test',
  bank_name: 'Bank Artha Graha',
  date: '22 November 2026',
};
const text = (id: keyof typeof LEGAL_DOCUMENTS) =>
  documentText(fillLegalDocument(LEGAL_DOCUMENTS[id], identity));
const allText = LEGAL_DOCUMENT_IDS.map((id) => text(id)).join('\n');

describe('Indonesian number format', () => {
  it('writes thousands with dots, decimals with a comma, rupiah without a space', () => {
    expect(idNumber(1_234_567.25)).toBe('1.234.567,25');
    expect(rupiah(100_000)).toBe('Rp100.000');
    expect(rupiah(-37_700)).toBe('-Rp37.700');
    expect(percent(0.25)).toBe('0,25%');
    expect(grams(0.01)).toBe('0,01 gram');
    expect(grams(1000)).toBe('1 kg');
  });

  it('spells small numbers in words', () => {
    expect(terbilang(3)).toBe('tiga');
    expect(terbilang(15)).toBe('lima belas');
    expect(terbilang(24)).toBe('dua puluh empat');
    expect(terbilang(100)).toBe('seratus');
    expect(countWithWords(15)).toBe('15 (lima belas)');
  });
});

describe('legal texts', () => {
  it('has the seven documents, each with a stable id, the version and a valid shape', () => {
    expect(Object.keys(LEGAL_DOCUMENTS)).toEqual([...LEGAL_DOCUMENT_IDS]);
    for (const id of LEGAL_DOCUMENT_IDS) {
      const doc = LEGAL_DOCUMENTS[id];
      expect(doc.id).toBe(id);
      expect(doc.version).toBe(LEGAL_TEXTS_VERSION);
      expect(doc.version).toMatch(/^\d{4}\.\d{2}$/);
      expect(legalDocumentSchema.safeParse(doc).success).toBe(true);
    }
    expect(getLegalDocument('tidak-ada')).toBeUndefined();
  });

  it('fills the company identity and the bank, leaving no placeholder', () => {
    for (const id of LEGAL_DOCUMENT_IDS) expect(text(id)).not.toMatch(/\{\{|\}\}/);
    expect(text('profil-perusahaan')).toContain('PT Contoh Berjangka');
    expect(text('profil-perusahaan')).toContain('Jl. Contoh No. 1, Jakarta');
    expect(text('profil-perusahaan')).toContain('(021) 555 0000');
    expect(text('profil-perusahaan')).toContain('cs@contoh.test');
    expect(text('rekening-peserta')).toContain('Rekening Peserta Emas Digital Bank Artha Graha');
    expect(text('ketentuan-tabungan')).toContain('Tabungan Bank Artha Graha');
    // The template itself is untouched.
    expect(documentText(LEGAL_DOCUMENTS['profil-perusahaan'])).toContain('{{company_name}}');
  });

  it('carries the profile acknowledgement "Ya" with the date filled in', () => {
    const profile = fillLegalDocument(LEGAL_DOCUMENTS['profil-perusahaan'], identity);
    expect(profile.acknowledgement).toMatchObject({ option: 'Ya', date: '22 November 2026' });
    expect(LEGAL_DOCUMENTS['profil-perusahaan'].acknowledgement?.date).toBeNull();
  });

  it('quotes every fee and tariff figure of docs/product/onboarding.md § Limits in Indonesian format', () => {
    const fees = text('ringkasan-biaya');
    expect(fees).toContain('Biaya transaksi beli (komisi) sebesar 1% dari nilai transaksi');
    expect(fees).toContain('Biaya transaksi jual (komisi) sebesar 1% dari nilai transaksi');
    expect(fees).toContain('sudah termasuk biaya Bursa Berjangka dan biaya Lembaga Kliring Berjangka');
    expect(fees).toContain('Pajak sebesar 0,1% dari total gram');
    expect(fees).toContain('0,01 gram, 1 gram, 100 gram dan 1 kg');
    expect(text('profil-perusahaan')).toContain('Pajak sebesar 0,1% dari total gram');

    const savings = text('ketentuan-tabungan');
    expect(savings).toContain('Setoran awal pembukaan rekening sekurang-kurangnya Rp100.000');
    expect(savings).toContain('Saldo minimum yang wajib dipertahankan adalah Rp100.000');
    expect(savings).toContain('Setoran berikutnya sekurang-kurangnya Rp10.000');
    expect(savings).toContain('Biaya administrasi sebesar Rp7.500 per bulan');
    expect(savings).toContain('selama 6 (enam) bulan berturut-turut');
    expect(savings).toContain('biaya rekening pasif sebesar Rp5.000 per bulan');
    expect(savings).toContain('dikenakan biaya sebesar Rp100.000');
    expect(savings).toContain('bunga sebesar 0,25% per tahun');

    const account = text('rekening-peserta');
    expect(account).toContain('tidak dikenakan biaya administrasi maupun biaya lainnya (Rp0)');
    expect(account).toContain('tidak mensyaratkan saldo minimum (Rp0)');

    const mandate = text('perjanjian-amanat');
    expect(mandate).toContain('2×24 (dua kali dua puluh empat) jam');
    expect(mandate).toContain('paling lambat 3 (tiga) hari kerja');
    expect(mandate).toContain('paling lambat 24 (dua puluh empat) jam');
    expect(mandate).toContain('paling lambat 15 (lima belas) hari kerja bank');
    // No English decimal point slipped into a figure.
    expect(allText).not.toMatch(/\d\.\d{1,2}(?!\d)\s*(%|gram)/);
  });

  it('gives the mandate at least 24 numbered clauses covering the required subjects', () => {
    const mandate = LEGAL_DOCUMENTS['perjanjian-amanat'];
    const clauses = mandate.sections.flatMap((s) => s.clauses);
    expect(clauses.length).toBeGreaterThanOrEqual(MANDATE_MIN_CLAUSES);
    expect(clauses.map((c) => c.number)).toEqual(clauses.map((_, i) => i + 1));
    const titles = clauses.map((c) => c.title).join('|');
    for (const subject of [
      'Pelaksanaan Amanat',
      'Margin',
      'Panggilan Margin',
      'Hak Likuidasi',
      'Penyerahan Emas Fisik',
      'Komisi dan Biaya',
      'Keberatan atas Konfirmasi',
      'Perubahan Data Nasabah',
      'Keadaan Memaksa',
      'Kuasa kepada Bank',
      'Jangka Waktu dan Pengakhiran',
    ]) {
      expect(titles).toContain(subject);
    }
  });

  it('puts the dispute-body choices on clause 24', () => {
    const clauses = LEGAL_DOCUMENTS['perjanjian-amanat'].sections.flatMap((s) => s.clauses);
    const c24 = clauses.find((c) => c.number === DISPUTE_CLAUSE_NUMBER);
    expect(DISPUTE_CLAUSE_NUMBER).toBe(24);
    expect(c24?.title).toBe('Penyelesaian Perselisihan dan Domisili Hukum');
    expect(c24?.choices?.map((c) => c.id)).toEqual(['bakti', 'pengadilan_negeri']);
    expect(c24?.choices?.[0]?.label).toBe('Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI)');
    expect(c24?.choices?.[1]).toMatchObject({ label: 'Pengadilan Negeri', needs_detail: true });
    expect(clauses.filter((c) => c.choices).map((c) => c.number)).toEqual([24]);
    expect(DISPUTE_BODY_CHOICES).toHaveLength(2);
  });

  it('validates and names a dispute choice', () => {
    expect(disputeChoiceSchema.safeParse({ dispute_body: 'bakti' }).success).toBe(true);
    expect(disputeChoiceSchema.safeParse({ dispute_body: 'pengadilan_negeri' }).success).toBe(false);
    expect(disputeChoiceSchema.safeParse({ dispute_body: 'lainnya' }).success).toBe(false);
    expect(disputeChoiceLabel({ dispute_body: 'pengadilan_negeri', dispute_detail: 'Jakarta Selatan' })).toBe(
      'Pengadilan Negeri Jakarta Selatan',
    );
    expect(
      disputeChoiceLabel({ dispute_body: 'pengadilan_negeri', dispute_detail: 'Pengadilan Negeri Bandung' }),
    ).toBe('Pengadilan Negeri Bandung');
    expect(disputeChoiceLabel({ dispute_body: 'bakti' })).toBe(
      'Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI)',
    );
  });

  it('offers the beneficial-owner choices', () => {
    const clauses = LEGAL_DOCUMENTS['pemilik-manfaat'].sections.flatMap((s) => s.clauses);
    expect(clauses.find((c) => c.choices)?.choices?.map((c) => c.id)).toEqual(['diri_sendiri', 'pihak_lain']);
  });
});

describe('transaction simulation', () => {
  it('adds up: value, 1% fee, 0,1% of the grams as tax, totals and the result', () => {
    const s = computeSimulation();
    expect(s.buy.grams).toBe(SIMULATION_GRAMS);
    expect(s.buy.value).toBe(SIMULATION_GRAMS * SIMULATION_BUY_PRICE_PER_GRAM_IDR);
    expect(s.buy.fee).toBe(s.buy.value / 100);
    expect(s.buy.tax_grams).toBeCloseTo(SIMULATION_GRAMS / 1000, 10);
    expect(s.buy.tax).toBe(Math.round(s.buy.tax_grams * SIMULATION_BUY_PRICE_PER_GRAM_IDR));
    expect(s.buy.total).toBe(s.buy.value + s.buy.fee + s.buy.tax);
    expect(s.sell.value).toBe(SIMULATION_GRAMS * SIMULATION_SELL_PRICE_PER_GRAM_IDR);
    expect(s.sell.total).toBe(s.sell.value - s.sell.fee - s.sell.tax);
    expect(s.result).toBe(s.sell.total - s.buy.total);
    // 10 g at Rp1.520.000 and Rp1.550.000
    expect([s.buy.value, s.buy.fee, s.buy.tax, s.buy.total]).toEqual([
      15_200_000, 152_000, 15_200, 15_367_200,
    ]);
    expect([s.sell.value, s.sell.fee, s.sell.tax, s.sell.total]).toEqual([
      15_500_000, 155_000, 15_500, 15_329_500,
    ]);
    expect(s.result).toBe(-37_700);
  });

  it('prints the same numbers in the text', () => {
    const sim = text('simulasi-transaksi');
    expect(sim).toContain('Nilai transaksi: 10 gram × Rp1.520.000 = Rp15.200.000');
    expect(sim).toContain('Biaya transaksi beli 1% × Rp15.200.000 = Rp152.000');
    expect(sim).toContain('Pajak 0,1% × 10 gram = 0,01 gram × Rp1.520.000 = Rp15.200');
    expect(sim).toContain('Jumlah yang dibayar Nasabah: Rp15.200.000 + Rp152.000 + Rp15.200 = Rp15.367.200');
    expect(sim).toContain('Jumlah yang diterima Nasabah: Rp15.500.000 - Rp155.000 - Rp15.500 = Rp15.329.500');
    expect(sim).toContain('Hasil bersih: Rp15.329.500 - Rp15.367.200 = -Rp37.700 (kerugian)');
  });
});
