/**
 * The customer risk rating (docs/product/risk-rating.md). All ours. Staff read these; a customer
 * never sees their level or its reasons (no tipping off, UU 8/2010 art. 12).
 */

// ── Levels ────────────────────────────────────────────────────────────
export const riskLevelRendah = 'Rendah';
export const riskLevelMenengah = 'Menengah';
export const riskLevelTinggi = 'Tinggi';

// ── What each factor rests on ('{…}' filled from the record) ─────────
export const riskFactorPep = 'Orang yang populer secara politis (PEP): {detail}';
export const riskFactorOccupation = 'Pekerjaan berisiko lebih tinggi: {detail}';
export const riskFactorIndustry = 'Bidang usaha berisiko lebih tinggi: {detail}';
export const riskFactorSourceOfFunds = 'Sumber dana berisiko lebih tinggi: {detail}';
export const riskFactorIncomeVsTransactions =
  'Perkiraan transaksi per bulan jauh di atas penghasilan: {detail}';
export const riskFactorDomicile = 'Domisili KTP di wilayah berisiko lebih tinggi: {detail}';
export const riskFactorNationality = 'Warga negara asing (WNA)';
export const riskFactorChannel = 'Belum diverifikasi lewat panggilan video yang diterima';
export const riskFactorDismissedMatch = 'Kecocokan daftar pantauan yang ditolak: {detail}';
export const riskFactorSharedIdentity = 'Identitas sama dengan peserta lain: {detail}';
export const riskFactorMonitoringAlert = 'Peringatan pemantauan transaksi: {detail}';
/** The monitoring factor's detail: how many alerts, within how many days, of which scenarios. */
export const riskMonitoringAlertDetail = '{count} peringatan dalam {days} hari terakhir ({scenarios})';
export const riskPepDeclared = 'dinyatakan sendiri oleh nasabah ({position})';
export const riskPepMatched = 'cocok dengan daftar PEP ({position})';
/** A 'yes' kept without its function (the calls refuse one; a guard for the record as stored). */
export const riskPepPositionUnnamed = 'jabatan tidak disebutkan';
export const riskSharedNik = 'NIK';
export const riskSharedAccount = 'nomor rekening';
export const riskSharedBlacklisted = 'akun yang sama pernah dimasukkan ke daftar hitam';

// ── The panel on the participant's detail ───────────────────────────
export const riskPanelTitle = 'Penilaian Risiko Nasabah';
export const riskScore = 'Skor {score}';
export const riskRatedAt = 'Dinilai {time} dengan model {version}';
export const riskNoReasons = 'Tidak ada faktor risiko yang berlaku.';
export const riskNotRated = 'Belum dinilai: penilaian dibuat saat data diajukan.';
export const riskReasonPoints = '+{points} poin';
export const riskReasonFloor = 'paling rendah {level}';
export const riskHistoryTitle = 'Riwayat penilaian';
export const riskHistoryEntry = '{time} · {level} · skor {score} · {trigger}';
export const riskTriggerSubmission = 'pengajuan';
export const riskTriggerResubmission = 'pengajuan ulang';
export const riskTriggerCorrection = 'koreksi data';
export const riskTriggerScreening = 'keputusan penyaringan';
export const riskTriggerVideoCall = 'panggilan video diterima';
export const riskTriggerModel = 'model baru';
export const riskTriggerManual = 'penilaian ulang';
export const riskTriggerList = 'versi daftar pantauan baru';
export const riskTriggerBlacklist = 'perubahan daftar hitam pada identitas yang sama';

// ── The participant lists ─────────────────────────────────────────────
export const filterRiskLevel = 'Tingkat risiko';
export const filterRiskAll = 'Semua tingkat risiko';
export const colRisk = 'Risiko';
export const riskCountsTitle = 'Peserta Baru menurut tingkat risiko';

// ── The model document ────────────────────────────────────────────────
export const riskModelThresholdsOrder = 'Ambang Tinggi harus lebih besar dari ambang Menengah.';
export const riskModelPoints = 'Poin harus bilangan bulat 0–100.';
export const riskModelThreshold = 'Ambang paling sedikit 1 poin.';
export const riskModelOptionCode = 'Kode pilihan hanya huruf besar, angka, atau garis bawah (maksimal 40).';
export const riskModelRegionCode =
  'Kode wilayah Kemendagri: provinsi 2 digit (32) atau kabupaten/kota (32.04).';
export const riskModelRupiah = 'Nilai rupiah harus bilangan bulat, tidak negatif.';
export const riskModelReviewMonths = 'Jangka pengkinian data 1–120 bulan.';
export const riskModelAlertDays = 'Jangka waktu peringatan 1–3650 hari.';
export const riskModelAlertDaysLabel = 'Peringatan dihitung (hari terakhir)';
export const riskModelRatio = 'Rasio 1–1000.';
export const riskModelVersion =
  'Versi: huruf kecil, angka, titik, atau tanda hubung, diawali huruf atau angka (maksimal 40).';
export const riskModelDescription = 'Keterangan asal angka model wajib diisi (maksimal 4000 karakter).';

// ── Approving a Tinggi participant: enhanced due diligence and a senior (docs/product/risk-rating.md § Enhanced due diligence) ──
export const approveNeedsSenior =
  'Risiko Tinggi: ajukan persetujuan dengan uji tuntas lanjut (EDD); yang memutuskan pejabat senior (super admin).';
/** (ours) A politically exposed person rated below Tinggi: EDD and a senior all the same (decision 0202). */
export const approveNeedsSeniorPep =
  'Orang yang populer secara politis (PEP): ajukan persetujuan dengan uji tuntas lanjut (EDD); yang memutuskan pejabat senior (super admin).';
export const approveBlockedPep =
  'Peserta PEP tidak dapat disetujui langsung: ajukan persetujuan dengan uji tuntas lanjut (EDD).';
export const approveBlockedHighRisk =
  'Peserta berisiko Tinggi tidak dapat disetujui langsung: ajukan persetujuan dengan uji tuntas lanjut (EDD).';
export const eddRequired = 'Uji tuntas lanjut (EDD) wajib untuk peserta berisiko Tinggi dan untuk PEP.';
export const eddChecksIncomplete = 'Semua pemeriksaan uji tuntas lanjut (EDD) wajib dicentang.';
export const eddNoteRequired = 'Tulis temuan uji tuntas lanjut (EDD), paling sedikit 30 karakter.';
export const eddNotRequired =
  'Peserta ini tidak berisiko Tinggi dan bukan PEP: uji tuntas lanjut (EDD) tidak diperlukan.';
export const eddNoteMax = 'Temuan uji tuntas lanjut (EDD) maksimal 2000 karakter.';
export const eddDeclarationMissing =
  'Nasabah belum menyerahkan pernyataan sumber dana dan kekayaan beserta dokumennya. Minta pernyataan itu lewat permintaan perbaikan sebelum mengajukan persetujuan.';
export const proposalNeedsSenior =
  'Peserta berisiko Tinggi: pengajuan ini hanya dapat diputuskan oleh pejabat senior (super admin).';
export const proposalEddMissingNow =
  'Peserta kini berisiko Tinggi: tolak pengajuan ini dan ajukan ulang dengan uji tuntas lanjut (EDD).';
export const eddTitle = 'Uji tuntas lanjut (EDD)';
export const eddIntro =
  'Peserta berisiko Tinggi. Periksa setiap hal di bawah, lalu tulis temuan Anda; pejabat senior membacanya sebelum memutuskan.';
export const eddCheckSourceOfFunds = 'Sumber dana untuk transaksi sudah diperiksa dan masuk akal';
export const eddCheckSourceOfWealth = 'Asal kekayaan peserta sudah diperiksa dan masuk akal';
export const eddCheckPurpose = 'Tujuan dan perkiraan transaksi sesuai dengan profil peserta';
export const eddCheckAdverseMedia = 'Berita negatif tentang peserta sudah ditelusuri';
export const eddCheckPepFunction = 'Jabatan publik yang dinyatakan sudah diverifikasi';
export const eddNoteLabel = 'Temuan EDD';
export const eddNoteHint = 'Apa yang diperiksa, dari mana, dan kesimpulannya.';

// ── The model's versions (/model-risiko, the super admin; decision 0189) ──
export const riskModelsTitle = 'Model Risiko';
export const riskModelsIntro =
  'Model penilaian risiko nasabah. Versi baru disimpan sebagai draf, diuji coba terhadap peserta saat ini, diajukan, lalu diaktifkan oleh super admin lain.';
export const riskModelStatusDraft = 'Draf';
export const riskModelStatusProposed = 'Diajukan';
export const riskModelStatusActive = 'Aktif';
export const riskModelStatusRetired = 'Tidak dipakai';
export const riskModelStatusDeclined = 'Ditolak';
export const riskModelNew = 'Buat versi baru';
export const riskModelNewTitle = 'Versi baru model risiko';
export const riskModelSave = 'Simpan draf';
export const riskModelSaved = 'Draf {version} disimpan.';
export const riskModelVersionTaken = 'Versi {version} sudah ada: pakai nama versi lain.';
export const riskModelDryRun = 'Uji coba';
export const riskModelDryRunTitle = 'Uji coba versi {version}';
export const riskModelDryRunSummary =
  '{participants} peserta dinilai; {changed} berubah tingkat risiko. Tidak ada yang disimpan.';
export const riskModelDryRunLevel = 'Tingkat';
export const riskModelDryRunNow = 'Sekarang';
export const riskModelDryRunDraft = 'Dengan versi ini';
export const riskModelDryRunGained = 'Bertambah';
export const riskModelDryRunLost = 'Berkurang';
export const riskModelDryRunChanges = 'Peserta yang berubah (paling banyak 200 pertama)';
export const riskModelDryRunNone = 'Tidak ada peserta yang berubah tingkat risiko.';
export const riskModelPropose = 'Ajukan aktivasi';
export const riskModelProposed = 'Aktivasi versi {version} diajukan; super admin lain yang memutuskan.';
export const riskModelProposeQuestion =
  'Ajukan versi ini untuk diaktifkan? Super admin lain yang memutuskan.';
export const riskModelActivate = 'Aktifkan';
export const riskModelActivateQuestion =
  'Aktifkan versi ini? Versi yang aktif sekarang tidak dipakai lagi, dan semua peserta dinilai ulang dengannya.';
export const riskModelActivated = 'Versi {version} aktif; semua peserta dinilai ulang di latar belakang.';
export const riskModelDecline = 'Tolak';
export const riskModelDeclined = 'Pengajuan versi {version} ditolak.';
export const riskModelDeclineTitle = 'Tolak aktivasi versi {version}';
export const riskModelOwnProposal = 'Pengajuan Anda sendiri diputuskan oleh super admin lain.';
export const riskModelNotDraft = 'Hanya draf yang dapat diajukan.';
export const riskModelNotProposed = 'Versi ini tidak sedang diajukan.';
export const riskModelProposalPending = 'Masih ada versi lain yang menunggu keputusan.';
export const riskModelNotFound = 'Versi model tidak ditemukan.';
export const riskModelColVersion = 'Versi';
export const riskModelColStatus = 'Status';
export const riskModelColBy = 'Dibuat / diajukan / diputuskan';
export const riskModelDocument = 'Isi model';
export const riskModelThresholdsLabel = 'Ambang tingkat (poin)';
export const riskModelFactorsLabel = 'Faktor dan poinnya';
export const riskModelPointsLabel = 'Poin';
export const riskModelFloorLabel = 'Paling rendah';
export const riskModelFloorNone = 'Tanpa batas bawah';
export const riskModelCodesLabel = 'Kode yang berisiko lebih tinggi';
export const riskModelRegionsLabel = 'Kode wilayah berisiko lebih tinggi';
export const riskModelReviewMonthsLabel = 'Pengkinian data setiap (bulan)';
export const riskModelDescriptionLabel = 'Keterangan: dari mana angka-angka ini';
export const riskModelVersionLabel = 'Nama versi';
export const riskModelRatioLabel = 'Rasio transaksi terhadap penghasilan';
export const riskFactorNamePep = 'PEP (jabatan publik)';
export const riskFactorNameOccupation = 'Pekerjaan';
export const riskFactorNameIndustry = 'Bidang usaha';
export const riskFactorNameSourceOfFunds = 'Sumber dana';
export const riskFactorNameIncomeVsTransactions = 'Transaksi jauh di atas penghasilan';
export const riskFactorNameDomicile = 'Domisili KTP';
export const riskFactorNameNationality = 'Kewarganegaraan asing';
export const riskFactorNameChannel = 'Tanpa panggilan video yang diterima';
export const riskFactorNameDismissedMatch = 'Kecocokan daftar pantauan yang ditolak';
export const riskFactorNameSharedIdentity = 'Identitas sama dengan peserta lain';
export const riskFactorNameMonitoringAlert = 'Peringatan pemantauan transaksi';

// ── Manual overrides of the level (decision 0196) ──
export const riskOverrideAction = 'Ubah tingkat risiko';
export const riskOverrideIntro =
  'Penyesuaian manual berlaku sampai tanggal yang ditentukan, lalu tingkat risiko kembali dinilai oleh model. Perlu persetujuan orang kedua; penurunan tingkat diputuskan oleh pejabat senior.';
export const riskOverrideLevel = 'Tingkat risiko baru';
export const riskOverrideLevelRequired = 'Pilih tingkat risiko baru.';
export const riskOverrideExpiry = 'Berlaku sampai';
export const riskOverrideExpiryRange =
  'Tanggal berakhir harus setelah hari ini dan paling lama 12 bulan lagi.';
export const riskOverrideSameLevel = 'Tingkat risiko baru sama dengan tingkat saat ini.';
export const riskOverrideActive = 'Disesuaikan manual menjadi {level} sampai {date}';
export const riskOverrideBy = 'Diajukan oleh {proposer}, disetujui oleh {checker}: {reason}';
export const riskOverrideModelLevel = 'Hasil model: {level}';
export const riskTriggerOverride = 'penyesuaian manual';
export const riskTriggerMonitoring = 'peringatan pemantauan transaksi';
export const riskTriggerUpdate = 'perubahan data';
export const proposalKindRiskOverride = 'Ubah tingkat risiko';
export const riskOverridePropose = 'Ajukan perubahan';
export const proposalEffectRiskOverride =
  'Tingkat risiko peserta menjadi {level} sampai {date}; setelah itu model menilai ulang.';
export const proposalRiskOverrideDetail = 'Tingkat baru: {level}, sampai {date}';
export const riskModelIncomeUpperLabel = 'Batas atas penghasilan bulanan (Rp) per kode pilihan';
export const riskModelTransactionsLowerLabel =
  'Batas bawah perkiraan transaksi bulanan (Rp) per kode pilihan';
