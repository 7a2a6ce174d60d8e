/** Landing, login, activation and resend-activation texts (docs/product/customer-area.md § Rules, Messages; docs/product/back-office.md § Screens). */

// ── Landing and general ───────────────────────────────────────────────
export const landingTagline = 'Cara baru jual beli emas fisik digital: aman, teregulasi, dan transparan'; // (ours)
export const landingSubtitle =
  'Buka rekening emas digital Anda, verifikasi identitas secara daring, dan pantau saldo serta transaksi emas Anda kapan saja.'; // (ours)

// ── Login (docs/product/customer-area.md § Rules, Messages) ───────────────────────────────────────────
export const loginTitle = 'Masuk ke Kilau'; // (ours)
export const loginIdentifierLabel = 'Email, Username, atau No Telepon'; // (ours)
export const loginIdentifierRequired = 'Email tidak boleh kosong';
export const loginNotRegistered = 'Akun tidak terdaftar';
export const loginWrongUsernamePassword = 'Username atau Password salah';
export const loginEmailNotActive = 'Email belum aktif, Silahkan aktivasi email anda';
export const loginDemoNotDone = 'Anda Belum Melakukan Demo Account, silahkan hubungi pialang anda'; // only its opening words are quoted (SPEC_TEXTS)
export const loginWrongEmailPassword = 'Email atau Password salah';
export const loginIdentifierNotFound = 'Email atau username tidak ditemukan';
export const loginCaptchaFailed = 'Verifikasi keamanan gagal. Silakan ulangi.'; // (ours)
export const loginNoAccount = 'Belum punya akun?'; // (ours)
export const loginForgot = 'Lupa password?'; // (ours)
export const resendActivationLink = 'Kirim ulang link aktivasi'; // (ours)

// ── Resend activation e-mail ──────────────────────────────────────────
export const resendActivationTitle = 'Kirim Ulang Link Aktivasi'; // (ours)
export const resendActivationSent = 'Link berhasil dikirim, cek email anda';
export const resendActivationAlreadyActive = 'Email sudah aktif';
export const resendActivationNotRegistered = 'Email belum terdaftar';
export const activationLinkSentToast = 'Link aktivasi email berhasil dikirm';

// ── Activation page (docs/product/back-office.md § Screens, States) ─────────────────────────────────
export const accountVerifiedTitle = 'Selamat! Akun Anda berhasil diverifikasi'; // (ours)
export const activationInProgress = 'Sedang mengaktifkan akun Anda…'; // (ours)
export const activationExpired = 'Link Aktifasi sudah kadaluarsa.';
export const activationAlreadyActive = 'Akun sudah aktif';
export const activationInvalid = 'Link aktivasi tidak valid.'; // (ours)
export const welcomeTitle = 'Selamat datang di Kilau'; // (ours)
export const welcomeText =
  'Akun Anda telah aktif. Langkah berikutnya adalah verifikasi identitas (KYC): masuk, lalu lengkapi data diri Anda. Setelah data Anda disetujui, Anda dapat mulai bertransaksi emas digital.'; // (ours)

/** /welcome?akun=disetujui: the link of the approval e-mail (docs/product/back-office.md § Screens: account approved, Start Transaction). */
export const welcomeApprovedTitle = 'Selamat! Akun Anda sudah disetujui'; // (ours)
export const welcomeApprovedText =
  'Data Anda sudah diverifikasi oleh pialang dan akun trading Anda sudah aktif. No. Akun ada di email dari kami; password dapat dilihat satu kali melalui link di email tersebut. Masuk untuk melihat langkah berikutnya.'; // (ours)
export const welcomeStartTrading = 'Mulai Transaksi'; // (ours)

// ── Account status pages ──────────────────────────────────────────────
export const brokerWillContact = 'Pialang kami akan segera menghubungi Anda.'; // (ours)

// ── Web: auth, registration, reset ──
export const landingEyebrow = 'Pialang emas fisik digital'; // (ours)
export const landingFeatureRegulatedTitle = 'Teregulasi'; // (ours)
export const landingFeatureRegulatedText =
  'Transaksi melalui pialang berjangka dan bursa resmi, dengan rekening di bank mitra.'; // (ours)
export const landingFeaturePhysicalTitle = 'Emas fisik'; // (ours)
export const landingFeaturePhysicalText =
  'Setiap gram emas Anda tercatat dan didukung emas fisik yang tersimpan.'; // (ours)
export const landingFeatureOnlineTitle = 'Serba daring'; // (ours)
export const landingFeatureOnlineText = 'Daftar, verifikasi identitas, dan pantau saldo dari ponsel Anda.'; // (ours)
export const loginSubtitle = 'Masuk dengan email, username, atau no telepon Anda.'; // (ours)
export const activationRequestNewLink = 'Masukkan email Anda untuk mendapatkan link aktivasi yang baru.'; // (ours)
export const activationSendNewLink = 'Kirim Link Aktivasi'; // (ours)
export const captchaVerifying = 'Memverifikasi keamanan…'; // (ours)
export const landingPageTitle = 'Rekening Emas Digital'; // (ours) the landing page's document title
export const activationPageTitle = 'Aktivasi Akun'; // (ours)
export const welcomePageTitle = 'Akun Terverifikasi'; // (ours)
