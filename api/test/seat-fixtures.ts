/**
 * A small seated event for tests (issue 15): a venue whose layout has two rows of six seats
 * and one wheelchair place, an event played on it with two seated groups and one unseated
 * group, and one future session whose capacity is the number of sellable seats.
 *
 * Row A (zone premium): Stalls A1–A6, one neighbour chain.
 * Row B (zone standard): Stalls B1–B3 and, after an aisle, B4–B6 (the chain breaks between B3 and B4).
 * Stalls W1 (zone wheelchair): no group sells it, so it is unavailable.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { eventSessions, eventTemplates, seatLayouts, seatTemplates, sellers, ticketGroups, ticketTypes, venues } from '../src/infra/db/schema';
import { one } from './fixtures';

export interface SeatedFixtureOptions {
  /** The seller of the venue and event; the default seller when omitted. */
  sellerId?: string;
  /** The event's name ('Seated Concert' when omitted). */
  name?: string;
  /** The session's start; 2030-06-21T23:00Z (19:00 in New York, a week after the test clock's start) when omitted. */
  start?: string;
}

export interface SeatedFixture {
  venueId: string;
  layoutId: string;
  eventId: string;
  sessionId: string;
  groups: Record<'premium' | 'standard' | 'general', string>;
  types: Record<'premiumAdult' | 'premiumChild' | 'standardAdult' | 'standardChild' | 'general', string>;
  /** Seat ids by seat name ('Stalls A1' … 'Stalls B6', 'Stalls W1'). */
  seats: Record<string, string>;
  /** How many seats some group sells (12): the session's capacity. */
  sellableSeats: number;
}

interface SeatSpec {
  row: string;
  number: number;
  zone: string;
  previous: number | null;
  next: number | null;
}

/** A row's seats from `first` to `last`, linked to each other in order (one block between aisles). */
function block(row: string, first: number, last: number, zone: string): SeatSpec[] {
  const seats: SeatSpec[] = [];
  for (let n = first; n <= last; n++) {
    seats.push({ row, number: n, zone, previous: n > first ? n - 1 : null, next: n < last ? n + 1 : null });
  }
  return seats;
}

const SEATS: SeatSpec[] = [
  ...block('A', 1, 6, 'premium'),
  ...block('B', 1, 3, 'standard'),
  ...block('B', 4, 6, 'standard'),
  { row: 'W', number: 1, zone: 'wheelchair', previous: null, next: null },
];

export async function createSeatedFixture(app: FastifyInstance, opts: SeatedFixtureOptions = {}): Promise<SeatedFixture> {
  const db = app.db;
  let sellerId = opts.sellerId;
  if (!sellerId) {
    const [seller] = await db.select().from(sellers).where(eq(sellers.isDefault, true));
    if (!seller) throw new Error('no default seller: create the base fixture first');
    sellerId = seller.id;
  }
  const venue = await one(db.insert(venues).values({ sellerId, name: 'Little Theatre', timezone: 'America/New_York' }).returning());
  const layout = await one(db.insert(seatLayouts).values({ venueId: venue.id, name: 'Little stalls', width: 400, height: 200 }).returning());
  const seatName = (row: string, n: number) => `Stalls ${row}${n}`;
  const seatRows = await db
    .insert(seatTemplates)
    .values(
      SEATS.map((s, rank) => ({
        seatLayoutId: layout.id,
        name: seatName(s.row, s.number),
        section: 'Stalls',
        rowLabel: s.row,
        seatNumber: String(s.number),
        zone: s.zone,
        // An aisle of one seat's width after B3.
        x: 40 + (s.number - 1) * 40 + (s.row === 'B' && s.number > 3 ? 40 : 0),
        y: s.row === 'A' ? 40 : s.row === 'B' ? 90 : 140,
        r: 15,
        previousName: s.previous === null ? null : seatName(s.row, s.previous),
        nextName: s.next === null ? null : seatName(s.row, s.next),
        rank,
      })),
    )
    .returning();
  const event = await one(
    db
      .insert(eventTemplates)
      .values({
        sellerId,
        venueId: venue.id,
        name: opts.name ?? 'Seated Concert',
        subtitle: null,
        description: null,
        summary: null,
        category: 'Concerts',
        eventType: 'repeating',
        hiddenType: 'public_browsable',
        meta: {},
        config: {},
        seatLayoutId: layout.id,
      })
      .returning(),
  );
  let rank = 0;
  const group = (name: string, values: Partial<typeof ticketGroups.$inferInsert>) =>
    one(
      db
        .insert(ticketGroups)
        .values({
          eventTemplateId: event.id,
          name,
          description: null,
          handler: 'seated',
          hiddenType: 'public_browsable',
          minTicketsPerOrder: 0,
          maxTicketsPerOrder: 10,
          rank: rank++,
          meta: {},
          ...values,
        })
        .returning(),
    );
  const type = (ticketGroupId: string, name: string, priceMinor: number, typeRank = 0) =>
    one(db.insert(ticketTypes).values({ ticketGroupId, name, description: null, summary: null, priceMinor, rank: typeRank }).returning());
  const premium = await group('Premium', { color: '#9f1239', seatZones: ['premium'] });
  const standard = await group('Standard', { color: '#1d4ed8', seatZones: ['standard'] });
  const general = await group('General admission', { handler: 'tickets' });
  const premiumAdult = await type(premium.id, 'Adult', 8000);
  const premiumChild = await type(premium.id, 'Child', 4000, 1);
  const standardAdult = await type(standard.id, 'Adult', 5500);
  const standardChild = await type(standard.id, 'Child', 3000, 1);
  const generalType = await type(general.id, 'Standing', 2000);

  const sellableSeats = SEATS.filter((s) => s.zone === 'premium' || s.zone === 'standard').length;
  const start = new Date(opts.start ?? '2030-06-21T23:00:00Z');
  const session = await one(
    db
      .insert(eventSessions)
      .values({
        eventTemplateId: event.id,
        startDatetime: start,
        endDatetime: new Date(start.getTime() + 2 * 3600_000),
        capacity: sellableSeats,
        oversellCapacity: 0,
      })
      .returning(),
  );
  return {
    venueId: venue.id,
    layoutId: layout.id,
    eventId: event.id,
    sessionId: session.id,
    groups: { premium: premium.id, standard: standard.id, general: general.id },
    types: {
      premiumAdult: premiumAdult.id,
      premiumChild: premiumChild.id,
      standardAdult: standardAdult.id,
      standardChild: standardChild.id,
      general: generalType.id,
    },
    seats: Object.fromEntries(seatRows.map((s) => [s.name, s.id])),
    sellableSeats,
  };
}

/** A reserve body item for one seat. */
export function seatTicket(typeId: string, sessionId: string, seatTemplateId: string) {
  return { ticket_type_id: typeId, event_session_id: sessionId, seat_template_id: seatTemplateId };
}
