/**
 * Two buyers for one seat (issue 15: a seat is never sold twice). Races happen only on real
 * PostgreSQL (PGlite is one session), so the race proof runs only when DATABASE_URL is set, as
 * concurrency.test.ts does for capacity. First it shows the double sale: without the session
 * lock and without the unique index `tickets_live_seat`, a widened gap between the seat check
 * and the commit lets both buyers hold the seat. Then the index alone refuses the second one
 * (409, not 500), and with the lock (the normal path) exactly one buyer wins. On the embedded
 * database the same requests are served one after the other: the second is refused.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/infra/db/client';
import { createFixture } from './fixtures';
import { Browser, buildTestApp, expectError, type Reply, type TestApp } from './helper';
import { createSeatedFixture, seatTicket, type SeatedFixture } from './seat-fixtures';

const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function seatedApp(kind: 'pglite' | 'postgres', options: Parameters<typeof buildTestApp>[1] = {}) {
  const t = await buildTestApp(kind, options);
  await createFixture(t.app);
  return { t, s: await createSeatedFixture(t.app) };
}

/** Each buyer (a new visitor) reserves `names` in a new cart, all at once. */
function buyersRace(t: TestApp, s: SeatedFixture, buyers: number, names: string[]): Promise<Reply<ApiCart>[]> {
  const items = names.map((name) => seatTicket(s.types.premiumAdult, s.sessionId, s.seats[name] ?? `missing ${name}`));
  return Promise.all(
    Array.from({ length: buyers }, () =>
      new Browser(t.app).post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } }),
    ),
  );
}

/** Live tickets of the session's seat `name`. */
async function holders(t: TestApp, s: SeatedFixture, name: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.app.db,
    sql`SELECT count(*)::int AS n FROM tickets WHERE event_session_id = ${s.sessionId}::uuid AND seat_name = ${name}
          AND state IN ('in_cart', 'held', 'booked', 'redeemed')`,
  );
  return row?.n ?? 0;
}

function expectOneWinner(results: Reply<ApiCart>[], seatName: string) {
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  for (const loser of results.filter((r) => r.status !== 200)) {
    const error = expectError(loser, 409, 'seat_unavailable', 'reserve');
    expect(error._description).toBe(`Sorry, seat ${seatName} has just been taken. Please choose another seat.`);
  }
}

describe('two carts for one seat (embedded database)', () => {
  it('one after the other: the second cart is refused with 409 seat_unavailable', async () => {
    const { t, s } = await seatedApp('pglite');
    try {
      expectOneWinner(await buyersRace(t, s, 2, ['Stalls A1']), 'Stalls A1');
      expect(await holders(t, s, 'Stalls A1')).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describeOnPostgres('two carts for one seat (postgres)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('without the lock and without the unique index, a widened check-to-commit gap sells the seat twice (the race exists)', async () => {
    const built = await seatedApp('postgres', { reservation: { lock: false, betweenCheckAndWrite: () => sleep(150) } });
    t = built.t;
    await t.app.db.execute(sql`DROP INDEX tickets_live_seat`);
    const results = await buyersRace(t, built.s, 2, ['Stalls A1']);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await holders(t, built.s, 'Stalls A1')).toBe(2);
  });

  it('without the lock, the unique index lets exactly one cart have the seat; the other gets 409, not 500', async () => {
    const built = await seatedApp('postgres', { reservation: { lock: false, betweenCheckAndWrite: () => sleep(150) } });
    t = built.t;
    expectOneWinner(await buyersRace(t, built.s, 2, ['Stalls A1']), 'Stalls A1');
    expect(await holders(t, built.s, 'Stalls A1')).toBe(1);
  });

  it('with the lock, exactly one cart has the seat; the other gets 409', async () => {
    const built = await seatedApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(50) } });
    t = built.t;
    expectOneWinner(await buyersRace(t, built.s, 2, ['Stalls A1']), 'Stalls A1');
    expect(await holders(t, built.s, 'Stalls A1')).toBe(1);
  });

  it('a session of unlimited capacity is locked too when seats are asked for: without the index, the lock alone lets one cart win', async () => {
    const built = await seatedApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(150) } });
    t = built.t;
    await t.app.db.execute(sql`DROP INDEX tickets_live_seat`);
    await t.app.db.execute(sql`UPDATE event_sessions SET capacity = -1 WHERE id = ${built.s.sessionId}::uuid`);
    expectOneWinner(await buyersRace(t, built.s, 2, ['Stalls A1']), 'Stalls A1');
    expect(await holders(t, built.s, 'Stalls A1')).toBe(1);
  });

  it('two different seats at once: both carts have theirs', async () => {
    const built = await seatedApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(50) } });
    t = built.t;
    const [first, second] = await Promise.all([buyersRace(t, built.s, 1, ['Stalls A1']), buyersRace(t, built.s, 1, ['Stalls A2'])]);
    expect([first?.[0]?.status, second?.[0]?.status]).toEqual([200, 200]);
  });

  it('five carts for the same two seats: exactly one cart holds both, nobody holds one', async () => {
    const built = await seatedApp('postgres', { reservation: { betweenCheckAndWrite: () => sleep(30) } });
    t = built.t;
    const results = await buyersRace(t, built.s, 5, ['Stalls A3', 'Stalls A4']);
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body.tickets.map((x) => x.seat_name).sort()).toEqual(['Stalls A3', 'Stalls A4']);
    for (const loser of results.filter((r) => r.status !== 200)) expectError(loser, 409, 'seat_unavailable', 'reserve');
    expect(await holders(t, built.s, 'Stalls A3')).toBe(1);
    expect(await holders(t, built.s, 'Stalls A4')).toBe(1);
  });
});
