/** (c) Ketentuan Rekening Peserta Emas Digital of the partner bank: no fees, no minimum balance. */
import {
  LEGAL_TEXTS_VERSION,
  PARTICIPANT_ACCOUNT_FEE_IDR,
  PARTICIPANT_ACCOUNT_MIN_BALANCE_IDR,
  POA_REVOCATION_BANK_WORKING_DAYS,
} from './figures';
import { countWithWords, rupiah } from './number-format';
import type { LegalDocument } from './types';

export const rekeningPeserta: LegalDocument = {
  id: 'rekening-peserta',
  version: LEGAL_TEXTS_VERSION,
  title: 'Syarat dan Ketentuan Rekening Peserta Emas Digital {{bank_name}}',
  sections: [
    {
      clauses: [
        {
          number: 1,
          title: 'Pengertian',
          paragraphs: [
            'Rekening Peserta Emas Digital (RPED) adalah rekening atas nama Nasabah pada {{bank_name}} yang digunakan khusus untuk menampung dana Nasabah dan menyelesaikan kewajiban serta hak keuangan Nasabah atas transaksi emas fisik digital yang dilaksanakan melalui {{company_name}}.',
          ],
        },
        {
          number: 2,
          title: 'Pembukaan Rekening',
          paragraphs: [
            'RPED dibuka atas permohonan Nasabah melalui {{company_name}} setelah data dan dokumen Nasabah diverifikasi dan disetujui oleh {{bank_name}} sesuai dengan ketentuan mengenai penerapan prinsip mengenal nasabah.',
            'Satu Nasabah hanya dapat memiliki satu RPED untuk setiap Pialang Berjangka.',
          ],
        },
        {
          number: 3,
          title: 'Penggunaan Rekening',
          paragraphs: [
            'Dana pada RPED hanya dapat digunakan untuk penyelesaian transaksi emas fisik digital Nasabah, pembayaran biaya dan pajak atas transaksi tersebut, serta penarikan dana ke rekening lain atas nama Nasabah sendiri.',
            'RPED terpisah dari rekening {{company_name}}. {{company_name}} tidak dapat menggunakan dana Nasabah untuk kepentingan selain transaksi Nasabah.',
          ],
        },
        {
          number: 4,
          title: 'Biaya dan Saldo',
          paragraphs: [
            `RPED tidak dikenakan biaya administrasi maupun biaya lainnya (${rupiah(PARTICIPANT_ACCOUNT_FEE_IDR)}).`,
            `RPED tidak mensyaratkan saldo minimum (${rupiah(PARTICIPANT_ACCOUNT_MIN_BALANCE_IDR)}).`,
          ],
        },
        {
          number: 5,
          title: 'Kuasa Pendebetan dan Pengkreditan',
          paragraphs: [
            'Nasabah memberikan kuasa kepada {{bank_name}} untuk mendebet dan/atau mengkredit RPED berdasarkan instruksi penyelesaian transaksi yang sah dari Lembaga Kliring Berjangka dan/atau {{company_name}} atas transaksi Nasabah.',
            `Kuasa tersebut tidak berakhir karena sebab apa pun selain pencabutan secara tertulis oleh Nasabah. Pencabutan berlaku efektif paling lambat ${countWithWords(POA_REVOCATION_BANK_WORKING_DAYS)} hari kerja bank setelah pemberitahuan tertulis diterima oleh {{bank_name}}, dengan ketentuan seluruh kewajiban Nasabah atas transaksi yang telah terjadi tetap diselesaikan.`,
          ],
        },
        {
          number: 6,
          title: 'Laporan dan Kerahasiaan',
          paragraphs: [
            'Mutasi RPED dapat dilihat oleh Nasabah melalui layanan {{bank_name}} dan ringkasannya melalui aplikasi {{company_name}}.',
            'Data Nasabah dan RPED dijaga kerahasiaannya sesuai dengan ketentuan rahasia bank dan peraturan perundang-undangan mengenai pelindungan data pribadi, dan hanya diberikan kepada {{company_name}}, Bursa Berjangka, Lembaga Kliring Berjangka dan otoritas yang berwenang sepanjang diperlukan untuk transaksi dan pengawasan.',
          ],
        },
        {
          number: 7,
          title: 'Penutupan Rekening',
          paragraphs: [
            'RPED dapat ditutup atas permintaan Nasabah atau karena berakhirnya Perjanjian Pemberian Amanat, setelah seluruh transaksi dan kewajiban Nasabah diselesaikan. Saldo yang tersisa dipindahkan ke rekening lain atas nama Nasabah.',
            '{{bank_name}} berhak memblokir atau menutup RPED apabila diwajibkan oleh peraturan perundang-undangan atau perintah otoritas yang berwenang.',
          ],
        },
        {
          number: 8,
          title: 'Lain-lain',
          paragraphs: [
            'Hal-hal yang belum diatur dalam ketentuan ini tunduk pada ketentuan umum pembukaan rekening {{bank_name}} dan peraturan perundang-undangan yang berlaku. Pertanyaan dan pengaduan dapat disampaikan melalui Layanan Nasabah {{company_name}} di {{cs_phone}} atau {{cs_email}}.',
          ],
        },
      ],
    },
  ],
};
