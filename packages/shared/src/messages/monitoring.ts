/**
 * Transaction monitoring (docs/product/monitoring.md). All ours. Staff read these; a customer never
 * learns that a transaction of theirs raised an alert (no tipping off, UU 8/2010 art. 12).
 */

// ── The scenarios, by kind ───────────────────────────────────────────
export const monitoringScenarioDailyCumulative = 'Akumulasi transaksi dalam satu hari kerja';
export const monitoringScenarioStructuring = 'Pemecahan transaksi di bawah ambang';
export const monitoringScenarioRapidRoundTrip = 'Beli dan jual emas yang sama dalam waktu singkat';
export const monitoringScenarioDormantReactivation = 'Akun tidak aktif yang kembali bertransaksi';
export const monitoringScenarioBeyondProfile = 'Transaksi melebihi profil penghasilan';
export const monitoringScenarioSharedIdentifier = 'Rekening, telepon, atau perangkat dipakai bersama';
export const monitoringScenarioWithdrawalAfterBuy = 'Penarikan fisik emas segera setelah pembelian';

// ── Severities ───────────────────────────────────────────────────────
export const monitoringSeverityLow = 'Rendah';
export const monitoringSeverityMedium = 'Sedang';
export const monitoringSeverityHigh = 'Tinggi';

// ── Where a scenario's numbers come from (the default set's `basis`) ─
export const monitoringBasisPolicy = 'Kebijakan pialang';
export const monitoringBasisDailyCumulative =
  'UU 8/2010 pasal 23 ayat (1) huruf b untuk transaksi tunai (LTKT); ambang transaksi nontunai: kebijakan pialang';

// ── A scenario set refused field by field ────────────────────────────
export const monitoringSetVersion =
  'Versi skenario hanya huruf kecil, angka, titik, atau tanda hubung (maksimal 40).';
export const monitoringSetScenarios = 'Kumpulan skenario berisi 1–20 skenario.';
export const monitoringScenarioKind = 'Jenis skenario tidak dikenal.';
export const monitoringScenarioKindTwice = 'Setiap jenis skenario hanya boleh ada satu kali.';
export const monitoringScenarioEnabled = 'Pilih apakah skenario aktif (ya atau tidak).';
export const monitoringScenarioSeverity = 'Tingkat kepentingan harus rendah, sedang, atau tinggi.';
export const monitoringScenarioBasis =
  'Dasar skenario wajib diisi: peraturan atau kebijakan pialang (maksimal 500 karakter).';
export const monitoringParamRupiah = 'Nilai rupiah harus bilangan bulat lebih dari 0.';
export const monitoringParamPercent = 'Persentase harus 0–100.';
export const monitoringParamPercentOrder = 'Batas bawah persentase harus lebih kecil dari batas atas.';
export const monitoringParamDays = 'Jumlah hari harus bilangan bulat 1–366.';
export const monitoringParamHours = 'Jumlah jam harus bilangan bulat 1–720.';
export const monitoringParamCount = 'Jumlah harus bilangan bulat 2–1000.';
export const monitoringParamMultiple = 'Kelipatan penghasilan harus 1–100.';
export const monitoringParamIdentifiers =
  'Pilih paling sedikit satu jenis penanda: rekening bank, telepon, atau perangkat.';

// ── 'Pemantauan Transaksi' (/pemantauan): the compliance officer's alerts ─
export const staffNavMonitoring = 'Pemantauan Transaksi';
export const monitoringAlertsTitle = 'Pemantauan Transaksi';
export const monitoringAlertsIntro =
  'Peringatan dari skenario pemantauan transaksi, terbaru di atas. Jangan beri tahu nasabah, bursa, atau bank tentang peringatan ini (UU 8/2010 pasal 12).';
export const monitoringAlertsEmpty = 'Belum ada peringatan.';
export const monitoringAlertsEmptyFiltered = 'Tidak ada peringatan untuk skenario ini.';
export const monitoringAlertsScenarioFilter = 'Skenario';
export const monitoringAlertsScenarioAll = 'Semua skenario';
export const monitoringAlertsTotal = '{count} peringatan';
export const monitoringAlertRaisedAt = 'Muncul';
export const monitoringAlertParticipant = 'Peserta';
export const monitoringAlertScenario = 'Peringatan';
export const monitoringAlertSeverity = 'Tingkat';
export const monitoringAlertLtkt = 'Kandidat LTKT';
export const monitoringCaseNotFound = 'Kasus pemantauan tidak ditemukan.';

// ── 'Kasus Pemantauan' (/pemantauan/kasus): a participant's alerts worked together ─
export const staffNavMonitoringCases = 'Kasus Pemantauan';
export const monitoringCasesTitle = 'Kasus Pemantauan';
export const monitoringCasesIntro =
  'Peringatan seorang peserta dikumpulkan dalam satu kasus terbuka, tenggat terdekat di atas. Jangan beri tahu nasabah, bursa, atau bank tentang kasus ini (UU 8/2010 pasal 12).';
export const monitoringCasesEmpty = 'Tidak ada kasus terbuka.';
export const monitoringCasesTotal = '{count} kasus terbuka';
export const monitoringCaseColumn = 'Kasus';
export const monitoringCaseAlerts = '{count} peringatan';
export const monitoringCaseOpenedAt = 'Dibuka';
export const monitoringCaseDue = 'Tenggat';
export const monitoringCaseOverdue = 'Lewat tenggat';
export const monitoringCaseTitle = 'Kasus Pemantauan';
export const monitoringCaseBack = 'Kembali ke daftar kasus';
export const monitoringCaseStatusOpen = 'Terbuka';
export const monitoringCaseAlertsTitle = 'Peringatan dalam kasus ini';
export const monitoringCaseClaimed = 'Kasus ini sekarang Anda tangani.';
export const monitoringCaseReleased = 'Kasus dilepaskan.';
export const monitoringCaseHeldByOther = 'Kasus ini sedang ditangani oleh {name}.';
export const monitoringCaseNotHeld = 'Kasus ini tidak sedang Anda tangani.';
export const monitoringCaseNotesIntro =
  'Hanya petugas kepatuhan yang membaca catatan ini; catatan tidak dapat diubah atau dihapus.';

// ── A case's decision (decision 0209): proposed by one officer, approved or declined by another ─
export const monitoringCaseStatusClosed = 'Ditutup: tidak mencurigakan';
export const monitoringCaseStatusEscalated = 'Dieskalasi ke laporan';
export const monitoringCasesStatusFilter = 'Status kasus';
export const monitoringCasesFilterClosed = 'Ditutup';
export const monitoringCasesFilterEscalated = 'Dieskalasi';
export const monitoringCasesEmptyClosed = 'Belum ada kasus yang ditutup.';
export const monitoringCasesEmptyEscalated = 'Belum ada kasus yang dieskalasi.';
export const monitoringCasesTotalOf = '{count} kasus';
export const monitoringCaseDecidedAt = 'Diputuskan';
export const monitoringCaseAwaitingSecond = 'Menunggu persetujuan petugas kedua';
export const monitoringCasesQueueEmpty = 'Tidak ada kasus terbuka yang menunggu untuk diambil.';
export const caseDecisionTitle = 'Keputusan Kasus';
export const caseDecisionIntro =
  'Kasus ditutup atau dieskalasi setelah disetujui petugas kepatuhan kedua. Tulis alasannya: alasan ini masuk ke jejak audit.';
export const caseDecisionClose = 'Tutup: tidak mencurigakan';
export const caseDecisionEscalate = 'Eskalasi ke laporan';
export const caseDecisionRequired = 'Pilih keputusan: tutup atau eskalasi.';
export const caseDecisionReasonLabel = 'Alasan keputusan';
export const caseDecisionPropose = 'Ajukan keputusan';
export const caseDecisionProposed = 'Keputusan diajukan; menunggu persetujuan petugas kepatuhan kedua.';
export const caseDecisionPendingClose = '{name} mengajukan penutupan kasus ini sebagai tidak mencurigakan.';
export const caseDecisionPendingEscalate = '{name} mengajukan eskalasi kasus ini ke laporan.';
export const caseDecisionApprove = 'Setujui keputusan';
export const caseDecisionDecline = 'Tolak keputusan';
export const caseDecisionApproved = 'Keputusan disetujui.';
export const caseDecisionDeclined = 'Keputusan ditolak; kasus tetap terbuka.';
export const caseDecisionHistory = 'Riwayat keputusan';
export const caseDecisionNotOpen = 'Kasus ini sudah diputuskan.';
export const caseDecisionNeedsHolder = 'Ambil kasus ini dulu sebelum mengajukan keputusan.';

// ── The case PDF ('Unduh PDF kasus'): the case as one file for the compliance record ─
export const monitoringCasePdfDownload = 'Unduh PDF kasus';
export const monitoringCasePdfFailed = 'PDF kasus tidak dapat diunduh. Coba lagi.';
export const monitoringCasePdfTitle = 'Berkas Kasus Pemantauan';
export const monitoringCasePdfTippingOff =
  'Rahasia: jangan tunjukkan berkas ini kepada nasabah, bursa, atau bank (UU 8/2010 pasal 12).';
export const monitoringCasePdfCase = 'Data kasus';
export const monitoringCasePdfYes = 'Ya';
export const monitoringCasePdfNo = 'Tidak';
export const monitoringCasePdfCounted = 'Yang dihitung';
export const monitoringCasePdfNoAlerts = 'Belum ada peringatan.';
export const monitoringCasePdfNoDecisions = 'Belum ada keputusan.';
export const monitoringCasePdfDecisionReason = 'Alasan petugas kedua';
/** The summary of an alert: how many transactions, their rupiah, against which threshold. */
export const monitoringAlertCount = '{count} transaksi';
export const monitoringAlertSum = 'total {sum}';
export const monitoringAlertThreshold = 'ambang {threshold}';
export const monitoringAlertWindow = '{from} – {to}';
export const monitoringAlertsKindInvalid = 'Skenario tidak dikenal.';

// ── Reports to PPATK (decision 0211): drafts from a decided case, completed by the officer ─
export const staffNavPpatkReports = 'Laporan PPATK';
export const ppatkReportsTitle = 'Laporan PPATK';
export const ppatkReportsIntro =
  'Draf LTKM dibuat saat kasus dieskalasi; draf LTKT saat kasus dengan kandidat LTKT diputuskan. Lengkapi, lalu unduh berkas goAML untuk PPATK.';
export const ppatkReportsEmpty = 'Tidak ada draf laporan.';
export const ppatkReportsTotal = '{count} draf laporan';
export const ppatkReportKindLtkm = 'LTKM';
export const ppatkReportKindLtktIn = 'LTKT kas masuk';
export const ppatkReportKindLtktOut = 'LTKT kas keluar';
export const ppatkReportStatusDraft = 'Draf';
export const ppatkReportDeadline = 'Batas waktu';
export const ppatkReportOverdue = 'Lewat batas waktu';
export const ppatkReportNotFound = 'Laporan tidak ditemukan.';
export const ppatkReportNotDraft = 'Laporan ini bukan draf lagi dan tidak dapat diubah.';
export const ppatkReportReasonRequired = 'Uraian tidak boleh kosong.';
export const ppatkReportActionRequired = 'Tindakan tidak boleh kosong.';
export const ppatkReportTextTooLong = 'Paling banyak 4.000 karakter.';
export const ppatkReportIndicatorInvalid =
  'Kode indikator terdiri atas tiga huruf besar dan tiga angka, misalnya AAA001.';
export const ppatkReportIndicatorsTooMany = 'Paling banyak 20 indikator.';
export const ppatkReportSaved = 'Draf laporan disimpan.';
export const ppatkReportReasonLabel = 'Uraian transaksi keuangan mencurigakan';
export const ppatkReportLtktReasonLabel = 'Keterangan (tidak wajib)';
export const ppatkReportActionLabel = 'Tindakan yang telah diambil';
export const ppatkReportIndicatorsLabel = 'Kode indikator PPATK (pisahkan dengan koma)';
export const ppatkReportSubjectTitle = 'Pihak yang dilaporkan';
export const ppatkReportTransactionsTitle = 'Transaksi yang dilaporkan';
export const ppatkReportDownloadXml = 'Unduh berkas goAML (XML)';
export const ppatkReportMissingTitle = 'Belum dapat dibuat berkas goAML:';
export const ppatkReportMissingReason = 'Uraian LTKM belum diisi.';
export const ppatkReportMissingEntity = 'ID pelapor goAML dari PPATK belum diatur (GOAML_RENTITY_ID).';
export const ppatkReportMissingTransactions = 'Tidak ada transaksi dana atau emas dalam kasus ini.';
export const ppatkReportInvalid = 'Berkas goAML ditolak skemanya: {problems}';
export const ppatkReportTxCashIn = 'Setoran tunai';
export const ppatkReportTxCashOut = 'Penarikan tunai';
export const ppatkReportTxTransferIn = 'Transfer masuk';
export const ppatkReportTxTransferOut = 'Transfer keluar';
export const ppatkReportTxBuy = 'Pembelian emas';
export const ppatkReportTxSell = 'Penjualan emas';
export const ppatkReportOpenCase = 'Buka kasus';
export const ppatkReportStatusApproved = 'Disetujui';
export const ppatkReportStatusSubmitted = 'Terkirim ke PPATK';
export const ppatkReportsEmptyApproved = 'Tidak ada laporan yang menunggu dikirim.';
export const ppatkReportsEmptySubmitted = 'Belum ada laporan yang dikirim.';
export const ppatkReportsTotalOf = '{count} laporan';
export const ppatkReportsStatusFilter = 'Status laporan';
export const ppatkReportMissingOfficerEmail =
  'Email petugas pelapor belum ada di akun staf; minta super admin mengisinya.';
export const ppatkReportApprovalTitle = 'Persetujuan laporan';
export const ppatkReportApprovalIntro =
  'Laporan dikirim ke PPATK setelah disetujui petugas kepatuhan kedua. Saat disetujui, berkas goAML-nya diarsipkan dan tidak berubah lagi.';
export const ppatkReportApprovalReasonLabel = 'Catatan untuk petugas kedua';
export const ppatkReportApprovalPropose = 'Ajukan persetujuan';
export const ppatkReportApprovalProposed = 'Persetujuan diajukan; menunggu petugas kepatuhan kedua.';
export const ppatkReportApprovalPending = '{name} mengajukan persetujuan laporan ini.';
export const ppatkReportApprovalApprove = 'Setujui laporan';
export const ppatkReportApprovalDecline = 'Tolak laporan';
export const ppatkReportApprovalApproved = 'Laporan disetujui; berkas goAML diarsipkan.';
export const ppatkReportApprovalDeclined = 'Persetujuan ditolak; laporan kembali menjadi draf.';
export const ppatkReportApprovalNotDraft = 'Hanya draf yang dapat diajukan untuk disetujui.';
export const ppatkReportArchiveTitle = 'Berkas yang disetujui';
export const ppatkReportArchiveHash = 'SHA-256 berkas goAML';
export const ppatkReportArchiveBytes = '{bytes} byte';
export const ppatkReportArchiveMismatch =
  'Berkas goAML yang diarsipkan tidak cocok dengan sidik SHA-256-nya. Jangan kirim; hubungi super admin.';
export const ppatkReportDownloadArchived = 'Unduh XML goAML yang disetujui';
export const ppatkReportApprovalHistory = 'Riwayat persetujuan';
export const ppatkReportReceiptLabel = 'Nomor tanda terima PPATK';
export const ppatkReportReceiptRequired = 'Nomor tanda terima tidak boleh kosong.';
export const ppatkReportReceiptInvalid =
  'Nomor tanda terima hanya berisi huruf, angka, titik, garis miring atau tanda hubung (paling banyak 64).';
export const ppatkReportSubmit = 'Catat terkirim ke PPATK';
export const ppatkReportSubmitted = 'Laporan dicatat terkirim ke PPATK.';
export const ppatkReportNotApproved = 'Hanya laporan yang sudah disetujui yang dapat dicatat terkirim.';
export const ppatkReportSubmittedOn = 'Dikirim {at}, nomor tanda terima {receipt}';
export const ppatkReportApprovedOn = 'Disetujui {at}';

// ── The report's PDF ('Unduh PDF laporan'): the report as one file for the compliance record ─
export const ppatkReportPdfDownload = 'Unduh PDF laporan';
export const ppatkReportPdfTitle = 'Laporan untuk PPATK';
export const ppatkReportPdfReport = 'Data laporan';
export const ppatkReportPdfKind = 'Jenis laporan';
export const ppatkReportPdfReference = 'Nomor referensi';
export const ppatkReportPdfDraftedAt = 'Draf dibuat';
export const ppatkReportPdfApprovedAt = 'Disetujui pada';
export const ppatkReportPdfArchiveSize = 'Ukuran berkas goAML';
export const ppatkReportPdfSubmittedAt = 'Dikirim ke PPATK pada';
export const ppatkReportPdfNoTransactions = 'Tidak ada transaksi yang dilaporkan.';
export const ppatkReportPdfOfficerTitle = 'Bagian petugas kepatuhan';
/** The form's labels carry a hint for typing ('pisahkan dengan koma', 'tidak wajib'); the file does not. */
export const ppatkReportPdfLtktReason = 'Keterangan';
export const ppatkReportPdfIndicators = 'Kode indikator PPATK';
export const ppatkReportPdfApproval = 'Pengajuan persetujuan';
export const ppatkReportPdfNoApprovals = 'Belum ada pengajuan persetujuan.';

// ── A report's deadline reminders, mailed to the compliance officers (decision 0213) ──
// No name, NIK or amount of the customer: the mail leaves Kilau; the report is read in Kilau.
export const ppatkReminderSubjectDueSoon = 'Laporan PPATK {reference} jatuh tempo {deadline}';
export const ppatkReminderSubjectOverdue = 'Laporan PPATK {reference} lewat batas waktu';
export const ppatkReminderGreeting = 'Yth. Petugas Kepatuhan,';
export const ppatkReminderBodyDueSoon =
  '{kind} dengan nomor referensi {reference} berstatus {status} dan harus diterima PPATK paling lambat {deadline}.';
export const ppatkReminderBodyOverdue =
  '{kind} dengan nomor referensi {reference} berstatus {status} dan sudah lewat batas waktunya ({deadline}). Segera selesaikan dan kirim ke PPATK.';
export const ppatkReminderLink = 'Buka laporan: {link}';
export const ppatkReminderConfidential =
  'Rahasia: jangan teruskan email ini dan jangan beri tahu nasabah (UU 8/2010 pasal 12).';

// ── 'Dasbor Kepatuhan' (/pemantauan/dasbor): the monitoring's figures, counts only ─
export const dashboardComplianceTitle = 'Dasbor Kepatuhan';
export const dashboardIntro =
  'Jumlah peringatan, kasus terbuka, dan laporan PPATK, tanpa nama peserta. Jangan beri tahu nasabah, bursa, atau bank tentang angka ini (UU 8/2010 pasal 12).';
export const dashboardPeriodLabel = 'Periode';
export const dashboardPeriodDays = '{days} hari';
export const dashboardPeriodInvalid = 'Periode harus 7 sampai 90 hari.';
export const dashboardCountedAt = 'Dihitung {at}';
export const dashboardAlertsTitle = 'Peringatan per hari menurut skenario';
export const dashboardAlertsCaption =
  'Peringatan yang muncul per hari (WIB) menurut skenario, {from} sampai {to}; hari tanpa peringatan tidak dicantumkan';
export const dashboardAlertsTotal = '{count} peringatan dalam {days} hari';
export const dashboardAlertsEmpty = 'Tidak ada peringatan dalam periode ini.';
export const dashboardDay = 'Tanggal';
export const dashboardTotal = 'Jumlah';
export const dashboardCasesTitle = 'Kasus terbuka menurut umur';
export const dashboardCasesCaption = 'Kasus terbuka menurut lama sejak dibuka, dan yang lewat tenggat';
export const dashboardCasesTotal = '{count} kasus terbuka, {overdue} lewat tenggat';
export const dashboardCaseAge = 'Umur kasus';
export const dashboardCaseOpen = 'Terbuka';
export const dashboardAge0To1 = '0–1 hari';
export const dashboardAge2To3 = '2–3 hari';
export const dashboardAge4To7 = '4–7 hari';
export const dashboardAge8To14 = '8–14 hari';
export const dashboardAgeOver14 = 'Lebih dari 14 hari';
export const dashboardReportsTitle = 'Laporan PPATK menurut status dan batas waktu';
export const dashboardReportsStatusCaption = 'Laporan PPATK menurut status';
export const dashboardReportsDeadlineCaption = 'Laporan yang belum dikirim ke PPATK menurut batas waktu';
export const dashboardReportsTotal = '{count} laporan, {pending} belum dikirim';
export const dashboardReportsEmpty = 'Belum ada laporan PPATK.';
export const dashboardReportStatus = 'Status';
export const dashboardReportDeadline = 'Batas waktu';
export const dashboardReportCount = 'Laporan';
export const dashboardDeadlineWithin1 = 'Dalam 1 hari kerja';
export const dashboardDeadlineWithin3 = 'Dalam 3 hari kerja';
export const dashboardDeadlineLater = 'Lebih dari 3 hari kerja';

// ── 'Skenario Pemantauan' (/pemantauan/skenario): the scenario set's versions (decision 0214) ─
export const staffNavScenarioSets = 'Skenario Pemantauan';
export const scenarioSetsTitle = 'Skenario Pemantauan';
export const scenarioSetsIntro =
  'Aturan yang memunculkan peringatan. Versi baru disimpan sebagai draf, diuji coba terhadap transaksi beberapa hari terakhir, diajukan, lalu diaktifkan oleh petugas kepatuhan lain.';
export const scenarioSetEnabledCount = '{enabled} dari {count} skenario aktif';
export const scenarioSetNew = 'Buat versi baru';
export const scenarioSetNewTitle = 'Versi baru skenario pemantauan';
export const scenarioSetSaved = 'Draf {version} disimpan.';
export const scenarioSetVersionTaken = 'Versi {version} sudah ada: pakai nama versi lain.';
export const scenarioSetNotFound = 'Versi skenario tidak ditemukan.';
export const scenarioSetNotDraft = 'Hanya draf yang dapat diajukan.';
export const scenarioSetNotProposed = 'Versi ini tidak sedang diajukan.';
export const scenarioSetProposalPending = 'Masih ada versi lain yang menunggu keputusan.';
export const scenarioSetOwnProposal = 'Pengajuan Anda sendiri diputuskan oleh petugas kepatuhan lain.';
export const scenarioSetPropose = 'Ajukan aktivasi';
export const scenarioSetProposeQuestion =
  'Ajukan versi ini untuk diaktifkan? Petugas kepatuhan lain yang memutuskan.';
export const scenarioSetProposed =
  'Aktivasi versi {version} diajukan; petugas kepatuhan lain yang memutuskan.';
export const scenarioSetActivate = 'Aktifkan';
export const scenarioSetActivateQuestion =
  'Aktifkan versi ini? Versi yang aktif sekarang tidak dipakai lagi, dan transaksi peserta dievaluasi ulang dengannya.';
export const scenarioSetActivated =
  'Versi {version} aktif; transaksi peserta dievaluasi ulang di latar belakang.';
export const scenarioSetDecline = 'Tolak';
export const scenarioSetDeclineTitle = 'Tolak aktivasi versi {version}';
export const scenarioSetDeclined = 'Pengajuan versi {version} ditolak.';
export const scenarioSetDryRun = 'Uji coba';
export const scenarioSetDryRunDays = 'Periode uji coba (hari)';
export const scenarioSetDryRunDaysInvalid = 'Periode uji coba harus 1 sampai 90 hari.';
export const scenarioSetDryRunTitle = 'Uji coba versi {version}';
export const scenarioSetDryRunSummary =
  'Dengan versi ini, transaksi {days} hari terakhir ({participants} peserta) akan memunculkan {alerts} peringatan, {new} di antaranya baru. Tidak ada yang disimpan.';
export const scenarioSetDryRunScenario = 'Skenario';
export const scenarioSetDryRunAlerts = 'Peringatan';
export const scenarioSetDryRunNew = 'Baru';
export const scenarioSetDryRunOff = 'Tidak aktif';
export const scenarioSetDryRunParticipants = 'Peserta yang akan mendapat peringatan baru (paling banyak 200)';
export const scenarioSetDryRunNone = 'Tidak ada peringatan baru.';
export const scenarioSetDryRunRunning = 'Uji coba sedang berjalan; hasilnya muncul di sini setelah selesai.';
export const scenarioSetDryRunFailed = 'Uji coba gagal diselesaikan. Coba lagi.';
export const scenarioSetDryRunNotFound = 'Uji coba tidak ditemukan.';
export const scenarioSetColVersion = 'Versi';
export const scenarioSetColStatus = 'Status';
export const scenarioSetColBy = 'Dibuat / diajukan / diputuskan';

// ── The scenario form's fields (decision 0214) ───────────────────────
export const scenarioFormEnabled = 'Aktif';
export const scenarioFormSeverity = 'Tingkat kepentingan';
export const scenarioFormBasis = 'Dasar (peraturan atau kebijakan pialang)';
export const scenarioParamThreshold = 'Ambang (Rp)';
export const scenarioParamLtktThreshold = 'Ambang LTKT tunai (Rp)';
export const scenarioParamLowerPct = 'Batas bawah (% dari ambang)';
export const scenarioParamUpperPct = 'Batas atas (% dari ambang)';
export const scenarioParamMinCount = 'Jumlah transaksi paling sedikit';
export const scenarioParamWindowDays = 'Jendela (hari)';
export const scenarioParamWindowHours = 'Jendela (jam)';
export const scenarioParamDormantDays = 'Tidak aktif selama (hari)';
export const scenarioParamIncomeMultiple = 'Kelipatan penghasilan bulanan';
export const scenarioParamMinParticipants = 'Peserta paling sedikit';
export const scenarioParamIdentifiers = 'Penanda';
export const scenarioIdentifierBankAccount = 'Rekening bank';
export const scenarioIdentifierPhone = 'Nomor telepon';
export const scenarioIdentifierDevice = 'Perangkat';
