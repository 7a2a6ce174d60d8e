/**
 * Password hashing: argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1), set explicitly
 * because the library's defaults are below them (architecture.md §5).
 */
const PARAMS = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The native module loads with the first password checked or set, not at start (idle memory). */
const argon2 = () => import('@node-rs/argon2');

export async function hashPassword(plain: string): Promise<string> {
  return (await argon2()).hash(plain, PARAMS);
}

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  const { verify } = await argon2();
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
