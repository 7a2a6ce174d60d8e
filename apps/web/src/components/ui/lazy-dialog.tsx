/**
 * Where a dialog whose code loads on demand is rendered: its code (`load`, the same import the
 * `lazy()` component of `children` uses) is fetched when the browser is idle after the page has
 * painted, and the dialog is rendered from its first opening on (it then stays mounted so that
 * closing plays its transition). For a dialog an entry page cannot carry in its first paint within
 * its budget: the registration's SMS-code dialog (decision 0175).
 */
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './overlays';

export function DeferredDialog({
  opened,
  load,
  children,
}: {
  opened: boolean;
  load: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void load().catch(() => {})), [load]);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
