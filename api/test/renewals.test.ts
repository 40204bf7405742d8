/**
 * Membership auto-renewal (spec 03 §2.7, §2.9; ADR 0036): a membership enrolled in auto-renew is
 * renewed 7 days before it ends with the member's saved card, off-session, once per period; the
 * member is e-mailed either way, with the link to renew by hand when it could not be renewed.
 */
import type { ApiCart, ApiUser } from '@storefront/shared/wire';
import { eq } from 'drizzle-orm';
import { carts, membershipRenewals, memberships, savedPaymentMethods, sellers, tickets } from '../src/infra/db/schema';
import { DEFAULT_RENEW_DAYS_BEFORE, renewDaysBefore } from '../src/memberships/renewals';
import { Browser, databaseKinds } from './helper';
import { createMembershipFixture, type MembershipFixture } from './membership-fixtures';
import { STOREFRONT_URL, useScheduledChargesApp } from './scheduled-charge-fixtures';
import { card, payWithKey } from './pay-helpers';

const DAY = 86_400;

describe.each(databaseKinds)('membership auto-renewal (%s)', (kind) => {
  const { t, counter, inbox } = useScheduledChargesApp(kind);
  let m: MembershipFixture;
  beforeAll(async () => {
    m = await createMembershipFixture(t.app, t.f);
  });
  beforeEach(async () => {
    await t.app.db.delete(memberships);
  });

  const run = () => t.app.membershipRenewal.runOnce();


  let accounts = 0;
  /** A new member buys the Individual level (75.00) with auto-renew, saving the card or not. */
  async function member(options: { save: boolean; autoRenew?: boolean }) {
    accounts += 1;
    const email = `renew.${kind}.${accounts}@example.com`;
    const browser = new Browser(t.app);
    const user = await browser.post<ApiUser>('/api/user', { first_name: 'Ada', last_name: 'Byron', email, password: 'Member-Pass-1' });
    expect(user.status).toBe(201);
    const cart = await browser.post<ApiCart>('/api/my/cart/modify', {
      create: { channel: 'web' },
      reserve: { tickets: [{ ticket_type_id: m.individual.memberId, admit_name: 'Ada Byron' }] },
    });
    expect((await browser.post(`/api/my/cart/${cart.body.id}/checkout`)).status).toBe(200);
    const paid = await payWithKey(t.app, browser, `/api/my/cart/${cart.body.id}/pay`, {
      payments: [card('75.00', 'pm_card_visa', options.save ? { save_card: true } : {})],
      auto_renew: options.autoRenew ?? true,
    });
    expect(paid.body.state).toBe('completed');
    const [membership] = await t.app.db.select().from(memberships).where(eq(memberships.userId, user.body.id));
    if (!membership) throw new Error('no membership');
    return { browser, email, membership, identityId: cart.body.identity_id };
  }
  const moveTo = (instant: Date) => t.clock.advance((instant.getTime() - t.clock.now().getTime()) / 1000);
  const before = (validTo: Date, days: number) => new Date(validTo.getTime() - days * DAY * 1000);
  const current = async (id: string) => (await t.app.db.select().from(memberships).where(eq(memberships.id, id)))[0];

  it('renews 7 days before the end with the saved card, once per period, extending the same membership', async () => {
    const { email, membership } = await member({ save: true });
    expect(membership.autoRenewState).toBe('scheduled');
    moveTo(before(membership.validTo, DEFAULT_RENEW_DAYS_BEFORE + 1));
    expect(await run()).toEqual({ renewed: 0, failed: 0 });
    moveTo(before(membership.validTo, DEFAULT_RENEW_DAYS_BEFORE));
    expect(await run()).toEqual({ renewed: 1, failed: 0 });
    expect(await run()).toEqual({ renewed: 0, failed: 0 });
    expect(counter.offSession).toBe(1);

    const renewed = await current(membership.id);
    expect(renewed?.scanCode).toBe(membership.scanCode);
    expect(renewed?.validTo.getTime()).toBeGreaterThan(membership.validTo.getTime() + 360 * DAY * 1000);
    expect(renewed?.autoRenewState).toBe('scheduled');
    const [claim] = await t.app.db.select().from(membershipRenewals).where(eq(membershipRenewals.membershipId, membership.id));
    expect(claim).toMatchObject({ state: 'renewed', periodEnd: membership.validTo });
    // Besides the first purchase's order confirmation, one renewal e-mail.
    const mails = (await inbox(email)).filter((mail) => mail.subject.includes('membership'));
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Test Museum membership has been renewed']);
    expect(mails[0]?.text).toContain('Your membership has been renewed until Mon, June 14 2032.');
    expect(mails[0]?.text).toMatch(/We charged \$75\.00 to your saved card \(order SF-\d+\)\./);
  });

  it('a declined card: not renewed, the member is e-mailed the link to renew by hand, nothing is held or charged twice', async () => {
    const { email, membership, identityId } = await member({ save: true });
    await t.app.db.delete(savedPaymentMethods);
    await t.app.db.insert(savedPaymentMethods).values({
      identityId,
      providerReference: 'pm_card_chargeDeclinedInsufficientFunds',
      customerReference: 'cus_sandbox_test',
      brand: 'visa',
      last4: '9995',
    });
    moveTo(before(membership.validTo, 3));
    expect(await run()).toEqual({ renewed: 0, failed: 1 });
    expect(await run()).toEqual({ renewed: 0, failed: 0 });
    expect(counter.offSession).toBe(1);
    expect((await current(membership.id))?.validTo).toEqual(membership.validTo);
    const [mail] = (await inbox(email)).filter((m) => m.subject.includes('membership'));
    expect(mail?.subject).toBe('Your Test Museum membership could not be renewed');
    expect(mail?.text).toContain('We could not renew your membership automatically: Your card has insufficient funds.');
    expect(mail?.text).toContain(`Renew your membership: ${STOREFRONT_URL}/membership/renew`);
    // The renewal cart let its ticket go.
    const [claim] = await t.app.db.select().from(membershipRenewals).where(eq(membershipRenewals.membershipId, membership.id));
    expect(claim).toMatchObject({ state: 'failed', reason: 'card_declined' });
    const held = await t.app.db.select().from(tickets).innerJoin(carts, eq(carts.id, tickets.cartId)).where(eq(carts.id, claim?.cartId ?? ''));
    expect(held.map((row) => row.tickets.state)).toEqual(['cancelled']);
  });

  it('without a saved card nothing is charged and the member is told', async () => {
    const { email, membership } = await member({ save: false });
    moveTo(before(membership.validTo, 1));
    expect(await run()).toEqual({ renewed: 0, failed: 1 });
    expect(counter.offSession).toBe(0);
    const [mail] = (await inbox(email)).filter((m) => m.subject.includes('membership'));
    expect(mail?.text).toContain('there is no saved card to charge');
  });

  it('memberships not enrolled, or whose auto-renew was cancelled, are never charged', async () => {
    const { membership: notEnrolled } = await member({ save: true, autoRenew: false });
    const { browser, membership: cancelled } = await member({ save: true });
    expect((await browser.delete(`/api/ticket_order/${cancelled.ticketOrderId}/auto_renew`)).status).toBe(200);
    moveTo(before(notEnrolled.validTo, 1));
    expect(await run()).toEqual({ renewed: 0, failed: 0 });
    expect(counter.offSession).toBe(0);
  });

  it('the seller’s charge_days_before, malformed values falling back', async () => {
    expect(renewDaysBefore({ membership_auto_renew: { charge_days_before: 14 } })).toBe(14);
    expect(renewDaysBefore({ membership_auto_renew: { charge_days_before: -2 } })).toBe(DEFAULT_RENEW_DAYS_BEFORE);
    await t.app.db.update(sellers).set({ web: { membership_auto_renew: { charge_days_before: 14 } } }).where(eq(sellers.id, t.f.sellerId));
    const { membership } = await member({ save: true });
    moveTo(before(membership.validTo, 14));
    expect(await run()).toEqual({ renewed: 1, failed: 0 });
  });
});
