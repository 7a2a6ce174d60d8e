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
/** The summary of an alert: how many transactions, their rupiah, against which threshold. */
export const monitoringAlertCount = '{count} transaksi';
export const monitoringAlertSum = 'total {sum}';
export const monitoringAlertThreshold = 'ambang {threshold}';
export const monitoringAlertWindow = '{from} – {to}';
export const monitoringAlertsKindInvalid = 'Skenario tidak dikenal.';
