/**
 * Sessions (issue 10, findings 5 and 7; ADR 0012): no fixation, server-side expiry, the
 * cookie's attributes (Secure behind HTTPS, SameSite=None; Partitioned for a framing seller),
 * cross-site writes refused, no-store, anonymous failures leave no rows, additional_info
 * bounded.
 */
import type { ApiCart, ApiUser } from '@storefront/shared/wire';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { sellers, webSessions } from '../src/infra/db/schema';
import { queryRows } from '../src/infra/db/client';
import { DEFAULT_SESSION_LIFETIME } from '../src/accounts/web-session';
import { sha256 } from '../src/lib/digest';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type Reply } from './helper';
import { tickets } from './fixtures';

const DAY = 86_400;

function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  return res.cookies.find((c) => c.name === 'sf_sid') as
    | { name: string; value: string; maxAge?: number; httpOnly?: boolean; secure?: boolean; sameSite?: string; partitioned?: boolean }
    | undefined;
}

async function countRows(app: FastifyInstance) {
  const [row] = await queryRows<{ sessions: number; identities: number }>(
    app.db,
    sql`SELECT (SELECT count(*)::int FROM web_sessions) AS sessions,
               (SELECT count(*)::int FROM identities WHERE kind <> 'member') AS identities`,
  );
  return row;
}

const guest = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' };

describe.each(databaseKinds)('sessions (%s)', (kind) => {
  const t = useFixtureApp(kind);

  const reserve = (browser: Browser, sessionKey: 's1' | 's2' = 's1') =>
    browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions[sessionKey], 1) },
    });

  it('login issues a new session id; the planted one is dead; the visitor’s cart follows', async () => {
    const victim = new Browser(t.app);
    const cart = (await reserve(victim)).body;
    const planted = victim.sessionCookie;
    const login = await victim.post<ApiUser>('/api/login', { username: t.f.member.email, password: t.f.member.password });
    expect(login.status).toBe(200);
    expect(victim.sessionCookie).toBeTruthy();
    expect(victim.sessionCookie).not.toBe(planted);
    // Whoever planted the old cookie is not signed in with it, and no longer owns the cart.
    const attacker = { cookies: { sf_sid: planted ?? '' } };
    expect((await t.app.inject({ method: 'GET', url: '/api/my/user', ...attacker })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/my/cart/${cart.id}`, ...attacker })).statusCode).toBe(403);
    expect((await victim.get(`/api/my/cart/${cart.id}`)).status).toBe(200);
  });

  it('the database keeps a digest of each token: a value read from web_sessions signs nobody in, the cookie does', async () => {
    const member = new Browser(t.app);
    await member.post('/api/login', { username: t.f.member.email, password: t.f.member.password });
    const cookie = member.sessionCookie ?? '';
    const stored = await queryRows<{ token_hash: string }>(t.app.db, sql`SELECT token_hash FROM web_sessions`);
    expect(stored.map((row) => row.token_hash)).toContain(sha256(cookie));
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie);
    for (const { token_hash: copied } of stored) {
      expect((await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: copied } })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: cookie } })).statusCode).toBe(200);
  });

  it('logout ends the session: the token is dead and the next call gets a new one', async () => {
    const member = new Browser(t.app);
    await member.post('/api/login', { username: t.f.member.email, password: t.f.member.password });
    const signedIn = member.sessionCookie ?? '';
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { sf_sid: signedIn } });
    expect(logout.statusCode).toBe(204);
    expect(sessionCookie(logout)).toMatchObject({ value: '', maxAge: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: signedIn } })).statusCode).toBe(401);
    const next = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, cookies: { sf_sid: signedIn } });
    expect(next.statusCode).toBe(200);
    expect(sessionCookie(next)?.value).toBeTruthy();
    expect(sessionCookie(next)?.value).not.toBe(signedIn);
  });

  it('a session expires on the server after 60 idle days, and after 90 days however active', async () => {
    const idle = new Browser(t.app);
    await idle.post('/api/identity', guest);
    const idleToken = idle.sessionCookie ?? '';
    const sameSession = async () =>
      sessionCookie(await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, cookies: { sf_sid: idleToken } })) === undefined;
    t.clock.advance(DEFAULT_SESSION_LIFETIME.idleMs / 1000 - 60);
    expect(await sameSession()).toBe(true);
    t.clock.advance(DEFAULT_SESSION_LIFETIME.idleMs / 1000);
    expect(await sameSession()).toBe(false);

    t.clock.reset();
    const member = new Browser(t.app);
    await member.post('/api/login', { username: t.f.member.email, password: t.f.member.password });
    for (const _ of [1, 2, 3]) {
      t.clock.advance(29 * DAY);
      expect((await member.get('/api/my/user')).status).toBe(200);
    }
    t.clock.advance(3 * DAY); // 90 days after sign-in, seen 3 days ago
    expectError(await member.get('/api/my/user'), 401, 'not_authenticated');
  });

  it('last_seen_at is written at most once a minute', async () => {
    const browser = new Browser(t.app);
    await browser.post('/api/identity', guest);
    const lastSeen = async () =>
      (await t.app.db.select({ at: webSessions.lastSeenAt }).from(webSessions).where(eq(webSessions.tokenHash, sha256(browser.sessionCookie ?? ''))))[0]?.at.toISOString();
    const start = await lastSeen();
    t.clock.advance(59);
    await browser.get('/api/my/user');
    expect(await lastSeen()).toBe(start);
    t.clock.advance(1);
    await browser.get('/api/my/user');
    expect(await lastSeen()).toBe(t.clock.now().toISOString());
  });

  it('the cookie: HttpOnly, SameSite=Lax, Max-Age of the absolute lifetime, Secure only over HTTPS', async () => {
    const plain = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest });
    expect(sessionCookie(plain)).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: DEFAULT_SESSION_LIFETIME.absoluteMs / 1000 });
    expect(sessionCookie(plain)?.secure).toBeUndefined();
    // The app does not trust proxies here: a client's own X-Forwarded-Proto changes nothing.
    const forged = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(forged)?.secure).toBeUndefined();
  });

  it('the cookie is SameSite=None; Secure; Partitioned when the seller named by X-Storefront-Seller allows framing', async () => {
    await t.app.db.update(sellers).set({ web: { frame_ancestors: ['https://museum.example'] } }).where(eq(sellers.slug, 'museum'));
    try {
      const framed = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, headers: { 'x-storefront-seller': 'museum' } });
      expect(sessionCookie(framed)).toMatchObject({ sameSite: 'None', secure: true, partitioned: true });
      const notFraming = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, headers: { 'x-storefront-seller': 'zoo' } });
      expect(sessionCookie(notFraming)).toMatchObject({ sameSite: 'Lax' });
      expect(sessionCookie(notFraming)?.partitioned).toBeUndefined();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: t.f.member.email, password: t.f.member.password },
        headers: { 'x-storefront-seller': 'museum' },
      });
      expect(sessionCookie(login)).toMatchObject({ sameSite: 'None', secure: true, partitioned: true });
    } finally {
      await t.app.db.update(sellers).set({ web: {} }).where(eq(sellers.slug, 'museum'));
    }
  });

  it('cross-site writes are refused (403 csrf_rejected); same-origin, trusted and header-less ones pass', async () => {
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/identity', payload: guest, headers: { host: 'shop.example', ...headers } });
    const asReply = (res: Awaited<ReturnType<typeof write>>): Reply => ({ status: res.statusCode, body: res.json(), headers: res.headers });
    expectError(asReply(await write({ origin: 'https://evil.example' })), 403, 'csrf_rejected', 'request');
    expectError(asReply(await write({ origin: 'null' })), 403, 'csrf_rejected');
    expectError(asReply(await write({ 'sec-fetch-site': 'cross-site' })), 403, 'csrf_rejected');
    expectError(asReply(await write({ 'sec-fetch-site': 'same-site' })), 403, 'csrf_rejected');
    // A cross-site Origin is refused even when the fetch metadata claims otherwise.
    expectError(asReply(await write({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })), 403, 'csrf_rejected');
    expect((await write({ origin: 'http://shop.example' })).statusCode).toBe(200);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await write({})).statusCode).toBe(200);
    // Reads are not writes.
    const read = await t.app.inject({ method: 'GET', url: '/api/my/user', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(401);
    // A refused write creates nothing.
    expect(sessionCookie(await write({ origin: 'https://evil.example' }))).toBeUndefined();
  });

  it('my/…, login, logout and identity answers are Cache-Control: no-store', async () => {
    const browser = new Browser(t.app);
    const cart = await reserve(browser);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect((await browser.get(`/api/my/cart/${cart.body.id}`)).headers['cache-control']).toBe('no-store');
    expect((await browser.get('/api/my/user')).headers['cache-control']).toBe('no-store');
    expect((await browser.post('/api/identity', guest)).headers['cache-control']).toBe('no-store');
    expect((await browser.post('/api/login', { username: t.f.member.email, password: 'wrong' })).headers['cache-control']).toBe('no-store');
    expect((await browser.post('/api/logout')).headers['cache-control']).toBe('no-store');
  });

  it('anonymous requests that fail leave no session or identity rows and set no cookie', async () => {
    const before = await countRows(t.app);
    const failing: InjectOptions[] = [
      { method: 'GET', url: '/api/my/cart/00000000-0000-4000-8000-000000000000' },
      { method: 'POST', url: '/api/my/cart/modify', payload: { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1000) } } },
      { method: 'POST', url: '/api/identity', payload: { ...guest, additional_info: { blob: 'x'.repeat(9 * 1024) } } },
      { method: 'POST', url: '/api/login', payload: { username: t.f.member.email, password: 'wrong' } },
      { method: 'DELETE', url: '/api/my/cart/00000000-0000-4000-8000-000000000000' },
    ];
    for (const request of failing) {
      const res = await t.app.inject(request);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(sessionCookie(res)).toBeUndefined();
    }
    expect(await countRows(t.app)).toEqual(before);
    // A request that succeeds keeps its session.
    const ok = await t.app.inject({ method: 'POST', url: '/api/identity', payload: guest });
    expect(sessionCookie(ok)?.value).toBeTruthy();
    expect(await countRows(t.app)).toEqual({ sessions: (before?.sessions ?? 0) + 1, identities: (before?.identities ?? 0) + 2 });
  });

  it('POST identity bounds additional_info: 8 KB serialized and 8 levels deep', async () => {
    const browser = new Browser(t.app);
    expect((await browser.post('/api/identity', { ...guest, additional_info: { note: 'x'.repeat(7 * 1024) } })).status).toBe(200);
    const large = expectError(await browser.post('/api/identity', { ...guest, additional_info: { note: 'x'.repeat(8 * 1024) } }), 400, 'additional_info_too_large', 'identity');
    expect(large._extra).toMatchObject({ max_bytes: 8192 });
    let nested: Record<string, unknown> = { answer: 'yes' };
    for (let level = 0; level < 8; level += 1) nested = { level: nested };
    const deep = expectError(await browser.post('/api/identity', { ...guest, additional_info: nested }), 400, 'additional_info_too_large');
    expect(deep._extra).toMatchObject({ max_depth: 8 });
  });
});

describe('the cookie behind a proxy, forced Secure, trusted origins', () => {
  it('is Secure when a trusted proxy says the browser came over HTTPS, or when SECURE_COOKIES forces it; a trusted origin may write', async () => {
    const proxied = await buildTestApp('pglite', { trustProxy: ['loopback'] });
    const forced = await buildTestApp('pglite', { secureCookies: true, trustedOrigins: ['https://storefront.example'] });
    try {
      const viaHttps = await proxied.app.inject({
        method: 'POST',
        url: '/api/identity',
        payload: guest,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example' },
      });
      expect(viaHttps.statusCode).toBe(200);
      expect(sessionCookie(viaHttps)).toMatchObject({ secure: true, sameSite: 'Lax' });
      // The proxy's forwarded host and scheme are what the CSRF check compares Origin with.
      const crossSite = await proxied.app.inject({
        method: 'POST',
        url: '/api/identity',
        payload: guest,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'http://shop.example' },
      });
      expect(crossSite.statusCode).toBe(403);
      const viaHttp = await proxied.app.inject({ method: 'POST', url: '/api/identity', payload: guest, headers: { 'x-forwarded-proto': 'http' } });
      expect(sessionCookie(viaHttp)?.secure).toBeUndefined();
      const always = await forced.app.inject({ method: 'POST', url: '/api/identity', payload: guest });
      expect(sessionCookie(always)?.secure).toBe(true);
      // A storefront on another origin than the API, named in TRUSTED_ORIGINS, may write.
      const trusted = await forced.app.inject({
        method: 'POST',
        url: '/api/identity',
        payload: guest,
        headers: { origin: 'https://storefront.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(trusted.statusCode).toBe(200);
    } finally {
      await proxied.close();
      await forced.close();
    }
  });
});
