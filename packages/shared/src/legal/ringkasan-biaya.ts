/** (b) Ringkasan Biaya Transaksi: the fee summary of docs/product/onboarding.md § Limits. */
import {
  CONTRACT_DENOMINATIONS_GRAMS,
  FEE_BUY_PERCENT,
  FEE_SELL_PERCENT,
  LEGAL_TEXTS_VERSION,
  TAX_PERCENT_OF_GRAMS,
} from './figures';
import { grams, percent } from './number-format';
import type { LegalDocument } from './types';

/** "0,01 gram, 1 gram, 100 gram dan 1 kg" */
export function denominationList(): string {
  const names = CONTRACT_DENOMINATIONS_GRAMS.map(grams);
  return `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}`;
}

/** The fee lines, shared by the fee summary, the profile and the mandate agreement. */
export function feeLines(): string[] {
  return [
    `Biaya transaksi beli (komisi) sebesar ${percent(FEE_BUY_PERCENT)} dari nilai transaksi, sudah termasuk biaya Bursa Berjangka dan biaya Lembaga Kliring Berjangka.`,
    `Biaya transaksi jual (komisi) sebesar ${percent(FEE_SELL_PERCENT)} dari nilai transaksi, sudah termasuk biaya Bursa Berjangka dan biaya Lembaga Kliring Berjangka.`,
    `Pajak sebesar ${percent(TAX_PERCENT_OF_GRAMS)} dari total gram emas yang ditransaksikan, dikenakan pada setiap transaksi beli dan jual dan diperhitungkan dalam rupiah berdasarkan harga transaksi per gram.`,
  ];
}

export const ringkasanBiaya: LegalDocument = {
  id: 'ringkasan-biaya',
  version: LEGAL_TEXTS_VERSION,
  title: 'Ringkasan Biaya Transaksi Emas Fisik Digital',
  sections: [
    {
      clauses: [
        {
          number: 1,
          title: 'Biaya Transaksi',
          paragraphs: [
            'Atas setiap transaksi emas fisik digital yang dilaksanakan oleh {{company_name}} berdasarkan amanat Nasabah, dikenakan biaya sebagai berikut:',
            ...feeLines(),
          ],
        },
        {
          number: 2,
          title: 'Kontrak yang Diperdagangkan',
          paragraphs: [
            `Emas fisik digital diperdagangkan dalam kontrak dengan satuan ${denominationList()}.`,
            'Nilai transaksi adalah jumlah gram yang ditransaksikan dikalikan dengan harga per gram pada saat amanat dilaksanakan.',
          ],
        },
        {
          number: 3,
          title: 'Ketentuan Lain',
          paragraphs: [
            'Biaya dan pajak didebet dari atau diperhitungkan dengan dana Nasabah pada Rekening Peserta Emas Digital pada saat penyelesaian transaksi dan dicantumkan dalam konfirmasi transaksi.',
            'Perubahan biaya diberitahukan kepada Nasabah sebelum berlaku melalui aplikasi dan/atau surat elektronik.',
            'Contoh perhitungan biaya dapat dilihat pada Simulasi Transaksi.',
          ],
        },
      ],
    },
  ],
};
