/**
 * The reviewer's workbench (decision 0112): per-document resubmission ('Minta unggah ulang', the
 * customer's 'Perlu perbaikan' screen), case ownership ('Ambil', 'Berikutnya'), due times, notes and
 * the timeline, and the case file PDF. All ours: none of them is quoted.
 */

// ── Resubmission: the catalogue ───────────────────────────────────────
export const resubmissionReasonBlurry = 'Foto buram';
export const resubmissionReasonCropped = 'Dokumen terpotong';
export const resubmissionReasonExpired = 'Dokumen kedaluwarsa';
export const resubmissionReasonFaceNotVisible = 'Wajah tidak terlihat jelas';
export const resubmissionReasonDataMismatch = 'Data tidak sesuai dokumen';
export const resubmissionReasonGlare = 'Pantulan cahaya menutupi tulisan';
export const resubmissionReasonWrongDocument = 'Dokumen yang diunggah salah';
export const resubmissionReasonSignatureMismatch = 'Tanda tangan tidak sesuai KTP';
export const resubmissionReasonVideoIncomplete = 'Pernyataan dalam video tidak lengkap';
export const resubmissionReasonOther = 'Lainnya';
export const resubmissionItemKtp = 'Foto KTP';
export const resubmissionItemPhoto = 'Pas foto';
export const resubmissionItemPhotoWithKtp = 'Foto Diri dengan KTP';
export const resubmissionItemSignature = 'Tanda tangan';
export const resubmissionItemStatementVideo = 'Video pernyataan';
export const resubmissionItemPersonal = 'Data pribadi';
export const resubmissionItemIdentityAddress = 'Alamat sesuai KTP';
export const resubmissionItemEmployment = 'Data pekerjaan';
export const resubmissionItemFinancial = 'Data keuangan';
export const resubmissionItemBankAccount = 'Rekening bank';
export const resubmissionItemEmergencyContact = 'Kontak darurat';
export const resubmissionItemFundsDeclaration = 'Pernyataan sumber dana dan kekayaan';

// ── The declaration of source of funds and wealth (enhanced due diligence) ──
export const fundsDeclarationWhy =
  'Kami perlu mengetahui asal dana yang akan Anda gunakan untuk bertransaksi dan asal kekayaan Anda, beserta satu dokumen pendukung.';
export const fundsDeclarationOnlyAsked =
  'Pernyataan sumber dana hanya dapat diminta, bukan diterima sebagai item.';
export const fundsDeclarationFundsLabel = 'Sumber dana untuk transaksi';
export const fundsDeclarationFundsHint =
  'Contoh: gaji bulanan dari PT …, hasil usaha toko emas sejak 2015, tabungan di Bank ….';
export const fundsDeclarationWealthLabel = 'Asal kekayaan';
export const fundsDeclarationWealthHint =
  'Bagaimana kekayaan Anda terkumpul: pekerjaan, usaha, warisan, penjualan aset, dan sebagainya.';
export const fundsDeclarationDocumentLabel = 'Dokumen pendukung';
export const fundsDeclarationDocumentHint =
  'Foto slip gaji, rekening koran, akta jual beli, atau dokumen lain yang mendukung pernyataan Anda (JPG atau PNG).';
export const fundsDeclarationFundsRequired = 'Jelaskan sumber dana Anda, paling sedikit 20 karakter.';
export const fundsDeclarationWealthRequired = 'Jelaskan asal kekayaan Anda, paling sedikit 20 karakter.';
export const fundsDeclarationTooLong = 'Penjelasan maksimal 1000 karakter.';
export const fundsDeclarationDocumentRequired = 'Unggah satu dokumen pendukung.';
export const fundsDeclarationSave = 'Simpan pernyataan';
export const fundsDeclarationSaved = 'Pernyataan sumber dana dan kekayaan tersimpan.';
export const fundsDeclarationFill = 'Isi pernyataan';
export const fundsDeclarationEdit = 'Ubah pernyataan';
export const fundsDeclarationNotAsked = 'Pernyataan sumber dana tidak sedang diminta.';
export const fundsDeclarationFileInvalid = 'Dokumen pendukung tidak ditemukan. Unggah lagi.';
export const fundsDeclarationAsk = 'Minta pernyataan';
export const fundsDeclarationAskHint =
  'Nasabah diminta menjelaskan sumber dana dan asal kekayaannya dengan satu dokumen pendukung. Wajib sebelum persetujuan peserta berisiko Tinggi.';
export const fundsDeclarationNone = 'Nasabah belum menyerahkan pernyataan sumber dana dan kekayaan.';
export const fundsDeclarationDeclaredAt = 'Dinyatakan {at}';
export const fundsDeclarationOpenDocument = 'Buka dokumen pendukung';

// ── Resubmission: validation and server replies ─────────────────────
export const resubmissionReasonRequired = 'Pilih alasan permintaan unggah ulang.';
export const resubmissionReasonTextRequired = 'Tuliskan alasannya.';
export const resubmissionNoteTooLong = 'Catatan terlalu panjang.';
export const resubmissionNothingToFix = 'Tandai setidaknya satu dokumen atau data untuk diperbaiki.';
export const resubmissionItemTwice = 'Setiap dokumen atau data hanya diputuskan sekali.';
export const resubmissionNotAllowed = 'Permintaan perbaikan hanya untuk peserta yang menunggu peninjauan.';
export const resubmissionSent = 'Permintaan perbaikan terkirim ke nasabah.';
export const stepNotReopened = 'Bagian ini tidak diminta untuk diperbaiki.';

// ── The review checklist (decision 0131) ─────────────────────────────
export const checklistIncomplete =
  'Persetujuan belum bisa diberikan: setiap dokumen dan data harus diterima lebih dulu oleh peninjau ({items}).';
export const checklistDocumentNotOpened = 'Buka dokumen ini dulu sebelum menerimanya.';
export const checklistNotWaiting = 'Dokumen dan data hanya diperiksa selama peserta menunggu peninjauan.';
export const checklistUndecided = 'Belum diputuskan';
export const checklistAcceptedBy = 'Diterima oleh {name}, {at}';
export const checklistChanged = 'Berubah sejak diterima: periksa lagi';
export const checklistProgress = '{done} dari {total} dokumen dan data diterima';
export const checklistApproveTitle = 'Yang sudah diperiksa';
export const checklistApproveMissing = 'Belum diterima: {items}. Terima dulu di halaman detail.';

// ── Resubmission: the reviewer's screen ───────────────────────────────
export const resubmissionAccept = 'Diterima';
export const resubmissionAsk = 'Minta unggah ulang';
export const resubmissionAskData = 'Minta perbaikan';
export const resubmissionSend = 'Kirim permintaan';
export const resubmissionSendConfirm =
  'Kirim permintaan perbaikan untuk {count} dokumen atau data ke nasabah?';
export const resubmissionReason = 'Alasan';
export const resubmissionReasonText = 'Alasan lainnya';
export const resubmissionNote = 'Catatan untuk nasabah (opsional)';
export const resubmissionVersion = 'Versi {version}';
export const resubmissionPrevious = 'Sebelumnya';
export const resubmissionCurrent = 'Terbaru';
export const resubmissionChangedSince = 'Berubah sejak peninjauan terakhir';
export const resubmissionHistoryTitle = 'Riwayat permintaan perbaikan';
export const resubmissionWaiting = 'Menunggu perbaikan dari nasabah';
export const resubmissionResubmitted = 'Diperbaiki nasabah';
/** A request's state in the history, beside 'Diperbaiki nasabah' (the waiting is said once, decision 0134). */
export const resubmissionOpen = 'Belum diperbaiki';
export const statusNeedsFix = 'Perlu Perbaikan';
export const listNeedsFixTitle = 'Perlu Perbaikan';
export const staffNavNeedsFix = 'Perlu Perbaikan';

// ── Resubmission: the customer ──────────────────────────────────────
export const fixTitle = 'Perlu perbaikan';
export const fixIntro =
  'Peninjau kami meminta Anda memperbaiki bagian berikut. Bagian lain sudah diterima dan tidak perlu diubah.';
export const fixItemOpen = 'Perbaiki';
export const fixItemDone = 'Sudah diperbaiki';
export const fixResubmit = 'Kirim ulang untuk ditinjau';
export const fixReadOnly = 'Bagian ini sudah diterima dan tidak dapat diubah.';
export const fixAllFirst = 'Perbaiki semua bagian yang diminta sebelum mengirim ulang.';
export const fixResubmitted = 'Perbaikan terkirim. Kami akan meninjaunya kembali.';
export const fixMailSubject = 'Mohon perbaiki data pendaftaran Anda';
export const fixMailIntro = 'Peninjau kami meminta Anda memperbaiki bagian berikut dari pendaftaran Anda:';
export const fixMailOutro = 'Masuk ke aplikasi untuk memperbaikinya. Bagian lain tidak perlu diubah.';
/** The end of a resubmission: the customer's confirmation and its e-mail (decision 0112). */
export const fixSentTitle = 'Perbaikan terkirim';
export const fixSentText = 'Terima kasih. Perbaikan Anda sudah kami terima dan akan ditinjau kembali.';
export const fixSentNextReview =
  'Pialang meninjau kembali bagian yang Anda perbaiki. Biasanya selesai dalam {days} hari kerja.';
export const fixSentNextMail =
  'Kami mengirim email setelah peninjauan selesai. Bila masih ada yang perlu diperbaiki, kami memberi tahu Anda lagi.';
export const fixSentButton = 'Lihat status pendaftaran';
export const fixSentMailSubject = 'Perbaikan data pendaftaran Anda sudah kami terima';
export const fixSentMailIntro = 'Terima kasih. Perbaikan yang Anda kirim pada {time} sudah kami terima:';
export const fixSentMailItem = '- {item}';
export const fixSentMailOutro =
  'Pialang kami akan meninjau kembali pendaftaran Anda, biasanya dalam {days} hari kerja. Kami mengirim email setelah peninjauan selesai. Status pendaftaran dapat Anda lihat setelah masuk:';
/** The waiting screen after a resubmission. */
export const waitingAgainTitle = 'Perbaikan sedang ditinjau ulang';
export const waitingAgainText =
  'Perbaikan yang Anda kirim pada {time} sedang ditinjau ulang oleh pialang. Kami akan menghubungi Anda setelah peninjauan selesai.';

// ── Case ownership ────────────────────────────────────────────────────
export const caseClaim = 'Ambil';
export const caseRelease = 'Lepaskan';
export const caseNext = 'Berikutnya';
export const caseReassign = 'Alihkan';
export const caseReassignTo = 'Alihkan ke';
export const caseClaimed = 'Berkas ini sekarang Anda tangani.';
export const caseReleased = 'Berkas dilepaskan.';
export const caseReassigned = 'Berkas dialihkan ke {name}.';
export const caseHeldBy = 'Ditangani oleh {name}';
export const caseHeldByYou = 'Anda tangani';
export const caseUnclaimed = 'Belum diambil';
export const caseHeldByOther = 'Berkas ini sedang ditangani oleh {name}.';
export const caseQueueEmpty = 'Tidak ada berkas yang menunggu untuk diambil.';
export const caseNotHeld = 'Berkas ini tidak sedang ditangani.';
export const caseReleaseForbidden =
  'Hanya penangan berkas, super admin, atau admin pialang yang dapat melepaskannya.';

// ── Due times ──────────────────────────────────────────────────────────
/** The file's age since submission, not the person's (decision 0134). */
export const caseAge = 'Umur berkas';
export const caseAgeUnderMinute = '< 1 menit';
export const caseDue = 'Tenggat';
export const caseOverdue = 'Terlambat';
export const caseDueToday = 'Jatuh tempo hari ini';
/** A compact list row: 'Hari ini, 16.00'. */
export const caseDueTodayAt = 'Hari ini, {time}';
export const caseSortDue = 'Urutkan menurut tenggat';
export const caseDuePaused = 'Dijeda (menunggu nasabah)';
export const workloadTitle = 'Beban kerja peninjauan';
export const workloadWaiting = 'Menunggu peninjauan';
export const workloadOverdue = 'Melewati tenggat';
export const workloadDueToday = 'Tenggat hari ini';
export const workloadUnclaimed = 'Belum diambil';
export const workloadMine = 'Saya tangani';
export const workloadNeedsFix = 'Menunggu perbaikan nasabah';

// ── Notes and the timeline ──────────────────────────────────────────
export const caseNotesTitle = 'Catatan internal';
export const caseNoteAdd = 'Tambah catatan';
export const caseNotePlaceholder = 'Tulis apa yang Anda temukan. Catatan tidak dapat diubah atau dihapus.';
export const caseNoteRequired = 'Catatan tidak boleh kosong.';
export const caseNoteTooLong = 'Catatan terlalu panjang (paling banyak 2.000 karakter).';
export const caseNoteSaved = 'Catatan tersimpan.';
export const caseNotesEmpty = 'Belum ada catatan.';
export const timelineTitle = 'Linimasa peserta';
export const timelineOpen = 'Lihat linimasa';
export const timelineEmpty = 'Belum ada peristiwa.';
export const timelineActorCustomer = 'Nasabah';
export const timelineActorSystem = 'Sistem';

// ── Faster review ──────────────────────────────────────────────────────
export const shortcutsTitle = 'Pintasan papan ketik';
export const shortcutsHint = 'Tekan ? untuk melihat pintasan';
export const shortcutNextDocument = 'Dokumen berikutnya';
export const shortcutPreviousDocument = 'Dokumen sebelumnya';
export const shortcutZoomIn = 'Perbesar';
export const shortcutZoomOut = 'Perkecil';
export const shortcutRotate = 'Putar';
export const shortcutNextFile = 'Berkas berikutnya';
export const shortcutApprove = 'Buka dialog setujui';
export const shortcutReject = 'Buka dialog tolak';
export const shortcutResubmission = 'Buka permintaan perbaikan';
export const shortcutHelp = 'Tampilkan pintasan ini';
export const shortcutsNoFinal =
  'Tidak ada tombol tunggal yang langsung memutuskan: setiap keputusan meminta konfirmasi.';
export const caseFileDownload = 'Unduh berkas';
export const caseFileTitle = 'Berkas Peserta';
export const caseFileAuditHash = 'Hash rantai audit saat berkas dibuat';
export const caseFileDecisions = 'Riwayat keputusan';
export const documentProves = 'Dibuktikan oleh dokumen ini';

// ── Notes, timeline and case file (the case-file module) ─────────────────
export const caseNoteAuthor = 'Penulis';
export const caseNotesLoadFailed = 'Catatan tidak dapat dimuat. Coba lagi.';
export const timelineLoadFailed = 'Linimasa tidak dapat dimuat. Coba lagi.';
export const timelineOpenFromTrail = 'Linimasa peserta ini';
export const caseFileDownloadFailed = 'Berkas tidak dapat diunduh. Coba lagi.';
export const caseFileNotFound = 'Peserta tidak ditemukan.';
// Timeline titles, one per kind of event.
export const tlNote = 'Catatan';
export const tlResubmissionRequested = 'Minta unggah ulang: {items}';
export const tlResubmitted = 'Perbaikan dikirim ulang oleh nasabah';
export const tlRecording = 'Rekaman panggilan video ({duration})';
export const tlClaimHeld = 'Berkas diambil';
export const tlGeneric = 'Aktivitas: {action}';
export const tlFailed = '{title} (gagal)';
export const tlRegistrationCreate = 'Mendaftar akun';
export const tlRegistrationVerifyOtp = 'Memverifikasi kode SMS';
export const tlRegistrationResendOtp = 'Meminta kode SMS lagi';
export const tlRegistrationResendActivation = 'Meminta link aktivasi lagi';
export const tlRegistrationActivate = 'Mengaktifkan akun';
export const tlRegistrationResume = 'Melanjutkan pendaftaran';
export const tlLogin = 'Masuk ke aplikasi';
export const tlLogout = 'Keluar dari aplikasi';
export const tlOnboardingRegister = 'Memulai pengisian data KYC';
export const tlOnboardingStep = 'Menyimpan langkah: {step}';
export const tlOnboardingSubmit = 'Mengirim data untuk ditinjau';
export const tlUpload = 'Mengunggah dokumen: {kind}';
export const tlProfileUpdate = 'Mengubah profil';
export const tlParticipantView = 'Data peserta dibuka';
export const tlFileView = 'Dokumen dibuka';
export const tlApprove = 'Disetujui';
export const tlBankApprove = 'Disetujui bank';
export const tlReject = 'Ditolak';
export const tlBlacklist = 'Dimasukkan ke daftar hitam';
export const tlUnblacklist = 'Dikeluarkan dari daftar hitam';
export const tlApprovalMail = 'Email persetujuan dikirim';
export const tlPrint = 'Formulir dicetak';
export const tlLocationHint = 'Lokasi peninjau dicatat';
export const tlFourEyesPropose = 'Usulan keputusan (empat mata)';
export const tlFourEyesApprove = 'Usulan disetujui pemeriksa';
export const tlFourEyesDecline = 'Usulan ditolak pemeriksa';
export const tlFourEyesLapse = 'Usulan kedaluwarsa';
export const tlDemoCreate = 'Akun demo dibuat';
export const tlDemoMail = 'Email akun demo dikirim';
export const tlCredentialReveal = 'Password akun dibuka nasabah';
export const tlVideoSchedule = 'Panggilan video dijadwalkan';
export const tlVideoReschedule = 'Panggilan video dijadwalkan ulang';
export const tlVideoCancel = 'Panggilan video dibatalkan';
export const tlVideoConsent = 'Persetujuan perekaman video diberikan';
export const tlVideoJoin = 'Bergabung ke panggilan video';
export const tlVideoLeave = 'Meninggalkan panggilan video';
export const tlVideoRecordingStart = 'Perekaman panggilan video dimulai';
export const tlVideoRecordingFinish = 'Perekaman panggilan video selesai';
export const tlVideoAccept = 'Panggilan video diterima';
export const tlScreeningClear = 'Penyaringan daftar: tidak ada kecocokan';
export const tlScreeningFound = 'Penyaringan daftar: {count} kecocokan';
export const tlScreeningError = 'Penyaringan daftar gagal';
export const tlMatchFound = 'Kecocokan daftar ditemukan ({source})';
export const tlMatchConfirmed = 'Kecocokan daftar dikonfirmasi';
/** (ours) A monitoring scenario raised an alert on the participant's transactions (decision 0203). */
export const tlMonitoringAlert = 'Peringatan pemantauan transaksi: {scenario}';
export const tlMonitoringCaseOpened = 'Kasus pemantauan transaksi dibuka (tingkat {severity})';
export const tlMonitoringCaseClaim = 'Kasus pemantauan transaksi diambil';
export const tlMonitoringCaseRelease = 'Kasus pemantauan transaksi dilepaskan';
export const tlMonitoringCaseNote = 'Catatan ditambahkan pada kasus pemantauan transaksi';
export const tlMonitoringCloseProposed = 'Penutupan kasus pemantauan transaksi diajukan';
export const tlMonitoringEscalateProposed = 'Eskalasi kasus pemantauan transaksi diajukan';
export const tlMonitoringCaseClosed = 'Kasus pemantauan transaksi ditutup: tidak mencurigakan';
export const tlMonitoringCaseEscalated = 'Kasus pemantauan transaksi dieskalasi ke laporan';
export const tlMonitoringDecisionDeclined = 'Keputusan kasus pemantauan transaksi ditolak';
export const tlMonitoringDecisionLapsed = 'Keputusan kasus pemantauan transaksi gugur';
export const tlPpatkReportDrafted = 'Draf laporan {kind} untuk PPATK dibuat';
export const tlPpatkReportUpdated = 'Draf laporan untuk PPATK diubah';
export const tlPpatkReportXml = 'Berkas goAML laporan untuk PPATK dibuat';
export const tlPpatkReportApprovalProposed = 'Persetujuan laporan untuk PPATK diajukan';
export const tlPpatkReportApprovalDeclined = 'Persetujuan laporan untuk PPATK ditolak';
export const tlPpatkReportApprovalLapsed = 'Persetujuan laporan untuk PPATK gugur: laporan diubah';
export const tlPpatkReportApproved = 'Laporan untuk PPATK disetujui';
export const tlPpatkReportArchived = 'Berkas goAML laporan yang disetujui diarsipkan';
export const tlPpatkReportSubmitted = 'Laporan dicatat terkirim ke PPATK';
export const tlPpatkReportPdf = 'PDF laporan untuk PPATK diunduh';
export const tlMonitoringCasePdf = 'PDF kasus pemantauan transaksi diunduh';
export const tlMatchDismissed = 'Kecocokan daftar ditolak';
export const tlManagingBankVerify = 'Rekening pengelola diverifikasi';
export const tlManagingBankReject = 'Rekening pengelola ditolak';
export const tlCaseClaim = 'Berkas diambil';
export const tlCaseRelease = 'Berkas dilepaskan';
export const tlCaseReassign = 'Berkas dialihkan';
export const tlCaseResubmissionRequested = 'Permintaan perbaikan dikirim';
export const tlCaseResubmitted = 'Perbaikan dikirim ulang';
export const tlCaseFileDownloaded = 'Berkas peserta diunduh';
export const tlCaseNoteAdded = 'Catatan ditambahkan';
// The case file PDF.
export const caseFileGeneratedAt = 'Dibuat pada';
export const caseFileGeneratedBy = 'Dibuat oleh';
export const caseFileIdentity = 'Data identitas';
export const caseFileDocuments = 'Dokumen';
export const caseFileDocumentMissing = 'Tidak diunggah';
export const caseFileDocumentNotImage = 'Berkas tidak dapat ditampilkan';
export const caseFileVideoLine = 'Video pernyataan: SHA-256 {sha}, durasi {duration}';
export const caseFileDurationUnknown = 'tidak diketahui';
export const caseFileAuditSeq = 'Nomor urut terakhir';
export const caseFileCheckpoint = 'Titik periksa bertanda tangan terakhir';
export const caseFileCheckpointNone = 'Belum ada titik periksa bertanda tangan';
export const caseFileFooter =
  'Dokumen rahasia. Berisi data pribadi yang dilindungi UU PDP; hanya untuk keperluan peninjauan dan audit.';
export const caseFileNik = 'NIK';
export const caseFileFullname = 'Nama lengkap';
export const caseFileBirth = 'Tempat, tanggal lahir';
export const caseFileGender = 'Jenis kelamin';
export const caseFileMother = 'Nama ibu kandung';
export const caseFileCitizenship = 'Kewarganegaraan';
export const caseFileAddress = 'Alamat sesuai KTP';
export const caseFilePhone = 'Nomor telepon';
export const caseFileEmail = 'Email';
export const caseFilePlatform = 'Platform';
export const caseFileStatus = 'Status';
export const caseFileOccupation = 'Pekerjaan';
export const caseFileSubmittedAt = 'Dikirim untuk ditinjau';
export const caseFileDuration = '{m} mnt {s} dtk';
export const caseFilePartnerSignature = 'Tanda tangan pasangan';
export const caseFileNpwp = 'NPWP';
// ── Case ownership in the back-office screens (the web) ──
export const caseHolderColumn = 'Ditangani';
export const caseFilterLabel = 'Penanganan';
export const caseFilterAll = 'Semua';
export const caseFilterOverdue = 'Terlambat saja';
export const caseDueLabel = 'Tenggat: {when}';
export const caseReassignConfirm = 'Alihkan berkas {customer} ke {name}?';
export const caseReassignPick = 'Pilih peninjau';

// ── Resubmission, the server's texts ─────────────────────────────────────
/** One line of the resubmission mail per item: its label and the reason. */
export const fixMailItem = '- {item}: {reason}';
/** The reviewer's note under an item of the mail. */
export const fixMailNote = '  Catatan peninjau: {note}';
/** The audit trail's label of a resubmission request. */
export const auditActionResubmissionRequested = 'Meminta perbaikan dokumen atau data';
export const auditActionItemAccepted = 'Menerima dokumen atau data peserta';
export const tlItemAccepted = '{item} diterima peninjau';
/** A resubmission while another request is still open, or a change of the file meanwhile. */
/** The staff file route names a file by its path or by its id: exactly one of the two. */
export const staffFileQueryInvalid = 'Sebutkan berkas dengan path atau id, salah satu saja.';
export const resubmissionConflict = 'Peserta sudah berubah. Muat ulang halaman lalu coba lagi.';

// ── The reviewer's detail: decisions, versions, keyboard ──────────
export const resubmissionNoteLabel = 'Catatan untuk nasabah';
export const shortcutsKeyColumn = 'Tombol';
export const shortcutsActionColumn = 'Fungsi';

// ── Case ownership: the server's answers (claims, due times, workload) ──
export const caseNotWaitingForYou = 'Berkas ini tidak sedang menunggu peninjauan Anda.';
export const caseReassignTargetInvalid = 'Staf tujuan tidak dapat meninjau berkas ini.';
export const caseReassignForbidden = 'Hanya super admin atau admin pialang yang dapat mengalihkan berkas.';
/** The audit trail's labels of the changes of holder. */
export const auditActionCaseClaimed = 'Mengambil berkas';
export const auditActionCaseReleased = 'Melepaskan berkas';
export const auditActionCaseReassigned = 'Mengalihkan berkas';

// ── Resubmission: the customer's fix screen and reopened steps ──────
export const fixPageTitle = 'Perlu perbaikan';
/** The reopened steps' back button: short enough to sit beside the save on a 390 px phone. */
export const fixBackShort = 'Daftar perbaikan';
/** A reopened step's save: it returns to the fix list, not to the next step. */
export const fixSave = 'Simpan perbaikan';
export const fixRequestedOn = 'Diminta pada {date}';
export const fixReviewerNote = 'Catatan peninjau';
export const fixAskedHere = 'Yang diminta untuk diperbaiki di sini';
export const fixNothingAsked = 'Tidak ada bagian yang perlu diperbaiki saat ini.';
export const fixItemsLeft = '{count} dari {total} bagian sudah diperbaiki';
export const fixDashboardText =
  'Peninjau kami meminta Anda memperbaiki beberapa bagian pendaftaran. Buka daftarnya untuk melihat apa yang perlu diperbaiki.';
export const fixDashboardButton = 'Lihat yang perlu diperbaiki';
