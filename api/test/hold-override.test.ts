import type { ApiCart, ApiList, ApiSellerConfig } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { sellers } from '../src/infra/db/schema';
import { parseHoldOverride } from '../src/lib/hold-seconds';
import { tickets } from './fixtures';
import { Browser, databaseKinds, useFixtureApp } from './helper';

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

describe.each(databaseKinds)('CART_HOLD_SECONDS_OVERRIDE in force (%s)', (kind) => {
  const t = useFixtureApp(kind, { holdOverride: [{ slug: 'museum', seconds: 75 }] });

  it('holds carts of the named seller for the override and reports it, without touching the seller row', async () => {
    const visitor = new Browser(t.app);
    const created = await visitor.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
    });
    expect(created.status).toBe(200);
    expect(created.body.expires_in).toBe(75);

    t.clock.advance(30);
    const more = await visitor.post<ApiCart>(`/api/my/cart/${created.body.id}/modify`, {
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
    });
    expect(more.status).toBe(200);
    expect(more.body.expires_in).toBe(75);

    const listed = (await visitor.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(listed.map((s) => [s.slug, s.cart_hold_seconds])).toEqual([
      ['museum', 75],
      ['zoo', 600],
    ]);
    expect((await visitor.get<ApiSellerConfig>('/api/sellers/museum')).body.cart_hold_seconds).toBe(75);

    const [row] = await t.app.db.select().from(sellers).where(eq(sellers.slug, 'museum'));
    expect(row?.cartHoldSeconds).toBe(900);
  });
});
