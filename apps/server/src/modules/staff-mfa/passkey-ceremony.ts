/**
 * The WebAuthn ceremonies of staff passkeys, over @simplewebauthn/server (decision 0109, "Passkeys").
 * The relying party is the configured PUBLIC_URL: its hostname is the RP ID and its origin the only
 * origin accepted, so a response made for another site never verifies here. User verification is
 * preferred, not required: a security key without a PIN is still a possession factor after the
 * password. No attestation is asked for (staff choose their own authenticators).
 *
 * Nothing here touches the database: the service stores the challenge before and takes it after.
 */

import { MFA_TOKEN_TTL_SECONDS } from '@kilau/shared';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';

/**
 * The library, loaded with the first passkey ceremony rather than with the server: with its ASN.1
 * and certificate packages it is over a thousand files that every start would resolve and keep.
 */
const webauthn = () => import('@simplewebauthn/server');

export const RP_NAME = 'Kilau';

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** The relying party of a deployment: PUBLIC_URL's hostname and origin (localhost in development). */
export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/** A credential as the ceremonies need it (the stored row's fields). */
export interface KnownCredential {
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

export interface StaffIdentity {
  id: string;
  username: string;
  fullname: string;
}

/** How long the browser waits for the person at the authenticator; the server keeps the challenge as long. */
const TIMEOUT_MS = MFA_TOKEN_TTL_SECONDS * 1000;

type Transport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
const TRANSPORTS: readonly string[] = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'];
const isTransport = (t: string): t is Transport => TRANSPORTS.includes(t);

export async function registrationOptions(
  rp: RelyingParty,
  staff: StaffIdentity,
  existing: KnownCredential[],
): Promise<{ options: Record<string, unknown>; challenge: string }> {
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.rpID,
    userName: staff.username,
    userDisplayName: staff.fullname,
    // The staff id as the user handle: stable, and tells the authenticator nothing personal.
    userID: new TextEncoder().encode(staff.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    // One passkey per authenticator: the browser refuses to make a second on one it already holds.
    excludeCredentials: existing.map((c) => ({
      id: c.credentialId,
      transports: c.transports.filter(isTransport),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { options: { ...options }, challenge: options.challenge };
}

export async function authenticationOptions(
  rp: RelyingParty,
  credentials: KnownCredential[],
): Promise<{ options: Record<string, unknown>; challenge: string }> {
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    // The password came first, so the account is known: only its own passkeys are offered.
    allowCredentials: credentials.map((c) => ({
      id: c.credentialId,
      transports: c.transports.filter(isTransport),
    })),
    userVerification: 'preferred',
    timeout: TIMEOUT_MS,
  });
  return { options: { ...options }, challenge: options.challenge };
}

export interface NewCredential {
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

/** The new credential, or null when the response does not verify (wrong challenge, origin, RP, shape). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: Record<string, unknown>,
  expectedChallenge: string,
): Promise<NewCredential | null> {
  try {
    const { verifyRegistrationResponse } = await webauthn();
    const result = await verifyRegistrationResponse({
      // Checked by the library field by field; a wrong shape throws and is a refusal.
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const info = result.registrationInfo;
    return {
      credentialId: info.credential.id,
      publicKey: new Uint8Array(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/** The credential id a login response names (unverified: only to find the stored row). */
export function responseCredentialId(response: Record<string, unknown>): string | null {
  const id = response.id;
  return typeof id === 'string' && id.length > 0 && id.length <= 1024 ? id : null;
}

export type AssertionResult =
  | { ok: true; newCounter: number; deviceType: 'singleDevice' | 'multiDevice'; backedUp: boolean }
  | { ok: false; reason: 'invalid' }
  /** The signature is good but the counter did not move past the stored one: a cloned authenticator. */
  | { ok: false; reason: 'counter_regressed'; counter: number };

export async function verifyAssertion(
  rp: RelyingParty,
  response: Record<string, unknown>,
  expectedChallenge: string,
  credential: KnownCredential,
): Promise<AssertionResult> {
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      // The library compares the counter before it checks the signature; it is given 0 here and the
      // counter is compared below, after the signature, so that only a genuine authenticator's
      // response (a clone's) is reported as a regressed counter, never a forged one.
      credential: {
        id: credential.credentialId,
        publicKey: credential.publicKey,
        counter: 0,
        transports: credential.transports.filter(isTransport),
      },
      requireUserVerification: false,
    });
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const { newCounter, credentialDeviceType, credentialBackedUp } = result.authenticationInfo;
  // Authenticators without a counter send 0 every time (synced passkeys do): nothing to compare.
  if ((newCounter > 0 || credential.counter > 0) && newCounter <= credential.counter) {
    return { ok: false, reason: 'counter_regressed', counter: newCounter };
  }
  return { ok: true, newCounter, deviceType: credentialDeviceType, backedUp: credentialBackedUp };
}
