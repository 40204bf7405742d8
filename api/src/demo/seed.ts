/** Demo data: seeded when the database has no sellers, wiped and re-seeded on request. */
import type { Db, Tx } from '../infra/db/client';
import { createMember } from '../accounts/members';
import { PasswordHasher } from '../lib/passwords';
import {
  findUserByEmail,
  sellerSlugs,
  insertCart,
  insertDemoVersion,
  insertEventSessionIfAbsent,
  insertEventSessions,
  insertEventTemplate,
  insertGiftCards,
  insertIdentity,
  insertMembership,
  insertMembershipLevels,
  insertMembershipProgram,
  insertMembershipRules,
  insertMessageRules,
  insertPromoCodes,
  insertSeatLayout,
  insertSeatTemplates,
  insertSeller,
  insertTicketGroup,
  insertTicketOrder,
  insertTickets,
  insertTicketTypes,
  insertVenues,
  storedDemoVersion,
  wipeDemoTables,
  type SeatTemplateRecord,
} from './demo-repository';
import { seedGiftCodes } from './seed-gift-codes';
import { SEED_SEAT_LAYOUTS, type SeedSeatLayout, type SeedSeatLayoutKey } from './seed-seat-layouts';
import { sanitizeLayoutBackground } from '../catalog/seat-layout-markup';
import { assertOutsideFees } from '../cart/fees';
import { stableUuid } from '../lib/ids';
import { addDays, zonedDate, zonedInstant } from '../lib/zoned-time';
import {
  CART_HOLD_SECONDS,
  DEMO_MEMBER_ORDERS,
  DEMO_MEMBERS,
  DEMO_MEMBERSHIPS,
  DEMO_SELLERS,
  eventIdOf,
  groupIdOf,
  levelIdOf,
  programIdOf,
  type SeedEvent,
  type SeedGroup,
  type SeedMembershipProgram,
  type SeedSeller,
  type SeedTicketType,
} from './seed-data';

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
  const demoSlugs = new Set(DEMO_SELLERS.map((seller) => seller.slug));
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
  // Emptied and loaded in one transaction: a failure leaves the old demo as it was.
  await db.transaction(async (tx) => {
    if (state.kind === 'demo') await wipeDemoTables(tx);
    await insertDemoVersion(tx, DEMO_DATA_VERSION);
    for (const seller of DEMO_SELLERS) await seedSeller(tx, seller, options.now);
    for (const member of members) await createMember(tx, member);
    await seedMemberships(tx, options.now);
    await seedMemberOrders(tx, options.now);
    await seedGiftCodes(tx, options.now);
  });
  return state.kind === 'demo' ? 'replaced' : 'seeded';
}

async function seedSeller(tx: Tx, seller: SeedSeller, now: Date): Promise<void> {
  const sellerId = stableUuid(`seller:${seller.key}`);
  await insertSeller(tx, {
    id: sellerId,
    slug: seller.slug,
    name: seller.name,
    timezone: seller.timezone,
    defaultCurrencyCode: seller.currency,
    cartHoldSeconds: CART_HOLD_SECONDS,
    web: { advertise_price_including_fees: false, reserve_flow: 'date_first', logo_url: seller.logo, ...seller.web },
    isDefault: seller.isDefault,
  });
  await insertVenues(
    tx,
    seller.venues.map((venue) => ({
      id: stableUuid(`venue:${seller.key}:${venue.key}`),
      sellerId,
      name: venue.name,
      timezone: seller.timezone,
    })),
  );
  const layouts = new Map<SeedSeatLayoutKey, SeedSeatLayout>();
  for (const venue of seller.venues) {
    for (const key of venue.seatLayouts ?? []) {
      const layout = SEED_SEAT_LAYOUTS[key]();
      await seedSeatLayout(tx, seller, stableUuid(`venue:${seller.key}:${venue.key}`), layout);
      layouts.set(key, layout);
    }
  }
  const booked: { sessionId: string; eventId: string; groupId: string; typeId: string; priceMinor: number; count: number }[] =
    [];
  for (const event of seller.events) booked.push(...(await seedEvent(tx, seller, sellerId, event, now, layouts)));
  await seedBookings(tx, seller, sellerId, booked, now);
  await seedPromoCodes(tx, seller, sellerId, now);
  await seedPayments(tx, seller, sellerId);
}

const seatLayoutIdOf = (sellerKey: string, layoutKey: SeedSeatLayoutKey) => stableUuid(`seat-layout:${sellerKey}:${layoutKey}`);

/** A venue's seating plan and its seats (the background stored sanitised). */
async function seedSeatLayout(tx: Tx, seller: SeedSeller, venueId: string, layout: SeedSeatLayout): Promise<void> {
  const layoutId = seatLayoutIdOf(seller.key, layout.key);
  await insertSeatLayout(tx, {
    id: layoutId,
    venueId,
    name: layout.name,
    width: layout.width,
    height: layout.height,
    background: sanitizeLayoutBackground(layout.background),
  });
  const seats: SeatTemplateRecord[] = layout.seats.map((seat) => ({
    id: stableUuid(`seat:${layoutId}:${seat.name}`),
    name: seat.name,
    section: seat.section,
    row_label: seat.row,
    seat_number: seat.number,
    zone: seat.zone,
    x: seat.x,
    y: seat.y,
    r: seat.r,
    previous_name: seat.previous,
    next_name: seat.next,
    rank: seat.rank,
  }));
  await insertSeatTemplates(tx, layoutId, seats);
}

/** A seated event's session capacity: its layout's seats in the zones its groups sell, so capacity and seats agree. */
function sellableSeats(event: SeedEvent, layouts: Map<SeedSeatLayoutKey, SeedSeatLayout>): number {
  const layout = event.seatLayout ? layouts.get(event.seatLayout) : undefined;
  if (!layout) throw new Error(`Event ${event.key}: 'sellable_seats' needs a layout of its venue`);
  const sold = new Set([event.group, ...(event.moreGroups ?? [])].flatMap((group) => group.seatZones ?? []));
  return layout.seats.filter((seat) => sold.has(seat.zone)).length;
}

/** The demo gift cards and checkout codes (README "Payments"). */
async function seedPayments(tx: Tx, seller: SeedSeller, sellerId: string): Promise<void> {
  if (seller.giftCards?.length) {
    await insertGiftCards(
      tx,
      seller.giftCards.map((card) => ({
        id: stableUuid(`gift-card:${card.number}`),
        sellerId,
        number: card.number,
        currencyCode: seller.currency,
        balanceMinor: card.balanceMinor,
        state: card.state,
      })),
    );
  }
  if (seller.checkoutCodes?.length) {
    await insertPromoCodes(
      tx,
      seller.checkoutCodes.map((code) => ({
        id: stableUuid(`code:${seller.key}:${code.code}`),
        sellerId,
        code: code.code,
        kind: 'checkout' as const,
        name: code.name,
        codeGroup: code.codeGroup,
      })),
    );
  }
}

/** The demo discount codes (README "Demo seed"). */
async function seedPromoCodes(tx: Tx, seller: SeedSeller, sellerId: string, now: Date): Promise<void> {
  if (!seller.promoCodes?.length) return;
  await insertPromoCodes(
    tx,
    seller.promoCodes.map((code) => ({
      id: stableUuid(`code:${seller.key}:${code.code}`),
      sellerId,
      code: code.code,
      kind: 'discount' as const,
      name: code.name,
      description: code.description,
      percentOff: code.percentOff ?? null,
      amountOffMinor: code.amountOffMinor ?? null,
      ticketTypeId: code.ticketType ? typeIdOf(seller.key, code.ticketType.eventKey, code.ticketType.typeKey) : null,
      maxUses: code.maxUses ?? null,
      uses: code.uses ?? 0,
      validFrom: code.validDays ? new Date(now.getTime() + code.validDays.from * 86_400_000) : null,
      validTo: code.validDays ? new Date(now.getTime() + code.validDays.to * 86_400_000) : null,
    })),
  );
}

/** A seed type's fees as stored, checked (a name, a positive integer fee). */
function outsideFeesOf(type: SeedTicketType) {
  const fees = (type.fees ?? []).map((fee) => ({ name: fee.name, fee_minor: fee.feeMinor }));
  assertOutsideFees(fees);
  return fees;
}

const typeIdOf = (sellerKey: string, eventKey: string, typeKey: string) => stableUuid(`type:${sellerKey}:${eventKey}:${typeKey}`);

async function seedGroup(
  tx: Tx,
  seller: SeedSeller,
  sellerId: string,
  event: SeedEvent,
  group: SeedGroup,
  types: SeedTicketType[],
  rank: number,
): Promise<void> {
  const eventId = eventIdOf(seller.key, event.key);
  const groupId = groupIdOf(seller.key, event.key, group.key);
  await insertTicketGroup(tx, {
    id: groupId,
    eventTemplateId: eventId,
    name: group.name,
    description: group.description,
    handler: group.handler ?? 'tickets',
    hiddenType: group.hiddenType ?? 'public_browsable',
    minTicketsPerOrder: group.minPerOrder ?? 0,
    maxTicketsPerOrder: group.maxPerOrder,
    rank,
    meta: group.meta ?? {},
    startPolicy: group.startPolicy ?? null,
    durationNew: group.durationNew ?? null,
    capacity: group.capacity ?? -1,
    additionalInfoSpec: group.survey ?? null,
    color: group.color ?? null,
    seatZones: group.seatZones ?? [],
  });
  await insertTicketTypes(
    tx,
    types.map((type, typeRank) => ({
      id: typeIdOf(seller.key, event.key, type.key),
      ticketGroupId: groupId,
      name: type.name,
      description: type.description ?? null,
      summary: null,
      priceMinor: type.priceMinor,
      priceMinMinor: type.minMinor ?? null,
      priceMaxMinor: type.maxMinor ?? null,
      rank: typeRank,
      memberEventTicketType: type.member ?? false,
      outsideFees: outsideFeesOf(type),
    })),
  );
  if (group.unlockCode) {
    await insertPromoCodes(tx, [
      {
        id: stableUuid(`code:${seller.key}:${group.unlockCode}`),
        sellerId,
        code: group.unlockCode,
        kind: 'unlock',
        ticketGroupId: groupId,
      },
    ]);
  }
}

/** Seeds one event; returns the advance bookings to make in its sessions. */
async function seedEvent(
  tx: Tx,
  seller: SeedSeller,
  sellerId: string,
  event: SeedEvent,
  now: Date,
  layouts: Map<SeedSeatLayoutKey, SeedSeatLayout>,
) {
  const eventId = eventIdOf(seller.key, event.key);
  await insertEventTemplate(tx, {
    id: eventId,
    sellerId,
    venueId: stableUuid(`venue:${seller.key}:${event.venueKey}`),
    seatLayoutId: event.seatLayout ? seatLayoutIdOf(seller.key, event.seatLayout) : null,
    name: event.name,
    subtitle: event.subtitle,
    description: event.description,
    summary: event.summary,
    category: event.category,
    eventType: event.eventType,
    hiddenType: event.hiddenType ?? 'public_browsable',
    meta: {
      ...(event.reserveFlow ? { reserve_flow: event.reserveFlow } : {}),
      image_cover: event.image,
      image_cover_alt: event.imageAlt,
      image_profile: event.image,
      image_profile_alt: event.imageAlt,
      admit_names: 'disabled',
      admit_emails: 'no',
      ...event.meta,
    },
    config: { web: { ecommerce: { hide_sold_out_sessions: event.hideSoldOutSessions ?? false }, ...event.web } },
  });
  await seedGroup(tx, seller, sellerId, event, event.group, event.types, 0);
  for (const [index, group] of (event.moreGroups ?? []).entries()) {
    await seedGroup(tx, seller, sellerId, event, group, group.types, index + 1);
  }
  if (event.messageRules?.length) {
    await insertMessageRules(
      tx,
      event.messageRules.map((rule, rank) => ({
        id: stableUuid(`rule:${eventId}:${rank}`),
        eventTemplateId: eventId,
        action: rule.action,
        message: rule.message,
        style: rule.style,
        triggers: rule.triggers as Record<string, unknown>,
        rank,
      })),
    );
  }
  if (event.membershipRules?.length) {
    await insertMembershipRules(
      tx,
      event.membershipRules.map((rule, rank) => ({
        id: stableUuid(`membership-rule:${eventId}:${rank}`),
        sellerId,
        ticketTypeId: typeIdOf(seller.key, event.key, rule.typeKey),
        ticketGroupId: groupIdOf(seller.key, event.key, rule.groupKey ?? event.group.key),
        partyRole: rule.partyRole,
        named: rule.named,
        min: rule.min,
        max: rule.max,
        rank,
      })),
    );
  }
  if (event.membershipProgram) await seedMembershipProgram(tx, seller, sellerId, event, event.membershipProgram);
  const schedule = event.schedule;
  if (!schedule) return [];
  const today = zonedDate(now, seller.timezone);
  const capacity = schedule.capacity === 'sellable_seats' ? sellableSeats(event, layouts) : schedule.capacity;
  const rows = schedule.days.flatMap((offset) => {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const times = typeof schedule.times === 'function' ? schedule.times(weekday) : schedule.times;
    return times.map((time) => {
      const start = zonedInstant(date, time, seller.timezone);
      return {
        id: stableUuid(`session:${eventId}:${start.toISOString()}`),
        eventTemplateId: eventId,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + schedule.durationMinutes * 60_000),
        capacity,
        oversellCapacity: 0,
        surchargeMinor: schedule.surchargeMinor?.(weekday) ?? 0,
      };
    });
  });
  for (let i = 0; i < rows.length; i += 500) await insertEventSessions(tx, rows.slice(i, i + 500));
  const [firstType] = event.types;
  if (!firstType) return [];
  return (event.bookings ?? []).map((booking) => {
    const start = zonedInstant(addDays(today, booking.day), booking.time, seller.timezone);
    return {
      sessionId: stableUuid(`session:${eventId}:${start.toISOString()}`),
      eventId,
      groupId: groupIdOf(seller.key, event.key, event.group.key),
      typeId: typeIdOf(seller.key, event.key, firstType.key),
      priceMinor: firstType.priceMinor,
      count: booking.count,
    };
  });
}

/** Tickets sold before the demo starts: one completed box-office cart with an order per event. */
async function seedBookings(
  tx: Tx,
  seller: SeedSeller,
  sellerId: string,
  booked: { sessionId: string; eventId: string; groupId: string; typeId: string; priceMinor: number; count: number }[],
  now: Date,
): Promise<void> {
  if (booked.length === 0) return;
  const identity = await insertIdentity(tx, {
    kind: 'guest',
    firstName: 'Box',
    lastName: 'Office',
    email: `box-office@${seller.slug}.example`,
  });
  if (!identity) throw new Error('identity insert returned nothing');
  const cart = await insertCart(tx, {
    sellerId,
    identityId: identity.id,
    state: 'completed',
    currencyCode: seller.currency,
    channel: 'box_office',
    campaign: {},
    expiresAt: null,
    completedAt: now,
  });
  if (!cart) throw new Error('cart insert returned nothing');
  for (const eventId of [...new Set(booked.map((b) => b.eventId))]) {
    const order = await insertTicketOrder(tx, {
      cartId: cart.id,
      identityId: identity.id,
      eventTemplateId: eventId,
      currencyCode: seller.currency,
      purchasedOn: now,
    });
    if (!order) throw new Error('order insert returned nothing');
    const rows = booked
      .filter((b) => b.eventId === eventId)
      .flatMap((b) =>
        Array.from({ length: b.count }, () => ({
          cartId: cart.id,
          state: 'booked' as const,
          eventSessionId: b.sessionId,
          eventTemplateId: b.eventId,
          ticketGroupId: b.groupId,
          ticketTypeId: b.typeId,
          ticketOrderId: order.id,
          faceValueMinor: b.priceMinor,
          adjustedValueMinor: b.priceMinor,
        })),
      );
    await insertTickets(tx, rows);
  }
}


/** A membership event's program and its levels: one per group, ranked as listed. */
async function seedMembershipProgram(tx: Tx, seller: SeedSeller, sellerId: string, event: SeedEvent, program: SeedMembershipProgram) {
  const programId = programIdOf(seller.key, event.key);
  await insertMembershipProgram(tx, {
    id: programId,
    sellerId,
    eventTemplateId: eventIdOf(seller.key, event.key),
    name: program.name,
    rank: 0,
    renewalWindowDays: program.renewalWindowDays,
    giftCodeValidDays: 365,
  });
  const groups = [event.group, ...(event.moreGroups ?? [])];
  await insertMembershipLevels(
    tx,
    program.levels.map((level, rank) => {
      const group = groups.find((g) => g.key === level.groupKey);
      if (!group) throw new Error(`Membership level ${level.groupKey} has no group in ${event.key}`);
      return {
        id: levelIdOf(seller.key, event.key, level.groupKey),
        programId,
        ticketGroupId: groupIdOf(seller.key, event.key, level.groupKey),
        name: group.name,
        rank,
        autoRenewAvailable: level.autoRenewAvailable ?? false,
        memberEventPurchaseLimit: level.memberEventPurchaseLimit,
        benefits: level.benefits,
      };
    }),
  );
}

/**
 * The demo members' memberships of the museum's program, each bought by an order of the
 * membership event whose booked tickets name the members (ADR 0021).
 */
async function seedMemberships(tx: Tx, now: Date): Promise<void> {
  const museum = DEMO_SELLERS.find((s) => s.key === 'city-museum');
  const event = museum?.events.find((e) => e.key === 'museum-membership');
  if (!museum || !event) return;
  const sellerId = stableUuid(`seller:${museum.key}`);
  const eventId = eventIdOf(museum.key, event.key);
  const today = zonedDate(now, museum.timezone);
  for (const membership of DEMO_MEMBERSHIPS) {
    const user = await findUserByEmail(tx, membership.email);
    if (!user) throw new Error(`Demo member ${membership.email} is missing`);
    // The members are of the level's named role.
    const rule = event.membershipRules?.find((r) => r.groupKey === membership.levelKey && r.named === 'yes');
    const types = membership.levelKey === event.group.key ? event.types : event.moreGroups?.find((g) => g.key === membership.levelKey)?.types;
    const type = types?.find((t) => t.key === rule?.typeKey);
    if (!rule || !type) throw new Error(`Membership level ${membership.levelKey} has no named role`);
    const validFrom = zonedInstant(addDays(today, membership.fromDay), '00:00', museum.timezone);
    const validTo = zonedInstant(addDays(today, membership.toDay), '00:00', museum.timezone);
    const orderId = await insertMemberOrder(
      tx,
      {
        sellerId,
        identityId: user.identityId,
        eventId,
        currencyCode: museum.currency,
        boughtAt: validFrom,
        autoRenew: membership.autoRenewState !== 'none',
      },
      {
        state: 'booked',
        groupId: groupIdOf(museum.key, event.key, membership.levelKey),
        typeId: typeIdOf(museum.key, event.key, type.key),
        priceMinor: type.priceMinor,
        admitNames: membership.members,
        validFrom,
        validTo,
      },
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
      ticketGroupId: groupIdOf(museum.key, event.key, membership.levelKey),
      programId: programIdOf(museum.key, event.key),
      levelId: levelIdOf(museum.key, event.key, membership.levelKey),
      ticketOrderId: orderId,
    });
  }
}

/** The demo members' ticket orders (`DEMO_MEMBER_ORDERS`): web carts of the member, paid in full. */
async function seedMemberOrders(tx: Tx, now: Date): Promise<void> {
  for (const seeded of DEMO_MEMBER_ORDERS) {
    const seller = DEMO_SELLERS.find((s) => s.key === seeded.sellerKey);
    const event = seller?.events.find((e) => e.key === seeded.eventKey);
    const types = event?.group.key === seeded.groupKey ? event.types : event?.moreGroups?.find((g) => g.key === seeded.groupKey)?.types;
    const type = types?.find((t) => t.key === seeded.typeKey);
    if (!seller || !event?.schedule || !type) throw new Error(`Demo order of ${seeded.eventKey} does not match the catalogue`);
    const capacity = event.schedule.capacity;
    if (capacity === 'sellable_seats') throw new Error(`Demo order of ${seeded.eventKey}: members' orders hold no seats`);
    const user = await findUserByEmail(tx, seeded.email);
    if (!user) throw new Error(`Demo member ${seeded.email} is missing`);
    const sellerId = stableUuid(`seller:${seller.key}`);
    const eventId = eventIdOf(seller.key, event.key);
    const today = zonedDate(now, seller.timezone);
    const start = zonedInstant(addDays(today, seeded.day), seeded.time, seller.timezone);
    const sessionId = stableUuid(`session:${eventId}:${start.toISOString()}`);
    // The schedule starts today: a past visit needs its session.
    await insertEventSessionIfAbsent(tx, {
      id: sessionId,
      eventTemplateId: eventId,
      startDatetime: start,
      endDatetime: new Date(start.getTime() + event.schedule.durationMinutes * 60_000),
      capacity,
      oversellCapacity: 0,
      surchargeMinor: 0,
    });
    const boughtAt = new Date(now.getTime() - seeded.boughtDaysAgo * 86_400_000);
    await insertMemberOrder(
      tx,
      { sellerId, identityId: user.identityId, eventId, currencyCode: seller.currency, boughtAt },
      {
        state: seeded.state,
        sessionId,
        groupId: groupIdOf(seller.key, event.key, seeded.groupKey),
        typeId: typeIdOf(seller.key, event.key, type.key),
        priceMinor: type.priceMinor,
        admitNames: seeded.admitNames,
      },
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
