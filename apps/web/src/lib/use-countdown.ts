import { useCallback, useEffect, useState } from 'react';

/**
 * A resend countdown to a deadline (epoch ms), so it stays right when the tab sleeps. `stop()`
 * ends it for good (docs/product/customer-area.md § Messages: code 9001 stops the timer); `restart()` starts a new one.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [stopped, setStopped] = useState(false);
  const remaining = stopped ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  const ticking = remaining > 0;

  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [ticking]);

  const restart = useCallback((next: number) => {
    setStopped(false);
    setDeadline(Date.now() + next * 1000);
    setNow(Date.now());
  }, []);
  const stop = useCallback(() => setStopped(true), []);

  return { remaining, stopped, restart, stop };
}

/** 90 → "01:30". */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
