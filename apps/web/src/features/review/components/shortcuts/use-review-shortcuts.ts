/**
 * The detail's keyboard: j/k (or the arrows while no document is open; the open lightbox has its
 * own) step through the documents, + and - zoom, r turns, n takes the next file, a / t / u only
 * OPEN the approve, reject and resubmission dialogs (each decision still asks to confirm), ? lists
 * them. Keys typed into a field, with Ctrl, Alt or Meta, or while a dialog is open do nothing.
 */
import { useEffect, useRef } from 'react';

export interface ReviewShortcutHandlers {
  nextDocument: () => void;
  previousDocument: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  rotate: () => void;
  nextFile: () => void;
  /** Absent when the caller may not take that action now. */
  approve?: () => void;
  reject?: () => void;
  resubmission?: () => void;
  help: () => void;
}

/** Which handler a key runs; `lightboxOpen` leaves the arrows to the lightbox. */
export function shortcutFor(
  key: string,
  h: ReviewShortcutHandlers,
  lightboxOpen: boolean,
): (() => void) | undefined {
  switch (key) {
    case 'j':
      return h.nextDocument;
    case 'k':
      return h.previousDocument;
    case 'ArrowRight':
    case 'ArrowDown':
      return lightboxOpen ? undefined : h.nextDocument;
    case 'ArrowLeft':
    case 'ArrowUp':
      return lightboxOpen ? undefined : h.previousDocument;
    case '+':
    case '=':
      return h.zoomIn;
    case '-':
      return h.zoomOut;
    case 'r':
      return h.rotate;
    case 'n':
      return h.nextFile;
    case 'a':
      return h.approve;
    case 't':
      return h.reject;
    case 'u':
      return h.resubmission;
    case '?':
      return h.help;
    default:
      return undefined;
  }
}

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function useReviewShortcuts(
  handlers: ReviewShortcutHandlers,
  { enabled, lightboxOpen }: { enabled: boolean; lightboxOpen: boolean },
) {
  // The latest handlers without re-adding the listener on every render.
  const latest = useRef({ handlers, enabled, lightboxOpen });
  latest.current = { handlers, enabled, lightboxOpen };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const now = latest.current;
      if (!now.enabled || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      // Single letters regardless of Caps Lock; '?' and '+' arrive with Shift and stay as they are.
      const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
      const run = shortcutFor(key, now.handlers, now.lightboxOpen);
      if (!run) return;
      e.preventDefault();
      run();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
