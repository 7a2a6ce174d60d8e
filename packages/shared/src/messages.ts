/**
 * The one catalogue of user-facing texts. Texts quoted by the specification are verbatim, typos
 * included ('kedaluarsah', 'dikirm', 'bolah'). Texts the specification does not give are marked
 * `(ours)`; they follow its tone and are what a customer in Indonesia would expect to read.
 */
export const MSG = {
  // ── Landing and general ───────────────────────────────────────────────
  landingTagline: 'Cara baru jual beli emas fisik digital: aman, teregulasi, dan transparan', // (ours)
  landingSubtitle:
    'Buka rekening emas digital Anda, verifikasi identitas secara daring, dan pantau saldo serta transaksi emas Anda kapan saja.', // (ours)
  buttonRegister: 'Daftar',
  buttonLogin: 'Masuk',
  buttonRetry: 'Coba Lagi',
  buttonOk: 'OK',
  buttonBack: 'Kembali', // (ours)
  buttonSave: 'Simpan', // (ours)
  buttonCancel: 'Batal', // (ours)
  buttonLogout: 'Keluar', // (ours)
  buttonSubmit: 'Kirim', // (ours)
  buttonNext: 'Lanjut', // (ours)
  notFoundTitle: 'Page Not Found',
  notFoundText: 'Halaman yang Anda cari tidak ditemukan.', // (ours)
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.', // (ours)
  serverError: 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.', // (ours)
  technicalProblem: 'Terjadi kendala teknis. Silakan coba beberapa saat lagi.', // (ours)
  tooManyRequests: 'Terlalu banyak percobaan. Silakan tunggu beberapa saat lalu coba lagi.', // (ours)
  unauthorized: 'Sesi Anda telah berakhir. Silakan masuk kembali.', // (ours)
  forbidden: 'Anda tidak memiliki akses ke halaman ini.', // (ours)
  invalidInput: 'Cek kembali inputan anda',
  loading: 'Memuat…', // (ours)
  comingSoon: 'Halaman ini sedang disiapkan.', // (ours)

  // ── Login (spec 000 §5, §8) ───────────────────────────────────────────
  loginTitle: 'Masuk ke Kilau', // (ours)
  loginIdentifierLabel: 'Email, Username, atau No Telepon', // (ours)
  passwordLabel: 'Password',
  loginIdentifierRequired: 'Email tidak boleh kosong',
  passwordRequired: 'Password tidak boleh kosong',
  passwordMin: 'Password minimal 8 karakter',
  loginNotRegistered: 'Akun tidak terdaftar',
  loginWrongUsernamePassword: 'Username atau Password salah',
  loginEmailNotActive: 'Email belum aktif, Silahkan aktivasi email anda',
  loginDemoNotDone: 'Anda Belum Melakukan Demo Account, silahkan hubungi pialang anda', // spec gives the opening words
  loginWrongEmailPassword: 'Email atau Password salah',
  loginIdentifierNotFound: 'Email atau username tidak ditemukan',
  loginCaptchaFailed: 'Verifikasi keamanan gagal. Silakan ulangi.', // (ours)
  loginNoAccount: 'Belum punya akun?', // (ours)
  loginForgot: 'Lupa password?', // (ours)
  resendActivationLink: 'Kirim ulang link aktivasi', // (ours)

  // ── Resend activation e-mail ──────────────────────────────────────────
  resendActivationTitle: 'Kirim Ulang Link Aktivasi', // (ours)
  resendActivationSent: 'Link berhasil dikirim, cek email anda',
  resendActivationAlreadyActive: 'Email sudah aktif',
  resendActivationNotRegistered: 'Email belum terdaftar',
  activationEmailRequired: 'No email tidak bolah kosong',
  activationEmailFormat: 'format email salah',
  activationLinkSentToast: 'Link aktivasi email berhasil dikirm',

  // ── Registration (spec 000 §5, §8) ────────────────────────────────────
  registerTitle: 'Daftar Akun', // (ours)
  fullnameLabel: 'Nama Lengkap', // (ours)
  emailLabel: 'Email',
  usernameLabel: 'Username',
  phoneLabel: 'No Telepon',
  confirmPasswordLabel: 'Konfirmasi Password', // (ours)
  fullnameRequired: 'Nama lengkap tidak boleh kosong',
  fullnameMax: 'Nama lengkap maksimal 50 karakter', // (ours)
  emailRequired: 'Email tidak boleh kosong',
  emailFormat: 'Format email salah',
  usernameRequired: 'Username tidak boleh kosong',
  usernameMin: 'Username minimal 6 karakter', // (ours)
  usernameMax: 'Username maksimal 30 karakter', // (ours)
  usernameNoSpace: 'Username tidak boleh mengandung spasi', // (ours)
  phoneRequired: 'No telepon tidak boleh kosong', // (ours)
  phoneDigits: 'No telepon hanya boleh berisi angka', // (ours)
  phoneMin: 'No telepon minimal 10 karakter',
  phoneMax: 'maksimal 14 karakter',
  phoneMobile: 'Gunakan nomor ponsel yang diawali 08 atau +62', // (ours)
  confirmPasswordRequired: 'Konfirmasi password tidak boleh kosong', // (ours)
  passwordMismatch: 'Password tidak sama, silahkan masukkan ulang password',
  alreadyRegistered: 'Email/Username/No Telepon yang anda gunakan sudah terdaftar',
  otpRequired: 'Kode OTP Tidak Boleh kosong',
  otpDigits: 'Kode OTP harus 6 digit angka', // (ours)
  otpWrong: 'Kode OTP salah', // (ours)
  otpTitle: 'Verifikasi No Telepon', // (ours)
  otpSentTo: 'Kode OTP telah dikirim ke nomor', // (ours)
  otpResend: 'Kirim ulang kode', // (ours)
  otpResendIn: 'Kirim ulang kode dalam', // (ours)
  otpVerify: 'Verifikasi', // (ours)
  otpMaxReached: 'Batas percobaan kode OTP telah tercapai. Silakan daftar ulang.', // (ours) 9001
  otpSessionExpired: 'Sesi pendaftaran telah berakhir. Silakan daftar ulang.', // (ours) 1002
  buttonReRegister: 'Daftar Ulang', // (ours)
  registerVerifiedTitle: 'No telepon berhasil diverifikasi', // (ours)
  registerVerifiedText:
    'Kami telah mengirim link aktivasi ke email Anda. Aktifkan email Anda, lalu masuk ke Kilau.', // (ours)

  // ── Activation page (spec 002 §2, §4) ─────────────────────────────────
  accountVerifiedTitle: 'Selamat! Akun Anda berhasil diverifikasi', // (ours)
  accountVerifiedText: 'Akun Anda sudah aktif. Silakan masuk untuk melanjutkan.', // (ours)
  activationInProgress: 'Sedang mengaktifkan akun Anda…', // (ours)
  activationExpired: 'Link Aktifasi sudah kadaluarsa.',
  activationAlreadyActive: 'Akun sudah aktif',
  activationInvalid: 'Link aktivasi tidak valid.', // (ours)
  welcomeTitle: 'Selamat datang di Kilau', // (ours)
  welcomeText: 'Akun Anda telah aktif. Anda sudah dapat mulai bertransaksi emas digital.', // (ours)
  welcomeStartTransaction: 'Mulai Transaksi', // (ours)

  // ── Forgot password (spec 000 §5, §8) ─────────────────────────────────
  forgotTitle: 'Lupa Password', // (ours)
  forgotText: 'Masukkan email yang terdaftar. Kami akan mengirim kode OTP ke email tersebut.', // (ours)
  forgotEmailRequired: 'Email harus diisi',
  forgotEmailFormat: 'Gunakan alamat email yang valid',
  forgotSent: 'Kode OTP telah dikirim ke email Anda', // (ours)
  forgotNotFound: 'Akun tidak ditemukan',
  forgotAlreadyRequested: 'Permintaan telah dilakukan',
  forgotBlocked: 'Akun diblokir',
  resetOtpTitle: 'Masukkan Kode OTP', // (ours)
  resetOtpMaxResend: 'Batas kirim ulang kode telah tercapai. Silakan coba lagi setelah 24 jam.', // (ours) 9006
  resetOtpSessionEnded: 'Sesi telah berakhir. Silakan ulangi permintaan reset password.', // (ours) 9005
  resetOtpResendTooSoon: 'Kode baru belum dapat dikirim ulang. Silakan tunggu hitungan mundur selesai.', // (ours) 9007
  resetOtpRequestFailed: 'Permintaan gagal. Silakan ulangi dari awal.', // (ours) 9004
  resetOtpMaxEntry: 'Batas kirim ulang dan percobaan kode telah tercapai. Silakan coba lagi setelah 24 jam.', // (ours) 9012
  resetOtpResent: 'Kode OTP baru telah dikirim ke email Anda', // (ours)

  // ── New password (spec 000 §5, §8) ────────────────────────────────────
  newPasswordTitle: 'Buat Password Baru', // (ours)
  newPasswordLabel: 'Password Baru', // (ours)
  newPasswordConfirmLabel: 'Ulangi Password Baru', // (ours)
  newPasswordMin: 'Gunakan minimal 8 karakter',
  newPasswordCase: 'Gunakan kombinasi huruf kapital dan huruf kecil',
  newPasswordDigitSymbol: 'Gunakan kombinasi angka dan simbol',
  newPasswordMismatch: 'Password tidak sesuai',
  newPasswordSameAsOld: 'Gunakan password yang berbeda dari password sebelumnya', // (ours) 9002
  sessionEndedTitle: 'Sesi Berakhir',
  sessionEndedText: 'Sesi reset password telah berakhir. Silakan ulangi dari awal.', // (ours)
  resetSuccessTitle: 'Password berhasil diubah', // (ours)
  resetSuccessText: 'Silakan masuk dengan password baru Anda.', // (ours)

  // ── Session (spec 000 §4) ─────────────────────────────────────────────
  inactivityTitle: 'Sesi Berakhir',
  inactivityText:
    'Anda tidak melakukan aktivitas selama 15 menit. Demi keamanan akun Anda, silakan login kembali.',
  inactivityLogin: 'Login',

  // ── Dashboard ─────────────────────────────────────────────────────────
  dashboardTitle: 'Beranda', // (ours)
  balanceGiroPos: 'Saldo GiroPos', // (ours)
  balanceRdk: 'Saldo RDK', // (ours)
  balanceGold: 'Saldo Emas', // (ours)
  balanceGoldMicro: 'Micro', // (ours)
  balanceGoldPremium: 'Premium', // (ours)
  currencyLabel: 'Mata uang', // (ours)
  transactionsTitle: 'Transaksi Emas Terakhir', // (ours)
  colNo: 'No',
  colDate: 'Tanggal',
  colDescription: 'Keterangan',
  colAmount: 'Jumlah',
  colType: 'Tipe',
  directionBuy: 'Beli', // (ours)
  directionSell: 'Jual', // (ours)
  noTransactions: 'Belum ada transaksi emas', // (ours)
  balancesUnavailable: 'Saldo belum dapat dimuat.', // (ours)

  // ── Profile (spec 000 §5, §8) ─────────────────────────────────────────
  profileTitle: 'Pengaturan Profil', // (ours)
  profileEmail: 'Email',
  profilePhone: 'No Telepon',
  profilePassword: 'Password',
  profileChange: 'Ubah', // (ours)
  profileChangeEmail: 'Ubah Email', // (ours)
  profileChangePhone: 'Ubah No Telepon', // (ours)
  profileChangePassword: 'Ubah Password', // (ours)
  profileNewEmail: 'Email Baru', // (ours)
  profileNewPhone: 'No Telepon Baru', // (ours)
  profileOldPassword: 'Password Lama', // (ours)
  profileNewPassword: 'Password Baru', // (ours)
  profileRepeatPassword: 'Ulangi Password', // (ours)
  profileEmailFormat: 'Format email salah',
  profilePhoneRequired: 'No telepon tidak boleh kosong', // (ours)
  profileOldPasswordRequired: 'Password lama tidak boleh kosong', // (ours)
  profileNewPasswordRequired: 'Password baru tidak boleh kosong', // (ours)
  profileRepeatPasswordRequired: 'Ulangi password tidak boleh kosong', // (ours)
  profilePasswordMismatch: 'password baru dan ulangi password tidak sama',
  profileOldPasswordWrong: 'Password lama salah',
  profileSaved: 'Perubahan berhasil disimpan', // (ours)
  profilePasswordChanged: 'Password berhasil diubah', // (ours)
  profileKycTitle: 'Data KYC', // (ours)
  profileKycFullName: 'Nama Lengkap', // (ours)
  profileKycAddress: 'Alamat', // (ours)
  profileKycIdentityOwner: 'Pemilik Identitas', // (ours)
  profileKycPhone: 'No Telepon',
  profileKycJob: 'Pekerjaan', // (ours)
  profileKycEmpty: 'Data KYC belum tersedia.', // (ours)
  profileDownloadPdf: 'Unduh PDF', // (ours)

  // ── Platform choice and bank (spec 000 §2, §5; 001 §2) ────────────────
  platformTitle: 'Pembukaan RPED',
  platformSubtitle: 'Pilih platform perdagangan emas digital Anda.', // (ours)
  platformLabel: 'Platform', // (ours)
  platformNotChosen: 'Platform belum dipilih',
  promoterCodeLabel: 'Kode Promotor (opsional)', // (ours)
  promoterCodeLength: 'Minimal dan maksimal 8 karakter',
  promoterCodeNotFound: 'Kode promotor tidak ditemukan', // (ours) 1001
  promoterCodeValid: 'Kode promotor valid', // (ours)
  chooseBankTitle: 'Bank Mitra Rekening Peserta Emas Digital', // (ours)
  chooseBankSubtitle: 'Pilih bank tempat rekening peserta emas digital Anda dibuka.', // (ours)
  hasBankAccountQuestion: 'Apakah Anda sudah memiliki rekening tabungan di bank ini?', // (ours)
  hasBankAccountYes: 'Ya',
  hasBankAccountNo: 'Belum',
  openBankAccountFirst:
    'Silakan buka rekening tabungan terlebih dahulu melalui aplikasi bank berikut, lalu kembali ke halaman ini.', // (ours)

  // ── Account status pages ──────────────────────────────────────────────
  waitingTitle: 'Data berhasil dimasukkan', // (ours)
  waitingText:
    'Data Anda sedang diverifikasi oleh admin. Kami akan menghubungi Anda setelah verifikasi selesai.', // (ours)
  accountStatusTitle: 'Status Akun', // (ours)
  accountStatusText: 'Akun Anda sedang dalam peninjauan. Silakan hubungi layanan pelanggan kami.', // (ours)
  brokerWillContact: 'Pialang kami akan segera menghubungi Anda.', // (ours)
  backToHome: 'Kembali ke Beranda', // (ours)

  // ── Server: reset, profile, wallet, platform ──
  customerNotOnPlatform: 'Anda belum terdaftar sebagai nasabah pada platform ini.', // (ours) 002
  kycPdfTitle: 'Profil KYC Nasabah', // (ours)
  kycPdfPrintedAt: 'Tanggal cetak', // (ours)
  kycPdfPersonalSection: 'Data Pribadi', // (ours)
  kycPdfWorkSection: 'Data Pekerjaan', // (ours)
  kycPdfFooter: 'Dokumen ini dibuat secara elektronik oleh sistem Kilau.', // (ours)
  resetOtpEmailSubject: 'Kode OTP reset password Kilau', // (ours)
  resetOtpEmailText:
    'Kode OTP untuk mengatur ulang password akun Kilau Anda: {otp}. Kode berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Kilau. Abaikan email ini jika Anda tidak meminta reset password.', // (ours)
  passwordResetEmailSubject: 'Password akun Kilau Anda telah diatur ulang', // (ours)
  passwordResetEmailText:
    'Password akun Kilau Anda baru saja diatur ulang dan semua sesi yang aktif telah diakhiri. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.', // (ours)
  passwordChangedEmailSubject: 'Password akun Kilau Anda telah diubah', // (ours)
  passwordChangedEmailText:
    'Password akun Kilau Anda baru saja diubah dan sesi di perangkat lain telah diakhiri. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.', // (ours)
  emailChangedEmailSubject: 'Email akun Kilau Anda telah diubah', // (ours)
  emailChangedEmailText:
    'Email akun Kilau Anda telah diubah menjadi {email}. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.', // (ours)

  // ── Web: customer area ──
  navMain: 'Navigasi utama', // (ours)
  navOpenMenu: 'Buka menu', // (ours)
  navProfile: 'Profil', // (ours)
  buttonClose: 'Tutup', // (ours)
  dashboardSubtitle: 'Ringkasan saldo dan transaksi emas Anda.', // (ours)
  gramUnit: 'gr', // (ours)
  balanceGoldBreakdown: 'Rincian saldo emas', // (ours)
  profileSubtitle: 'Kelola data akun dan keamanan Anda.', // (ours)
  profileAccountTitle: 'Data Akun', // (ours)
  profilePasswordMasked: '••••••••', // (ours)
  profilePhotoAlt: 'Foto profil', // (ours)
  profileDownloadFailed: 'PDF belum dapat diunduh. Silakan coba lagi.', // (ours)
  promoterCodeChecking: 'Memeriksa kode promotor…', // (ours)
  promoterCodeHint: 'Masukkan 8 karakter kode promotor jika ada.', // (ours)
  chooseBankChange: 'Pilih bank lain', // (ours)
  openBankAccountTitle: 'Buka rekening terlebih dahulu', // (ours)
  opensInNewTab: '(membuka tab baru)', // (ours)
  bankRegistrationTitle: 'Pendaftaran Rekening Bank', // (ours)
  bankRegistrationPreparing:
    'Formulir pendaftaran bank (nama lengkap, nama ibu kandung, tanggal lahir, No KTP, dan persetujuan) sedang kami siapkan.', // (ours)
  selectedBank: 'Bank pilihan Anda', // (ours)

  // ── Server: auth & registration ──
  registerOtpSms:
    'Kode OTP Kilau Anda: {otp}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.', // (ours)
  activationEmailSubject: 'Aktivasi akun Kilau Anda', // (ours)
  activationEmailGreeting: 'Halo {name},', // (ours)
  activationEmailIntro:
    'Terima kasih telah mendaftar di Kilau. No telepon Anda sudah terverifikasi. Untuk menyelesaikan pendaftaran, aktifkan akun Anda melalui link berikut:', // (ours)
  activationEmailButton: 'Aktifkan Akun', // (ours)
  activationEmailExpiry: 'Link ini berlaku {hours} jam dan hanya dapat digunakan satu kali.', // (ours)
  activationEmailIgnore:
    'Jika Anda tidak merasa mendaftar di Kilau, abaikan email ini. Kami tidak pernah meminta password atau kode OTP Anda.', // (ours)
  activationEmailSignature: 'Salam,\nTim Kilau', // (ours)
  logoutDone: 'Anda telah keluar dari Kilau.', // (ours)

  // ── Web: auth, registration, reset ──
  landingEyebrow: 'Pialang emas fisik digital', // (ours)
  landingFeatureRegulatedTitle: 'Teregulasi', // (ours)
  landingFeatureRegulatedText:
    'Transaksi melalui pialang berjangka dan bursa resmi, dengan rekening di bank mitra.', // (ours)
  landingFeaturePhysicalTitle: 'Emas fisik', // (ours)
  landingFeaturePhysicalText: 'Setiap gram emas Anda tercatat dan didukung emas fisik yang tersimpan.', // (ours)
  landingFeatureOnlineTitle: 'Serba daring', // (ours)
  landingFeatureOnlineText: 'Daftar, verifikasi identitas, dan pantau saldo dari ponsel Anda.', // (ours)
  landingHaveAccount: 'Sudah punya akun?', // (ours)
  registerHaveAccount: 'Sudah punya akun?', // (ours)
  registerSubtitle: 'Isi data berikut untuk membuat akun Kilau.', // (ours)
  loginSubtitle: 'Masuk dengan email, username, atau no telepon Anda.', // (ours)
  showPassword: 'Tampilkan password', // (ours)
  otpLabel: 'Kode OTP', // (ours)
  otpResendLink: 'Kirim ulang kode OTP', // (ours)
  otpResent: 'Kode OTP baru telah dikirim', // (ours)
  backToLogin: 'Kembali ke halaman Masuk', // (ours)
  activationRequestNewLink: 'Masukkan email Anda untuk mendapatkan link aktivasi yang baru.', // (ours)
  activationSendNewLink: 'Kirim Link Aktivasi', // (ours)
  passwordRulesTitle: 'Password harus memenuhi:', // (ours)
  captchaVerifying: 'Memverifikasi keamanan…', // (ours)
} as const;

export type MessageKey = keyof typeof MSG;
