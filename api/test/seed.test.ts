import { sql } from 'drizzle-orm';
import type {
  ApiCalendarDate,
  ApiCart,
  ApiCodeLookup,
  ApiEvent,
  ApiLedgerCard,
  ApiEventListing,
  ApiList,
  ApiMembershipRule,
  ApiPricedSession,
  ApiSellerConfig,
  ApiSession,
  ApiTicketGroup,
  ApiTicketType,
  ApiUser,
} from '@storefront/shared/wire';
import { DemoRefusedError, loadDemo } from '../src/demo/seed';
import { Browser, buildTestApp, expectError, type TestApp } from './helper';

describe('demo seed (pglite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t.close());

  const listing = async (browser: Browser, sellerId: string, query = '') =>
    (await browser.get<ApiEventListing>(`/api/events/available?seller_id=${sellerId}&_embed=ticket_type,ticket_group${query}`)).body;
  const byName = (events: ApiEvent[], name: string) => {
    const event = events.find((e) => e.name === name);
    if (!event) throw new Error(`${name} is not listed`);
    return event;
  };

  it('seeds the three sellers, their events and the members, once', async () => {
    const now = t.clock.now();
    expect(await loadDemo(t.app.db, { now, passwords: t.app.passwords })).toBe('seeded');
    expect(await loadDemo(t.app.db, { now, passwords: t.app.passwords })).toBe('kept');
    const browser = new Browser(t.app);
    const sellers = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(sellers.map((s) => [s.slug, s.default_currency_code, s.cart_hold_seconds])).toEqual([
      ['city-museum', 'USD', 900],
      ['harbour-zoo', 'GBP', 900],
      ['riverside-gardens', 'USD', 900],
    ]);
    const museum = sellers[0]?.id ?? '';
    const events = (await listing(browser, museum)).data;
    expect(events.map((e) => e.name).sort()).toEqual(
      [
        'Anytime Admission',
        'CityPASS Admission',
        'Community Day: Family Sketching',
        'Curator’s Late Tour',
        'Evening Jazz in the Sculpture Garden',
        'General Admission',
        'Gift Cards',
        'Museum Lates',
        'Museum Membership',
        'Opera Gala Night',
        'Photography Workshop',
        'Press Preview: The Light Rooms',
        'Sculpture Garden Tour',
        'Summer Gala Dinner',
        'Support the Museum',
        'The Snow Queen',
        'Arena Spectacular',
      ].sort(),
    );
    for (const event of events) {
      expect(event.meta.image_cover).toMatch(/^\/api\/images\/[a-z-]+\.svg$/);
      expect(event.meta.image_cover_alt).toBeTruthy();
      expect(event.summary && event.subtitle && event.description && event.category).toBeTruthy();
      const image = await t.app.inject({ method: 'GET', url: event.meta.image_cover ?? '' });
      expect(image.statusCode).toBe(200);
    }
    const admission = byName(events, 'General Admission');
    expect(admission.ticket_type?.map((x) => x.currency_amount)).toEqual(['25.00', '12.00', '18.00']);
    expect(admission.meta.is_anchor).toBe(true);
    const sessions = (await browser.get<ApiList<ApiSession>>(`/api/events/${admission.id}/sessions?_limit=1`)).body.data;
    expect(sessions[0]?.capacity).toBe(40);
    const calendar = (await browser.get<ApiList<{ date: string }>>(`/api/events/${admission.id}/calendar`)).body.data;
    expect(calendar.length).toBeGreaterThanOrEqual(74);
    const detail = (await browser.get<ApiEvent>(`/api/events/${admission.id}`)).body;
    expect(detail.message_rule?.map((r) => r.action)).toEqual([
      'date_annotation',
      'date_message',
      'session_annotation',
      'quantity_message',
    ]);
    expect(detail.config.web?.session_picker_tabs).toEqual([
      { label: 'Morning', start: '0000' },
      { label: 'Afternoon', start: '1200' },
    ]);
    expect(detail.ticket_group?.map((g) => g.name)).toEqual(['Admission']);

    const login = await browser.post<ApiUser>('/api/login', { username: 'member@example.com', password: 'Member-Pass-1' });
    expect(login.body.identity).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(login.body.memberships).toEqual([expect.objectContaining({ level_name: 'Individual', scan_code: 'CMA-100001' })]);
    const asMember = (await browser.get<ApiEvent>(`/api/events/${admission.id}`)).body;
    expect(asMember.ticket_group?.map((g) => g.name)).toEqual(['Admission', 'Member admission']);
    const withMembers = (await listing(browser, museum, '&_withmemberevents=true')).data;
    expect(withMembers.map((e) => e.name)).toContain('Members’ Preview');

    const lapsed = new Browser(t.app);
    const grace = await lapsed.post<ApiUser>('/api/login', { username: 'lapsed@example.com', password: 'Member-Pass-1' });
    expect(grace.body.memberships).toHaveLength(1);
    expect(new Date(grace.body.memberships[0]?.valid_to ?? '').getTime()).toBeLessThan(now.getTime());
    expect((await listing(lapsed, museum, '&_withmemberevents=true')).data.map((e) => e.name)).not.toContain('Members’ Preview');

    expect(await loadDemo(t.app.db, { now, replace: 'always', passwords: t.app.passwords })).toBe('replaced');
    expect((await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data).toHaveLength(3);

    // A database holding an older demo is kept unless asked; `--upgrade` replaces it with the current one.
    await t.app.db.execute(sql`UPDATE demo_data SET version = version - 1`);
    await expect(loadDemo(t.app.db, { now, passwords: t.app.passwords })).rejects.toThrow(DemoRefusedError);
    expect(await loadDemo(t.app.db, { now, replace: 'outdated', passwords: t.app.passwords })).toBe('replaced');
    expect(await loadDemo(t.app.db, { now, replace: 'outdated', passwords: t.app.passwords })).toBe('kept');
    expect((await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data).toHaveLength(3);
  });

  it('has a demo for every flow: sold-out and almost sold-out jazz, surcharged Saturdays, codes, flexible and add-one', async () => {
    const browser = new Browser(t.app);
    const [museum, zoo] = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(museum?.web).toMatchObject({ upsell_visit_time: 'same_date', closing_time: '17:00', reserve_flow: 'date_first' });
    expect(zoo?.web.reserve_flow).toBe('quantity_first');
    const events = (await listing(browser, museum?.id ?? '')).data;
    const zooEvents = (await listing(browser, zoo?.id ?? '')).data;
    expect(byName(zooEvents, 'Penguin Feeding Encounter').meta.reserve_flow).toBe('date_first');
    expect(byName(zooEvents, 'Zoo Day Ticket').meta.reserve_flow).toBeUndefined();
    expect(museum?.web.membership_event_id).toBe(byName(events, 'Museum Membership').id);

    const jazz = byName(events, 'Evening Jazz in the Sculpture Garden');
    const jazzSessions = (await browser.get<ApiList<ApiSession>>(`/api/events/${jazz.id}/sessions`)).body.data;
    expect(jazzSessions[0]).toMatchObject({ sold_out: true, used_capacity: 60 });
    expect(jazzSessions[1]).toMatchObject({ sold_out: false, used_capacity: 53 });

    const lates = byName(events, 'Museum Lates');
    expect(lates.meta.reserve_flow).toBe('quantity_first');
    const [adult] = lates.ticket_type ?? [];
    const body = { quantities: [{ ticket_type_id: adult?.id, quantity: 2 }] };
    const priced = (await browser.post<ApiList<ApiPricedSession>>(`/api/events/${lates.id}/sessions`, body)).body.data;
    const saturday = priced.find((s) => s.price_increase);
    expect(saturday?.total).toBe('50.00');
    expect(priced.find((s) => !s.price_increase)?.total).toBe('40.00');
    const days = (await browser.post<ApiList<ApiCalendarDate>>(`/api/events/${lates.id}/calendar?_format=price`, body)).body.data;
    expect(days.some((d) => d.price_increase && d.min_price === '50.00')).toBe(true);

    const curator = byName(events, 'Curator’s Late Tour');
    const curatorSession = (await browser.get<ApiList<ApiSession>>(`/api/events/${curator.id}/sessions?_limit=1`)).body.data[0];
    const curatorTicket = { ticket_type_id: curator.ticket_type?.[0]?.id, event_session_id: curatorSession?.id };
    const blocked = await browser.post('/api/my/cart/modify', { reserve: { tickets: [curatorTicket] } });
    expect(expectError(blocked, 422, 'rule_blocks_reserve', 'checkout_rules')._extra.block_reason).toBe('code_required');
    const unlocked = await browser.post<ApiCart>('/api/my/cart/modify', {
      apply_code_before: { codes: ['curator'] },
      reserve: { tickets: [curatorTicket] },
    });
    expect(unlocked.status).toBe(200);

    const flexible = byName(events, 'Anytime Admission');
    const flexGroup = flexible.ticket_group?.find((g) => g.start_policy === 'fixedfrom');
    expect(flexGroup).toMatchObject({ name: 'Flexible admission', duration_new: 'P6M' });
    const flexType = flexible.ticket_type?.find((x) => x.ticket_group_id === flexGroup?.id);
    const flexCart = await browser.post<ApiCart>(`/api/my/cart/${unlocked.body.id}/modify`, {
      reserve: { tickets: [{ ticket_type_id: flexType?.id }] },
    });
    expect(flexCart.status).toBe(200);

    const donation = byName(events, 'Support the Museum');
    const group = (await browser.get<{ ticket_type: { name: string }[] }>(
      `/api/ticket_group/${donation.ticket_group?.[0]?.id}?_embed=ticket_type&handler=donation`,
    )).body;
    expect(group.ticket_type.map((x) => x.name)).toEqual(['Donate 10.00', 'Donate 25.00', 'Any amount']);
    const gift = byName(events, 'Gift Cards');
    expect(gift.meta.one_ticket_only).toBe(true);
    const anyAmount = gift.ticket_type?.find((x) => x.currency_amount_min !== null);
    expect([anyAmount?.currency_amount_min, anyAmount?.currency_amount_max]).toEqual(['10.00', '500.00']);

    const workshop = byName(events, 'Photography Workshop');
    expect(workshop.event_type).toBe('single');
    expect(workshop.ticket_group?.[0]?.additional_info_spec?.required).toEqual(['experience', 'camera']);
    expect(byName(events, 'Sculpture Garden Tour').meta.requires_anchor).toBe(true);

    const rules = (await browser.get<ApiList<ApiMembershipRule>>(`/api/membership_rules?seller_id=${museum?.id}&_embed=ticket_type,role`)).body.data;
    // Each rule's level: only Individual offers auto-renew.
    expect([...new Map(rules.map((r) => [r.role?.name, r.role?.auto_renew_available])).entries()]).toEqual([
      ['Individual', true],
      ['Dual', false],
      ['Family', false],
    ]);
    // Levels are the membership event's groups; their types are the party roles (ADR 0021).
    const levelOf = (groupId: string) => byName(events, 'Museum Membership').ticket_group?.find((g) => g.id === groupId)?.name;
    expect(rules.map((r) => [levelOf(r.ticket_group_id), r.ticket_type?.name, r.party_role, r.named, r.min, r.max])).toEqual([
      ['Individual', 'Member', 'Member', 'yes', 1, 1],
      ['Dual', 'Member', 'Member', 'yes', 2, 2],
      ['Family', 'Household', 'Household', 'no', 1, 1],
      ['Family', 'Adult', 'Adult', 'yes', 1, 2],
      ['Family', 'Child', 'Child', 'no', 0, 4],
    ]);
  });

  it('has a CityPASS event: the museum\'s voucher patterns, one demo code per ticket', async () => {
    const browser = new Browser(t.app);
    const [museum] = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(museum?.web.citypass_code_groups).toEqual({
      adult_regexp: '^CPA\\d{8}$',
      child_regexp: '^CPC\\d{8}$',
      child_ticket_type_keywords: ['child'],
    });
    const citypass = byName((await listing(browser, museum?.id ?? '')).data, 'CityPASS Admission');
    expect(citypass.config?.web?.ecommerce?.citypass).toBe(true);
    expect(citypass.ticket_type?.map((x) => [x.name, x.currency_amount])).toEqual([
      ['Adult (CityPASS)', '0.00'],
      ['Child (CityPASS)', '0.00'],
    ]);
    const [session] = (await browser.get<ApiList<ApiSession>>(`/api/events/${citypass.id}/sessions?_limit=1`)).body.data;
    const [adult, child] = citypass.ticket_type ?? [];
    const res = await browser.post<ApiCart>('/api/my/cart/modify', {
      apply_code_before: { codes: ['CPA12345678', 'cpc-1234-5678'], handler: 'citypass', handler_data: { visit_datetime: session?.start_datetime } },
      reserve: { tickets: [adult, child].map((x) => ({ ticket_type_id: x?.id, event_session_id: session?.id })) },
    });
    expect(res.status).toBe(200);
  });
  it('has the demo promo codes: percentage, fixed, used up, expired and Child-only', async () => {
    const browser = new Browser(t.app);
    const [museum] = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    const admission = byName((await listing(browser, museum?.id ?? '')).data, 'General Admission');
    const child = admission.ticket_type?.find((x) => x.name === 'Child');
    const adult = admission.ticket_type?.find((x) => x.name === 'Adult');
    const session = (await browser.get<ApiList<ApiSession>>(`/api/events/${admission.id}/sessions?_limit=1`)).body.data[0];
    const reserve = (typeId: string | undefined, count: number) =>
      Array.from({ length: count }, () => ({ ticket_type_id: typeId, event_session_id: session?.id }));
    const cart = (
      await browser.post<ApiCart>('/api/my/cart/modify', {
        create: { channel: 'web' },
        reserve: { tickets: [...reserve(adult?.id, 2), ...reserve(child?.id, 1)] },
      })
    ).body;
    expect(cart.cart_fees.grand_totals.total).toBe('62.00');
    const apply = (code: string) => browser.post<ApiCart>(`/api/my/cart/${cart.id}/apply_code`, { code });
    expect((await apply('KIDSFREE')).body.cart_fees.grand_totals.total).toBe('50.00');
    expect((await apply('FIVEOFF')).body.cart_fees.grand_totals.total).toBe('45.00');
    expect((await apply('SAVE10')).body.cart_fees.grand_totals.total).toBe('40.50');
    expectError(await apply('USEDUP'), 409, 'code_exhausted');
    expect(expectError(await apply('OLDCODE'), 400, 'code_not_found')._description).toBe('"OLDCODE" has expired.');
    expect((await browser.get<{ ticket_type: { id: string } }>('/api/code/KIDSFREE')).body.ticket_type.id).toBe(child?.id);
  });
  it("gives Harbour Zoo a default promo code, SUMMERKIDS, that halves Zoo Day child tickets", async () => {
    const browser = new Browser(t.app);
    const zoo = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data.find((s) => s.slug === 'harbour-zoo');
    expect(zoo?.web.promo_codes).toEqual(['SUMMERKIDS']);
    const lookup = await browser.get<ApiCodeLookup>(`/api/code/SUMMERKIDS?seller_id=${zoo?.id}`);
    expect(lookup.body).toMatchObject({ discounted_amount: '8.00', ticket_type: { name: 'Child (3–15)' } });
  });

  it('has the payments demo: gift cards, terms and captcha on the museum, Apple Pay at the zoo, a deposit event, a checkout code', async () => {
    const browser = new Browser(t.app);
    const [museum, zoo] = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    expect(museum?.web.terms_text).toBeTruthy();
    expect(museum?.providers.captcha?.sandbox_script_url).toBe('/api/sandbox/hcaptcha.js');
    expect(zoo?.providers).toMatchObject({ captcha: null, stripe: { publishable_key: 'pk_test_sandbox' } });
    expect(zoo?.web).toMatchObject({ wallet_support: 'apple' });
    expect(zoo?.web.terms_text).toBeUndefined();
    const card = async (number: string) => (await browser.get<ApiLedgerCard>(`/api/ledger/gift_card/${number}`)).body;
    expect(await card('GIFT-5000-0042')).toEqual({ number: 'GIFT-5000-0042', balance: '50.00', currency_code: 'USD', state: 'active' });
    expect(await card('GIFT-0000-0001')).toMatchObject({ balance: '0.00', state: 'active' });
    expect(await card('GIFT-2500-0003')).toMatchObject({ balance: '25.00', state: 'inactive' });
    expect(await card('ZOO-GIFT-3000')).toMatchObject({ balance: '30.00', currency_code: 'GBP' });

    const events = (await listing(browser, museum?.id ?? '')).data;
    const reserve = async (name: string) => {
      const event = byName(events, name);
      const session = (await browser.get<ApiList<ApiSession>>(`/api/events/${event.id}/sessions?_limit=1`)).body.data[0];
      const item = { ticket_type_id: event.ticket_type?.[0]?.id, event_session_id: session?.id };
      return (await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: [item] } })).body;
    };
    const gala = await reserve('Summer Gala Dinner');
    expect(gala.scheduled_payments.map((p) => p.amount)).toEqual(['30.00', '120.00']);
    expect(gala.cart_fees.grand_totals.total_due).toBe('30.00');
    const press = await reserve('Press Preview: The Light Rooms');
    expect(press.cartmods[0]).toMatchObject({ blocking_checkout: true, activating_code_groups: ['press'] });
    const applied = await browser.post<ApiCart>(`/api/my/cart/${press.id}/apply_code`, { code: 'PRESS-PASS' });
    expect(applied.body.cartmods.some((m) => m.blocking_checkout)).toBe(false);
  });

  it("names the museum's donation group for the checkout's donation radio group", async () => {
    const browser = new Browser(t.app);
    const [museum] = (await browser.get<ApiList<ApiSellerConfig>>('/api/sellers')).body.data;
    const groupId = museum?.web.donation_ticket_group_id;
    const group = await browser.get<ApiTicketGroup & { ticket_type: ApiTicketType[] }>(`/api/ticket_group/${groupId}?handler=donation&_embed=ticket_type`);
    expect(group.body).toMatchObject({ name: 'Donation', handler: 'donation' });
    expect(group.body.ticket_type.map((tt) => [tt.name, tt.currency_amount])).toEqual([
      ['Donate 10.00', '10.00'],
      ['Donate 25.00', '25.00'],
      ['Any amount', '5.00'],
    ]);
  });
});
