/**
 * Operators of the admin API (ADR 0033): `ADMIN_TOKENS=name:token,...`, one bearer token per
 * operator so that every call is logged under a name. Only each token's SHA-256 digest is kept,
 * and a presented token is compared with every digest in constant time, so neither the time of
 * an answer nor memory tells how much of a token was right.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface AdminOperator {
  name: string;
  tokenDigest: Buffer;
}

/** Tokens shorter than this are refused in production (a random 32-character token: ~190 bits). */
export const MIN_PRODUCTION_TOKEN_LENGTH = 32;

const OPERATOR_NAME = /^[A-Za-z0-9._@-]{1,64}$/;
const digest = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** The operators `ADMIN_TOKENS` names; a malformed entry throws, naming its position (never its token). */
export function parseAdminTokens(value: string | undefined): AdminOperator[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const operators = entries.map((entry, index) => {
    const colon = entry.indexOf(':');
    const name = entry.slice(0, colon);
    const token = entry.slice(colon + 1);
    if (colon < 0 || !OPERATOR_NAME.test(name) || token.trim() === '' || /\s/.test(token)) {
      throw new Error(`ADMIN_TOKENS entry ${index + 1} must be name:token (name of letters, digits, . _ @ -; a token without spaces)`);
    }
    return { name, tokenDigest: digest(token), length: token.length };
  });
  const names = operators.map((o) => o.name);
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new Error(`ADMIN_TOKENS names operator ${twice} twice`);
  const digests = operators.map((o) => o.tokenDigest.toString('hex'));
  if (new Set(digests).size !== digests.length) throw new Error('ADMIN_TOKENS gives two operators the same token');
  return operators.map(({ name, tokenDigest }) => ({ name, tokenDigest }));
}

/** Production: the admin API may be absent, but when configured every token is long. */
export function adminTokensProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    parseAdminTokens(value);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const weak = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && entry.slice(entry.indexOf(':') + 1).length < MIN_PRODUCTION_TOKEN_LENGTH)
    .map((entry) => entry.slice(0, entry.indexOf(':')));
  return weak.length > 0 ? `ADMIN_TOKENS must give every operator a token of at least ${MIN_PRODUCTION_TOKEN_LENGTH} characters (too short: ${weak.join(', ')})` : null;
}

/** The operator whose token an `Authorization: Bearer …` header carries, or null. */
export function operatorOf(operators: AdminOperator[], authorization: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(authorization ?? '');
  if (!match?.[1]) return null;
  const presented = digest(match[1]);
  let found: string | null = null;
  // Every digest is compared, found or not: the answer takes as long for any token.
  for (const operator of operators) {
    if (timingSafeEqual(presented, operator.tokenDigest) && found === null) found = operator.name;
  }
  return found;
}
