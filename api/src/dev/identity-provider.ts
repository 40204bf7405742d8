/**
 * The local stand-in identity provider (dev and tests only, like the dev mailbox for SMTP;
 * ADR 0008's sandbox chosen by configuration): a real OpenID Connect provider
 * (`oidc-provider`) mounted in the API at `/api/dev/idp`, so the browser reaches it through
 * the storefront's `/api` proxy on the storefront's own origin and `corepack pnpm start` and
 * the e2e stack get it with no port or process of its own. Its issuer is
 * `${STOREFRONT_URL}/api/dev/idp`; the API's own code flow talks to it over HTTP like to any
 * real issuer.
 *
 * One confidential client per demo seller that signs in through it (client id = the seller's
 * `web.sso.client_id`), its secret and the signing key made at start; a fixed account list
 * with a plain sign-in form (oidc-provider's dev interactions take any login and no password,
 * so they could not show a wrong password). Consent is granted without asking: these are the
 * storefront's own clients.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider';
import { ApiErrorBody } from '@storefront/shared/contract';
import { NoBody, RawBody, replies } from '../lib/schemas/replies';

export const LOCAL_PROVIDER_PATH = '/api/dev/idp';

/** The demo sellers' clients at the local provider. */
export const LOCAL_PROVIDER_CLIENT_IDS = ['riverside-gardens'];

export interface LocalAccount {
  sub: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  emailVerified: boolean;
}

/** Who can sign in at the local provider. */
export const LOCAL_ACCOUNTS: readonly LocalAccount[] = [
  { sub: 'river-1', email: 'river@example.com', password: 'River-Pass-1', givenName: 'River', familyName: 'Stone', emailVerified: true },
  { sub: 'brook-2', email: 'brook@example.com', password: 'Brook-Pass-2', givenName: 'Brook', familyName: 'Hale', emailVerified: false },
];

export interface LocalIdentityProvider {
  issuer: string;
  /** Client id to secret, for the API's side of the code flow. */
  clientSecrets: Record<string, string>;
  /** The private signing key (JWK), so tests can make tokens this issuer would sign. */
  signingKey: JWK & { kid: string };
  provider: Provider;
}

const SCOPES = 'openid email profile';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const EXPIRED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>Sign-in expired</h1><p>Start again from the storefront.</p></main></body></html>';

function loginPage(action: string, problem: string | null, email: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in | Local identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;margin-top:.25rem;box-sizing:border-box}button{margin-top:1.5rem;padding:.5rem 1rem}[role=alert]{color:#a00;margin-top:1rem}</style>
</head><body><main>
<h1>Sign in</h1>
<p>Local identity provider (development only)</p>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${escapeHtml(email)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(`${action}/abort`)}"><button type="submit">Cancel</button></form>
</main></body></html>`;
}

/** Creates the provider for `storefrontUrl` (its issuer and the clients' redirect URIs live there). */
export async function createLocalIdentityProvider(storefrontUrl: string): Promise<LocalIdentityProvider> {
  // A dynamic import: the package is an ES module, loaded only when the stand-in runs.
  const { default: ProviderClass } = await import('oidc-provider');
  const base = storefrontUrl.replace(/\/+$/, '');
  const issuer = `${base}${LOCAL_PROVIDER_PATH}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey: JWK & { kid: string } = { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
  const clientSecrets = Object.fromEntries(LOCAL_PROVIDER_CLIENT_IDS.map((id) => [id, randomBytes(24).toString('base64url')]));

  const configuration: Configuration = {
    clients: LOCAL_PROVIDER_CLIENT_IDS.map((clientId) => ({
      client_id: clientId,
      client_secret: clientSecrets[clientId]!,
      redirect_uris: [`${base}/api/sso/callback`],
      post_logout_redirect_uris: [`${base}/api/sso/logged-out`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    // Scope claims in the ID token itself, as hosted providers (Auth0) put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
      const account = LOCAL_ACCOUNTS.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          name: `${account.givenName} ${account.familyName}`,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(SCOPES);
      await grant.save();
      return grant;
    },
    // Tokens live no longer than a sign-in needs here.
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head><body><main><h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p></main></body></html>`;
    },
  };
  const provider = new ProviderClass(issuer, configuration);
  // Behind the storefront's `/api` proxy: its X-Forwarded-Host/Proto are the browser's view.
  provider.proxy = true;
  return { issuer, clientSecrets, signingKey, provider };
}

const HtmlPage = RawBody('text/html');
/** The provider's own JSON (discovery, keys, tokens, OAuth errors) or one of its HTML pages. */
const ProviderBody = { content: { 'application/json': { schema: RawBody('application/json') }, 'text/html': { schema: HtmlPage } } };

/**
 * What oidc-provider answers itself on the raw response (the reply is hijacked, so Fastify
 * never serialises it): its protocol's answers and redirects, not the API's contract.
 */
const PROVIDER_ANSWERS = { '2xx': ProviderBody, '3xx': NoBody, '4xx': ProviderBody, '5xx': ProviderBody };

/**
 * The sign-in form's answers: the form (200, again with the problem), the provider's redirect
 * once finished (303), the expired page (400); an error the API's handler answers has its body.
 */
const INTERACTION_ANSWERS = {
  ...replies({ 200: HtmlPage, 303: NoBody }),
  400: { content: { 'text/html': { schema: HtmlPage }, 'application/json': { schema: ApiErrorBody } } },
};

/** Hands the request to the provider (a Koa app) with the mount path taken off, as Express's `use` would. */
function forward(callback: (req: IncomingMessage, res: ServerResponse) => unknown, request: FastifyRequest, reply: FastifyReply) {
  reply.hijack();
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  raw.originalUrl = raw.url;
  raw.url = (raw.url ?? '/').slice(LOCAL_PROVIDER_PATH.length) || '/';
  void callback(raw, reply.raw);
}

function formFields(body: unknown): URLSearchParams {
  return new URLSearchParams(typeof body === 'string' ? body : '');
}

/** Mounts the provider and its sign-in form under `/api/dev/idp` (registered at the root, not under `/api`). */
export async function mountLocalIdentityProvider(app: FastifyInstance, local: LocalIdentityProvider): Promise<void> {
  const { provider } = local;
  const callback = provider.callback();
  await app.register(async (scope) => {
    // The provider reads its own request bodies (token requests, logout forms) from the stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${LOCAL_PROVIDER_PATH}/*`, { schema: { response: PROVIDER_ANSWERS } }, async (request, reply) => forward(callback, request, reply));
  });
  await app.register(async (scope) => {
    // The sign-in form's body, read here as text.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));

    /** The sign-in under way, or a page saying it is gone (its cookie expired or was never set). */
    async function interaction(request: FastifyRequest, reply: FastifyReply) {
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        await reply.code(400).type('text/html').send(EXPIRED_PAGE);
        return null;
      }
    }

    const interactionPath = `${LOCAL_PROVIDER_PATH}/interaction/:uid`;
    scope.get(interactionPath, { schema: { response: INTERACTION_ANSWERS } }, async (request, reply) => {
      const details = await interaction(request, reply);
      if (!details) return reply;
      const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      return reply.type('text/html').header('cache-control', 'no-store').send(loginPage(request.url.split('?')[0]!, null, email));
    });
    scope.post(interactionPath, { schema: { response: INTERACTION_ANSWERS } }, async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      const fields = formFields(request.body);
      const email = (fields.get('email') ?? '').trim().toLowerCase();
      const account = LOCAL_ACCOUNTS.find((a) => a.email === email && a.password === fields.get('password'));
      if (!account) {
        return reply.code(200).type('text/html').header('cache-control', 'no-store').send(loginPage(request.url, 'Wrong email or password.', email));
      }
      reply.hijack();
      await provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    });
    scope.post(`${interactionPath}/abort`, { schema: { response: INTERACTION_ANSWERS } }, async (request, reply) => {
      if (!(await interaction(request, reply))) return reply;
      reply.hijack();
      const result = { error: 'access_denied', error_description: 'The sign-in was cancelled.' };
      await provider.interactionFinished(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    });
  });
}
