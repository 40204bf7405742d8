import type { ApiEvent, ApiList, ApiSellerConfig, ApiSession, ApiUser } from '@storefront/shared/wire';
import { ensureDemoData } from '../src/db/seed';
import { Browser, buildTestApp, type TestApp } from './helper';

describe('demo seed (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  it('seeds both sellers, their events and the member, once', async () => {
    const now = t.clock.now();
    expect(await ensureDemoData(t.app.db, { now })).toBe('seeded');
    expect(await ensureDemoData(t.app.db, { now })).toBe('kept');
    const browser = new Browser(t.app);
    const sellers = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(sellers.map((s) => [s.slug, s.default_currency_code, s.cart_hold_seconds])).toEqual([
      ['city-museum', 'USD', 900],
      ['harbour-zoo', 'GBP', 900],
    ]);
    const museum = sellers[0]?.id ?? '';
    const events = (await browser.get<ApiList<ApiEvent>>(`/api/events/available?seller_id=${museum}&_embed=ticket_type`)).body
      .data;
    expect(events.map((e) => e.name)).toEqual([
      'Community Day: Family Sketching',
      'Evening Jazz in the Sculpture Garden',
      'General Admission',
    ]);
    for (const event of events) {
      expect(event.meta.image_cover).toMatch(/^\/api\/images\/[a-z-]+\.svg$/);
      expect(event.meta.image_cover_alt).toBeTruthy();
      expect(event.summary && event.subtitle && event.description && event.category).toBeTruthy();
      const image = await t.app.inject({ method: 'GET', url: event.meta.image_cover ?? '' });
      expect(image.statusCode).toBe(200);
    }
    const admission = events.find((e) => e.name === 'General Admission');
    expect(admission?.ticket_type?.map((x) => x.currency_amount)).toEqual(['25.00', '12.00', '18.00']);
    const sessions = (await browser.get<ApiList<ApiSession>>(`/api/events/${admission?.id}/sessions?_limit=1`)).body.data;
    expect(sessions[0]?.capacity).toBe(40);
    const calendar = (await browser.get<ApiList<{ date: string }>>(`/api/events/${admission?.id}/calendar`)).body.data;
    expect(calendar.length).toBeGreaterThanOrEqual(74);

    const login = await browser.post<ApiUser>('/api/login', { username: 'member@example.com', password: 'Member-Pass-1' });
    expect(login.body.identity).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });

    expect(await ensureDemoData(t.app.db, { now, reset: true })).toBe('seeded');
    expect((await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data).toHaveLength(2);
  });
});
