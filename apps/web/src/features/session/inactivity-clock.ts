/**
 * The inactivity clock of spec 000 §4. Activity only stores a timestamp (constant work per
 * event, so listeners on mousemove and scroll stay cheap); a single setTimeout checks, when it
 * fires, whether the limit really passed since the last activity and re-arms for the remainder
 * otherwise. A sleeping phone that wakes late still expires on the first check.
 */
export interface InactivityClock {
  /** Record activity now. */
  touch(): void;
  /** Check immediately (e.g. when the tab becomes visible again). */
  check(): void;
  stop(): void;
}

export function startInactivityClock(
  limitMs: number,
  onExpire: () => void,
  now: () => number = Date.now,
): InactivityClock {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const arm = (delay: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(check, delay);
  };

  function check() {
    if (done) return;
    const idle = now() - last;
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
    stop() {
      done = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
