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
