/**
 * External login (spec 03 §4 auth methods auth0 and sfec, §7 External SSO and
 * External-token login): an OpenID Connect authorization-code flow with PKCE, state and
 * nonce run by the API (`openid-client`), and ID-token sign-in (`{jwt}`, auth0_ecomm and
 * sf_ecomm) checked against the issuer's published keys (`jose`).
 *
 * Configuration: one issuer per deployment (`SSO_ISSUER`; a seller's page config cannot
 * point the API at an address of its choosing), and per seller the client it signs in with
 * (`web.sso.client_id`, public); the clients' secrets come from the environment
 * (`SSO_CLIENTS`). Without a real issuer and with the dev mailbox on, the local stand-in
 * provider (`dev/identity-provider.ts`) is the issuer.
 *
 * An account is the provider's (issuer, subject): linked on first sign-in to the user with
 * the token's e-mail only when the provider says the e-mail is verified, else a new member
 * account without a password is made.
 */
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../infra/db/client';
import { allSellerWebs } from '../sellers/sellers-repository';
import { isEmailAddress } from './identity-schemas';
import { createMember } from './members';
import { findCart, assertOwner } from '../cart/cart-access';
import { sha256 } from '../lib/digest';
import type { Caller, LiveSession, WebSessionService } from './web-session';
import {
  deleteExpiredLoginFlows,
  findLinkedUser,
  findSellerWebById,
  findSellerWebBySlug,
  findUserIdByEmail,
  insertLoginFlow,
  linkExternalIdentity,
  takeLoginFlow,
} from './accounts-repository';

export interface ExternalLoginOptions {
  issuer: string;
  /** Client id to secret: the clients this API holds secrets for at the issuer. */
  clientSecrets: Record<string, string>;
  /** Where the storefront is served; the callback is `${storefrontUrl}/api/sso/callback`. */
  storefrontUrl: string;
  /** Allow an http:// issuer (the local stand-in only). */
  allowHttp?: boolean;
}

/** Why an external sign-in ended without a session; `code` goes to the page as `auth_error`. */
export class ExternalLoginFailure extends Error {
  constructor(
    readonly code: string,
    /** The seller whose storefront the visitor goes back to; null when the flow is unknown. */
    readonly sellerSlug: string | null,
    cause?: unknown,
  ) {
    super(`external login failed: ${code}`, { cause });
    this.name = 'ExternalLoginFailure';
  }
}

/** How long a sign-in at the provider may take. */
export const FLOW_TTL_MS = 10 * 60_000;
/** Names in the spec's identity form are at most 50 characters (spec 03 §5). */
const NAME_MAX = 50;

interface SellerClient {
  sellerId: string;
  sellerSlug: string;
  clientId: string;
}

/** The seller's `web.sso.client_id`, if its page config names one. */
function clientIdOf(web: Record<string, unknown>): string | null {
  const sso = web.sso;
  if (typeof sso !== 'object' || sso === null) return null;
  const clientId = (sso as { client_id?: unknown }).client_id;
  return typeof clientId === 'string' && clientId !== '' ? clientId : null;
}

/** The sellers whose storefronts sign visitors in at an external provider (`web.sso.client_id`). */
export async function sellersWithExternalLogin(db: Db): Promise<string[]> {
  return (await allSellerWebs(db)).filter((seller) => clientIdOf(seller.web) !== null).map((seller) => seller.slug);
}

const textClaim = (claims: JWTPayload, name: string): string | null => {
  const value = claims[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

export class ExternalLoginService {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();
  private keySet: ReturnType<typeof createRemoteJWKSet> | null = null;
  readonly redirectUri: string;
  readonly loggedOutUri: string;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly webSessions: WebSessionService,
    private readonly options: ExternalLoginOptions,
  ) {
    const storefront = options.storefrontUrl.replace(/\/+$/, '');
    this.redirectUri = `${storefront}/api/sso/callback`;
    this.loggedOutUri = `${storefront}/api/sso/logged-out`;
  }

  get issuer(): string {
    return this.options.issuer;
  }

  /** The provider's metadata for this client, read once (a failed read is tried again next time). */
  private configuration(clientId: string): Promise<oidc.Configuration> {
    let configuration = this.configurations.get(clientId);
    if (!configuration) {
      const secret = this.options.clientSecrets[clientId]!;
      configuration = oidc.discovery(new URL(this.options.issuer), clientId, secret, undefined, {
        ...(this.options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      configuration.catch(() => this.configurations.delete(clientId));
      this.configurations.set(clientId, configuration);
    }
    return configuration;
  }

  /** The seller and its client, or null when the seller does not sign in through our issuer. */
  async sellerClient(sellerSlug: string): Promise<SellerClient | null> {
    const seller = await findSellerWebBySlug(this.db, sellerSlug);
    if (!seller) return null;
    const clientId = clientIdOf(seller.web);
    if (!clientId || !(clientId in this.options.clientSecrets)) return null;
    return { sellerId: seller.id, sellerSlug: seller.slug, clientId };
  }

  /**
   * Starts a sign-in at the provider: answers the provider's address and the state the
   * browser keeps in a cookie. The cart is remembered only when the caller owns it.
   */
  async start(
    seller: SellerClient,
    request: { redirectPath: string; cartId: string | undefined; caller: Caller | null },
  ): Promise<{ url: URL; state: string }> {
    const configuration = await this.configuration(seller.clientId).catch((error: unknown) => {
      throw new ExternalLoginFailure('provider_unavailable', seller.sellerSlug, error);
    });
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const cartId = request.cartId && (await this.ownsCart(request.caller, request.cartId)) ? request.cartId : null;
    const now = this.now();
    await deleteExpiredLoginFlows(this.db, now);
    await insertLoginFlow(this.db, {
      stateHash: sha256(state),
      sellerId: seller.sellerId,
      codeVerifier,
      nonce,
      redirectPath: request.redirectPath,
      cartId,
      publicIdentityId: request.caller?.publicIdentityId ?? null,
      expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state };
  }

  private async ownsCart(caller: Caller | null, cartId: string): Promise<boolean> {
    try {
      assertOwner(await findCart(this.db, cartId), caller);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Finishes a sign-in: the state must be the one this browser started (its cookie) and
   * not used before; the code is exchanged (PKCE, nonce and the ID token checked by
   * openid-client); the account linked to (issuer, subject) is signed in under a new session
   * token that keeps the visitor's public identity, so the cart stays theirs.
   */
  async finish(request: {
    callbackUrl: URL;
    stateCookie: string | undefined;
    caller: Caller | null;
  }): Promise<{ sellerSlug: string; redirectPath: string; session: LiveSession }> {
    const state = request.callbackUrl.searchParams.get('state');
    const flow = state ? await takeLoginFlow(this.db, sha256(state)) : undefined;
    const seller = flow ? await findSellerWebById(this.db, flow.sellerId) : undefined;
    if (!flow || !seller || state !== request.stateCookie || flow.expiresAt.getTime() <= this.now().getTime()) {
      throw new ExternalLoginFailure('invalid_state', seller?.slug ?? null);
    }
    const providerError = request.callbackUrl.searchParams.get('error');
    if (providerError) throw new ExternalLoginFailure(providerError, seller.slug);
    const clientId = clientIdOf(seller.web);
    if (!clientId || !(clientId in this.options.clientSecrets)) throw new ExternalLoginFailure('not_enabled', seller.slug);

    let claims: JWTPayload;
    try {
      const configuration = await this.configuration(clientId);
      const tokens = await oidc.authorizationCodeGrant(configuration, request.callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
      // Some providers keep the e-mail to the userinfo endpoint.
      if (!textClaim(claims, 'email')) claims = { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub!)) };
    } catch (error) {
      const code = error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError ? error.error : 'login_failed';
      throw new ExternalLoginFailure(code, seller.slug, error);
    }
    const user = await this.accountFor(claims, seller.slug);
    // The browser's own session, or the one it started from when its cookie did not come back.
    const previous =
      request.caller ??
      (flow.publicIdentityId ? { token: '', publicIdentityId: flow.publicIdentityId, userId: null, userIdentityId: null } : null);
    const session = await this.webSessions.signIn(previous, user);
    return { sellerSlug: seller.slug, redirectPath: flow.redirectPath, session };
  }

  /**
   * `{jwt}` sign-in (auth0_ecomm, sf_ecomm): an ID token of our issuer for the seller's
   * client (audience), signed with a key the issuer publishes, not expired. Answers the
   * account, or null when the token is not accepted.
   */
  async verifyIdToken(jwt: string, sellerSlug: string | undefined): Promise<{ userId: string } | null> {
    const seller = sellerSlug ? await this.sellerClient(sellerSlug) : null;
    if (!seller) return null;
    let claims: JWTPayload;
    try {
      const configuration = await this.configuration(seller.clientId);
      this.keySet ??= createRemoteJWKSet(new URL(configuration.serverMetadata().jwks_uri!));
      ({ payload: claims } = await jwtVerify(jwt, this.keySet, {
        issuer: this.options.issuer,
        audience: seller.clientId,
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp'],
      }));
    } catch {
      return null;
    }
    try {
      return { userId: (await this.accountFor(claims, seller.sellerSlug)).id };
    } catch {
      return null;
    }
  }

  /**
   * The provider's end-session address. The provider sends the visitor back to our one
   * registered `sso/logged-out` with the seller's slug as `state`, and that to the seller's home.
   */
  async logoutUrl(seller: SellerClient): Promise<URL> {
    const configuration = await this.configuration(seller.clientId);
    return oidc.buildEndSessionUrl(configuration, {
      client_id: seller.clientId,
      post_logout_redirect_uri: this.loggedOutUri,
      state: seller.sellerSlug,
    });
  }

  /** The account linked to the token's (issuer, subject); linked or made on first sign-in. */
  private async accountFor(claims: JWTPayload, sellerSlug: string): Promise<{ id: string; identityId: string }> {
    const issuer = this.options.issuer;
    const subject = claims.sub!;
    const linked = await this.linkedUser(issuer, subject);
    if (linked) return linked;
    const email = textClaim(claims, 'email')?.toLowerCase() ?? null;
    if (!email || !isEmailAddress(email)) throw new ExternalLoginFailure('email_missing', sellerSlug);
    const created = await this.db.transaction(async (tx) => {
      const existing = await findUserIdByEmail(tx, email);
      if (existing && claims.email_verified !== true) return 'unverified' as const;
      const userId =
        existing?.id ??
        (await createMember(tx, {
          first_name: (textClaim(claims, 'given_name') ?? '').slice(0, NAME_MAX),
          last_name: (textClaim(claims, 'family_name') ?? '').slice(0, NAME_MAX),
          email,
          passwordHash: null,
        }));
      // A sign-in racing this one may have linked the subject first: theirs stands, this one rolls back.
      const inserted = await linkExternalIdentity(tx, { issuer, subject, userId, createdAt: this.now() });
      if (inserted.length === 0) tx.rollback();
      return userId;
    }).catch(async (error: unknown) => {
      const raced = await this.linkedUser(issuer, subject);
      if (raced) return raced.id;
      throw error;
    });
    if (created === 'unverified') throw new ExternalLoginFailure('email_not_verified', sellerSlug);
    const account = await this.linkedUser(issuer, subject);
    if (!account) throw new ExternalLoginFailure('login_failed', sellerSlug);
    return account;
  }

  private async linkedUser(issuer: string, subject: string): Promise<{ id: string; identityId: string } | null> {
    const row = await findLinkedUser(this.db, issuer, subject);
    return row ?? null;
  }
}
