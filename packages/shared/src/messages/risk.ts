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
export const riskFactorChannel = 'Belum diverifikasi lewat video call yang diterima';
export const riskFactorDismissedMatch = 'Kecocokan daftar pantauan yang ditolak: {detail}';
export const riskFactorSharedIdentity = 'Identitas sama dengan peserta lain: {detail}';
export const riskPepDeclared = 'dinyatakan sendiri oleh nasabah';
export const riskPepMatched = 'cocok dengan daftar PEP';
export const riskSharedNik = 'NIK';
export const riskSharedAccount = 'nomor rekening';
export const riskSharedBlacklisted = 'akun yang sama pernah di-blacklist';

// ── The model document ────────────────────────────────────────────────
export const riskModelThresholdsOrder = 'Ambang Tinggi harus lebih besar dari ambang Menengah.';
