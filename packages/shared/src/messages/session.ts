/** Session expiry texts (spec 000 §4). */

// ── Session (spec 000 §4) ─────────────────────────────────────────────
export const inactivityTitle = 'Sesi Berakhir';
export const inactivityText =
  'Anda tidak melakukan aktivitas selama 15 menit. Demi keamanan akun Anda, silakan login kembali.';
export const inactivityLogin = 'Login';
