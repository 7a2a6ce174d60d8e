/**
 * Debian's chromium as the browser tests launch it (never a downloaded browser:
 * the test machines reach the npm registry and Debian's packages only, decision 0055): its
 * headless shell (package `chromium-headless-shell`), the same Blink and V8 without the desktop
 * browser around them, as Playwright itself runs headless tests; a fifth less processor time than
 * the full browser on the same walks (decision 0223). `E2E_CHROMIUM_PATH=/usr/bin/chromium` runs
 * them in the full browser (with `--headed`, to watch one). The fake camera flags give pages a
 * camera and microphone without a prompt, for the selfie and the recorded statement video of
 * onboarding, and for both sides of the video call.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  // The video call's two browsers meet on this machine: let WebRTC use the loopback address too.
  '--allow-loopback-in-peer-connection',
];

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** Playwright waits this long for an element, an assertion or a navigation before the test fails. */
export const ACTION_TIMEOUT_MS = 15_000;
