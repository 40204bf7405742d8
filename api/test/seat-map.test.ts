import { sql } from 'drizzle-orm';
import type { ApiCart, ApiEvent, ApiList, ApiSeat, ApiSeatMap, ApiSeatStateEntry, ApiSession } from '@storefront/shared/wire';
import { catalogueIds } from '../src/venue-import/catalogue-plan';
import { loadDemo } from '../src/demo/seed';
import { sanitizeLayoutBackground } from '../src/catalog/seat-layout-markup';
import { Browser, buildTestApp, databaseKinds, expectError, useFixtureApp, type TestApp } from './helper';
import { createSeatedFixture, seatTicket, type SeatedFixture } from './seat-fixtures';

type GeometryMap = Extract<ApiSeatMap, { map_geometry: object }>;

function seatNamed(map: GeometryMap, name: string): ApiSeat {
  const seat = map.seats.find((s) => s.name === name);
  if (!seat) throw new Error(`${name} is not on the map`);
  return seat;
}

const seatMapOf = (browser: Browser, eventId: string, sessionId: string, query = '?_withgeometry') =>
  browser.get<ApiSeatMap>(`/api/events/${eventId}/sessions/${sessionId}/seat_map${query}`);

describe('sanitizeLayoutBackground', () => {
  it('keeps the drawing and drops scripts, handlers, foreign objects and links out', () => {
    const clean = sanitizeLayoutBackground(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" onload="alert(1)">' +
        '<script>alert(2)</script>' +
        '<g fill="#e5e7eb"><rect x="1" y="1" width="20" height="10" onclick="steal()"/>' +
        '<path d="M0 0 L10 10" stroke="#000"/><text x="5" y="40">STAGE</text></g>' +
        '<foreignObject width="10" height="10"><div>html</div></foreignObject>' +
        '<a href="javascript:alert(3)"><circle cx="5" cy="5" r="2"/></a>' +
        '<use href="https://evil.example/sprite.svg#seat"/>' +
        '</svg>',
    );
    expect(clean).toContain('<rect x="1" y="1" width="20" height="10">');
    expect(clean).toContain('<path d="M0 0 L10 10" stroke="#000">');
    expect(clean).toContain('<text x="5" y="40">STAGE</text>');
    expect(clean).toContain('<g fill="#e5e7eb">');
    expect(clean).toContain('<circle cx="5" cy="5" r="2">');
    for (const gone of ['script', 'alert', 'onload', 'onclick', 'steal', 'foreignObject', 'html', 'javascript:', 'evil.example', '<use']) {
      expect(clean).not.toContain(gone);
    }
    expect(sanitizeLayoutBackground('  ')).toBe('');
  });
});

describe.each(databaseKinds)('seat map (%s)', (kind) => {
  const t = useFixtureApp(kind);
  let f: SeatedFixture;
  beforeAll(async () => {
    f = await createSeatedFixture(t.app);
  });
  const visitor = () => new Browser(t.app);
  const seatMap = (query = '?_withgeometry', eventId = f.eventId, sessionId = f.sessionId) => seatMapOf(visitor(), eventId, sessionId, query);
  const geometry = async (browser = visitor()) => (await seatMapOf(browser, f.eventId, f.sessionId)).body as GeometryMap;
  const states = async () => (await seatMap('')).body.seats as ApiSeatStateEntry[];
  const stateOf = async (name: string) => seatNamed(await geometry(), name).state;
  /** Runs `change` (SQL on the fixture's catalogue), then `check`, then `restore`: the catalogue outlives each test. */
  async function withChange(change: ReturnType<typeof sql>, restore: ReturnType<typeof sql>, check: () => Promise<void>) {
    await t.app.db.execute(change);
    try {
      await check();
    } finally {
      await t.app.db.execute(restore);
    }
  }

  it('answers the geometry and every seat: its groups by zone, its neighbours, its state', async () => {
    const reply = await seatMap();
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const map = reply.body as GeometryMap;
    expect(map).toEqual({
      event_session_id: f.sessionId,
      seat_layout_id: f.layoutId,
      layout_version: 1,
      map_geometry: { width: 400, height: 200, background: '' },
      seats: expect.any(Array),
    });
    expect(map.seats.map((s) => s.name)).toEqual([
      ...['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'W1'].map((n) => `Stalls ${n}`),
    ]);
    expect(seatNamed(map, 'Stalls A2')).toEqual({
      seat_template_id: f.seats['Stalls A2'],
      name: 'Stalls A2',
      section: 'Stalls',
      row: 'A',
      number: '2',
      x: 80,
      y: 40,
      r: 15,
      ticket_groups: f.groups.premium,
      previous: 'Stalls A1',
      next: 'Stalls A3',
      state: 'available',
    });
    // The aisle in row B breaks the chain; the unseated group sells no seat.
    expect(seatNamed(map, 'Stalls B3')).toMatchObject({ ticket_groups: f.groups.standard, previous: 'Stalls B2', next: null });
    expect(seatNamed(map, 'Stalls B4')).toMatchObject({ previous: null, next: 'Stalls B5' });
    expect(seatNamed(map, 'Stalls W1')).toMatchObject({ ticket_groups: '', previous: null, next: null, state: 'unavailable' });
    expect(map.seats.filter((s) => s.state === 'available')).toHaveLength(f.sellableSeats);
  });

  it('lists a seat under every group selling its zone, in group rank order', async () => {
    await withChange(
      sql`UPDATE ticket_groups SET seat_zones = '{premium,standard}' WHERE id = ${f.groups.standard}::uuid`,
      sql`UPDATE ticket_groups SET seat_zones = '{standard}' WHERE id = ${f.groups.standard}::uuid`,
      async () => {
        const map = await geometry();
        expect(seatNamed(map, 'Stalls A1').ticket_groups).toBe(`${f.groups.premium},${f.groups.standard}`);
        expect(seatNamed(map, 'Stalls B1').ticket_groups).toBe(f.groups.standard);
      },
    );
  });

  it('answers only the seats that are not available without the geometry', async () => {
    const reply = await seatMap('');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body).toEqual({
      event_session_id: f.sessionId,
      seat_layout_id: f.layoutId,
      layout_version: 1,
      seats: [{ seat_template_id: f.seats['Stalls W1'], state: 'unavailable' }],
    });
    for (const present of ['?_withgeometry=true', '?_withgeometry=1', '?_withgeometry=', '?_withgeometry']) {
      expect((await seatMap(present)).body.map_geometry).toBeDefined();
    }
    for (const absent of ['?_withgeometry=false', '?_withgeometry=0']) {
      expect((await seatMap(absent)).body).not.toHaveProperty('map_geometry');
    }
  });

  it('books a seat held by a live cart for everyone, and frees it when that cart expires', async () => {
    const buyer = visitor();
    const seat = (name: string) => f.seats[name] ?? '';
    // Read once before: the geometry is kept from here on, the states are not.
    expect(seatNamed(await geometry(buyer), 'Stalls A3').state).toBe('available');
    const cart = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [seatTicket(f.types.premiumAdult, f.sessionId, seat('Stalls A3')), seatTicket(f.types.standardChild, f.sessionId, seat('Stalls B5'))] },
    });
    expect(cart.status).toBe(200);
    for (const who of [buyer, visitor()]) {
      const map = await geometry(who);
      expect(['Stalls A3', 'Stalls B5', 'Stalls A4'].map((name) => seatNamed(map, name).state)).toEqual(['booked', 'booked', 'available']);
    }
    expect(await states()).toEqual([
      { seat_template_id: seat('Stalls A3'), state: 'booked' },
      { seat_template_id: seat('Stalls B5'), state: 'booked' },
      { seat_template_id: seat('Stalls W1'), state: 'unavailable' },
    ]);

    t.clock.advance(899);
    expect(await stateOf('Stalls A3')).toBe('booked');
    t.clock.advance(2);
    expect([await stateOf('Stalls A3'), await stateOf('Stalls B5')]).toEqual(['available', 'available']);
    expect(await states()).toEqual([{ seat_template_id: seat('Stalls W1'), state: 'unavailable' }]);
  });

  it('counts a sold seat as booked and an expired cart paying as still holding', async () => {
    const buyer = visitor();
    const cart = await buyer.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [seatTicket(f.types.premiumAdult, f.sessionId, f.seats['Stalls A1'] ?? ''), seatTicket(f.types.premiumAdult, f.sessionId, f.seats['Stalls A2'] ?? '')] },
    });
    expect(cart.body.tickets).toHaveLength(2);
    const a1 = cart.body.tickets.find((ticket) => ticket.seat_template_id === f.seats['Stalls A1']);
    await t.app.db.execute(sql`UPDATE tickets SET state = 'booked' WHERE id = ${a1?.id}::uuid`);
    await t.app.db.execute(sql`UPDATE carts SET payment_pending = true WHERE id = ${cart.body.id}::uuid`);
    t.clock.advance(3600);
    expect([await stateOf('Stalls A1'), await stateOf('Stalls A2')]).toEqual(['booked', 'booked']);
    await t.app.db.execute(sql`UPDATE carts SET payment_pending = false WHERE id = ${cart.body.id}::uuid`);
    expect([await stateOf('Stalls A1'), await stateOf('Stalls A2')]).toEqual(['booked', 'available']);
  });

  it('makes a zone unavailable when its groups are closed or sold out', async () => {
    const now = t.clock.now().toISOString();
    await withChange(
      sql`UPDATE ticket_groups SET sales_end = ${now}::timestamptz WHERE id = ${f.groups.premium}::uuid`,
      sql`UPDATE ticket_groups SET sales_end = NULL WHERE id = ${f.groups.premium}::uuid`,
      async () => {
        const map = await geometry();
        expect(seatNamed(map, 'Stalls A1')).toMatchObject({ ticket_groups: f.groups.premium, state: 'unavailable' });
        expect(seatNamed(map, 'Stalls B1').state).toBe('available');
        expect((await states()).map((s) => s.seat_template_id)).toEqual(
          ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'W1'].map((n) => f.seats[`Stalls ${n}`]),
        );
      },
    );
    await withChange(
      sql`UPDATE ticket_groups SET capacity = 0 WHERE id = ${f.groups.standard}::uuid`,
      sql`UPDATE ticket_groups SET capacity = -1 WHERE id = ${f.groups.standard}::uuid`,
      async () => {
        expect([await stateOf('Stalls A1'), await stateOf('Stalls B1')]).toEqual(['available', 'unavailable']);
      },
    );
  });

  it('makes every free seat unavailable when the session is full or has started', async () => {
    await withChange(
      sql`UPDATE event_sessions SET capacity = 0 WHERE id = ${f.sessionId}::uuid`,
      sql`UPDATE event_sessions SET capacity = ${f.sellableSeats} WHERE id = ${f.sessionId}::uuid`,
      async () => {
        expect((await states()).map((s) => s.state)).toEqual(Array(13).fill('unavailable'));
      },
    );
    expect(await stateOf('Stalls A1')).toBe('available');
    t.clock.advance(8 * 86_400);
    expect((await geometry()).seats.filter((s) => s.state !== 'unavailable')).toEqual([]);
  });

  it('hides a members-only group from those who may not see it, as the event does', async () => {
    await withChange(
      sql`UPDATE ticket_groups SET hidden_type = 'public_member_only' WHERE id = ${f.groups.premium}::uuid`,
      sql`UPDATE ticket_groups SET hidden_type = 'public_browsable' WHERE id = ${f.groups.premium}::uuid`,
      async () => {
        const event = (await visitor().get<ApiEvent>(`/api/events/${f.eventId}`)).body;
        expect(event.ticket_group?.map((g) => g.id)).toEqual([f.groups.standard, f.groups.general]);
        expect(seatNamed(await geometry(), 'Stalls A1')).toMatchObject({ ticket_groups: '', state: 'unavailable' });
        expect(seatNamed(await geometry(), 'Stalls B1')).toMatchObject({ ticket_groups: f.groups.standard, state: 'available' });
      },
    );
  });

  it('answers 404 for an unknown event or session, a session of another event and an event without a seat map', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await seatMap('?_withgeometry', unknown), 404, 'not_found', 'event');
    expectError(await seatMap('?_withgeometry', 'not-a-uuid'), 404, 'not_found', 'event');
    expectError(await seatMap('?_withgeometry', f.eventId, unknown), 404, 'not_found', 'event_session');
    expectError(await seatMap('?_withgeometry', f.eventId, 'not-a-uuid'), 404, 'not_found', 'event_session');
    expectError(await seatMap('', f.eventId, t.f.sessions.s1), 404, 'not_found', 'event_session');
    expectError(await seatMap('', t.f.event.id, t.f.sessions.s1), 404, 'not_found', 'seat_map');
  });

  it('refuses unknown query keys and values', async () => {
    expectError(await seatMap('?_withgeometry&utm_source=mail'), 400, 'validation_failed');
    expectError(await seatMap('?_withgeometry=yes'), 400, 'validation_failed');
    expectError(await seatMap('?_withgeometry=1&_withgeometry=1'), 400, 'validation_failed');
  });

  it('answers the stored background sanitised, again when the layout changes', async () => {
    const stored = '<svg><script>alert(1)</script><rect width="5" height="5" onclick="x()"/><text>STAGE</text></svg>';
    await withChange(
      sql`UPDATE seat_layouts SET background = ${stored}, version = 2 WHERE id = ${f.layoutId}::uuid`,
      sql`UPDATE seat_layouts SET background = '', version = 1 WHERE id = ${f.layoutId}::uuid`,
      async () => {
        const map = await geometry();
        expect(map.layout_version).toBe(2);
        expect(map.map_geometry.background).toBe('<svg><rect width="5" height="5"></rect><text>STAGE</text></svg>');
        expect((await seatMap('')).body.layout_version).toBe(2);
      },
    );
  });
});

describe.each(databaseKinds)('demo seat maps (%s)', (kind) => {
  const MUSEUM = 'city-museum';
  const OPERA = catalogueIds.event(MUSEUM, 'opera-gala');
  const ARENA = catalogueIds.event(MUSEUM, 'arena-spectacular');
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await loadDemo(t.app.db, { now: t.clock.now(), passwords: t.app.passwords });
  });
  afterAll(() => t.close());
  const firstSession = async (eventId: string) =>
    (await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${eventId}/sessions?_limit=1`)).body.data[0]?.id ?? '';
  const geometry = async (eventId: string) => (await seatMapOf(new Browser(t.app), eventId, await firstSession(eventId))).body as GeometryMap;

  /** Names of the seats whose neighbours do not point back at them, or lie in another row. */
  function brokenChains(map: GeometryMap): string[] {
    const byName = new Map(map.seats.map((s) => [s.name, s]));
    return map.seats
      .filter((seat) => {
        const next = seat.next === null ? undefined : byName.get(seat.next);
        const previous = seat.previous === null ? undefined : byName.get(seat.previous);
        if (seat.next !== null && (next?.previous !== seat.name || next.section !== seat.section || next.row !== seat.row)) return true;
        return seat.previous !== null && previous?.next !== seat.name;
      })
      .map((s) => s.name);
  }

  it('has the theatre: 600 seats, three zones by colour group, aisles and four wheelchair places', async () => {
    const map = await geometry(OPERA);
    const group = (zone: string) => catalogueIds.ticketGroup(MUSEUM, 'opera-gala', zone);
    expect(map.map_geometry.width).toBe(1000);
    for (const label of ['STAGE', 'STALLS', 'BALCONY']) expect(map.map_geometry.background).toContain(label);
    expect(map.seats).toHaveLength(600);
    expect([map.seats[0]?.name, map.seats.at(-1)?.name]).toEqual(['Stalls A1', 'Balcony F20']);
    expect(seatNamed(map, 'Stalls C12')).toMatchObject({ r: 8, ticket_groups: group('premium'), previous: 'Stalls C11', next: 'Stalls C13' });
    expect([seatNamed(map, 'Stalls C8').next, seatNamed(map, 'Stalls C9').previous, seatNamed(map, 'Stalls C22').next]).toEqual([null, null, null]);
    expect(seatNamed(map, 'Stalls F12').ticket_groups).toBe(group('standard'));
    expect(seatNamed(map, 'Balcony A3').ticket_groups).toBe(group('balcony'));
    const unavailable = map.seats.filter((s) => s.state !== 'available');
    expect(unavailable.map((s) => [s.name, s.ticket_groups, s.state])).toEqual(
      ['P27', 'P28', 'P29', 'P30'].map((n) => [`Stalls ${n}`, '', 'unavailable']),
    );
    expect(brokenChains(map)).toEqual([]);
  });

  it('has the arena: 10,000 seats, their geometry read once per layout version', async () => {
    const browser = new Browser(t.app);
    const session = await firstSession(ARENA);
    const started = performance.now();
    const reply = await seatMapOf(browser, ARENA, session);
    const withGeometryMs = performance.now() - started;
    const refreshStarted = performance.now();
    const refresh = await seatMapOf(browser, ARENA, session, '');
    const stateOnlyMs = performance.now() - refreshStarted;
    const againStarted = performance.now();
    const again = await seatMapOf(browser, ARENA, session);
    const againMs = performance.now() - againStarted;
    console.log(
      `seat map (${kind}): the arena's 10,000 seats with geometry in ${withGeometryMs.toFixed(0)} ms (then ${againMs.toFixed(0)} ms, the geometry kept), the states alone in ${stateOnlyMs.toFixed(0)} ms`,
    );
    expect(again.body).toEqual(reply.body);
    const map = reply.body as GeometryMap;
    expect(map.seats).toHaveLength(10_000);
    expect(new Set(map.seats.map((s) => s.name)).size).toBe(10_000);
    expect(map.seats.every((s) => s.state === 'available')).toBe(true);
    expect(refresh.body.seats).toEqual([]);
    expect(seatNamed(map, 'Section 101 A1')).toMatchObject({ section: 'Section 101', row: 'A', number: '1', previous: null, next: 'Section 101 A2' });
    expect(seatNamed(map, 'Section 116 Y25')).toMatchObject({ ticket_groups: catalogueIds.ticketGroup(MUSEUM, 'arena-spectacular', 'balcony'), next: null });
    expect(brokenChains(map)).toEqual([]);
  });
});
