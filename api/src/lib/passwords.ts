/**
 * Password hashing with node:crypto scrypt: `scrypt$N$r$p$salt$hash` (base64url). The cost
 * follows OWASP's password storage guidance (N=2^17, r=8, p=1: 128 MiB, a few hundred ms);
 * hashes stored with other parameters are replaced at the next successful sign-in. Only tests
 * choose another cost (`AppOptions.passwordHashing`): the server always runs OWASP's.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
// scrypt needs 128 × N × r bytes (128 MiB here); the default cap is 32 MiB. The cap also
// refuses stored parameters that would take more than this.
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  return { params: { N: Number(n), r: Number(r), p: Number(p) }, salt, hash };
}

/** Checks a password against a stored hash, whatever parameters made it. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const actual = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed.params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export class PasswordHasher {
  /** A hash to verify against when the account does not exist, so timing reveals nothing. */
  readonly unknownAccountHash: string;

  constructor(private readonly params: ScryptParams = OWASP_SCRYPT) {
    this.unknownAccountHash = `scrypt$${params.N}$${params.r}$${params.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  /** True when `stored` was made with other parameters than these (rehash it at sign-in). */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    const { N, r, p } = this.params;
    return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p;
  }
}
