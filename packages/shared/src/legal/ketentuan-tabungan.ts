/** (d) Syarat dan Ketentuan Tabungan with its tariff sheet (docs/product/onboarding.md § Limits savings product). */
import {
  LEGAL_TEXTS_VERSION,
  SAVINGS_CLOSING_FEE_IDR,
  SAVINGS_DORMANT_AFTER_MONTHS,
  SAVINGS_DORMANT_MONTHLY_FEE_IDR,
  SAVINGS_FURTHER_DEPOSIT_MIN_IDR,
  SAVINGS_INITIAL_DEPOSIT_IDR,
  SAVINGS_INTEREST_PERCENT_PA,
  SAVINGS_MIN_BALANCE_IDR,
  SAVINGS_MONTHLY_ADMIN_FEE_IDR,
} from './figures';
import { countWithWords, percent, rupiah } from './number-format';
import type { LegalDocument } from './types';

export const ketentuanTabungan: LegalDocument = {
  id: 'ketentuan-tabungan',
  version: LEGAL_TEXTS_VERSION,
  title: 'Syarat dan Ketentuan serta Tarif Tabungan {{bank_name}}',
  sections: [
    {
      title: 'Syarat dan Ketentuan',
      clauses: [
        {
          number: 1,
          title: 'Pembukaan Rekening',
          paragraphs: [
            'Tabungan dapat dibuka oleh perorangan warga negara Indonesia maupun warga negara asing yang memenuhi persyaratan {{bank_name}}, dengan melengkapi data dan dokumen identitas yang sah.',
            `Setoran awal pembukaan rekening sekurang-kurangnya ${rupiah(SAVINGS_INITIAL_DEPOSIT_IDR)}.`,
          ],
        },
        {
          number: 2,
          title: 'Setoran dan Saldo',
          paragraphs: [
            `Setoran berikutnya sekurang-kurangnya ${rupiah(SAVINGS_FURTHER_DEPOSIT_MIN_IDR)} untuk setiap setoran.`,
            `Saldo minimum yang wajib dipertahankan adalah ${rupiah(SAVINGS_MIN_BALANCE_IDR)}. Penarikan yang mengakibatkan saldo kurang dari saldo minimum tidak dapat dilakukan, kecuali untuk penutupan rekening.`,
          ],
        },
        {
          number: 3,
          title: 'Bunga',
          paragraphs: [
            `Tabungan diberikan bunga sebesar ${percent(SAVINGS_INTEREST_PERCENT_PA)} per tahun, dihitung dari saldo harian dan dikreditkan ke rekening setiap akhir bulan.`,
            'Bunga dikenakan pajak sesuai dengan ketentuan perpajakan yang berlaku. {{bank_name}} dapat mengubah suku bunga dengan pemberitahuan kepada Nasabah sesuai ketentuan yang berlaku.',
          ],
        },
        {
          number: 4,
          title: 'Biaya',
          paragraphs: [
            `Biaya administrasi sebesar ${rupiah(SAVINGS_MONTHLY_ADMIN_FEE_IDR)} per bulan didebet dari rekening setiap akhir bulan.`,
            `Rekening yang tidak memiliki transaksi yang dilakukan oleh Nasabah selama ${countWithWords(SAVINGS_DORMANT_AFTER_MONTHS)} bulan berturut-turut berstatus rekening pasif (dormant) dan dikenakan biaya rekening pasif sebesar ${rupiah(SAVINGS_DORMANT_MONTHLY_FEE_IDR)} per bulan. Status rekening pasif berakhir setelah Nasabah melakukan transaksi kembali.`,
            `Penutupan rekening atas permintaan Nasabah dikenakan biaya sebesar ${rupiah(SAVINGS_CLOSING_FEE_IDR)}.`,
          ],
        },
        {
          number: 5,
          title: 'Penutupan Rekening',
          paragraphs: [
            'Rekening dapat ditutup atas permintaan Nasabah atau oleh {{bank_name}} apabila saldo tidak mencukupi untuk membayar biaya, atau apabila diwajibkan oleh peraturan perundang-undangan.',
          ],
        },
        {
          number: 6,
          title: 'Lain-lain',
          paragraphs: [
            'Syarat dan ketentuan ini merupakan bagian dari ketentuan umum pembukaan rekening {{bank_name}}. Perubahan tarif diberitahukan kepada Nasabah sebelum berlaku sesuai ketentuan yang berlaku.',
          ],
        },
      ],
    },
    {
      title: 'Tabel Tarif',
      clauses: [
        { number: 7, title: 'Setoran awal', paragraphs: [rupiah(SAVINGS_INITIAL_DEPOSIT_IDR)] },
        { number: 8, title: 'Saldo minimum', paragraphs: [rupiah(SAVINGS_MIN_BALANCE_IDR)] },
        {
          number: 9,
          title: 'Setoran berikutnya (minimum)',
          paragraphs: [rupiah(SAVINGS_FURTHER_DEPOSIT_MIN_IDR)],
        },
        {
          number: 10,
          title: 'Biaya administrasi',
          paragraphs: [`${rupiah(SAVINGS_MONTHLY_ADMIN_FEE_IDR)} per bulan`],
        },
        {
          number: 11,
          title: `Biaya rekening pasif (tanpa transaksi ${SAVINGS_DORMANT_AFTER_MONTHS} bulan)`,
          paragraphs: [`${rupiah(SAVINGS_DORMANT_MONTHLY_FEE_IDR)} per bulan`],
        },
        { number: 12, title: 'Biaya penutupan rekening', paragraphs: [rupiah(SAVINGS_CLOSING_FEE_IDR)] },
        {
          number: 13,
          title: 'Suku bunga',
          paragraphs: [`${percent(SAVINGS_INTEREST_PERCENT_PA)} per tahun`],
        },
      ],
    },
  ],
};
