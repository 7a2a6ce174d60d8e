/**
 * Password hashing: argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1), set explicitly
 * because the library's defaults are below them (architecture.md §5).
 */
import { hash, verify } from '@node-rs/argon2';

const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PARAMS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when an account does not exist, so that a login
 * for an unknown account costs the same time as one for a known account.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}
