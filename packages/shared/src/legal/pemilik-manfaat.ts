/** (g) Pernyataan Pemilik Manfaat: the beneficial-owner statement. */
import { LEGAL_TEXTS_VERSION } from './figures';
import type { LegalChoice, LegalDocument } from './types';

/** Whose the funds and transactions are: the customer's own, or another person's. */
export const BENEFICIAL_OWNER_CHOICES = [
  { id: 'diri_sendiri', label: 'Saya sendiri adalah Pemilik Manfaat', needs_detail: false },
  {
    id: 'pihak_lain',
    label: 'Pemilik Manfaat adalah pihak lain',
    needs_detail: true,
    detail_label: 'Nama lengkap, nomor identitas, alamat dan hubungan dengan Pemilik Manfaat',
  },
] as const satisfies readonly LegalChoice[];

export const pemilikManfaat: LegalDocument = {
  id: 'pemilik-manfaat',
  version: LEGAL_TEXTS_VERSION,
  title: 'Pernyataan Pemilik Manfaat (Beneficial Owner)',
  sections: [
    {
      clauses: [
        {
          number: 1,
          title: 'Pengertian',
          paragraphs: [
            'Pemilik Manfaat adalah orang perseorangan yang memiliki dana yang digunakan untuk bertransaksi, mengendalikan transaksi Nasabah, memberikan kuasa atas transaksi, atau menerima manfaat dari transaksi tersebut.',
          ],
        },
        {
          number: 2,
          title: 'Pernyataan',
          paragraphs: [
            'Sehubungan dengan pembukaan rekening dan transaksi emas fisik digital melalui {{company_name}}, saya menyatakan dengan sebenarnya bahwa:',
          ],
          choices: [...BENEFICIAL_OWNER_CHOICES],
        },
        {
          number: 3,
          title: 'Asal Dana',
          paragraphs: [
            'Dana yang saya gunakan untuk bertransaksi bukan berasal dari atau untuk tujuan tindak pidana pencucian uang, pendanaan terorisme maupun tindak pidana lainnya.',
          ],
        },
        {
          number: 4,
          title: 'Kewajiban Pemberitahuan',
          paragraphs: [
            'Apabila terjadi perubahan atas Pemilik Manfaat, saya akan memberitahukannya kepada {{company_name}} disertai dokumen identitas Pemilik Manfaat yang baru.',
            'Saya memahami bahwa {{company_name}} wajib menerapkan program anti pencucian uang dan pencegahan pendanaan terorisme, berhak meminta keterangan tambahan, menolak atau menghentikan transaksi, serta melaporkan transaksi kepada otoritas yang berwenang sesuai peraturan perundang-undangan.',
          ],
        },
        {
          number: 5,
          title: 'Tanggung Jawab',
          paragraphs: [
            'Pernyataan ini saya buat dengan sebenar-benarnya. Apabila di kemudian hari pernyataan ini terbukti tidak benar, saya bersedia menanggung segala akibat hukumnya.',
          ],
        },
      ],
    },
  ],
};
