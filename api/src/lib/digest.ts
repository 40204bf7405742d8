import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a random secret (a session token, a sign-in or reset token), as hex: what the
 * database keeps instead of the secret, so a copy of a table signs nobody in. The secrets carry
 * 128 bits or more of randomness, so no salt or slow hash is needed.
 */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
