/**
 * The browser's side of a passkey ceremony (WebAuthn), through @simplewebauthn/browser. The
 * server's options go in as they came; the response goes back as the library makes it. Every
 * failure becomes a `PasskeyError` with the Indonesian text to show.
 */
import { MSG } from '@kilau/shared';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';

type WebauthnJson = Record<string, unknown>;

export class PasskeyError extends Error {}

/** True where the browser has WebAuthn at all (a button may be hidden otherwise). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

function toPasskeyError(err: unknown): PasskeyError {
  // NotAllowedError: the person closed the prompt, or it timed out (the browser does not say which).
  const name = err instanceof Error ? err.name : '';
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.name : '';
  if (name === 'NotAllowedError' || cause === 'NotAllowedError' || name === 'AbortError') {
    return new PasskeyError(MSG.mfaPasskeyCancelled);
  }
  return new PasskeyError(MSG.mfaPasskeyFailed);
}

/** Signs the server's challenge with a passkey of this account (login, step-up). */
export async function passkeySign(options: WebauthnJson): Promise<WebauthnJson> {
  if (!passkeysSupported()) throw new PasskeyError(MSG.mfaPasskeyUnsupported);
  try {
    const response = await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
    return response as unknown as WebauthnJson;
  } catch (err) {
    throw toPasskeyError(err);
  }
}

/** Makes a new passkey for this account (enrolment, 'Tambah passkey'). */
export async function passkeyCreate(options: WebauthnJson): Promise<WebauthnJson> {
  if (!passkeysSupported()) throw new PasskeyError(MSG.mfaPasskeyUnsupported);
  try {
    const response = await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
    return response as unknown as WebauthnJson;
  } catch (err) {
    throw toPasskeyError(err);
  }
}

/** The text for a failed passkey step: ours, the server's, or a technical problem. */
export function passkeyMessage(err: unknown, fallback: (err: unknown) => string): string {
  return err instanceof PasskeyError ? err.message : fallback(err);
}
