import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with its default, OWASP-level cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user) it
 * still spends the time of a real check, so response times do not reveal
 * which identifiers exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
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
