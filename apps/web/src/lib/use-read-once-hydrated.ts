import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * What `read` returns (something the browser keeps: its storage), read once and kept for the
 * screen's life: on its first render, or, on a screen the build rendered (decision 0177), on the
 * render after React has taken the markup over, since the markup cannot hold it and hydration must
 * render what the markup shows. Undefined until then.
 */
export function useReadOnceHydrated<T>(read: () => T): T | undefined {
  const hydrated = useHydrated();
  const [stored, setStored] = useState<{ value: T } | undefined>(() =>
    hydrated ? { value: read() } : undefined,
  );
  if (hydrated && stored === undefined) {
    // Set while rendering (React renders again at once, before painting): the read happens once.
    const now = { value: read() };
    setStored(now);
    return now.value;
  }
  return stored?.value;
}
