/** What the payment tests add to the catalogue fixture: gift cards, priced types, a planned and a blocked event. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { carts, eventSessions, eventTemplates, giftCards, promoCodes, ticketGroups, ticketTypes, venues } from '../src/infra/db/schema';
import type { CardIntent, CardProcessor } from '../src/checkout/payments/card-processor';
import { one, type Fixture } from './fixtures';

export interface PaymentFixture {
  /** Tour ticket types priced at the card bounds (USD). */
  usd: { cents49: string; cents50: string; million: string };
  /** Zoo ticket types at the GBP bounds. */
  gbp: { pence29: string; pence30: string };
  giftCards: { fifty: string; empty: string; inactive: string; pounds: string };
  /** 25% deposit at booking, the rest 7 days before the session (2030-07-20 14:00Z). */
  planned: { typeId: string; sessionId: string; sessionStart: string };
  /** Carts holding it are blocked until the checkout code is applied. */
  blocked: { typeId: string; sessionId: string; code: string };
}

export async function createPaymentFixture(app: FastifyInstance, f: Fixture): Promise<PaymentFixture> {
  const db = app.db;
  const type = (ticketGroupId: string, name: string, priceMinor: number) =>
    one(
      db
        .insert(ticketTypes)
        .values({ ticketGroupId, name, description: null, summary: null, priceMinor, priceMinMinor: null, priceMaxMinor: null, rank: 9 })
        .returning(),
    );
  const [zooType] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, f.other.typeId));
  if (!zooType) throw new Error('zoo type missing');
  const [venue] = await db.select().from(venues).where(eq(venues.sellerId, f.sellerId));
  if (!venue) throw new Error('venue missing');
  const event = async (name: string, web: Record<string, unknown>, start: string) => {
    const template = await one(
      db
        .insert(eventTemplates)
        .values({
          sellerId: f.sellerId,
          venueId: venue.id,
          name,
          subtitle: null,
          description: null,
          summary: null,
          category: 'Admission',
          eventType: 'repeating',
          hiddenType: 'public_browsable',
          meta: {},
          config: { web },
        })
        .returning(),
    );
    const group = await one(
      db
        .insert(ticketGroups)
        .values({
          eventTemplateId: template.id,
          name: 'Admission',
          description: null,
          handler: 'tickets',
          hiddenType: 'public_browsable',
          minTicketsPerOrder: 0,
          maxTicketsPerOrder: 10,
          rank: 0,
          meta: {},
        })
        .returning(),
    );
    const admission = await type(group.id, 'Adult', 2000);
    const session = await one(
      db
        .insert(eventSessions)
        .values({
          eventTemplateId: template.id,
          startDatetime: new Date(start),
          endDatetime: new Date(new Date(start).getTime() + 3600_000),
          capacity: 20,
          oversellCapacity: 0,
        })
        .returning(),
    );
    return { typeId: admission.id, sessionId: session.id };
  };

  const planned = await event(
    'Gala Dinner',
    { payment_plan: { deposit_percent: 25, balance_due_days_before: 7 } },
    '2030-07-20T14:00:00.000Z',
  );
  const blocked = await event(
    'Press Preview',
    { checkout_rule: { name: 'Press accreditation', description: 'Enter your press checkout code.', activating_code_groups: ['press'] } },
    '2030-06-18T14:00:00.000Z',
  );
  await db.insert(promoCodes).values({ sellerId: f.sellerId, code: 'PRESS2030', kind: 'checkout', codeGroup: 'press', name: 'Press' });

  await resetGiftCards(app, f);

  return {
    usd: {
      cents49: (await type(f.event.groupId, 'Pin 49', 49)).id,
      cents50: (await type(f.event.groupId, 'Pin 50', 50)).id,
      million: (await type(f.event.groupId, 'Patron', 100_000_000)).id,
    },
    gbp: {
      pence29: (await type(zooType.ticketGroupId, 'Sticker 29', 29)).id,
      pence30: (await type(zooType.ticketGroupId, 'Sticker 30', 30)).id,
    },
    giftCards: { fifty: 'GC-5000-0042', empty: 'GC-0000-0000', inactive: 'GC-2500-9999', pounds: 'GC-GBP-2000' },
    planned: { ...planned, sessionStart: '2030-07-20T14:00:00.000Z' },
    blocked: { ...blocked, code: 'PRESS2030' },
  };
}

/** The gift cards at their starting balances (tests spend them). */
export async function resetGiftCards(app: FastifyInstance, f: Fixture): Promise<void> {
  await app.db.delete(giftCards);
  await app.db.insert(giftCards).values([
    { sellerId: f.sellerId, number: 'GC-5000-0042', currencyCode: 'USD', balanceMinor: 5000, state: 'active' },
    { sellerId: f.sellerId, number: 'GC-0000-0000', currencyCode: 'USD', balanceMinor: 0, state: 'active' },
    { sellerId: f.sellerId, number: 'GC-2500-9999', currencyCode: 'USD', balanceMinor: 2500, state: 'inactive' },
    { sellerId: f.otherSellerId, number: 'GC-GBP-2000', currencyCode: 'GBP', balanceMinor: 2000, state: 'active' },
  ]);
}

/** Makes a cart staff-made (injected), as the box office would. */
export async function injectCart(app: FastifyInstance, cartId: string): Promise<void> {
  await app.db.update(carts).set({ channel: 'injected' }).where(eq(carts.id, cartId));
}

/** A card processor that counts what it is asked to charge. */
export function countingProcessor(counter: { charges: number }) {
  return (inner: CardProcessor): CardProcessor => ({
    createIntent: async (request): Promise<CardIntent> => {
      counter.charges += 1;
      return inner.createIntent(request);
    },
    retrieveIntent: (id) => inner.retrieveIntent(id),
    findIntentByKey: (key) => inner.findIntentByKey(key),
    refund: (id) => inner.refund(id),
    createCustomer: (input) => inner.createCustomer(input),
  });
}

/** A card processor that counts its charges and, of those, the off-session ones (scheduled charges). */
export function offSessionCounting(counter: { charges: number; offSession: number }) {
  return (inner: CardProcessor): CardProcessor => {
    const counted = countingProcessor(counter)(inner);
    return {
      ...counted,
      createIntent: (request) => {
        if (request.offSession) counter.offSession += 1;
        return counted.createIntent(request);
      },
    };
  };
}
