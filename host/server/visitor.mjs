// @ts-check
/**
 * Who a page is for, as far as releases care (ADR 0024): the visitor's stable random id
 * (cookie `sf_visitor`, set here, HttpOnly) that canaries split visitors by, and the remote
 * versions their browser found failing (cookie `sf_avoid_remotes`, written by the page).
 * The cookie names are `VISITOR_ID_COOKIE` and `AVOID_REMOTES_COOKIE` of
 * shared/src/federation/page-config.ts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { isRemoteName, isVersionName } from './release-manifest.mjs';

export const VISITOR_ID_COOKIE = 'sf_visitor';
export const AVOID_REMOTES_COOKIE = 'sf_avoid_remotes';
/** More than this many avoided versions is not something a page writes: the cookie is ignored. */
export const MAX_AVOIDED = 10;
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One cookie's raw value from a Cookie header, or undefined. @param {string | undefined} header @param {string} name */
export function cookieValue(header, name) {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's id from their cookie, or a new random one when it is absent or malformed
 * (`isNew`: the page must set it, and already resolves with it).
 * @param {string | undefined} cookieHeader
 */
export function visitorOf(cookieHeader) {
  const sent = cookieValue(cookieHeader, VISITOR_ID_COOKIE);
  if (sent && UUID.test(sent)) return { id: sent.toLowerCase(), isNew: false };
  return { id: randomUUID(), isNew: true };
}

/** The Set-Cookie value that keeps a visitor's id for a year. @param {string} id @param {{ secure: boolean }} options */
export const visitorCookie = (id, { secure }) =>
  `${VISITOR_ID_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

/**
 * The `remote@version` keys this visitor's browser asked to be passed over; an empty list
 * when the cookie is absent or anything in it is malformed (it is the browser's to write,
 * so nothing half-read is trusted).
 * @param {string | undefined} cookieHeader @returns {string[]}
 */
export function avoidListOf(cookieHeader) {
  const raw = cookieValue(cookieHeader, AVOID_REMOTES_COOKIE);
  if (!raw) return [];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return [];
  }
  const keys = decoded.split(',').filter(Boolean);
  const wellFormed = keys.every((key) => {
    const at = key.indexOf('@');
    return at > 0 && isRemoteName(key.slice(0, at)) && isVersionName(key.slice(at + 1));
  });
  return wellFormed && keys.length <= MAX_AVOIDED ? keys : [];
}

/** A short, one-way name for a visitor id, for logs and the failures list (never the cookie itself). @param {string} id */
export const visitorHash = (id) => createHash('sha256').update(id).digest('hex').slice(0, 12);
