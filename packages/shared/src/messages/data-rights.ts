/**
 * The customer's data rights (UU 27/2022; decision 0113): 'Data Saya', the export, requests for
 * correction, restriction and deletion, and the back-office's 'Permintaan data'. All ours.
 */

// ── Validation and server replies ───────────────────────────────────────
export const dataRightsPasswordRequired = 'Masukkan password Anda untuk melanjutkan';
export const dataRequestNoteTooLong = 'Keterangan maksimal 1000 karakter';
export const dataCorrectionFieldRequired = 'Pilih data yang ingin dikoreksi';
export const dataCorrectionValueRequired = 'Isi data yang benar';
export const dataCorrectionValueTooLong = 'Data yang benar maksimal 200 karakter';
export const dataRequestDeclineReasonRequired = 'Tuliskan alasan penolakan untuk nasabah';
export const dataExportInProgress =
  'Salinan data Anda sedang disiapkan. Link unduhan akan dikirim ke email Anda.';
export const dataExportQueued =
  'Permintaan diterima. Link unduhan akan dikirim ke email Anda setelah salinan data siap.';
/** A copy asked for while one made within DATA_EXPORT_FRESH_MINUTES is still valid (decision 0122). */
export const dataExportStillFresh =
  'Salinan data Anda yang siap pada {ready} masih berlaku. Unduh melalui link di email yang sudah kami kirim. Salinan baru dapat diminta mulai {next}.';
export const dataExportLinkInvalid =
  'Link unduhan tidak berlaku atau sudah kedaluwarsa. Silakan ajukan unduhan baru dari halaman Data Saya.';
export const dataRequestCreated =
  'Permintaan Anda sudah kami terima dan akan dijawab paling lambat 3×24 jam.';
export const dataRequestOpenExists = 'Anda masih memiliki permintaan yang sama yang sedang diproses.';
export const dataRequestNotOpen = 'Permintaan ini sudah diputuskan sebelumnya.';
export const dataRequestDecided =
  'Keputusan atas permintaan sudah disimpan dan nasabah diberi tahu melalui email.';
export const dataAccountRestricted =
  'Akun Anda sudah ditutup atas permintaan Anda. Data Anda tidak lagi diproses.';
/** Staff asked for a decision or a claim on a closed account (409, decision 0130). */
export const accountClosedNoDecision =
  'Akun peserta ini sudah ditutup atas permintaan nasabah. Tidak ada keputusan atau tindakan yang dapat diambil.';

// ── The audit trail's labels (ours) ─────────────────────────────────────
export const auditActionDataRequestDecide = 'Memutuskan permintaan data nasabah';
export const auditActionDataRequestView = 'Melihat permintaan data nasabah';
export const auditActionDataErased = 'Menghapus data pribadi yang melewati masa simpan';

// ── The screens ──────────────────────────────────────────────────────────
// 'Data Saya' (the customer)
export const dataRightsTitle = 'Data Saya';
export const dataRightsIntro =
  'Kilau menyimpan data diri, data KYC, dokumen yang Anda unggah, persetujuan, riwayat status, transaksi dan catatan masuk Anda. Data ini kami perlukan untuk membuka dan menjalankan rekening emas digital Anda, dan dibagikan kepada bank pengelola serta bursa sesuai ketentuan.';
export const dataRightsLaw =
  'Sesuai UU 27/2022 tentang Pelindungan Data Pribadi, Anda berhak melihat, mengunduh, mengoreksi dan membatasi data Anda. Setiap permintaan dijawab paling lambat 3×24 jam.';
export const dataExportTitle = 'Unduh data saya';
export const dataExportIntro =
  'Kami menyiapkan satu berkas ZIP berisi data Anda, dokumen Anda, dan penjelasannya. Link unduhan dikirim ke email Anda dan berlaku 7 hari.';
export const dataExportButton = 'Unduh data saya';
export const dataExportDialogTitle = 'Konfirmasi password';
export const dataExportDialogText = 'Untuk melindungi data Anda, masukkan kembali password Anda.';
export const dataRightsPasswordLabel = 'Password';
export const dataRightsPasswordWrong = 'Password salah';
export const dataExportSubmit = 'Siapkan salinan data';
export const dataExportsEmpty = 'Belum ada salinan data yang diminta.';
export const dataExportsListTitle = 'Salinan data Anda';
export const dataExportStatusQueued = 'Sedang disiapkan';
export const dataExportStatusReady = 'Siap';
export const dataExportStatusFailed = 'Gagal';
export const dataExportStatusExpired = 'Kedaluwarsa';
export const dataExportRequestedAt = 'Diminta {time}';
export const dataExportValidUntil = 'Berlaku sampai {time}';
export const dataExportDownloads = 'Diunduh {count} kali';
export const dataCorrectionTitle = 'Ajukan koreksi';
export const dataCorrectionIntro =
  'Jika ada data yang keliru, beri tahu kami data mana dan nilai yang benar. Lampirkan dokumen pendukung bila ada.';
export const dataCorrectionFieldLabel = 'Data yang dikoreksi';
export const dataCorrectionFieldPlaceholder = 'Pilih data';
export const dataCorrectionValueLabel = 'Data yang benar';
export const dataCorrectionDocumentLabel = 'Dokumen pendukung (opsional)';
export const dataCorrectionDocumentHint = 'Foto atau pindaian JPG/PNG, di bawah 400 KB.';
export const dataCorrectionDocumentInvalid = 'Dokumen harus berupa gambar JPG atau PNG di bawah 400 KB';
export const dataCorrectionNoRecord = 'Anda belum memiliki data KYC yang dapat dikoreksi.';
export const dataCorrectionDateHint = 'Format TTTT-BB-HH, misalnya 1990-05-17';
export const dataCorrectionKtpHint = '16 digit NIK sesuai KTP';
export const dataCorrectionDocumentUploading = 'Mengunggah dokumen…';
export const dataCorrectionDocumentRemove = 'Hapus dokumen';
export const dataRequestNoteLabel = 'Keterangan (opsional)';
export const dataCorrectionSubmit = 'Kirim koreksi';
export const dataRestrictTitle = 'Batasi / hapus data';
export const dataRestrictIntro =
  'Anda dapat meminta kami berhenti memproses data Anda (pembatasan) atau menghapusnya (penghapusan).';
export const dataRestrictRetention =
  'Data identitas wajib kami simpan paling sedikit 5 tahun setelah hubungan usaha berakhir (UU 8/2010 Pasal 21). Karena itu, permintaan penghapusan sekarang akan menutup akun Anda dan menghentikan pemrosesan data; penghapusan dilakukan setelah masa simpan berakhir.';
export const dataRestrictClosesAccount =
  'Setelah permintaan diselesaikan, akun Anda ditutup dan Anda tidak dapat masuk lagi.';
export const dataRestrictKindLabel = 'Jenis permintaan';
export const dataKindCorrection = 'Koreksi';
export const dataKindRestriction = 'Pembatasan';
export const dataKindDeletion = 'Penghapusan';
export const dataKindUpdate = 'Perubahan';
export const dataRestrictKindRestrictionHint = 'Hentikan pemrosesan data saya dan tutup akun saya.';
export const dataRestrictKindDeletionHint =
  'Tutup akun saya dan hapus data saya setelah masa simpan berakhir.';
export const dataRestrictConfirmLabel = 'Saya mengerti bahwa akun saya akan ditutup';
export const dataRestrictConfirmRequired = 'Centang pernyataan ini untuk melanjutkan';
export const dataRestrictSubmit = 'Kirim permintaan';
export const dataRequestsTitle = 'Permintaan Anda';
export const dataRequestsEmpty = 'Belum ada permintaan.';
export const dataRequestStatusOpen = 'Diproses';
export const dataRequestStatusDone = 'Selesai';
export const dataRequestStatusDeclined = 'Ditolak';
export const dataRequestDueBy = 'Dijawab paling lambat {time}';
export const dataRequestDueIn = 'sisa {time}';
export const dataRequestOutcome = 'Jawaban kami';
export const dataRequestMadeAt = 'Diajukan {time}';
export const dataAccountClosedTitle = 'Akun ditutup';
export const dataAccountEraseAfter = 'Data Anda dijadwalkan dihapus setelah {time}.';
export const durationDaysHours = '{d} hari {h} jam';
export const durationHoursMinutes = '{h} jam {m} menit';
export const durationMinutes = '{m} menit';
export const dataOverdue = 'Terlambat';
export const dataOverdueBy = 'Terlambat {time}';
// The download page
export const dataDownloadTitle = 'Unduh salinan data';
export const dataDownloadPreparing = 'Mengunduh salinan data Anda…';
export const dataDownloadDone = 'Salinan data Anda sudah diunduh: {name}';
export const dataDownloadAgain = 'Unduh lagi';
export const dataDownloadBack = 'Kembali ke Data Saya';
// The back-office's 'Permintaan Data'
export const staffNavDataRequests = 'Permintaan Data';
export const dataRequestsStaffTitle = 'Permintaan Data';
export const dataRequestsStaffIntro =
  'Permintaan nasabah atas datanya (UU 27/2022). Setiap permintaan wajib dijawab paling lambat 72 jam setelah diajukan.';
export const dataRequestsOpenBadge = 'permintaan data terbuka';
export const dataRequestsFilterStatus = 'Status';
export const dataRequestsFilterKind = 'Jenis';
export const dataRequestsFilterAll = 'Semua';
export const dataRequestsNone = 'Tidak ada permintaan data.';
export const dataRequestColKind = 'Jenis';
export const dataRequestColCustomer = 'Nasabah';
export const dataRequestColMade = 'Diajukan';
export const dataRequestColDue = 'Tenggat';
export const dataRequestColStatus = 'Status';
export const dataRequestDetailTitle = 'Permintaan data';
export const dataRequestBack = 'Kembali ke Permintaan Data';
export const dataRequestCustomerTitle = 'Nasabah';
export const dataRequestRequestTitle = 'Permintaan';
export const dataRequestCurrentValue = 'Data saat ini';
export const dataRequestRequestedValue = 'Data yang diminta';
export const dataRequestField = 'Data';
export const dataRequestNote = 'Keterangan nasabah';
export const dataRequestDocument = 'Dokumen pendukung';
export const dataRequestDocumentOpen = 'Buka dokumen';
export const dataRequestNoDocument = 'Tidak ada dokumen';
export const dataRequestParticipantLink = 'Buka detail peserta';
export const dataRequestHandledBy = 'Diputuskan oleh';
export const dataRequestHandledAt = 'Diputuskan pada';
export const dataRequestComplete = 'Selesaikan';
export const dataRequestDecline = 'Tolak';
export const dataRequestCompleteTitle = 'Selesaikan permintaan';
export const dataRequestDeclineTitle = 'Tolak permintaan';
export const dataRequestCompleteHint =
  'Pastikan permintaan sudah dijalankan. Catatan ini dikirim ke nasabah melalui email.';
export const dataRequestClosureHint =
  'Menyelesaikan permintaan ini menutup akun nasabah dan menghentikan pemrosesan datanya.';
export const dataRequestDeclineHint = 'Alasan penolakan dikirim ke nasabah melalui email.';
export const dataRequestOutcomeLabel = 'Catatan untuk nasabah';
// ── The export ──────────────────────────────────────────────────────────
export const dataExportMailSubject = 'Salinan data pribadi Anda siap diunduh';
export const dataExportMailBody =
  'Salinan data pribadi yang Anda minta dari halaman Data Saya sudah siap. Unduh melalui link berikut ' +
  '(masuk ke akun Kilau Anda terlebih dahulu). Link berlaku sampai {expires}:';
export const dataExportMailNote =
  'Berkas ZIP berisi ringkasan.pdf (ringkasan yang mudah dibaca), data.json, berkas-berkas yang Anda unggah, README.id.md yang menjelaskan isinya, ' +
  'serta manifest.json dan manifest.sig untuk memeriksa keasliannya. Simpan berkas ini dengan aman. ' +
  'Jika Anda tidak meminta salinan ini, segera ganti password Anda dan hubungi kami.';
export const dataExportFailedMailSubject = 'Salinan data pribadi Anda belum dapat disiapkan';
export const dataExportFailedMailBody =
  'Maaf, salinan data pribadi yang Anda minta belum dapat kami siapkan karena gangguan di sistem kami. ' +
  'Silakan ajukan unduhan baru dari halaman Data Saya:';
export const dataExportReadme = `# Salinan data pribadi Anda

Berkas ini adalah salinan data pribadi Anda yang disimpan oleh Kilau, dibuat atas permintaan Anda
pada {created} sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi
(pasal 5–13). Nomor salinan: {export_id}.

## Isi berkas

- \`ringkasan.pdf\`: ringkasan yang mudah dibaca: data Anda dengan nama kolom dan nama pilihan
  dalam bahasa Indonesia, waktu dalam WIB, riwayat status, berkas, persetujuan, dan riwayat masuk.
- \`data.json\`: seluruh data Anda dalam satu berkas JSON. Nama kolom sama dengan nama di formulir
  pendaftaran (misalnya \`personal.fullname\` adalah nama lengkap sesuai KTP).
  - \`account\`: akun Kilau Anda (nama, nama pengguna, email, nomor telepon, tanggal dibuat).
  - \`kyc_records\`: setiap pendaftaran Anda pada platform perdagangan emas. Tiap bagian formulir
    (\`personal\`, \`identity_address\`, \`employment\`, \`financial\`, \`bank_account\`,
    \`emergency_contact\`, \`attachment\`) ada \`as_now\` (data saat ini) dan \`as_submitted\`
    (versi yang Anda kirim sebelumnya dan diganti ketika Anda diminta memperbaiki data; kosong
    jika bagian itu tidak pernah diganti sejak Anda kirim). Pilihan dari daftar disimpan sebagai
    kode, dan teksnya tepat di sebelahnya dengan akhiran \`_label\` (misalnya \`gender_type\` berisi
    kode pilihan dan \`gender_type_label\` berisi "Laki-laki"; \`province_type_label\` berisi nama
    provinsi). Daftar lengkapnya juga ada di \`option_labels\` dan \`region_names\`. Setiap data
    KYC juga memuat \`funds_declarations\`: pernyataan sumber dana dan sumber kekayaan yang Anda
    buat ketika diminta, dengan waktunya dan dokumen pendukungnya.
  - \`consents\`: persetujuan dan pernyataan yang Anda berikan, dengan versi teksnya, waktu, dan
    alamat IP saat itu.
  - \`status_history\`: riwayat status pendaftaran Anda, dengan alasan yang disampaikan kepada Anda
    (\`onboarding.submit\`: pendaftaran dikirim; \`kyc.resubmission_requested\`: diminta
    perbaikan; \`kyc.resubmitted\`: perbaikan dikirim; \`kyc.bank_approve\`: disetujui bank;
    \`kyc.approve\`: disetujui; \`kyc.reject\`: ditolak; \`video.accept\`: panggilan video
    diterima).
  - \`fix_requests\`: permintaan perbaikan data atau dokumen, dengan alasan dan catatan untuk Anda.
  - \`video_calls\`: waktu panggilan video verifikasi.
  - \`trades\` dan \`balances\`: transaksi emas dan saldo Anda; \`fund_movements\`: dana yang
    masuk dan keluar dari rekening Anda, dan \`gold_withdrawals\`: emas fisik yang Anda tarik,
    seperti yang dilaporkan bursa atau bank.
  - \`logins\`: riwayat masuk dan keluar akun (waktu, alamat IP, kota, perangkat).
  - \`files\`: daftar berkas yang Anda unggah, dengan waktu unggah dan sidik SHA-256.
- \`files/\`: berkas-berkas yang Anda unggah (KTP, foto, tanda tangan, video pernyataan, dan
  lainnya), termasuk versi lama yang disimpan ketika Anda diminta mengunggah ulang. Berkas yang
  tidak lagi tersedia di penyimpanan ditandai \`available: false\` di \`data.json\`.
- \`manifest.json\`: daftar setiap berkas dalam salinan ini dengan ukuran dan sidik SHA-256-nya.
- \`manifest.sig\`: tanda tangan digital Kilau (Ed25519) atas \`manifest.json\`, dengan nama
  kuncinya (\`key_id\`). Siapa pun yang memegang kunci publik Kilau dapat memeriksa bahwa
  salinan ini dibuat oleh Kilau dan tidak diubah.

## Siapa yang menerima data Anda

Data pendaftaran Anda diteruskan kepada pihak berikut untuk membuka dan menjalankan rekening Anda:

{recipients}

## Data yang tidak termasuk dalam salinan ini

Kilau wajib menyimpan catatan tertentu untuk kepentingan pengawasan, pencegahan pencucian uang,
dan penegakan hukum, misalnya catatan internal petugas, hasil penyaringan terhadap daftar yang
diwajibkan, dan penilaian risiko. Catatan semacam itu dapat ada untuk setiap nasabah dan
dikecualikan dari salinan ini sesuai pasal 15 Undang-Undang Nomor 27 Tahun 2022. Keberadaan
atau ketiadaan bagian ini tidak menunjukkan apa pun tentang Anda.

## Koreksi dan pembatasan

Jika ada data yang keliru, ajukan koreksi melalui halaman Data Saya ('Ajukan koreksi'). Anda
juga dapat meminta pembatasan atau penghapusan data ('Batasi / hapus data'). Setiap permintaan
dijawab paling lambat 3×24 jam.
`;
export const dataExportReadmeRecipient =
  '- {platform} (platform perdagangan / bursa) dan {bank} (bank pengelola rekening)';
export const dataExportReadmeNoRecipient = '- Belum ada: Anda belum mendaftar pada platform mana pun.';
// The participant's timeline (case-file): the customer's own steps.
export const tlDataExportRequest = 'Meminta salinan data pribadi (Unduh data saya)';
export const tlDataExportDownload = 'Mengunduh salinan data pribadi';
export const dataExportReadmeBankUnknown = 'bank pengelola yang Anda pilih';
// ── The copy's readable summary, ringkasan.pdf (ours) ──
export const dataPdfTitle = 'Ringkasan data pribadi Anda';
export const dataPdfIntro =
  'Ringkasan ini dibuat pada {created} dari salinan data Anda. Rincian lengkapnya ada di data.json dan folder files/ dalam berkas ZIP yang sama.';
export const dataPdfAccount = 'Akun Kilau';
export const dataPdfName = 'Nama';
export const dataPdfUsername = 'Nama pengguna';
export const dataPdfEmail = 'Email';
export const dataPdfPhone = 'Nomor telepon';
export const dataPdfAccountCreated = 'Akun dibuat';
export const dataPdfEmailVerified = 'Email terverifikasi';
export const dataPdfPhoneVerified = 'Nomor telepon terverifikasi';
export const dataPdfRecord = 'Pendaftaran pada {platform}';
export const dataPdfBank = 'Bank pengelola';
export const dataPdfStatus = 'Status';
export const dataPdfSubmitted = 'Dikirim';
export const dataPdfTradeAccount = 'Nomor rekening perdagangan';
export const dataPdfPersonal = 'Data pribadi';
export const dataPdfFullname = 'Nama lengkap';
export const dataPdfMothersName = 'Nama ibu kandung';
export const dataPdfNik = 'NIK';
export const dataPdfBirth = 'Tempat, tanggal lahir';
export const dataPdfKtpIssued = 'Tanggal terbit KTP';
export const dataPdfCitizenship = 'Kewarganegaraan';
export const dataPdfNpwp = 'NPWP';
export const dataPdfGender = 'Jenis kelamin';
export const dataPdfReligion = 'Agama';
export const dataPdfMarriage = 'Status perkawinan';
export const dataPdfEducation = 'Pendidikan terakhir';
export const dataPdfDependents = 'Jumlah tanggungan';
export const dataPdfAddress = 'Alamat sesuai KTP';
export const dataPdfWork = 'Pekerjaan';
export const dataPdfOccupation = 'Pekerjaan';
export const dataPdfIndustry = 'Bidang usaha';
export const dataPdfPosition = 'Jabatan';
export const dataPdfCompany = 'Nama perusahaan';
export const dataPdfFinance = 'Keuangan';
export const dataPdfFund = 'Sumber dana';
export const dataPdfSalary = 'Penghasilan';
export const dataPdfMonthly = 'Transaksi per bulan';
export const dataPdfPurposeFund = 'Tujuan penggunaan dana';
export const dataPdfPurposeAccount = 'Tujuan pembukaan rekening';
export const dataPdfBankAccount = 'Rekening bank';
export const dataPdfAccountName = 'Nama pemilik rekening';
export const dataPdfAccountNo = 'Nomor rekening';
export const dataPdfContact = 'Kontak darurat';
export const dataPdfRelationship = 'Hubungan';
export const dataPdfContactAddress = 'Alamat';
export const dataPdfHistory = 'Riwayat status';
export const dataPdfFixRequests = 'Permintaan perbaikan';
export const dataPdfFiles = 'Berkas yang Anda unggah';
export const dataPdfFileLine = 'diunggah {time}';
export const dataPdfFileMissing = 'diunggah {time}, tidak lagi tersedia';
export const dataPdfConsents = 'Persetujuan yang Anda berikan';
export const dataPdfConsentLine = '{time}, versi teks {version}';
export const dataPdfLogins = 'Riwayat masuk dan keluar';
export const dataPdfLogin = 'Masuk';
export const dataPdfLoginFailed = 'Gagal masuk';
export const dataPdfLogout = 'Keluar';
export const dataPdfNone = 'Tidak ada';
export const dataPdfYes = 'Ya';
export const dataPdfNo = 'Tidak';
/** The status history's events, as README.id.md explains them. */
export const dataPdfEventSubmit = 'Pendaftaran dikirim';
export const dataPdfEventFixRequested = 'Diminta perbaikan';
export const dataPdfEventResubmitted = 'Perbaikan dikirim';
export const dataPdfEventBankApprove = 'Disetujui bank';
export const dataPdfEventApprove = 'Disetujui';
export const dataPdfEventReject = 'Ditolak';
export const dataPdfEventBlacklist = 'Diblokir';
export const dataPdfEventUnblacklist = 'Blokir dibuka';
export const dataPdfEventVideo = 'Panggilan video diterima';
export const dataPdfFooter =
  'Dokumen ini adalah ringkasan. Keaslian salinan diperiksa melalui manifest.json dan manifest.sig (lihat README.id.md).';
/** 'Data Saya': the ready copy downloaded from the page itself. */
export const dataExportDownloadButton = 'Unduh salinan (ZIP)';
export const dataExportDownloadFailed = 'Salinan belum dapat diunduh. Coba lagi.';
// ── Requests and retention ──
export const dataRequestPasswordWrong = 'Password salah. Permintaan tidak dikirim.';
export const dataRequestDocumentNotFound = 'Dokumen pendukung tidak ditemukan. Unggah ulang dokumennya.';
export const dataRequestNoRecord = 'Anda belum memiliki data KYC yang dapat dikoreksi.';
export const dataRequestNotFound = 'Permintaan data tidak ditemukan.';
export const dataCorrectionValueInvalid = 'Data yang benar tidak sesuai format untuk data ini';
/** A correction refused by the rule of the onboarding step its field comes from (decision 0122). */
export const dataCorrectionValueRefused = 'Data yang benar untuk {field} tidak dapat diterima: {reason}';
export const dataCorrectionCannotApply =
  'Koreksi {field} tidak dapat diterapkan: {reason}. Tolak permintaan ini dan sampaikan alasannya kepada nasabah.';
export const dataRequestFieldFullname = 'Nama lengkap';
export const dataRequestFieldKtpNo = 'NIK';
export const dataRequestFieldBirthPlace = 'Tempat lahir';
export const dataRequestFieldBirthDate = 'Tanggal lahir';
export const dataRequestFieldGender = 'Jenis kelamin';
export const dataRequestFieldMotherName = 'Nama ibu kandung';
export const dataRequestFieldAddress = 'Alamat sesuai KTP';
export const dataRequestFieldOccupation = 'Pekerjaan';
export const dataRequestFieldAccountName = 'Nama pemilik rekening';
export const dataRequestFieldOther = 'Data lainnya';
export const dataRequestKindCorrection = 'Koreksi data';
export const dataRequestKindRestriction = 'Pembatasan pemrosesan data';
export const dataRequestKindDeletion = 'Penghapusan data';
export const dataRequestKindUpdate = 'Perubahan data';
/** Its receipt names the parts sent (decision 0217). */
export const dataRequestReceiptUpdate = 'Bagian yang Anda ubah: {steps}.';
export const dataRequestDoneUpdate =
  'Data Anda ({steps}) sekarang tercatat sesuai perubahan yang Anda ajukan.';
// ── The data update (decision 0217) ──
export const dataUpdateNothingChanged =
  'Tidak ada data yang berubah. Ubah setidaknya satu isian sebelum mengirim perubahan.';
export const dataUpdateNotApproved =
  'Perubahan data dapat diajukan setelah data Anda disetujui. Sebelum itu, ubah data melalui langkah pendaftaran.';
export const dataUpdateRecordChanged =
  'Data peserta pada bagian ini sudah berubah sejak permintaan dikirim. Tolak permintaan ini dan minta nasabah mengajukan ulang.';
export const dataUpdateStepEmployment = 'Pekerjaan dan alamat KTP';
export const dataUpdateStepFinancial = 'Data keuangan';
export const dataUpdateStepEmergencyContact = 'Kontak darurat';
export const dataUpdateTableTitle = 'Perubahan yang diajukan';
export const dataUpdateColField = 'Isian';
export const dataUpdateColBefore = 'Sebelum';
export const dataUpdateColAfter = 'Sesudah';
export const dataUpdateYes = 'Ya';
export const dataUpdateNo = 'Tidak';
export const dataUpdateNone = 'Tidak ada';
export const dataUpdateBuildingPostcode = 'Kode Pos Tanah/Bangunan';
export const dataRequestReceiptSubject = 'Permintaan data Anda sudah kami terima';
export const dataRequestReceiptBody =
  'Kami sudah menerima permintaan Anda: {kind}. Kami akan menjawabnya paling lambat {due} WIB (3×24 jam sejak permintaan dibuat).';
export const dataRequestReceiptCorrection =
  'Data yang dikoreksi: {field}. Data yang benar menurut Anda: {value}.';
export const dataRequestDoneSubject = 'Permintaan data Anda sudah dilaksanakan';
export const dataRequestDoneBody =
  'Permintaan Anda ({kind}) yang diajukan pada {created} WIB sudah kami laksanakan.';
export const dataRequestDoneCorrection = '{field} Anda sekarang tercatat sesuai koreksi yang Anda ajukan.';
export const dataRequestDoneClosed =
  'Akun Anda sudah ditutup dan data Anda tidak lagi kami proses. Sesuai UU 8/2010 pasal 21, data identitas Anda kami simpan sampai {erase} lalu dihapus.';
export const dataRequestDoneErasedSoon =
  'Akun Anda sudah ditutup dan data pribadi Anda akan dihapus dalam 24 jam.';
export const dataRequestDeclinedSubject = 'Permintaan data Anda tidak dapat kami laksanakan';
export const dataRequestDeclinedBody =
  'Permintaan Anda ({kind}) yang diajukan pada {created} WIB tidak dapat kami laksanakan. Alasannya: {reason}';
export const dataRequestOutcomeNote = 'Catatan dari petugas kami: {note}';
export const dataRequestMailOutro = 'Jika ada pertanyaan, balas email ini atau hubungi layanan nasabah kami.';
