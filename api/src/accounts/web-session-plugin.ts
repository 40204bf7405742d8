/**
 * The session cookie `sf_sid` and the request guards that go with it (ADR 0012).
 * - `callers.current` reads the session; `callers.ensure` creates one on first need, but the
 *   cookie is only sent when the request succeeds: a session created by a request that
 *   ends in 4xx/5xx is deleted again, so anonymous failures leave no rows.
 * - `callers.issue` / `callers.clear` write and expire the cookie (login, logout).
 * - Beside it, while a member is signed in, the readable `SESSION_MARKER_COOKIE` carries the
 *   session's expiry in epoch seconds (spec 03 §4 session end): set at sign-in, refreshed
 *   when a request reads the session and its expiry moved, expired at logout and whenever a
 *   request finds no signed-in session behind the cookie (unknown, expired, ended elsewhere).
 * - The cookie is HttpOnly, `Secure` whenever the browser reached us over HTTPS (behind a
 *   proxy too: `trustProxy` + `X-Forwarded-Proto`) or `secureCookies` forces it, and
 *   `SameSite=Lax`, or `SameSite=None; Secure; Partitioned` when the seller named by the
 *   storefront's `X-Storefront-Seller` header allows framing (`web.frame_ancestors`), so the
 *   storefront works inside the seller's iframe (CHIPS).
 * - Cross-site writes are refused (403 `csrf_rejected`): `Sec-Fetch-Site` must be
 *   `same-origin`/`none` when sent, else `Origin` must be our own origin or a trusted one.
 *   Requests with neither header (server to server) pass.
 * - `my/…`, login (one-time codes too), logout, identity and password reset answers are
 *   `Cache-Control: no-store`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MARKER_COOKIE } from '@storefront/shared/wire';
import { findSellerWeb } from '../sellers/sellers-repository';
import { RequestGuardError } from '../lib/errors';
import { WebSessionService, type Caller, type LiveSession, type SessionLifetime } from './web-session';

export const SESSION_COOKIE = 'sf_sid';
/** Sent by the storefront's API client on every call: the seller whose pages make it. */
export const SELLER_HEADER = 'x-storefront-seller';

export interface Callers {
  current(request: FastifyRequest): Promise<Caller | null>;
  ensure(request: FastifyRequest): Promise<Caller>;
  /** Sends the cookie of a session just started by a sign-in (and the marker). */
  issue(request: FastifyRequest, reply: FastifyReply, caller: Caller): Promise<void>;
  /** Expires the cookie (logout). */
  clear(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export interface WebSessionOptions {
  /** Always set `Secure` (`SECURE_COOKIES=1`), even when the request did not come over HTTPS. */
  secureCookies?: boolean;
  /** Origins besides our own whose pages may write (a storefront on another origin than the API). */
  trustedOrigins?: string[];
  lifetime?: SessionLifetime;
}

declare module 'fastify' {
  interface FastifyInstance {
    webSessions: WebSessionService;
    callers: Callers;
  }
  interface FastifyRequest {
    /** The session `callers.ensure` created during this request, if any. */
    createdSession: Caller | null;
    /** What this request learnt of its session, for the marker; null when it never looked. */
    sessionSeen: SessionSeen | null;
  }
}

interface SessionSeen {
  session: LiveSession | null;
  /** Signed in or out by this request: the marker is written whatever the browser sent. */
  changed: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_STORE_PATH = /^\/api\/(?:my\/|login(?:\/request_otp)?$|logout$|identity$|user$|password_reset\/)/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The seller whose storefront makes the call (its header); unknown slugs are ignored later. */
export function sellerSlugOf(request: FastifyRequest): string | undefined {
  const slug = header(request, SELLER_HEADER);
  return slug && slug.length <= 100 ? slug : undefined;
}

/** Our origin as the browser sees it (through a trusted proxy too), default port left out as in `Origin`. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/** Whether a browser's write comes from a page of ours (see the file comment). */
export function isSameOriginWrite(request: FastifyRequest, trustedOrigins: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined && (origin === ownOrigin(request) || trustedOrigins.has(origin))) return true;
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none';
  return origin === undefined;
}

export default fp<WebSessionOptions>(
  async (fastify, options) => {
    const service = new WebSessionService(fastify.db, fastify.clock, options.lifetime);
    const trustedOrigins = new Set(options.trustedOrigins ?? []);

    async function framingAllowed(request: FastifyRequest): Promise<boolean> {
      const slug = sellerSlugOf(request);
      if (!slug) return false;
      const seller = await findSellerWeb(fastify.db, slug);
      const ancestors = seller?.web.frame_ancestors;
      return Array.isArray(ancestors) && ancestors.length > 0;
    }

    /** The attributes the session cookie and its marker share. */
    async function cookieOptions(request: FastifyRequest) {
      const framed = await framingAllowed(request);
      return {
        path: '/',
        // A framed storefront is a third-party context: only SameSite=None cookies reach
        // the API there, and those must be Secure; Partitioned keeps them to that embedding.
        sameSite: framed ? ('none' as const) : ('lax' as const),
        secure: framed || options.secureCookies === true || request.protocol === 'https',
        ...(framed ? { partitioned: true } : {}),
      };
    }

    async function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
      reply.setCookie(SESSION_COOKIE, value, { ...(await cookieOptions(request)), httpOnly: true, maxAge: maxAgeSeconds });
    }

    /** The marker holds the signed-in session's expiry; without a signed-in session it is expired. */
    async function syncMarker(request: FastifyRequest, reply: FastifyReply, seen: SessionSeen) {
      const sent = request.cookies[SESSION_MARKER_COOKIE];
      const expiresAt = seen.session?.userId ? seen.session.expiresAt : null;
      if (!expiresAt) {
        if (sent !== undefined || seen.changed) reply.setCookie(SESSION_MARKER_COOKIE, '', { ...(await cookieOptions(request)), maxAge: 0 });
        return;
      }
      const value = String(Math.floor(expiresAt.getTime() / 1000));
      if (sent === value && !seen.changed) return;
      const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - fastify.clock().getTime()) / 1000));
      reply.setCookie(SESSION_MARKER_COOKIE, value, { ...(await cookieOptions(request)), maxAge });
    }

    async function lookUp(request: FastifyRequest): Promise<LiveSession | null> {
      const session = await service.find(request.cookies[SESSION_COOKIE]);
      request.sessionSeen = { session, changed: false };
      return session;
    }

    const lifetimeSeconds = Math.floor(service.lifetime.absoluteMs / 1000);
    const callers: Callers = {
      current: lookUp,
      async ensure(request) {
        if (request.createdSession) return request.createdSession;
        const existing = await lookUp(request);
        if (existing) return existing;
        request.createdSession = await service.create();
        return request.createdSession;
      },
      async issue(request, reply, caller) {
        const now = fastify.clock();
        request.sessionSeen = { session: { ...caller, expiresAt: service.expiryOf(now, now) }, changed: true };
        await setSessionCookie(request, reply, caller.token, lifetimeSeconds);
      },
      async clear(request, reply) {
        request.sessionSeen = { session: null, changed: true };
        await setSessionCookie(request, reply, '', 0);
      },
    };

    fastify.decorateRequest('createdSession', null);
    fastify.decorateRequest('sessionSeen', null);

    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || isSameOriginWrite(request, trustedOrigins)) return;
      throw new RequestGuardError('csrf_rejected', { extra: { origin: header(request, 'origin') ?? null } });
    });

    // Registered after @fastify/cookie's own onSend, so setCookie here is written at once.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (NO_STORE_PATH.test(request.url)) reply.header('cache-control', 'no-store');
      if (request.sessionSeen) await syncMarker(request, reply, request.sessionSeen);
      const created = request.createdSession;
      if (!created) return payload;
      if (reply.statusCode < 400) {
        await setSessionCookie(request, reply, created.token, lifetimeSeconds);
        reply.header('cache-control', 'no-store');
      } else {
        await service.discardCreated(created).catch((error: unknown) => {
          request.log.warn({ err: error }, 'could not remove the session of a failed request');
        });
      }
      return payload;
    });

    fastify.decorate('webSessions', service);
    fastify.decorate('callers', callers);
  },
  { name: 'web-session', dependencies: ['database', 'clock', '@fastify/cookie'] },
);
