/**
 * Credentials: password hashing, the common-password rule and the random secrets (OTPs, opaque
 * tokens and their hashes). The ground the auth, registration, password-reset, profile and
 * staff modules stand on; it imports no module.
 */
export { decoyHash, hashPassword, verifyPassword } from './password';
export { assertNotCommonPassword, isCommonPassword } from './password-policy';
export { derivedKey, openSecret, sealSecret } from './sealed-secret';
export { newOpaqueToken, newOtp, sameHash, sha256 } from './secrets';
