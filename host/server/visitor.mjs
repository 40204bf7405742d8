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

/**
 * The cookies of a request as @fastify/cookie parses them (`request.cookies`): each value
 * already percent-decoded where it could be, the first of a repeated name kept.
 * @typedef {{ [name: string]: string | undefined }} Cookies
 */

/**
 * The visitor's id from their cookie, or a new random one when it is absent or malformed
 * (`isNew`: the page must set it, and already resolves with it).
 * @param {Cookies} cookies
 * @returns {{ id: string, isNew: boolean }}
 */
export function visitorOf(cookies) {
  const sent = cookies[VISITOR_ID_COOKIE];
  if (sent && UUID.test(sent)) return { id: sent.toLowerCase(), isNew: false };
  return { id: randomUUID(), isNew: true };
}

/**
 * Keeps a visitor's id for a year: HttpOnly, SameSite=Lax, for every path, Secure in
 * production and otherwise when the page was asked for over https (`request.protocol`, which
 * trusts the proxies the server trusts).
 * @param {import('fastify').FastifyReply} reply @param {string} id @param {{ alwaysSecure?: boolean }} [options]
 */
export function setVisitorCookie(reply, id, { alwaysSecure = false } = {}) {
  reply.setCookie(VISITOR_ID_COOKIE, id, { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax', httpOnly: true, secure: alwaysSecure || 'auto' });
}

/**
 * The `remote@version` keys this visitor's browser asked to be passed over; an empty list
 * when the cookie is absent or anything in it is malformed (it is the browser's to write,
 * so nothing half-read is trusted). The page writes it percent-encoded, which the cookie
 * parser has undone; a value it could not decode stays as sent, `%` and all, and so is
 * malformed here.
 * @param {Cookies} cookies @returns {string[]}
 */
export function avoidListOf(cookies) {
  const value = cookies[AVOID_REMOTES_COOKIE];
  if (!value) return [];
  const keys = value.split(',').filter(Boolean);
  const wellFormed = keys.every((key) => {
    const at = key.indexOf('@');
    return at > 0 && isRemoteName(key.slice(0, at)) && isVersionName(key.slice(at + 1));
  });
  return wellFormed && keys.length <= MAX_AVOIDED ? keys : [];
}

/** A short, one-way name for a visitor id, for logs and the failures list (never the cookie itself). @param {string} id */
export const visitorHash = (id) => createHash('sha256').update(id).digest('hex').slice(0, 12);
