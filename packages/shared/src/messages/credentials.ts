// ── The one-time view of a password chosen by staff (ours; decision 0090) ──
export const revealPageTitle = 'Password Akun Anda'; // (ours)
export const revealIntro =
  'Password ini hanya ditampilkan satu kali. Catat atau simpan di tempat yang aman sebelum meninggalkan halaman ini.'; // (ours)
export const revealKindTrading = 'Akun trading'; // (ours)
export const revealKindDemo = 'Akun demo'; // (ours)
export const revealAccountNo = 'No. Akun'; // (ours)
export const revealUsername = 'Username'; // (ours)
export const revealPassword = 'Password'; // (ours)
export const revealCopy = 'Salin password'; // (ours)
export const revealCopied = 'Password disalin'; // (ours)
export const revealChangeAdvice =
  'Demi keamanan, ganti password ini setelah login pertama dan jangan berikan kepada siapa pun, termasuk petugas kami.'; // (ours)
export const revealShow = 'Tampilkan Password'; // (ours)
export const revealShowQuestion =
  'Password akan ditampilkan satu kali saja. Setelah itu link ini tidak bisa dibuka lagi.'; // (ours)
export const revealAlreadyShown =
  'Password ini sudah pernah ditampilkan dan tidak bisa dilihat lagi. Jika Anda belum mencatatnya, hubungi layanan pelanggan kami untuk mengatur ulang password.'; // (ours) 410
export const revealExpired =
  'Link ini sudah kedaluwarsa (berlaku 72 jam). Hubungi layanan pelanggan kami untuk mengatur ulang password.'; // (ours) 410
export const revealNotFound = 'Link tidak valid atau bukan milik akun Anda.'; // (ours) 404
export const revealContactCs = 'Hubungi layanan pelanggan'; // (ours)
export const revealToHome = 'Ke Beranda'; // (ours)
