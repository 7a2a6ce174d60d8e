import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the markup the build rendered (prerender.tsx) is on screen without its scripts, in
 * that render and in the browser's hydration of it; true from the render after, and at once on a
 * screen the browser renders itself. A form uses it to stay inert until React handles it
 * (decision 0110).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
