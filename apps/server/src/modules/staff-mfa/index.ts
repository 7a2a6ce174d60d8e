/**
 * What the staff second factor offers besides its services: sealing a TOTP secret (the demo seed
 * enrols the demo staff) and the otpauth URL (start-up prints the demo one).
 */
export { totpUri } from './totp';
