/**
 * The periodic review of a customer's data ('pengkinian data', APU-PPT; decision 0194): the
 * reminders, the customer's short flow, the back-office's 'Pengkinian Data' queue. All ours.
 */

// ── The customer ─────────────────────────────────────────────────────────
export const periodicReviewTitle = 'Pengkinian Data';
export const periodicReviewIntro =
  'Sesuai ketentuan anti pencucian uang, kami meminta Anda memeriksa data Anda secara berkala. Periksa data di bawah ini, lalu konfirmasi bahwa data masih sesuai atau ajukan perubahan.';
export const periodicReviewDueBy = 'Mohon lakukan pengkinian data paling lambat {date}.';
export const periodicReviewOverdue =
  'Batas waktu pengkinian data Anda sudah lewat. Mohon segera periksa dan konfirmasi data Anda.';
export const periodicReviewConfirm = 'Data saya masih sesuai';
export const periodicReviewUpdate = 'Ajukan perubahan data';
export const periodicReviewUpdateHint =
  'Perubahan pekerjaan, keuangan, atau kontak darurat diperiksa oleh petugas. Pengkinian data selesai setelah permintaan Anda diputuskan.';
export const periodicReviewConfirmed = 'Terima kasih. Konfirmasi data Anda sudah kami terima.';
export const periodicReviewNothingDue = 'Saat ini tidak ada pengkinian data yang perlu Anda lakukan.';
export const periodicReviewNotDue = 'Tidak ada pengkinian data yang perlu dikonfirmasi saat ini.';
export const periodicReviewCorrectionOpen =
  'Permintaan perubahan data Anda sedang diperiksa petugas. Pengkinian data selesai setelah permintaan diputuskan.';
export const periodicReviewNoticeTitle = 'Waktunya pengkinian data';
export const periodicReviewNoticeBody = 'Mohon periksa data Anda dan konfirmasi paling lambat {date}.';
export const periodicReviewNoticeAction = 'Periksa data saya';
export const periodicReviewDataTitle = 'Data Anda saat ini';
/** '/pengkinian-data/ubah': the onboarding's steps 2, 3 and 5 as one request (decision 0217). */
export const periodicReviewUpdateTitle = 'Ajukan perubahan data';
export const periodicReviewUpdateIntro =
  'Ubah bagian yang tidak lagi sesuai, lalu kirim. Petugas memeriksa perubahan Anda dalam 3×24 jam; sampai diputuskan, data yang tercatat tetap berlaku.';
export const periodicReviewUpdateIdentityHint =
  'Nama, NIK, tanggal lahir, dan rekening bank diubah melalui permintaan koreksi di halaman Data Saya.';
export const periodicReviewUpdateToggle = 'Ubah bagian ini';
export const periodicReviewUpdateSend = 'Kirim perubahan';
export const periodicReviewUpdateChooseSection = 'Pilih setidaknya satu bagian yang ingin Anda ubah.';
export const periodicReviewUpdateFixErrors = 'Periksa kembali isian yang ditandai.';
export const periodicReviewUpdateSent =
  'Perubahan data Anda sudah kami terima dan sedang diperiksa petugas. Kami akan mengabari Anda melalui email.';
export const periodicReviewUpdateBack = 'Kembali ke Pengkinian Data';
export const periodicReviewUpdateCorrectionLink = 'Ajukan koreksi identitas';

// ── E-mails ──────────────────────────────────────────────────────────────
export const periodicReviewMailSubject30 = 'Pengkinian data Anda jatuh tempo dalam 30 hari';
export const periodicReviewMailSubject7 = 'Pengingat: pengkinian data Anda jatuh tempo dalam 7 hari';
export const periodicReviewMailBody =
  'Sesuai ketentuan anti pencucian uang dan pencegahan pendanaan terorisme, kami meminta nasabah memeriksa datanya secara berkala. Mohon periksa data Anda dan konfirmasi bahwa data masih sesuai, atau ajukan perubahan, paling lambat {date}.';
export const periodicReviewMailLink = 'Periksa data Anda di sini: {link}';
export const periodicReviewMailOutro = 'Jika Anda tidak merasa memiliki akun di Kilau, abaikan email ini.';

// ── The back-office ──────────────────────────────────────────────────────
export const staffNavPeriodicReviews = 'Pengkinian Data';
export const periodicReviewsStaffTitle = 'Pengkinian Data';
export const periodicReviewsStaffIntro =
  'Peserta yang datanya perlu dikinikan: jatuh tempo dalam 30 hari atau sudah lewat. Nasabah diingatkan melalui email 30 dan 7 hari sebelum jatuh tempo.';
export const periodicReviewsFilterState = 'Tampilkan';
export const periodicReviewsStateDue = 'Jatuh tempo (30 hari)';
export const periodicReviewsStateOverdue = 'Terlambat';
export const periodicReviewsStateInvalid = 'Pilihan tampilan tidak dikenal';
export const periodicReviewsStateAll = 'Semua jadwal';
export const periodicReviewsNone = 'Tidak ada pengkinian data pada pilihan ini.';
export const periodicReviewColParticipant = 'Peserta';
export const periodicReviewColPlatform = 'Platform';
export const periodicReviewColDue = 'Jatuh tempo';
export const periodicReviewColReminders = 'Pengingat';
export const periodicReviewOverdueMark = 'Terlambat';
export const periodicReviewReminded30 = 'Email 30 hari: {date}';
export const periodicReviewReminded7 = 'Email 7 hari: {date}';
export const periodicReviewNoReminder = 'Belum ada email';
export const periodicReviewPanelTitle = 'Pengkinian Data';
export const periodicReviewPanelDue = 'Jatuh tempo berikutnya: {date}';
export const periodicReviewPanelLast = 'Pengkinian terakhir: {date} ({how})';
export const periodicReviewHowConfirmed = 'dikonfirmasi nasabah';
export const periodicReviewHowCorrection = 'melalui permintaan koreksi data';
export const periodicReviewHowUpdate = 'melalui permintaan perubahan data';
export const periodicReviewPanelNever = 'Belum pernah dikinikan sejak persetujuan.';
/** The partners' event on '/integrasi' (docs/product/back-office.md § Integrasi). */
export const integrationsEventReviewOverdue = 'Pengkinian data terlambat';
/** The participant's timeline: the customer's 'Data saya masih sesuai'. */
export const tlPeriodicReviewConfirm = 'Nasabah mengonfirmasi datanya masih sesuai (pengkinian data)';
export const periodicReviewOverdueCount = 'Pengkinian data terlambat';
