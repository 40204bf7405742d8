/**
 * Races can only happen on real PostgreSQL (PGlite is one session), so the race proof runs
 * only when DATABASE_URL is set. First it proves the race exists: with the lock disabled and
 * the gap between check and write widened by the test seam, parallel buyers oversell. Then,
 * with the lock, exactly as many buyers win as there are tickets left. On the embedded
 * database (what `pnpm start` runs) the same crowd must be served one transaction at a time:
 * the right number of winners and no failed transactions.
 */
import type { ApiCart, ApiList, ApiSession } from '@storefront/shared/wire';
import { sql } from 'drizzle-orm';
import { Browser, buildTestApp, type TestApp } from './helper';
import { createFixture, tickets, type Fixture } from './fixtures';

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const BUYERS = 20;

async function race(app: TestApp, f: Fixture, alreadySold: number) {
  if (alreadySold > 0) {
    const early = await new Browser(app.app).post('/api/my/cart/modify', {
      reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, alreadySold) },
    });
    expect(early.status).toBe(200);
  }
  const buyers = Array.from({ length: BUYERS }, () => new Browser(app.app));
  const results = await Promise.all(
    buyers.map((buyer) =>
      buyer.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(f.event.adultId, f.sessions.s1, 1) },
      }),
    ),
  );
  const sessions = (await new Browser(app.app).get<ApiList<ApiSession>>(`/api/events/${f.event.id}/sessions`)).body.data;
  return {
    winners: results.filter((r) => r.status === 200).length,
    statuses: [...new Set(results.map((r) => r.status))].sort(),
    used: sessions.find((s) => s.id === f.sessions.s1)?.used_capacity,
  };
}

describe('concurrent reservations for the last tickets (embedded database)', () => {
  it('serves parallel buyers one transaction at a time: exactly the tickets left are sold', async () => {
    const t = await buildTestApp('pglite');
    try {
      const f = await createFixture(t.app);
      const { winners, used, statuses } = await race(t, f, 3);
      expect(winners).toBe(2);
      expect(used).toBe(5);
      expect(statuses).toEqual([200, 409]);
    } finally {
      await t.close();
    }
  });
});

describeOnPostgres('concurrent reservations for the last tickets (postgres)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('without the lock, a widened check-to-write gap oversells the session (the race exists)', async () => {
    t = await buildTestApp('postgres', { reservation: { lock: false, betweenCheckAndWrite: () => sleep(150) } });
    const f = await createFixture(t.app);
    const { winners, used } = await race(t, f, 3);
    expect(winners).toBeGreaterThan(2);
    expect(used).toBeGreaterThan(5);
  });

  it('with the lock, exactly the tickets left are sold, and the others get 409', async () => {
    t = await buildTestApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(30) } });
    const f = await createFixture(t.app);
    const { winners, used, statuses } = await race(t, f, 3);
    expect(winners).toBe(2);
    expect(used).toBe(5);
    expect(statuses).toEqual([200, 409]);
  });

  it('with a limited group too (groups and sessions locked in one statement), exactly the group\'s tickets left are sold', async () => {
    t = await buildTestApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(30) } });
    const f = await createFixture(t.app);
    // The group allows 4, fewer than the session's places: the group lock decides.
    await t.app.db.execute(sql`UPDATE ticket_groups SET capacity = 4 WHERE id = ${f.event.groupId}::uuid`);
    const { winners, used, statuses } = await race(t, f, 0);
    expect(winners).toBe(4);
    expect(used).toBe(4);
    expect(statuses).toEqual([200, 409]);
  });
});
