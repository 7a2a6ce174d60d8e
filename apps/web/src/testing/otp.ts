/** Shared steps of the tests of a screen with an OTP field and a resend countdown. */
import { MSG } from '@kilau/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';

/**
 * Fake timers in every test of the calling file, so the countdown moves only when a test says.
 * `preload` names the other modules the screen imports lazily (its form's resolver, its replies'
 * schemas: decision 0107), loaded first for the same reason as the dialogs'.
 */
export function withFakeTimers(preload?: () => Promise<unknown>) {
  // The dialogs load their code on first opening (components/ui/overlays.tsx). Loaded here first,
  // with real timers: under fake ones a cold import can outlast settle() and the first test of a
  // file would find no dialog on a slow or busy machine.
  beforeAll(async () => {
    await import('../components/ui/overlays-core');
    await preload?.();
  });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets fetch promises and React updates settle under fake timers. */
export const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });

/** Types the code into the OTP boxes, one digit a box. */
export function typeCode(code: string) {
  const boxes = screen.getAllByLabelText(MSG.otpLabel, { selector: 'input:not([type="hidden"])' });
  code.split('').forEach((digit, i) => {
    fireEvent.change(boxes[i] as HTMLInputElement, { target: { value: digit } });
  });
}
