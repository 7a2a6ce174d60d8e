/** Session expiry texts (spec 000 §4). */

// ── Session (spec 000 §4) ─────────────────────────────────────────────
export const inactivityTitle = 'Sesi Berakhir';
export const inactivityText =
  'Anda tidak melakukan aktivitas selama 15 menit. Demi keamanan akun Anda, silakan login kembali.';
export const inactivityLogin = 'Login';
/** (ours) Shown in the other tabs when the session ended in one of them (logout, refused token). */
export const sessionEndedElsewhereText =
  'Sesi Anda telah berakhir. Demi keamanan akun Anda, silakan login kembali.';
