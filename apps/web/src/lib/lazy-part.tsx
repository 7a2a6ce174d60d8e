/**
 * A part of a screen whose code is fetched when the screen first shows it (decision 0175: the
 * customer's select and date field, the attachments' form), as `lazy()` would, and rendered in
 * place, without suspending, once that code is there.
 *
 * A page the server sent with the customer's data in it (decision 0182) has such parts in its
 * markup already. Hydrated before their code had arrived, each would wait as server markup, and the
 * first update to reach it before its code did (the form's state settling) makes React replace it
 * with its stand-in: the customer's value blinks out, then back. So main.tsx loads every part the
 * screen's modules declare (`loadParts`) before it hydrates such a page.
 */
import { type ComponentType, lazy } from 'react';

const parts = new Set<() => Promise<unknown>>();

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { Part: ComponentType<P>; preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchOnce = () => {
    loading ??= load().then((m) => {
      loaded = m.default;
      return m;
    });
    return loading;
  };
  const Lazy = lazy(fetchOnce);
  parts.add(fetchOnce);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part, at module level, as `lazy()` makes its component
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Part, preload: fetchOnce };
}

/** Loads the code of every part declared by the modules loaded so far. */
export async function loadParts(): Promise<void> {
  await Promise.all([...parts].map((load) => load()));
}
