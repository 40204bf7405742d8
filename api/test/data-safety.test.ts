/**
 * Issue 30's first finding: starting the API could wipe a real database. Now the demo is
 * loaded only by `demo:load` (`loadDemo`), which refuses anything but an empty database or the
 * demo itself, however it is asked; the API's start-up loads nothing (`server.ts` cannot
 * import the demo: `no-demo-outside-start-up` in lint; `scripts/api-start-up.test.mjs` starts
 * the built server). ADR 0029.
 */
import { sql } from 'drizzle-orm';
import { DEMO_DATA_VERSION, DemoRefusedError, loadDemo, type DemoReplace } from '../src/demo/seed';
import { queryRows } from '../src/infra/db/client';
import { migrate } from '../src/infra/db/migrate';
import { Browser, databaseKinds, useFixtureApp } from './helper';
import { purchase, tourLines } from './order-fixtures';

const REPLACE_MODES: DemoReplace[] = ['never', 'outdated', 'always'];

describe.each(databaseKinds)('a database with real sales (%s)', (kind) => {
  const t = useFixtureApp(kind);

  const counts = async () =>
    (
      await queryRows<{ sellers: number; orders: number; tickets: number }>(
        t.app.db,
        sql`SELECT (SELECT count(*)::int FROM sellers) AS sellers, (SELECT count(*)::int FROM ticket_orders) AS orders,
                   (SELECT count(*)::int FROM tickets) AS tickets`,
      )
    )[0];

  it('survives every way of loading the demo, including a demo-version change, and a second migration', async () => {
    await purchase(t.app, new Browser(t.app), t.f.sellerId, tourLines(t.f));
    const before = await counts();
    expect(before?.orders).toBeGreaterThan(0);
    const now = t.clock.now();

    for (const replace of REPLACE_MODES) {
      await expect(loadDemo(t.app.db, { now, replace, passwords: t.app.passwords })).rejects.toThrow(DemoRefusedError);
    }
    // Marked as a demo database (of this version or another), it still holds sellers of its own.
    for (const version of [DEMO_DATA_VERSION, DEMO_DATA_VERSION - 1]) {
      await t.app.db.execute(sql`DELETE FROM demo_data`);
      await t.app.db.execute(sql`INSERT INTO demo_data (version) VALUES (${version})`);
      for (const replace of REPLACE_MODES) {
        await expect(loadDemo(t.app.db, { now, replace, passwords: t.app.passwords })).rejects.toThrow(DemoRefusedError);
      }
    }
    expect(await migrate(t.app.database)).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
