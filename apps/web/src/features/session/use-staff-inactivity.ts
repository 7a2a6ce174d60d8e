/**
 * The back-office's idle timeout (decision 0127): the customer's clock and limit (docs/product/customer-area.md § States,
 * 14 minutes without a click, key, scroll or touch in any tab of the site). The staff shell's token
 * renewal counts as activity on the server, so without this clock an open back-office tab would
 * never end its session.
 */
import { INACTIVITY_LIMIT_MS } from '@kilau/shared';
import { useEffect, useRef } from 'react';
import { startInactivityClock } from './inactivity-clock';
import { sharedActivity } from './shared-activity';

const ACTIVITY_EVENTS = ['click', 'mousemove', 'scroll', 'keydown', 'touchstart'] as const;

export function useStaffInactivity(onExpire: () => void): void {
  // The latest callback, without restarting the clock on every render.
  const expire = useRef(onExpire);
  expire.current = onExpire;
  useEffect(() => {
    const activity = sharedActivity();
    const clock = startInactivityClock(INACTIVITY_LIMIT_MS, () => expire.current(), {
      shared: activity.read,
    });
    activity.record(Date.now());
    const onActivity = () => {
      clock.touch();
      activity.record(Date.now());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') clock.check();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clock.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
