/**
 * The cipher of a staff-chosen password while it waits to be shown (decision 0090): AES-256-GCM
 * under a key derived with HKDF-SHA256 from the server's JWT secret and a label of its own, so the
 * key is never stored and is used for nothing else (credentials/sealed-secret.ts).
 */
import { derivedKey } from '../credentials';

export { openSecret, sealSecret } from '../credentials';

const LABEL = 'kilau credential-reveal v1';

export function revealKey(serverSecret: Uint8Array): Buffer {
  return derivedKey(serverSecret, LABEL);
}
