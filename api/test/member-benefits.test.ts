/**
 * Member benefits (spec 01 §5, spec 03 §3; ADR 0021): allowances per event by ticket type
 * name with the `*` wildcard taking the overflow, counted over the member's bookings and live
 * carts inside the reservation transaction, and member tickets for sessions beyond the
 * membership's end (`member_reserve_session_beyond_term`).
 */
import type { ApiCart, ApiReservationItem, ApiUser } from '@storefront/shared/wire';
import { and, eq, inArray } from 'drizzle-orm';
import {
  eventSessions,
  eventTemplates,
  membershipLevels,
  memberships,
  sellers,
  ticketGroups,
  tickets as ticketRows,
  ticketTypes,
  venues,
} from '../src/infra/db/schema';
import { one, tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { createMembershipFixture, type MembershipFixture } from './membership-fixtures';
import { card, payWithKey } from './pay-helpers';

interface Preview {
  eventId: string;
  memberId: string;
  guestId: string;
  childGuestId: string;
  /** June 20, 2030. */
  early: string;
  /** August 1, 2031: after a membership ending January 1, 2031. */
  late: string;
}

describe.each(databaseKinds)('member benefits (%s)', (kind) => {
  const t = useFixtureApp(kind);
  let m: MembershipFixture;
  let p: Preview;

  beforeAll(async () => {
    m = await createMembershipFixture(t.app, t.f);
    const db = t.app.db;
    await db.update(membershipLevels).set({ benefits: { Member: 1, 'Member guest': 1 } }).where(eq(membershipLevels.id, m.individual.levelId));
    await db.update(membershipLevels).set({ benefits: { Member: 2, '*': 2 } }).where(eq(membershipLevels.id, m.family.levelId));
    const [venue] = await db.select().from(venues).where(eq(venues.sellerId, t.f.sellerId));
    const event = await one(
      db
        .insert(eventTemplates)
        .values({
          sellerId: t.f.sellerId,
          venueId: venue?.id ?? '',
          name: 'Members’ Preview',
          subtitle: null,
          description: null,
          summary: null,
          category: 'Exhibitions',
          eventType: 'repeating',
          hiddenType: 'public_member_only',
          meta: {},
          config: {},
        })
        .returning(),
    );
    const group = await one(
      db
        .insert(ticketGroups)
        .values({ eventTemplateId: event.id, name: 'Preview', description: null, handler: 'tickets', hiddenType: 'public_browsable', minTicketsPerOrder: 0, maxTicketsPerOrder: 10, rank: 0, meta: {} })
        .returning(),
    );
    const type = async (name: string, priceMinor: number, member: boolean, rank: number) =>
      (
        await one(
          db
            .insert(ticketTypes)
            .values({ ticketGroupId: group.id, name, description: null, summary: null, priceMinor, priceMinMinor: null, priceMaxMinor: null, rank, memberEventTicketType: member })
            .returning(),
        )
      ).id;
    const session = async (start: string) =>
      (
        await one(
          db
            .insert(eventSessions)
            .values({ eventTemplateId: event.id, startDatetime: new Date(start), endDatetime: new Date(Date.parse(start) + 3600_000), capacity: 50, oversellCapacity: 0 })
            .returning(),
        )
      ).id;
    p = {
      eventId: event.id,
      memberId: await type('Member', 0, true, 0),
      guestId: await type('Member guest', 1500, false, 1),
      childGuestId: await type('Child guest', 500, false, 2),
      early: await session('2030-06-20T13:00:00Z'),
      late: await session('2031-08-01T13:00:00Z'),
    };
  });
  afterEach(async () => {
    await t.app.db.delete(memberships);
    await t.app.db.update(sellers).set({ web: {} }).where(eq(sellers.id, t.f.sellerId));
  });

  let accounts = 0;
  /** A signed-in member of `level` from a year before the test clock's start to January 1, 2031. */
  async function member(level: 'individual' | 'family', autoRenewState: 'none' | 'scheduled' = 'none') {
    accounts += 1;
    const browser = new Browser(t.app);
    const res = await browser.post<ApiUser>('/api/user', {
      first_name: 'Ada',
      last_name: 'Byron',
      email: `benefits.${kind}.${accounts}@example.com`,
      password: 'Member-Pass-1',
    });
    expect(res.status).toBe(201);
    await t.app.db.insert(memberships).values({
      userId: res.body.id,
      scanCode: `TB-${String(accounts).padStart(6, '0')}`,
      levelName: level === 'individual' ? 'Individual' : 'Family',
      validFrom: new Date('2029-07-01T04:00:00Z'),
      validTo: new Date('2031-01-01T05:00:00Z'),
      autoRenewState,
      memberEventPurchaseLimit: null,
      eventTemplateId: m.eventId,
      ticketGroupId: m[level].groupId,
      programId: m.programId,
      levelId: m[level].levelId,
    });
    return browser;
  }

  const reserve = (browser: Browser, items: ApiReservationItem[], cartId?: string) =>
    cartId
      ? browser.post<ApiCart>(`/api/my/cart/${cartId}/modify`, { reserve: { tickets: items } })
      : browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } });

  it('an allowance per ticket type name: within it the member reserves, beyond it the refusal names the type and allowance', async () => {
    const browser = await member('individual');
    const cart = await reserve(browser, [...tickets(p.memberId, p.early, 1), ...tickets(p.guestId, p.early, 1)]);
    expect(cart.status).toBe(200);
    const refused = expectError(await reserve(browser, tickets(p.guestId, p.early, 1), cart.body.id), 422, 'member_limit_exceeded', 'reserve');
    expect(refused._description).toBe('Your membership includes 1 Member guest ticket per event.');
    expect(refused._extra).toMatchObject({ event_template_id: p.eventId, ticket_type_name: 'Member guest', allowance: 1, requested: 2 });
    // A type the level names no allowance for, and no wildcard.
    const child = expectError(await reserve(browser, tickets(p.childGuestId, p.early, 1), cart.body.id), 422, 'member_limit_exceeded');
    expect(child._description).toBe('Your membership does not include Child guest tickets.');
  });

  it('tickets beyond their own allowance draw on the * wildcard, shared by every type', async () => {
    const browser = await member('family');
    // Member 2 of 2; guests take the wildcard's 2.
    const cart = await reserve(browser, [...tickets(p.memberId, p.early, 2), ...tickets(p.guestId, p.early, 1), ...tickets(p.childGuestId, p.early, 1)]);
    expect(cart.status).toBe(200);
    const guest = expectError(await reserve(browser, tickets(p.guestId, p.early, 1), cart.body.id), 422, 'member_limit_exceeded');
    expect(guest._description).toBe('Your membership includes 2 more member tickets per event.');
    const third = expectError(await reserve(browser, tickets(p.memberId, p.early, 1), cart.body.id), 422, 'member_limit_exceeded');
    expect(third._description).toBe('Your membership includes 2 Member tickets and 2 more member tickets per event.');
  });

  it('booked tickets of the event count against the allowance', async () => {
    const browser = await member('individual');
    const cart = await reserve(browser, [...tickets(p.memberId, p.early, 1), ...tickets(p.guestId, p.early, 1)]);
    expect((await browser.post(`/api/my/cart/${cart.body.id}/checkout`)).status).toBe(200);
    const paid = await payWithKey(t.app, browser, `/api/my/cart/${cart.body.id}/pay`, { payments: [card('15.00')] });
    expect(paid.body.state).toBe('completed');
    const again = expectError(await reserve(browser, tickets(p.guestId, p.early, 1)), 422, 'member_limit_exceeded');
    expect(again._extra).toMatchObject({ requested: 2 });
  });

  it('two reservations at once in two carts cannot take one allowance twice', async () => {
    const browser = await member('individual');
    // Two carts made first (making carts is serialised per owner already), then reserved into at once.
    const carts = await Promise.all([1, 2].map(async () => (await browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' } })).body.id));
    const replies = await Promise.all(carts.map((cartId) => reserve(browser, tickets(p.guestId, p.early, 1), cartId)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
    const held = await t.app.db
      .select({ id: ticketRows.id })
      .from(ticketRows)
      .where(and(eq(ticketRows.ticketTypeId, p.guestId), inArray(ticketRows.state, ['in_cart', 'held'])));
    expect(held).toHaveLength(1);
  });

  it('a level without benefits has no allowance limit', async () => {
    await t.app.db.update(membershipLevels).set({ benefits: {} }).where(eq(membershipLevels.id, m.individual.levelId));
    try {
      const browser = await member('individual');
      expect((await reserve(browser, tickets(p.guestId, p.early, 3))).status).toBe(200);
    } finally {
      await t.app.db.update(membershipLevels).set({ benefits: { Member: 1, 'Member guest': 1 } }).where(eq(membershipLevels.id, m.individual.levelId));
    }
  });

  it('member tickets for a session after the membership ends: refused unless the seller allows it always or while auto-renew is scheduled', async () => {
    const setting = (value: string) =>
      t.app.db.update(sellers).set({ web: { member_reserve_session_beyond_term: value } }).where(eq(sellers.id, t.f.sellerId));
    const browser = await member('individual');
    const refused = expectError(await reserve(browser, tickets(p.memberId, p.late, 1)), 403, 'membership_expires_before_session', 'reserve');
    expect(refused._description).toBe('Your membership expires before this session. Please renew your membership to book it.');
    expect(refused._extra).toMatchObject({ event_session_id: p.late, membership_valid_to: '2031-01-01T05:00:00.000Z' });
    // Member ticket types of a public event count too.
    await t.app.db.update(ticketTypes).set({ memberEventTicketType: true }).where(eq(ticketTypes.id, t.f.event.childId));
    try {
      expect((await reserve(browser, tickets(t.f.event.childId, t.f.sessions.s1, 1))).status).toBe(200);
    } finally {
      await t.app.db.update(ticketTypes).set({ memberEventTicketType: false }).where(eq(ticketTypes.id, t.f.event.childId));
    }

    await setting('if_autorenew');
    expectError(await reserve(browser, tickets(p.memberId, p.late, 1)), 403, 'membership_expires_before_session');
    const renewing = await member('individual', 'scheduled');
    expect((await reserve(renewing, tickets(p.memberId, p.late, 1))).status).toBe(200);

    await setting('always');
    expect((await reserve(browser, tickets(p.memberId, p.late, 1))).status).toBe(200);
  });
});
