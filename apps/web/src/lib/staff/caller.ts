/**
 * Who the signed-in staff member is, to tell 'Anda tangani' from another holder (decisions 0112, 0208).
 * The browser keeps only the token and the role; the access token's subject is the staff id
 * (the server's session service signs it so), so it is read from the token's payload, unverified
 * (the server verifies every token it receives). A token that cannot be read means 'not the
 * caller', which only shows the holder's name instead.
 */
import { decodeJwt } from 'jose';
import { useSession } from '../session';

export function subjectOf(token: string | null): string | null {
  if (!token) return null;
  try {
    const { sub } = decodeJwt(token);
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

export function useCallerId(): string | null {
  return subjectOf(useSession().token);
}
