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

// ── Web: dashboard of a customer just approved (ours; decision 0090) ──
export const accountReadyTitle = 'Akun trading Anda sudah aktif'; // (ours)
export const accountReadyIntro =
  'Selamat, data Anda sudah disetujui pialang. Berikut data akun trading Anda dan langkah berikutnya.'; // (ours)
export const accountReadyPlatform = 'Platform'; // (ours)
export const accountReadyAccountNo = 'No. Akun Trading'; // (ours)
export const accountReadyUsername = 'Username'; // (ours)
export const accountReadyNextTitle = 'Langkah berikutnya'; // (ours)
export const accountReadyStepPassword =
  'Buka email persetujuan dari kami dan klik link password. Password hanya bisa dilihat satu kali dan link-nya berlaku 72 jam.'; // (ours)
export const accountReadyStepTrade =
  'Klik Mulai Transaksi, lalu masuk ke platform trading dengan No. Akun dan password tersebut. Segera ganti password setelah masuk pertama kali.'; // (ours)
export const accountReadyStepBalances =
  'Saldo emas, saldo GiroPos dan riwayat transaksi Anda akan tampil di halaman ini setelah transaksi pertama.'; // (ours)
export const accountReadyNoMail =
  'Tidak menerima email, atau link-nya sudah kedaluwarsa? Hubungi layanan pelanggan kami.'; // (ours)
export const accountReadyStartTrading = 'Mulai Transaksi'; // (ours)
