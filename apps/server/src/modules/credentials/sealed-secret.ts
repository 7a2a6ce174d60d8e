/**
 * Secrets kept encrypted at rest: AES-256-GCM under a key derived with HKDF-SHA256 from the
 * server's JWT secret and a label per use, so no key is stored and each use has its own
 * (decisions 0090, 0109). The stored text is base64(iv ‖ ciphertext ‖ tag).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 32-byte key for one use (`label`), derived from the server secret. */
export function derivedKey(serverSecret: Uint8Array, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), label, 32));
}

/** `aad` binds the ciphertext to its row: moved to another row it fails to open. */
export function sealSecret(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function openSecret(key: Buffer, sealed: string, aad: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
