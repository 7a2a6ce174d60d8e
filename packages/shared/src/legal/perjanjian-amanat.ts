/**
 * (e) Perjanjian Pemberian Amanat: the brokerage trading mandate agreement between the customer
 * and the broker, 26 numbered clauses. Clause 24 (dispute settlement and legal domicile) carries
 * the dispute-body choices; submitting the agreement without one answers code 407 (docs/product/onboarding.md § Rules).
 */

import { MSG } from '../messages';
import { z } from '../zod';
import { DISPUTE_BODY_CHOICES, DISPUTE_BODY_IDS } from './dispute-bodies';
import {
  CONFIRMATION_OBJECTION_DAYS_OF_24H,
  DATA_CHANGE_NOTICE_WORKING_DAYS,
  DISPUTE_CLAUSE_NUMBER,
  FORCE_MAJEURE_NOTICE_HOURS,
  HOURS_PER_DAY,
  LEGAL_TEXTS_VERSION,
  POA_REVOCATION_BANK_WORKING_DAYS,
} from './figures';
import { countWithWords, terbilang } from './number-format';
import { denominationList, feeLines } from './ringkasan-biaya';
import type { LegalClause, LegalDocument } from './types';

/** The customer's choice in clause 24: the body and, for a court, which Pengadilan Negeri. */
export const disputeChoiceSchema = z
  .object({
    dispute_body: z.enum(DISPUTE_BODY_IDS),
    dispute_detail: z.string().trim().max(80).optional(),
  })
  .refine((v) => v.dispute_body !== 'pengadilan_negeri' || Boolean(v.dispute_detail), {
    path: ['dispute_detail'],
    message: MSG.disputeDetailRequired,
  });
export type DisputeChoice = z.infer<typeof disputeChoiceSchema>;

/** "Badan Arbitrase … (BAKTI)" or "Pengadilan Negeri Jakarta Selatan". */
export function disputeChoiceLabel(choice: DisputeChoice): string {
  const body = DISPUTE_BODY_CHOICES.find((c) => c.id === choice.dispute_body);
  if (!body) return '-';
  if (!body.needs_detail) return body.label;
  const detail = (choice.dispute_detail ?? '').replace(/^pengadilan negeri\s*/i, '');
  return detail ? `${body.label} ${detail}` : body.label;
}

const objectionWindow = `${CONFIRMATION_OBJECTION_DAYS_OF_24H}×${HOURS_PER_DAY} (${terbilang(CONFIRMATION_OBJECTION_DAYS_OF_24H)} kali ${terbilang(HOURS_PER_DAY)}) jam`;

const clauses: LegalClause[] = [
  {
    number: 1,
    title: 'Definisi',
    paragraphs: [
      'Dalam Perjanjian ini yang dimaksud dengan:',
      'a. Pialang Berjangka adalah {{company_name}}, yang menyalurkan amanat Nasabah untuk transaksi emas fisik digital di Bursa Berjangka;',
      'b. Nasabah adalah orang perseorangan yang namanya tercantum dalam Perjanjian ini dan telah memenuhi prinsip mengenal nasabah;',
      'c. Bursa Berjangka adalah bursa berjangka yang menyelenggarakan pasar fisik emas digital, dan Lembaga Kliring Berjangka adalah lembaga yang melakukan kliring serta penjaminan penyelesaian transaksinya;',
      'd. Rekening Peserta Emas Digital (RPED) adalah rekening atas nama Nasabah pada bank mitra yang digunakan untuk penyelesaian transaksi;',
      'e. Amanat adalah perintah Nasabah kepada Pialang Berjangka untuk membeli atau menjual emas fisik digital;',
      'f. Hari Kerja adalah hari Senin sampai dengan Jumat kecuali hari libur nasional, dan Hari Kerja Bank adalah hari bank mitra beroperasi.',
    ],
  },
  {
    number: 2,
    title: 'Pemberian Amanat',
    paragraphs: [
      'Nasabah memberikan amanat kepada Pialang Berjangka untuk melaksanakan transaksi beli dan/atau jual emas fisik digital untuk dan atas nama Nasabah sesuai dengan Perjanjian ini dan peraturan perundang-undangan di bidang Perdagangan Berjangka Komoditi.',
      `Transaksi dilakukan dalam satuan kontrak ${denominationList()}.`,
    ],
  },
  {
    number: 3,
    title: 'Pernyataan Nasabah',
    paragraphs: [
      'Nasabah menyatakan bahwa seluruh data dan dokumen yang diberikan adalah benar, lengkap dan milik Nasabah sendiri; dana yang digunakan bukan berasal dari tindak pidana; dan Nasabah telah membaca Profil Perusahaan Pialang Berjangka, Ringkasan Biaya Transaksi dan Simulasi Transaksi.',
      'Nasabah memahami bahwa transaksi emas fisik digital mengandung risiko dan bahwa Pialang Berjangka tidak menjanjikan keuntungan.',
    ],
  },
  {
    number: 4,
    title: 'Dana Nasabah',
    paragraphs: [
      'Seluruh dana untuk transaksi disetorkan oleh Nasabah ke RPED atas nama Nasabah. Pialang Berjangka tidak menerima dana Nasabah secara tunai maupun ke rekening lain.',
      'Dana Nasabah terpisah dari kekayaan Pialang Berjangka dan tidak dapat digunakan untuk kepentingan selain transaksi Nasabah.',
    ],
  },
  {
    number: 5,
    title: 'Penyampaian Amanat',
    paragraphs: [
      'Amanat disampaikan oleh Nasabah melalui aplikasi transaksi daring Pialang Berjangka dengan menggunakan akses yang hanya diketahui oleh Nasabah. Setiap amanat yang disampaikan dengan akses Nasabah dianggap sah berasal dari Nasabah.',
      'Nasabah wajib menjaga kerahasiaan kata sandi dan kode akses serta segera memberitahukan Pialang Berjangka apabila terdapat dugaan penyalahgunaan.',
    ],
  },
  {
    number: 6,
    title: 'Pelaksanaan Amanat',
    paragraphs: [
      'Pialang Berjangka melaksanakan amanat Nasabah di Bursa Berjangka secepatnya sesuai urutan penerimaan dan dengan harga terbaik yang tersedia pada saat amanat dilaksanakan.',
      'Amanat yang belum dilaksanakan dapat dibatalkan oleh Nasabah sepanjang pembatalan diterima sebelum amanat dilaksanakan di Bursa Berjangka.',
    ],
  },
  {
    number: 7,
    title: 'Penolakan Amanat',
    paragraphs: [
      'Pialang Berjangka berhak menolak amanat apabila dana pada RPED tidak mencukupi, amanat tidak lengkap atau tidak jelas, terdapat dugaan pelanggaran peraturan perundang-undangan, atau Bursa Berjangka menghentikan perdagangan. Penolakan diberitahukan kepada Nasabah melalui aplikasi.',
    ],
  },
  {
    number: 8,
    title: 'Margin',
    paragraphs: [
      'Sebelum amanat dilaksanakan, Nasabah wajib menyediakan dana pada RPED (margin) yang cukup untuk membayar nilai transaksi beserta biaya dan pajaknya, atau memiliki saldo emas yang cukup untuk transaksi jual.',
      'Dana yang dipergunakan sebagai margin diblokir pada RPED sampai transaksi diselesaikan oleh Lembaga Kliring Berjangka.',
    ],
  },
  {
    number: 9,
    title: 'Panggilan Margin',
    paragraphs: [
      'Apabila dana pada RPED tidak lagi mencukupi untuk memenuhi kewajiban Nasabah atas transaksi yang sedang berjalan, Pialang Berjangka menyampaikan panggilan margin (margin call) kepada Nasabah melalui aplikasi dan/atau surat elektronik.',
      'Nasabah wajib memenuhi panggilan margin dengan menambah dana pada RPED dalam batas waktu yang dinyatakan dalam panggilan tersebut.',
    ],
  },
  {
    number: 10,
    title: 'Hak Likuidasi',
    paragraphs: [
      'Apabila Nasabah tidak memenuhi panggilan margin dalam batas waktunya, atau kewajiban Nasabah tidak dapat diselesaikan, Pialang Berjangka berhak tanpa persetujuan lebih lanjut dari Nasabah menjual sebagian atau seluruh saldo emas Nasabah (likuidasi) sebesar yang diperlukan untuk menyelesaikan kewajiban tersebut.',
      'Hasil likuidasi setelah dikurangi biaya, pajak dan kewajiban Nasabah dikreditkan ke RPED. Kekurangan yang masih ada tetap menjadi utang Nasabah yang wajib dibayar seketika.',
    ],
  },
  {
    number: 11,
    title: 'Penyimpanan Emas',
    paragraphs: [
      'Emas fisik yang mendasari saldo emas Nasabah disimpan di tempat penyimpanan yang ditunjuk oleh Bursa Berjangka dan dicatat atas nama Nasabah melalui Lembaga Kliring Berjangka.',
    ],
  },
  {
    number: 12,
    title: 'Penyerahan Emas Fisik',
    paragraphs: [
      'Nasabah dapat meminta penyerahan emas fisik atas saldo emasnya dalam satuan yang tersedia untuk penyerahan, melalui aplikasi Pialang Berjangka.',
      'Penyerahan dilakukan di tempat yang ditetapkan Bursa Berjangka atau dikirim ke alamat Nasabah. Biaya cetak, pengiriman dan asuransi pengiriman ditanggung oleh Nasabah dan diberitahukan sebelum permintaan diproses. Saldo emas yang diserahkan berkurang sejak permintaan diproses.',
    ],
  },
  {
    number: 13,
    title: 'Komisi dan Biaya',
    paragraphs: [
      'Atas setiap transaksi, Nasabah membayar komisi, biaya dan pajak sebagai berikut:',
      ...feeLines(),
      'Komisi, biaya dan pajak diperhitungkan pada saat penyelesaian transaksi dan dicantumkan dalam konfirmasi transaksi.',
    ],
  },
  {
    number: 14,
    title: 'Konfirmasi Transaksi dan Laporan',
    paragraphs: [
      'Pialang Berjangka menyampaikan konfirmasi atas setiap transaksi yang telah dilaksanakan kepada Nasabah melalui aplikasi dan/atau surat elektronik, serta menyediakan laporan saldo dana dan saldo emas yang dapat diakses setiap saat.',
    ],
  },
  {
    number: 15,
    title: 'Keberatan atas Konfirmasi',
    paragraphs: [
      `Nasabah wajib memeriksa setiap konfirmasi transaksi. Keberatan atas konfirmasi disampaikan secara tertulis kepada Pialang Berjangka dalam waktu ${objectionWindow} sejak konfirmasi diterima.`,
      `Apabila dalam waktu ${objectionWindow} tersebut Nasabah tidak menyampaikan keberatan, konfirmasi dianggap benar dan diterima oleh Nasabah.`,
    ],
  },
  {
    number: 16,
    title: 'Kuasa kepada Bank',
    paragraphs: [
      'Nasabah memberikan kuasa kepada bank mitra untuk mendebet dan mengkredit RPED berdasarkan instruksi penyelesaian transaksi Nasabah yang disampaikan oleh Lembaga Kliring Berjangka dan/atau Pialang Berjangka, serta untuk memberikan informasi saldo dan mutasi RPED kepada Pialang Berjangka.',
      `Kuasa tersebut dapat dicabut oleh Nasabah secara tertulis. Pencabutan berlaku efektif paling lambat ${countWithWords(POA_REVOCATION_BANK_WORKING_DAYS)} hari kerja bank setelah pemberitahuan pencabutan diterima oleh bank mitra, tanpa mengurangi kewajiban Nasabah atas transaksi yang telah terjadi.`,
    ],
  },
  {
    number: 17,
    title: 'Perubahan Data Nasabah',
    paragraphs: [
      `Nasabah wajib memberitahukan setiap perubahan data pribadi, alamat, pekerjaan, nomor telepon, alamat surat elektronik maupun rekening kepada Pialang Berjangka paling lambat ${countWithWords(DATA_CHANGE_NOTICE_WORKING_DAYS)} hari kerja sejak perubahan terjadi.`,
      'Kerugian yang timbul karena Nasabah tidak memberitahukan perubahan data menjadi tanggung jawab Nasabah.',
    ],
  },
  {
    number: 18,
    title: 'Kerahasiaan dan Pelindungan Data Pribadi',
    paragraphs: [
      'Pialang Berjangka menjaga kerahasiaan data dan transaksi Nasabah serta memprosesnya sesuai dengan peraturan perundang-undangan mengenai pelindungan data pribadi. Data hanya diberikan kepada bank mitra, Bursa Berjangka, Lembaga Kliring Berjangka dan otoritas yang berwenang sepanjang diperlukan untuk pelaksanaan Perjanjian ini atau diwajibkan oleh peraturan perundang-undangan.',
    ],
  },
  {
    number: 19,
    title: 'Pernyataan Risiko',
    paragraphs: [
      'Nasabah memahami bahwa harga emas berfluktuasi; bahwa gangguan sistem, jaringan atau perangkat dapat menunda atau menggagalkan penyampaian amanat; dan bahwa transaksi dapat menimbulkan kerugian atas dana yang digunakan. Seluruh keputusan transaksi merupakan keputusan Nasabah sendiri.',
    ],
  },
  {
    number: 20,
    title: 'Keadaan Memaksa',
    paragraphs: [
      'Para pihak dibebaskan dari tanggung jawab atas tidak terlaksananya kewajiban yang disebabkan oleh keadaan di luar kemampuan para pihak, antara lain bencana alam, kebakaran, huru-hara, perang, epidemi, gangguan sistem Bursa Berjangka, Lembaga Kliring Berjangka atau bank, serta kebijakan pemerintah atau otoritas yang berwenang.',
      `Pihak yang mengalami keadaan memaksa wajib memberitahukannya kepada pihak lainnya paling lambat ${countWithWords(FORCE_MAJEURE_NOTICE_HOURS)} jam sejak keadaan memaksa terjadi, dan melaksanakan kembali kewajibannya segera setelah keadaan memaksa berakhir.`,
    ],
  },
  {
    number: 21,
    title: 'Pemberitahuan',
    paragraphs: [
      'Pemberitahuan dari Pialang Berjangka disampaikan melalui aplikasi, surat elektronik atau pesan singkat ke alamat dan nomor terakhir yang tercatat. Pemberitahuan dari Nasabah disampaikan ke {{company_name}}, {{company_address}}, telepon {{cs_phone}}, surat elektronik {{cs_email}}.',
    ],
  },
  {
    number: 22,
    title: 'Jangka Waktu dan Pengakhiran',
    paragraphs: [
      'Perjanjian ini berlaku sejak disetujui oleh Nasabah dan diterima oleh Pialang Berjangka untuk jangka waktu yang tidak ditentukan.',
      'Perjanjian berakhir apabila diakhiri oleh salah satu pihak dengan pemberitahuan tertulis, apabila Nasabah meninggal dunia atau dinyatakan pailit, apabila izin usaha Pialang Berjangka dicabut, atau apabila Nasabah melanggar Perjanjian ini atau peraturan perundang-undangan.',
      'Pengakhiran tidak menghapus hak dan kewajiban para pihak atas transaksi yang telah terjadi. Setelah seluruh kewajiban diselesaikan, saldo dana dikembalikan ke rekening atas nama Nasabah dan saldo emas dijual atau diserahkan sesuai permintaan Nasabah.',
    ],
  },
  {
    number: 23,
    title: 'Pengaduan',
    paragraphs: [
      'Pengaduan Nasabah disampaikan kepada Layanan Nasabah Pialang Berjangka melalui telepon {{cs_phone}} atau surat elektronik {{cs_email}}, dan ditanggapi sesuai dengan ketentuan penanganan pengaduan yang berlaku di bidang Perdagangan Berjangka Komoditi.',
    ],
  },
  {
    number: DISPUTE_CLAUSE_NUMBER,
    title: 'Penyelesaian Perselisihan dan Domisili Hukum',
    paragraphs: [
      '(1) Setiap perselisihan yang timbul dari Perjanjian ini diselesaikan terlebih dahulu secara musyawarah untuk mufakat.',
      '(2) Apabila musyawarah tidak mencapai mufakat, para pihak memanfaatkan sarana penyelesaian perselisihan yang tersedia di Bursa Berjangka.',
      '(3) Apabila perselisihan tetap tidak dapat diselesaikan, para pihak sepakat menyelesaikannya melalui salah satu badan berikut yang dipilih oleh Nasabah: Badan Arbitrase Perdagangan Berjangka Komoditi (BAKTI), yang putusannya bersifat final dan mengikat, atau Pengadilan Negeri yang dipilih oleh Nasabah.',
      '(4) Untuk keperluan tersebut para pihak memilih domisili hukum yang tetap pada kantor sekretariat BAKTI atau kantor Kepaniteraan Pengadilan Negeri yang dipilih oleh Nasabah dalam pasal ini.',
    ],
    choices: [...DISPUTE_BODY_CHOICES],
  },
  {
    number: 25,
    title: 'Hukum yang Berlaku',
    paragraphs: [
      'Perjanjian ini tunduk pada hukum Negara Republik Indonesia, termasuk Undang-Undang Nomor 32 Tahun 1997 tentang Perdagangan Berjangka Komoditi sebagaimana telah diubah dengan Undang-Undang Nomor 10 Tahun 2011 beserta peraturan pelaksanaannya.',
    ],
  },
  {
    number: 26,
    title: 'Ketentuan Penutup',
    paragraphs: [
      'Perjanjian ini dibuat dan disetujui secara elektronik dan mempunyai kekuatan hukum yang sama dengan perjanjian yang ditandatangani di atas kertas. Perubahan Perjanjian ini diberitahukan kepada Nasabah sebelum berlaku dan dianggap disetujui apabila Nasabah tetap bertransaksi setelah perubahan berlaku.',
      'Perjanjian ini dibuat dalam bahasa Indonesia. Dengan menyetujui Perjanjian ini, Nasabah menyatakan telah membaca, memahami dan menerima seluruh isinya tanpa paksaan dari pihak mana pun.',
    ],
  },
];

export const perjanjianAmanat: LegalDocument = {
  id: 'perjanjian-amanat',
  version: LEGAL_TEXTS_VERSION,
  title: 'Perjanjian Pemberian Amanat Nasabah',
  sections: [
    {
      title: 'Perjanjian antara Nasabah dan {{company_name}}',
      clauses,
    },
  ],
};
