/**
 * The customer's data rights (UU 27/2022; decision 0113): 'Data Saya', the export, requests for
 * correction, restriction and deletion, and the back-office's 'Permintaan data'. All ours.
 */

// ── Validation and server replies ───────────────────────────────────────
export const dataRightsPasswordRequired = 'Masukkan kata sandi Anda untuk melanjutkan';
export const dataRequestNoteTooLong = 'Keterangan maksimal 1000 karakter';
export const dataCorrectionFieldRequired = 'Pilih data yang ingin dikoreksi';
export const dataCorrectionValueRequired = 'Isi data yang benar';
export const dataCorrectionValueTooLong = 'Data yang benar maksimal 200 karakter';
export const dataRequestDeclineReasonRequired = 'Tuliskan alasan penolakan untuk nasabah';
export const dataExportInProgress =
  'Salinan data Anda sedang disiapkan. Tautan unduhan akan dikirim ke email Anda.';
export const dataExportQueued =
  'Permintaan diterima. Tautan unduhan akan dikirim ke email Anda setelah salinan data siap.';
export const dataExportLinkInvalid =
  'Tautan unduhan tidak berlaku atau sudah kedaluwarsa. Silakan ajukan unduhan baru dari halaman Data Saya.';
export const dataRequestCreated =
  'Permintaan Anda sudah kami terima dan akan dijawab paling lambat 3×24 jam.';
export const dataRequestOpenExists = 'Anda masih memiliki permintaan yang sama yang sedang diproses.';
export const dataRequestNotOpen = 'Permintaan ini sudah diputuskan sebelumnya.';
export const dataRequestDecided =
  'Keputusan atas permintaan sudah disimpan dan nasabah diberi tahu melalui email.';
export const dataAccountRestricted =
  'Akun Anda sudah ditutup atas permintaan Anda. Data Anda tidak lagi diproses.';

// ── The audit trail's labels (ours) ─────────────────────────────────────
export const auditActionDataRequestDecide = 'Memutuskan permintaan data nasabah';
export const auditActionDataRequestView = 'Melihat permintaan data nasabah';
export const auditActionDataErased = 'Menghapus data pribadi yang melewati masa simpan';

// ── The export ──────────────────────────────────────────────────────────
export const dataExportMailSubject = 'Salinan data pribadi Anda siap diunduh';
export const dataExportMailBody =
  'Salinan data pribadi yang Anda minta dari halaman Data Saya sudah siap. Unduh melalui tautan berikut ' +
  '(masuk ke akun Kilau Anda terlebih dahulu). Tautan berlaku sampai {expires}:';
export const dataExportMailNote =
  'Berkas ZIP berisi data.json, berkas-berkas yang Anda unggah, README.id.md yang menjelaskan isinya, ' +
  'serta manifest.json dan manifest.sig untuk memeriksa keasliannya. Simpan berkas ini dengan aman. ' +
  'Jika Anda tidak meminta salinan ini, segera ganti kata sandi Anda dan hubungi kami.';
export const dataExportFailedMailSubject = 'Salinan data pribadi Anda belum dapat disiapkan';
export const dataExportFailedMailBody =
  'Maaf, salinan data pribadi yang Anda minta belum dapat kami siapkan karena gangguan di sistem kami. ' +
  'Silakan ajukan unduhan baru dari halaman Data Saya:';
export const dataExportReadme = `# Salinan data pribadi Anda

Berkas ini adalah salinan data pribadi Anda yang disimpan oleh Kilau, dibuat atas permintaan Anda
pada {created} sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi
(pasal 5–13). Nomor salinan: {export_id}.

## Isi berkas

- \`data.json\`: seluruh data Anda dalam satu berkas JSON. Nama kolom sama dengan nama di formulir
  pendaftaran (misalnya \`personal.fullname\` adalah nama lengkap sesuai KTP).
  - \`account\`: akun Kilau Anda (nama, nama pengguna, email, nomor telepon, tanggal dibuat).
  - \`kyc_records\`: setiap pendaftaran Anda pada platform perdagangan emas. Tiap bagian formulir
    (\`personal\`, \`identity_address\`, \`employment\`, \`financial\`, \`bank_account\`,
    \`emergency_contact\`, \`attachment\`) ada \`as_now\` (data saat ini) dan \`as_submitted\`
    (versi yang Anda kirim sebelumnya dan diganti ketika Anda diminta memperbaiki data; kosong
    jika bagian itu tidak pernah diganti sejak Anda kirim). Pilihan dari daftar disimpan sebagai
    kode; teksnya ada di \`option_labels\`, nama wilayah di \`region_names\`.
  - \`consents\`: persetujuan dan pernyataan yang Anda berikan, dengan versi teksnya, waktu, dan
    alamat IP saat itu.
  - \`status_history\`: riwayat status pendaftaran Anda, dengan alasan yang disampaikan kepada Anda
    (\`onboarding.submit\`: pendaftaran dikirim; \`kyc.resubmission_requested\`: diminta
    perbaikan; \`kyc.resubmitted\`: perbaikan dikirim; \`kyc.bank_approve\`: disetujui bank;
    \`kyc.approve\`: disetujui; \`kyc.reject\`: ditolak; \`video.accept\`: panggilan video
    diterima).
  - \`fix_requests\`: permintaan perbaikan data atau dokumen, dengan alasan dan catatan untuk Anda.
  - \`video_calls\`: waktu panggilan video verifikasi.
  - \`trades\` dan \`balances\`: transaksi emas dan saldo Anda.
  - \`logins\`: riwayat masuk dan keluar akun (waktu, alamat IP, kota, perangkat).
  - \`files\`: daftar berkas yang Anda unggah, dengan waktu unggah dan sidik SHA-256.
- \`files/\`: berkas-berkas yang Anda unggah (KTP, foto, tanda tangan, video pernyataan, dan
  lainnya), termasuk versi lama yang disimpan ketika Anda diminta mengunggah ulang. Berkas yang
  tidak lagi tersedia di penyimpanan ditandai \`available: false\` di \`data.json\`.
- \`manifest.json\`: daftar setiap berkas dalam salinan ini dengan ukuran dan sidik SHA-256-nya.
- \`manifest.sig\`: tanda tangan digital Kilau (Ed25519) atas \`manifest.json\`, dengan nama
  kuncinya (\`key_id\`). Siapa pun yang memegang kunci publik Kilau dapat memeriksa bahwa
  salinan ini dibuat oleh Kilau dan tidak diubah.

## Siapa yang menerima data Anda

Data pendaftaran Anda diteruskan kepada pihak berikut untuk membuka dan menjalankan rekening Anda:

{recipients}

## Data yang tidak termasuk dalam salinan ini

Kilau wajib menyimpan catatan tertentu untuk kepentingan pengawasan, pencegahan pencucian uang,
dan penegakan hukum, misalnya catatan internal petugas, hasil penyaringan terhadap daftar yang
diwajibkan, dan penilaian risiko. Catatan semacam itu dapat ada untuk setiap nasabah dan
dikecualikan dari salinan ini sesuai pasal 15 Undang-Undang Nomor 27 Tahun 2022. Keberadaan
atau ketiadaan bagian ini tidak menunjukkan apa pun tentang Anda.

## Koreksi dan pembatasan

Jika ada data yang keliru, ajukan koreksi melalui halaman Data Saya ('Ajukan koreksi'). Anda
juga dapat meminta pembatasan atau penghapusan data ('Batasi / hapus data'). Setiap permintaan
dijawab paling lambat 3×24 jam.
`;
export const dataExportReadmeRecipient =
  '- {platform} (platform perdagangan / bursa) dan {bank} (bank pengelola rekening)';
export const dataExportReadmeNoRecipient = '- Belum ada: Anda belum mendaftar pada platform mana pun.';
// The participant's timeline (case-file): the customer's own steps.
export const tlDataExportRequest = 'Meminta salinan data pribadi (Unduh data saya)';
export const tlDataExportDownload = 'Mengunduh salinan data pribadi';
export const dataExportReadmeBankUnknown = 'bank pengelola yang Anda pilih';
// ── Requests and retention ──
export const dataRequestPasswordWrong = 'Kata sandi salah. Permintaan tidak dikirim.';
export const dataRequestDocumentNotFound = 'Dokumen pendukung tidak ditemukan. Unggah ulang dokumennya.';
export const dataRequestNoRecord = 'Anda belum memiliki data KYC yang dapat dikoreksi.';
export const dataRequestNotFound = 'Permintaan data tidak ditemukan.';
export const dataCorrectionValueInvalid = 'Data yang benar tidak sesuai format untuk data ini';
export const dataRequestFieldFullname = 'Nama lengkap';
export const dataRequestFieldKtpNo = 'NIK';
export const dataRequestFieldBirthPlace = 'Tempat lahir';
export const dataRequestFieldBirthDate = 'Tanggal lahir';
export const dataRequestFieldGender = 'Jenis kelamin';
export const dataRequestFieldMotherName = 'Nama ibu kandung';
export const dataRequestFieldAddress = 'Alamat sesuai KTP';
export const dataRequestFieldOccupation = 'Pekerjaan';
export const dataRequestFieldAccountName = 'Nama pemilik rekening';
export const dataRequestFieldOther = 'Data lainnya';
export const dataRequestKindCorrection = 'Koreksi data';
export const dataRequestKindRestriction = 'Pembatasan pemrosesan data';
export const dataRequestKindDeletion = 'Penghapusan data';
export const dataRequestReceiptSubject = 'Permintaan data Anda sudah kami terima';
export const dataRequestReceiptBody =
  'Kami sudah menerima permintaan Anda: {kind}. Kami akan menjawabnya paling lambat {due} WIB (3×24 jam sejak permintaan dibuat).';
export const dataRequestReceiptCorrection =
  'Data yang dikoreksi: {field}. Data yang benar menurut Anda: {value}.';
export const dataRequestDoneSubject = 'Permintaan data Anda sudah dilaksanakan';
export const dataRequestDoneBody =
  'Permintaan Anda ({kind}) yang diajukan pada {created} WIB sudah kami laksanakan.';
export const dataRequestDoneCorrection = '{field} Anda sekarang tercatat sesuai koreksi yang Anda ajukan.';
export const dataRequestDoneClosed =
  'Akun Anda sudah ditutup dan data Anda tidak lagi kami proses. Sesuai UU 8/2010 pasal 21, data identitas Anda kami simpan sampai {erase} lalu dihapus.';
export const dataRequestDoneErasedSoon =
  'Akun Anda sudah ditutup dan data pribadi Anda akan dihapus dalam 24 jam.';
export const dataRequestDeclinedSubject = 'Permintaan data Anda tidak dapat kami laksanakan';
export const dataRequestDeclinedBody =
  'Permintaan Anda ({kind}) yang diajukan pada {created} WIB tidak dapat kami laksanakan. Alasannya: {reason}';
export const dataRequestOutcomeNote = 'Catatan dari petugas kami: {note}';
export const dataRequestMailOutro = 'Jika ada pertanyaan, balas email ini atau hubungi layanan nasabah kami.';
