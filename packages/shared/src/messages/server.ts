/** Texts only the server sends: error replies, e-mail and SMS bodies, PDF headings. */

// ── Landing and general ───────────────────────────────────────────────
export const unauthorized = 'Sesi Anda telah berakhir. Silakan masuk kembali.'; // (ours)
export const forbidden = 'Anda tidak memiliki akses ke halaman ini.'; // (ours)
export const storageUnavailable =
  'Penyimpanan berkas sedang tidak dapat dihubungi. Berkas Anda belum tersimpan; silakan coba lagi beberapa saat lagi.'; // (ours) 503 on an upload
export const storageUnavailableRead =
  'Berkas tidak dapat dibuka karena penyimpanan sedang tidak dapat dihubungi. Silakan coba lagi.'; // (ours) 503 on a read

// ── Registration (docs/product/customer-area.md § Rules, Messages) ────────────────────────────────────
export const otpWrong = 'Kode OTP salah'; // (ours)
export const otpMaxReached = 'Batas percobaan kode OTP telah tercapai. Silakan daftar ulang.'; // (ours) 9001
export const otpSessionExpired = 'Sesi pendaftaran telah berakhir. Silakan daftar ulang.'; // (ours) 1002

// ── Forgot password (docs/product/customer-area.md § Rules, Messages) ─────────────────────────────────
export const forgotNotFound = 'Akun tidak ditemukan';
export const forgotAlreadyRequested = 'Permintaan telah dilakukan';
export const forgotBlocked = 'Akun diblokir';

// ── Platform choice and bank (docs/product/customer-area.md § Screens, Rules; docs/product/onboarding.md § Screens) ────────────────
export const promoterCodeNotFound = 'Kode promotor tidak ditemukan'; // (ours) 1001

// ── Server: reset, profile, wallet, platform ──
export const customerNotOnPlatform = 'Anda belum terdaftar sebagai nasabah pada platform ini.'; // (ours) 002
export const kycPdfTitle = 'Profil KYC Nasabah'; // (ours)
export const kycPdfPrintedAt = 'Tanggal cetak'; // (ours)
export const kycPdfPersonalSection = 'Data Pribadi'; // (ours)
export const kycPdfWorkSection = 'Data Pekerjaan'; // (ours)
export const kycPdfFooter = 'Dokumen ini dibuat secara elektronik oleh sistem Kilau.'; // (ours)
export const resetOtpEmailSubject = 'Kode OTP reset password Kilau'; // (ours)
export const resetOtpEmailText =
  'Kode OTP untuk mengatur ulang password akun Kilau Anda: {otp}. Kode berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Kilau. Abaikan email ini jika Anda tidak meminta reset password.'; // (ours)
export const passwordResetEmailSubject = 'Password akun Kilau Anda telah diatur ulang'; // (ours)
export const passwordResetEmailText =
  'Password akun Kilau Anda baru saja diatur ulang dan semua sesi yang aktif telah diakhiri. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.'; // (ours)
export const passwordChangedEmailSubject = 'Password akun Kilau Anda telah diubah'; // (ours)
export const passwordChangedEmailText =
  'Password akun Kilau Anda baru saja diubah dan sesi di perangkat lain telah diakhiri. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.'; // (ours)
export const emailChangedEmailSubject = 'Email akun Kilau Anda telah diubah'; // (ours)
export const emailChangedEmailText =
  'Email akun Kilau Anda telah diubah menjadi {email}. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.'; // (ours)
export const contactEmailVerifySubject = 'Konfirmasi email baru akun Kilau Anda'; // (ours)
export const contactEmailVerifyText =
  'Anda meminta agar alamat ini menjadi email akun Kilau Anda. Klik link berikut untuk mengonfirmasi:\n{link}\n\nLink berlaku {minutes} menit dan hanya dapat digunakan sekali. Abaikan email ini jika Anda tidak memintanya; email akun Anda tidak akan berubah.'; // (ours)
export const contactPhoneOtpSms =
  'Kode OTP Kilau untuk mengganti nomor telepon: {otp}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk petugas Kilau.'; // (ours)
export const phoneChangedSms =
  'Nomor telepon akun Kilau Anda telah diganti menjadi {phone}. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.'; // (ours)
export const phoneChangedEmailSubject = 'No telepon akun Kilau Anda telah diubah'; // (ours)
export const phoneChangedEmailText =
  'Nomor telepon akun Kilau Anda telah diubah menjadi {phone}. Jika bukan Anda yang melakukannya, segera hubungi layanan pelanggan kami.'; // (ours)

// ── Server: auth & registration ──
export const registerOtpSms =
  'Kode OTP Kilau Anda: {otp}. Berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun.'; // (ours)
export const activationEmailSubject = 'Aktivasi akun Kilau Anda'; // (ours)
export const activationEmailGreeting = 'Halo {name},'; // (ours)
export const activationEmailIntro =
  'Terima kasih telah mendaftar di Kilau. No telepon Anda sudah terverifikasi. Untuk menyelesaikan pendaftaran, aktifkan akun Anda melalui link berikut:'; // (ours)
export const activationEmailButton = 'Aktifkan Akun'; // (ours)
export const activationEmailExpiry = 'Link ini berlaku {hours} jam dan hanya dapat digunakan satu kali.'; // (ours)
export const activationEmailIgnore =
  'Jika Anda tidak merasa mendaftar di Kilau, abaikan email ini. Kami tidak pernah meminta password atau kode OTP Anda.'; // (ours)
export const activationEmailSignature = 'Salam,\nTim Kilau'; // (ours)
export const logoutDone = 'Anda telah keluar dari Kilau.'; // (ours)

// ── Onboarding: uploads ──
export const uploadCustomerNotFound = 'Data nasabah tidak ditemukan.'; // (ours)
export const fileNotFound = 'File tidak ditemukan.'; // (ours)

// ── Onboarding: master data and identity ──
export const masterDataNotFound = 'Data master tidak ditemukan'; // (ours)

// ── Onboarding: steps ──
export const submitDone = 'Data berhasil dikirim dan akan diverifikasi oleh admin'; // (ours)
export const attachmentFileUnknown = 'File lampiran tidak ditemukan. Silakan unggah ulang.'; // (ours)
export const kycRecordNotFound = 'Data nasabah tidak ditemukan.'; // (ours)
export const regionMismatch = 'Wilayah yang dipilih tidak sesuai'; // (ours)

// ── Onboarding: legal documents ──
export const legalDocumentNotFound = 'Dokumen tidak ditemukan'; // (ours)
export const printFormNotFound = 'Formulir tidak ditemukan'; // (ours)
export const printVersion = 'Versi'; // (ours)
export const printClause = 'Pasal'; // (ours)
export const printPageOf = 'Halaman {page} dari {pages}'; // (ours)
export const printPhoneShort = 'Telp.'; // (ours)
export const printUndersigned = 'Yang bertanda tangan di bawah ini:'; // (ours)
export const printFullname = 'Nama Lengkap'; // (ours)
export const printBirth = 'Tempat, Tanggal Lahir'; // (ours)
export const printKtp = 'No. KTP'; // (ours)
export const printAddress = 'Alamat'; // (ours)
export const printPhone = 'No. Telepon'; // (ours)
export const printOccupation = 'Pekerjaan'; // (ours)
export const printCustomerPosition = 'Jabatan'; // (ours)
export const printOfficePhone = 'No. Telepon Kantor'; // (ours)
export const printDemoAccount = 'No. Akun Demo'; // (ours)
export const printCompanyName = 'Nama Perusahaan'; // (ours)
export const printCompanyId = 'ID Perusahaan'; // (ours)
export const printOfficialName = 'Nama Pejabat'; // (ours)
export const printOfficialPosition = 'Jabatan Pejabat'; // (ours)
export const printCustomerRole = 'Nasabah'; // (ours)
export const printBrokerRole = 'Pialang Berjangka'; // (ours)
export const printStatementRole = 'Yang Membuat Pernyataan'; // (ours)
export const printAmanahParties =
  'selanjutnya disebut "Nasabah", dengan ini memberikan amanat kepada {company}, selanjutnya disebut "Pialang Berjangka", dengan ketentuan sebagai berikut:'; // (ours)
export const printDisputeChoice = 'Pilihan Nasabah atas badan penyelesaian perselisihan dan domisili hukum:'; // (ours)
export const printAmanahClosing =
  'Demikian Perjanjian ini dibuat dan disetujui oleh Nasabah dalam keadaan sadar, sehat jasmani dan rohani, tanpa paksaan dari pihak mana pun, setelah membaca dan memahami seluruh isinya.'; // (ours)
export const printSimulasiTitle = 'Surat Pernyataan Telah Melakukan Simulasi Transaksi'; // (ours)
export const printSimulasiStatement =
  'dengan ini menyatakan bahwa saya telah melakukan simulasi transaksi emas fisik digital pada akun demo {company} dan telah memahami mekanisme transaksi, perhitungan biaya dan pajak, serta risiko transaksi, termasuk contoh perhitungan berikut:'; // (ours)
export const printSimulasiClosing =
  'Demikian pernyataan ini saya buat dengan sebenarnya dalam keadaan sadar, sehat jasmani dan rohani, tanpa paksaan dari pihak mana pun.'; // (ours)
export const printSimItem = 'Uraian'; // (ours)
export const printSimBuy = 'Beli'; // (ours)
export const printSimSell = 'Jual'; // (ours)
export const printSimGrams = 'Jumlah emas'; // (ours)
export const printSimPrice = 'Harga per gram'; // (ours)
export const printSimValue = 'Nilai transaksi'; // (ours)
export const printSimFee = 'Biaya transaksi'; // (ours)
export const printSimTax = 'Pajak'; // (ours)
export const printSimTotal = 'Dibayar / diterima Nasabah'; // (ours)
export const printCimbTitle = 'Surat Kuasa Pendebetan dan Pengkreditan Rekening'; // (ours)
export const printCimbSubtitle = 'PT Bank CIMB Niaga Tbk – Layanan Perbankan Korporasi'; // (ours)
export const printCimbGrantor = 'Pemberi Kuasa (Nasabah)'; // (ours)
export const printCimbCompany = 'Perusahaan Pialang Berjangka'; // (ours)
export const printCimbPowerHeading = 'Isi Kuasa'; // (ours)
export const printCimbPower1 =
  'Pemberi Kuasa dengan ini memberikan kuasa kepada PT Bank CIMB Niaga Tbk (Bank) untuk mendebet dan/atau mengkredit rekening Pemberi Kuasa pada Bank berdasarkan instruksi yang disampaikan oleh {company} melalui layanan perbankan korporasi Bank, semata-mata untuk penyelesaian transaksi emas fisik digital Pemberi Kuasa beserta biaya dan pajaknya.'; // (ours)
export const printCimbPower2 =
  'Pemberi Kuasa juga memberikan kuasa kepada Bank untuk memberikan informasi saldo dan mutasi rekening tersebut kepada {company} sepanjang diperlukan untuk transaksi Pemberi Kuasa.'; // (ours)
export const printCimbPower3 =
  'Kuasa ini berlaku sejak ditandatangani dan hanya berakhir apabila dicabut secara tertulis oleh Pemberi Kuasa. Pencabutan berlaku efektif paling lambat {days} hari kerja bank setelah pemberitahuan pencabutan diterima oleh Bank, tanpa mengurangi kewajiban Pemberi Kuasa atas transaksi yang telah terjadi.'; // (ours)
export const printCimbPower4 =
  'Pemberi Kuasa membebaskan Bank dari segala tuntutan atas pelaksanaan kuasa ini sepanjang Bank melaksanakannya sesuai dengan instruksi yang sah.'; // (ours)
export const printCimbGrantorRole = 'Pemberi Kuasa'; // (ours)
export const printCimbCompanyRole = 'Mengetahui, {company}'; // (ours)
export const integrationKeyInvalid = 'Kunci API tidak valid atau tidak aktif.'; // (ours)
export const integrationUnknownAccount = 'Nomor akun trading tidak dikenal.'; // (ours)
export const integrationKindForbidden = 'Mitra ini tidak berwenang mengirim data jenis ini.'; // (ours)
