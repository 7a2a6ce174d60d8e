// Back-office beyond the review (docs/product/back-office.md § Screens, Messages): users directory and export, demo accounts,
// counter calls, the partner bank's approval, the staff profile and the embedded page.

// ── Users directory (/users) and the export table (/cek-data) ─────────
export const usersTitle = 'Daftar Pengguna'; // (ours)
export const usersExportTitle = 'Data Users';
export const usersSearchLabel = 'Cari pengguna'; // (ours)
export const usersSearchPlaceholder = 'Nama, email, no. telepon atau username'; // (ours)
export const usersPlatformFilter = 'Platform'; // (ours)
export const usersPlatformAll = 'Semua platform'; // (ours)
export const usersPlatformChosen = '{n} platform dipilih'; // (ours)
export const usersResetFilter = 'Atur ulang filter'; // 'Reset Filter' said in Indonesian (decision 0092)
export const usersDownload = 'Unduh'; // 'Download' said in Indonesian (decision 0092)
export const usersDownloading = 'Mengunduh data… {size}'; // (ours)
export const usersDownloadDone = 'File berhasil diunduh'; // (ours)
export const usersDownloadFailed = 'Gagal mengunduh data. Silakan coba lagi.'; // (ours)
export const usersExportTableLink = 'Lihat tabel ekspor'; // (ours)
export const usersTotal = 'Jumlah pengguna: {n}'; // (ours)
export const colUsersFullname = 'Nama Lengkap'; // (ours)
export const colUsersPlatform = 'Platform'; // (ours)
export const colUsersPhone = 'No. Telepon'; // (ours)
export const colUsersEmail = 'Email'; // (ours)
export const colUsersStatus = 'Status'; // (ours)
export const userStatusPending = 'Belum verifikasi OTP'; // (ours)
export const userStatusNew = 'Belum aktivasi email'; // (ours)
export const userStatusActive = 'Aktif'; // (ours)
export const userStatusBlocked = 'Diblokir'; // (ours)
export const staffNavUsers = 'Pengguna'; // (ours)

// ── Demo accounts (/nsb-eksternal) ────────────────────────────────────
export const demoTitle = 'Peserta GOFX dan Jafets';
export const demoColUsername = 'Username'; // (ours)
export const demoColEmail = 'Email'; // (ours)
export const demoStatusDone = 'Selesai';
export const demoStatusNone = 'Belum Ada Akun';
export const demoAddAccount = 'Tambah akun';
export const demoModalTitle = 'Tambah Akun Demo';
export const demoUserIdLabel = 'ID Pengguna'; // the read-only 'User Id' field, said in Indonesian (decision 0092)
export const demoPasswordLabel = 'Password';
export const demoSubmit = 'Simpan'; // (ours)
export const demoCreated = 'Akun Berhasil dibuat';
export const demoNoData = 'No Data Available in Table';
export const demoAlreadyExists = 'Peserta ini sudah memiliki akun demo.'; // (ours)
export const demoUsernameMismatch = 'Username tidak sesuai dengan peserta.'; // (ours)
export const demoAccountNumber = 'No. Akun Demo'; // (ours)
export const staffNavDemo = 'Akun Demo'; // (ours)
export const demoEmailSubject = 'Akun demo Anda di {app}'; // (ours)
export const demoEmailBody =
  'Halo {name},\n\nAkun demo trading Anda sudah dibuat.\nNo. Akun Demo: {account}\nUsername: {username}\n\nPassword akun demo dapat dilihat satu kali melalui link berikut (berlaku 72 jam, Anda perlu login ke Kilau terlebih dahulu):\n{link}\n\nSegera ganti password setelah masuk pertama kali.'; // (ours)

// ── Counter and partner bank (docs/product/back-office.md § Calls, Messages) ────────────────────────
export const tradeAccountNoTaken = 'No Akun sudah digunakan oleh peserta lain.'; // (ours)
export const counterUserAccepted = 'User berhasil diterima';
export const counterRejectDone = 'Reject peserta baru berhasil';
export const bankApproveAction = 'Setujui (Bank)'; // (ours)
export const bankApproveTitle = 'Persetujuan Bank'; // (ours)
export const bankApproveQuestion =
  'Setujui peserta ini sebagai nasabah bank? Peserta akan diteruskan ke pialang untuk diverifikasi.'; // (ours)
export const bankApproveDone = 'Peserta disetujui bank dan diteruskan ke pialang'; // (ours)
export const bankApproveNotWaiting = 'Peserta tidak sedang menunggu persetujuan bank.'; // (ours)
export const bankApproveWrongVariant = 'Peserta ini bukan nasabah bank tersebut.'; // (ours)

// ── Staff profile (/profil) ───────────────────────────────────────────
export const staffProfileTitle = 'Profil'; // (ours)
export const staffProfileRole = 'Peran'; // (ours)
export const staffProfileScope = 'Cakupan'; // (ours)
export const staffProfileChangePassword = 'Ganti Password'; // (ours)
export const staffProfileCurrentPassword = 'Password saat ini'; // (ours)
export const staffProfileNewPassword = 'Password baru'; // (ours)
export const staffProfileConfirmPassword = 'Ulangi password baru'; // (ours)
export const staffProfilePasswordChanged =
  'Password berhasil diganti. Sesi lain dengan akun ini sudah diakhiri.'; // (ours)
export const staffProfileWrongPassword = 'Password saat ini salah.'; // (ours)
export const staffNavProfile = 'Profil'; // (ours)
export const roleNameSuperAdmin = 'Super Admin'; // (ours)
export const roleNameBroker = 'Admin Pialang'; // (ours)
export const roleNameBrokerViewer = 'Admin Pialang (tanpa daftar hitam)'; // (ours)
export const roleNameBank = 'Admin Bank'; // (ours)
export const roleNameTradeDesk = 'Petugas Transaksi'; // (ours)
export const roleNameVideo = 'Petugas Video Call'; // (ours)
export const roleNameCompliance = 'Petugas Kepatuhan APU-PPT'; // (ours)

// ── Embedded page (/posgold) and the super admin's participants ──────
export const posgoldTitle = 'POS Gold'; // (ours)
export const posgoldNotConfigured =
  'Halaman POS Gold belum diatur. Hubungi administrator untuk mengisi alamatnya (POSGOLD_URL).'; // (ours)
export const posgoldOpenNewTab = 'Buka di tab baru'; // (ours)
export const staffNavPosgold = 'POS Gold'; // (ours)
export const customersKycTitle = 'Peserta Semua Platform'; // (ours)
export const staffNavCustomersKyc = 'Peserta Semua Platform'; // (ours)

// ── Video-call verification (docs/product/back-office.md § Screens, Messages) ─────────────────────────
export const videoLinkExpired = 'Link sudah kedaluarsah';
export const videoWaitForSchedule = 'Mohon tunggu sampai tanggal yang sudah dijadwalkan';
export const videoAccepted = 'Video Berhasil diterima';
export const videoScheduleInPast = 'Jadwal video call tidak boleh di masa lalu.'; // (ours)
export const videoScheduleTooFar = 'Jadwal video call paling lambat 30 hari dari sekarang.'; // (ours)
export const videoNotSchedulable = 'Video call peserta ini sudah dijadwalkan atau sudah selesai.'; // (ours)
export const videoNotScheduled = 'Peserta ini belum memiliki jadwal video call.'; // (ours)
export const videoAcceptTooEarly = 'Video baru dapat diterima setelah jadwal video call dimulai.'; // (ours)
export const videoRoomNotFound = 'Ruang video call tidak ditemukan.'; // (ours)
export const videoScheduledEmailSubject = 'Jadwal video call verifikasi Anda'; // (ours)
export const videoScheduledText =
  'Halo {name}, video call verifikasi data Anda dijadwalkan pada {when}. Masuk lalu buka link ini pada waktunya: {link}'; // (ours)
export const videoRecordingNotFound = 'Rekaman video call tidak ditemukan.'; // (ours)
export const videoRecordingClosed = 'Rekaman video call sudah ditutup.'; // (ours)
export const videoRecordingGap = 'Bagian rekaman tidak berurutan. Bagian sebelumnya belum diterima.'; // (ours)
export const videoRecordingWrongFormat = 'Rekaman harus berupa video WebM atau MP4.'; // (ours)
export const videoRecordingTooLarge = 'Rekaman video call terlalu besar.'; // (ours)
export const videoSignalNeedsWebSocket = 'Alamat ini hanya dapat dibuka oleh halaman video call.'; // (ours)
// The verification chain (decisions 0082, 0083): a video is accepted only after a recorded call
// the participant consented to, and a participant with a pending call is not approved.
export const videoAcceptNoRecording =
  'Video belum dapat diterima: belum ada rekaman video call yang tersimpan untuk jadwal ini. Lakukan video call dengan peserta terlebih dahulu.'; // (ours)
export const approveBlockedVideoPending =
  'Peserta belum dapat diterima: video call sudah dijadwalkan tetapi videonya belum diterima petugas video call.'; // (ours)
export const videoConsentRequired = 'Anda perlu menyetujui perekaman video call sebelum bergabung.'; // (ours)
export const videoRecordingNoConsent =
  'Rekaman belum dapat dimulai: peserta belum menyetujui perekaman video call.'; // (ours)
export const videoNotReschedulable =
  'Hanya video call yang sudah dijadwalkan yang dapat diubah atau dibatalkan.'; // (ours)
export const videoRescheduledText =
  'Halo {name}, jadwal video call verifikasi data Anda diubah menjadi {when}. Link sebelumnya tidak berlaku lagi. Masuk lalu buka link baru ini pada waktunya: {link}'; // (ours)
export const videoRescheduledEmailSubject = 'Jadwal video call verifikasi Anda diubah'; // (ours)
export const videoCancelledText =
  'Halo {name}, video call verifikasi data Anda pada {when} dibatalkan. Link-nya tidak berlaku lagi. Petugas kami akan mengirim jadwal baru.'; // (ours)
export const videoCancelledEmailSubject = 'Video call verifikasi Anda dibatalkan'; // (ours)
export const videoRescheduled =
  'Jadwal video call berhasil diubah. Link baru sudah dikirim ke email dan SMS peserta.'; // (ours)
export const videoCancelled =
  'Video call berhasil dibatalkan. Peserta sudah diberi tahu melalui email dan SMS.'; // (ours)
export const managingBankVerifyNoAccountNo = 'Rekening belum dapat diverifikasi: nomor rekening belum ada.'; // (ours)
export const managingBankVerifyNoDocuments =
  'Rekening belum dapat diverifikasi: dokumen peserta (KTP, Foto Diri dengan KTP, tanda tangan) belum lengkap.'; // (ours)
