/**
 * The demo (ADR 0029, 0033): the three demo sellers' catalogues are files
 * (`api/demo/sellers/<slug>.json`) imported by the same code a venue uses; this module adds
 * what a catalogue never holds: members, memberships, orders, box-office bookings, gift cards
 * and gifts of membership. Loaded into an empty database, or over the demo when asked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Tx } from '../infra/db/client';
import { createMember } from '../accounts/members';
import { PasswordHasher } from '../lib/passwords';
import { stableUuid } from '../lib/ids';
import { addDays, zonedDate, zonedInstant } from '../lib/zoned-time';
import { demoSellersDir } from '../paths';
import type { EventFile, VenueCatalogue } from '../venue-import/catalogue-schema';
import { catalogueIds } from '../venue-import/catalogue-plan';
import { validateCatalogue } from '../venue-import/catalogue-validation';
import { applyCatalogue } from '../venue-import/venue-import';
import {
  findUserByEmail,
  sellerSlugs,
  insertCart,
  insertDemoVersion,
  insertEventSessionIfAbsent,
  insertGiftCards,
  insertIdentity,
  insertMembership,
  insertTicketOrder,
  insertTickets,
  storedDemoVersion,
  wipeDemoTables,
} from './demo-repository';
import { seedGiftCodes } from './seed-gift-codes';
import {
  DEMO_BOOKINGS,
  DEMO_GIFT_CARDS,
  DEMO_MEMBER_ORDERS,
  DEMO_MEMBERS,
  DEMO_MEMBERSHIPS,
  DEMO_SELLER_SLUGS,
  type DemoSellerSlug,
  type SeedBooking,
} from './seed-data';

/** A demo seller's catalogue file, validated as any venue's is. */
export function demoCatalogue(slug: DemoSellerSlug): VenueCatalogue {
  return validateCatalogue(JSON.parse(readFileSync(join(demoSellersDir, `${slug}.json`), 'utf8')));
}

/** Bump when the demo data changes: `demo:load --upgrade` (what `pnpm start` runs) replaces an older demo. */
export const DEMO_DATA_VERSION = 21;

/** What `loadDemo` does with a database that holds a demo already: keep it unless it is of another version and asked to replace it. */
export type DemoReplace = 'never' | 'outdated' | 'always';

/** A database `loadDemo` will not touch: it holds something other than the demo. */
export class DemoRefusedError extends Error {
  override name = 'DemoRefusedError';
}

type DemoState = { kind: 'empty' } | { kind: 'demo'; version: number } | { kind: 'other'; sellers: string[] };

/** Empty (no seller), the demo (the demo's marker and only demo sellers), or something else. */
async function demoState(db: Db): Promise<DemoState> {
  const slugs = await sellerSlugs(db);
  if (slugs.length === 0) return { kind: 'empty' };
  const version = await storedDemoVersion(db);
  const demoSlugs = new Set<string>(DEMO_SELLER_SLUGS);
  const others = slugs.filter((slug) => !demoSlugs.has(slug));
  return version !== null && others.length === 0 ? { kind: 'demo', version } : { kind: 'other', sellers: others.length > 0 ? others : slugs };
}

/**
 * Loads the demo (ADR 0029): into an empty database ('seeded'); a demo already there is
 * 'kept', or 'replaced' when `replace` asks for it ('outdated': only a demo of another
 * version; 'always'). A database holding anything but the demo is refused
 * (`DemoRefusedError`): nothing in it is changed. Only the `demo:load` command calls this.
 */
export async function loadDemo(
  db: Db,
  options: { now: Date; replace?: DemoReplace; passwords?: PasswordHasher },
): Promise<'seeded' | 'kept' | 'replaced'> {
  const replace = options.replace ?? 'never';
  const state = await demoState(db);
  if (state.kind === 'other') {
    throw new DemoRefusedError(
      `The database holds data that is not the demo's (sellers ${state.sellers.join(', ')}); the demo is loaded only into an empty database or over the demo itself.`,
    );
  }
  if (state.kind === 'demo') {
    const outdated = state.version !== DEMO_DATA_VERSION;
    const replacing = replace === 'always' || (replace === 'outdated' && outdated);
    if (!replacing) {
      if (!outdated) return 'kept';
      throw new DemoRefusedError(
        `The database holds version ${state.version} of the demo and this release's is ${DEMO_DATA_VERSION}: \`demo:load --upgrade\` replaces it (everything in it is lost).`,
      );
    }
  }
  // Hashed before the transaction: scrypt takes a few hundred ms a password.
  const passwords = options.passwords ?? new PasswordHasher();
  const members = await Promise.all(
    DEMO_MEMBERS.map(async ({ password, ...member }) => ({ ...member, passwordHash: password === null ? null : await passwords.hash(password) })),
  );
  const catalogues = DEMO_SELLER_SLUGS.map((slug) => ({ slug, catalogue: demoCatalogue(slug) }));
  // Emptied and loaded in one transaction: a failure leaves the old demo as it was.
  await db.transaction(async (tx) => {
    if (state.kind === 'demo') await wipeDemoTables(tx);
    await insertDemoVersion(tx, DEMO_DATA_VERSION);
    for (const { slug, catalogue } of catalogues) {
      await applyCatalogue(tx, catalogue, { now: options.now });
      await seedBookings(tx, catalogue, DEMO_BOOKINGS[slug] ?? [], options.now);
      await seedGiftCards(tx, catalogue, slug);
    }
    for (const member of members) await createMember(tx, member);
    const museum = catalogues.find((c) => c.slug === 'city-museum')?.catalogue;
    if (museum) await seedMemberships(tx, museum, options.now);
    await seedMemberOrders(tx, catalogues, options.now);
    await seedGiftCodes(tx, options.now);
  });
  return state.kind === 'demo' ? 'replaced' : 'seeded';
}

/** An event of a demo catalogue, or the error that the demo code and its file disagree. */
function eventOf(catalogue: VenueCatalogue, eventKey: string): EventFile {
  const event = catalogue.events.find((e) => e.key === eventKey);
  if (!event) throw new Error(`The demo catalogue of ${catalogue.seller.slug} has no event ${eventKey}`);
  return event;
}

/** A ticket type of an event's group, with the ids the import gave them. */
function ticketTypeOf(catalogue: VenueCatalogue, event: EventFile, groupKey: string, typeKey: string) {
  const type = event.ticket_groups.find((g) => g.key === groupKey)?.ticket_types.find((t) => t.key === typeKey);
  if (!type) throw new Error(`The demo event ${event.key} has no ticket type ${groupKey}/${typeKey}`);
  const slug = catalogue.seller.slug;
  return {
    groupId: catalogueIds.ticketGroup(slug, event.key, groupKey),
    typeId: catalogueIds.ticketType(slug, event.key, typeKey),
    priceMinor: type.price_minor,
  };
}

/** Tickets sold at the box office before the demo starts: one completed cart with an order per event. */
async function seedBookings(tx: Tx, catalogue: VenueCatalogue, bookings: SeedBooking[], now: Date): Promise<void> {
  if (bookings.length === 0) return;
  const { slug, currency, time_zone: zone } = catalogue.seller;
  const sellerId = catalogueIds.seller(slug);
  const today = zonedDate(now, zone);
  const identity = await insertIdentity(tx, { kind: 'guest', firstName: 'Box', lastName: 'Office', email: `box-office@${slug}.example` });
  if (!identity) throw new Error('identity insert returned nothing');
  const cart = await insertCart(tx, {
    sellerId,
    identityId: identity.id,
    state: 'completed',
    currencyCode: currency,
    channel: 'box_office',
    campaign: {},
    expiresAt: null,
    completedAt: now,
  });
  if (!cart) throw new Error('cart insert returned nothing');
  for (const eventKey of [...new Set(bookings.map((b) => b.eventKey))]) {
    const event = eventOf(catalogue, eventKey);
    const eventId = catalogueIds.event(slug, eventKey);
    const group = event.ticket_groups[0];
    const type = group?.ticket_types[0];
    if (!group || !type) throw new Error(`The demo event ${eventKey} has no ticket type`);
    const { groupId, typeId, priceMinor } = ticketTypeOf(catalogue, event, group.key, type.key);
    const order = await insertTicketOrder(tx, { cartId: cart.id, identityId: identity.id, eventTemplateId: eventId, currencyCode: currency, purchasedOn: now });
    if (!order) throw new Error('order insert returned nothing');
    const rows = bookings
      .filter((b) => b.eventKey === eventKey)
      .flatMap((b) =>
        Array.from({ length: b.count }, () => ({
          cartId: cart.id,
          state: 'booked' as const,
          eventSessionId: catalogueIds.session(eventId, zonedInstant(addDays(today, b.day), b.time, zone)),
          eventTemplateId: eventId,
          ticketGroupId: groupId,
          ticketTypeId: typeId,
          ticketOrderId: order.id,
          faceValueMinor: priceMinor,
          adjustedValueMinor: priceMinor,
        })),
      );
    await insertTickets(tx, rows);
  }
}

async function seedGiftCards(tx: Tx, catalogue: VenueCatalogue, slug: DemoSellerSlug): Promise<void> {
  const cards = DEMO_GIFT_CARDS[slug] ?? [];
  if (cards.length === 0) return;
  await insertGiftCards(
    tx,
    cards.map((card) => ({
      id: stableUuid(`gift-card:${card.number}`),
      sellerId: catalogueIds.seller(slug),
      number: card.number,
      currencyCode: catalogue.seller.currency,
      balanceMinor: card.balanceMinor,
      state: card.state,
    })),
  );
}

/**
 * The demo members' memberships of the museum's program, each bought by an order of the
 * membership event whose booked tickets name the members (ADR 0021).
 */
async function seedMemberships(tx: Tx, museum: VenueCatalogue, now: Date): Promise<void> {
  const { slug, currency, time_zone: zone } = museum.seller;
  const event = eventOf(museum, 'museum-membership');
  const sellerId = catalogueIds.seller(slug);
  const eventId = catalogueIds.event(slug, event.key);
  const today = zonedDate(now, zone);
  for (const membership of DEMO_MEMBERSHIPS) {
    const user = await findUserByEmail(tx, membership.email);
    if (!user) throw new Error(`Demo member ${membership.email} is missing`);
    // The members are of the level's named role.
    const rule = event.membership_rules?.find((r) => r.ticket_group === membership.levelKey && r.named === 'yes');
    if (!rule) throw new Error(`Membership level ${membership.levelKey} has no named role`);
    const { groupId, typeId, priceMinor } = ticketTypeOf(museum, event, membership.levelKey, rule.ticket_type);
    const validFrom = zonedInstant(addDays(today, membership.fromDay), '00:00', zone);
    const validTo = zonedInstant(addDays(today, membership.toDay), '00:00', zone);
    const orderId = await insertMemberOrder(
      tx,
      { sellerId, identityId: user.identityId, eventId, currencyCode: currency, boughtAt: validFrom, autoRenew: membership.autoRenewState !== 'none' },
      { state: 'booked', groupId, typeId, priceMinor, admitNames: membership.members, validFrom, validTo },
    );
    await insertMembership(tx, {
      userId: user.id,
      scanCode: membership.scanCode,
      levelName: membership.levelName,
      validFrom,
      validTo,
      autoRenewState: membership.autoRenewState,
      memberEventPurchaseLimit: membership.memberEventPurchaseLimit,
      eventTemplateId: eventId,
      ticketGroupId: groupId,
      programId: catalogueIds.membershipProgram(slug, event.key),
      levelId: catalogueIds.membershipLevel(slug, event.key, membership.levelKey),
      ticketOrderId: orderId,
    });
  }
}

/** The demo members' ticket orders (`DEMO_MEMBER_ORDERS`): web carts of the member, paid in full. */
async function seedMemberOrders(tx: Tx, catalogues: { slug: DemoSellerSlug; catalogue: VenueCatalogue }[], now: Date): Promise<void> {
  for (const seeded of DEMO_MEMBER_ORDERS) {
    const catalogue = catalogues.find((c) => c.slug === seeded.sellerSlug)?.catalogue;
    if (!catalogue) throw new Error(`Demo order of ${seeded.sellerSlug}: no such demo seller`);
    const { slug, currency, time_zone: zone } = catalogue.seller;
    const event = eventOf(catalogue, seeded.eventKey);
    const { groupId, typeId, priceMinor } = ticketTypeOf(catalogue, event, seeded.groupKey, seeded.typeKey);
    const user = await findUserByEmail(tx, seeded.email);
    if (!user) throw new Error(`Demo member ${seeded.email} is missing`);
    const eventId = catalogueIds.event(slug, event.key);
    const date = addDays(zonedDate(now, zone), seeded.day);
    const start = zonedInstant(date, seeded.time, zone);
    // The session rules start today: a past visit needs its session, shaped by the rule for that time.
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const rule = event.session_rules?.find((r) => r.times.includes(seeded.time) && (!r.weekdays || r.weekdays.includes(weekday)));
    if (!rule || rule.capacity === 'seats') throw new Error(`Demo order of ${seeded.eventKey}: no unseated session rule at ${seeded.time}`);
    await insertEventSessionIfAbsent(tx, {
      id: catalogueIds.session(eventId, start),
      eventTemplateId: eventId,
      startDatetime: start,
      endDatetime: new Date(start.getTime() + rule.duration_minutes * 60_000),
      capacity: rule.capacity,
      oversellCapacity: 0,
      surchargeMinor: 0,
    });
    const boughtAt = new Date(now.getTime() - seeded.boughtDaysAgo * 86_400_000);
    await insertMemberOrder(
      tx,
      { sellerId: catalogueIds.seller(slug), identityId: user.identityId, eventId, currencyCode: currency, boughtAt },
      { state: seeded.state, sessionId: catalogueIds.session(eventId, start), groupId, typeId, priceMinor, admitNames: seeded.admitNames },
    );
  }
}

/** The tickets of a seeded member order: one a name, all of one type, paid at its price. */
interface SeedOrderTickets {
  state: 'booked' | 'redeemed';
  /** None for a membership: its tickets are valid from one date to another instead. */
  sessionId?: string;
  groupId: string;
  typeId: string;
  priceMinor: number;
  admitNames: string[];
  validFrom?: Date;
  validTo?: Date;
}

/**
 * A member's completed web cart, paid in full, with its one ticket order of the event and the
 * order's tickets; answers the order's id.
 */
async function insertMemberOrder(
  tx: Tx,
  purchase: { sellerId: string; identityId: string; eventId: string; currencyCode: string; boughtAt: Date; autoRenew?: boolean },
  bought: SeedOrderTickets,
): Promise<string> {
  const { sellerId, identityId, eventId, currencyCode, boughtAt } = purchase;
  const cart = await insertCart(tx, {
    sellerId,
    identityId,
    purchaserIdentityId: identityId,
    state: 'completed',
    currencyCode,
    channel: 'web',
    campaign: {},
    expiresAt: null,
    completedAt: boughtAt,
    autoRenew: purchase.autoRenew,
  });
  if (!cart) throw new Error('cart insert returned nothing');
  const order = await insertTicketOrder(tx, { cartId: cart.id, identityId, eventTemplateId: eventId, currencyCode, purchasedOn: boughtAt });
  if (!order) throw new Error('order insert returned nothing');
  await insertTickets(
    tx,
    bought.admitNames.map((admitName) => ({
      cartId: cart.id,
      state: bought.state,
      eventSessionId: bought.sessionId,
      eventTemplateId: eventId,
      ticketGroupId: bought.groupId,
      ticketTypeId: bought.typeId,
      ticketOrderId: order.id,
      faceValueMinor: bought.priceMinor,
      adjustedValueMinor: bought.priceMinor,
      admitName,
      validFrom: bought.validFrom,
      validTo: bought.validTo,
    })),
  );
  return order.id;
}
