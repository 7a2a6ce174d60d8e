/** Dashboard texts: balances and gold transactions. */

// ── Dashboard ─────────────────────────────────────────────────────────
export const balanceGiroPos = 'Saldo GiroPos'; // (ours)
export const balanceRdk = 'Saldo RDK'; // (ours)
export const balanceGold = 'Saldo Emas'; // (ours)
export const balanceGoldMicro = 'Micro'; // (ours)
export const balanceGoldPremium = 'Premium'; // (ours)
export const currencyLabel = 'Mata uang'; // (ours)
export const transactionsTitle = 'Transaksi Emas Terakhir'; // (ours)
export const colNo = 'No';
export const colDate = 'Tanggal';
export const colDescription = 'Keterangan';
export const colAmount = 'Jumlah';
export const colType = 'Tipe';
export const directionBuy = 'Beli'; // (ours)
export const directionSell = 'Jual'; // (ours)
export const noTransactions = 'Belum ada transaksi emas'; // (ours)

// ── Web: customer area ──
export const dashboardSubtitle = 'Ringkasan saldo dan transaksi emas Anda.'; // (ours)
export const gramUnit = 'gr'; // (ours)
export const balanceGoldBreakdown = 'Rincian saldo emas'; // (ours)

// ── Web: dashboard of a customer still onboarding ──
export const dashboardResumeTitle = 'Lengkapi pendaftaran'; // (ours)
export const dashboardResumeText =
  'Saldo dan transaksi emas Anda tampil di sini setelah data Anda diverifikasi. Lanjutkan pendaftaran dari langkah yang belum selesai.'; // (ours)
export const dashboardStartText =
  'Saldo dan transaksi emas Anda tampil di sini setelah data Anda diverifikasi. Mulai dengan memilih platform dan bank.'; // (ours)
export const dashboardSubmittedTitle = 'Data Anda sedang diverifikasi'; // (ours)
export const dashboardSubmittedText =
  'Saldo dan transaksi emas Anda tampil di sini setelah admin menyetujui data Anda.'; // (ours)
export const dashboardSubmittedButton = 'Lihat status pendaftaran'; // (ours)
