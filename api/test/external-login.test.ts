/**
 * External login (spec 03 §7 External SSO, External-token login) against the local stand-in
 * OpenID provider, a real `oidc-provider` mounted in the API: the API listens on a port and
 * is its own "storefront" (STOREFRONT_URL), so the provider's issuer, the callback and the
 * browser's redirects are real HTTP, followed here by hand with a cookie jar.
 */
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { importJWK, SignJWT, type JWK } from 'jose';
import type { ApiCart, ApiUser } from '@storefront/shared/wire';
import { externalIdentities, sellers, users } from '../src/infra/db/schema';
import { LOCAL_ACCOUNTS } from '../src/dev/identity-provider';
import { buildTestApp, clearActivity, databaseKinds, type TestApp } from './helper';
import { addMember, createFixture, tickets, type Fixture } from './fixtures';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A browser's cookies for one host (paths ignored) and requests that follow nothing by themselves. */
class Jar {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const gone = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (gone) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: this.header() } });
    this.keep(response);
    return response;
  }
}

const location = (response: Response, base: string) => new URL(response.headers.get('location')!, base).href;

describe.each(databaseKinds)('external login (%s)', (kind) => {
  let t: TestApp;
  let f: Fixture;
  let storefront: string;
  const river = LOCAL_ACCOUNTS.find((a) => a.email === 'river@example.com')!;
  const brook = LOCAL_ACCOUNTS.find((a) => !a.emailVerified)!;

  beforeAll(async () => {
    const port = await freePort();
    storefront = `http://127.0.0.1:${port}`;
    t = await buildTestApp(kind, { storefrontUrl: storefront });
    f = await createFixture(t.app);
    await t.app.db.update(sellers).set({ web: { authentication_method: 'sfec', sso: { client_id: 'riverside-gardens' } } }).where(eq(sellers.id, f.sellerId));
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    t.clock.reset();
    await clearActivity(t.app);
    await t.app.db.execute(sql`TRUNCATE external_identities, external_login_flows`);
    await t.app.db.execute(sql`DELETE FROM users WHERE email LIKE '%@example.com' AND password_hash IS NULL`);
  });

  /** From `sso/start` through the provider's sign-in form to the storefront's landing page. */
  async function signInAtProvider(jar: Jar, startQuery: string, account: { email: string; password: string }) {
    const start = await jar.request(`${storefront}/api/sso/start?${startQuery}`);
    expect(start.status).toBe(302);
    let url = location(start, storefront);
    expect(url.startsWith(`${t.app.localIdentityProvider!.issuer}/auth?`)).toBe(true);
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');
    let response = await jar.request(url);
    // The provider sends the browser to its sign-in page.
    url = location(response, url);
    response = await jar.request(url);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<label for="email">Email</label>');
    expect(page).toContain('<label for="password">Password</label>');
    response = await jar.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
    });
    // Resume at the provider, then its redirect to our callback, then ours to the storefront.
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
      url = location(response, url);
      if (url.startsWith(`${storefront}/museum/auth0-login`) || url.startsWith(`${storefront}/auth0-login`)) return new URL(url);
      response = await jar.request(url);
    }
    throw new Error(`did not come back to the storefront: ${response.status} ${await response.text()}`);
  }

  async function myUser(jar: Jar) {
    const response = await jar.request(`${storefront}/api/my/user`);
    return { status: response.status, body: (await response.json()) as ApiUser };
  }

  it('signs a new member in through the provider: account made without a password, new session, cart kept', async () => {
    const jar = new Jar();
    const created = await jar.request(`${storefront}/api/my/cart/modify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ create: { channel: 'web' }, reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, 1) } }),
    });
    const cart = (await created.json()) as ApiCart;
    const guestSession = jar.cookies.get('sf_sid');
    expect(guestSession).toBeDefined();

    const landing = await signInAtProvider(jar, `seller=museum&redirect=${encodeURIComponent('/events?x=1')}&cart_id=${cart.id}`, river);
    expect(landing.pathname).toBe('/museum/auth0-login');
    expect(landing.searchParams.get('redirect')).toBe('/events?x=1');
    expect(landing.searchParams.get('auth_error')).toBeNull();
    expect(jar.cookies.get('sf_sid')).not.toBe(guestSession);
    expect(jar.cookies.has('sf_sso_state')).toBe(false);

    const me = await myUser(jar);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(river.email);
    expect(me.body.identity).toMatchObject({ first_name: river.givenName, last_name: river.familyName, meta: { has_password: false } });
    const kept = await jar.request(`${storefront}/api/my/cart/${cart.id}`);
    expect(kept.status).toBe(200);

    // The planted guest token no longer works (no fixation).
    const old = await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: guestSession! } });
    expect(old.statusCode).toBe(401);

    // Signing in again finds the same account by (issuer, subject).
    const again = new Jar();
    await signInAtProvider(again, 'seller=museum', river);
    expect((await myUser(again)).body.id).toBe(me.body.id);
    expect(await t.app.db.select().from(externalIdentities)).toEqual([
      expect.objectContaining({ issuer: t.app.localIdentityProvider!.issuer, subject: river.sub, userId: me.body.id }),
    ]);
  });

  it('links an existing account with the same e-mail only when the provider says it is verified', async () => {
    const riverId = await addMember(t.app, { first_name: 'Riv', last_name: 'Er', email: river.email, password: 'Existing-Pass-1' });
    const jar = new Jar();
    await signInAtProvider(jar, 'seller=museum', river);
    expect((await myUser(jar)).body.id).toBe(riverId);
    await t.app.db.delete(externalIdentities);
    await t.app.db.delete(users).where(eq(users.id, riverId)).catch(() => undefined);

    await addMember(t.app, { first_name: 'Bro', last_name: 'Ok', email: brook.email, password: 'Existing-Pass-2' });
    const unverified = new Jar();
    const landing = await signInAtProvider(unverified, 'seller=museum', brook);
    expect(landing.searchParams.get('auth_error')).toBe('email_not_verified');
    expect((await myUser(unverified)).status).toBe(401);
    expect(await t.app.db.select().from(externalIdentities)).toEqual([]);
  });

  it('a callback whose state this browser did not start, or used twice, is invalid_state', async () => {
    const jar = new Jar();
    const start = await jar.request(`${storefront}/api/sso/start?seller=museum`);
    const state = new URL(location(start, storefront)).searchParams.get('state')!;

    // Another browser (no state cookie) brings the same state back.
    const stranger = new Jar();
    const forged = await stranger.request(`${storefront}/api/sso/callback?code=abc&state=${state}`);
    expect(forged.status).toBe(302);
    expect(new URL(location(forged, storefront)).searchParams.get('auth_error')).toBe('invalid_state');

    expect(new URL(location(forged, storefront)).pathname).toBe('/museum/auth0-login');

    // The flow was spent by that attempt: the right browser cannot use it either (and nothing
    // is left to say whose it was).
    const replay = await jar.request(`${storefront}/api/sso/callback?code=abc&state=${state}`);
    expect(location(replay, storefront)).toBe(`${storefront}/auth0-login?auth_error=invalid_state`);

    const none = await new Jar().request(`${storefront}/api/sso/callback?code=abc`);
    expect(location(none, storefront)).toBe(`${storefront}/auth0-login?auth_error=invalid_state`);
  });

  it('a flow older than its time limit is invalid_state', async () => {
    const jar = new Jar();
    const start = await jar.request(`${storefront}/api/sso/start?seller=museum`);
    const state = new URL(location(start, storefront)).searchParams.get('state')!;
    t.clock.advance(11 * 60);
    const late = await jar.request(`${storefront}/api/sso/callback?code=abc&state=${state}`);
    expect(new URL(location(late, storefront)).searchParams.get('auth_error')).toBe('invalid_state');
  });

  it("the provider's own error comes back as auth_error (the visitor cancelled)", async () => {
    const jar = new Jar();
    const start = await jar.request(`${storefront}/api/sso/start?seller=museum`);
    let url = location(start, storefront);
    url = location(await jar.request(url), url);
    let response = await jar.request(`${url}/abort`, { method: 'POST' });
    for (let hops = 0; hops < 5 && !url.includes('/auth0-login'); hops += 1) {
      url = location(response, url);
      if (!url.includes('/auth0-login')) response = await jar.request(url);
    }
    expect(new URL(url).searchParams.get('auth_error')).toBe('access_denied');
  });

  it("a wrong password stays on the provider's form with its message", async () => {
    const jar = new Jar();
    const start = await jar.request(`${storefront}/api/sso/start?seller=museum`);
    let url = location(start, storefront);
    url = location(await jar.request(url), url);
    const wrong = await jar.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: river.email, password: 'not-it' }).toString(),
    });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('<p role="alert">Wrong email or password.</p>');
  });

  it('sso/start takes a strict query: a safe path, a UUID cart, a seller that signs in externally', async () => {
    const bad = ['seller=museum&redirect=//evil.example', 'seller=museum&redirect=https://evil.example', 'seller=museum&cart_id=nope', 'seller=museum&other=1'];
    for (const query of bad) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sso/start?${query}` });
      expect({ query, status: response.statusCode, code: response.json()[0]._code }).toEqual({ query, status: 400, code: 'validation_failed' });
    }
    const notEnabled = await t.app.inject({ method: 'GET', url: '/api/sso/start?seller=zoo' });
    expect(notEnabled.statusCode).toBe(302);
    expect(notEnabled.headers.location).toBe(`${storefront}/zoo/auth0-login?auth_error=not_enabled`);
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/start?seller=nowhere' })).statusCode).toBe(404);
    // The storefront's API client names the seller in its header instead.
    const byHeader = await t.app.inject({ method: 'GET', url: '/api/sso/start', headers: { 'x-storefront-seller': 'museum' } });
    expect(byHeader.statusCode).toBe(302);
  });

  it("sso/logout sends the visitor to the provider's end-session page and back to the seller's home", async () => {
    const jar = new Jar();
    await signInAtProvider(jar, 'seller=museum', river);
    const logout = await jar.request(`${storefront}/api/sso/logout?seller=museum`);
    expect(logout.status).toBe(302);
    let url = location(logout, storefront);
    expect(url.startsWith(`${t.app.localIdentityProvider!.issuer}/session/end?`)).toBe(true);
    const confirm = await jar.request(url);
    expect(confirm.status).toBe(200);
    // The provider asks before it ends its own session; its form posts back with a secret.
    const form = await confirm.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)![1]!;
    let response = await jar.request(new URL(action, url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    for (let hops = 0; hops < 5 && response.status >= 300 && response.status < 400; hops += 1) {
      url = location(response, url);
      if (url === `${storefront}/museum`) break;
      response = await jar.request(url);
    }
    expect(url).toBe(`${storefront}/museum`);
    expect((await t.app.inject({ method: 'GET', url: '/api/sso/logged-out?state=nowhere' })).headers.location).toBe(`${storefront}/`);
  });

  describe('ID-token sign-in ({jwt})', () => {
    async function idToken(claims: { aud?: string; expiresInSeconds?: number; sub?: string } = {}) {
      const local = t.app.localIdentityProvider!;
      const key = await importJWK(local.signingKey as JWK, 'RS256');
      const now = Math.floor(t.clock.now().getTime() / 1000);
      return new SignJWT({ email: river.email, email_verified: true, given_name: river.givenName, family_name: river.familyName })
        .setProtectedHeader({ alg: 'RS256', kid: local.signingKey.kid })
        .setIssuer(local.issuer)
        .setAudience(claims.aud ?? 'riverside-gardens')
        .setSubject(claims.sub ?? river.sub)
        .setIssuedAt(now)
        .setExpirationTime(now + (claims.expiresInSeconds ?? 600))
        .sign(key);
    }
    const login = (jwt: string, seller = 'museum') =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { jwt }, headers: { 'x-storefront-seller': seller } });
    const refused = async (jwt: string, seller?: string) => {
      const response = await login(jwt, seller);
      return response.statusCode === 401 && response.json()[0]._code === 'not_authorized';
    };

    it("POST login {jwt} accepts a token of the issuer for the seller's client and signs the linked account in", async () => {
      const response = await login(await idToken());
      expect(response.statusCode).toBe(200);
      const user = response.json<ApiUser>();
      expect(user).toMatchObject({ email: river.email, identity: { first_name: river.givenName } });
      expect(response.cookies.find((c) => c.name === 'sf_sid')?.value).toBeTruthy();
      const [link] = await t.app.db.select().from(externalIdentities);
      expect(link).toMatchObject({ subject: river.sub, userId: user.id });
    });

    it('refuses an expired token, another audience, another seller and a key the issuer does not publish', async () => {
      expect(await refused(await idToken({ expiresInSeconds: -1 }))).toBe(true);
      expect(await refused(await idToken({ aud: 'someone-else' }))).toBe(true);
      expect(await refused(await idToken(), 'zoo')).toBe(true);
      // Valid when made; the clock moves past its expiry.
      const soon = await idToken({ expiresInSeconds: 60 });
      t.clock.advance(120);
      expect(await refused(soon)).toBe(true);
      const { generateKeyPair } = await import('jose');
      const { privateKey } = await generateKeyPair('RS256');
      const foreign = await new SignJWT({ email: river.email })
        .setProtectedHeader({ alg: 'RS256', kid: t.app.localIdentityProvider!.signingKey.kid })
        .setIssuer(t.app.localIdentityProvider!.issuer)
        .setAudience('riverside-gardens')
        .setSubject(river.sub)
        .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 600)
        .sign(privateKey);
      expect(await refused(foreign)).toBe(true);
      expect(await t.app.db.select().from(externalIdentities)).toEqual([]);
    });
  });
});
