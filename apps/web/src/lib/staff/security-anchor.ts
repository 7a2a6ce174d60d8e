/** The 'Keamanan akun' section's anchor on /profil: the staff menu links straight to it. */
export const STAFF_SECURITY_ANCHOR = 'keamanan-akun';
