/**
 * The storefront's security headers (ADR 0014). Every answer gets `nosniff` and the referrer
 * policy (in production HSTS too); a rendered page also gets its Content-Security-Policy, built per request from a
 * fresh nonce, the remotes manifest as read for that request (a repointed remote keeps
 * loading) and the seller's config: its payment and captcha providers, and the origins it
 * allows to frame the storefront (`web.frame_ancestors`; embedding is wanted, so no DENY).
 */
import { randomBytes } from 'node:crypto';

export const BASE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Production only (ADR 0034), on every answer: browsers keep to https for two years, on the
 * storefront's subdomains too. Never in development, which is plain http on localhost.
 */
export const STRICT_TRANSPORT_SECURITY = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' };

/** Stripe.js and its frames, as Stripe documents them for a CSP. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};
/** hCaptcha loads script, frames and styles from, and talks to, these hosts. */
const HCAPTCHA_HOSTS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The origin of a URL as a CSP source; `'self'` for a path on this origin; null for anything
 * that is not plain http(s) (so seller data cannot add `;` or a keyword to the policy).
 * @param {unknown} url @param {{ allowPath?: boolean }} [options] @returns {string | null}
 */
function sourceOf(url, { allowPath = true } = {}) {
  if (typeof url !== 'string' || url === '') return null;
  if (allowPath && url.startsWith('/') && !url.startsWith('//')) return "'self'";
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** `'self'` and the seller's allowlist of framing origins (plain origins only). @param {{ web?: { frame_ancestors?: unknown } } | undefined} seller */
export function frameAncestorsOf(seller) {
  const listed = Array.isArray(seller?.web?.frame_ancestors) ? seller.web.frame_ancestors : [];
  // Only entries that are an origin and nothing more: a path or query would be a typo.
  /** @type {(url: unknown) => url is string} */
  const isPlainOrigin = (url) => typeof url === 'string' && sourceOf(url, { allowPath: false }) === url.replace(/\/$/, '');
  return ["'self'", ...new Set(listed.filter(isPlainOrigin).map((/** @type {string} */ url) => url.replace(/\/$/, '')))];
}

/**
 * @param {object} options
 * @param {string} options.nonce       this answer's nonce (the inline boot script, injected styles)
 * @param {{remotes: {entry: string, fallback?: {entry: string}}[]}} options.manifest the page's remotes (paths are 'self')
 * @param {Pick<import('./seller-directory.mjs').SellerConfig, 'providers' | 'web'>} options.seller the seller config embedded in the page
 * @param {string} options.apiBaseUrl  the API base the browser calls (a path or an absolute URL)
 */
export function contentSecurityPolicy({ nonce, manifest, seller, apiBaseUrl }) {
  // The fallback too: the page loads it when the chosen build fails.
  const remotes = manifest.remotes.flatMap((remote) => [sourceOf(remote.entry), sourceOf(remote.fallback?.entry)]);
  const api = sourceOf(apiBaseUrl);
  const { stripe, captcha } = seller.providers ?? {};
  /** @type {(string | null)[]} */
  const script = [];
  /** @type {string[]} */
  const frame = [];
  /** @type {string[]} */
  const connect = [];
  /** @type {string[]} */
  const style = [];
  if (stripe?.sandbox_script_url) {
    script.push(sourceOf(stripe.sandbox_script_url));
  } else if (stripe) {
    script.push(...STRIPE.script);
    frame.push(...STRIPE.frame);
    connect.push(...STRIPE.connect);
  }
  if (captcha?.sandbox_script_url) {
    script.push(sourceOf(captcha.sandbox_script_url));
  } else if (captcha) {
    for (const list of [script, frame, connect, style]) list.push(...HCAPTCHA_HOSTS);
  }
  /** @param {...(string | null | (string | null)[])} lists */
  const sources = (...lists) => [...new Set(lists.flat().filter(Boolean))].join(' ');
  const directives = {
    'default-src': "'self'",
    'script-src': sources("'self'", `'nonce-${nonce}'`, remotes, api, script),
    // Styles are injected as <style> elements carrying the nonce (shared styles, style-loader).
    'style-src': sources("'self'", `'nonce-${nonce}'`, style),
    // Seller logos and event images may live on any https host (seller data).
    'img-src': sources("'self'", 'data:', 'blob:', 'https:', remotes, api),
    'font-src': sources("'self'", 'data:', remotes),
    'connect-src': sources("'self'", remotes, api, connect),
    'frame-src': sources("'self'", frame),
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestorsOf(seller).join(' '),
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
