/**
 * Rate limits and the failed-login backoff (issue 10, finding 4; ADR 0012): 429
 * `too_many_requests` in the spec's shape with Retry-After, per address (and e-mail for
 * login); 300 wrong passwords do not get through and cost no hashing while blocked; stored
 * hashes with old scrypt parameters are upgraded at sign-in; on PostgreSQL the counts are
 * shared by two API instances.
 */
import { randomBytes } from 'node:crypto';
import type { ApiCart } from '@storefront/shared/wire';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { users } from '../src/infra/db/schema';
import { DEFAULT_LOGIN_BACKOFF } from '../src/accounts/login-backoff';
import { OWASP_SCRYPT, verifyPassword } from '../src/lib/passwords';
import { MemoryHitCounter } from '../src/rate-limits/rate-limit';
import { Browser, databaseKinds, expectError, TestClock, useFixtureApp, type Reply } from './helper';
import { tickets } from './fixtures';

const asReply = (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }): Reply => ({
  status: res.statusCode,
  body: res.json(),
  headers: res.headers,
});

function from(address: string, request: InjectOptions): InjectOptions {
  return { ...request, remoteAddress: address };
}

describe.each(databaseKinds)('rate limits (%s)', (kind) => {
  const t = useFixtureApp(kind, {
    rateLimits: {
      enabled: true,
      rules: {
        identity: { max: 3, windowMs: 60_000 },
        cartCreate: { max: 3, windowMs: 60_000 },
        codes: { max: 3, windowMs: 60_000 },
        checkout: { max: 3, windowMs: 60_000 },
      },
    },
  });

  const login = (address: string, username: string, password: string) =>
    t.app.inject(from(address, { method: 'POST', url: '/api/login', payload: { username, password } }));

  it('each limited call answers 429 too_many_requests with Retry-After past its limit, per address', async () => {
    const cart = (
      await new Browser(t.app).post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.unlimited, 1) },
      })
    ).body;
    const limited: [policy: string, context: string, requests: InjectOptions[]][] = [
      ['identity', 'identity', [{ method: 'POST', url: '/api/identity', payload: { first_name: 'A', last_name: 'B', email: 'a@example.org' } }]],
      ['cart creation', 'cart', [{ method: 'POST', url: '/api/my/cart/modify', payload: { create: { channel: 'web' } } }]],
      // apply_code, the code lookup and the gift card balance share one count.
      [
        'codes',
        'cart',
        [
          { method: 'GET', url: '/api/code/NOPE' },
          { method: 'GET', url: '/api/ledger/gift_card/GIFT-9999-0000' },
          { method: 'POST', url: `/api/my/cart/${cart.id}/apply_code`, payload: { code: 'NOPE' } },
        ],
      ],
      [
        'checkout',
        'checkout',
        [
          { method: 'POST', url: `/api/my/cart/${cart.id}/guest_checkout`, payload: { guest_identity_id: cart.id } },
          { method: 'POST', url: `/api/my/cart/${cart.id}/checkout`, payload: {} },
          { method: 'POST', url: `/api/my/cart/${cart.id}/pay`, payload: { payments: [] } },
          { method: 'POST', url: `/api/cart/${cart.id}/pay`, payload: { payments: [] } },
        ],
      ],
    ];
    for (const [policy, context, requests] of limited) {
      for (let i = 0; i < 3; i += 1) {
        const res = await t.app.inject(from('198.51.100.1', requests[i % requests.length]!));
        expect({ policy, status: res.statusCode }).not.toEqual({ policy, status: 429 });
      }
      const refused = await t.app.inject(from('198.51.100.1', requests[3 % requests.length]!));
      expectError(asReply(refused), 429, 'too_many_requests', context);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address has its own count.
      expect((await t.app.inject(from('198.51.100.2', requests[0]!))).statusCode).not.toBe(429);
    }
    // The window passes.
    t.clock.advance(60);
    expect((await t.app.inject(from('198.51.100.1', limited[0]![2][0]!))).statusCode).toBe(200);
  });

  it('sign-in: 10 a minute per address and e-mail, successful or not', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login('198.51.100.3', t.f.member.email, t.f.member.password)).statusCode).toBe(200);
    }
    const refused = await login('198.51.100.3', t.f.member.email, t.f.member.password);
    expectError(asReply(refused), 429, 'too_many_requests', 'login');
    expect(Number(refused.headers['retry-after'])).toBe(60);
    // Another e-mail from the address, or the same e-mail from another address, has its own count.
    expect((await login('198.51.100.3', 'nobody@example.org', 'x')).statusCode).toBe(401);
    expect((await login('198.51.100.4', t.f.member.email, t.f.member.password)).statusCode).toBe(200);
    t.clock.advance(60);
    expect((await login('198.51.100.3', t.f.member.email, t.f.member.password)).statusCode).toBe(200);
  });

  it('300 wrong passwords, then the right one: refused while blocked, with no hashing; the block wears off and success clears it', async () => {
    const member = t.f.member;
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      // A new address every 10 tries (the per-minute limit): the account's count alone blocks.
      statuses.push((await login(`203.0.113.${Math.floor(i / 10)}`, member.email, `guess-${i}`)).statusCode);
    }
    const elapsedMs = Date.now() - started;
    expect(statuses.slice(0, DEFAULT_LOGIN_BACKOFF.accountThreshold)).toEqual(Array(DEFAULT_LOGIN_BACKOFF.accountThreshold).fill(401));
    expect(statuses.slice(DEFAULT_LOGIN_BACKOFF.accountThreshold).every((s) => s === 429)).toBe(true);
    // 295 refusals without scrypt (N=2^17, hundreds of ms each) take a few seconds at most.
    expect(elapsedMs).toBeLessThan(5 * 300 + 15_000);
    const right = await login('203.0.113.200', member.email, member.password);
    const blocked = expectError(asReply(right), 429, 'too_many_requests', 'login');
    const retryAfter = Number(right.headers['retry-after']);
    expect(blocked._extra.retry_after_seconds).toBe(retryAfter);
    expect(retryAfter).toBe(DEFAULT_LOGIN_BACKOFF.baseDelayMs / 1000);
    t.clock.advance(retryAfter);
    expect((await login('203.0.113.200', member.email, member.password)).statusCode).toBe(200);
    // Success cleared the account's failures: one wrong password is a plain 401 again.
    expect((await login('203.0.113.201', member.email, 'wrong')).statusCode).toBe(401);
    expect((await login('203.0.113.201', member.email, member.password)).statusCode).toBe(200);
  });

  it('the block grows with each failure past the threshold; unknown e-mails are blocked the same way', async () => {
    const email = 'nobody@example.org';
    const retryAfters: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await login(`192.0.2.${i}`, email, 'x');
      if (i < DEFAULT_LOGIN_BACKOFF.accountThreshold - 1) {
        expect(res.statusCode).toBe(401);
        continue;
      }
      // The fifth failure blocks; wait it out and fail again.
      expect(res.statusCode).toBe(401);
      const blocked = await login(`192.0.2.${i}`, email, 'x');
      expect(blocked.statusCode).toBe(429);
      retryAfters.push(Number(blocked.headers['retry-after']));
      t.clock.advance(Number(blocked.headers['retry-after']));
    }
    expect(retryAfters).toEqual([30, 60, 120, 240]);
  });

  it('an address failing on many accounts is blocked past 20 failures, for every account', async () => {
    for (let i = 0; i < DEFAULT_LOGIN_BACKOFF.addressThreshold; i += 1) {
      expect((await login('192.0.2.99', `person${i}@example.org`, 'x')).statusCode).toBe(401);
      t.clock.advance(7); // under the per-minute limit of each e-mail, and slow
    }
    expect((await login('192.0.2.99', t.f.member.email, t.f.member.password)).statusCode).toBe(429);
    expect((await login('192.0.2.98', t.f.member.email, t.f.member.password)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('passwords at the server’s scrypt cost (%s)', (kind) => {
  // Other suites hash at a test cost (`TEST_PASSWORD_HASHING`); this one runs OWASP's, as the server does.
  const t = useFixtureApp(kind, { passwordHashing: OWASP_SCRYPT, rateLimits: { enabled: true } });
  const login = (address: string, username: string, password: string) =>
    t.app.inject(from(address, { method: 'POST', url: '/api/login', payload: { username, password } }));

  it('a stored hash with older scrypt parameters is replaced at sign-in', async () => {
    const [user] = await t.app.db.select().from(users).where(eq(users.email, t.f.member.email));
    const current = user!.passwordHash!;
    expect(current.startsWith(`scrypt$${OWASP_SCRYPT.N}$8$1$`)).toBe(true);
    const old = await oldHash(t.f.member.password);
    await t.app.db.update(users).set({ passwordHash: old }).where(eq(users.id, user!.id));
    expect((await login('192.0.2.50', t.f.member.email, t.f.member.password)).statusCode).toBe(200);
    const [upgraded] = await t.app.db.select().from(users).where(eq(users.id, user!.id));
    expect(upgraded!.passwordHash!.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword(t.f.member.password, upgraded!.passwordHash!)).toBe(true);
  });
});

/** A hash as `hashPassword` made it before issue 10 (N=2^14). */
async function oldHash(password: string): Promise<string> {
  const { scrypt } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 16384, r: 8, p: 1 }, (error, derived) => (error ? reject(error) : resolve(derived))),
  );
  return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('rate limits shared by two API instances on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const clock = new TestClock();
  let instances: FastifyInstance[] = [];

  beforeAll(async () => {
    const start = () =>
      buildApp({
        databaseUrl: url ?? '',
        databaseSchema: schema,
        poolSize: 4,
        now: clock.now,
        sweepIntervalMs: 0,
        cleanupIntervalMs: 0,
        rateLimits: { enabled: true, rules: { identity: { max: 4, windowMs: 60_000 } } },
      });
    const first = await start();
    instances = [first, await start()];
  });

  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
    await admin.end();
  });

  it('one address gets 4 identities a minute across both instances, not 4 from each', async () => {
    const payload = { first_name: 'A', last_name: 'B', email: 'a@example.org' };
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => instances[i % 2]!.inject(from('198.51.100.9', { method: 'POST', url: '/api/identity', payload }))),
    );
    expect(statuses.map((s) => s.statusCode).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
  });
});

describe('the in-memory counter (PGlite)', () => {
  it('counts per key in fixed windows and keeps at most maxKeys, forgetting the oldest window first', async () => {
    const counter = new MemoryHitCounter(3);
    const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1) + seconds * 1000);
    expect((await counter.hit('a', 60_000, at(0))).hits).toBe(1);
    expect(await counter.hit('a', 60_000, at(59))).toEqual({ hits: 2, resetsAt: at(60) });
    expect((await counter.hit('a', 60_000, at(60))).hits).toBe(1);
    await counter.hit('b', 60_000, at(61));
    await counter.hit('c', 60_000, at(62));
    await counter.hit('d', 60_000, at(63)); // full: 'a' (the oldest window) goes
    expect((await counter.hit('b', 60_000, at(64))).hits).toBe(2);
    expect((await counter.hit('a', 60_000, at(65))).hits).toBe(1);
  });
});
