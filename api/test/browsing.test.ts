import type { ApiEvent, ApiList, ApiSellerConfig, ApiSession } from '@storefront/shared/wire';
import { Browser, databaseKinds, useFixtureApp } from './helper';

describe.each(databaseKinds)('browsing (%s)', (kind) => {
  const t = useFixtureApp(kind);

  it('lists sellers with the default first, and finds one by slug or as default', async () => {
    const browser = new Browser(t.app);
    const list = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(list.map((s) => s.slug)).toEqual(['museum', 'zoo']);
    expect((await browser.get<ApiSellerConfig>('/api/sellers/zoo')).body).toMatchObject({
      default_currency_code: 'GBP',
      timezone: 'Europe/London',
      cart_hold_seconds: 600,
    });
    expect((await browser.get<ApiSellerConfig>('/api/sellers/default')).body.slug).toBe('museum');
    // Reading the catalogue sets no cookie.
    expect(browser.sessionCookie).toBeUndefined();
  });

  it('lists only browsable events of the seller, by name, embedding what is asked', async () => {
    const browser = new Browser(t.app);
    const bare = (await browser.get<ApiList<ApiEvent>>(`/api/events/available?seller_id=${t.f.sellerId}`)).body.data;
    expect(bare.map((e) => e.name)).toEqual(['Family Day', 'Tour']);
    expect(bare[0]?.venue).toBeUndefined();
    expect(bare[0]?.ticket_type).toBeUndefined();
    const embedded = (
      await browser.get<ApiList<ApiEvent>>(
        `/api/events/available?seller_id=${t.f.sellerId}&_embed=venue,ticket_group,ticket_type,event_session`,
      )
    ).body.data;
    const tour = embedded.find((e) => e.id === t.f.event.id);
    expect(tour?.venue).toMatchObject({ name: 'Main', timezone: 'America/New_York' });
    expect(tour?.ticket_type?.map((x) => [x.name, x.currency_amount])).toEqual([
      ['Adult', '20.00'],
      ['Child', '10.00'],
    ]);
    expect(tour?.event_session?.map((s) => s.id)).toEqual([
      t.f.sessions.s1,
      t.f.sessions.s2,
      t.f.sessions.s3,
      t.f.sessions.unlimited,
    ]);
    const category = await browser.get<ApiList<ApiEvent>>(`/api/events/available?seller_id=${t.f.sellerId}&category=Music`);
    expect(category.body.data).toEqual([]);
  });

  it('shows one event with venue, groups, types and message rules', async () => {
    const res = await new Browser(t.app).get<ApiEvent>(`/api/events/${t.f.event.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: t.f.event.id, seller_id: t.f.sellerId, name: 'Tour', message_rule: [] });
    expect(res.body.ticket_group?.[0]).toMatchObject({ max_tickets_per_order: 10, handler: 'tickets' });
    expect(res.body.meta.image_cover).toBe('/api/images/general-admission.svg');
  });

  it('filters and sorts sessions; calendar dates are venue-local', async () => {
    const browser = new Browser(t.app);
    const url = `/api/events/${t.f.event.id}`;
    const firstOpen = (await browser.get<ApiList<ApiSession>>(`${url}/sessions?sold_out=false&_sort=start_datetime&_limit=1`)).body.data;
    expect(firstOpen.map((s) => s.id)).toEqual([t.f.sessions.s1]);
    const day = (
      await browser.get<ApiList<ApiSession>>(
        `${url}/sessions?start_datetime._gte=2030-06-16&start_datetime._lt=2030-06-17&ticket_group_id._in=${t.f.event.groupId}`,
      )
    ).body.data;
    expect(day.map((s) => s.id)).toEqual([t.f.sessions.s3, t.f.sessions.unlimited]);
    const latest = (await browser.get<ApiList<ApiSession>>(`${url}/sessions?_sort=-start_datetime&_limit=1`)).body.data;
    expect(latest[0]?.capacity).toBe(-1);
    const otherGroup = await browser.get<ApiList<ApiSession>>(`${url}/sessions?ticket_group_id._in=${t.f.other.typeId}`);
    expect(otherGroup.body.data).toEqual([]);

    const calendar = (await browser.get<ApiList<{ date: string }>>(`${url}/calendar?_format=extended`)).body.data;
    expect(calendar.map((d) => d.date)).toEqual(['2030-06-15', '2030-06-16']);
    const bounded = (await browser.get<ApiList<{ date: string }>>(`${url}/calendar?start_datetime._lt=2030-06-16T00:00:00Z`)).body
      .data;
    expect(bounded.map((d) => d.date)).toEqual(['2030-06-15']);

    // Sessions that have started are gone.
    t.clock.advance(24 * 3600);
    const later = (await browser.get<ApiList<ApiSession>>(`${url}/sessions`)).body.data;
    expect(later.map((s) => s.id)).toEqual([t.f.sessions.s2, t.f.sessions.s3, t.f.sessions.unlimited]);
  });

  it('serves the event illustrations with long cache headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/general-admission.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body).toContain('<svg');
    // The storefront asks for a size (spec 01 §7); the SVG answers every size.
    const sized = await t.app.inject({ method: 'GET', url: '/api/images/general-admission.svg?width=544&height=432' });
    expect({ status: sized.statusCode, body: sized.body }).toEqual({ status: 200, body: res.body });
    const bad = await t.app.inject({ method: 'GET', url: '/api/images/general-admission.svg?width=0' });
    expect(bad.statusCode).toBe(400);
  });
});
