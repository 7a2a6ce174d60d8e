/** Profile screen texts: phone, e-mail and password panels, the KYC view (docs/product/customer-area.md § Rules, Messages). */

// ── Profile (docs/product/customer-area.md § Rules, Messages) ─────────────────────────────────────────
export const profileTitle = 'Pengaturan Profil'; // (ours)
export const profileEmail = 'Email';
export const profilePhone = 'No Telepon';
export const profilePassword = 'Password';
export const profileChange = 'Ubah'; // (ours)
export const profileChangeEmail = 'Ubah Email'; // (ours)
export const profileChangePhone = 'Ubah No Telepon'; // (ours)
export const profileChangePassword = 'Ubah Password'; // (ours)
export const profileNewEmail = 'Email Baru'; // (ours)
export const profileNewPhone = 'No Telepon Baru'; // (ours)
export const profileOldPassword = 'Password Lama'; // (ours)
export const profileNewPassword = 'Password Baru'; // (ours)
export const profileRepeatPassword = 'Ulangi Password'; // (ours)
export const profileEmailFormat = 'Format email salah';
export const profileOldPasswordRequired = 'Password lama tidak boleh kosong'; // (ours)
export const profileNewPasswordRequired = 'Password baru tidak boleh kosong'; // (ours)
export const profileRepeatPasswordRequired = 'Ulangi password tidak boleh kosong'; // (ours)
export const profilePasswordMismatch = 'password baru dan ulangi password tidak sama';
export const profileOldPasswordWrong = 'Password lama salah';
export const profileSaved = 'Perubahan berhasil disimpan'; // (ours)
export const profilePasswordChanged = 'Password berhasil diubah'; // (ours)
export const profileKycTitle = 'Data KYC'; // (ours)
export const profileKycFullName = 'Nama Lengkap'; // (ours)
export const profileKycAddress = 'Alamat'; // (ours)
export const profileKycIdentityOwner = 'Pemilik Identitas'; // (ours)
export const profileKycPhone = 'No Telepon';
export const profileKycJob = 'Pekerjaan'; // (ours)
export const profileKycEmpty = 'Data KYC belum tersedia.'; // (ours)
export const profileDownloadPdf = 'Unduh PDF'; // (ours)

// ── Web: customer area ──
export const profileSubtitle = 'Kelola data akun dan keamanan Anda.'; // (ours)
export const profileAccountTitle = 'Data Akun'; // (ours)
export const profilePasswordMasked = '••••••••'; // (ours)
export const profilePhotoAlt = 'Foto profil'; // (ours)
export const profileDownloadFailed = 'PDF belum dapat diunduh. Silakan coba lagi.'; // (ours)

// ── Contact change with proof (docs/decisions/0035) ──
export const profileCurrentPassword = 'Password Saat Ini'; // (ours)
export const profileCurrentPasswordRequired = 'Password saat ini tidak boleh kosong'; // (ours)
export const profileCurrentPasswordWrong = 'Password saat ini salah'; // (ours)
export const profileContactPasswordHint =
  'Demi keamanan akun, masukkan password Anda sebelum mengubah email atau nomor telepon.'; // (ours)
export const profileOneContactAtATime =
  'Email dan nomor telepon tidak dapat diubah sekaligus. Ubah salah satu terlebih dahulu.'; // (ours)
export const profileSameContact = 'Data baru sama dengan data saat ini.'; // (ours)
export const profileSendVerification = 'Kirim Verifikasi'; // (ours)
export const profileCheckInboxTitle = 'Periksa email baru Anda'; // (ours)
export const profileCheckInboxText =
  'Kami telah mengirim link konfirmasi ke {email}. Buka email tersebut dan klik link-nya dalam {minutes} menit. Email akun Anda baru berubah setelah link diklik.'; // (ours)
export const profilePhoneOtpText =
  'Kode OTP telah dikirim lewat SMS ke {phone}. Masukkan kode tersebut untuk menyelesaikan perubahan nomor telepon.'; // (ours)
export const profilePhoneChanged = 'Nomor telepon berhasil diubah'; // (ours)
export const profileEmailChanged = 'Email berhasil diubah'; // (ours)
export const profileChangeExpired =
  'Permintaan perubahan sudah tidak berlaku. Silakan ajukan perubahan kembali.'; // (ours)
export const profileOtpMaxReached =
  'Batas percobaan kode OTP telah tercapai. Silakan ajukan perubahan nomor telepon kembali.'; // (ours)
export const profileEmailConfirmTitle = 'Konfirmasi Email Baru'; // (ours)
export const profileEmailConfirming = 'Sedang mengonfirmasi email baru Anda…'; // (ours)
export const profileEmailConfirmed =
  'Email akun Anda telah diubah. Gunakan email baru ini untuk masuk berikutnya.'; // (ours)
export const profileEmailLinkInvalid =
  'Link konfirmasi tidak valid, sudah digunakan, atau sudah kedaluwarsa. Silakan ajukan perubahan email kembali dari halaman profil.'; // (ours)
export const profileGoToProfile = 'Buka Profil'; // (ours)
// 'Data Saya' (decision 0113) from the profile, where a customer looks after their account. Here,
// not in data-rights.ts, whose texts the profile would otherwise carry.
export const profileDataRightsTitle = 'Data Saya'; // (ours)
export const profileDataRightsText =
  'Unduh salinan data Anda, ajukan koreksi, atau minta pembatasan dan penghapusan data.'; // (ours)
export const profileDataRightsLink = 'Buka Data Saya'; // (ours)
