/**
 * A software authenticator for the server's tests: an ES256 key pair that answers WebAuthn options
 * as a browser and a platform authenticator would (attestation 'none', a signature counter that
 * moves on by one per use). `clone()` copies the key with its counter, as a cloned authenticator
 * would, so a test can show that the server refuses the copy's stale counter. The browser tests
 * use Chromium's virtual authenticator instead.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (data: Uint8Array<ArrayBuffer>) => isoBase64URL.fromBuffer(data);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

function counterBytes(n: number): Uint8Array {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return new Uint8Array(out);
}

export interface SoftAuthenticatorOptions {
  /** The page's origin the browser would put in clientDataJSON. */
  origin: string;
  /** The RP ID the authenticator hashes into its data; the options' own unless given. */
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId: Uint8Array<ArrayBuffer>;
  private counter: number;

  private constructor(
    private readonly privateKey: KeyObject,
    private readonly publicJwk: { x: string; y: string },
    credentialId: Uint8Array<ArrayBuffer>,
    counter: number,
  ) {
    this.credentialId = credentialId;
    this.counter = counter;
  }

  static create(): SoftAuthenticator {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    if (!jwk.x || !jwk.y) throw new Error('no EC coordinates');
    return new SoftAuthenticator(privateKey, { x: jwk.x, y: jwk.y }, new Uint8Array(randomBytes(32)), 0);
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The same key and counter: what a cloned authenticator holds. */
  clone(): SoftAuthenticator {
    return new SoftAuthenticator(this.privateKey, this.publicJwk, this.credentialId, this.counter);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() with these options, as @simplewebauthn/browser's JSON. */
  register(options: Record<string, unknown>, at: SoftAuthenticatorOptions): Record<string, unknown> {
    const challenge = String(options.challenge);
    const rp = options.rp as { id?: string } | undefined;
    const rpId = at.rpId ?? rp?.id ?? new URL(at.origin).hostname;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
      [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = concat(
      sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
      counterBytes(this.counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array(idLength),
      this.credentialId,
      isoCBOR.encode(cose),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge, at.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get() with these options; the counter moves on by one. */
  authenticate(options: Record<string, unknown>, at: SoftAuthenticatorOptions): Record<string, unknown> {
    const challenge = String(options.challenge);
    const rpId = at.rpId ?? (typeof options.rpId === 'string' ? options.rpId : new URL(at.origin).hostname);
    this.counter += 1;
    const authData = concat(
      sha256(new TextEncoder().encode(rpId)),
      new Uint8Array([FLAG_UP | FLAG_UV]),
      counterBytes(this.counter),
    );
    const clientDataJSON = this.clientData('webauthn.get', challenge, at.origin);
    const signature = sign('sha256', concat(authData, sha256(clientDataJSON)), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(new Uint8Array(signature)),
        userHandle: null,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
