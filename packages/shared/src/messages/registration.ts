/** Registration and phone OTP texts (docs/product/customer-area.md § Rules, Messages). */

// ── Resend activation e-mail ──────────────────────────────────────────
export const activationEmailRequired = 'No email tidak bolah kosong';
export const activationEmailFormat = 'format email salah';

// ── Registration (docs/product/customer-area.md § Rules, Messages) ────────────────────────────────────
export const registerTitle = 'Daftar Akun'; // (ours)
export const usernameLabel = 'Username';
export const phoneLabel = 'No Telepon';
export const confirmPasswordLabel = 'Konfirmasi Password'; // (ours)
export const usernameRequired = 'Username tidak boleh kosong';
export const usernameMin = 'Username minimal 6 karakter'; // (ours)
export const usernameMax = 'Username maksimal 30 karakter'; // (ours)
export const usernameNoSpace = 'Username tidak boleh mengandung spasi'; // (ours)
export const phoneRequired = 'No telepon tidak boleh kosong'; // (ours)
export const phoneDigits = 'No telepon hanya boleh berisi angka, boleh diawali +62'; // (ours)
export const phoneMin = 'No telepon minimal 10 karakter';
export const phoneMax = 'maksimal 14 karakter';
export const phoneMobile = 'Gunakan nomor ponsel yang diawali 08 atau +628'; // (ours)
export const confirmPasswordRequired = 'Konfirmasi password tidak boleh kosong'; // (ours)
export const passwordMismatch = 'Password tidak sama, silahkan masukkan ulang password';
export const alreadyRegistered = 'Email/Username/No Telepon yang anda gunakan sudah terdaftar';
export const otpTitle = 'Verifikasi No Telepon'; // (ours)
export const otpSentTo = 'Kode OTP telah dikirim ke nomor'; // (ours)
/** Closes the SMS-code dialog back to the filled form, to correct a mistyped number (decision 0125). */
export const otpChangeNumber = 'Ubah nomor'; // (ours)
export const buttonReRegister = 'Daftar Ulang'; // (ours)
export const registerVerifiedTitle = 'No telepon berhasil diverifikasi'; // (ours)
export const registerVerifiedText =
  'Kami telah mengirim link aktivasi ke email Anda. Aktifkan email Anda, lalu masuk ke Kilau.'; // (ours)

// ── Web: auth, registration, reset ──
export const registerHaveAccount = 'Sudah punya akun?'; // (ours)
export const registerSubtitle = 'Isi data berikut untuk membuat akun Kilau.'; // (ours)
export const otpResent = 'Kode OTP baru telah dikirim'; // (ours)

// ── A registration left at its SMS code, resumed (ours; decision 0088) ──
export const registerResumeNotice =
  'Pendaftaran Anda dengan data ini belum selesai: nomor telepon belum diverifikasi. Masukkan kode OTP yang sudah dikirim, atau kirim kode baru.'; // (ours)
export const loginRegistrationUnverified =
  'Pendaftaran Anda belum selesai: nomor telepon belum diverifikasi. Kirim kode OTP baru untuk melanjutkan.'; // (ours) 409 code 1003
export const loginContinueRegistration = 'Lanjutkan Verifikasi'; // (ours)
