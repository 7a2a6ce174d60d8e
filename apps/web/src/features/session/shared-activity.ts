/**
 * The last activity of any tab, kept in local storage so that every tab of the site reads the
 * same time. Writes are throttled: mousemove fires many times a second and each write wakes the
 * other tabs with a storage event; a second of imprecision on a 14-minute limit does not matter.
 */
export const LAST_ACTIVITY_KEY = 'last_activity';
/**
 * Written by the tab whose inactivity clock ends the session, just before it clears local storage:
 * the other tabs hear the reason before the clear, so they say 'inactivity' even when their own
 * timers (throttled in a background tab) have not caught up with the limit yet.
 */
export const END_REASON_KEY = 'session_end_reason';
export const END_REASON_INACTIVITY = 'inactivity';
const WRITE_EVERY_MS = 1_000;

export interface SharedActivity {
  /** Publish activity at `at` (throttled). */
  record(at: number): void;
  /** The newest activity any tab published, or null when none did (or storage was cleared). */
  read(): number | null;
}

export function sharedActivity(storage: Storage = localStorage): SharedActivity {
  let written = Number.NEGATIVE_INFINITY;
  return {
    record(at) {
      if (at - written < WRITE_EVERY_MS) return;
      written = at;
      try {
        storage.setItem(LAST_ACTIVITY_KEY, String(at));
      } catch {
        // Storage full or refused (private mode): this tab still keeps its own clock.
      }
    },
    read() {
      const raw = storage.getItem(LAST_ACTIVITY_KEY);
      if (raw === null) return null;
      const at = Number(raw);
      return Number.isFinite(at) ? at : null;
    },
  };
}
