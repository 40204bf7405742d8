/**
 * The cleanup (issue 10, finding 7; ADR 0012): expired sessions, anonymous identities
 * nothing refers to after a day, carts a week past their hold without orders or payments;
 * never a cart with an order or a payment, never a member.
 */
import type { ApiCart } from '@storefront/shared/wire';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows } from '../src/infra/db/client';
import { Browser, databaseKinds, useFixtureApp } from './helper';
import { tickets } from './fixtures';
import { card, FREE, pay, purchase, storeGuest } from './pay-helpers';

const DAY = 86_400;

async function ids(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<string[]> {
  return (await queryRows<{ id: string }>(app.db, query)).map((row) => row.id).sort();
}

describe.each(databaseKinds)('cleanup (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('deletes expired sessions, unused anonymous identities and abandoned carts, keeps anything with an order or a payment', async () => {
    const reserve = async (browser: Browser, typeId = t.f.event.adultId, sessionId = t.f.sessions.unlimited) =>
      (await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(typeId, sessionId, 1) } })).body;

    const browsing = new Browser(t.app);
    await browsing.post('/api/identity', { first_name: 'Ann', last_name: 'Onymous', email: 'ann@example.org' });
    const discarding = new Browser(t.app);
    const discarded = await reserve(discarding);
    expect((await discarding.delete(`/api/my/cart/${discarded.id}`)).status).toBe(204);
    const leaving = new Browser(t.app);
    await reserve(leaving); // left to expire
    const buying = new Browser(t.app);
    const ordered = await reserve(buying, t.f.free.typeId, t.f.free.sessionId);
    expect((await purchase(t.app, buying, ordered.id, FREE)).status).toBe(200);
    const declined = new Browser(t.app);
    const declinedCart = await reserve(declined);
    await storeGuest(declined, declinedCart.id);
    expect((await pay(t.app, declined, declinedCart.id, [card('20.00', 'pm_card_chargeDeclined')])).status).toBe(402);
    // The database stamps identities with its own clock; the test's is in 2030.
    await t.app.db.execute(sql`UPDATE identities SET created_at = ${t.clock.now().toISOString()}::timestamptz WHERE kind <> 'member'`);

    const members = await ids(t.app, sql`SELECT id FROM identities WHERE kind = 'member'`);
    const cartIds = () => ids(t.app, sql`SELECT id::text FROM carts`);
    const anonymous = () => ids(t.app, sql`SELECT id::text FROM identities WHERE kind <> 'member'`);
    const before = await anonymous();

    // A week and a day later: the sessions live on (60 idle days), so do their visitors; the
    // browsing visitor's purchaser details, unused, go; both carts without an order or payment go.
    t.clock.advance(8 * DAY);
    await t.app.db.execute(sql`INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES
      ('old', 3, ${t.clock.now().toISOString()}::timestamptz), ('live', 3, ${new Date(t.clock.now().getTime() + 60_000).toISOString()}::timestamptz)`);
    const week = await t.app.cleaner.runOnce();
    expect(week).toMatchObject({ sessions: 0, carts: 2, identities: 1, rateLimitWindows: 1 });
    expect(await cartIds()).toEqual([declinedCart.id, ordered.id].sort());
    expect((await anonymous()).length).toBe(before.length - 1);
    expect(await ids(t.app, sql`SELECT key AS id FROM rate_limit_hits`)).toEqual(['live']);

    // Past the idle limit every session goes, and with them the identities nothing else needs:
    // the buyer (order) and the declined payer (payment attempt) stay with their carts.
    t.clock.advance(60 * DAY);
    const later = await t.app.cleaner.runOnce();
    expect(later.sessions).toBe(5);
    expect(await cartIds()).toEqual([declinedCart.id, ordered.id].sort());
    const kept = await ids(
      t.app,
      sql`SELECT DISTINCT i.id::text FROM identities i JOIN carts c ON c.identity_id = i.id OR c.purchaser_identity_id = i.id WHERE i.kind <> 'member'`,
    );
    expect(await anonymous()).toEqual(kept);
    expect(kept.length).toBe(4); // two carts' owners and purchasers
    expect(await ids(t.app, sql`SELECT id FROM identities WHERE kind = 'member'`)).toEqual(members);
    expect(await ids(t.app, sql`SELECT token_hash AS id FROM web_sessions`)).toEqual([]);
    // Nothing left to do: a second run deletes nothing.
    expect(Object.values(await t.app.cleaner.runOnce()).every((n) => n === 0)).toBe(true);
  });

  it('deletes in batches until done', async () => {
    await t.app.db.execute(
      sql`INSERT INTO login_failures (key, failures, last_failed_at)
          SELECT 'k' || n, 1, ${new Date(t.clock.now().getTime() - 2 * DAY * 1000).toISOString()}::timestamptz FROM generate_series(1, 1203) n`,
    );
    expect((await t.app.cleaner.runOnce()).loginFailures).toBe(1203);
    expect(await ids(t.app, sql`SELECT key AS id FROM login_failures`)).toEqual([]);
  });
});

const url = process.env.DATABASE_URL;
(url ? describe : describe.skip)('cleanup with several instances (postgres)', () => {
  const t = useFixtureApp('postgres');

  it('skips its run while another instance holds the cleanup lock of the schema', async () => {
    const insertOld = () =>
      t.app.db.execute(sql`INSERT INTO rate_limit_hits (key, hits, resets_at) VALUES ('old', 1, ${t.clock.now().toISOString()}::timestamptz)`);
    await insertOld();
    const schema = (await queryRows<{ name: string }>(t.app.db, sql`SELECT current_schema() AS name`))[0]?.name;
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || '.cleanup', 0))`, [schema]);
      expect((await t.app.cleaner.runOnce()).rateLimitWindows).toBe(0);
      await other.query('COMMIT');
      expect((await t.app.cleaner.runOnce()).rateLimitWindows).toBe(1);
    } finally {
      await other.end();
    }
  });
});
