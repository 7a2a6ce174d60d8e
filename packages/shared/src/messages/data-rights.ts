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
export const dataExportInProgress = 'Salinan data Anda sedang disiapkan. Tautan unduhan akan dikirim ke email Anda.';
export const dataExportQueued = 'Permintaan diterima. Tautan unduhan akan dikirim ke email Anda setelah salinan data siap.';
export const dataExportLinkInvalid = 'Tautan unduhan tidak berlaku atau sudah kedaluwarsa. Silakan ajukan unduhan baru dari halaman Data Saya.';
export const dataRequestCreated = 'Permintaan Anda sudah kami terima dan akan dijawab paling lambat 3×24 jam.';
export const dataRequestOpenExists = 'Anda masih memiliki permintaan yang sama yang sedang diproses.';
export const dataRequestNotOpen = 'Permintaan ini sudah diputuskan sebelumnya.';
export const dataRequestDecided = 'Keputusan atas permintaan sudah disimpan dan nasabah diberi tahu melalui email.';
export const dataAccountRestricted = 'Akun Anda sudah ditutup atas permintaan Anda. Data Anda tidak lagi diproses.';

// ── The audit trail's labels (ours) ─────────────────────────────────────
export const auditActionDataRequestDecide = 'Memutuskan permintaan data nasabah';
export const auditActionDataRequestView = 'Melihat permintaan data nasabah';
export const auditActionDataErased = 'Menghapus data pribadi yang melewati masa simpan';

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
