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

// ── Field validation, where a schema gives no text of its own (zod-errors.ts) ──
export const validationRequired = 'Wajib diisi'; // (ours)
export const validationMinChars = 'Minimal {n} karakter'; // (ours)
export const validationMaxChars = 'Maksimal {n} karakter'; // (ours)
export const validationMinValue = 'Nilai minimal {n}'; // (ours)
export const validationMaxValue = 'Nilai maksimal {n}'; // (ours)
export const validationMinItems = 'Pilih minimal {n}'; // (ours)
export const validationMaxItems = 'Pilih maksimal {n}'; // (ours)
export const validationFormat = 'Format tidak sesuai'; // (ours)
export const validationChoice = 'Pilihan tidak tersedia'; // (ours)
export const validationUnknownField = 'Kolom ini tidak dikenal'; // (ours)
