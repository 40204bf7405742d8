import { sql } from 'drizzle-orm';
import type { ApiEvent, ApiList, ApiSeat, ApiSeatMap, ApiSeatStateEntry, ApiSession } from '@storefront/shared/wire';
import { eventIdOf, groupIdOf } from '../src/db/seed-data';
import { ensureDemoData } from '../src/db/seed';
import { sanitizeLayoutBackground } from '../src/services/seat-layout-markup';
import { Browser, buildTestApp, clearActivity, databaseKinds, expectError, type TestApp } from './helper';

const MUSEUM = 'city-museum';
const OPERA = eventIdOf(MUSEUM, 'opera-gala');
const SNOW_QUEEN = eventIdOf(MUSEUM, 'snow-queen');
const ARENA = eventIdOf(MUSEUM, 'arena-spectacular');
const group = (eventKey: string, zone: 'premium' | 'standard' | 'balcony') => groupIdOf(MUSEUM, eventKey, zone);

type GeometryMap = Extract<ApiSeatMap, { map_geometry: object }>;

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
  let t: TestApp;
  const visitor = () => new Browser(t.app);
  const firstSession = async (eventId: string) =>
    (await visitor().get<ApiList<ApiSession>>(`/api/events/${eventId}/sessions?_limit=1`)).body.data[0]?.id ?? '';
  const seatMap = (eventId: string, sessionId: string, query = '?_withgeometry') =>
    visitor().get<ApiSeatMap>(`/api/events/${eventId}/sessions/${sessionId}/seat_map${query}`);
  const geometry = async (eventId: string, sessionId: string) => (await seatMap(eventId, sessionId)).body as GeometryMap;
  const states = async (eventId: string, sessionId: string) => (await seatMap(eventId, sessionId, '')).body.seats as ApiSeatStateEntry[];
  const seatNamed = (map: GeometryMap, name: string): ApiSeat => {
    const seat = map.seats.find((s) => s.name === name);
    if (!seat) throw new Error(`${name} is not on the map`);
    return seat;
  };
  /** A ticket holding `seat` at `sessionId` in a cart of state `cartState` that expires in `seconds`. */
  async function holdSeat(eventId: string, groupId: string, sessionId: string, seat: ApiSeat, cartState: 'pending' | 'completed', seconds = 900) {
    const expires = new Date(t.clock.now().getTime() + seconds * 1000).toISOString();
    await t.app.db.execute(sql`
      WITH who AS (INSERT INTO identities (kind) VALUES ('public') RETURNING id),
        cart AS (
          INSERT INTO carts (seller_id, identity_id, state, currency_code, channel, campaign, expires_at)
          SELECT e.seller_id, who.id, ${cartState}, 'USD', 'web', '{}'::jsonb, ${expires}::timestamptz
          FROM who, event_templates e WHERE e.id = ${eventId}::uuid RETURNING id
        )
      INSERT INTO tickets (cart_id, state, event_session_id, event_template_id, ticket_group_id, ticket_type_id,
        face_value_minor, adjusted_value_minor, seat_template_id, seat_name)
      SELECT cart.id, ${cartState === 'pending' ? 'in_cart' : 'booked'}, ${sessionId}::uuid, ${eventId}::uuid, ${groupId}::uuid,
        (SELECT id FROM ticket_types WHERE ticket_group_id = ${groupId}::uuid ORDER BY rank LIMIT 1), 5500, 5500,
        ${seat.seat_template_id}::uuid, ${seat.name}
      FROM cart`);
  }

  beforeAll(async () => {
    t = await buildTestApp(kind);
    await ensureDemoData(t.app.db, { now: t.clock.now() });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.clock.reset();
    await clearActivity(t.app);
  });

  it('answers the theatre with its geometry, every seat, its groups by zone and its neighbours', async () => {
    const session = await firstSession(OPERA);
    const reply = await seatMap(OPERA, session);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const map = reply.body as GeometryMap;
    expect(Object.keys(map).sort()).toEqual(['event_session_id', 'layout_version', 'map_geometry', 'seat_layout_id', 'seats']);
    expect(map).toMatchObject({ event_session_id: session, layout_version: 1 });
    expect(map.map_geometry).toMatchObject({ width: 1000, height: 900 });
    for (const label of ['STAGE', 'STALLS', 'BALCONY']) expect(map.map_geometry.background).toContain(label);
    expect(map.seats).toHaveLength(600);

    expect(seatNamed(map, 'Stalls C12')).toEqual({
      seat_template_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Stalls C12',
      section: 'Stalls',
      row: 'C',
      number: '12',
      x: expect.any(Number),
      y: expect.any(Number),
      r: 8,
      ticket_groups: group('opera-gala', 'premium'),
      previous: 'Stalls C11',
      next: 'Stalls C13',
      state: 'available',
    });
    // The aisles break the chain: C8 | C9 … C22 | C23.
    expect([seatNamed(map, 'Stalls C8').next, seatNamed(map, 'Stalls C9').previous]).toEqual([null, null]);
    expect(seatNamed(map, 'Stalls C22').next).toBeNull();
    expect(seatNamed(map, 'Stalls F12').ticket_groups).toBe(group('opera-gala', 'standard'));
    expect(seatNamed(map, 'Balcony A3')).toMatchObject({ section: 'Balcony', ticket_groups: group('opera-gala', 'balcony'), state: 'available' });
    // Row P ends in four wheelchair places that no group sells.
    const wheelchair = map.seats.filter((s) => s.ticket_groups === '');
    expect(wheelchair.map((s) => [s.name, s.state])).toEqual(['P27', 'P28', 'P29', 'P30'].map((n) => [`Stalls ${n}`, 'unavailable']));
    expect(map.seats.filter((s) => s.state === 'available')).toHaveLength(596);
    // Reading order: stalls A1 first, balcony F20 last.
    expect([map.seats[0]?.name, map.seats.at(-1)?.name]).toEqual(['Stalls A1', 'Balcony F20']);
  });

  it('answers only the seats that are not available without the geometry', async () => {
    const session = await firstSession(SNOW_QUEEN);
    const reply = await seatMap(SNOW_QUEEN, session, '');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(Object.keys(reply.body).sort()).toEqual(['event_session_id', 'layout_version', 'seat_layout_id', 'seats']);
    const map = await geometry(SNOW_QUEEN, session);
    const wheelchairIds = map.seats.filter((s) => s.state === 'unavailable').map((s) => s.seat_template_id);
    expect(reply.body.seats).toEqual(wheelchairIds.map((id) => ({ seat_template_id: id, state: 'unavailable' })));
    for (const present of ['true', '1', '']) {
      expect((await seatMap(SNOW_QUEEN, session, `?_withgeometry=${present}`)).body.map_geometry).toBeDefined();
    }
    for (const absent of ['false', '0']) {
      expect((await seatMap(SNOW_QUEEN, session, `?_withgeometry=${absent}`)).body.map_geometry).toBeUndefined();
    }
  });

  it('books a seat held by a live cart, and frees it when that cart expires', async () => {
    const session = await firstSession(SNOW_QUEEN);
    const before = await geometry(SNOW_QUEEN, session);
    const held = seatNamed(before, 'Stalls C12');
    const sold = seatNamed(before, 'Balcony B4');
    await holdSeat(SNOW_QUEEN, group('snow-queen', 'premium'), session, held, 'pending');
    await holdSeat(SNOW_QUEEN, group('snow-queen', 'balcony'), session, sold, 'completed');
    const during = await geometry(SNOW_QUEEN, session);
    expect([seatNamed(during, 'Stalls C12').state, seatNamed(during, 'Balcony B4').state]).toEqual(['booked', 'booked']);
    expect(await states(SNOW_QUEEN, session)).toEqual(
      expect.arrayContaining([
        { seat_template_id: held.seat_template_id, state: 'booked' },
        { seat_template_id: sold.seat_template_id, state: 'booked' },
      ]),
    );
    expect(await states(SNOW_QUEEN, session)).toHaveLength(6);
    // Another session of the same layout is untouched.
    const other = (await visitor().get<ApiList<ApiSession>>(`/api/events/${SNOW_QUEEN}/sessions?_limit=2`)).body.data[1]?.id ?? '';
    expect(seatNamed(await geometry(SNOW_QUEEN, other), 'Stalls C12').state).toBe('available');

    t.clock.advance(901);
    const after = await geometry(SNOW_QUEEN, session);
    expect([seatNamed(after, 'Stalls C12').state, seatNamed(after, 'Balcony B4').state]).toEqual(['available', 'booked']);
  });

  it('makes a zone unavailable when its groups are closed or sold out, and every seat when the session is', async () => {
    const session = await firstSession(OPERA);
    const premium = group('opera-gala', 'premium');
    const balcony = group('opera-gala', 'balcony');
    const now = t.clock.now().toISOString();
    try {
      await t.app.db.execute(sql`UPDATE ticket_groups SET sales_end = ${now}::timestamptz WHERE id = ${premium}::uuid`);
      await t.app.db.execute(sql`UPDATE ticket_groups SET capacity = 0 WHERE id = ${balcony}::uuid`);
      const map = await geometry(OPERA, session);
      expect(seatNamed(map, 'Stalls C12')).toMatchObject({ ticket_groups: premium, state: 'unavailable' });
      expect(seatNamed(map, 'Balcony A3')).toMatchObject({ ticket_groups: balcony, state: 'unavailable' });
      expect(seatNamed(map, 'Stalls F12').state).toBe('available');
      // 70 premium, 120 balcony, 4 wheelchair places.
      expect(await states(OPERA, session)).toHaveLength(194);
    } finally {
      await t.app.db.execute(sql`UPDATE ticket_groups SET sales_end = NULL, capacity = -1 WHERE id IN (${premium}::uuid, ${balcony}::uuid)`);
    }

    try {
      await t.app.db.execute(sql`UPDATE event_sessions SET capacity = 0 WHERE id = ${session}::uuid`);
      expect((await states(OPERA, session)).every((s) => s.state === 'unavailable')).toBe(true);
      expect(await states(OPERA, session)).toHaveLength(600);
    } finally {
      await t.app.db.execute(sql`UPDATE event_sessions SET capacity = 596 WHERE id = ${session}::uuid`);
    }

    t.clock.advance(13 * 86_400);
    const past = await geometry(OPERA, session);
    expect(past.seats.filter((s) => s.state !== 'unavailable')).toEqual([]);
  });

  it('shows a members-only group only to its members, as the event does', async () => {
    const session = await firstSession(OPERA);
    const balcony = group('opera-gala', 'balcony');
    try {
      await t.app.db.execute(sql`UPDATE ticket_groups SET hidden_type = 'public_member_only' WHERE id = ${balcony}::uuid`);
      const event = (await visitor().get<ApiEvent>(`/api/events/${OPERA}`)).body;
      expect(event.ticket_group?.map((g) => g.id)).not.toContain(balcony);
      expect(seatNamed(await geometry(OPERA, session), 'Balcony A3')).toMatchObject({ ticket_groups: '', state: 'unavailable' });
      const member = visitor();
      await member.post('/api/login', { username: 'member@example.com', password: 'Member-Pass-1' });
      const asMember = (await member.get<ApiSeatMap>(`/api/events/${OPERA}/sessions/${session}/seat_map?_withgeometry`)).body as GeometryMap;
      expect(seatNamed(asMember, 'Balcony A3')).toMatchObject({ ticket_groups: balcony, state: 'available' });
    } finally {
      await t.app.db.execute(sql`UPDATE ticket_groups SET hidden_type = 'public_browsable' WHERE id = ${balcony}::uuid`);
    }
  });

  it('answers 404 for an unknown event or session, a session of another event and an event without a seat map', async () => {
    const opera = await firstSession(OPERA);
    const snowQueen = await firstSession(SNOW_QUEEN);
    const admission = eventIdOf(MUSEUM, 'general-admission');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await seatMap(unknown, opera), 404, 'not_found', 'event');
    expectError(await seatMap('not-a-uuid', opera), 404, 'not_found', 'event');
    expectError(await seatMap(OPERA, unknown), 404, 'not_found', 'event_session');
    expectError(await seatMap(OPERA, 'not-a-uuid'), 404, 'not_found', 'event_session');
    expectError(await seatMap(OPERA, snowQueen), 404, 'not_found', 'event_session');
    expectError(await seatMap(admission, await firstSession(admission)), 404, 'not_found', 'seat_map');
  });

  it('refuses unknown query keys and values', async () => {
    const session = await firstSession(OPERA);
    expectError(await seatMap(OPERA, session, '?_withgeometry&utm_source=mail'), 400, 'validation_failed');
    expectError(await seatMap(OPERA, session, '?_withgeometry=yes'), 400, 'validation_failed');
    expectError(await seatMap(OPERA, session, '?_withgeometry=1&_withgeometry=1'), 400, 'validation_failed');
  });

  it('answers the background sanitised, again when the layout changes', async () => {
    const session = await firstSession(OPERA);
    const { seat_layout_id: layoutId, layout_version: version } = await geometry(OPERA, session);
    const stored = '<svg><script>alert(1)</script><rect width="5" height="5" onclick="x()"/><text>STAGE</text></svg>';
    const original = await t.app.db.execute(sql`SELECT background FROM seat_layouts WHERE id = ${layoutId}::uuid`);
    const originalBackground = (original as unknown as { rows: { background: string }[] }).rows[0]?.background ?? '';
    expect(originalBackground).toBe(sanitizeLayoutBackground(originalBackground));
    try {
      await t.app.db.execute(sql`UPDATE seat_layouts SET background = ${stored}, version = version + 1 WHERE id = ${layoutId}::uuid`);
      const map = await geometry(OPERA, session);
      expect(map.layout_version).toBe(version + 1);
      expect(map.map_geometry.background).toBe('<svg><rect width="5" height="5"></rect><text>STAGE</text></svg>');
    } finally {
      await t.app.db.execute(sql`UPDATE seat_layouts SET background = ${originalBackground}, version = ${version} WHERE id = ${layoutId}::uuid`);
    }
  });

  it('answers the 10,000 seats of the arena with consistent neighbours', async () => {
    const session = await firstSession(ARENA);
    const started = performance.now();
    const reply = await seatMap(ARENA, session);
    const withGeometryMs = performance.now() - started;
    const refreshStarted = performance.now();
    const refresh = await seatMap(ARENA, session, '');
    const stateOnlyMs = performance.now() - refreshStarted;
    console.log(`seat map (${kind}): the arena's 10,000 seats with geometry in ${withGeometryMs.toFixed(0)} ms, states alone in ${stateOnlyMs.toFixed(0)} ms`);
    const map = reply.body as GeometryMap;
    expect(map.seats).toHaveLength(10_000);
    expect(refresh.body.seats).toEqual([]);
    expect(map.seats.every((s) => s.state === 'available')).toBe(true);
    expect(new Set(map.seats.map((s) => s.name)).size).toBe(10_000);
    expect(seatNamed(map, 'Section 101 A1')).toMatchObject({ section: 'Section 101', row: 'A', number: '1', previous: null, next: 'Section 101 A2' });
    expect(seatNamed(map, 'Section 116 Y25').ticket_groups).toBe(group('arena-spectacular', 'balcony'));

    for (const layout of [map, await geometry(OPERA, await firstSession(OPERA))]) {
      const byName = new Map(layout.seats.map((s) => [s.name, s]));
      // Every next's previous is the seat itself (and back), within its section and row.
      const broken = layout.seats.filter((seat) => {
        const next = seat.next === null ? undefined : byName.get(seat.next);
        const previous = seat.previous === null ? undefined : byName.get(seat.previous);
        if (seat.next !== null && (next?.previous !== seat.name || next.section !== seat.section || next.row !== seat.row)) return true;
        return seat.previous !== null && previous?.next !== seat.name;
      });
      expect(broken.map((s) => s.name)).toEqual([]);
    }
  });
});
