import { eq } from 'drizzle-orm';
import { applyHoldOverride, parseHoldOverride } from '../src/db/hold-override';
import { sellers } from '../src/db/schema';
import { databaseKinds, useFixtureApp } from './helper';

describe('CART_HOLD_SECONDS_OVERRIDE parsing', () => {
  it('reads slug:seconds pairs, comma separated, spaces allowed', () => {
    expect(parseHoldOverride(undefined)).toEqual([]);
    expect(parseHoldOverride('  ')).toEqual([]);
    expect(parseHoldOverride('city-museum:90')).toEqual([{ slug: 'city-museum', seconds: 90 }]);
    expect(parseHoldOverride('city-museum:90, Harbour-Zoo : 45')).toEqual([
      { slug: 'city-museum', seconds: 90 },
      { slug: 'harbour-zoo', seconds: 45 },
    ]);
  });

  it.each(['city-museum', 'city-museum:', ':90', 'city-museum:0', 'city-museum:-5', 'city-museum:1.5', 'city-museum:90,', 'a b:3'])(
    'refuses %p',
    (value) => {
      expect(() => parseHoldOverride(value)).toThrow(/CART_HOLD_SECONDS_OVERRIDE/);
    },
  );
});

describe.each(databaseKinds)('CART_HOLD_SECONDS_OVERRIDE applied (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it("sets the named sellers' hold time and reports unknown slugs", async () => {
    expect(await applyHoldOverride(t.app.db, parseHoldOverride('museum:75,nowhere:10'))).toEqual(['nowhere']);
    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.slug, 'museum'));
    expect(row?.cartHoldSeconds).toBe(75);
    await applyHoldOverride(t.app.db, [{ slug: 'museum', seconds: 900 }]);
  });
});
