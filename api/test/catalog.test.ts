import type {
  ApiCalendarDate,
  ApiCart,
  ApiEvent,
  ApiEventListing,
  ApiList,
  ApiMembershipRule,
  ApiPricecheckType,
  ApiPricedSession,
  ApiSession,
  ApiSessionDetail,
  ApiTicketGroup,
  ApiTicketType,
  ApiUser,
} from '@storefront/shared/wire';
import { catalogFixture } from './catalog-fixtures';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';

describe.each(databaseKinds)('catalog calls (%s)', (kind) => {
  const t = useFixtureApp(kind);
  const k = catalogFixture(t);

  const reserve = (browser: Browser, items: unknown[]) =>
    browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } });
  const listing = async (browser: Browser, query = '') =>
    (await browser.get<ApiEventListing>(`/api/events/available?seller_id=${t.f.sellerId}${query}`)).body;
  const names = (l: ApiEventListing) => l.data.map((e) => e.name);

  describe('GET events/available', () => {
    it('lists browsable events with facets over all of them; link-only never, members-only for members', async () => {
      const visitor = new Browser(t.app);
      const all = await listing(visitor);
      expect(names(all)).toEqual(['Family Day', 'Lab', 'Tour']);
      expect(all.facets).toEqual({ categories: ['Admission', 'Workshops'], metadata: { Audience: ['Adults'] } });
      expect(names(await listing(visitor, '&_withmemberevents=true'))).not.toContain('Members Evening');

      const gold = await k.signIn('gold');
      const withMembers = await listing(gold, '&_withmemberevents=true');
      expect(names(withMembers)).toEqual(['Family Day', 'Lab', 'Members Evening', 'Tour']);
      expect(names(withMembers)).not.toContain('Secret Party');
      expect(names(await listing(gold))).not.toContain('Members Evening');
      expect(names(await listing(await k.signIn('expired'), '&_withmemberevents=true'))).not.toContain('Members Evening');
    });

    it('filters by category and metadata; facets ignore the filters', async () => {
      const visitor = new Browser(t.app);
      const adults = await listing(visitor, '&metadata.Audience=Adults');
      expect(names(adults)).toEqual(['Lab']);
      expect(adults.facets.categories).toEqual(['Admission', 'Workshops']);
      expect(names(await listing(visitor, '&metadata.Audience=Families'))).toEqual([]);
      expect(names(await listing(visitor, '&category=Admission'))).toEqual(['Family Day', 'Tour']);
      // A key no event filters by (a campaign tag in the storefront's address) filters nothing.
      expect(names(await listing(visitor, '&metadata.utm_source=mail'))).toEqual(names(await listing(visitor)));
      expect(names(await listing(visitor, '&metadata.utm_source=mail&metadata.Audience=Adults'))).toEqual(['Lab']);
    });

    it('filters by a session window and a venue time-of-day window, skipping sold-out sessions', async () => {
      const visitor = new Browser(t.app);
      // June 20: Family Day 11:00 New York and Lab s2 10:00.
      const june20 = '&session.start_datetime._gte=2030-06-20T04:00:00Z&session.start_datetime._lt=2030-06-21T04:00:00Z';
      expect(names(await listing(visitor, june20))).toEqual(['Family Day', 'Lab']);
      expect(names(await listing(visitor, `${june20}&session.time._gte=11:00`))).toEqual(['Family Day']);
      expect(names(await listing(visitor, '&session.time._gte=23:00&session.time._lt=23:59'))).toEqual(['Tour']);
      // Tour on June 16 only: s3 (capacity 2) and the unlimited 23:30 session; sell s3 out.
      await reserve(new Browser(t.app), tickets(t.f.event.adultId, t.f.sessions.s3, 2));
      const june16Morning = '&session.start_datetime._gte=2030-06-16T00:00:00Z&session.start_datetime._lt=2030-06-16T20:00:00Z';
      expect(names(await listing(visitor, june16Morning))).toEqual([]);
    });

    it('embeds groups and types the caller may see', async () => {
      const lab = (await listing(new Browser(t.app), '&_embed=ticket_group,ticket_type')).data.find((e) => e.name === 'Lab');
      const groups = lab?.ticket_group?.map((g) => g.name) ?? [];
      expect(groups).not.toContain('Press');
      expect(groups).not.toContain('Members');
      expect(lab?.ticket_type?.map((x) => x.name)).not.toContain('Press');
    });
  });

  describe('GET events/{id}', () => {
    const get = (browser: Browser, query = '') => browser.get<ApiEvent>(`/api/events/${k.c.lab.id}${query}`);

    it('embeds venue, groups with their computed fields, types and message rules', async () => {
      const res = await get(new Browser(t.app));
      expect(res.status).toBe(200);
      expect(res.body.venue?.timezone).toBe('America/New_York');
      expect(res.body.message_rule).toEqual([
        expect.objectContaining({
          action: 'quantity_message',
          message: 'Children under 16 must be accompanied by an adult.',
          triggers: { quantity: { ticket_type_names: ['Child'], min: 1 } },
          _rank: 0,
        }),
      ]);
      const groups = res.body.ticket_group ?? [];
      expect(groups.map((g) => g.name)).toEqual(['Timed', 'Companion', 'Flexible', 'Workshop', 'Secret', 'Early bird', 'Donation']);
      expect(groups.find((g) => g.name === 'Timed')).toMatchObject({
        capacity: 3,
        used_capacity: 0,
        available: true,
        sold_out: false,
        start_policy: null,
        sales_start: null,
        additional_info_spec: null,
      });
      expect(groups.find((g) => g.name === 'Flexible')).toMatchObject({ start_policy: 'fixedfrom', duration_new: 'P6M' });
      expect(groups.find((g) => g.name === 'Workshop')?.additional_info_spec?.required).toEqual(['level', 'camera']);
      expect(groups.find((g) => g.name === 'Early bird')).toMatchObject({ available: false, sold_out: false, sales_end: '2030-06-01T00:00:00.000Z' });
      expect(groups.find((g) => g.name === 'Companion')?.exclude_from_event_capacity).toBe(true);
      const types = res.body.ticket_type ?? [];
      expect(types.find((x) => x.name === 'Any amount')).toMatchObject({ currency_amount_min: '5.00', currency_amount_max: '100.00' });
      expect(types.find((x) => x.name === 'Early')?.available).toBe(false);
    });

    it('link-only groups only when listed in ticket_group_id._in, which also restricts', async () => {
      const visitor = new Browser(t.app);
      const linked = (await get(visitor, `?ticket_group_id._in=${k.c.lab.groups.press},${k.c.lab.groups.timed}`)).body;
      expect(linked.ticket_group?.map((g) => g.name)).toEqual(['Timed', 'Press']);
      expect(linked.ticket_type?.map((x) => x.name)).toEqual(['Adult', 'Child', 'Press']);
    });

    it('members-only groups only for current members of an allowed level', async () => {
      const groupNames = async (browser: Browser) => ((await get(browser)).body.ticket_group ?? []).map((g) => g.name);
      expect(await groupNames(new Browser(t.app))).not.toContain('Members');
      expect(await groupNames(await k.signIn('gold'))).toContain('Members');
      expect(await groupNames(await k.signIn('silver'))).not.toContain('Members');
      expect(await groupNames(await k.signIn('expired'))).not.toContain('Members');
      // The members-only event itself is still answered (the client shows the members-only panel).
      const membersEvent = await new Browser(t.app).get<ApiEvent>(`/api/events/${k.c.membersEventId}`);
      expect(membersEvent.body.hidden_type).toBe('public_member_only');
    });

    it('group used_capacity counts booked and live held tickets, not expired holds', async () => {
      const buyer = new Browser(t.app);
      await reserve(buyer, tickets(k.c.lab.types.adult, k.c.lab.s1, 2));
      const timed = async () => ((await get(buyer)).body.ticket_group ?? []).find((g) => g.name === 'Timed');
      expect(await timed()).toMatchObject({ used_capacity: 2, available: true });
      await reserve(new Browser(t.app), tickets(k.c.lab.types.child, k.c.lab.s2, 1));
      expect(await timed()).toMatchObject({ used_capacity: 3, available: false, sold_out: true });
      t.clock.advance(901);
      expect(await timed()).toMatchObject({ used_capacity: 0, available: true, sold_out: false });
    });
  });

  describe('sessions', () => {
    it('GET events/{id}/sessions/{sessionId} answers the session with its groups and types; 404 otherwise', async () => {
      const visitor = new Browser(t.app);
      const res = await visitor.get<ApiSessionDetail>(`/api/events/${k.c.lab.id}/sessions/${k.c.lab.s1}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: k.c.lab.s1, capacity: 5, used_capacity: 0, sold_out: false });
      expect(res.body.venue.name).toBe('Main');
      expect(res.body.ticket_group.map((g) => g.name)).not.toContain('Flexible');
      expect(res.body.ticket_type.map((x) => x.name)).toContain('Adult');
      expectError(await visitor.get(`/api/events/${k.c.lab.id}/sessions/${t.f.sessions.s1}`), 404, 'not_found');
      expectError(await visitor.get(`/api/events/${k.c.lab.id}/sessions/00000000-0000-4000-8000-000000000000`), 404, 'not_found');
      expectError(await visitor.get(`/api/events/${k.c.lab.id}/sessions/nope`), 404, 'not_found');
    });

    it('GET events/{id}/sessions takes a venue date', async () => {
      const sessions = (await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${t.f.event.id}/sessions?date=2030-06-16`)).body
        .data;
      expect(sessions.map((s) => s.id)).toEqual([t.f.sessions.s3, t.f.sessions.unlimited]);
    });

    it('POST events/{id}/sessions prices each session for the quantities, with the surcharge', async () => {
      const visitor = new Browser(t.app);
      const body = { quantities: [{ ticket_type_id: k.c.lab.types.adult, quantity: 2 }, { ticket_type_id: k.c.lab.types.child, quantity: 1 }] };
      const res = await visitor.post<ApiList<ApiPricedSession>>(`/api/events/${k.c.lab.id}/sessions?_sort=start_datetime`, body);
      expect(res.status).toBe(200);
      const [s1, s2] = res.body.data;
      expect(s1).toMatchObject({ id: k.c.lab.s1, total: '50.00', price_increase: false, sold_out: false });
      expect(s2).toMatchObject({ id: k.c.lab.s2, total: '59.00', price_increase: true });
      expect(s2?.price_schedule.find((p) => p.ticket_type_id === k.c.lab.types.adult)?.currency_amount).toBe('23.00');
      expect(s2?.price_schedule.map((p) => p.ticket_type_id)).not.toContain(k.c.lab.types.flex);

      // 4 held in s1 leave 1: too few for 3 tickets. The companion ticket takes no session capacity.
      await reserve(new Browser(t.app), tickets(k.c.lab.types.carer, k.c.lab.s1, 1));
      await reserve(new Browser(t.app), tickets(k.c.lab.types.give10, k.c.lab.s1, 4));
      const open = await visitor.post<ApiList<ApiPricedSession>>(`/api/events/${k.c.lab.id}/sessions`, body);
      expect(open.body.data.map((s) => s.id)).toEqual([k.c.lab.s2]);
      const all = await visitor.post<ApiList<ApiPricedSession>>(`/api/events/${k.c.lab.id}/sessions?include_sold_out=true`, body);
      expect(all.body.data.find((s) => s.id === k.c.lab.s1)).toMatchObject({ sold_out: true, used_capacity: 4 });
      const day = await visitor.post<ApiList<ApiPricedSession>>(`/api/events/${k.c.lab.id}/sessions?date=2030-06-20`, body);
      expect(day.body.data.map((s) => s.id)).toEqual([k.c.lab.s2]);
      expectError(
        await visitor.post(`/api/events/${k.c.lab.id}/sessions`, { quantities: [{ ticket_type_id: t.f.event.adultId, quantity: 1 }] }),
        400,
        'ticket_type_not_found',
      );
    });
  });

  describe('calendar', () => {
    it('GET marks days with a surcharged session', async () => {
      const days = (await new Browser(t.app).get<ApiList<ApiCalendarDate>>(`/api/events/${k.c.lab.id}/calendar?_format=extended`)).body
        .data;
      expect(days.map((d) => [d.date, d.price_increase, d.min_price])).toEqual([
        ['2030-06-15', false, '0.00'],
        ['2030-06-20', true, '3.00'],
      ]);
    });

    it('POST: a day is available only when a session can hold the total; price format gives the cheapest total', async () => {
      const visitor = new Browser(t.app);
      const body = (quantity: number) => ({ quantities: [{ ticket_type_id: k.c.lab.types.adult, quantity }] });
      const url = `/api/events/${k.c.lab.id}/calendar?_format=price`;
      const two = (await visitor.post<ApiList<ApiCalendarDate>>(url, body(2))).body.data;
      expect(two.map((d) => [d.date, d.status, d.min_price, d.price_increase])).toEqual([
        ['2030-06-15', 'available', '40.00', false],
        ['2030-06-20', 'available', '46.00', true],
      ]);
      const six = (await visitor.post<ApiList<ApiCalendarDate>>(url, body(6))).body.data;
      expect(six.map((d) => [d.date, d.status, d.min_price])).toEqual([
        ['2030-06-15', 'sold_out', null],
        ['2030-06-20', 'available', '138.00'],
      ]);
      // Held tickets count: 4 held in s1 leaves room for 1.
      await reserve(new Browser(t.app), tickets(k.c.lab.types.give10, k.c.lab.s1, 4));
      const after = (await visitor.post<ApiList<ApiCalendarDate>>(url, body(2))).body.data;
      expect(after[0]).toMatchObject({ status: 'sold_out', availability: { capacity: 5, used_capacity: 4 } });
      const extended = (await visitor.post<ApiList<ApiCalendarDate>>(`/api/events/${k.c.lab.id}/calendar?_format=extended`, body(1))).body
        .data;
      expect(extended[0]?.status).toBe('available');
      const bounded = (await visitor.post<ApiList<ApiCalendarDate>>(`${url}&start_datetime._lt=2030-06-16`, body(1))).body.data;
      expect(bounded.map((d) => d.date)).toEqual(['2030-06-15']);
    });

    it('POST with more than 10 different ticket types is 400 validation_failed in context event_calendar', async () => {
      const quantities = Array.from({ length: 11 }, (_, i) => ({
        ticket_type_id: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
        quantity: 1,
      }));
      const res = await new Browser(t.app).post(`/api/events/${k.c.lab.id}/calendar?_format=price`, { quantities });
      const error = expectError(res, 400, 'validation_failed', 'event_calendar');
      expect(error._description).toBe('You can only select up to 10 different types of tickets.');
      expectError(
        await new Browser(t.app).post(`/api/events/${k.c.lab.id}/calendar`, { quantities: [{ ticket_type_id: 'x', quantity: 1 }] }),
        400,
        'validation_failed',
        'event_calendar',
      );
    });
  });

  it('POST events/{id}/pricecheck answers the asked types of groups available now', async () => {
    const visitor = new Browser(t.app);
    const ask = (ids: string[]) =>
      visitor.post<ApiList<ApiPricecheckType>>(`/api/events/${k.c.lab.id}/pricecheck`, { ticket_types_required: ids });
    const { types } = k.c.lab;
    const res = await ask([types.adult, types.early, types.member, types.press, t.f.event.adultId]);
    expect(res.body.data).toEqual([
      { id: types.adult, ticket_group_id: k.c.lab.groups.timed, available: true },
      { id: types.press, ticket_group_id: k.c.lab.groups.press, available: true },
    ]);
    await reserve(new Browser(t.app), tickets(types.adult, k.c.lab.s1, 3));
    expect((await ask([types.adult, types.child])).body.data).toEqual([]);
  });

  it('GET ticket_group/{id} answers the group with its types; another handler is 404', async () => {
    const visitor = new Browser(t.app);
    const res = await visitor.get<ApiTicketGroup & { ticket_type: ApiTicketType[] }>(
      `/api/ticket_group/${k.c.lab.groups.donation}?_embed=ticket_type&handler=donation`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Donation', handler: 'donation', available: true });
    expect(res.body.ticket_type.map((x) => [x.name, x.currency_amount_min])).toEqual([
      ['Give 10', null],
      ['Any amount', '5.00'],
    ]);
    expectError(await visitor.get(`/api/ticket_group/${k.c.lab.groups.timed}?handler=donation`), 404, 'not_found', 'ticket_group');
    expectError(await visitor.get(`/api/ticket_group/${k.c.lab.groups.members}`), 404, 'not_found');
    expectError(await visitor.get('/api/ticket_group/nope'), 404, 'not_found');
    expectError(await visitor.get(`/api/ticket_group/${k.c.lab.groups.donation}?handler=gifts`), 400, 'validation_failed');
  });

  it('GET membership_rules lists the seller rules, with their ticket type when embedded', async () => {
    const visitor = new Browser(t.app);
    const res = await visitor.get<ApiList<ApiMembershipRule>>(`/api/membership_rules?seller_id=${t.f.sellerId}&_embed=ticket_type&_limit=1000`);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: k.c.ruleId, party_role: 'Member', named: 'yes', min: 1, max: 1, ticket_type: expect.objectContaining({ name: 'Member' }) }),
    ]);
    const bare = await visitor.get<ApiList<ApiMembershipRule>>(`/api/membership_rules?seller_id=${t.f.sellerId}`);
    expect(bare.body.data[0]?.ticket_type).toBeUndefined();
    expect((await visitor.get<ApiList<ApiMembershipRule>>(`/api/membership_rules?seller_id=${t.f.otherSellerId}`)).body.data).toEqual([]);
    expectError(await visitor.get(`/api/membership_rules?seller_id=${t.f.sellerId}&_limit=1001`), 400, 'validation_failed');
    expectError(await visitor.get('/api/membership_rules'), 400, 'validation_failed');
  });

  it('GET my/user includes every membership, current or expired', async () => {
    const gold = await k.signIn('gold');
    const me = (await gold.get<ApiUser>('/api/my/user')).body;
    expect(me.memberships).toEqual([
      expect.objectContaining({ level_name: 'Gold', member_event_purchase_limit: 2, auto_renew_state: 'none', ticket_group_id: k.c.lab.groups.members }),
    ]);
    const expired = (await (await k.signIn('expired')).get<ApiUser>('/api/my/user')).body;
    expect(expired.memberships[0]?.valid_to).toBe('2030-01-01T00:00:00.000Z');
  });
});
