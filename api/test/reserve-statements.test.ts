/**
 * A reserve runs a handful of statements whatever the catalogue and history (issue 10): the
 * statements of one `POST my/cart/modify` are counted at drizzle's session, which every query
 * and transaction of both engines goes through.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ApiCart } from '@storefront/shared/wire';
import { Browser, databaseKinds, useFixtureApp } from './helper';
import { tickets } from './fixtures';

/** Counts the statements the app runs while `work` runs. */
async function countStatements(app: FastifyInstance, work: () => Promise<unknown>): Promise<{ count: number; statements: string[] }> {
  const session = (app.db as unknown as { session: object }).session;
  const prototype = Object.getPrototypeOf(session) as { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => unknown };
  const original = prototype.prepareQuery;
  const statements: string[] = [];
  prototype.prepareQuery = function (this: unknown, query, ...rest) {
    // Transaction control differs between the engines (PGlite's is not a drizzle query).
    if (!/^(begin|commit|rollback|savepoint|release savepoint)\b/i.test(query.sql)) statements.push(query.sql);
    return original.call(this, query, ...rest);
  };
  try {
    await work();
  } finally {
    prototype.prepareQuery = original;
  }
  return { count: statements.length, statements };
}

describe.each(databaseKinds)('statements per reserve (%s)', (kind) => {
  const t = useFixtureApp(kind);

  /** `buyer` creates a cart with two adult tickets for s1; the statements it took, and the reply. */
  async function createCartWithTwo(buyer: Browser): Promise<{ count: number; cart: ApiCart | undefined }> {
    let cart: ApiCart | undefined;
    const { count } = await countStatements(t.app, async () => {
      const res = await buyer.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 2) },
      });
      expect(res.status).toBe(200);
      cart = res.body;
    });
    return { count, cart };
  }

  it('a new cart with two tickets, and adding one more, each take a handful of statements', async () => {
    const buyer = new Browser(t.app);
    // The first call creates the browser session; it is not part of what is counted.
    expect((await buyer.post('/api/my/cart/modify', {})).status).toBe(200);
    const { cart, ...create } = await createCartWithTwo(buyer);
    const add = await countStatements(t.app, async () => {
      const res = await buyer.post<ApiCart>(`/api/my/cart/${cart?.id}/modify`, {
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      });
      expect(res.status).toBe(200);
    });
    // Before issue 10: 35 and 39 (two seller reads, a lock timeout per lock, re-reads of the new
    // cart's tickets and groups, a no-op repricing and expiry update, every group counted).
    // Then 30 and 35, of which the reply (the cart view) was 16. Now 9 and 18: the seller and
    // the sessions are read with the ticket types; the lock timeout is set in the first lock's
    // statement, and limited groups and sessions are locked in one; their usage is read and
    // the tickets inserted in one statement; a new cart's checkout rules come from the plan;
    // the view takes what the transaction already has (a new cart's view is one statement, an
    // existing cart's five: tickets, usage, cartmods, payments with audit; catalogue rows the
    // request planned are not read again).
    expect(create.count).toBeLessThanOrEqual(9);
    expect(add.count).toBeLessThanOrEqual(18);
  });

  it('with a limited group and session, a new cart\'s reply shows the usage counted under the locks (no re-read), as a later read does', async () => {
    await t.app.db.execute(sql`UPDATE ticket_groups SET capacity = 50 WHERE id = ${t.f.event.groupId}::uuid`);
    try {
      const buyer = new Browser(t.app);
      expect((await buyer.post('/api/my/cart/modify', {})).status).toBe(200);
      // Another buyer's hold counts too.
      expect((await new Browser(t.app).post('/api/my/cart/modify', { reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) } })).status).toBe(200);
      const { cart, ...create } = await createCartWithTwo(buyer);
      expect(create.count).toBeLessThanOrEqual(8);
      const again = await buyer.get<ApiCart>(`/api/my/cart/${cart?.id}`);
      expect(again.status).toBe(200);
      expect(cart?.event_session).toEqual(again.body.event_session);
      expect(cart?.ticket_group).toEqual(again.body.ticket_group);
      expect(cart?.event_session[0]?.used_capacity).toBe(3);
      expect(cart?.ticket_group[0]?.used_capacity).toBe(3);
    } finally {
      await t.app.db.execute(sql`UPDATE ticket_groups SET capacity = -1 WHERE id = ${t.f.event.groupId}::uuid`);
    }
  });
});
