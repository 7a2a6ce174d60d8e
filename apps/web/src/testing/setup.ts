/**
 * jsdom lacks what Mantine reads on mount (matchMedia, ResizeObserver) and what the API client
 * uses for timeouts (AbortSignal.timeout/any in some jsdom builds); testing-library needs an
 * explicit cleanup because vitest globals are off.
 */
import { installIndonesianZodErrors } from '@kilau/shared';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// As main.tsx does: forms show Indonesian where a schema names no text.
installIndonesianZodErrors();

// findBy… waits up to 5 s (testing-library's default is 1 s): a screen's first lazy chunk,
// compiled on demand beside the server suite on two cores, can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// Mantine's ScrollArea and focus management call these; jsdom does not lay anything out.
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // The toast store is module-level: a toast of one test must not answer another's query.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
