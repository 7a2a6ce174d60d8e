/** Session expiry texts (docs/product/customer-area.md § States). */

// ── Session (docs/product/customer-area.md § States) ─────────────────────────────────────────────
export const inactivityTitle = 'Sesi Berakhir';
export const inactivityText =
  'Anda tidak melakukan aktivitas selama 15 menit. Demi keamanan akun Anda, silakan login kembali.';
export const inactivityLogin = 'Masuk';
/** (ours) Shown in the other tabs when the session ended in one of them (logout, refused token). */
export const sessionEndedElsewhereText =
  'Sesi Anda telah berakhir. Demi keamanan akun Anda, silakan login kembali.';

// ── The back-office's idle timeout (ours, decision 0127) ──────────────
/** On the staff login, after the back-office signed the staff member out for inactivity. */
export const staffSignedOutIdle =
  'Anda telah keluar otomatis karena tidak ada aktivitas selama 15 menit. Silakan masuk kembali untuk melanjutkan di halaman terakhir Anda.';
