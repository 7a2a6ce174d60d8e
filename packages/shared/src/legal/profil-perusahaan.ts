/** (a) Profil Perusahaan Pialang Berjangka, with the acknowledgement 'Ya' and the current date. */
import { LEGAL_TEXTS_VERSION } from './figures';
import { denominationList, feeLines } from './ringkasan-biaya';
import type { LegalDocument } from './types';

export const profilPerusahaan: LegalDocument = {
  id: 'profil-perusahaan',
  version: LEGAL_TEXTS_VERSION,
  title: 'Profil Perusahaan Pialang Berjangka',
  sections: [
    {
      title: 'Identitas Perusahaan',
      clauses: [
        {
          number: 1,
          title: 'Nama dan Alamat',
          paragraphs: [
            'Nama perusahaan: {{company_name}}.',
            'Alamat kantor: {{company_address}}.',
            'Layanan Nasabah: telepon {{cs_phone}}, surat elektronik {{cs_email}}.',
          ],
        },
        {
          number: 2,
          title: 'Kegiatan Usaha',
          paragraphs: [
            '{{company_name}} adalah perusahaan Pialang Berjangka yang memperoleh izin usaha dari Badan Pengawas Perdagangan Berjangka Komoditi (Bappebti) dan menjalankan kegiatan penyaluran amanat Nasabah untuk transaksi emas fisik digital di Bursa Berjangka.',
            'Dalam kegiatan tersebut {{company_name}} menjadi anggota Bursa Berjangka dan Lembaga Kliring Berjangka, serta bekerja sama dengan bank mitra yang menatausahakan dana Nasabah pada Rekening Peserta Emas Digital yang terpisah dari rekening perusahaan.',
            `Emas fisik digital diperdagangkan dalam satuan kontrak ${denominationList()}. Setiap gram emas yang tercatat atas nama Nasabah didukung oleh emas fisik yang disimpan di tempat penyimpanan yang ditunjuk oleh Bursa Berjangka.`,
          ],
        },
      ],
    },
    {
      title: 'Biaya Transaksi',
      clauses: [{ number: 3, title: 'Ringkasan Biaya', paragraphs: feeLines() }],
    },
    {
      title: 'Hal-hal yang Perlu Diketahui Nasabah',
      clauses: [
        {
          number: 4,
          title: 'Risiko',
          paragraphs: [
            'Harga emas dapat naik atau turun. Nasabah dapat memperoleh keuntungan maupun menderita kerugian atas transaksi yang dilakukannya, dan kerugian tersebut menjadi tanggung jawab Nasabah.',
            'Nasabah wajib membaca dan memahami Perjanjian Pemberian Amanat, Ringkasan Biaya Transaksi dan Simulasi Transaksi sebelum melakukan transaksi.',
          ],
        },
        {
          number: 5,
          title: 'Larangan',
          paragraphs: [
            'Pegawai {{company_name}} dilarang menerima dana Nasabah secara langsung, menjanjikan keuntungan, atau mengambil keputusan transaksi untuk dan atas nama Nasabah tanpa amanat dari Nasabah. Seluruh dana Nasabah hanya disetorkan ke Rekening Peserta Emas Digital atas nama Nasabah.',
          ],
        },
        {
          number: 6,
          title: 'Pengaduan',
          paragraphs: [
            'Pengaduan Nasabah disampaikan kepada Layanan Nasabah {{company_name}} melalui telepon {{cs_phone}} atau surat elektronik {{cs_email}}. Apabila pengaduan tidak terselesaikan, Nasabah dapat menempuh penyelesaian sebagaimana diatur dalam Perjanjian Pemberian Amanat.',
          ],
        },
      ],
    },
  ],
  acknowledgement: {
    statement:
      'Dengan memilih "Ya", saya menyatakan telah membaca, memahami dan menerima Profil Perusahaan Pialang Berjangka {{company_name}} ini.',
    option: 'Ya',
    date_label: 'Tanggal',
    date: null,
  },
};
