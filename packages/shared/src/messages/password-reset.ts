/** Forgot-password, reset OTP and new-password texts (docs/product/customer-area.md § Rules, Messages). */

// ── Landing and general ───────────────────────────────────────────────
export const buttonSubmit = 'Kirim'; // (ours)

// ── Forgot password (docs/product/customer-area.md § Rules, Messages) ─────────────────────────────────
export const forgotTitle = 'Lupa Password'; // (ours)
export const forgotText = 'Masukkan email yang terdaftar. Kami akan mengirim kode OTP ke email tersebut.'; // (ours)
export const forgotEmailRequired = 'Email harus diisi';
export const forgotEmailFormat = 'Gunakan alamat email yang valid';
export const forgotSent = 'Kode OTP telah dikirim ke email Anda'; // (ours)
export const resetOtpTitle = 'Masukkan Kode OTP'; // (ours)
export const resetOtpMaxResend = 'Batas kirim ulang kode telah tercapai. Silakan coba lagi setelah 24 jam.'; // (ours) 9006
export const resetOtpSessionEnded = 'Sesi telah berakhir. Silakan ulangi permintaan reset password.'; // (ours) 9005
export const resetOtpResendTooSoon =
  'Kode baru belum dapat dikirim ulang. Silakan tunggu hitungan mundur selesai.'; // (ours) 9007
export const resetOtpRequestFailed = 'Permintaan gagal. Silakan ulangi dari awal.'; // (ours) 9004
export const resetOtpMaxEntry =
  'Batas kirim ulang dan percobaan kode telah tercapai. Silakan coba lagi setelah 24 jam.'; // (ours) 9012
export const resetOtpResent = 'Kode OTP baru telah dikirim ke email Anda'; // (ours)

// ── New password (docs/product/customer-area.md § Rules, Messages) ────────────────────────────────────
export const newPasswordTitle = 'Buat Password Baru'; // (ours)
export const newPasswordLabel = 'Password Baru'; // (ours)
export const newPasswordConfirmLabel = 'Ulangi Password Baru'; // (ours)
export const newPasswordMismatch = 'Password tidak sesuai';
export const newPasswordMatch = 'Password dan ulangi password sama'; // (ours)
export const newPasswordSameAsOld = 'Gunakan password yang berbeda dari password sebelumnya'; // (ours) 9002
export const sessionEndedTitle = 'Sesi Berakhir';
export const sessionEndedText = 'Sesi reset password telah berakhir. Silakan ulangi dari awal.'; // (ours)
export const resetSuccessTitle = 'Password berhasil diubah'; // (ours)
export const resetSuccessText = 'Silakan masuk dengan password baru Anda.'; // (ours)

// ── Web: auth, registration, reset ──
export const passwordRulesTitle = 'Password harus memenuhi:'; // (ours)
