/**
 * A reserve runs a handful of statements whatever the catalogue and history (issue 10): the
 * statements of one `POST my/cart/modify` are counted at drizzle's session, which every query
 * and transaction of both engines goes through.
 */
import type { FastifyInstance } from 'fastify';
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

  it('a new cart with two tickets, and adding one more, each take a handful of statements', async () => {
    const buyer = new Browser(t.app);
    // The first call creates the browser session; it is not part of what is counted.
    expect((await buyer.post('/api/my/cart/modify', {})).status).toBe(200);
    let cart: ApiCart | undefined;
    const create = await countStatements(t.app, async () => {
      const res = await buyer.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 2) },
      });
      expect(res.status).toBe(200);
      cart = res.body;
    });
    const add = await countStatements(t.app, async () => {
      const res = await buyer.post<ApiCart>(`/api/my/cart/${cart?.id}/modify`, {
        reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
      });
      expect(res.status).toBe(200);
    });
    // Before issue 10: 35 and 39 (two seller reads, a lock timeout per lock, re-reads of the new
    // cart's tickets and groups, a no-op repricing and expiry update, every group counted).
    // The reply (the cart view) is 16 of them.
    expect(create.count).toBeLessThanOrEqual(30);
    expect(add.count).toBeLessThanOrEqual(35);
  });
});
