/**
 * Gifts of membership (spec 02 §7, spec 03 §4, §5, §7; ADR 0021): giftees, gift carts,
 * gift_checkout, paying a gift (its code issued and mailed to the giftee), looking codes up,
 * and redeeming them once.
 */
import type { ApiCart, ApiGifteeCreated, ApiMembershipGiftLookup, ApiReservationItem, ApiUser } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { carts as cartRows, membershipGiftCodes, memberships, ticketOrders, users } from '../src/infra/db/schema';
import { redeemGiftCode } from '../src/gifts/gift-codes';
import type { MailboxMessageJson } from '../src/mail/mailbox-json';
import { tickets } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { createMembershipFixture, type MembershipFixture } from './membership-fixtures';
import { card, FREE, guestIdentity, pay, payWithKey } from './pay-helpers';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('gifts of membership (%s)', (kind) => {
  /** When set, each payment waits here before charging, so two payments book side by side. */
  let beforeCharge: (() => Promise<void>) | null = null;
  const t = useFixtureApp(kind, {
    storefrontUrl: 'https://shop.example',
    payments: { seams: { beforeCharge: () => beforeCharge?.() ?? Promise.resolve() } },
  });
  let m: MembershipFixture;
  beforeAll(async () => {
    m = await createMembershipFixture(t.app, t.f);
  });
  beforeEach(() => t.app.devMailbox?.clear());
  // The memberships redeemed here (the helper's clean-up keeps members' memberships).
  afterEach(async () => {
    await t.app.db.delete(memberships);
  });

  const individual = (admitName = 'Ada Byron'): ApiReservationItem[] => [{ ticket_type_id: m.individual.memberId, admit_name: admitName }];
  const family = (): ApiReservationItem[] => [
    { ticket_type_id: m.family.householdId },
    { ticket_type_id: m.family.adultId, admit_name: 'Ann Byron' },
  ];

  const reserve = (browser: Browser, items: ApiReservationItem[], options: { gift?: boolean; cartId?: string; codes?: string[] } = {}) =>
    browser.post<ApiCart>(options.cartId ? `/api/my/cart/${options.cartId}/modify` : '/api/my/cart/modify', {
      ...(options.cartId ? {} : { create: { channel: 'web' } }),
      reserve: { tickets: items, ...(options.gift ? { gift: true } : {}) },
      ...(options.codes ? { apply_code: { codes: options.codes } } : {}),
    });

  const giftee = async (browser: Browser, email = 'grace@example.com') => {
    const res = await browser.post<ApiGifteeCreated>('/api/giftee', { first_name: 'Grace', last_name: 'Hopper', email });
    expect(res.status).toBe(201);
    return res.body.identity_id;
  };
  const giftCheckout = (browser: Browser, cartId: string, gifteeId: string) =>
    browser.post<ApiCart>(`/api/my/cart/${cartId}/gift_checkout`, { giftee_identity_id: gifteeId });

  let accounts = 0;
  async function signUp(): Promise<{ browser: Browser; email: string; userId: string }> {
    accounts += 1;
    const email = `gifts.${kind}.${accounts}@example.com`;
    const browser = new Browser(t.app);
    const res = await browser.post<ApiUser>('/api/user', { first_name: 'Ada', last_name: 'Byron', email, password: 'Member-Pass-1' });
    expect(res.status).toBe(201);
    return { browser, email, userId: res.body.id };
  }

  /** A guest buys an Individual gift for Grace by card; answers the issued code. */
  async function buyGift(): Promise<{ code: string; orderId: string }> {
    const buyer = new Browser(t.app);
    const cart = await reserve(buyer, individual('Grace Hopper'), { gift: true });
    expect((await giftCheckout(buyer, cart.body.id, await giftee(buyer))).status).toBe(200);
    expect((await buyer.post(`/api/my/cart/${cart.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(buyer, 'alan@example.com') })).status).toBe(200);
    const paid = await pay(t.app, buyer, cart.body.id, [card('75.00')]);
    expect(paid.body.state).toBe('completed');
    const orderId = paid.body.ticket_order[0]?.id ?? '';
    const [row] = await t.app.db.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.ticketOrderId, orderId));
    return { code: row?.code ?? '', orderId };
  }

  const orderCart = async (orderId: string) =>
    (await t.app.db.select({ cartId: ticketOrders.cartId }).from(ticketOrders).where(eq(ticketOrders.id, orderId)))[0]?.cartId;

  async function inbox(address: string): Promise<MailboxMessageJson[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/messages?to=${encodeURIComponent(address)}` });
    return (JSON.parse(res.body) as { data: MailboxMessageJson[] }).data;
  }

  it('POST giftee: 201 with the identity id; strict body, names at most 50', async () => {
    const browser = new Browser(t.app);
    const id = await giftee(browser, 'Grace@Example.com');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expectError(await browser.post('/api/giftee', { first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com', password: 'x' }), 400, 'validation_failed');
    expectError(await browser.post('/api/giftee', { first_name: 'G'.repeat(51), last_name: 'Hopper', email: 'g@example.com' }), 400, 'validation_failed');
    expectError(await browser.post('/api/giftee', { first_name: 'Grace', last_name: 'Hopper', email: 'not-an-email' }), 400, 'validation_failed');
  });

  it('a gift is bought on its own: gift_cart_mixed both ways, and only membership levels in a gift cart', async () => {
    const browser = new Browser(t.app);
    const tour = await reserve(browser, tickets(t.f.event.adultId, t.f.sessions.s1, 1));
    const mixed = expectError(await reserve(browser, individual(), { gift: true, cartId: tour.body.id }), 409, 'gift_cart_mixed', 'reserve');
    expect(mixed._description).toBe('A gift must be bought on its own. Please complete or empty your cart first.');
    expectError(await reserve(browser, [...individual(), ...tickets(t.f.event.adultId, t.f.sessions.s1, 1)], { gift: true }), 409, 'gift_cart_mixed');

    const gift = await reserve(browser, individual(), { gift: true });
    expect(gift.body).toMatchObject({ is_gift: true, giftee: null, gift_code: null });
    expectError(await reserve(browser, tickets(t.f.event.adultId, t.f.sessions.s1, 1), { cartId: gift.body.id }), 409, 'gift_cart_mixed');
    // Emptied, the cart takes other tickets and is no gift any more.
    const emptied = await browser.post<ApiCart>(`/api/my/cart/${gift.body.id}/modify`, {
      remove: { ticket_ids: gift.body.tickets.map((x) => x.id) },
      reserve: { tickets: tickets(t.f.event.adultId, t.f.sessions.s1, 1) },
    });
    expect(emptied.status).toBe(200);
    expect(emptied.body.is_gift).toBe(false);
  });

  it('gift_checkout: not_a_gift, another session’s giftee or a guest identity, gift_to_self for a member and a guest', async () => {
    const guest = new Browser(t.app);
    const plain = await reserve(guest, individual());
    const gifteeId = await giftee(guest);
    expectError(await giftCheckout(guest, plain.body.id, gifteeId), 409, 'not_a_gift', 'checkout');

    const cart = await reserve(guest, individual(), { gift: true });
    const elsewhere = await giftee(new Browser(t.app));
    expectError(await giftCheckout(guest, cart.body.id, elsewhere), 400, 'identity_not_found');
    expectError(await giftCheckout(guest, cart.body.id, await guestIdentity(guest)), 400, 'identity_not_found');
    expectError(await new Browser(t.app).post(`/api/my/cart/${cart.body.id}/gift_checkout`, { giftee_identity_id: gifteeId }), 403, 'cart_access_denied');

    // A guest: against the purchaser already stored, and guest_checkout against the giftee.
    expect((await guest.post(`/api/my/cart/${cart.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(guest, 'alan@example.com') })).status).toBe(200);
    const self = expectError(await giftCheckout(guest, cart.body.id, await giftee(guest, 'ALAN@example.com')), 409, 'gift_to_self', 'checkout');
    expect(self._description).toBe('You cannot gift a membership to yourself. Do you want to buy or renew a membership?');
    const named = await giftCheckout(guest, cart.body.id, gifteeId);
    expect(named.body.giftee).toEqual({ id: gifteeId, name: 'Grace Hopper', email: 'grace@example.com' });
    expectError(await guest.post(`/api/my/cart/${cart.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(guest, 'grace@example.com') }), 409, 'gift_to_self');

    // A member: against the account's e-mail; gift_checkout also makes them the purchaser.
    const { browser, email } = await signUp();
    const own = await reserve(browser, individual(), { gift: true });
    expectError(await giftCheckout(browser, own.body.id, await giftee(browser, email.toUpperCase())), 409, 'gift_to_self');
    const stored = await giftCheckout(browser, own.body.id, await giftee(browser));
    expect(stored.status).toBe(200);
    const paid = await payWithKey(t.app, browser, `/api/my/cart/${own.body.id}/pay`, { payments: [card('75.00')] });
    expect(paid.body.state).toBe('completed');
    // A gift makes no membership for its buyer.
    expect(await t.app.db.select().from(memberships)).toEqual([]);
  });

  it('paying a gift needs its giftee; then one code per level is issued to the giftee and mailed with the redeem link', async () => {
    const buyer = new Browser(t.app);
    const cart = await reserve(buyer, individual('Grace Hopper'), { gift: true });
    expect((await buyer.post(`/api/my/cart/${cart.body.id}/guest_checkout`, { guest_identity_id: await guestIdentity(buyer, 'alan@example.com') })).status).toBe(200);
    const missing = expectError(await pay(t.app, buyer, cart.body.id, [card('75.00')]), 409, 'giftee_required', 'checkout');
    expect(missing._description).toBe('Please tell us who receives the gift.');
    expect(await t.app.db.select().from(membershipGiftCodes)).toEqual([]);

    const gifteeId = await giftee(buyer);
    await giftCheckout(buyer, cart.body.id, gifteeId);
    const now = t.clock.now();
    const paid = await pay(t.app, buyer, cart.body.id, [card('75.00')]);
    expect(paid.body.state).toBe('completed');
    const orderId = paid.body.ticket_order[0]?.id;
    const codes = await t.app.db.select().from(membershipGiftCodes);
    expect(codes).toHaveLength(1);
    const [code] = codes;
    expect(code).toMatchObject({
      sellerId: t.f.sellerId,
      levelId: m.individual.levelId,
      ticketOrderId: orderId,
      gifteeIdentityId: gifteeId,
      validFrom: now,
      validTo: new Date(now.getTime() + 365 * DAY_MS),
      redeemedAt: null,
    });
    expect(code?.code).toMatch(/^\d{10}$/);

    const [mail, ...more] = await inbox('grace@example.com');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('You have been given an Individual membership');
    for (const part of [mail?.text, mail?.html]) {
      expect(part).toContain(code?.code);
      expect(part).toContain(`https://shop.example/museum/membership/redeem?gift_code=${code?.code}`);
      // The guest purchaser (guestIdentity names everyone Grace Hopper) is the giver.
      expect(part).toContain('Grace Hopper has given you an Individual membership of Test Museum.');
    }
  });

  it('GET code/{code}: the level a gift code gives, expired and redeemed ones too; unknown is 404', async () => {
    const { code } = await buyGift();
    const lookup = await new Browser(t.app).get<ApiMembershipGiftLookup>(`/api/code/${code}`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({
      code,
      exhausted: false,
      event_template_id: m.eventId,
      role: { id: m.individual.levelId, name: 'Individual', ticket_group_id: m.individual.groupId, membership_program: { id: m.programId } },
    });
    await t.app.db.update(membershipGiftCodes).set({ redeemedAt: t.clock.now() }).where(eq(membershipGiftCodes.code, code));
    expect((await new Browser(t.app).get<ApiMembershipGiftLookup>(`/api/code/${code}`)).body.exhausted).toBe(true);
    expectError(await new Browser(t.app).get('/api/code/0000000000'), 404, 'code_not_found');
    // Another seller's storefront does not see it.
    expectError(await new Browser(t.app).get(`/api/code/${code}?seller_id=${t.f.otherSellerId}`), 404, 'code_not_found');
  });

  it('redeeming: the level’s tickets cost nothing, the free gateway completes the order and the redeemer becomes a member once', async () => {
    const { code } = await buyGift();
    const { browser, userId } = await signUp();
    const cart = await reserve(browser, individual('Grace Hopper'), { codes: [code] });
    expect(cart.status).toBe(200);
    expect(cart.body.gift_code).toBe(code);
    expect(cart.body.cartmods).toEqual([expect.objectContaining({ name: 'Gift of membership', discount: '75.00' })]);
    // A held redemption does not use the code up.
    expect((await t.app.db.select().from(membershipGiftCodes))[0]?.redeemedAt).toBeNull();

    expect((await browser.post(`/api/my/cart/${cart.body.id}/checkout`)).status).toBe(200);
    const paid = await pay(t.app, browser, cart.body.id, FREE);
    expect(paid.body.state).toBe('completed');
    const [row] = await t.app.db.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.code, code));
    expect(row).toMatchObject({ redeemedAt: t.clock.now(), redeemedByUserId: userId });
    const held = await t.app.db.select().from(memberships).where(eq(memberships.userId, userId));
    expect(held).toEqual([expect.objectContaining({ levelId: m.individual.levelId, levelName: 'Individual' })]);

    const again = expectError(await reserve(browser, individual('Grace Hopper'), { codes: [code] }), 409, 'code_exhausted');
    expect(again._description).toBe('This code has already been redeemed');
  });

  it('a current member far from the renewal window may redeem a gift: it extends the membership from its end', async () => {
    const { browser, userId } = await signUp();
    const redeem = async (code: string) => {
      const cart = await reserve(browser, individual('Ada Byron'), { codes: [code] });
      expect(cart.status).toBe(200);
      expect((await browser.post(`/api/my/cart/${cart.body.id}/checkout`)).status).toBe(200);
      expect((await pay(t.app, browser, cart.body.id, FREE)).body.state).toBe('completed');
      return (await t.app.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]!;
    };
    const first = await redeem((await buyGift()).code);
    // Buying would be refused now (renewal_not_open); the second gift is redeemed all the same.
    expectError(await reserve(browser, individual('Ada Byron')), 409, 'renewal_not_open');
    const second = await redeem((await buyGift()).code);
    expect(second.scanCode).toBe(first.scanCode);
    expect(second.validTo.getTime()).toBeGreaterThan(first.validTo.getTime() + 364 * 86_400_000);
  });

  it('redeeming refuses unknown, expired and another level’s codes', async () => {
    const { code } = await buyGift();
    const browser = new Browser(t.app);
    expectError(await reserve(browser, individual(), { codes: ['0000000000'] }), 404, 'code_not_found');
    const mismatch = expectError(await reserve(browser, family(), { codes: [code] }), 409, 'code_level_mismatch');
    expect(mismatch._description).toBe('This code is for an Individual membership.');
    t.clock.advance((366 * DAY_MS) / 1000);
    const expired = expectError(await reserve(browser, individual(), { codes: [code] }), 409, 'code_expired');
    expect(expired._description).toBe('This code has expired');
  });

  it('two carts redeeming one code at once: one order completes, the other is refused and the code is redeemed once', async () => {
    const { code } = await buyGift();
    const carts = await Promise.all(
      [1, 2].map(async () => {
        const { browser, userId } = await signUp();
        const cart = await reserve(browser, individual('Grace Hopper'), { codes: [code] });
        expect(cart.status).toBe(200);
        expect((await browser.post(`/api/my/cart/${cart.body.id}/checkout`)).status).toBe(200);
        return { browser, userId, cartId: cart.body.id };
      }),
    );
    // Both payments wait for each other before charging; then both book at once.
    let arrived = 0;
    let release: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (release = resolve));
    beforeCharge = () => {
      arrived += 1;
      if (arrived === 2) release();
      return bothArrived;
    };
    const replies = await Promise.all(carts.map((c) => pay(t.app, c.browser, c.cartId, FREE))).finally(() => (beforeCharge = null));
    const completed = replies.filter((r) => r.status === 200 && r.body.state === 'completed');
    expect(completed).toHaveLength(1);
    const refused = replies.find((r) => r !== completed[0]);
    expect(refused && (refused.body as unknown as { _code: string }[])[0]?._code).toBe('code_exhausted');
    const [row] = await t.app.db.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.code, code));
    const winner = carts[replies.indexOf(completed[0]!)];
    expect(row?.redeemedByUserId).toBe(winner?.userId);
    const members = await t.app.db.select({ userId: memberships.userId }).from(memberships);
    expect(members).toEqual([{ userId: winner?.userId }]);
    expect(await t.app.db.select().from(users).where(eq(users.id, winner?.userId ?? ''))).toHaveLength(1);
  });

  // Two transactions side by side need two connections: PostgreSQL only.
  (kind === 'postgres' ? it : it.skip)('redeemGiftCode: a second transaction waits on the first and then finds the code redeemed', async () => {
    const { code, orderId } = await buyGift();
    const [cart] = await t.app.db.select().from(cartRows).where(eq(cartRows.id, (await orderCart(orderId)) ?? ''));
    if (!cart) throw new Error('cart missing');
    const redeeming = { ...cart, isGift: false, giftCode: code };
    const [first, second] = [(await signUp()).userId, (await signUp()).userId];
    let secondDone: Promise<unknown> = Promise.resolve();
    await t.app.db.transaction(async (tx) => {
      await redeemGiftCode(tx, redeeming, first, t.clock.now());
      secondDone = t.app.db.transaction((other) => redeemGiftCode(other, redeeming, second, t.clock.now())).then(
        () => 'redeemed',
        (error: unknown) => (error as { code?: string }).code,
      );
      // The second waits on the row lock while the first is still open.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await secondDone).toBe('code_exhausted');
    const [row] = await t.app.db.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.code, code));
    expect(row?.redeemedByUserId).toBe(first);
  });
});

