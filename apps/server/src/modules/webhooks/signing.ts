/**
 * The endpoints' signing secrets (decision 0114): Standard Webhooks' `whsec_` + base64 of 32
 * random bytes, shown once, kept AES-256-GCM sealed for their endpoint's row (the endpoint id is
 * the associated data, so a secret copied onto another row does not open). During a rotation's
 * 24 hours both the new and the previous secret sign: the partner verifies with either.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { derivedKey, openSecret, sealSecret } from '../credentials';

const SEAL_LABEL = 'kilau webhook-secret v1';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The Standard Webhooks message id: stable across the retries of one event. */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`;

export class SecretBox {
  private readonly key: Buffer;
  constructor(serverSecret: Uint8Array) {
    this.key = derivedKey(serverSecret, SEAL_LABEL);
  }
  seal(endpointId: string, secret: string): string {
    return sealSecret(this.key, secret, endpointId);
  }
  open(endpointId: string, sealed: string): string {
    return openSecret(this.key, sealed, endpointId);
  }
}

/**
 * The `webhook-signature` header: `v1,<base64>` per secret, space-separated (the standard's way of
 * carrying several signatures; a receiver accepts the request when any one matches).
 */
export function signatureHeader(secrets: readonly string[], msgId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
}
