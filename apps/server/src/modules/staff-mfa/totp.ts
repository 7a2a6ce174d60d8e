/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) with otplib. A code is checked against the
 * current step and one step back only (a phone's clock a little behind, or a code typed just as it
 * turned), and only for steps after the last one accepted: the caller then moves `last_used_step`
 * forward atomically, so a code works once (decision 0109).
 */
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@kilau/shared';
import { generateSecret, generateURI, verify } from 'otplib';

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(username: string, secret: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: username,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The enrolment's QR code; the library loads with the first enrolment, not with the server. */
export async function qrDataUrl(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
}

/** The step of the present moment; read from Date.now(), so a test's fake clock moves it. */
export function currentStep(): number {
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step the code belongs to, when it is the current step's or the one before and comes
 * after `afterStep`; null otherwise.
 */
export async function matchTotp(secret: string, code: string, afterStep: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(Date.now() / 1000),
    // Past only, one step: the window reaches back into the previous step and never ahead.
    epochTolerance: [TOTP_PERIOD_SECONDS, 0],
    afterTimeStep: afterStep,
  });
  // otplib's result type covers HOTP too; a TOTP result carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
