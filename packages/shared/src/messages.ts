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
  notFoundTitle: 'Halaman Tidak Ditemukan', // (ours) spec 002 §2 calls it a 404 Page Not Found screen
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

  // ── Onboarding: uploads ──
  uploadImageInvalid: 'Format file atau ukuran salah',
  uploadKtpRequired: 'Upload KTP tidak boleh kosong',
  uploadPhotoRequired: 'Upload Foto Terkini tidak boleh kosong',
  uploadPhotoWithKtpRequired: 'Upload Foto diri dengan ktp tidak boleh kosong',
  uploadFileRequired: 'File tidak boleh kosong',
  uploadVideoInvalid: 'Format file salah',
  uploadKindInvalid: 'Jenis lampiran tidak dikenal', // (ours)
  uploadCustomerNotFound: 'Data nasabah tidak ditemukan.', // (ours)
  fileNotFound: 'File tidak ditemukan.', // (ours)

  // ── Onboarding: master data and identity ──
  ektpInvalid: 'E-KTP tidak valid',
  ktpNoMin: 'No KTP minimal 16 karakter',
  ktpNoMax: 'No KTP maksimal 16 karakter', // (ours: DESIGN §5 settles exactly 16 digits)
  ktpNoRequired: 'No KTP wajib diisi', // (ours)
  ktpNoDigits: 'No KTP hanya boleh berisi angka', // (ours)
  nikDayInvalid: 'Tanggal lahir pada No KTP tidak valid', // (ours)
  nikMonthInvalid: 'Bulan lahir pada No KTP tidak valid', // (ours)
  nikDateInvalid: 'Tanggal lahir pada No KTP bukan tanggal yang benar', // (ours)
  nikProvinceUnknown: 'Kode provinsi pada No KTP tidak dikenal', // (ours)
  nikRegionUnknown:
    'Kode wilayah pada No KTP tidak ada di data wilayah terkini (mungkin wilayah sebelum pemekaran). Data tetap disimpan dan akan diperiksa petugas.', // (ours)
  nikBirthDateMismatch: 'Tanggal lahir tidak sesuai dengan No KTP. Periksa kembali data Anda.', // (ours)
  nikGenderMismatch: 'Jenis kelamin tidak sesuai dengan No KTP. Periksa kembali data Anda.', // (ours)
  npwpNoMin: 'No NPWP minimal 15 karakter',
  npwpNoMax: 'No NPWP maksimal 16 karakter', // (ours: DESIGN §7 also accepts the 16-digit form)
  npwpNoDigits: 'No NPWP hanya boleh berisi angka', // (ours)
  npwpNo16Form: 'No NPWP 16 digit harus berupa NIK atau angka 0 diikuti 15 digit NPWP lama', // (ours)
  npwpNoNotOwnNik: 'No NPWP 16 digit harus sama dengan No KTP Anda', // (ours)
  masterDataNotFound: 'Data master tidak ditemukan', // (ours)

  // ── Onboarding: steps ──
  stepSaved: 'Data berhasil disimpan', // (ours)
  stepAlreadySubmitted: 'Data sudah di submit',
  stepSystemError: 'kesalahan sistem',
  stepCheckInput: 'Cek kembali inputan anda',
  submitMissingPersonal: 'Silahkan lengkapi Data Pribadi',
  submitMissingEmployment: 'Data Pekerjaan',
  submitMissingFinancial: 'Data Keuangan',
  submitMissingEmergencyContact: 'Data Kontak Darurat',
  submitMissingAttachment: 'Data Lampiran',
  submitFillEverything: 'Pastikan data anda sudah terisi semua',
  submitDone: 'Data berhasil dikirim dan akan diverifikasi oleh admin', // (ours)
  registrationSuccess: 'Selamat, Akun anda berhasil didaftarkan',
  ktpAlreadyRegistered: 'No KTP Sudah Terdaftar',
  accountAlreadyRegistered: 'Akun Sudah Terdaftar',
  dataNotRight: 'Pastikan data yang anda masukkan benar',
  ktpRejected: 'KTP Number rejected by the system!',
  registrationSystemError: 'Kesalahan sistem',
  consentRequired: 'Pernyataan Belum disetujui',
  attachmentFillEverything: 'Pastikan semua inputan sudah terisi',
  signatureRequired: 'Tanda Tangan tidak boleh kosong',
  partnerSignatureRequired: 'Tanda Tangan pasangan tidak boleh kosong', // (ours) also code 406
  disputeBodyRequired: 'Anda belum memilih Badan Penyelesaian Perselisihan dan Domisili Hukum pada poin 24',
  disputeDetailRequired: 'Sebutkan Pengadilan Negeri yang Anda pilih pada poin 24', // (ours)
  attachmentFileUnknown: 'File lampiran tidak ditemukan. Silakan upload ulang.', // (ours)
  kycRecordNotFound: 'Data nasabah tidak ditemukan.', // (ours)
  bankCodeInvalid: 'Bank belum dipilih', // (ours)
  cimbBankOnly: 'Formulir ini hanya untuk rekening CIMB Niaga atau CIMB Syariah', // (ours)
  fullnameMax40: 'Nama lengkap maksimal 40 karakter', // (ours)
  fullnameLetters: 'Nama lengkap hanya boleh berisi huruf dan spasi', // (ours)
  mothersNameRequired: 'Nama ibu kandung tidak boleh kosong', // (ours)
  mothersNameMax: 'Nama ibu kandung maksimal 40 karakter', // (ours)
  mothersNameLetters: 'Nama ibu kandung hanya boleh berisi huruf dan spasi', // (ours)
  birthDateRequired: 'Tanggal lahir tidak boleh kosong', // (ours)
  dateInvalidFormat: 'Format tanggal salah', // (ours)
  birthDateFuture: 'Tanggal lahir tidak boleh melebihi hari ini', // (ours)
  birthDateMinAge: 'Usia minimal 17 tahun', // (ours)
  ktpIssuedDateRequired: 'Tanggal terbit KTP tidak boleh kosong', // (ours)
  ktpIssuedDateFuture: 'Tanggal terbit KTP tidak boleh melebihi hari ini', // (ours)
  placeOfBirthRequired: 'Tempat lahir tidak boleh kosong', // (ours)
  placeOfBirthMax: 'Tempat lahir maksimal 25 karakter', // (ours)
  placeOfBirthLetters: 'Tempat lahir hanya boleh berisi huruf dan spasi', // (ours)
  citizenshipRequired: 'Kewarganegaraan belum dipilih', // (ours)
  genderRequired: 'Jenis kelamin belum dipilih', // (ours)
  religionRequired: 'Agama belum dipilih', // (ours)
  marriageRequired: 'Status perkawinan belum dipilih', // (ours)
  educationRequired: 'Pendidikan terakhir belum dipilih', // (ours)
  dependentNoInvalid: 'Jumlah tanggungan harus berupa angka 0 sampai 99', // (ours)
  occupationRequired: 'Pekerjaan belum dipilih', // (ours)
  industrialRequired: 'Bidang usaha belum dipilih', // (ours)
  positionRequired: 'Jabatan belum dipilih', // (ours)
  companyNameRequired: 'Nama perusahaan tidak boleh kosong', // (ours)
  companyNameMax: 'Nama perusahaan maksimal 70 karakter', // (ours)
  companyNameLetters: 'Nama perusahaan hanya boleh berisi huruf dan spasi', // (ours)
  workMonthInvalid: 'Lama bekerja harus berupa angka (bulan)', // (ours)
  addressRequired: 'Alamat tidak boleh kosong', // (ours)
  addressMax: 'Alamat maksimal 80 karakter', // (ours)
  addressChars: 'Alamat hanya boleh berisi huruf, angka, spasi, titik, dan tanda hubung', // (ours)
  provinceRequired: 'Provinsi belum dipilih', // (ours)
  regencyRequired: 'Kabupaten/Kota belum dipilih', // (ours)
  districtRequired: 'Kecamatan belum dipilih', // (ours)
  villageRequired: 'Kelurahan/Desa belum dipilih', // (ours)
  regionMismatch: 'Wilayah yang dipilih tidak sesuai', // (ours)
  postcodeInvalid: 'Kode pos harus 5 digit angka', // (ours)
  fundRequired: 'Sumber dana belum dipilih', // (ours)
  salaryRequired: 'Penghasilan per tahun belum dipilih', // (ours)
  monthlyTransactionRequired: 'Perkiraan transaksi per bulan belum dipilih', // (ours)
  purposeFundRequired: 'Tujuan penggunaan dana belum dipilih', // (ours)
  purposeOpenAccountRequired: 'Tujuan pembukaan rekening belum dipilih', // (ours)
  amountInvalid: 'Nilai harus berupa angka rupiah tanpa tanda baca', // (ours)
  cashBankNameInvalid: 'Nama bank maksimal 50 karakter, huruf dan spasi', // (ours)
  contactNameRequired: 'Nama kontak darurat tidak boleh kosong', // (ours)
  contactNameMax: 'Nama kontak darurat maksimal 70 karakter', // (ours)
  contactNameLetters: 'Nama kontak darurat hanya boleh berisi huruf dan spasi', // (ours)
  contactPhoneRequired: 'No telepon kontak darurat tidak boleh kosong', // (ours)
  contactPhoneInvalid: 'No telepon harus 10 sampai 18 digit angka', // (ours)
  relationshipRequired: 'Hubungan tidak boleh kosong', // (ours)
  relationshipMax: 'Hubungan maksimal 15 karakter', // (ours)
  relationshipLetters: 'Hubungan hanya boleh berisi huruf', // (ours)
  accountNameRequired: 'Nama pemilik rekening tidak boleh kosong', // (ours)
  accountNameMax: 'Nama pemilik rekening maksimal 40 karakter', // (ours)
  accountNoRequired: 'No rekening tidak boleh kosong', // (ours)
  accountNoInvalid: 'No rekening harus 5 sampai 20 digit angka', // (ours)
  nikWarningRecorded: 'Data tersimpan. Mohon periksa kembali kesesuaian data dengan No KTP Anda.', // (ours)
  // ── Onboarding: legal documents ──
  legalDocumentNotFound: 'Dokumen tidak ditemukan', // (ours)
  printFormNotFound: 'Formulir tidak ditemukan', // (ours)
  printVersion: 'Versi', // (ours)
  printClause: 'Pasal', // (ours)
  printPageOf: 'Halaman {page} dari {pages}', // (ours)
  printPhoneShort: 'Telp.', // (ours)
  printUndersigned: 'Yang bertanda tangan di bawah ini:', // (ours)
  printFullname: 'Nama Lengkap', // (ours)
  printBirth: 'Tempat, Tanggal Lahir', // (ours)
  printKtp: 'No. KTP', // (ours)
  printAddress: 'Alamat', // (ours)
  printPhone: 'No. Telepon', // (ours)
  printOccupation: 'Pekerjaan', // (ours)
  printCustomerPosition: 'Jabatan', // (ours)
  printOfficePhone: 'No. Telepon Kantor', // (ours)
  printDemoAccount: 'No. Akun Demo', // (ours)
  printCompanyName: 'Nama Perusahaan', // (ours)
  printCompanyId: 'Company ID', // (ours)
  printOfficialName: 'Nama Pejabat', // (ours)
  printOfficialPosition: 'Jabatan Pejabat', // (ours)
  printCustomerRole: 'Nasabah', // (ours)
  printBrokerRole: 'Pialang Berjangka', // (ours)
  printStatementRole: 'Yang Membuat Pernyataan', // (ours)
  printAmanahParties:
    'selanjutnya disebut "Nasabah", dengan ini memberikan amanat kepada {company}, selanjutnya disebut "Pialang Berjangka", dengan ketentuan sebagai berikut:', // (ours)
  printDisputeChoice: 'Pilihan Nasabah atas badan penyelesaian perselisihan dan domisili hukum:', // (ours)
  printAmanahClosing:
    'Demikian Perjanjian ini dibuat dan disetujui oleh Nasabah dalam keadaan sadar, sehat jasmani dan rohani, tanpa paksaan dari pihak mana pun, setelah membaca dan memahami seluruh isinya.', // (ours)
  printSimulasiTitle: 'Surat Pernyataan Telah Melakukan Simulasi Transaksi', // (ours)
  printSimulasiStatement:
    'dengan ini menyatakan bahwa saya telah melakukan simulasi transaksi emas fisik digital pada akun demo {company} dan telah memahami mekanisme transaksi, perhitungan biaya dan pajak, serta risiko transaksi, termasuk contoh perhitungan berikut:', // (ours)
  printSimulasiClosing:
    'Demikian pernyataan ini saya buat dengan sebenarnya dalam keadaan sadar, sehat jasmani dan rohani, tanpa paksaan dari pihak mana pun.', // (ours)
  printSimItem: 'Uraian', // (ours)
  printSimBuy: 'Beli', // (ours)
  printSimSell: 'Jual', // (ours)
  printSimGrams: 'Jumlah emas', // (ours)
  printSimPrice: 'Harga per gram', // (ours)
  printSimValue: 'Nilai transaksi', // (ours)
  printSimFee: 'Biaya transaksi', // (ours)
  printSimTax: 'Pajak', // (ours)
  printSimTotal: 'Dibayar / diterima Nasabah', // (ours)
  printCimbTitle: 'Surat Kuasa Pendebetan dan Pengkreditan Rekening', // (ours)
  printCimbSubtitle: 'PT Bank CIMB Niaga Tbk – Layanan Perbankan Korporasi', // (ours)
  printCimbGrantor: 'Pemberi Kuasa (Nasabah)', // (ours)
  printCimbCompany: 'Perusahaan Pialang Berjangka', // (ours)
  printCimbPowerHeading: 'Isi Kuasa', // (ours)
  printCimbPower1:
    'Pemberi Kuasa dengan ini memberikan kuasa kepada PT Bank CIMB Niaga Tbk (Bank) untuk mendebet dan/atau mengkredit rekening Pemberi Kuasa pada Bank berdasarkan instruksi yang disampaikan oleh {company} melalui layanan perbankan korporasi Bank, semata-mata untuk penyelesaian transaksi emas fisik digital Pemberi Kuasa beserta biaya dan pajaknya.', // (ours)
  printCimbPower2:
    'Pemberi Kuasa juga memberikan kuasa kepada Bank untuk memberikan informasi saldo dan mutasi rekening tersebut kepada {company} sepanjang diperlukan untuk transaksi Pemberi Kuasa.', // (ours)
  printCimbPower3:
    'Kuasa ini berlaku sejak ditandatangani dan hanya berakhir apabila dicabut secara tertulis oleh Pemberi Kuasa. Pencabutan berlaku efektif paling lambat {days} hari kerja bank setelah pemberitahuan pencabutan diterima oleh Bank, tanpa mengurangi kewajiban Pemberi Kuasa atas transaksi yang telah terjadi.', // (ours)
  printCimbPower4:
    'Pemberi Kuasa membebaskan Bank dari segala tuntutan atas pelaksanaan kuasa ini sepanjang Bank melaksanakannya sesuai dengan instruksi yang sah.', // (ours)
  printCimbGrantorRole: 'Pemberi Kuasa', // (ours)
  printCimbCompanyRole: 'Mengetahui, {company}', // (ours)
  // ── Web: onboarding bank form and steps 1-2 ──
  stepOf: 'Langkah {n} dari {total}', // (ours)
  stepPersonalTitle: 'Data Pribadi', // (ours)
  stepEmploymentTitle: 'Data Pekerjaan', // (ours)
  stepFinancialTitle: 'Data Keuangan', // (ours)
  stepBankAccountTitle: 'Data Rekening', // (ours)
  stepContactTitle: 'Kontak Darurat', // (ours)
  stepAttachmentTitle: 'Lampiran', // (ours)
  stepProgressLabel: 'Langkah pendaftaran', // (ours)
  stepSavedMark: 'tersimpan', // (ours) read out after a saved step's name in the indicator
  buttonPrevious: 'Sebelumnya', // (ours)
  buttonSaveNext: 'Simpan & Lanjut', // (ours)
  selectPlaceholder: 'Pilih', // (ours)
  selectSearchPlaceholder: 'Ketik untuk mencari', // (ours)
  selectNoOptions: 'Pilihan tidak tersedia', // (ours)
  selectNothingFound: 'Tidak ditemukan', // (ours)
  selectLoadFailed: 'Pilihan gagal dimuat.', // (ours)
  selectChooseParentFirst: 'Pilih {parent} terlebih dahulu', // (ours)
  legalLoadFailed: 'Dokumen gagal dimuat.', // (ours)
  legalRead: 'Baca ketentuan', // (ours)
  legalAgree: 'Saya Setuju', // (ours)
  bankFormSubtitle: 'Lengkapi data sesuai KTP Anda untuk membuka rekening peserta emas digital.', // (ours)
  bankFormCimbSubtitle: 'Isi data rekening {bank} milik Anda.', // (ours)
  mothersNameLabel: 'Nama Ibu Kandung', // (ours)
  birthDateLabel: 'Tanggal Lahir', // (ours)
  ktpNoLabel: 'No KTP', // (ours)
  accountNameLabel: 'Nama Pemilik Rekening', // (ours)
  accountNoLabel: 'No Rekening', // (ours)
  consentAccountTerms: 'Saya telah membaca dan menyetujui Ketentuan Rekening Peserta Emas Digital', // (ours)
  consentSavingsTerms: 'Saya telah membaca dan menyetujui Ketentuan dan Tarif Produk Tabungan', // (ours)
  consentCimbTerms: 'Saya telah membaca dan menyetujui Ketentuan Rekening Peserta {bank}', // (ours)
  bankFormChangeBank: 'Ganti bank', // (ours)
  placeOfBirthLabel: 'Tempat Lahir', // (ours)
  ktpIssuedDateLabel: 'Tanggal Terbit KTP', // (ours)
  citizenshipLabel: 'Kewarganegaraan', // (ours)
  citizenshipWni: 'WNI (Warga Negara Indonesia)', // (ours)
  citizenshipWna: 'WNA (Warga Negara Asing)', // (ours)
  npwpNoLabel: 'No NPWP (opsional)', // (ours)
  genderLabel: 'Jenis Kelamin', // (ours)
  religionLabel: 'Agama', // (ours)
  marriageLabel: 'Status Perkawinan', // (ours)
  educationLabel: 'Pendidikan Terakhir', // (ours)
  dependentNoLabel: 'Jumlah Tanggungan', // (ours)
  nikRegionFound: 'Wilayah No KTP: {region}', // (ours)
  nikChecking: 'Memeriksa No KTP…', // (ours)
  profileAckLabel: 'Saya telah membaca Profil Perusahaan Pialang', // (ours)
  profileAckOpen: 'Baca Profil Perusahaan', // (ours)
  profileAckDone: 'Ya, dikonfirmasi pada {date}', // (ours)
  occupationLabel: 'Pekerjaan', // (ours)
  industrialLabel: 'Bidang Usaha', // (ours)
  positionLabel: 'Jabatan', // (ours)
  companyNameLabel: 'Nama Perusahaan', // (ours)
  workMonthLabel: 'Lama Bekerja (bulan)', // (ours)
  identityAddressTitle: 'Alamat Sesuai KTP', // (ours)
  addressLabel: 'Alamat', // (ours)
  provinceLabel: 'Provinsi', // (ours)
  regencyLabel: 'Kabupaten/Kota', // (ours)
  districtLabel: 'Kecamatan', // (ours)
  villageLabel: 'Kelurahan/Desa', // (ours)
  postcodeLabel: 'Kode Pos', // (ours)
  confirmEmploymentLabel: 'Saya menyatakan data pekerjaan di atas benar', // (ours)
  confirmCustomerLabel: 'Saya menyatakan data diri dan alamat di atas benar dan sesuai KTP', // (ours)
  confirmBeneficialOwnerLabel: 'Saya bertindak untuk diri sendiri dan merupakan pemilik manfaat dana', // (ours)
  workSectionTitle: 'Pekerjaan', // (ours)
  recordNotFoundGoRegister: 'Anda belum mendaftar rekening bank. Silakan pilih bank terlebih dahulu.', // (ours)

  // ── Web: onboarding attachments, preview, waiting ──
  attachTitle: 'Data Lampiran', // (ours)
  attachSubtitle: 'Unggah dokumen, rekam video pernyataan, tanda tangani, dan setujui perjanjian.', // (ours)
  attachDocsSection: 'Dokumen', // (ours)
  attachDocKtp: 'Foto KTP', // (ours)
  attachDocPhoto: 'Foto Terkini', // (ours)
  attachDocPhotoWithKtp: 'Foto Diri dengan KTP', // (ours)
  attachDocKk: 'Kartu Keluarga / Buku Tabungan (opsional)', // (ours)
  attachDocOther: 'Tagihan Listrik / Air (opsional)', // (ours)
  attachDocNpwp: 'Foto NPWP (opsional)', // (ours)
  attachImageHint: 'JPG atau PNG, maksimal 400 KB setelah dikompres.', // (ours)
  attachChooseFile: 'Pilih File', // (ours)
  attachChangeFile: 'Ganti File', // (ours)
  attachUploading: 'Mengunggah…', // (ours)
  attachViewFull: 'Lihat ukuran penuh', // (ours)
  attachUseCamera: 'Pakai Kamera', // (ours)
  attachSelfieTitle: 'Ambil Foto', // (ours)
  attachCapture: 'Ambil Foto', // (ours)
  attachRetake: 'Ulangi', // (ours)
  attachUsePhoto: 'Gunakan Foto', // (ours)
  attachCameraUnavailable: 'Cannot get media devices',
  attachVideoTitle: 'Video Pernyataan', // (ours)
  attachVideoHint:
    'Rekam video singkat saat Anda menyatakan setuju membuka rekening, atau unggah file MP4 (maksimal 200 MB).', // (ours)
  attachVideoRecord: 'Rekam Video', // (ours)
  attachVideoStop: 'Berhenti Merekam', // (ours)
  attachVideoRecording: 'Merekam…', // (ours)
  attachVideoUpload: 'Unggah MP4', // (ours)
  attachSignatureTitle: 'Tanda Tangan', // (ours)
  attachSignatureOwn: 'Tanda Tangan Nasabah', // (ours)
  attachSignaturePartner: 'Tanda Tangan Suami/Istri', // (ours)
  attachSignatureSign: 'Buat Tanda Tangan', // (ours)
  attachSignatureRedo: 'Ulangi Tanda Tangan', // (ours)
  attachSignaturePad: 'Area tanda tangan: gambar tanda tangan Anda dengan jari atau mouse', // (ours)
  attachSignatureClear: 'Hapus', // (ours)
  attachSignatureSave: 'Simpan Tanda Tangan', // (ours)
  attachAgreementTitle: 'Perjanjian dan Pernyataan', // (ours)
  attachAgreementRead: 'Baca dan Setujui', // (ours)
  attachAgreementAccept: 'Saya Setuju', // (ours)
  attachAgreementDone: 'Disetujui', // (ours)
  attachStatementAmanat: 'Perjanjian Pemberian Amanat', // (ours)
  attachStatementOwner: 'Pernyataan Pemilik Manfaat', // (ours)
  attachStatementSimulation: 'Simulasi Transaksi', // (ours)
  attachDisputeLabel: 'Badan Penyelesaian Perselisihan dan Domisili Hukum (poin 24)', // (ours)
  attachPromoterChecking: 'Memeriksa kode promotor…', // (ours)
  attachConfirm:
    'Saya menyatakan bahwa seluruh data dan lampiran yang saya berikan adalah benar dan milik saya sendiri.', // (ours)
  attachSubmit: 'Simpan dan Lanjutkan', // (ours)
  previewTitle: 'Register Preview',
  previewSubtitle: 'Periksa kembali data Anda sebelum dikirim untuk diverifikasi.', // (ours)
  previewBankSection: 'Bank Pilihan', // (ours)
  previewIdentitySection: 'Data Identitas', // (ours)
  previewAttachmentSection: 'Lampiran', // (ours)
  previewPromoterSection: 'Kode Promotor', // (ours)
  previewPrintSection: 'Dokumen untuk Dicetak', // (ours)
  previewBankName: 'Nama Bank', // (ours)
  previewBankType: 'Jenis Rekening', // (ours)
  previewBankTypeKonvensional: 'Konvensional', // (ours)
  previewBankTypeSyariah: 'Syariah', // (ours)
  previewFullname: 'Nama Lengkap', // (ours)
  previewBirth: 'Tempat, Tanggal Lahir', // (ours)
  previewEducation: 'Pendidikan', // (ours)
  previewCitizenship: 'Kewarganegaraan', // (ours)
  previewCitizenshipWni: 'WNI', // (ours)
  previewCitizenshipWna: 'WNA', // (ours)
  previewNpwp: 'No NPWP', // (ours)
  previewGender: 'Jenis Kelamin', // (ours)
  previewReligion: 'Agama', // (ours)
  previewKtp: 'No KTP', // (ours)
  previewMarriage: 'Status Perkawinan', // (ours)
  previewMothersName: 'Nama Ibu Kandung', // (ours)
  previewAddress: 'Alamat KTP', // (ours)
  previewProvince: 'Provinsi', // (ours)
  previewRegency: 'Kabupaten/Kota', // (ours)
  previewDistrict: 'Kecamatan', // (ours)
  previewVillage: 'Kelurahan/Desa', // (ours)
  previewPostcode: 'Kode Pos', // (ours)
  previewOccupation: 'Pekerjaan', // (ours)
  previewCompany: 'Nama Perusahaan', // (ours)
  previewIndustry: 'Bidang Usaha', // (ours)
  previewVideo: 'Video Verifikasi', // (ours)
  previewPrintAmanah: 'Perjanjian Pemberian Amanat (PDF)', // (ours)
  previewPrintSimulasi: 'Pernyataan Simulasi Transaksi (PDF)', // (ours)
  previewPrintFormCimb: 'Surat Kuasa CIMB Niaga (PDF)', // (ours)
  previewFixStep: 'Lengkapi sekarang', // (ours)
  previewEdit: 'Ubah Lampiran', // (ours)
  previewSubmit: 'Kirim Data', // (ours)
  waitingContactIntro: 'Ada pertanyaan? Hubungi layanan pelanggan kami:', // (ours)
  waitingPhone: 'Telepon', // (ours)
  waitingEmail: 'Email', // (ours)
  // ── Web: onboarding steps 3-5 ──
  rupiahPrefix: 'Rp', // (ours)
  financialSubtitle: 'Isi sumber dan tujuan dana serta aset yang Anda miliki.', // (ours)
  fundLabel: 'Sumber Dana', // (ours)
  salaryLabel: 'Penghasilan per Tahun', // (ours)
  monthlyTransactionLabel: 'Perkiraan Transaksi per Bulan', // (ours)
  purposeFundLabel: 'Tujuan Penggunaan Dana', // (ours)
  purposeOpenAccountLabel: 'Tujuan Pembukaan Rekening', // (ours)
  experienceTitle: 'Pengalaman', // (ours)
  investmentExperienceLabel: 'Saya pernah berinvestasi', // (ours)
  tradingExperienceLabel: 'Saya pernah bertransaksi di perdagangan berjangka atau emas digital', // (ours)
  assetsTitle: 'Aset (opsional)', // (ours)
  buildingAssetToggle: 'Saya memiliki tanah atau bangunan', // (ours)
  buildingAddressLabel: 'Alamat Tanah/Bangunan', // (ours)
  njopValueLabel: 'Nilai NJOP', // (ours)
  cashAssetToggle: 'Saya memiliki simpanan di bank', // (ours)
  cashBankNameLabel: 'Nama Bank', // (ours)
  cashBalanceLabel: 'Saldo Simpanan', // (ours)
  confirmFinancialLabel: 'Saya menyatakan data keuangan di atas benar', // (ours)
  bankAccountSubtitle: 'Rekening peserta emas digital Anda di bank mitra.', // (ours)
  bankTypeLabel: 'Jenis Rekening', // (ours)
  bankTypeKonvensional: 'Konvensional', // (ours)
  bankTypeSyariah: 'Syariah', // (ours)
  accountNoPending: 'Diterbitkan bank setelah data Anda diverifikasi', // (ours)
  bankTermsTitle: 'Ketentuan Rekening', // (ours)
  bankTermsHint: 'Baca setiap ketentuan sampai akhir, lalu pilih Saya Setuju.', // (ours)
  legalScrollToEnd: 'Gulir sampai akhir dokumen untuk menyetujui', // (ours)
  legalAgreed: 'Disetujui', // (ours)
  confirmBankLabel: 'Saya menyatakan data rekening di atas benar', // (ours)
  contactSubtitle: 'Orang yang dapat kami hubungi bila Anda tidak dapat dihubungi.', // (ours)
  contactFullnameLabel: 'Nama Lengkap', // (ours)
  contactPhoneLabel: 'No Telepon', // (ours)
  relationshipLabel: 'Hubungan', // (ours)
  relationshipPlaceholder: 'Contoh: Kakak', // (ours)
  confirmEmergencyContactLabel: 'Saya menyatakan data kontak darurat di atas benar', // (ours)
} as const;

export type MessageKey = keyof typeof MSG;
