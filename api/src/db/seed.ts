/** Demo data: seeded when the database has no sellers, wiped and re-seeded on request. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { eventSessions, eventTemplates, sellers, ticketGroups, ticketTypes, venues } from './schema';
import { createMember } from '../services/accounts';
import { stableUuid } from '../services/ids';
import { addDays, zonedDate, zonedInstant } from '../services/zoned-time';
import { CART_HOLD_SECONDS, DEMO_MEMBER, DEMO_SELLERS, type SeedEvent, type SeedSeller } from './seed-data';

const TABLES = [
  'tickets',
  'ticket_orders',
  'carts',
  'web_sessions',
  'users',
  'identities',
  'event_sessions',
  'ticket_types',
  'ticket_groups',
  'event_templates',
  'venues',
  'sellers',
];

export async function hasSellers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sellers.id }).from(sellers).limit(1);
  return rows.length > 0;
}

/** Empties every table and restarts the number sequences. */
export async function wipe(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
    await tx.execute(sql`ALTER SEQUENCE cart_number_seq RESTART`);
    await tx.execute(sql`ALTER SEQUENCE order_number_seq RESTART`);
  });
}

/** Seeds the demo when the database has no sellers (or always after `reset`). */
export async function ensureDemoData(db: Db, options: { now: Date; reset?: boolean }): Promise<'seeded' | 'kept'> {
  if (options.reset) await wipe(db);
  else if (await hasSellers(db)) return 'kept';
  await db.transaction(async (tx) => {
    for (const seller of DEMO_SELLERS) await seedSeller(tx, seller, options.now);
    await createMember(tx, DEMO_MEMBER);
  });
  return 'seeded';
}

async function seedSeller(tx: Tx, seller: SeedSeller, now: Date): Promise<void> {
  const sellerId = stableUuid(`seller:${seller.key}`);
  await tx.insert(sellers).values({
    id: sellerId,
    slug: seller.slug,
    name: seller.name,
    timezone: seller.timezone,
    defaultCurrencyCode: seller.currency,
    cartHoldSeconds: CART_HOLD_SECONDS,
    web: { advertise_price_including_fees: false, reserve_flow: 'date_first', logo_url: seller.logo },
    isDefault: seller.isDefault,
  });
  await tx.insert(venues).values(
    seller.venues.map((venue) => ({
      id: stableUuid(`venue:${seller.key}:${venue.key}`),
      sellerId,
      name: venue.name,
      timezone: seller.timezone,
    })),
  );
  for (const event of seller.events) await seedEvent(tx, seller, sellerId, event, now);
}

async function seedEvent(tx: Tx, seller: SeedSeller, sellerId: string, event: SeedEvent, now: Date): Promise<void> {
  const eventId = stableUuid(`event:${seller.key}:${event.key}`);
  const groupId = stableUuid(`group:${seller.key}:${event.key}:${event.group.key}`);
  await tx.insert(eventTemplates).values({
    id: eventId,
    sellerId,
    venueId: stableUuid(`venue:${seller.key}:${event.venueKey}`),
    name: event.name,
    subtitle: event.subtitle,
    description: event.description,
    summary: event.summary,
    category: event.category,
    eventType: event.eventType,
    hiddenType: 'public_browsable',
    meta: {
      reserve_flow: event.reserveFlow,
      image_cover: event.image,
      image_cover_alt: event.imageAlt,
      image_profile: event.image,
      image_profile_alt: event.imageAlt,
      admit_names: 'disabled',
      admit_emails: 'no',
    },
    config: { web: { ecommerce: { hide_sold_out_sessions: false } } },
  });
  await tx.insert(ticketGroups).values({
    id: groupId,
    eventTemplateId: eventId,
    name: event.group.name,
    description: event.group.description,
    handler: 'tickets',
    hiddenType: 'public_browsable',
    minTicketsPerOrder: event.group.minPerOrder ?? 0,
    maxTicketsPerOrder: event.group.maxPerOrder,
    rank: 0,
    meta: {},
  });
  await tx.insert(ticketTypes).values(
    event.types.map((type, rank) => ({
      id: stableUuid(`type:${seller.key}:${event.key}:${type.key}`),
      ticketGroupId: groupId,
      name: type.name,
      description: type.description ?? null,
      summary: null,
      priceMinor: type.priceMinor,
      priceMinMinor: null,
      priceMaxMinor: null,
      rank,
    })),
  );
  const today = zonedDate(now, seller.timezone);
  const rows = event.schedule.days.flatMap((offset) => {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const times = typeof event.schedule.times === 'function' ? event.schedule.times(weekday) : event.schedule.times;
    return times.map((time) => {
      const start = zonedInstant(date, time, seller.timezone);
      return {
        id: stableUuid(`session:${eventId}:${start.toISOString()}`),
        eventTemplateId: eventId,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + event.schedule.durationMinutes * 60_000),
        capacity: event.schedule.capacity,
        oversellCapacity: 0,
      };
    });
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(eventSessions).values(rows.slice(i, i + 500));
}
