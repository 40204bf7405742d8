/**
 * Availability at scale (issue 10, finding 2): booked tickets are counters the database keeps
 * (migration 011) whoever writes the tickets, and a session's availability reads its current
 * holds only, never its history.
 */
import type { ApiList, ApiSession } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { sessionAvailabilityByIds } from '../src/catalog/availability-repository';
import { eventSessions, ticketGroups } from '../src/infra/db/schema';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { tickets } from './fixtures';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/** Rows the plan read from `tickets` (every scan node on it, over all its loops). */
function ticketRowsRead(node: PlanNode): number {
  const own = node['Relation Name'] === 'tickets' ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + ticketRowsRead(child), 0);
}

describe.each(databaseKinds)('availability counters (%s)', (kind) => {
  const t = useFixtureApp(kind);

  /** `count` booked tickets of the tour in `sessionId`, written by plain SQL as the seed or an import would. */
  async function insertBooked(sessionId: string, count: number): Promise<void> {
    await t.app.db.execute(sql`
      WITH who AS (INSERT INTO identities (kind) VALUES ('public') RETURNING id),
        cart AS (
          INSERT INTO carts (seller_id, identity_id, state, currency_code, completed_at)
          SELECT ${t.f.sellerId}::uuid, who.id, 'completed', 'USD', now() FROM who RETURNING id
        )
      INSERT INTO tickets (cart_id, state, event_session_id, event_template_id, ticket_group_id, ticket_type_id, face_value_minor, adjusted_value_minor)
      SELECT cart.id, 'booked', ${sessionId}::uuid, ${t.f.event.id}::uuid, ${t.f.event.groupId}::uuid, ${t.f.event.adultId}::uuid, 2000, 2000
      FROM cart, generate_series(1, ${count})`);
  }

  async function bookedCount(sessionId: string): Promise<number | undefined> {
    const rows = (await t.app.db.execute(sql`SELECT booked_count FROM event_sessions WHERE id = ${sessionId}::uuid`)) as unknown as {
      rows: { booked_count: number }[];
    };
    return rows.rows[0]?.booked_count;
  }

  async function used(sessionId: string): Promise<number | undefined> {
    const sessions = (await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions`)).body.data;
    return sessions.find((s) => s.id === sessionId)?.used_capacity;
  }

  it('follows tickets written by plain SQL: insert, state changes, delete and truncate', async () => {
    await insertBooked(t.f.sessions.s1, 5);
    expect(await bookedCount(t.f.sessions.s1)).toBe(5);
    expect(await used(t.f.sessions.s1)).toBe(5);
    const buyer = new Browser(t.app);
    const reserve = (count: number) =>
      buyer.post('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, count) } });
    expectError(await reserve(1), 409, 'event_session_sold_out');

    await t.app.db.execute(sql`
      UPDATE tickets SET state = 'unbooked'
      WHERE id IN (SELECT id FROM tickets WHERE event_session_id = ${t.f.sessions.s1}::uuid AND state = 'booked' LIMIT 2)`);
    expect(await bookedCount(t.f.sessions.s1)).toBe(3);
    expect((await reserve(2)).status).toBe(200);
    expect(await used(t.f.sessions.s1)).toBe(5);

    await t.app.db.execute(sql`DELETE FROM tickets WHERE event_session_id = ${t.f.sessions.s1}::uuid AND state = 'booked'`);
    expect(await bookedCount(t.f.sessions.s1)).toBe(0);
    expect(await used(t.f.sessions.s1)).toBe(2);

    await insertBooked(t.f.sessions.s2, 3);
    await t.app.db.execute(sql`TRUNCATE tickets CASCADE`);
    expect(await bookedCount(t.f.sessions.s2)).toBe(0);
    const [group] = await t.app.db.execute(sql`SELECT booked_count FROM ticket_groups WHERE id = ${t.f.event.groupId}::uuid`).then(
      (r) => (r as unknown as { rows: { booked_count: number }[] }).rows,
    );
    expect(group?.booked_count).toBe(0);
  });

  it('a group leaving the event capacity takes its booked tickets out of its sessions, and back', async () => {
    await insertBooked(t.f.sessions.s2, 4);
    try {
      await t.app.db.update(ticketGroups).set({ excludeFromEventCapacity: true }).where(eq(ticketGroups.id, t.f.event.groupId));
      expect(await bookedCount(t.f.sessions.s2)).toBe(0);
    } finally {
      await t.app.db.update(ticketGroups).set({ excludeFromEventCapacity: false }).where(eq(ticketGroups.id, t.f.event.groupId));
    }
    expect(await bookedCount(t.f.sessions.s2)).toBe(4);
  });

  it('a session’s availability reads its live holds, not its booked history', async () => {
    await t.app.db.update(eventSessions).set({ capacity: 100_000 }).where(eq(eventSessions.id, t.f.sessions.s2));
    try {
      await insertBooked(t.f.sessions.s2, 5_000);
      const holder = new Browser(t.app);
      const held = await holder.post('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s2, 3) },
      });
      expect(held.status).toBe(200);
      expect((await sessionAvailabilityByIds(t.app.db, t.clock.now(), [t.f.sessions.s2])).get(t.f.sessions.s2)).toMatchObject({
        booked: 5_000,
        held: 3,
        left: 100_000 - 5_003,
      });

      // The same query, explained: what it reads from tickets.
      const session = (t.app.db as unknown as { session: object }).session;
      const prototype = Object.getPrototypeOf(session) as { prepareQuery: (query: { sql: string; params: unknown[] }, ...rest: unknown[]) => unknown };
      const original = prototype.prepareQuery;
      let captured: { sql: string; params: unknown[] } | undefined;
      prototype.prepareQuery = function (this: unknown, query, ...rest) {
        captured ??= query;
        return original.call(this, query, ...rest);
      };
      try {
        await sessionAvailabilityByIds(t.app.db, t.clock.now(), [t.f.sessions.s2]);
      } finally {
        prototype.prepareQuery = original;
      }
      const client = (t.app.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
      const explained = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${captured?.sql ?? ''}`, captured?.params ?? []);
      const raw = Object.values(explained.rows[0] ?? {})[0];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      expect(ticketRowsRead(plan[0]!.Plan)).toBeLessThanOrEqual(3);
    } finally {
      await t.app.db.update(eventSessions).set({ capacity: 5 }).where(eq(eventSessions.id, t.f.sessions.s2));
    }
  });
});
