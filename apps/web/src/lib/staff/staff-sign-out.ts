/**
 * Why the back-office signed a staff member out, kept for the staff login to say so and to return
 * them to where they were (decision 0127). In this tab's session storage only: the note is for the
 * person at this tab, and it is read once. The login checks the place before using it.
 */
const KEY = 'staff_signed_out';

export interface StaffSignOut {
  reason: 'idle';
  /** The back-office page (path, query, hash) the staff member was on. */
  from: string;
  /** Whose session it was: another staff member signing in here is not sent there. */
  username: string;
}

export function rememberStaffSignOut(note: StaffSignOut): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(note));
  } catch {
    // Storage refused: the login simply says nothing and opens the role's first page.
  }
}

/** The note, once: it is removed as it is read. */
export function takeStaffSignOut(): StaffSignOut | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (!raw) return null;
    const note = JSON.parse(raw) as Partial<StaffSignOut>;
    if (note.reason !== 'idle' || typeof note.from !== 'string' || typeof note.username !== 'string')
      return null;
    return { reason: note.reason, from: note.from, username: note.username };
  } catch {
    return null;
  }
}
