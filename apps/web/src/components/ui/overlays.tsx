/**
 * Mantine's Modal and Drawer for the customer's screens, loaded when they are first opened. Both
 * bring the modal machinery (focus trap, scroll lock, portal, transitions, and through Mantine's
 * ScrollArea @floating-ui: 35 kB gzip measured) that no customer route can carry in its first paint
 * within its budget, while the dialogs open only after an action or a timeout (decision 0175). The
 * code is fetched when the browser is idle after the page has rendered, so the first opening rarely
 * waits for it. Same props as Mantine's; the compound API (Modal.Root …) is not offered. The back
 * office, which has no budget, imports Mantine's own.
 */
import type { DrawerProps, ModalProps, ScrollAreaAutosizeProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';

type Core = typeof import('./overlays-core');
let core: Core | null = null;
const loadCore = () =>
  import('./overlays-core').then((m) => {
    core = m;
    return m;
  });

const LoadedModal = lazy(() => loadCore().then((m) => ({ default: m.Modal })));
const LoadedDrawer = lazy(() => loadCore().then((m) => ({ default: m.Drawer })));

/** True from the first opening on: the overlay stays mounted so that closing plays its transition. */
function useOpenedOnce(opened: boolean): boolean {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  useEffect(() => whenIdle(() => void loadCore()), []);
  return wanted || opened;
}

/** Runs `run` once the browser is idle (or after 1.5 s where it cannot tell); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1500);
  return () => window.clearTimeout(id);
}

export function Modal(props: ModalProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}

export function Drawer(props: DrawerProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}

/**
 * For `scrollAreaComponent={ScrollArea.Autosize}` of a Modal: it renders inside the loaded modal,
 * so the code is there by then; a plain scrolling box stands in otherwise.
 */
function ScrollAreaAutosize(props: ScrollAreaAutosizeProps) {
  const Loaded = core?.ScrollArea.Autosize;
  if (Loaded) return <Loaded {...props} />;
  return (
    <div style={{ overflowY: 'auto', maxHeight: props.mah as string | number | undefined }}>
      {props.children}
    </div>
  );
}

export const ScrollArea = { Autosize: ScrollAreaAutosize };
