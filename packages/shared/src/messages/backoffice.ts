/** Back-office texts (docs/product/back-office.md § Screens, Rules, Messages). Quoted texts verbatim, typos included (decision 0092). */

// ── Logins (docs/product/back-office.md § Screens) ──────────────────────────────────────────────
export const adminLoginTitle = 'Login Admin';
export const bankLoginTitle = 'Login Bank'; // (ours)
export const staffUsernameLabel = 'Username'; // (ours)
export const staffPasswordLabel = 'Password'; // (ours)
export const staffUsernameRequired = 'Username tidak boleh kosong';
export const staffPasswordRequired = 'Password tidak boleh kosong';
export const staffLoginButton = 'Masuk'; // (ours)
/** The one answer to every failed staff login, whatever the reason (decision 0108). */
export const staffLoginWrong = 'Login gagal. Periksa username dan password, lalu coba lagi.'; // (ours)
/** Shown while the harder bot challenge after a failed staff login is being solved. */
export const staffLoginExtraCheck =
  'Pemeriksaan keamanan tambahan sedang berjalan. Mohon tunggu, ini dapat memakan waktu hingga satu menit.'; // (ours)
export const staffLogout = 'Keluar'; // (ours)

// ── Dashboard (docs/product/back-office.md § Screens) ───────────────────────────────────────────
export const dashboardNewCount = 'Peserta Baru';
export const dashboardRegisteredCount = 'Peserta Terdaftar';
export const dashboardRejectedCount = 'Peserta Ditolak'; // (ours)
export const dashboardBlacklistCount = 'Peserta Daftar Hitam'; // (ours)
export const totalLabel = 'Total'; // (ours)

// ── Lists (docs/product/back-office.md § Screens) ───────────────────────────────────────────────
export const listNewTitle = 'Peserta Baru';
export const listRegisteredTitle = 'Peserta Terdaftar';
export const listRejectedTitle = 'Peserta Ditolak'; // (ours)
export const listBlacklistTitle = 'Peserta Daftar Hitam'; // (ours)
export const noData = 'No Data';
export const colName = 'Nama'; // (ours)
export const colBirth = 'Tempat, Tanggal Lahir'; // (ours)
/** The same column's title in a compact list, two lines at most (decision 0134). */
export const colBirthShort = 'Tempat, Tgl. Lahir'; // (ours)
export const colPlatform = 'Platform';
export const colBank = 'Bank';
export const colPhone = 'No. Telepon'; // (ours)
export const colNik = 'No. KTP'; // (ours)
export const colNpwp = 'NPWP';
export const colRegisteredAt = 'Tanggal Registrasi'; // (ours)
/** The same column's title in a compact list (decision 0134). */
export const colRegisteredAtShort = 'Tgl. Registrasi'; // (ours)
export const colAction = 'Aksi'; // (ours)
export const colReason = 'Keterangan'; // (ours)
export const colHoldingAccount = 'No. Rekening Penampung'; // (ours)
export const colGoldAccount = 'No. Akun Emas Digital'; // (ours)
export const waitingCimbApproval = 'Menunggu persetujuan Bank CIMB'; // (ours)
/**
 * What the bank reads when the broker's own checks hold its approval (decision 0121): one text for
 * every such hold, so it tells nothing of screening (no tipping off, decision 0111).
 */
export const bankApprovalHeld =
  'Berkas masih dalam pemeriksaan pialang. Persetujuan bank belum dapat diberikan.'; // (ours)
export const filterPlatform = 'Platform'; // (ours)
export const filterAllPlatforms = 'Semua platform'; // (ours)
export const filterDateRange = 'Tanggal registrasi'; // (ours)
export const filterDateNotFuture = 'Tanggal tidak boleh melebihi hari ini'; // (ours)
export const actionDetail = 'Detail';
export const actionAccept = 'Terima';
export const actionReject = 'Tolak';
export const actionBlacklist = 'Blacklist';
export const actionUnblacklist = 'Unblacklist';
export const actionAgree = 'Setuju';
export const actionCancel = 'Batal'; // (ours)

// ── Modals and forms (docs/product/back-office.md § Screens, Rules) ────────────────────────────────
export const verifyTitle = 'Verifikasi Peserta';
export const verifyDocumentsComplete = 'Apakah dokumen peserta sudah lengkap?'; // (ours)
export const tradeAccountNoLabel = 'No Akun'; // (ours)
export const userIdLabel = 'ID Pengguna'; // the form's 'User Id', said in Indonesian (decision 0092)
export const tradeAccountNoRequired = 'No Akun tidak boleh kosong';
export const tradeAccountNoDigits = 'No Akun hanya berisi angka, 6 sampai 20 digit'; // (ours)
export const tradeUsernameTaken = 'ID Pengguna sudah digunakan oleh peserta lain.'; // (ours)
export const passwordMin8 = 'Password minimal 8 karakter';
export const noSpacesAllowed = 'Tidak boleh mengandung spasi'; // (ours)
// The 'Verifikasi Peserta' fields' rules, shown before any error; the proposed number and the
// generated password (decision 0137).
export const tradeAccountNoRule = 'Hanya angka, 6 sampai 20 digit, tanpa spasi.'; // (ours)
export const tradeAccountNoProposed =
  'Diusulkan sistem: awalan platform dan nomor urut berikutnya. Dapat diubah.'; // (ours)
export const tradeAccountProposalUnavailable =
  'Usulan No Akun tidak dapat dimuat. Isi No Akun secara manual; nomor yang sudah dipakai tetap ditolak.'; // (ours)
export const tradeAccountNoExhausted =
  'Nomor urut No Akun untuk awalan platform ini sudah habis. Isi No Akun secara manual.'; // (ours)
export const tradeUsernameRule =
  'Tanpa spasi, maksimal {max} karakter, belum digunakan peserta lain (huruf besar dan kecil dianggap sama).'; // (ours)
export const tradePasswordRule =
  'Minimal 8 karakter dengan huruf kapital, huruf kecil, angka dan simbol, tanpa spasi.'; // (ours)
export const tradePasswordDelivery =
  'Password dibuat otomatis. Peserta melihatnya satu kali melalui link di email persetujuan (berlaku 72 jam); password tidak ditulis di email.'; // (ours)
export const tradePasswordRegenerate = 'Buat ulang'; // (ours)
export const tradePasswordRegenerateLabel = 'Buat ulang password'; // (ours)
export const rejectConfirm = 'Apakah Anda yakin memasukan akun tersebut ke dalam daftar Reject?';
export const rejectReasonPlaceholder = 'Tuliskan alasan penolakan atau formulir/file yang belum lengkap'; // (ours)
export const blacklistConfirm = 'Apakah Anda yakin memasukan akun tersebut ke dalam daftar blacklist?';
export const blacklistReasonPlaceholder = 'Tuliskan alasan untuk nasabah'; // (ours)
export const unblacklistConfirm = 'Apakah Anda yakin mengeluarkan akun tersebut dari daftar hitam?'; // (ours)
export const reasonRequired = 'Alasan tidak boleh kosong';
export const reasonMin = 'Alasan minimal 30 karakter';
export const reasonMax = 'Alasan maksimal 500 karakter';

// ── Outcomes (docs/product/back-office.md § Messages) ────────────────────────────────────────────
export const participantAccepted = 'Peserta berhasil diterima';
export const participantRejected = 'Peserta berhasil ditolak';
export const blacklistDone = 'Blacklist user berhasil';
export const unblacklistDone = 'Unblacklist peserta berhasil';
export const participantInvalid = 'Peserta tidak valid';
export const newParticipantInvalid = 'Peserta Baru tidak valid';
export const reviewConflict =
  'Peserta ini baru saja diproses oleh staf lain. Muat ulang halaman untuk melihat statusnya.'; // (ours)
export const participantNotFound = 'Peserta tidak ditemukan'; // (ours)

// ── The participant lists' search (ours) ──────────────────────────────
export const participantSearchLabel = 'Cari peserta'; // (ours)
export const participantSearchPlaceholder = 'Nama, NIK atau nomor HP'; // (ours)
export const participantSearchButton = 'Cari'; // (ours)
export const participantSearchClear = 'Hapus pencarian'; // (ours)
export const participantSearchEmpty = 'Tidak ada peserta yang cocok dengan “{q}”.'; // (ours)
/** On a phone the lists' filters fold away behind one button (decision 0134). */
export const listFiltersShow = 'Filter'; // (ours)
export const listFiltersActive = 'Filter ({count} aktif)'; // (ours)
export const listActionsLabel = 'Aksi peserta'; // (ours)
/** The video call's state in a list row, under the column's own title (decision 0134). */
export const listVideoNew = 'Belum dijadwalkan'; // (ours)
export const listVideoScheduled = 'Terjadwal'; // (ours)
export const listVideoDone = 'Diterima'; // (ours)

// ── Detail (docs/product/back-office.md § Screens) ──────────────────────────────────────────────
export const detailTitle = 'Detail Peserta'; // (ours)
export const galleryPhoto = 'Foto Terkini'; // (ours)
export const galleryKtp = 'KTP'; // (ours)
export const galleryPhotoWithKtp = 'Foto Diri dengan KTP'; // (ours)
export const gallerySignature = 'Tanda Tangan'; // (ours)
export const galleryVideo = 'Video'; // (ours)
export const downloadMenu = 'Unduh Dokumen'; // (ours)
export const downloadStatement = 'Pernyataan Peserta'; // (ours)
export const downloadSimulation = 'Simulasi Trading'; // (ours)
export const nikWarningsTitle = 'Peringatan NIK'; // (ours)
export const contactPhoneIsCustomers =
  'Nomor telepon kontak darurat sama dengan nomor telepon nasabah sendiri.'; // (ours) decision 0125
export const duplicatesTitle = 'Identitas yang sama pada peserta lain'; // (ours)
export const duplicateNik = 'NIK sama'; // (ours)
export const duplicatePhone = 'Nomor telepon sama'; // (ours)
export const duplicateEmail = 'Email sama'; // (ours)
export const duplicateBankAccount = 'Rekening bank sama'; // (ours)
export const duplicateBlacklisted = 'Peserta ini ada di daftar hitam'; // (ours)
// The rest of what the customer submitted (docs/product/back-office.md § Records and fields), one card each.
export const detailAccountSection = 'Pendaftaran dan Akun'; // (ours)
export const detailFinancialSection = 'Data Keuangan'; // (ours)
export const detailBankAccountSection = 'Rekening Bank'; // (ours)
export const detailContactSection = 'Kontak Darurat'; // (ours)
export const detailRegistrationState = 'Tahap Pendaftaran'; // (ours)
export const detailPromoterCode = 'Kode Promotor'; // (ours)
export const detailDomicile = 'Domisili (Kabupaten/Kota)'; // (ours)
export const detailDispute = 'Penyelesaian Perselisihan (poin 24)'; // (ours)
export const detailTradingAccountNo = 'No Akun Trading'; // (ours)
export const detailTradingUsername = 'ID Pengguna Trading'; // (ours)
export const detailDemoAccount = 'Akun Demo'; // (ours)
export const detailDemoCreatedAt = 'Akun Demo Dibuat'; // (ours)
export const detailVideoLink = 'Ruang Video Call'; // (ours)
export const detailNotYet = 'Belum ada'; // (ours)
export const galleryPartnerSignature = 'Tanda Tangan Suami/Istri'; // (ours)
export const galleryKk = 'Kartu Keluarga'; // (ours)
export const galleryNpwp = 'Kartu NPWP'; // (ours)
export const galleryOther = 'Dokumen Lain'; // (ours)
export const galleryPosition = '{n} dari {total}'; // (ours)
export const customerStateOpen = 'Baru mendaftar'; // (ours)
export const customerStateCustomer = 'Mengisi data pribadi'; // (ours)
export const customerStateEmployment = 'Mengisi data pekerjaan'; // (ours)
export const customerStateFinancial = 'Mengisi data keuangan'; // (ours)
export const customerStateAccount = 'Mengisi data rekening'; // (ours)
export const customerStateContact = 'Mengisi kontak darurat'; // (ours)
export const customerStateAttachment = 'Mengunggah lampiran'; // (ours)
export const customerStateReject = 'Diminta memperbaiki data'; // (ours)
export const customerStateSubmitted = 'Data terkirim, menunggu verifikasi'; // (ours)
export const customerStateApproved = 'Disetujui'; // (ours)

// ── Audit trail (docs/product/back-office.md § Screens) ─────────────────────────────────────────
export const auditTitle = 'Jejak Audit'; // (ours: 'Audit Trail' said in Indonesian, decision 0136)
export const auditDetailTitle = 'Detail Audit';
export const auditColParticipant = 'Nama Peserta'; // (ours)
export const auditColStatus = 'Status Peserta'; // (ours)
export const auditColOperator = 'Operator'; // (ours)
export const auditColVerifiedAt = 'Tanggal Verifikasi'; // (ours)
export const auditInfo = 'Info'; // (ours)

// ── Failed deliveries: the job queue's dead letters (ours, decision 0081) ──
export const failedJobsTitle = 'Pengiriman Gagal'; // (ours)
export const failedJobsIntro =
  'Email, SMS dan pekerjaan latar yang tetap gagal setelah semua percobaan. Periksa penyebabnya, lalu kirim ulang.'; // (ours)
export const failedJobsColType = 'Jenis'; // (ours)
export const failedJobsColRecipient = 'Penerima'; // (ours)
export const failedJobsColAttempts = 'Percobaan'; // (ours)
export const failedJobsColError = 'Galat Terakhir'; // (ours)
export const failedJobsColCreated = 'Dibuat'; // (ours)
export const failedJobsTypeEmail = 'Email'; // (ours)
export const failedJobsTypeSms = 'SMS'; // (ours)
export const failedJobsRetry = 'Kirim Ulang'; // (ours)
export const failedJobsRetryConfirm =
  'Jalankan ulang pekerjaan ini sekarang? Percobaannya dimulai lagi dari awal.'; // (ours)
export const failedJobsRetried = 'Pekerjaan dijadwalkan ulang dan akan segera dijalankan.'; // (ours)
export const failedJobsNone = 'Tidak ada pengiriman yang gagal.'; // (ours)
export const failedJobNotFound = 'Pekerjaan tidak ditemukan atau tidak lagi gagal.'; // (ours) 404

// ── E-mails to the customer after review (ours) ───────────────────────
export const approvalEmailSubject = 'Akun trading Anda sudah aktif'; // (ours)
export const approvalEmailGreeting = 'Halo {name},'; // (ours)
export const approvalEmailIntro =
  'Data Anda telah diverifikasi dan akun trading Anda sudah dibuat. Berikut data login Anda:'; // (ours)
export const approvalEmailAccountNo = 'No Akun: {account}'; // (ours)
export const approvalEmailUsername = 'ID Pengguna: {username}'; // (ours)
export const approvalEmailPasswordLink =
  'Password trading Anda dapat dilihat satu kali melalui link berikut (berlaku 72 jam, Anda perlu login ke Kilau terlebih dahulu): {link}'; // (ours)
export const approvalEmailChangePassword =
  'Demi keamanan, segera ganti password ini setelah login pertama dan jangan berikan kepada siapa pun, termasuk petugas kami.'; // (ours)
export const approvalEmailStart = 'Mulai bertransaksi: {link}'; // (ours)
export const rejectEmailSubject = 'Data pendaftaran Anda perlu diperbaiki'; // (ours)
export const rejectEmailIntro =
  'Tim kami telah meninjau data pendaftaran Anda dan memerlukan perbaikan dengan alasan berikut:'; // (ours)
export const rejectEmailAction = 'Login untuk memperbaiki data Anda: {link}'; // (ours)
export const filterDateOrder = 'Tanggal awal tidak boleh setelah tanggal akhir'; // (ours)
export const approveIdMismatch = 'Data peserta tidak sesuai'; // (ours)
export const activityNotYours = 'Aktivitas tidak ditemukan'; // (ours)
export const latitudeInvalid = 'Latitude harus berupa angka antara -90 dan 90'; // (ours)
export const longitudeInvalid = 'Longitude harus berupa angka antara -180 dan 180'; // (ours)
export const filterFrom = 'dari'; // (ours)
export const filterTo = 'sampai'; // (ours)
export const galleryZoomIn = 'Perbesar'; // (ours)
export const galleryZoomOut = 'Perkecil'; // (ours)
export const galleryRotate = 'Putar 90°'; // (ours)
export const galleryClose = 'Tutup'; // (ours)
export const galleryPlay = 'Mulai putar otomatis'; // (ours)
export const galleryPause = 'Jeda putar otomatis'; // (ours)
export const galleryPrevious = 'Sebelumnya'; // (ours)
export const galleryNext = 'Berikutnya'; // (ours)
/** The back-office tables' pager buttons (mantine-datatable names them in English otherwise). */
export const tablePagePrevious = 'Halaman sebelumnya'; // (ours)
export const tablePageNext = 'Halaman berikutnya'; // (ours)
export const tablePageFirst = 'Halaman pertama'; // (ours)
export const tablePageLast = 'Halaman terakhir'; // (ours)
// The lightbox's own names for itself and its parts, read out by screen readers (decision 0092).
export const galleryLightbox = 'Penampil dokumen'; // (ours)
export const galleryCarousel = 'Galeri geser'; // (ours)
export const galleryPhotoGallery = 'Galeri dokumen'; // (ours)
export const gallerySlide = 'Dokumen'; // (ours)
export const gallerySlideCounter = '{index} dari {total}'; // (ours)
export const detailPersonalSection = 'Data Pribadi'; // (ours)
export const detailAddressSection = 'Alamat sesuai KTP'; // (ours)
export const detailEmploymentSection = 'Data Pekerjaan'; // (ours)
export const detailDocumentsSection = 'Dokumen'; // (ours)
export const detailFullname = 'Nama Lengkap'; // (ours)
export const detailBirth = 'Tempat, Tanggal Lahir'; // (ours)
export const detailNpwp = 'No NPWP'; // (ours)
export const detailStatus = 'Status'; // (ours)
export const detailEmail = 'Email'; // (ours)
export const backToList = 'Kembali'; // (ours)
export const statusNew = 'Baru'; // (ours)
export const statusRegistered = 'Terdaftar'; // (ours)
export const statusRejected = 'Ditolak'; // (ours)
export const statusBlacklisted = 'Daftar Hitam'; // (ours)
export const statusWaitingBank = 'Menunggu persetujuan bank'; // (ours)
/** A participant or account closed at the customer's request, whatever its review status (decision 0130). */
export const statusClosed = 'Ditutup'; // (ours)
export const staffDashboardTitle = 'Dasbor'; // (ours)
export const staffNavAudit = 'Jejak Audit'; // (ours, as auditTitle)
export const staffNavFailedJobs = 'Pengiriman Gagal'; // (ours)
export const staffNavTransactions = 'Transaksi'; // (ours)
export const staffMenu = 'Menu'; // (ours)
export const staffNoReviewAccess =
  'Peran Anda tidak memiliki akses ke daftar peserta. Gunakan menu di samping untuk pekerjaan Anda.'; // (ours)
export const auditKindReview = 'Aktivitas peserta'; // (ours)
export const auditKindLogin = 'Login staf'; // (ours)
export const auditLoginOk = 'Login berhasil'; // (ours)
export const auditLoginFailed = 'Login gagal'; // (ours)
export const auditColEvent = 'Kejadian'; // (ours)
// The audit trail's kinds: one label per audited staff action (audit-actions.ts).
export const auditFilterKind = 'Jenis Tindakan'; // (ours)
export const auditFilterOperator = 'Operator'; // (ours)
export const auditFilterAllKinds = 'Semua tindakan'; // (ours)
export const auditFilterAllOperators = 'Semua operator'; // (ours)
export const auditColKind = 'Tindakan'; // (ours)
export const auditNoRows = 'Belum ada aktivitas yang cocok dengan filter ini.'; // (ours)
export const auditActionApprove = 'Menerima peserta'; // (ours)
export const auditActionReject = 'Menolak peserta'; // (ours)
export const auditActionBlacklist = 'Memasukkan peserta ke daftar hitam'; // (ours)
export const auditActionUnblacklist = 'Mengeluarkan peserta dari daftar hitam'; // (ours)
export const auditActionBankApprove = 'Persetujuan bank'; // (ours)
export const auditActionPrint = 'Mengunduh formulir peserta'; // (ours)
export const auditActionFileView = 'Membuka dokumen peserta'; // (ours)
export const auditActionVideoSchedule = 'Menjadwalkan video call'; // (ours)
export const auditActionVideoAccept = 'Menerima hasil video call'; // (ours)
export const auditActionVideoJoin = 'Masuk ruang video call'; // (ours)
export const auditActionVideoLeave = 'Keluar dari ruang video call'; // (ours)
export const auditActionRecordingStart = 'Mulai merekam video call'; // (ours)
export const auditActionRecordingFinish = 'Rekaman video call selesai'; // (ours)
export const auditActionDemoAccount = 'Membuat akun demo'; // (ours)
export const auditActionManagingBankVerify = 'Memverifikasi rekening bank'; // (ours)
export const auditActionManagingBankReject = 'Menolak rekening bank'; // (ours)
export const auditActionUsersExport = 'Mengekspor data pengguna'; // (ours)
export const auditActionParticipantView = 'Melihat data pribadi peserta'; // (ours)
export const auditActionUsersView = 'Melihat daftar pengguna'; // (ours)
export const auditTrailParticipantFilter = 'Hanya peserta ini'; // (ours)
export const participantAuditTrailLink = 'Lihat jejak audit peserta ini'; // (ours)
export const auditActionJobRetry = 'Mengirim ulang pengiriman gagal'; // (ours)
export const auditActionStaffLogin = 'Login staf'; // (ours)
export const auditActionStaffLogout = 'Staf keluar'; // (ours)
export const auditActionStaffChangePassword = 'Mengganti password sendiri'; // (ours)
export const auditActionStaffCreate = 'Membuat akun staf'; // (ours)
export const auditActionStaffResetPassword = 'Mengatur ulang password staf'; // (ours)
export const auditActionOther = 'Tindakan lain ({action})'; // (ours)

// ── Managing-bank accounts (docs/product/back-office.md § Screens; decision 0071) ───────────────
export const managingBankNav = 'Rekening Bank'; // (ours)
export const managingBankTitle = 'Rekening Bank Peserta'; // (ours)
export const managingBankDetailTitle = 'Detail Rekening Bank'; // (ours)
export const managingBankUnverifiedCount = 'Rekening bank belum diverifikasi: {n}'; // (ours)
export const managingBankStatusAll = 'Semua'; // (ours)
export const managingBankStatusUnverified = 'Belum Diverifikasi'; // (ours)
export const managingBankStatusVerified = 'Terverifikasi'; // (ours)
export const managingBankStatusRejected = 'Ditolak'; // (ours)
export const managingBankFilterStatus = 'Status'; // (ours)
export const managingBankColParticipant = 'Nama Peserta'; // (ours)
export const managingBankColAccountNo = 'No. Rekening'; // (ours)
export const managingBankColAccountName = 'Nama Pemilik Rekening'; // (ours)
export const managingBankColStatus = 'Status'; // (ours)
export const managingBankColCreatedAt = 'Tanggal Dibuat'; // (ours)
export const managingBankSectionAccount = 'Rekening Bank'; // (ours)
export const managingBankSectionTrade = 'Akun Trading'; // (ours)
export const managingBankSectionDocuments = 'Dokumen Peserta'; // (ours)
export const managingBankNote = 'Catatan'; // (ours)
export const managingBankVerifiedBy = 'Diproses oleh'; // (ours)
export const managingBankVerifiedAt = 'Tanggal Diproses'; // (ours)
export const managingBankTradeAccountNo = 'No. Akun Trading'; // (ours)
export const managingBankTradeUsername = 'ID Pengguna Trading'; // (ours, as detailTradingUsername) // (ours)
export const managingBankDemoAccount = 'No. Akun Demo'; // (ours)
export const managingBankNoDocument = 'Dokumen belum diunggah'; // (ours)
export const managingBankVerify = 'Verifikasi'; // (ours)
export const managingBankReject = 'Tolak'; // (ours)
export const managingBankVerifyConfirm =
  'Apakah rekening bank ini sudah sesuai dengan dokumen peserta? Setelah diverifikasi, status tidak dapat diubah lagi.'; // (ours)
export const managingBankRejectConfirm =
  'Apakah Anda yakin menolak rekening bank ini? Tuliskan alasannya untuk catatan.'; // (ours)
export const managingBankRejectPlaceholder = 'Tuliskan alasan rekening ini ditolak'; // (ours)
export const managingBankVerified = 'Rekening bank berhasil diverifikasi'; // (ours)
export const managingBankRejected = 'Rekening bank berhasil ditolak'; // (ours)
export const managingBankNotFound = 'Rekening bank tidak ditemukan'; // (ours)
export const managingBankNotUnverified =
  'Rekening bank ini sudah diverifikasi atau ditolak; statusnya tidak dapat diubah lagi.'; // (ours)
export const managingBankConflict =
  'Rekening bank ini baru saja diproses oleh staf lain. Muat ulang halaman untuk melihat statusnya.'; // (ours)
