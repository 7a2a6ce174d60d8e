/** Texts of the application frame, loaded with the first page: network and server failures, the title. */

// ── Landing and general ───────────────────────────────────────────────
export const networkError = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.'; // (ours)
export const serverError = 'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.'; // (ours)
export const technicalProblem = 'Terjadi kendala teknis. Silakan coba beberapa saat lagi.'; // (ours)
export const tooManyRequests = 'Terlalu banyak percobaan. Silakan tunggu beberapa saat lalu coba lagi.'; // (ours)
export const invalidInput = 'Cek kembali inputan anda';
export const loading = 'Memuat…'; // (ours)

// ── Web: customer area ──
export const buttonClose = 'Tutup'; // (ours)
export const appName = 'Kilau';
