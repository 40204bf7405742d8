/**
 * External SSO (spec 03 §7): browser navigations, not API calls, so every outcome is a
 * redirect back to the seller's storefront, `/{slug}/auth0-login?redirect=…` on success and
 * `…?auth_error=<code>` on failure (spec 03 §8 External authentication).
 * - `GET sso/start?seller=&redirect=&cart_id=`: a navigation carries no `X-Storefront-Seller`
 *   header (only the storefront's API client sends it), so the seller comes in the query.
 * - `GET sso/callback`: the provider's answer; the state must match this browser's cookie.
 * - `GET sso/logout?seller=`: after `POST logout` ended our session, the storefront sends the
 *   visitor here (the demo's `web.external_urls.logout`) and on to the provider's end-session
 *   page, which comes back to `sso/logged-out?state=<slug>` and that to the seller's home.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalIdentityProvider, mountLocalIdentityProvider, type LocalIdentityProvider } from '../dev/identity-provider';
import { sellerSlugOf } from './web-session-plugin';
import { Uuid } from '@storefront/shared/contract';
import { NotFoundError } from '../lib/errors';
import { NoBody, replies } from '../lib/schemas/replies';
import { ExternalLoginFailure, ExternalLoginService, FLOW_TTL_MS } from './external-login';
import { findSellerSlug } from '../sellers/sellers-repository';

/** A real OpenID provider (`SSO_ISSUER`) and the secrets of our clients there (`SSO_CLIENTS`). */
export interface ExternalLoginProvider {
  issuer: string;
  clientSecrets: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when no provider is configured and the local stand-in is not running. */
    externalLogin: ExternalLoginService | null;
    /** The local stand-in provider when it runs (tests read its signing key). */
    localIdentityProvider: LocalIdentityProvider | null;
  }
}

/**
 * `SSO_ISSUER` with `SSO_CLIENTS` (`client_id=secret`, comma-separated); neither: none.
 * A malformed value stops the start-up rather than being ignored.
 */
export function externalLoginProviderFromEnv(env: NodeJS.ProcessEnv): ExternalLoginProvider | undefined {
  if (!env.SSO_ISSUER) return undefined;
  const issuer = new URL(env.SSO_ISSUER);
  if (issuer.protocol !== 'https:') throw new Error(`SSO_ISSUER must be an https address, got "${env.SSO_ISSUER}"`);
  const clientSecrets: Record<string, string> = {};
  for (const entry of (env.SSO_CLIENTS ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const separator = entry.indexOf('=');
    if (separator <= 0 || separator === entry.length - 1) throw new Error('SSO_CLIENTS must be client_id=secret pairs, comma-separated');
    clientSecrets[entry.slice(0, separator)] = entry.slice(separator + 1);
  }
  if (Object.keys(clientSecrets).length === 0) throw new Error('SSO_ISSUER is set but SSO_CLIENTS names no client');
  return { issuer: env.SSO_ISSUER, clientSecrets };
}

/**
 * External login's service: with a configured provider, that one; otherwise, when the API
 * sends mail to its dev mailbox (a dev or test run), the local stand-in provider, mounted
 * at `/api/dev/idp`; otherwise none (`sso/*` answers 404).
 */
export const externalLoginPlugin = fp<{ provider?: ExternalLoginProvider | undefined; storefrontUrl: string }>(
  async (fastify, { provider, storefrontUrl }) => {
    let local: LocalIdentityProvider | null = null;
    let service: ExternalLoginService | null = null;
    if (provider) {
      service = new ExternalLoginService(fastify.db, fastify.clock, fastify.webSessions, { ...provider, storefrontUrl });
    } else if (fastify.devMailbox) {
      local = await createLocalIdentityProvider(storefrontUrl);
      await mountLocalIdentityProvider(fastify, local);
      const options = { issuer: local.issuer, clientSecrets: local.clientSecrets, storefrontUrl, allowHttp: true };
      service = new ExternalLoginService(fastify.db, fastify.clock, fastify.webSessions, options);
    }
    fastify.decorate('externalLogin', service);
    fastify.decorate('localIdentityProvider', local);
  },
  { name: 'external-login', dependencies: ['database', 'clock', 'web-session', 'order-emails'] },
);

/** The browser's half of a sign-in under way: only the browser that started it can finish it. */
export const SSO_STATE_COOKIE = 'sf_sso_state';
const SSO_COOKIE_PATH = '/api/sso';

const SellerSlug = Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' });
/** A path of the storefront under the seller prefix: one leading slash, never `//host` or `/\host`. */
const SafePath = Type.String({ maxLength: 2000, pattern: '^/(?![/\\\\])[^\\u0000-\\u001f\\u007f]*$' });

const StartQuery = Type.Object(
  { seller: Type.Optional(SellerSlug), redirect: Type.Optional(SafePath), cart_id: Type.Optional(Uuid) },
  { additionalProperties: false },
);
// Providers add their own parameters (session_state, iss, …): known ones are bounded, others pass.
const CallbackQuery = Type.Object({
  state: Type.Optional(Type.String({ maxLength: 500 })),
  code: Type.Optional(Type.String({ maxLength: 4000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
});
const LogoutQuery = Type.Object({ seller: Type.Optional(SellerSlug) }, { additionalProperties: false });
const LoggedOutQuery = Type.Object({ state: Type.Optional(Type.String({ maxLength: 200 })) });

/** Every outcome is a redirect (a failure too, with `auth_error`); only an unknown seller is a 404. */
const Redirect = replies({ 302: NoBody });

const DEFAULT_REDIRECT = '/events';
/** auth_error values are codes: anything else a provider sends becomes a generic one. */
const ERROR_CODE = /^[a-z0-9_.-]{1,100}$/i;

const sso: FastifyPluginAsyncTypebox<{ storefrontUrl: string }> = async (fastify, { storefrontUrl }) => {
  const configured = fastify.externalLogin;
  if (!configured) return;
  const service: ExternalLoginService = configured;
  const storefront = storefrontUrl.replace(/\/+$/, '');

  function sellerOf(request: FastifyRequest, query: { seller?: string | undefined }): string {
    const slug = query.seller ?? sellerSlugOf(request);
    if (!slug) throw new NotFoundError('not_found', { context: 'sso', description: 'Seller not found' });
    return slug;
  }

  async function sellerClientOrFail(slug: string) {
    const seller = await service.sellerClient(slug);
    if (seller) return seller;
    // A seller we know without external login goes back to its page; an unknown one cannot.
    const known = await findSellerSlug(fastify.db, slug);
    if (known) throw new ExternalLoginFailure('not_enabled', slug);
    throw new NotFoundError('not_found', { context: 'sso', description: 'Seller not found' });
  }

  function landing(slug: string | null, query: Record<string, string>): string {
    return `${storefront}${slug ? `/${slug}` : ''}/auth0-login?${new URLSearchParams(query).toString()}`;
  }

  function fail(reply: FastifyReply, failure: ExternalLoginFailure) {
    const code = ERROR_CODE.test(failure.code) ? failure.code : 'login_failed';
    reply.request.log.info({ err: failure.cause ?? failure, authError: code }, 'external login failed');
    return reply.redirect(landing(failure.sellerSlug, { auth_error: code }), 302);
  }

  function stateCookie(request: FastifyRequest) {
    return { path: SSO_COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
  }

  fastify.get('/sso/start', { schema: { querystring: StartQuery, response: Redirect } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const seller = await sellerClientOrFail(sellerOf(request, request.query));
      const { url, state } = await service.start(seller, {
        redirectPath: request.query.redirect ?? DEFAULT_REDIRECT,
        cartId: request.query.cart_id,
        caller: await fastify.callers.current(request),
      });
      reply.setCookie(SSO_STATE_COOKIE, state, { ...stateCookie(request), maxAge: Math.floor(FLOW_TTL_MS / 1000) });
      return reply.redirect(url.href, 302);
    } catch (error) {
      if (error instanceof ExternalLoginFailure) return fail(reply, error);
      throw error;
    }
  });

  fastify.get('/sso/callback', { schema: { querystring: CallbackQuery, response: Redirect } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.setCookie(SSO_STATE_COOKIE, '', { ...stateCookie(request), maxAge: 0 });
    try {
      const query = request.url.slice(request.url.indexOf('?') === -1 ? request.url.length : request.url.indexOf('?'));
      const { sellerSlug, redirectPath, session } = await service.finish({
        callbackUrl: new URL(`${service.redirectUri}${query}`),
        stateCookie: request.cookies[SSO_STATE_COOKIE],
        caller: await fastify.callers.current(request),
      });
      await fastify.callers.issue(request, reply, session);
      return reply.redirect(landing(sellerSlug, { redirect: redirectPath }), 302);
    } catch (error) {
      if (error instanceof ExternalLoginFailure) return fail(reply, error);
      throw error;
    }
  });

  fastify.get('/sso/logout', { schema: { querystring: LogoutQuery, response: Redirect } }, async (request, reply) => {
    const slug = sellerOf(request, request.query);
    const seller = await service.sellerClient(slug);
    if (!seller) throw new NotFoundError('not_found', { context: 'sso', description: 'Seller not found' });
    return reply.header('cache-control', 'no-store').redirect((await service.logoutUrl(seller)).href, 302);
  });

  fastify.get('/sso/logged-out', { schema: { querystring: LoggedOutQuery, response: Redirect } }, async (request, reply) => {
    const slug = request.query.state;
    const seller = slug ? await findSellerSlug(fastify.db, slug) : undefined;
    return reply.redirect(`${storefront}/${seller ? seller.slug : ''}`, 302);
  });
};

export default sso;
