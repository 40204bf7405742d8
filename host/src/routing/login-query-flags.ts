import type { LoginCredentials } from '@storefront/shared';

/** What the login query flags of an address ask for (spec 03 Router rules), the first that applies. */
export type LoginFlagRequest =
  /** An external provider's callback failed: its screen (/auth0-login) shows the message. */
  | { kind: 'auth_error'; error: string }
  /** An external provider signed the visitor in: read the session again. */
  | { kind: 'auth_callback' }
  /** Sign in by member ID; null credentials when the address lacks the member ID or an identifier. */
  | { kind: 'member_lookup'; credentials: Extract<LoginCredentials, { kind: 'member' }> | null }
  /** Open the login screen (`login`, `requirelogin`, or a one-time code to pass on). */
  | { kind: 'start_login'; email: string; otp: string | null; onlyWhenSignedOut: boolean };

export interface LoginQueryFlags {
  request: LoginFlagRequest | null;
  /** The query without any login flag, to put back in the address. */
  remaining: URLSearchParams;
}

const FLAGS = new Set(['login', 'requirelogin', 'auth_callback', 'auth_error', 'otp', 'member_code', 'zip_code']);
const isFlag = (name: string) => FLAGS.has(name) || name.startsWith('login.');

/** Enough to prefill the login screen's e-mail step, which validates it. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Member ID with the one identifier given: `login.member_code` or `member_code` with
 * `login.zip_code` / `zip_code`, `login.last_name` or `login.email`. Passwords are never
 * taken from an address.
 */
function memberLookup(params: URLSearchParams): LoginFlagRequest | null {
  const value = (name: string) => params.get(`login.${name}`)?.trim() || params.get(name)?.trim() || '';
  const asked = [...params.keys()].some((name) => name.startsWith('login.')) || params.has('member_code') || params.has('zip_code');
  if (!asked) return null;
  const memberId = value('member_code');
  const identifier = (['zip_code', 'last_name', 'email'] as const).find((name) => value(name) !== '');
  if (!memberId || !identifier) return { kind: 'member_lookup', credentials: null };
  return { kind: 'member_lookup', credentials: { kind: 'member', memberId, identifier, value: value(identifier) } };
}

/** Spec 03 Router rules: reads the login query flags of `search` and the query left without them. */
export function readLoginQueryFlags(search: string): LoginQueryFlags {
  const params = new URLSearchParams(search);
  const remaining = new URLSearchParams([...params].filter(([name]) => !isFlag(name)));
  const authError = params.get('auth_error');
  if (authError !== null) return { request: { kind: 'auth_error', error: authError }, remaining };
  if (params.has('auth_callback')) return { request: { kind: 'auth_callback' }, remaining };
  const lookup = memberLookup(params);
  if (lookup) return { request: lookup, remaining };
  const login = params.get('login');
  const requireLogin = params.get('requirelogin');
  const otp = params.get('otp')?.trim() || null;
  if (login === null && requireLogin === null && otp === null) return { request: null, remaining };
  const given = (login ?? requireLogin ?? '').trim();
  return {
    request: { kind: 'start_login', email: looksLikeEmail(given) ? given : '', otp, onlyWhenSignedOut: login === null && requireLogin !== null },
    remaining,
  };
}
