/**
 * The session cookie `sf_sid` and the request guards that go with it (ADR 0012).
 * - `callers.current` reads the session; `callers.ensure` creates one on first need, but the
 *   cookie is only sent when the request succeeds: a session created by a request that
 *   ends in 4xx/5xx is deleted again, so anonymous failures leave no rows.
 * - `callers.issue` / `callers.clear` write and expire the cookie (login, logout).
 * - The cookie is HttpOnly, `Secure` whenever the browser reached us over HTTPS (behind a
 *   proxy too: `trustProxy` + `X-Forwarded-Proto`) or `secureCookies` forces it, and
 *   `SameSite=Lax`, or `SameSite=None; Secure; Partitioned` when the seller named by the
 *   storefront's `X-Storefront-Seller` header allows framing (`web.frame_ancestors`), so the
 *   storefront works inside the seller's iframe (CHIPS).
 * - Cross-site writes are refused (403 `csrf_rejected`): `Sec-Fetch-Site` must be
 *   `same-origin`/`none` when sent, else `Origin` must be our own origin or a trusted one.
 *   Requests with neither header (server to server) pass.
 * - `my/…`, login, logout and identity answers are `Cache-Control: no-store`.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { sellers } from '../../db/schema';
import { RequestGuardError } from '../../services/errors';
import { WebSessionService, type Caller, type SessionLifetime } from '../../services/web-session';

export const SESSION_COOKIE = 'sf_sid';
/** Sent by the storefront's API client on every call: the seller whose pages make it. */
export const SELLER_HEADER = 'x-storefront-seller';

export interface Callers {
  current(request: FastifyRequest): Promise<Caller | null>;
  ensure(request: FastifyRequest): Promise<Caller>;
  /** Sends `caller`'s cookie (a session started by login). */
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
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_STORE_PATH = /^\/api\/(?:my\/|login$|logout$|identity$)/;

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
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
      const slug = header(request, SELLER_HEADER);
      if (!slug || slug.length > 100) return false;
      const [seller] = await fastify.db.select({ web: sellers.web }).from(sellers).where(eq(sellers.slug, slug));
      const ancestors = seller?.web.frame_ancestors;
      return Array.isArray(ancestors) && ancestors.length > 0;
    }

    async function setSessionCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) {
      const framed = await framingAllowed(request);
      reply.setCookie(SESSION_COOKIE, value, {
        httpOnly: true,
        path: '/',
        // A framed storefront is a third-party context: only SameSite=None cookies reach
        // the API there, and those must be Secure; Partitioned keeps them to that embedding.
        sameSite: framed ? 'none' : 'lax',
        secure: framed || options.secureCookies === true || request.protocol === 'https',
        ...(framed ? { partitioned: true } : {}),
        maxAge: maxAgeSeconds,
      });
    }

    const lifetimeSeconds = Math.floor(service.lifetime.absoluteMs / 1000);
    const callers: Callers = {
      current: (request) => service.find(request.cookies[SESSION_COOKIE]),
      async ensure(request) {
        if (request.createdSession) return request.createdSession;
        const existing = await service.find(request.cookies[SESSION_COOKIE]);
        if (existing) return existing;
        request.createdSession = await service.create();
        return request.createdSession;
      },
      issue: (request, reply, caller) => setSessionCookie(request, reply, caller.token, lifetimeSeconds),
      clear: (request, reply) => setSessionCookie(request, reply, '', 0),
    };

    fastify.decorateRequest('createdSession', null);

    fastify.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || isSameOriginWrite(request, trustedOrigins)) return;
      throw new RequestGuardError('csrf_rejected', { extra: { origin: header(request, 'origin') ?? null } });
    });

    // Registered after @fastify/cookie's own onSend, so setCookie here is written at once.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (NO_STORE_PATH.test(request.url)) reply.header('cache-control', 'no-store');
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
