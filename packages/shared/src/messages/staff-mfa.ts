/** The staff second factor: login step, enrolment, step-up, 'Keamanan akun', the reset. All ours. */

// ── Login: second step ────────────────────────────────────────────────
export const mfaTitle = 'Verifikasi Dua Langkah';
export const mfaIntro = 'Masukkan kode 6 digit dari aplikasi autentikator Anda, atau gunakan kunci sandi.';
export const mfaCodeLabel = 'Kode autentikator';
export const mfaVerifyButton = 'Verifikasi';
export const mfaUsePasskey = 'Gunakan kunci sandi';
export const mfaUseRecovery = 'Gunakan kode pemulihan';
export const mfaUseTotp = 'Gunakan kode autentikator';
export const mfaRecoveryLabel = 'Kode pemulihan';
export const mfaTotpFormat = 'Kode autentikator terdiri dari 6 angka';
export const mfaRecoveryFormat = 'Kode pemulihan berbentuk xxxxx-xxxxx';
export const mfaCodeWrong = 'Kode tidak valid atau sudah dipakai. Tunggu kode berikutnya lalu coba lagi.';
export const mfaPasskeyFailed =
  'Kunci sandi tidak dapat diverifikasi. Coba lagi atau gunakan kode autentikator.';
export const mfaPasskeyCancelled = 'Verifikasi kunci sandi dibatalkan.';
export const mfaPasskeyUnsupported = 'Peramban ini tidak mendukung kunci sandi. Gunakan kode autentikator.';
export const mfaTokenEnded = 'Waktu verifikasi habis. Silakan masuk lagi.';
export const mfaBackToLogin = 'Kembali ke halaman masuk';

// ── Enrolment (forced at the first login) ─────────────────────────────
export const mfaEnrolTitle = 'Aktifkan Verifikasi Dua Langkah';
export const mfaEnrolIntro =
  'Akun staf wajib memakai faktor kedua. Pilih kunci sandi (sidik jari, wajah, atau kunci keamanan) atau aplikasi autentikator.';
export const mfaEnrolPasskey = 'Daftarkan kunci sandi';
export const mfaEnrolTotp = 'Gunakan aplikasi autentikator';
export const mfaEnrolScan =
  'Pindai kode QR ini dengan aplikasi autentikator (Google Authenticator, Microsoft Authenticator, dan sejenisnya), lalu masukkan kode 6 digit yang muncul.';
export const mfaEnrolSecretLabel = 'Atau ketik kunci ini secara manual';
export const mfaEnrolConfirm = 'Aktifkan';
export const mfaPasskeyNameLabel = 'Nama kunci sandi (mis. Laptop kantor)';
export const mfaRecoveryTitle = 'Simpan Kode Pemulihan Anda';
export const mfaRecoveryIntro =
  'Setiap kode hanya dapat dipakai satu kali bila Anda kehilangan faktor kedua. Kode ini hanya ditampilkan sekarang: simpan di tempat yang aman.';
export const mfaRecoveryCopy = 'Salin kode';
export const mfaRecoveryCopied = 'Kode disalin';
export const mfaRecoveryDownload = 'Unduh kode';
export const mfaRecoverySaved = 'Saya sudah menyimpan kode ini';

// ── Step-up ───────────────────────────────────────────────────────────
export const stepUpRequired = 'Tindakan ini memerlukan verifikasi ulang faktor kedua.';
export const stepUpTitle = 'Konfirmasi Identitas Anda';
export const stepUpIntro =
  'Untuk keputusan ini, verifikasi faktor kedua Anda. Setelah itu tindakan akan dilanjutkan.';
export const stepUpContinue = 'Verifikasi dan lanjutkan';

// ── 'Keamanan akun' (/profil) ─────────────────────────────────────────
export const securityTitle = 'Keamanan akun';
export const securityTotp = 'Aplikasi autentikator';
export const securityTotpOn = 'Aktif sejak {date}';
export const securityTotpOff = 'Belum diaktifkan';
export const securityTotpSetup = 'Atur aplikasi autentikator';
export const securityTotpRemove = 'Hapus aplikasi autentikator';
export const securityPasskeys = 'Kunci Sandi';
export const securityPasskeyAdd = 'Tambah kunci sandi';
export const securityPasskeyRemove = 'Hapus';
export const securityPasskeyLastUsed = 'Terakhir dipakai {date}';
export const securityPasskeyNeverUsed = 'Belum pernah dipakai';
export const securityNoPasskeys = 'Belum ada kunci sandi.';
/** The name a passkey gets when its owner gives none (shown in the list and the notice e-mail). */
export const securityPasskeyDefaultName = 'Kunci sandi';
export const securityRecovery = 'Kode pemulihan';
export const securityRecoveryLeft = '{count} kode tersisa';
export const securityRecoveryNew = 'Buat kode pemulihan baru';
export const securityRecoveryNewConfirm =
  'Kode pemulihan lama tidak akan berlaku lagi. Lanjutkan membuat kode baru?';
export const securitySessions = 'Sesi lain';
export const securitySessionsCount = '{count} sesi lain sedang aktif';
export const securitySessionsRevoke = 'Keluarkan sesi lain';
export const securitySessionsRevoked = '{count} sesi lain telah dikeluarkan';
export const securitySessionsNone = 'Tidak ada sesi lain yang aktif.';
export const securitySessionDevice = '{browser} di {os}';
export const securitySessionUnknownDevice = 'Perangkat tidak dikenal';
export const securitySessionTimes = 'Masuk {started} · aktif terakhir {active}';
export const securitySessionEnd = 'Akhiri sesi';
export const securitySessionEnded = 'Sesi diakhiri';
export const securitySessionNotFound = 'Sesi tidak ditemukan atau sudah berakhir.';
export const auditActionRevokeSession = 'Mengakhiri satu sesi lain';
export const mfaResetOwnRequest = 'Anda yang mengajukan: menunggu persetujuan super admin lain';
export const securityLastFactor =
  'Faktor ini tidak dapat dihapus karena merupakan faktor terakhir akun Anda.';
export const securitySaved = 'Perubahan keamanan disimpan';

// ── Reset by two super admins ─────────────────────────────────────────
export const mfaResetTitle = 'Reset Faktor Kedua Staf';
export const mfaResetIntro =
  'Untuk staf yang kehilangan semua faktor kedua. Reset berlaku setelah disetujui super admin lain; staf akan diminta mendaftarkan faktor baru saat masuk.';
export const mfaResetUsername = 'Username staf';
export const mfaResetReason = 'Alasan';
export const mfaResetReasonShort = 'Alasan minimal 10 karakter';
export const mfaResetRequest = 'Ajukan reset';
export const mfaResetRequested = 'Permintaan reset diajukan. Menunggu persetujuan super admin lain.';
export const mfaResetPending = 'Menunggu persetujuan';
export const mfaResetApprove = 'Setujui reset';
export const mfaResetApproved = 'Faktor kedua staf telah direset';
export const mfaResetSameApprover = 'Reset harus disetujui oleh super admin lain.';
export const mfaResetNone = 'Tidak ada permintaan reset.';
export const mfaResetUnknownStaff = 'Username staf tidak ditemukan';

// ── Audit trail ───────────────────────────────────────────────────────
export const auditActionMfaEnrol = 'Mengaktifkan faktor kedua';
export const auditActionMfaStepUp = 'Verifikasi ulang faktor kedua';
export const auditActionMfaChange = 'Mengubah faktor kedua';
export const auditActionRecoveryCodes = 'Membuat kode pemulihan baru';
export const auditActionRevokeSessions = 'Mengeluarkan sesi lain';
export const auditActionMfaResetRequest = 'Mengajukan reset faktor kedua staf';
export const auditActionMfaResetApprove = 'Menyetujui reset faktor kedua staf';
export const auditActionStaffPasswordStep = 'Password staf benar, menunggu faktor kedua';
export const auditActionMfaResetCommand = 'Reset faktor kedua staf dari server';
/** A completed staff login naming its factor, e.g. 'Masuk (aplikasi autentikator)'. */
export const auditLoginWithFactor = '{action} ({factor})';
export const auditFactorTotp = 'aplikasi autentikator';
export const auditFactorPasskey = 'kunci sandi';
export const auditFactorRecovery = 'kode pemulihan';

// ── Added with the screens ────────────────────────────────────────────
export const mfaEnrolQrAlt = 'Kode QR untuk aplikasi autentikator';
export const mfaEnrolChooseOther = 'Pilih cara lain';
export const mfaSignedInAs = 'Masuk sebagai {name}';

// ── Passkeys ──────────────────────────────────────────────────────────
export const securityPasskeyNotFound = 'Kunci sandi tidak ditemukan.';

// ── Factor notices and the account's guard (decision 0119) ───────────
export const factorAddedEmailSubject = 'Faktor kedua baru ditambahkan ke akun staf Kilau Anda';
/** {name}, {change}, {time}, {link}. */
export const factorAddedEmailText =
  'Halo {name},\n\n{change} pada {time}.\n\nJika ini Anda, abaikan email ini. Jika bukan Anda, buka link berikut lalu tekan tombol laporan: semua sesi akun Anda akan dihentikan, semua faktor kedua dihapus, dan akun tidak dapat dipakai masuk sampai dua super admin me-reset faktor kedua Anda.\n{link}\n\nLink berlaku 7 hari dan hanya dapat dipakai sekali.';
export const factorAddedTotp = 'Aplikasi autentikator baru didaftarkan ke akun Anda';
export const factorAddedPasskey = 'Kunci sandi baru ({passkey}) didaftarkan ke akun Anda';
export const factorAddedRecovery = 'Kode pemulihan baru dibuat untuk akun Anda';
export const factorHoldEmailSubject = 'Percobaan kode faktor kedua yang salah pada akun staf Kilau Anda';
/** {name}, {count}, {time}. */
export const factorHoldEmailText =
  'Halo {name},\n\nAda {count} kode faktor kedua yang salah berturut-turut untuk akun Anda, terakhir pada {time}. Untuk sementara, masuk ke akun Anda memerlukan pemeriksaan keamanan tambahan, dan sesi yang gagal verifikasi ulang telah dihentikan.\n\nJika ini bukan Anda, segera hubungi super admin: password Anda mungkin diketahui orang lain.';
export const factorReportTitle = 'Laporkan Perubahan Keamanan';
export const factorReportQuestion =
  'Apakah Anda TIDAK menambahkan faktor kedua ini? Laporan akan menghentikan semua sesi akun Anda, menghapus semua faktor kedua, dan menahan akun sampai dua super admin me-reset faktor kedua Anda.';
export const factorReportButton = 'Ini bukan saya, amankan akun';
export const factorReportDone =
  'Laporan diterima. Semua sesi dan faktor kedua akun Anda telah dihentikan. Hubungi super admin untuk reset faktor kedua, dan minta password baru.';
export const factorReportInvalid = 'Link ini tidak berlaku atau sudah dipakai.';
export const auditActionFactorHold = 'Faktor kedua staf ditahan setelah kode salah berturut-turut';
export const auditActionFactorReport = 'Staf melaporkan faktor kedua yang bukan miliknya';
