/**
 * Scale out (issue 10): two API instances on one PostgreSQL schema, as two processes behind a
 * load balancer would be. Races spread over both instances sell exactly the tickets left, a
 * single-use code is used once, and the expiry sweep runs on one instance at a time.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiCart, ApiList, ApiSession } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { promoCodes } from '../src/infra/db/schema';
import { createFixture, tickets, type Fixture } from './fixtures';
import { Browser, TestClock } from './helper';

const url = process.env.DATABASE_URL;
const describeOnPostgres = url ? describe : describe.skip;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const BUYERS = 20;
/** As in helper.ts: tests make many calls from one address, so rate limits (where the app has them) are off. */
const testDefaults = { rateLimits: { enabled: false } } as Partial<AppOptions> & Record<string, unknown>;

describeOnPostgres('two API instances on one PostgreSQL', () => {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const clock = new TestClock();
  let instances: FastifyInstance[] = [];
  let f: Fixture;

  const start = (options: Partial<AppOptions> = {}) =>
    buildApp({ ...testDefaults, databaseUrl: url ?? '', databaseSchema: schema, poolSize: 15, now: clock.now, sweepIntervalMs: 0, ...options });

  beforeAll(async () => {
    // The second instance starts on the migrated schema, as a second process would.
    const first = await start({ reservation: { betweenCheckAndWrite: () => sleep(30) } });
    instances = [first, await start({ reservation: { betweenCheckAndWrite: () => sleep(30) } })];
    f = await createFixture(first);
  });

  afterAll(async () => {
    await Promise.all(instances.map((app) => app.close()));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema}, ${schema}_jobs CASCADE`);
    await admin.end();
  });

  const reserve = (browser: Browser, count: number) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, count) } });

  it('buyers racing on both instances for the last 2 tickets: exactly 2 win, the others get 409', async () => {
    expect((await reserve(new Browser(instances[0]!), 3)).status).toBe(200);
    const buyers = Array.from({ length: BUYERS }, (_, i) => new Browser(instances[i % 2]!));
    const results = await Promise.all(buyers.map((buyer) => reserve(buyer, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect([...new Set(results.map((r) => r.status))].sort()).toEqual([200, 409]);
    for (const app of instances) {
      const sessions = (await new Browser(app).get<ApiList<ApiSession>>(`/api/events/${f.event.id}/sessions`)).body.data;
      expect(sessions.find((s) => s.id === f.sessions.s1)?.used_capacity).toBe(5);
    }
  });

  it('a single-use code applied at once through both instances is used once', async () => {
    await instances[0]!.db.insert(promoCodes).values({ sellerId: f.sellerId, code: 'ONCEONLY', kind: 'discount', percentOff: 10, maxUses: 1 });
    const buyers = Array.from({ length: 6 }, (_, i) => new Browser(instances[i % 2]!));
    const carts = await Promise.all(
      buyers.map((buyer) =>
        buyer.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(f.event.adultId, f.sessions.unlimited, 1) } }),
      ),
    );
    const applied = await Promise.all(buyers.map((buyer, i) => buyer.post(`/api/my/cart/${carts[i]!.body.id}/apply_code`, { code: 'ONCEONLY' })));
    expect(applied.filter((r) => r.status === 200)).toHaveLength(1);
    const [code] = await instances[1]!.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCEONLY'));
    expect(code?.uses).toBe(1);
  });

  it('the expiry sweep runs on one instance at a time: one finding another sweep under way skips its turn', async () => {
    const held = await new Browser(instances[0]!).post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(f.event.adultId, f.sessions.unlimited, 2) },
    });
    expect(held.status).toBe(200);
    clock.advance(3600);
    // Another instance's sweep under way holds the sweep's advisory lock for its transaction.
    const other = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtextextended(current_schema() || '.cart_sweep', 0))`);
      expect(await instances[1]!.cartSweeper.sweepOnce()).toBe(0);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    const [released, again] = await Promise.all(instances.map((app) => app.cartSweeper.sweepOnce()));
    expect((released ?? 0) + (again ?? 0)).toBeGreaterThanOrEqual(held.body.tickets.length);
    expect(await instances[0]!.cartSweeper.sweepOnce()).toBe(0);
  });
});
