/** A small catalogue for tests, dated relative to the test clock. */
import type { FastifyInstance } from 'fastify';
import { eventSessions, eventTemplates, sellers, ticketGroups, ticketTypes, venues } from '../src/infra/db/schema';
import { createMember } from '../src/accounts/members';

export interface Fixture {
  sellerId: string;
  otherSellerId: string;
  event: { id: string; groupId: string; adultId: string; childId: string };
  /** s1 and s2 (capacity 5) on day 1, s3 (capacity 2) on day 2, all in the venue's zone. */
  sessions: { s1: string; s2: string; s3: string; unlimited: string };
  free: { id: string; typeId: string; sessionId: string };
  other: { eventId: string; typeId: string; sessionId: string };
  member: { email: string; password: string };
}

/** A member account with this password (null: none), hashed at the app's cost. */
export async function addMember(
  app: FastifyInstance,
  { password, ...member }: Omit<Parameters<typeof createMember>[1], 'passwordHash'> & { password: string | null },
): Promise<string> {
  return createMember(app.db, { ...member, passwordHash: password === null ? null : await app.passwords.hash(password) });
}

/** The one row an insert returned. */
export async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function createFixture(app: FastifyInstance): Promise<Fixture> {
  const db = app.db;
  const at = (iso: string) => new Date(iso);
  const seller = await one(
    db
      .insert(sellers)
      .values({
        slug: 'museum',
        name: 'Test Museum',
        timezone: 'America/New_York',
        defaultCurrencyCode: 'USD',
        cartHoldSeconds: 900,
        web: {},
        isDefault: true,
      })
      .returning(),
  );
  const other = await one(
    db
      .insert(sellers)
      .values({
        slug: 'zoo',
        name: 'Test Zoo',
        timezone: 'Europe/London',
        defaultCurrencyCode: 'GBP',
        cartHoldSeconds: 600,
        web: {},
        isDefault: false,
      })
      .returning(),
  );
  const venue = await one(
    db.insert(venues).values({ sellerId: seller.id, name: 'Main', timezone: 'America/New_York' }).returning(),
  );
  const zooVenue = await one(
    db.insert(venues).values({ sellerId: other.id, name: 'Zoo', timezone: 'Europe/London' }).returning(),
  );
  const template = (sellerId: string, venueId: string, name: string, hiddenType = 'public_browsable') =>
    one(
      db
        .insert(eventTemplates)
        .values({
          sellerId,
          venueId,
          name,
          subtitle: `${name} subtitle`,
          description: null,
          summary: null,
          category: 'Admission',
          eventType: 'repeating',
          hiddenType,
          meta: { image_cover: '/api/images/general-admission.svg' },
          config: {},
        })
        .returning(),
    );
  const group = (eventTemplateId: string, max = 10, min = 0) =>
    one(
      db
        .insert(ticketGroups)
        .values({
          eventTemplateId,
          name: 'Admission',
          description: null,
          handler: 'tickets',
          hiddenType: 'public_browsable',
          minTicketsPerOrder: min,
          maxTicketsPerOrder: max,
          rank: 0,
          meta: {},
        })
        .returning(),
    );
  const type = (ticketGroupId: string, name: string, priceMinor: number, rank = 0) =>
    one(
      db
        .insert(ticketTypes)
        .values({
          ticketGroupId,
          name,
          description: null,
          summary: null,
          priceMinor,
          priceMinMinor: null,
          priceMaxMinor: null,
          rank,
        })
        .returning(),
    );
  const session = (eventTemplateId: string, start: string, capacity: number) =>
    one(
      db
        .insert(eventSessions)
        .values({
          eventTemplateId,
          startDatetime: at(start),
          endDatetime: new Date(at(start).getTime() + 3600_000),
          capacity,
          oversellCapacity: 0,
        })
        .returning(),
    );

  // The test clock starts at 2030-06-14T16:00Z (noon in New York).
  const tour = await template(seller.id, venue.id, 'Tour');
  const tourGroup = await group(tour.id, 10);
  const adult = await type(tourGroup.id, 'Adult', 2000, 0);
  const child = await type(tourGroup.id, 'Child', 1000, 1);
  const s1 = await session(tour.id, '2030-06-15T14:00:00Z', 5); // 10:00 New York, June 15
  const s2 = await session(tour.id, '2030-06-15T18:00:00Z', 5); // 14:00 New York, June 15
  const s3 = await session(tour.id, '2030-06-16T14:00:00Z', 2); // June 16
  const unlimited = await session(tour.id, '2030-06-17T03:30:00Z', -1); // 23:30 New York, June 16
  await template(seller.id, venue.id, 'Members Evening', 'public_member_only');

  const freeEvent = await template(seller.id, venue.id, 'Family Day');
  const freeGroup = await group(freeEvent.id, 4);
  const freeType = await type(freeGroup.id, 'Free admission', 0);
  const freeSession = await session(freeEvent.id, '2030-06-20T15:00:00Z', 10);

  const zooEvent = await template(other.id, zooVenue.id, 'Zoo Day');
  const zooGroup = await group(zooEvent.id, 10);
  const zooType = await type(zooGroup.id, 'Adult', 2400);
  const zooSession = await session(zooEvent.id, '2030-06-15T09:00:00Z', 50);

  const member = { email: 'ada@example.com', password: 'Member-Pass-1' };
  await addMember(app, { first_name: 'Ada', last_name: 'Lovelace', ...member });

  return {
    sellerId: seller.id,
    otherSellerId: other.id,
    event: { id: tour.id, groupId: tourGroup.id, adultId: adult.id, childId: child.id },
    sessions: { s1: s1.id, s2: s2.id, s3: s3.id, unlimited: unlimited.id },
    free: { id: freeEvent.id, typeId: freeType.id, sessionId: freeSession.id },
    other: { eventId: zooEvent.id, typeId: zooType.id, sessionId: zooSession.id },
    member,
  };
}

/** `count` tickets of `typeId` in `sessionId`, as a reserve body part. */
export function tickets(typeId: string, sessionId: string, count: number) {
  return Array.from({ length: count }, () => ({ ticket_type_id: typeId, event_session_id: sessionId }));
}
