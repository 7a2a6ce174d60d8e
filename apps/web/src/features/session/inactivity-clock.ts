/**
 * The inactivity clock of docs/product/customer-area.md § States. Activity only stores a timestamp (constant work per
 * event, so listeners on mousemove and scroll stay cheap); a single setTimeout checks, when it
 * fires, whether the limit really passed since the last activity and re-arms for the remainder
 * otherwise. A sleeping phone that wakes late still expires on the first check.
 *
 * `shared` reads the last activity of any tab of the site (see shared-activity.ts): a tab left
 * idle beside the one in use re-arms instead of expiring, so the session ends only when every
 * tab has been idle for the limit.
 */
export interface InactivityClock {
  /** Record activity now. */
  touch(): void;
  /** Check immediately (e.g. when the tab becomes visible again). */
  check(): void;
  /** How long since the last activity of this tab or any other it has heard of. */
  idleMs(): number;
  stop(): void;
}

export function startInactivityClock(
  limitMs: number,
  onExpire: () => void,
  options: { now?: () => number; shared?: () => number | null } = {},
): InactivityClock {
  const { now = Date.now, shared = () => null } = options;
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const arm = (delay: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, delay);
  };

  function idleMs() {
    const elsewhere = shared();
    if (elsewhere !== null && elsewhere > last) last = elsewhere;
    return now() - last;
  }

  function check() {
    if (done) return;
    const idle = idleMs();
    if (idle >= limitMs) {
      done = true;
      timer = undefined;
      onExpire();
    } else {
      arm(limitMs - idle);
    }
  }

  arm(limitMs);
  return {
    touch() {
      if (!done) last = now();
    },
    check,
    idleMs,
    stop() {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
