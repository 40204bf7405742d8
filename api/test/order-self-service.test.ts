import type { ApiList, ApiSession, ApiTicketOrder } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { carts, eventTemplates, sellers, tickets, ticketTypes, users } from '../src/infra/db/schema';
import { queryRows } from '../src/infra/db/client';
import { sha256 } from '../src/lib/digest';
import { addMember } from './fixtures';
import { Browser, databaseKinds, expectError, useFixtureApp } from './helper';
import { freeLines, GRACE, memberPurchase, purchase, tourLines } from './order-fixtures';

const MANAGE_LINK = /Manage your order: (http:\/\/localhost:3000(?:\/[a-z-]+)?\/manage\/([0-9a-f-]{36})\?key=([0-9a-f]+))/;

const OTHER_MEMBER = { email: 'emmy@example.com', password: 'Member-Pass-2' };

describe.each(databaseKinds)('order self-service (%s)', (kind) => {
  const t = useFixtureApp(kind);

  beforeAll(async () => {
    await addMember(t.app, { first_name: 'Emmy', last_name: 'Noether', ...OTHER_MEMBER });
    await t.app.db.update(sellers).set({ web: { self_edit_categories: ['Admission'] } }).where(eq(sellers.id, t.f.sellerId));
  });
  beforeEach(() => t.app.devMailbox?.clear());

  const mails = (to: string) => t.app.devMailbox?.list(to) ?? [];
  const order = async (browser: Browser, id: string) => browser.get<ApiTicketOrder>(`/api/ticket_order/${id}`);
  const freeUsed = async () => {
    const sessions = await new Browser(t.app).get<ApiList<ApiSession>>(`/api/events/${t.f.free.id}/sessions`);
    return sessions.body.data.find((s) => s.id === t.f.free.sessionId)?.used_capacity;
  };
  async function buyFree(count = 2) {
    const buyer = new Browser(t.app);
    const bought = await purchase(t.app, buyer, t.f.sellerId, await freeLines(t.app, t.f, count));
    const id = bought.orderIds[0] ?? '';
    return { buyer, id };
  }
  async function signIn(email = t.f.member.email, password = t.f.member.password) {
    const member = new Browser(t.app);
    expect((await member.post('/api/login', { username: email, password })).status).toBe(200);
    return member;
  }
  /** An edit cart of the order held by the buyer's session for the next 15 minutes. */
  async function liveEditCart(buyer: Browser, orderId: string) {
    const caller = await t.app.webSessions.find(buyer.sessionCookie);
    const [edit] = await t.app.db
      .insert(carts)
      .values({
        sellerId: t.f.sellerId,
        identityId: caller?.publicIdentityId ?? '',
        state: 'pending',
        currencyCode: 'USD',
        channel: 'web',
        campaign: {},
        expiresAt: new Date(t.clock.now().getTime() + 900_000),
        editsOrderId: orderId,
      })
      .returning();
    return edit;
  }
  async function memberIdentity(email = t.f.member.email) {
    const [user] = await t.app.db.select({ identityId: users.identityId }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    return user.identityId;
  }

  describe('the manage link', () => {
    it('every order e-mail links the order with its key; the key grants a second browser the order', async () => {
      const { id } = await buyFree();
      await t.app.orderEmails.resendConfirmation(id);
      const [mail] = mails(GRACE.email);
      const link = MANAGE_LINK.exec(mail?.text ?? '');
      expect(link?.[2]).toBe(id);
      // The default seller's routes need no prefix.
      expect(link?.[1]).toMatch(/^http:\/\/localhost:3000\/manage\//);
      expect(mail?.html).toContain(`>Manage your order</a>`);
      expect(mail?.html).toContain(`href="${link?.[1]}"`);

      const phone = new Browser(t.app);
      expectError(await order(phone, id), 404, 'not_found', 'ticket_order');
      const granted = await phone.post(`/api/ticket_order/${id}/access`, { key: link?.[3] });
      expect(granted.status).toBe(204);
      // The phone had no session yet: the grant started one.
      expect(phone.sessionCookie).toBeDefined();
      expect((await order(phone, id)).body.id).toBe(id);
      // The grant is kept under the session token's digest, never the token (issue 31).
      const grants = await queryRows<{ key: string }>(t.app.db, sql`SELECT session_token_hash AS key FROM web_session_order_grants WHERE ticket_order_id = ${id}`);
      expect(grants.map((g) => g.key)).toEqual([sha256(phone.sessionCookie ?? '')]);
    });

    it("another seller's order links under its slug", async () => {
      const [zoo] = await t.app.db.select({ groupId: ticketTypes.ticketGroupId }).from(ticketTypes).where(eq(ticketTypes.id, t.f.other.typeId));
      const { orderIds } = await purchase(t.app, new Browser(t.app), t.f.otherSellerId, [
        { eventTemplateId: t.f.other.eventId, ticketGroupId: zoo?.groupId ?? '', ticketTypeId: t.f.other.typeId, sessionId: t.f.other.sessionId, priceMinor: 2400 },
      ]);
      await t.app.orderEmails.resendConfirmation(orderIds[0] ?? '');
      expect(MANAGE_LINK.exec(mails(GRACE.email)[0]?.text ?? '')?.[1]).toMatch(/^http:\/\/localhost:3000\/zoo\/manage\//);
    });

    it('a wrong key, an unknown order and a malformed id answer 404 alike; no key, no access', async () => {
      const { id } = await buyFree();
      const stranger = new Browser(t.app);
      const wrong = expectError(await stranger.post(`/api/ticket_order/${id}/access`, { key: 'not-the-key' }), 404, 'not_found', 'ticket_order');
      expect(wrong._description).toBe('We could not find that order.');
      expectError(await stranger.post('/api/ticket_order/00000000-0000-4000-8000-000000000000/access', { key: 'x' }), 404, 'not_found');
      expectError(await stranger.post('/api/ticket_order/nope/access', { key: 'x' }), 404, 'not_found');
      expectError(await order(stranger, id), 404, 'not_found');
      expectError(await stranger.post(`/api/ticket_order/${id}/cancel`, { tickets: [] }), 404, 'not_found');
      expectError(await stranger.post(`/api/ticket_order/${id}/email`, {}), 404, 'not_found');
      expect(mails(GRACE.email)).toEqual([]);
    });
  });

  describe('flags', () => {
    it('a free upcoming order: cancellable and editable tickets, a cancellable order, no edit cart', async () => {
      const { buyer, id } = await buyFree();
      const { body } = await order(buyer, id);
      expect(body.cancellable).toBe(true);
      expect(body.edit_cart_id).toBeNull();
      expect(body.tickets.map((x) => [x.cancellable, x.editable])).toEqual([
        [true, true],
        [true, true],
      ]);
    });

    it('a paid order: editable but neither cancellable; another category: not editable', async () => {
      const buyer = new Browser(t.app);
      const { orderIds } = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
      const paid = (await order(buyer, orderIds[0] ?? '')).body;
      expect(paid.cancellable).toBe(false);
      expect(paid.tickets.map((x) => [x.cancellable, x.editable])).toEqual([
        [false, true],
        [false, true],
      ]);
      await t.app.db.update(eventTemplates).set({ category: 'Tours' }).where(eq(eventTemplates.id, t.f.event.id));
      try {
        expect((await order(buyer, orderIds[0] ?? '')).body.tickets.every((x) => !x.editable)).toBe(true);
      } finally {
        await t.app.db.update(eventTemplates).set({ category: 'Admission' }).where(eq(eventTemplates.id, t.f.event.id));
      }
    });

    it('once the session started nothing is cancellable or editable; a redeemed ticket neither', async () => {
      const { buyer, id } = await buyFree();
      const [first] = (await order(buyer, id)).body.tickets;
      await t.app.db.update(tickets).set({ state: 'redeemed' }).where(eq(tickets.id, first?.id ?? ''));
      const now = (await order(buyer, id)).body;
      expect(now.tickets.find((x) => x.id === first?.id)).toMatchObject({ cancellable: false, editable: false });
      expect(now.cancellable).toBe(true);
      // June 20 15:00Z has passed.
      t.clock.advance(7 * 86_400);
      const past = (await order(buyer, id)).body;
      expect(past.cancellable).toBe(false);
      expect(past.tickets.every((x) => !x.cancellable && !x.editable)).toBe(true);
    });

    it('a signed-in member looks: nothing is editable', async () => {
      const member = await signIn();
      const { orderIds } = await memberPurchase(t.app, t.f.sellerId, await memberIdentity(), await freeLines(t.app, t.f));
      const body = (await order(member, orderIds[0] ?? '')).body;
      expect(body.tickets.every((x) => !x.editable && x.cancellable)).toBe(true);
    });

    it("edit_cart_id is the caller's live edit cart of the order", async () => {
      const { buyer, id } = await buyFree();
      const edit = await liveEditCart(buyer, id);
      expect((await order(buyer, id)).body.edit_cart_id).toBe(edit?.id);
      t.clock.advance(901);
      expect((await order(buyer, id)).body.edit_cart_id).toBeNull();
    });
  });

  describe('POST ticket_order/{id}/cancel', () => {
    it('cancels the chosen tickets, frees their places, answers the order and mails which were cancelled', async () => {
      const { buyer, id } = await buyFree(3);
      expect(await freeUsed()).toBe(3);
      const [first, second] = (await order(buyer, id)).body.tickets;
      const res = await buyer.post<ApiTicketOrder>(`/api/ticket_order/${id}/cancel`, {
        gateway_data: {},
        tickets: [{ ticket_id: first?.id }, { ticket_id: second?.id }],
      });
      expect(res.status).toBe(200);
      expect(res.body.tickets.map((x) => x.state).sort()).toEqual(['booked', 'cancelled', 'cancelled']);
      expect(res.body.cancellable).toBe(true);
      expect(await freeUsed()).toBe(1);

      const [mail] = mails(GRACE.email);
      expect(mail?.subject).toBe(`Tickets cancelled on your order ${res.body.order_number}`);
      expect(mail?.text).toContain(`These tickets of your order ${res.body.order_number} from Test Museum have been cancelled:`);
      expect(mail?.text).toContain('- Free admission, Thu, June 20 2030, 11:00 AM, admit Guest 1');
      expect(mail?.text).toMatch(MANAGE_LINK);
      // The last ticket stays on the order, with its code.
      expect(mail?.attachments).toHaveLength(1);
    });

    it('discards a live edit cart of the order first', async () => {
      const { buyer, id } = await buyFree();
      const edit = await liveEditCart(buyer, id);
      const [first] = (await order(buyer, id)).body.tickets;
      expect((await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: first?.id }] })).status).toBe(200);
      const [after] = await t.app.db.select({ state: carts.state }).from(carts).where(eq(carts.id, edit?.id ?? ''));
      expect(after?.state).toBe('cancelled');
    });

    it('answers every refusal in the spec words', async () => {
      const { buyer, id } = await buyFree();
      const [first] = (await order(buyer, id)).body.tickets;
      const none = expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [] }), 422, 'no_tickets_selected', 'ticket_order');
      expect(none._description).toBe('Please select at least one ticket to continue.');
      const alien = expectError(
        await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: first?.id }, { ticket_id: 'not-a-ticket' }] }),
        409,
        'no_valid_tickets',
      );
      expect(alien._description).toBe('No valid tickets found on this order.');
      await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: first?.id }] });
      // Already cancelled.
      expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: first?.id }] }), 409, 'no_valid_tickets');

      const paid = await purchase(t.app, buyer, t.f.sellerId, tourLines(t.f));
      const [tour] = (await order(buyer, paid.orderIds[0] ?? '')).body.tickets;
      const contact = expectError(
        await buyer.post(`/api/ticket_order/${paid.orderIds[0]}/cancel`, { tickets: [{ ticket_id: tour?.id }] }),
        409,
        'order_not_cancellable',
      );
      expect(contact._description).toBe('You must contact us to cancel this order.');

      const member = await signIn();
      const mine = await memberPurchase(t.app, t.f.sellerId, await memberIdentity(), await freeLines(t.app, t.f));
      const [memberTicket] = (await order(member, mine.orderIds[0] ?? '')).body.tickets;
      const logout = expectError(
        await member.post(`/api/ticket_order/${mine.orderIds[0]}/cancel`, { tickets: [{ ticket_id: memberTicket?.id }] }),
        403,
        'edit_requires_logout',
      );
      expect(logout._description).toBe('Please log-out to edit your tickets');
    });

    it('refuses a ticket whose session has started', async () => {
      const { buyer, id } = await buyFree();
      const [first] = (await order(buyer, id)).body.tickets;
      // One ticket of the order is of an earlier session that is over.
      await t.app.db.update(tickets).set({ eventSessionId: t.f.sessions.s1 }).where(eq(tickets.id, first?.id ?? ''));
      t.clock.advance(2 * 86_400);
      expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: first?.id }] }), 409, 'no_valid_tickets');
    });

    it('validates strictly', async () => {
      const { buyer, id } = await buyFree();
      expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [], extra: 1 }), 400, 'validation_failed');
      expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { tickets: [{ ticket_id: 'x', more: 1 }] }), 400, 'validation_failed');
      expectError(await buyer.post(`/api/ticket_order/${id}/cancel`, { gateway_data: { card: 1 }, tickets: [] }), 400, 'validation_failed');
      expectError(await buyer.post(`/api/ticket_order/${id}/access`, { key: '' }), 400, 'validation_failed');
      expectError(await buyer.post(`/api/ticket_order/${id}/access`, { key: 'k'.repeat(201) }), 400, 'validation_failed');
      expectError(await buyer.post(`/api/ticket_order/${id}/email`, { log_context: 'other' }), 400, 'validation_failed');
      expectError(await buyer.post('/api/ticket_order/resend', { email: 'not an e-mail' }), 400, 'validation_failed');
      expectError(await buyer.post('/api/ticket_order/resend', { email: GRACE.email, all: true }), 400, 'validation_failed');
      expectError(await buyer.post('/api/my/ticket_order/resend', { email: GRACE.email }), 400, 'validation_failed');
    });
  });

  describe('POST ticket_order/{id}/email', () => {
    it('sends the confirmation again, the update notice or the cancellation notice', async () => {
      const { buyer, id } = await buyFree();
      const number = (await order(buyer, id)).body.order_number;
      expect((await buyer.post(`/api/ticket_order/${id}/email`, {})).status).toBe(204);
      expect(mails(GRACE.email)[0]?.subject).toBe(`Your Test Museum order ${number}`);
      expect((await buyer.post(`/api/ticket_order/${id}/email`, { log_context: 'order_update' })).status).toBe(204);
      const [update] = mails(GRACE.email);
      expect(update?.subject).toBe(`Your order ${number} has been updated`);
      expect(update?.text).toContain(`Your order ${number} from Test Museum has been updated. Your order as it is now is below.`);
      expect(update?.html).toMatch(/<h1[^>]*>Your order has been updated<\/h1>/);
      expect(update?.text).toMatch(MANAGE_LINK);
      // Nothing was cancelled yet: no notice to send.
      expect((await buyer.post(`/api/ticket_order/${id}/email`, { log_context: 'order_cancel' })).status).toBe(204);
      expect(mails(GRACE.email)).toHaveLength(2);
    });
  });

  describe('resend', () => {
    it("mails an address's orders at this seller, each with a manage link whose key grants access", async () => {
      const buyer = new Browser(t.app);
      const first = await purchase(t.app, buyer, t.f.sellerId, await freeLines(t.app, t.f));
      const second = await purchase(t.app, new Browser(t.app), t.f.sellerId, tourLines(t.f));
      const res = await new Browser(t.app).call('POST', '/api/ticket_order/resend', { email: 'GRACE@Example.com' });
      expect(res.status).toBe(204);
      const [mail] = mails(GRACE.email);
      expect(mail?.subject).toBe('Your Test Museum tickets');
      expect(mail?.text).toContain('As you asked, here are your orders from Test Museum.');
      const links = [...(mail?.text ?? '').matchAll(new RegExp(MANAGE_LINK.source, 'g'))];
      expect(links.map((l) => l[2]).sort()).toEqual([...first.orderIds, ...second.orderIds].sort());
      const stranger = new Browser(t.app);
      const link = links.find((l) => l[2] === first.orderIds[0]);
      expect((await stranger.post(`/api/ticket_order/${link?.[2]}/access`, { key: link?.[3] })).status).toBe(204);
      expect((await order(stranger, first.orderIds[0] ?? '')).status).toBe(200);
      // The other order's key was not traded: still not this browser's.
      expect((await order(stranger, second.orderIds[0] ?? '')).status).toBe(404);
    });

    it('answers 404 in the spec words when the address bought nothing here', async () => {
      await purchase(t.app, new Browser(t.app), t.f.sellerId, await freeLines(t.app, t.f));
      const none = expectError(
        await new Browser(t.app).post('/api/ticket_order/resend', { email: 'nobody@example.com' }),
        404,
        'not_found',
        'ticket_order_resend',
      );
      expect(none._description).toBe('No orders could be found for this email address.');
      // Memberships only: Grace bought none.
      expectError(await new Browser(t.app).post('/api/ticket_order/resend', { email: GRACE.email, memberships_only: true }), 404, 'not_found');
      // Another seller's storefront.
      const zoo = await t.app.inject({
        method: 'POST',
        url: '/api/ticket_order/resend',
        headers: { 'x-storefront-seller': 'zoo' },
        payload: { email: GRACE.email },
      });
      expect(zoo.statusCode).toBe(404);
      expect(mails(GRACE.email)).toEqual([]);
    });

    it("a member's resend mails the member's own orders only; signed out it is 401", async () => {
      const mine = await memberPurchase(t.app, t.f.sellerId, await memberIdentity(), await freeLines(t.app, t.f));
      await purchase(t.app, new Browser(t.app), t.f.sellerId, tourLines(t.f));
      const member = await signIn();
      expect((await member.post('/api/my/ticket_order/resend', {})).status).toBe(204);
      const [mail] = mails(t.f.member.email);
      const links = [...(mail?.text ?? '').matchAll(new RegExp(MANAGE_LINK.source, 'g'))].map((l) => l[2]);
      expect(links).toEqual(mine.orderIds);
      expect(mails(GRACE.email)).toEqual([]);
      expectError(await new Browser(t.app).post('/api/my/ticket_order/resend', {}), 401, 'not_authenticated');
    });
  });

  describe('GET my/ticket_order', () => {
    it("lists the member's orders newest first with their flags, never another member's", async () => {
      const identity = await memberIdentity();
      const older = await memberPurchase(t.app, t.f.sellerId, identity, tourLines(t.f));
      t.clock.advance(60);
      const newer = await memberPurchase(t.app, t.f.sellerId, identity, await freeLines(t.app, t.f));
      await purchase(t.app, new Browser(t.app), t.f.sellerId, tourLines(t.f));
      const member = await signIn();
      const res = await member.get<ApiList<ApiTicketOrder>>('/api/my/ticket_order');
      expect(res.status).toBe(200);
      expect(res.body.data.map((o) => o.id)).toEqual([...newer.orderIds, ...older.orderIds]);
      expect(res.body.data[0]).toMatchObject({ cancellable: true, edit_cart_id: null });
      expect(res.body.data[0]?.tickets.every((x) => x.cancellable && !x.editable)).toBe(true);

      const other = await signIn(OTHER_MEMBER.email, OTHER_MEMBER.password);
      expect((await other.get<ApiList<ApiTicketOrder>>('/api/my/ticket_order')).body.data).toEqual([]);
      for (const id of [...older.orderIds, ...newer.orderIds]) expectError(await order(other, id), 404, 'not_found');
      expectError(await other.post(`/api/ticket_order/${newer.orderIds[0]}/email`, {}), 404, 'not_found');
    });

    it('signed out answers as GET my/membership does', async () => {
      const visitor = new Browser(t.app);
      expectError(await visitor.get('/api/my/ticket_order'), 401, 'not_authenticated', 'user');
      expectError(await visitor.get('/api/my/membership'), 401, 'not_authenticated', 'user');
    });
  });
});

describe('order self-service rate limits', () => {
  const t = useFixtureApp('pglite', { rateLimits: { enabled: true } });

  it('resends to one address at most 5 times in 10 minutes', async () => {
    await purchase(t.app, new Browser(t.app), t.f.sellerId, tourLines(t.f));
    const visitor = new Browser(t.app);
    for (let i = 0; i < 5; i += 1) expect((await visitor.post('/api/ticket_order/resend', { email: GRACE.email })).status).toBe(204);
    const limited = expectError(await visitor.post('/api/ticket_order/resend', { email: GRACE.email }), 429, 'too_many_requests', 'ticket_order_resend');
    expect(limited._extra.retry_after_seconds).toBeGreaterThan(0);
    t.clock.advance(601);
    expect((await visitor.post('/api/ticket_order/resend', { email: GRACE.email })).status).toBe(204);
  });
});
