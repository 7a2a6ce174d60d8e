/** KYC onboarding texts: bank form, steps 1-5, master data, identity checks, uploads, attachments, agreements, preview and waiting (docs/product/onboarding.md). */

// ── Account status pages ──────────────────────────────────────────────
export const waitingTitle = 'Data berhasil dimasukkan'; // (ours)
export const waitingText =
  'Data Anda sedang diverifikasi oleh admin. Kami akan menghubungi Anda setelah verifikasi selesai.'; // (ours)
/** What comes after the submission: the waiting screen's steps and the submission e-mail (ours; decision 0089). */
export const waitingNextTitle = 'Apa yang terjadi selanjutnya?'; // (ours)
export const waitingNextReview =
  'Pialang memeriksa data dan lampiran Anda. Biasanya selesai dalam {days} hari kerja.'; // (ours)
export const waitingNextVideo =
  'Bila diperlukan, petugas kami menjadwalkan video call untuk verifikasi. Jadwal dan link-nya kami kirim lewat email dan SMS.'; // (ours)
export const waitingNextResult =
  'Setelah disetujui, Anda menerima email berisi No. Akun trading dan link untuk melihat password. Bila ada data yang perlu diperbaiki, alasannya tampil saat Anda login.'; // (ours)
export const submittedEmailSubject = 'Pendaftaran Anda sudah kami terima'; // (ours)
export const submittedEmailIntro =
  'Terima kasih, data pendaftaran Anda di {platform} sudah kami terima dan sedang diverifikasi.'; // (ours)
export const submittedEmailNextTitle = 'Langkah selanjutnya:'; // (ours)
export const submittedEmailLogin = 'Anda dapat melihat status pendaftaran kapan saja dengan login: {link}'; // (ours)

// ── Web: customer area ──
export const bankRegistrationTitle = 'Pendaftaran Rekening Bank'; // (ours)
export const selectedBank = 'Bank pilihan Anda'; // (ours)

// ── Onboarding: uploads ──
export const uploadImageInvalid = 'Format file atau ukuran salah';
export const uploadImageWrongType = 'Format file salah: pilih foto JPG atau PNG'; // (ours)
export const uploadImageTooLarge =
  'Ukuran foto terlalu besar: harus di bawah {max} KB setelah dikompres. Coba foto lain.'; // (ours)
export const uploadImageUnreadable = 'Foto tidak dapat dibaca. Coba foto lain.'; // (ours)
export const uploadKtpRequired = 'Unggah KTP tidak boleh kosong'; // quoted as 'Upload …' (decision 0045)
export const uploadPhotoRequired = 'Unggah Foto Terkini tidak boleh kosong'; // quoted as 'Upload …' (decision 0045)
export const uploadPhotoWithKtpRequired = 'Unggah Foto diri dengan ktp tidak boleh kosong'; // quoted as 'Upload …' (decision 0045)
export const uploadFileRequired = 'File tidak boleh kosong';
export const uploadVideoInvalid = 'Format file salah';
export const uploadKindInvalid = 'Jenis lampiran tidak dikenal'; // (ours)
export const uploadOneFileOnly = 'Kirim satu file saja untuk setiap lampiran.'; // (ours)
/** Keep the figure equal to RECORD_STORAGE_LIMIT_BYTES (a test checks it). */
export const uploadStorageFull =
  'Total ukuran lampiran Anda sudah mencapai batas 300 MB. Silakan hubungi layanan pelanggan kami.'; // (ours)

// ── Onboarding: master data and identity ──
export const ektpInvalid = 'E-KTP tidak valid';
export const ktpNoMin = 'No KTP minimal 16 karakter';
export const ktpNoMax = 'No KTP maksimal 16 karakter'; // (ours: architecture.md §5 settles exactly 16 digits)
export const ktpNoRequired = 'No KTP wajib diisi'; // (ours)
export const ktpNoDigits = 'No KTP hanya boleh berisi angka'; // (ours)
export const nikDayInvalid = 'Tanggal lahir pada No KTP tidak valid'; // (ours)
export const nikMonthInvalid = 'Bulan lahir pada No KTP tidak valid'; // (ours)
export const nikDateInvalid = 'Tanggal lahir pada No KTP bukan tanggal yang benar'; // (ours)
export const nikProvinceUnknown = 'Kode provinsi pada No KTP tidak dikenal'; // (ours)
export const nikRegionUnknown =
  'Kode wilayah pada No KTP tidak ada di data wilayah terkini (mungkin wilayah sebelum pemekaran). Data tetap disimpan dan akan diperiksa petugas.'; // (ours)
export const nikBirthDateMismatch = 'Tanggal lahir tidak sesuai dengan No KTP. Periksa kembali data Anda.'; // (ours)
export const nikGenderMismatch = 'Jenis kelamin tidak sesuai dengan No KTP. Periksa kembali data Anda.'; // (ours)
/** The same warnings as the reviewer reads them: of the participant, not to them (decision 0128). */
export const nikRegionUnknownStaff =
  'Kode wilayah pada No KTP tidak ada di data wilayah terkini (mungkin wilayah sebelum pemekaran). Periksa alamat peserta pada KTP.'; // (ours)
export const nikBirthDateMismatchStaff = 'Tanggal lahir peserta tidak sesuai dengan No KTP.'; // (ours)
export const nikGenderMismatchStaff = 'Jenis kelamin peserta tidak sesuai dengan No KTP.'; // (ours)
export const npwpNoMin = 'No NPWP minimal 15 karakter';
export const npwpNoMax = 'No NPWP maksimal 16 karakter'; // (ours: architecture.md §7 also accepts the 16-digit form)
export const npwpNoDigits = 'No NPWP hanya boleh berisi angka'; // (ours)
export const npwpNo16Form = 'No NPWP 16 digit harus berupa NIK atau angka 0 diikuti 15 digit NPWP lama'; // (ours)
export const npwpNoNotOwnNik = 'No NPWP 16 digit harus sama dengan No KTP Anda'; // (ours)

// ── Onboarding: steps ──
export const stepSaved = 'Data berhasil disimpan'; // (ours)
export const stepAlreadySubmitted = 'Data sudah di submit';
export const stepSystemError = 'kesalahan sistem';
export const stepCheckInput = 'Cek kembali inputan anda';
export const submitMissingPersonal = 'Silahkan lengkapi Data Pribadi';
export const submitMissingEmployment = 'Data Pekerjaan';
export const submitMissingFinancial = 'Data Keuangan';
export const submitMissingBankAccount = 'Silakan lengkapi Data Rekening'; // (ours: code 2011)
export const submitMissingEmergencyContact = 'Data Kontak Darurat';
export const submitMissingAttachment = 'Data Lampiran';
export const submitFillEverything = 'Pastikan data anda sudah terisi semua';
export const registrationSuccess = 'Selamat, Akun anda berhasil didaftarkan';
export const ktpAlreadyRegistered = 'No KTP Sudah Terdaftar';
export const accountAlreadyRegistered = 'Akun Sudah Terdaftar';
export const dataNotRight = 'Pastikan data yang anda masukkan benar';
export const ktpRejected = 'KTP Number rejected by the system!';
export const registrationSystemError = 'Kesalahan sistem';
export const consentRequired = 'Pernyataan Belum disetujui';
export const attachmentFillEverything = 'Pastikan semua inputan sudah terisi';
export const signatureRequired = 'Tanda Tangan tidak boleh kosong';
export const partnerSignatureRequired = 'Tanda Tangan pasangan tidak boleh kosong'; // (ours) also code 406
export const disputeBodyRequired =
  'Anda belum memilih Badan Penyelesaian Perselisihan dan Domisili Hukum pada poin 24';
export const disputeDetailRequired = 'Sebutkan Pengadilan Negeri yang Anda pilih pada poin 24'; // (ours)
export const bankCodeInvalid = 'Bank belum dipilih'; // (ours)
export const cimbBankOnly = 'Formulir ini hanya untuk rekening CIMB Niaga atau CIMB Syariah'; // (ours)
export const fullnameMax40 = 'Nama lengkap maksimal 40 karakter'; // (ours)
export const mothersNameRequired = 'Nama ibu kandung tidak boleh kosong'; // (ours)
export const mothersNameMax = 'Nama ibu kandung maksimal 40 karakter'; // (ours)
export const mothersNameLetters = 'Nama ibu kandung hanya boleh berisi huruf dan spasi'; // (ours)
export const birthDateRequired = 'Tanggal lahir tidak boleh kosong'; // (ours)
export const dateInvalidFormat = 'Format tanggal salah'; // (ours)
export const birthDateFuture = 'Tanggal lahir tidak boleh melebihi hari ini'; // (ours)
export const birthDateMinAge = 'Usia minimal 17 tahun'; // (ours)
export const ktpIssuedDateRequired = 'Tanggal terbit KTP tidak boleh kosong'; // (ours)
export const ktpIssuedDateFuture = 'Tanggal terbit KTP tidak boleh melebihi hari ini'; // (ours)
export const placeOfBirthRequired = 'Tempat lahir tidak boleh kosong'; // (ours)
export const placeOfBirthMax = 'Tempat lahir maksimal 25 karakter'; // (ours)
export const placeOfBirthLetters = 'Tempat lahir hanya boleh berisi huruf dan spasi'; // (ours)
export const citizenshipRequired = 'Kewarganegaraan belum dipilih'; // (ours)
export const genderRequired = 'Jenis kelamin belum dipilih'; // (ours)
export const religionRequired = 'Agama belum dipilih'; // (ours)
export const marriageRequired = 'Status perkawinan belum dipilih'; // (ours)
export const educationRequired = 'Pendidikan terakhir belum dipilih'; // (ours)
export const dependentNoInvalid = 'Jumlah tanggungan harus berupa angka 0 sampai 99'; // (ours)
export const occupationRequired = 'Pekerjaan belum dipilih'; // (ours)
export const industrialRequired = 'Bidang usaha belum dipilih'; // (ours)
export const positionRequired = 'Jabatan belum dipilih'; // (ours)
export const companyNameRequired = 'Nama perusahaan tidak boleh kosong'; // (ours)
export const companyNameMax = 'Nama perusahaan maksimal 70 karakter'; // (ours)
export const companyNameLetters = 'Nama perusahaan hanya boleh berisi huruf dan spasi'; // (ours)
export const workMonthInvalid = 'Lama bekerja harus berupa angka (bulan)'; // (ours)
export const addressRequired = 'Alamat tidak boleh kosong'; // (ours)
export const addressMax = 'Alamat maksimal 80 karakter'; // (ours)
export const addressChars = 'Alamat hanya boleh berisi huruf, angka, spasi, dan tanda baca . , - / ( ) #'; // (ours) decision 0125
export const provinceRequired = 'Provinsi belum dipilih'; // (ours)
export const regencyRequired = 'Kabupaten/Kota belum dipilih'; // (ours)
export const districtRequired = 'Kecamatan belum dipilih'; // (ours)
export const villageRequired = 'Kelurahan/Desa belum dipilih'; // (ours)
export const postcodeInvalid = 'Kode pos harus 5 digit angka'; // (ours)
export const fundRequired = 'Sumber dana belum dipilih'; // (ours)
export const salaryRequired = 'Penghasilan per bulan belum dipilih'; // (ours)
export const monthlyTransactionRequired = 'Perkiraan transaksi per bulan belum dipilih'; // (ours)
export const purposeFundRequired = 'Tujuan penggunaan dana belum dipilih'; // (ours)
export const purposeOpenAccountRequired = 'Tujuan pembukaan rekening belum dipilih'; // (ours)
export const amountInvalid = 'Nilai harus berupa angka rupiah tanpa tanda baca'; // (ours)
export const cashBankNameInvalid = 'Nama bank maksimal 50 karakter, huruf dan spasi'; // (ours)
export const contactNameRequired = 'Nama kontak darurat tidak boleh kosong'; // (ours)
export const contactNameMax = 'Nama kontak darurat maksimal 70 karakter'; // (ours)
export const contactNameLetters = 'Nama kontak darurat hanya boleh berisi huruf dan spasi'; // (ours)
export const contactPhoneRequired = 'No telepon kontak darurat tidak boleh kosong'; // (ours)
export const contactPhoneInvalid = 'No telepon harus 10 sampai 18 digit angka, boleh diawali +62'; // (ours)
export const relationshipRequired = 'Hubungan tidak boleh kosong'; // (ours)
export const relationshipMax = 'Hubungan maksimal 15 karakter'; // (ours)
export const relationshipLetters = 'Hubungan hanya boleh berisi huruf'; // (ours)
export const accountNameRequired = 'Nama pemilik rekening tidak boleh kosong'; // (ours)
export const accountNameMax = 'Nama pemilik rekening maksimal 40 karakter'; // (ours)
export const accountNoRequired = 'No rekening tidak boleh kosong'; // (ours)
export const accountNoInvalid = 'No rekening harus 5 sampai 20 digit angka'; // (ours)
export const nikWarningRecorded = 'Data tersimpan. Mohon periksa kembali kesesuaian data dengan No KTP Anda.'; // (ours)

// ── Web: onboarding bank form and steps 1-2 ──
export const stepOf = 'Langkah {n} dari {total}'; // (ours)
export const stepPersonalTitle = 'Data Pribadi'; // (ours)
export const stepEmploymentTitle = 'Data Pekerjaan'; // (ours)
export const stepFinancialTitle = 'Data Keuangan'; // (ours)
export const stepBankAccountTitle = 'Data Rekening'; // (ours)
export const stepContactTitle = 'Kontak Darurat'; // (ours)
export const stepAttachmentTitle = 'Lampiran'; // (ours)
export const stepProgressLabel = 'Langkah pendaftaran'; // (ours)
export const stepSavedMark = 'tersimpan'; // (ours) read out after a saved step's name in the indicator
export const buttonPrevious = 'Sebelumnya'; // (ours)
export const buttonSaveNext = 'Simpan & Lanjut'; // (ours)
export const selectPlaceholder = 'Pilih'; // (ours)
export const selectNoOptions = 'Pilihan tidak tersedia'; // (ours)
export const selectNothingFound = 'Tidak ditemukan'; // (ours)
export const selectLoadFailed = 'Pilihan gagal dimuat.'; // (ours)
export const selectChooseParentFirst = 'Pilih {parent} terlebih dahulu'; // (ours)
export const legalRead = 'Baca ketentuan'; // (ours)
export const legalAgree = 'Saya Setuju'; // (ours)
export const bankFormSubtitle = 'Lengkapi data sesuai KTP Anda untuk membuka rekening peserta emas digital.'; // (ours)
export const bankFormCimbSubtitle = 'Isi data rekening {bank} milik Anda.'; // (ours)
export const mothersNameLabel = 'Nama Ibu Kandung'; // (ours)
export const birthDateLabel = 'Tanggal Lahir'; // (ours)
export const ktpNoLabel = 'No KTP'; // (ours)
export const accountNameLabel = 'Nama Pemilik Rekening'; // (ours)
export const accountNoLabel = 'No Rekening'; // (ours)
export const consentAccountTerms =
  'Saya telah membaca dan menyetujui Ketentuan Rekening Peserta Emas Digital'; // (ours)
export const consentSavingsTerms = 'Saya telah membaca dan menyetujui Ketentuan dan Tarif Produk Tabungan'; // (ours)
export const consentCimbTerms = 'Saya telah membaca dan menyetujui Ketentuan Rekening Peserta {bank}'; // (ours)
export const bankFormChangeBank = 'Ganti bank'; // (ours)
export const placeOfBirthLabel = 'Tempat Lahir'; // (ours)
export const ktpIssuedDateLabel = 'Tanggal Terbit KTP'; // (ours)
export const citizenshipLabel = 'Kewarganegaraan'; // (ours)
export const citizenshipWni = 'WNI (Warga Negara Indonesia)'; // (ours)
export const citizenshipWna = 'WNA (Warga Negara Asing)'; // (ours)
export const npwpNoLabel = 'No NPWP (opsional)'; // (ours)
// The PEP question (docs/product/onboarding.md § Step 1): asked of everyone, its answer is kept
// with the record and read by the risk rating; the customer never sees what it does to their level.
export const pepQuestionLabel =
  'Apakah Anda, anggota keluarga, atau rekan dekat Anda sedang atau pernah memegang jabatan publik penting?'; // (ours)
export const pepQuestionHint =
  'Misalnya pejabat negara atau daerah, anggota DPR/DPRD, hakim, jaksa, perwira tinggi TNI/Polri, direksi atau komisaris BUMN/BUMD, atau pengurus partai politik.'; // (ours)
export const pepAnswerYes = 'Ya'; // (ours)
export const pepAnswerNo = 'Tidak'; // (ours)
export const pepRequired = 'Jawab pertanyaan tentang jabatan publik'; // (ours)
export const pepPositionLabel = 'Jabatan publik dan pemegangnya'; // (ours)
export const pepPositionHint =
  'Tulis jabatan, instansi, dan siapa pemegangnya (Anda sendiri, keluarga, atau rekan dekat).'; // (ours)
export const pepPositionRequired = 'Jabatan publik wajib diisi'; // (ours)
export const pepPositionMax = 'Jabatan publik maksimal 150 karakter'; // (ours)
export const genderLabel = 'Jenis Kelamin'; // (ours)
export const religionLabel = 'Agama'; // (ours)
export const marriageLabel = 'Status Perkawinan'; // (ours)
export const educationLabel = 'Pendidikan Terakhir'; // (ours)
export const dependentNoLabel = 'Jumlah Tanggungan'; // (ours)
export const nikRegionFound = 'Wilayah No KTP: {region}'; // (ours)
export const nikChecking = 'Memeriksa No KTP…'; // (ours)
export const profileAckLabel = 'Saya telah membaca Profil Perusahaan Pialang'; // (ours)
export const profileAckOpen = 'Baca Profil Perusahaan'; // (ours)
export const occupationLabel = 'Pekerjaan'; // (ours)
export const industrialLabel = 'Bidang Usaha'; // (ours)
export const positionLabel = 'Jabatan'; // (ours)
export const companyNameLabel = 'Nama Perusahaan'; // (ours)
export const workMonthLabel = 'Lama Bekerja (bulan)'; // (ours)
export const identityAddressTitle = 'Alamat Sesuai KTP'; // (ours)
export const addressLabel = 'Alamat'; // (ours)
export const provinceLabel = 'Provinsi'; // (ours)
export const regencyLabel = 'Kabupaten/Kota'; // (ours)
export const districtLabel = 'Kecamatan'; // (ours)
export const villageLabel = 'Kelurahan/Desa'; // (ours)
export const postcodeLabel = 'Kode Pos'; // (ours)
export const confirmEmploymentLabel = 'Saya menyatakan data pekerjaan di atas benar'; // (ours)
export const confirmCustomerLabel = 'Saya menyatakan data diri dan alamat di atas benar dan sesuai KTP'; // (ours)
export const confirmBeneficialOwnerLabel =
  'Saya bertindak untuk diri sendiri dan merupakan pemilik manfaat dana'; // (ours)
export const workSectionTitle = 'Pekerjaan'; // (ours)
export const recordNotFoundGoRegister =
  'Anda belum mendaftar rekening bank. Silakan pilih bank terlebih dahulu.'; // (ours)
// What was answered once is shown where a later form would ask it again (decision 0135).
export const bankFormFullnameCarried =
  'Nama sesuai pendaftaran akun Anda. Bila berbeda dengan KTP, perbaiki di langkah Data Pribadi.'; // (ours)
export const bankTermsAgreedOnForm = 'Sudah Anda setujui pada formulir pendaftaran bank.'; // (ours)
export const promoterCodeCarried = 'Diisi saat memilih platform.'; // (ours)
export const promoterCodeNone = 'Tanpa kode promotor'; // (ours)
export const attachStatementCarried = 'Sudah Anda setujui pada langkah Data Pekerjaan.'; // (ours)

// ── Web: onboarding attachments, preview, waiting ──
export const attachTitle = 'Data Lampiran'; // (ours)
export const attachSubtitle =
  'Unggah dokumen, rekam video pernyataan, tanda tangani, dan setujui perjanjian.'; // (ours)
export const attachDocsSection = 'Dokumen'; // (ours)
export const attachDocKtp = 'Foto KTP'; // (ours)
export const attachDocPhoto = 'Foto Terkini'; // (ours)
export const attachDocPhotoWithKtp = 'Foto Diri dengan KTP'; // (ours)
export const attachDocKk = 'Kartu Keluarga / Buku Tabungan (opsional)'; // (ours)
export const attachDocOther = 'Tagihan Listrik / Air (opsional)'; // (ours)
export const attachDocNpwp = 'Foto NPWP (opsional)'; // (ours)
export const attachImageHint = 'JPG atau PNG, di bawah 400 KB setelah dikompres.'; // (ours)
export const attachChooseFile = 'Pilih File'; // (ours)
export const attachChangeFile = 'Ganti File'; // (ours)
export const attachUploading = 'Mengunggah…'; // (ours)
export const attachViewFull = 'Lihat ukuran penuh'; // (ours)
export const attachUseCamera = 'Pakai Kamera'; // (ours)
export const attachSelfieTitle = 'Ambil Foto'; // (ours)
export const attachKtpCameraHint = 'Letakkan KTP di dalam bingkai, di tempat yang terang.'; // (ours)
export const attachCapture = 'Ambil Foto'; // (ours)
export const attachRetake = 'Ulangi'; // (ours)
export const attachUsePhoto = 'Gunakan Foto'; // (ours)
export const attachCameraUnavailable = 'Cannot get media devices';
export const attachVideoTitle = 'Video Pernyataan'; // (ours)
export const attachVideoHint =
  'Rekam video singkat saat Anda menyatakan setuju membuka rekening, atau unggah file MP4 (di bawah 200 MB).'; // (ours)
export const attachVideoRecord = 'Rekam Video'; // (ours)
export const attachVideoStop = 'Berhenti Merekam'; // (ours)
export const attachVideoRecording = 'Merekam…'; // (ours)
export const attachVideoUpload = 'Unggah MP4'; // (ours)
/** What the customer reads aloud while recording (decision 0125); {name} and {platform} are filled in. */
export const attachVideoScriptTitle = 'Bacakan kalimat ini saat merekam:'; // (ours)
export const attachVideoScript =
  'Saya, {name}, menyatakan bahwa data yang saya isi benar dan saya setuju membuka rekening perdagangan emas digital melalui {platform}.'; // (ours)
export const attachVideoMinLength = 'Durasi video minimal {seconds} detik.'; // (ours)
export const attachVideoTooShort =
  'Video terlalu pendek. Rekam minimal {seconds} detik sambil membacakan pernyataan.'; // (ours)
export const attachSelfieFrameHint = 'Posisikan wajah Anda di dalam bingkai oval, di tempat yang terang.'; // (ours)
export const attachSignatureTitle = 'Tanda Tangan'; // (ours)
export const attachSignatureOwn = 'Tanda Tangan Nasabah'; // (ours)
export const attachSignaturePartner = 'Tanda Tangan Suami/Istri'; // (ours)
export const attachSignatureSign = 'Buat Tanda Tangan'; // (ours)
export const attachSignatureRedo = 'Ulangi Tanda Tangan'; // (ours)
export const attachSignaturePad = 'Area tanda tangan: gambar tanda tangan Anda dengan jari atau mouse'; // (ours)
export const attachSignatureClear = 'Hapus'; // (ours)
export const attachSignatureSave = 'Simpan Tanda Tangan'; // (ours)
export const attachAgreementTitle = 'Perjanjian dan Pernyataan'; // (ours)
export const attachAgreementRead = 'Baca dan Setujui'; // (ours)
export const attachAgreementAccept = 'Saya Setuju'; // (ours)
export const attachAgreementDone = 'Disetujui'; // (ours)
export const attachStatementAmanat = 'Perjanjian Pemberian Amanat'; // (ours)
export const attachStatementOwner = 'Pernyataan Pemilik Manfaat'; // (ours)
export const attachStatementSimulation = 'Simulasi Transaksi'; // (ours)
export const attachDisputeLabel = 'Badan Penyelesaian Perselisihan dan Domisili Hukum (poin 24)'; // (ours)
export const attachConfirm =
  'Saya menyatakan bahwa seluruh data dan lampiran yang saya berikan adalah benar dan milik saya sendiri.'; // (ours)
export const previewTitle = 'Register Preview';
export const previewSubtitle = 'Periksa kembali data Anda sebelum dikirim untuk diverifikasi.'; // (ours)
export const previewBankSection = 'Bank Pilihan'; // (ours)
export const previewIdentitySection = 'Data Identitas'; // (ours)
export const previewAttachmentSection = 'Lampiran'; // (ours)
export const previewPromoterSection = 'Kode Promotor'; // (ours)
export const previewPrintSection = 'Dokumen untuk Dicetak'; // (ours)
export const previewBankName = 'Nama Bank'; // (ours)
export const previewBankType = 'Jenis Rekening'; // (ours)
export const previewBankTypeKonvensional = 'Konvensional'; // (ours)
export const previewBankTypeSyariah = 'Syariah'; // (ours)
export const previewFullname = 'Nama Lengkap'; // (ours)
export const previewBirth = 'Tempat, Tanggal Lahir'; // (ours)
export const previewEducation = 'Pendidikan'; // (ours)
export const previewCitizenship = 'Kewarganegaraan'; // (ours)
export const previewCitizenshipWni = 'WNI'; // (ours)
export const previewCitizenshipWna = 'WNA'; // (ours)
export const previewPep = 'Jabatan publik penting'; // (ours)
export const previewNpwp = 'No NPWP'; // (ours)
export const previewGender = 'Jenis Kelamin'; // (ours)
export const previewReligion = 'Agama'; // (ours)
export const previewKtp = 'No KTP'; // (ours)
export const previewMarriage = 'Status Perkawinan'; // (ours)
export const previewMothersName = 'Nama Ibu Kandung'; // (ours)
export const previewAddress = 'Alamat KTP'; // (ours)
export const previewProvince = 'Provinsi'; // (ours)
export const previewRegency = 'Kabupaten/Kota'; // (ours)
export const previewDistrict = 'Kecamatan'; // (ours)
export const previewVillage = 'Kelurahan/Desa'; // (ours)
export const previewPostcode = 'Kode Pos'; // (ours)
export const previewOccupation = 'Pekerjaan'; // (ours)
export const previewCompany = 'Nama Perusahaan'; // (ours)
export const previewIndustry = 'Bidang Usaha'; // (ours)
export const previewVideo = 'Video Verifikasi'; // (ours)
export const previewPrintAmanah = 'Perjanjian Pemberian Amanat (PDF)'; // (ours)
export const previewPrintSimulasi = 'Pernyataan Simulasi Transaksi (PDF)'; // (ours)
export const previewPrintFormCimb = 'Surat Kuasa CIMB Niaga (PDF)'; // (ours)
export const previewFixStep = 'Lengkapi sekarang'; // (ours)
export const previewSubmit = 'Kirim Data'; // (ours)
export const waitingContactIntro = 'Ada pertanyaan? Hubungi layanan pelanggan kami:'; // (ours)
export const waitingPhone = 'Telepon'; // (ours)
export const waitingEmail = 'Email'; // (ours)

// ── Web: onboarding steps 3-5 ──
// The salary bands of the master data are monthly ('… per bulan'): the label says so too.
export const rupiahPrefix = 'Rp'; // (ours)
export const financialSubtitle = 'Isi sumber dan tujuan dana serta aset yang Anda miliki.'; // (ours)
export const fundLabel = 'Sumber Dana'; // (ours)
export const salaryLabel = 'Penghasilan per Bulan'; // (ours)
export const monthlyTransactionLabel = 'Perkiraan Transaksi per Bulan'; // (ours)
export const purposeFundLabel = 'Tujuan Penggunaan Dana'; // (ours)
export const purposeOpenAccountLabel = 'Tujuan Pembukaan Rekening'; // (ours)
export const experienceTitle = 'Pengalaman'; // (ours)
export const investmentExperienceLabel = 'Saya pernah berinvestasi'; // (ours)
export const tradingExperienceLabel = 'Saya pernah bertransaksi di perdagangan berjangka atau emas digital'; // (ours)
export const assetsTitle = 'Aset (opsional)'; // (ours)
export const buildingAssetToggle = 'Saya memiliki tanah atau bangunan'; // (ours)
export const buildingAddressLabel = 'Alamat Tanah/Bangunan'; // (ours)
export const njopValueLabel = 'Nilai NJOP'; // (ours)
export const cashAssetToggle = 'Saya memiliki simpanan di bank'; // (ours)
export const cashBankNameLabel = 'Nama Bank'; // (ours)
export const cashBalanceLabel = 'Saldo Simpanan'; // (ours)
export const confirmFinancialLabel = 'Saya menyatakan data keuangan di atas benar'; // (ours)
export const bankAccountSubtitle = 'Rekening peserta emas digital Anda di bank mitra.'; // (ours)
export const bankTypeLabel = 'Jenis Rekening'; // (ours)
export const bankTypeKonvensional = 'Konvensional'; // (ours)
export const bankTypeSyariah = 'Syariah'; // (ours)
export const accountNoPending = 'Diterbitkan bank setelah data Anda diverifikasi'; // (ours)
export const accountNoPendingStaff = 'Diterbitkan bank setelah data peserta diverifikasi'; // (ours) the staff's detail
export const bankTermsTitle = 'Ketentuan Rekening'; // (ours)
export const bankTermsHint = 'Baca setiap ketentuan sampai akhir, lalu pilih Saya Setuju.'; // (ours)
export const legalScrollToEnd = 'Gulir sampai akhir dokumen untuk menyetujui'; // (ours)
export const legalAgreed = 'Disetujui'; // (ours)
export const confirmBankLabel = 'Saya menyatakan data rekening di atas benar'; // (ours)
export const contactSubtitle = 'Orang yang dapat kami hubungi bila Anda tidak dapat dihubungi.'; // (ours)
export const contactFullnameLabel = 'Nama Lengkap'; // (ours)
export const contactPhoneLabel = 'No Telepon'; // (ours)
export const relationshipLabel = 'Hubungan'; // (ours)
export const relationshipPlaceholder = 'Contoh: Kakak'; // (ours)
export const contactPhoneOwn =
  'Nomor telepon kontak darurat tidak boleh sama dengan nomor telepon Anda sendiri'; // (ours) decision 0125
export const confirmEmergencyContactLabel = 'Saya menyatakan data kontak darurat di atas benar'; // (ours)

// ── Web: what a field allows, dates, preview confirmation ──
export const lettersOnlyRefused = 'Hanya huruf dan spasi yang bisa dipakai. Hapus {chars}.'; // (ours)
/** RT and RW of the KTP address (ours; decision 0089). */
export const rtLabel = 'RT'; // (ours)
export const rwLabel = 'RW'; // (ours)
export const rtInvalid = 'RT berisi 1 sampai 3 angka, seperti di KTP (contoh: 003)'; // (ours)
export const rwInvalid = 'RW berisi 1 sampai 3 angka, seperti di KTP (contoh: 007)'; // (ours)
export const digitsOnlyRefused = 'Hanya angka yang bisa dipakai. Hapus {chars}.'; // (ours)
export const addressStreetHint = 'Nama jalan dan nomor rumah, tanpa RT/RW (isi RT dan RW di kolomnya).'; // (ours)
export const addressCharsRefused =
  'Hanya huruf, angka, spasi, dan tanda baca . , - / ( ) # yang bisa dipakai. Hapus {chars}.'; // (ours) decision 0125
/** Under every address field: what it may hold, before anything is refused (decision 0125). */
export const addressCharsHint =
  'Huruf, angka, spasi, dan tanda baca . , - / ( ) #. Contoh: Jl. Kopo No. 5, Bandung'; // (ours)
export const previewFinancialSection = 'Data Keuangan'; // (ours)
export const previewContactSection = 'Kontak Darurat'; // (ours)
export const previewInvestmentExperience = 'Pengalaman Investasi'; // (ours)
export const previewTradingExperience = 'Pengalaman Perdagangan Berjangka atau Emas Digital'; // (ours)
export const previewBuildingAsset = 'Tanah/Bangunan'; // (ours)
export const previewCashAsset = 'Simpanan di Bank'; // (ours)
export const previewYes = 'Ya'; // (ours)
export const previewNo = 'Tidak'; // (ours)
export const previewEditStep = 'Ubah {step}'; // (ours)
export const previewConfirmTitle = 'Kirim data untuk diverifikasi?'; // (ours)
export const previewConfirmText =
  'Pastikan semua data sudah benar. Setelah dikirim, data tidak dapat diubah selama admin memverifikasinya.'; // (ours)
export const previewConfirmBack = 'Periksa Lagi'; // (ours)
export const previewConfirmSend = 'Ya, Kirim Data'; // (ours)
export const waitingPageTitle = 'Menunggu Verifikasi'; // (ours) the waiting screen's document title
export const resumePageTitle = 'Lanjutkan Pendaftaran'; // (ours) while /register-lanjut finds the step to resume

// ── Customer side after review (architecture.md §5) ───────────────────
export const customerRejectedTitle = 'Data Anda perlu diperbaiki'; // (ours)
export const customerRejectedText = 'Tim kami meninjau data Anda dan memerlukan perbaikan. Alasan:'; // (ours)
