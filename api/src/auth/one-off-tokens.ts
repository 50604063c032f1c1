/**
 * One-off tokens handed to a user outside a session (token_docs, password-reset links):
 * 32 random bytes, base64url. Only their SHA-256 is stored, so a copy of the database
 * cannot be used to reset anyone's password.
 */
import { createHash, randomBytes } from 'node:crypto';

export function newOneOffToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneOffToken(token) };
}

export function hashOneOffToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
