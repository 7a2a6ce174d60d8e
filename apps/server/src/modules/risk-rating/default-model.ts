/**
 * The model Kilau ships (docs/product/risk-rating.md § The default model). It is a starting point
 * for the broker's compliance officer, who sets the numbers by policy: each is explained in
 * `description`, which travels with the model into every rating's history. The codes are those of
 * the option lists (seed/seed-master-data.ts).
 */
import { type RiskModel, riskModelSchema } from '@kilau/shared';

const JT = 1_000_000;

export const DEFAULT_RISK_MODEL: RiskModel = riskModelSchema.parse({
  version: 'kilau-default-2',
  description: [
    'Model bawaan Kilau, titik awal bagi kebijakan kepatuhan pialang; setiap angka boleh diubah.',
    'PEP: selalu Tinggi (uji tuntas lanjut wajib bagi PEP menurut pendekatan berbasis risiko APU-PPT).',
    'Pekerjaan dan bidang usaha: usaha yang banyak memakai uang tunai dan perdagangan logam mulia,',
    'keuangan (termasuk penukaran valuta asing), real estat serta pertambangan, 3 poin masing-masing.',
    'Sumber dana yang sulit ditelusuri (warisan, hibah, lainnya): 2 poin.',
    'Transaksi per bulan lebih dari 3 kali batas atas penghasilan: 4 poin.',
    'Warga negara asing 3 poin; tanpa video call yang diterima 2 poin; kecocokan yang ditolak 3 poin;',
    'identitas sama dengan peserta lain 5 poin. Wilayah berisiko: belum ada, ditetapkan pialang.',
    'Peringatan pemantauan transaksi dalam 180 hari terakhir: 4 poin, sehingga paling rendah Menengah',
    '(versi 2; versi 1 tanpa faktor ini).',
    'Menengah mulai 4 poin, Tinggi mulai 8. Pengkinian data: Tinggi 12 bulan, Menengah 24, Rendah 36.',
  ].join(' '),
  thresholds: { menengah: 4, tinggi: 8 },
  factors: {
    pep: { points: 10, floor: 'tinggi' },
    occupation: { points: 3, codes: ['WIRASWASTA', 'PEDAGANG'] },
    // KBLI 2020 sections: B mining and quarrying, G wholesale and retail trade (gold dealers among
    // them), K financial activities (money changers among them), L real estate.
    industry: { points: 3, codes: ['B', 'G', 'K', 'L'] },
    source_of_funds: { points: 2, codes: ['WARISAN', 'HIBAH', 'LAINNYA'] },
    income_vs_transactions: {
      points: 4,
      max_ratio: 3,
      // The upper end of each monthly income band; 'more than 100 million' has none.
      income_upper: {
        LT_5JT: 5 * JT,
        '5JT_10JT': 10 * JT,
        '10JT_25JT': 25 * JT,
        '25JT_50JT': 50 * JT,
        '50JT_100JT': 100 * JT,
      },
      // The lower end of each band of expected monthly transactions.
      transactions_lower: {
        LT_10JT: 0,
        '10JT_50JT': 10 * JT,
        '50JT_100JT': 50 * JT,
        '100JT_500JT': 100 * JT,
        '500JT_1M': 500 * JT,
        GT_1M: 1000 * JT,
      },
    },
    domicile: { points: 3, region_codes: [] },
    nationality: { points: 3 },
    channel: { points: 2 },
    dismissed_match: { points: 3 },
    shared_identity: { points: 5 },
    // Transaction monitoring (decision 0204): an alert alone reaches Menengah, for as long as the
    // look-back of the scenarios (180 days, the dormancy window) keeps it relevant.
    monitoring_alert: { points: 4, days: 180 },
  },
  review_months: { rendah: 36, menengah: 24, tinggi: 12 },
});
