/**
 * Personal data never leaves the page: reports are redacted before they are sent, keys by
 * name and strings by pattern (e-mail addresses, card-like digit runs).
 */

export const REDACTED = '[redacted]';

/** Keys whose value is personal or secret, compared without case, `_` or `-`. */
const PERSONAL_KEYS = new Set([
  'email',
  'emailconfirm',
  'firstname',
  'lastname',
  'fullname',
  'phone',
  'phonenumber',
  'address',
  'addressmore',
  'city',
  'zip',
  'zipcode',
  'postcode',
  'postalcode',
  'cardnumber',
  'cvc',
  'username',
  'authorization',
  'cookie',
]);
/** Key fragments that mark a secret wherever they appear (`captcha_token`, `client_secret`). */
const SECRET_FRAGMENTS = ['email', 'password', 'token', 'secret', 'captcha'];

const EMAIL = /[^\s@<>"'(),;:/?&=]+(?:@|%40)[^\s@<>"'(),;:/?&=]+\.[a-z]{2,}/gi;
/** 12 or more digits, possibly grouped by spaces or dashes: card numbers and the like. */
const DIGIT_RUN = /\d(?:[ -]?\d){11,}/g;

const MAX_DEPTH = 6;
const MAX_ITEMS = 50;
const MAX_STRING = 1000;

export function isPersonalKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[_\-\s]/g, '');
  return PERSONAL_KEYS.has(k) || SECRET_FRAGMENTS.some((f) => k.includes(f));
}

/** A string with e-mail addresses and long digit runs masked, cut to a bounded length. */
export function redactText(text: string, max = MAX_STRING): string {
  const masked = text.replace(EMAIL, '[email]').replace(DIGIT_RUN, '[number]');
  return masked.length > max ? `${masked.slice(0, max - 1)}…` : masked;
}

/** Query keys that name a cart or its purchaser: a link with them opens that cart. */
const URL_KEY_FRAGMENTS = ['purchaser', 'cart'];

/**
 * A page address fit to report: origin and path, then the query with the value of every
 * personal or secret parameter (a provider's client secret, a token, a cart or purchaser id)
 * replaced; the fragment is dropped.
 */
export function redactUrl(href: string, max = MAX_STRING): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return redactText(href.split(/[?#]/)[0] ?? '', max);
  }
  const params = [...url.searchParams].map(([key, value]) => {
    const hidden = isPersonalKey(key) || URL_KEY_FRAGMENTS.some((f) => key.toLowerCase().includes(f));
    return `${encodeURIComponent(key)}=${hidden ? REDACTED : encodeURIComponent(value)}`;
  });
  return redactText(`${url.origin}${url.pathname}${params.length ? `?${params.join('&')}` : ''}`, max);
}

/** A JSON-safe copy of `value` with personal fields replaced, recursively (bounded depth and size). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) >= 1e11 ? REDACTED : value;
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return REDACTED;
  if (typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return '[truncated]';
  if (value instanceof Error) return { name: value.name, message: redactText(value.message) };
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value).slice(0, MAX_ITEMS)) {
    const clean = isPersonalKey(key) ? REDACTED : redact(item, depth + 1);
    if (clean !== undefined) out[key] = clean;
  }
  return out;
}
