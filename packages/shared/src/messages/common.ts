/** Texts shared by several features: buttons, form fields, OTP, query states. */

// ── Landing and general ───────────────────────────────────────────────
export const buttonRegister = 'Daftar';
export const buttonLogin = 'Masuk';
export const buttonRetry = 'Coba Lagi';
export const buttonOk = 'OK';
export const buttonSave = 'Simpan'; // (ours)
export const buttonCancel = 'Batal'; // (ours)
export const buttonLogout = 'Keluar'; // (ours)
export const buttonNext = 'Lanjut'; // (ours)
export const notFoundTitle = 'Halaman Tidak Ditemukan'; // (ours) docs/product/back-office.md § Screens calls it a 404 Page Not Found screen
export const notFoundText = 'Halaman yang Anda cari tidak ditemukan.'; // (ours)

// ── Login (docs/product/customer-area.md § Rules, Messages) ───────────────────────────────────────────
export const passwordLabel = 'Password';
export const passwordRequired = 'Password tidak boleh kosong';
export const passwordMin = 'Password minimal 8 karakter';

// ── Registration (docs/product/customer-area.md § Rules, Messages) ────────────────────────────────────
export const fullnameLabel = 'Nama Lengkap'; // (ours)
export const emailLabel = 'Email';
export const fullnameRequired = 'Nama lengkap tidak boleh kosong';
export const fullnameMax = 'Nama lengkap maksimal 50 karakter'; // (ours)
export const fullnameLetters = 'Nama lengkap hanya boleh berisi huruf dan spasi'; // (ours)
export const emailRequired = 'Email tidak boleh kosong';
export const emailFormat = 'Format email salah';
export const otpRequired = 'Kode OTP Tidak Boleh kosong';
export const otpDigits = 'Kode OTP harus 6 digit angka'; // (ours)
export const otpResendIn = 'Kirim ulang kode dalam'; // (ours)
export const otpVerify = 'Verifikasi'; // (ours)

// ── New password (docs/product/customer-area.md § Rules, Messages) ────────────────────────────────────
export const newPasswordMin = 'Gunakan minimal 8 karakter';
export const newPasswordCase = 'Gunakan kombinasi huruf kapital dan huruf kecil';
export const newPasswordDigitSymbol = 'Gunakan kombinasi angka dan simbol';
export const passwordTooCommon =
  'Password ini terlalu umum dan mudah ditebak. Gunakan kombinasi kata yang tidak biasa.'; // (ours)

// ── Dashboard ─────────────────────────────────────────────────────────
export const dashboardTitle = 'Beranda'; // (ours)

// ── Platform choice and bank (docs/product/customer-area.md § Screens, Rules; docs/product/onboarding.md § Screens) ────────────────
export const platformNotChosen = 'Platform belum dipilih';
export const promoterCodeLabel = 'Kode Promotor (opsional)'; // (ours)
export const promoterCodeLength = 'Minimal dan maksimal 8 karakter';
export const promoterCodeValid = 'Kode promotor valid'; // (ours)

// ── Account status pages ──────────────────────────────────────────────
export const accountStatusTitle = 'Status Akun'; // (ours)
export const accountStatusText = 'Akun Anda sedang dalam peninjauan. Silakan hubungi layanan pelanggan kami.'; // (ours)
export const backToHome = 'Kembali ke Beranda'; // (ours)

// ── Web: customer area ──
export const navMain = 'Navigasi utama'; // (ours)
export const navOpenMenu = 'Buka menu'; // (ours)
export const navProfile = 'Profil'; // (ours)
/** 'Data Saya' (decision 0113) in the customer's menu: here, not in data-rights.ts, whose texts the shell would then carry to every page. */
export const navDataRights = 'Data Saya'; // (ours)
export const promoterCodeHint = 'Masukkan 8 karakter kode promotor jika ada.'; // (ours)

// ── Web: auth, registration, reset ──
export const showPassword = 'Tampilkan password'; // (ours)
export const otpLabel = 'Kode OTP'; // (ours)
export const otpResendLink = 'Kirim ulang kode OTP'; // (ours)
export const backToLogin = 'Kembali ke halaman Masuk'; // (ours)
export const datePlaceholder = 'Contoh: 17 Agustus 1990'; // (ours)

// ── Web: the broker's identity in the landing page and customer footer ──
export const footerLicense = 'Nomor izin usaha'; // (ours)
export const footerCustomerService = 'Layanan Nasabah'; // (ours)
export const footerPhone = 'Telepon'; // (ours)
export const footerEmail = 'Email'; // (ours)
export const footerWhatsapp = 'WhatsApp'; // (ours)
