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
export const riskPepDeclared = 'dinyatakan sendiri oleh nasabah ({position})';
export const riskPepMatched = 'cocok dengan daftar PEP';
/** A 'yes' kept without its function (the calls refuse one; a guard for the record as stored). */
export const riskPepPositionUnnamed = 'jabatan tidak disebutkan';
export const riskSharedNik = 'NIK';
export const riskSharedAccount = 'nomor rekening';
export const riskSharedBlacklisted = 'akun yang sama pernah masuk daftar hitam';

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

// ── The participant lists ─────────────────────────────────────────────
export const filterRiskLevel = 'Tingkat risiko';
export const filterRiskAll = 'Semua tingkat risiko';
export const colRisk = 'Risiko';
export const riskCountsTitle = 'Peserta Baru menurut tingkat risiko';

// ── The model document ────────────────────────────────────────────────
export const riskModelThresholdsOrder = 'Ambang Tinggi harus lebih besar dari ambang Menengah.';

// ── Approving a Tinggi participant: enhanced due diligence and a senior (docs/product/risk-rating.md § Enhanced due diligence) ──
export const approveNeedsSenior =
  'Risiko Tinggi: ajukan persetujuan dengan uji tuntas lanjut (EDD); yang memutuskan pejabat senior (super admin).';
export const approveBlockedHighRisk =
  'Peserta berisiko Tinggi tidak dapat disetujui langsung: ajukan persetujuan dengan uji tuntas lanjut (EDD).';
export const eddRequired = 'Uji tuntas lanjut (EDD) wajib untuk peserta berisiko Tinggi.';
export const eddChecksIncomplete = 'Semua pemeriksaan uji tuntas lanjut (EDD) wajib dicentang.';
export const eddNoteRequired = 'Tulis temuan uji tuntas lanjut (EDD), paling sedikit 30 karakter.';
export const eddNotRequired = 'Peserta ini tidak berisiko Tinggi: uji tuntas lanjut (EDD) tidak diperlukan.';
export const eddNoteMax = 'Temuan uji tuntas lanjut (EDD) maksimal 2000 karakter.';
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
