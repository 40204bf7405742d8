/**
 * Buying and renewing memberships (spec 03 §3–§5, §7; ADR 0021): the membership rules and the
 * renewal window under reservation, the membership created or extended when the order
 * completes, `GET my/membership` and cancelling auto-renew.
 */
import type { ApiCart, ApiList, ApiMembership, ApiMyMembership, ApiReservationItem, ApiTicketOrder, ApiUser } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../src/infra/db/schema';
import { currentMemberships } from '../src/memberships/memberships';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { createMembershipFixture, type MembershipFixture } from './membership-fixtures';
import { card, guestIdentity, payWithKey } from './pay-helpers';
import { userIdOf } from './sign-in-fixtures';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('memberships (%s)', (kind) => {
  const t = useFixtureApp(kind);
  let m: MembershipFixture;
  beforeAll(async () => {
    m = await createMembershipFixture(t.app, t.f);
  });
  beforeEach(async () => {
    await t.app.db.delete(memberships);
  });

  const individual = (admitName?: string): ApiReservationItem => ({
    ticket_type_id: m.individual.memberId,
    ...(admitName ? { admit_name: admitName } : {}),
  });
  const family = (adults: string[], children: number): ApiReservationItem[] => [
    { ticket_type_id: m.family.householdId },
    ...adults.map((admit_name) => ({ ticket_type_id: m.family.adultId, admit_name })),
    ...Array.from({ length: children }, () => ({ ticket_type_id: m.family.childId })),
  ];

  function reserve(browser: Browser, items: ApiReservationItem[], cartId?: string) {
    return cartId
      ? browser.post<ApiCart>(`/api/my/cart/${cartId}/modify`, { reserve: { tickets: items } })
      : browser.post<ApiCart>('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: items } });
  }

  let accounts = 0;
  /** A new signed-in member account without a membership. */
  async function signUp(): Promise<{ browser: Browser; email: string; userId: string }> {
    accounts += 1;
    const email = `member.${kind}.${accounts}@example.com`;
    const browser = new Browser(t.app);
    const res = await browser.post<ApiUser>('/api/user', { first_name: 'Ada', last_name: 'Byron', email, password: 'Member-Pass-1' });
    expect(res.status).toBe(201);
    return { browser, email, userId: res.body.id };
  }

  async function holdMembership(userId: string, validFrom: Date, validTo: Date, scanCode = 'TM-000777') {
    await t.app.db.insert(memberships).values({
      userId,
      scanCode,
      levelName: 'Individual',
      validFrom,
      validTo,
      autoRenewState: 'none',
      memberEventPurchaseLimit: 4,
      eventTemplateId: m.eventId,
      ticketGroupId: m.individual.groupId,
      programId: m.programId,
      levelId: m.individual.levelId,
    });
  }

  /** The signed-in member buys the cart by card, asking for auto-renew or not. */
  async function memberPays(browser: Browser, cart: ApiCart, amount: string, autoRenew: boolean) {
    expect((await browser.post<ApiCart>(`/api/my/cart/${cart.id}/checkout`)).status).toBe(200);
    const paid = await payWithKey(t.app, browser, `/api/my/cart/${cart.id}/pay`, { payments: [card(amount)], auto_renew: autoRenew });
    expect(paid.body.state).toBe('completed');
    return paid.body;
  }

  const mine = async (browser: Browser) => (await browser.get<ApiList<ApiMyMembership>>('/api/my/membership')).body.data;

  it('membership rules: counts per party role within min and max, names for named roles, at least one member', async () => {
    const browser = new Browser(t.app);
    const refused = async (items: ApiReservationItem[], description: string, cartId?: string) => {
      const entry = expectError(await reserve(browser, items, cartId), 422, 'validation_failed', 'membership');
      expect(entry._description).toBe(description);
      return entry;
    };
    await refused([individual('Ada Byron'), individual('Ann Byron')], 'Member: please choose at most 1 for the Individual membership.');
    const unnamed = await refused([individual()], 'Please enter the first and last name of each Member.');
    expect(unnamed._extra).toMatchObject({ field: 'admit_name', ticket_type_id: m.individual.memberId });
    await refused([{ ticket_type_id: m.individual.addOnId }], 'At least one member is required to purchase a membership');
    await refused([{ ticket_type_id: m.family.adultId, admit_name: 'Ada Byron' }], 'Household: please choose at least 1 for the Family membership.');
    await refused(family(['Ada Byron'], 0).slice(0, 1), 'Adult: please choose at least 1 for the Family membership.');
    // A negative max means 10.
    await refused(family(['Ada Byron'], 11), 'Child: please choose at most 10 for the Family membership.');

    const full = await reserve(browser, family(['Ada Byron', 'Ann Byron'], 10));
    expect(full.status).toBe(200);
    // The cart's live tickets of the level count too.
    await refused([{ ticket_type_id: m.family.adultId, admit_name: 'Lord Byron' }], 'Adult: please choose at most 2 for the Family membership.', full.body.id);
    expect((await reserve(browser, tickets(t.f.event.adultId, t.f.sessions.s1, 1), full.body.id)).status).toBe(200);
  });

  it('a cart holds tickets of one membership level per program', async () => {
    const browser = new Browser(t.app);
    const both = expectError(await reserve(browser, [individual('Ada Byron'), ...family(['Ann Byron'], 0)]), 409, 'membership_in_cart');
    expect(both._description).toBe('A membership is already in your cart. Please check out or remove it first.');
    const cart = await reserve(browser, [individual('Ada Byron')]);
    expect(cart.status).toBe(200);
    const again = expectError(await reserve(browser, family(['Ann Byron'], 1), cart.body.id), 409, 'membership_in_cart');
    expect(again._extra).toMatchObject({ membership_program_id: m.programId, role_id: m.individual.levelId });
  });

  it('renewal: a current member is refused before the window opens, with the date; inside it, lapsed, or as a gift they may buy', async () => {
    const { browser, userId } = await signUp();
    // Ends at midnight on January 1, 2031 in New York; renewal opens 60 days before.
    await holdMembership(userId, new Date('2030-01-01T05:00:00Z'), new Date('2031-01-01T05:00:00Z'));
    const refused = expectError(await reserve(browser, [individual('Ada Byron')]), 409, 'renewal_not_open', 'membership');
    expect(refused._description).toBe('Your membership can be renewed from November 2, 2030.');
    expect(refused._extra.renewable_from).toBe('2030-11-02T04:00:00.000Z');

    // A gift does not renew the buyer's membership.
    const gift = await browser.post('/api/my/cart/modify', { create: { channel: 'web' }, reserve: { tickets: [individual('Ann Byron')], gift: true } });
    expect(gift.status).toBe(200);

    t.clock.advance((Date.parse('2030-11-02T04:00:00Z') - t.clock.now().getTime()) / 1000);
    expect((await reserve(browser, [individual('Ada Byron')])).status).toBe(200);

    const lapsed = await signUp();
    await holdMembership(lapsed.userId, new Date('2029-01-01T05:00:00Z'), new Date('2030-01-01T05:00:00Z'), 'TM-000778');
    expect((await reserve(lapsed.browser, [individual('Ada Byron')])).status).toBe(200);
  });

  it('buying creates the membership with its members and a new member ID; my/membership and the order show it', async () => {
    const { browser, email } = await signUp();
    const now = t.clock.now();
    const cart = await reserve(browser, [individual('Ada Byron')]);
    const paid = await memberPays(browser, cart.body, '75.00', true);
    const orderId = paid.ticket_order[0]?.id ?? '';

    const [membership, ...others] = await mine(browser);
    expect(others).toEqual([]);
    const validTo = new Date(now);
    validTo.setUTCFullYear(2031);
    expect(membership).toMatchObject({
      level_name: 'Individual',
      valid_from: now.toISOString(),
      valid_to: validTo.toISOString(),
      auto_renew_state: 'scheduled',
      member_event_purchase_limit: 4,
      event_template_id: m.eventId,
      ticket_group_id: m.individual.groupId,
      role_id: m.individual.levelId,
      membership_program_id: m.programId,
      ticket_order_id: orderId,
      role: {
        id: m.individual.levelId,
        name: 'Individual',
        auto_renew_available: true,
        membership_program: { id: m.programId, name: 'Test Membership', renewal_window_days: 60, event_template_id: m.eventId },
      },
      renewable_from: '2031-04-15T16:00:00.000Z',
      identity: { email, first_name: 'Ada', last_name: 'Byron' },
      ticket: [{ admit_name: 'Ada Byron', admit_email: null, ticket_type_id: m.individual.memberId, valid_to: validTo.toISOString() }],
      ticket_order: { id: orderId, order_number: paid.ticket_order[0]?.order_number },
      ticket_group: { id: m.individual.groupId, name: 'Individual', handler: 'membership' },
      event_template: { id: m.eventId, name: 'Test Membership' },
    });
    expect(membership?.scan_code).toMatch(/^TM-\d{6}$/);
    expect(membership?.ticket_type.map((type) => type.name)).toEqual(['Member', 'Car park pass']);

    const order = await browser.get<ApiTicketOrder>(`/api/ticket_order/${orderId}`);
    expect(order.body.membership).toMatchObject({ id: membership?.id, scan_code: membership?.scan_code });
    const user = await browser.get<ApiUser>('/api/my/user');
    expect(user.body.memberships.map((x) => x.scan_code)).toEqual([membership?.scan_code]);
  });

  it('members list in the order they were entered, though reserved in one statement', async () => {
    const { browser } = await signUp();
    const names = ['Zoe Byron', 'Ada Byron'];
    const cart = await reserve(browser, family(names, 2));
    await memberPays(browser, cart.body, cart.body.cart_fees.grand_totals.total, false);
    const [membership] = await mine(browser);
    expect(membership?.ticket.filter((t) => t.admit_name).map((t) => t.admit_name)).toEqual(names);
  });

  it('renewing inside the window extends from the current end and keeps the member ID; the new members show', async () => {
    const { browser, userId } = await signUp();
    const now = t.clock.now();
    const from = new Date(now.getTime() - 335 * DAY_MS);
    const end = new Date(now.getTime() + 30 * DAY_MS);
    await holdMembership(userId, from, end);
    const cart = await reserve(browser, [individual('Ada King')]);
    const paid = await memberPays(browser, cart.body, '75.00', false);

    const [renewed] = await mine(browser);
    const extended = new Date(end);
    extended.setUTCFullYear(end.getUTCFullYear() + 1);
    expect(renewed).toMatchObject({
      scan_code: 'TM-000777',
      valid_from: from.toISOString(),
      valid_to: extended.toISOString(),
      auto_renew_state: 'none',
      ticket_order_id: paid.ticket_order[0]?.id,
      ticket: [expect.objectContaining({ admit_name: 'Ada King' })],
    });
  });

  it('a lapsed membership restarts from now, keeping its member ID', async () => {
    const { browser, userId } = await signUp();
    const now = t.clock.now();
    await holdMembership(userId, new Date(now.getTime() - 400 * DAY_MS), new Date(now.getTime() - 35 * DAY_MS));
    await memberPays(browser, (await reserve(browser, [individual('Ada Byron')])).body, '75.00', false);
    const [restarted] = await mine(browser);
    const validTo = new Date(now);
    validTo.setUTCFullYear(now.getUTCFullYear() + 1);
    expect(restarted).toMatchObject({ scan_code: 'TM-000777', valid_from: now.toISOString(), valid_to: validTo.toISOString() });
  });

  it('a guest purchase creates a passwordless account holding it; auto-renew only where the level offers it', async () => {
    const guest = new Browser(t.app);
    const cart = await reserve(guest, family(['Grace Hopper'], 2));
    const email = `guest.${kind}@example.com`;
    const stored = await guest.post<ApiCart>(`/api/my/cart/${cart.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(guest, email) });
    expect(stored.status).toBe(200);
    const paid = await payWithKey(t.app, guest, `/api/my/cart/${cart.body.id}/pay`, { payments: [card('150.00')], auto_renew: true });
    expect(paid.body.state).toBe('completed');

    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(account?.passwordHash).toBeNull();
    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.userId, account?.id ?? ''));
    // Family does not offer auto-renew: asking for it changes nothing.
    expect(membership).toMatchObject({ levelName: 'Family', levelId: m.family.levelId, autoRenewState: 'none', ticketOrderId: paid.body.ticket_order[0]?.id });
    expectError(await new Browser(t.app).post('/api/login', { username: email, password: 'Member-Pass-1' }), 401, 'guest_account');

    // A guest with the e-mail of an account buys for that account.
    const again = new Browser(t.app);
    const member = await userIdOf(t.app, t.f.member.email);
    const second = await reserve(again, [individual('Ada Lovelace')]);
    await again.post(`/api/my/cart/${second.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(again, t.f.member.email) });
    await payWithKey(t.app, again, `/api/my/cart/${second.body.id}/pay`, { payments: [card('75.00')], auto_renew: true });
    const [held] = await t.app.db.select().from(memberships).where(eq(memberships.userId, member));
    expect(held).toMatchObject({ levelName: 'Individual', autoRenewState: 'scheduled' });
  });

  it('DELETE ticket_order/{id}/auto_renew cancels a scheduled auto-renew of the caller’s own order only', async () => {
    const { browser } = await signUp();
    const paid = await memberPays(browser, (await reserve(browser, [individual('Ada Byron')])).body, '75.00', true);
    const orderId = paid.ticket_order[0]?.id ?? '';
    const path = `/api/ticket_order/${orderId}/auto_renew`;

    expectError(await new Browser(t.app).delete(path), 404, 'not_found', 'membership');
    expectError(await (await signUp()).browser.delete(path), 404, 'not_found', 'membership');
    expectError(await browser.delete('/api/ticket_order/00000000-0000-4000-8000-000000000000/auto_renew'), 404, 'not_found');
    expectError(await browser.delete('/api/ticket_order/not-an-order/auto_renew'), 404, 'not_found');

    const cancelled = await browser.delete<ApiMembership>(path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ ticket_order_id: orderId, auto_renew_state: 'cancelled', level_name: 'Individual' });
    expect((await mine(browser))[0]?.auto_renew_state).toBe('cancelled');
    const twice = expectError(await browser.delete(path), 409, 'auto_renew_not_scheduled', 'membership');
    expect(twice._extra).toEqual({ auto_renew_state: 'cancelled' });
  });

  it('GET my/membership: 401 not_authenticated when signed out, empty for a member without one', async () => {
    expectError(await new Browser(t.app).get('/api/my/membership'), 401, 'not_authenticated', 'user');
    const { browser } = await signUp();
    const res = await browser.get<ApiList<ApiMyMembership>>('/api/my/membership');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('a membership counts at its own seller only (members-only visibility, benefits, limits)', async () => {
    const { userId } = await signUp();
    await holdMembership(userId, new Date('2030-01-01T05:00:00Z'), new Date('2031-01-01T05:00:00Z'));
    const now = t.clock.now();
    expect((await currentMemberships(t.app.db, userId, now, t.f.sellerId)).map((m) => m.scanCode)).toEqual(['TM-000777']);
    expect(await currentMemberships(t.app.db, userId, now, t.f.otherSellerId)).toEqual([]);
  });

  it('GET my/membership from a seller’s storefront answers that seller’s memberships only', async () => {
    const { browser, userId } = await signUp();
    await holdMembership(userId, new Date('2030-01-01T05:00:00Z'), new Date('2031-01-01T05:00:00Z'));
    const from = async (slug: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/my/membership',
          cookies: { sf_sid: browser.sessionCookie ?? '' },
          headers: { 'x-storefront-seller': slug },
        })
      ).json<ApiList<ApiMyMembership>>().data;
    expect((await from('museum')).map((m) => m.scan_code)).toEqual(['TM-000777']);
    expect(await from('zoo')).toEqual([]);
    // The user as that storefront sees it carries the same memberships.
    const userFrom = async (slug: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/my/user', cookies: { sf_sid: browser.sessionCookie ?? '' }, headers: { 'x-storefront-seller': slug } })
      ).json<ApiUser>().memberships;
    expect((await userFrom('museum')).map((m) => m.scan_code)).toEqual(['TM-000777']);
    expect(await userFrom('zoo')).toEqual([]);
  });
});
