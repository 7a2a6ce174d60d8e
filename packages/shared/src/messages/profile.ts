/** Profile screen texts: phone, e-mail and password panels, the KYC view (spec 000 §5, §8). */

// ── Profile (spec 000 §5, §8) ─────────────────────────────────────────
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
