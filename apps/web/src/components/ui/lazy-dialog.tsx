/**
 * A dialog component whose code is fetched when the browser is idle after the page has painted,
 * and rendered from its first opening on (it then stays mounted so that closing plays its
 * transition). For the dialogs a step opens only on a tap: a legal text, the camera, the signature
 * pad (decision 0051). The component must take an `opened` prop.
 */
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './overlays';

export function lazyDialog<P extends { opened: boolean }>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Loaded = lazy(load);
  return function LazyDialog(props: P) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    useEffect(() => whenIdle(() => void load().catch(() => {})), []);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
