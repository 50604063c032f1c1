import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default, OWASP-level cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/**
 * What an account's `password_hash` holds while its user has not chosen a password (an association
 * user created by the administration, until the welcome link is used): no hash, so nothing matches it,
 * and the account reads as 'Pendiente de activar' (docs/consultores.md 'Association users').
 */
export const NO_PASSWORD = '!';

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or
 * {@link NO_PASSWORD}) it still spends the time of a real check, so response
 * times do not reveal which identifiers exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  // No password yet: as long as a real check, and never a match.
  if (storedHash === undefined || storedHash === NO_PASSWORD) {
    decoyHash ??= hashPassword('decoy password for unknown users');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    // A malformed stored hash cannot match anything.
    return false;
  }
}
