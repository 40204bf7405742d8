/**
 * A membership program for the tests (ADR 0021): the membership event 'Test Membership' of the
 * test museum, renewal window 60 days, with two levels. Individual: one named Member at 75.00,
 * auto-renew offered, plus an add-on type with no membership rule. Family: one unnamed
 * Household at 150.00 (1..1), named Adults (1..2) and unnamed Children (0..-1, so 10).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { eventTemplates, membershipLevels, membershipPrograms, membershipRules, ticketGroups, ticketTypes, venues } from '../src/infra/db/schema';
import { one, type Fixture } from './fixtures';

export interface MembershipFixture {
  eventId: string;
  programId: string;
  individual: { levelId: string; groupId: string; memberId: string; addOnId: string };
  family: { levelId: string; groupId: string; householdId: string; adultId: string; childId: string };
}

export const RENEWAL_WINDOW_DAYS = 60;

export async function createMembershipFixture(app: FastifyInstance, f: Fixture): Promise<MembershipFixture> {
  const db = app.db;
  const [venue] = await db.select().from(venues).where(eq(venues.sellerId, f.sellerId));
  if (!venue) throw new Error('venue missing');
  const event = await one(
    db
      .insert(eventTemplates)
      .values({
        sellerId: f.sellerId,
        venueId: venue.id,
        name: 'Test Membership',
        subtitle: null,
        description: null,
        summary: null,
        category: 'Membership',
        eventType: 'membership',
        hiddenType: 'public_browsable',
        meta: {},
        config: {},
      })
      .returning(),
  );
  const program = await one(
    db
      .insert(membershipPrograms)
      .values({ sellerId: f.sellerId, eventTemplateId: event.id, name: 'Test Membership', rank: 0, renewalWindowDays: RENEWAL_WINDOW_DAYS, giftCodeValidDays: 365 })
      .returning(),
  );
  const level = async (name: string, rank: number, autoRenewAvailable: boolean) => {
    // The group's own maximum is left open: the membership rules bound each role.
    const group = await one(
      db
        .insert(ticketGroups)
        .values({
          eventTemplateId: event.id,
          name,
          description: null,
          handler: 'membership',
          hiddenType: 'public_browsable',
          minTicketsPerOrder: 0,
          maxTicketsPerOrder: -1,
          rank,
          meta: {},
          startPolicy: 'fixedfrom',
          durationNew: 'P1Y',
        })
        .returning(),
    );
    const row = await one(
      db
        .insert(membershipLevels)
        .values({ programId: program.id, ticketGroupId: group.id, name, rank, autoRenewAvailable, memberEventPurchaseLimit: 4, benefits: {} })
        .returning(),
    );
    return { groupId: group.id, levelId: row.id };
  };
  const type = async (ticketGroupId: string, name: string, priceMinor: number, rank: number) =>
    (
      await one(
        db
          .insert(ticketTypes)
          .values({ ticketGroupId, name, description: null, summary: null, priceMinor, priceMinMinor: null, priceMaxMinor: null, rank })
          .returning(),
      )
    ).id;
  const rule = (ticketGroupId: string, ticketTypeId: string, partyRole: string, named: 'yes' | 'no', min: number, max: number) =>
    db.insert(membershipRules).values({ sellerId: f.sellerId, ticketGroupId, ticketTypeId, partyRole, named, min, max, rank: 0 });

  const individual = await level('Individual', 0, true);
  const memberId = await type(individual.groupId, 'Member', 7500, 0);
  const addOnId = await type(individual.groupId, 'Car park pass', 1000, 1);
  await rule(individual.groupId, memberId, 'Member', 'yes', 1, 1);

  const family = await level('Family', 1, false);
  const householdId = await type(family.groupId, 'Household', 15000, 0);
  const adultId = await type(family.groupId, 'Adult', 0, 1);
  const childId = await type(family.groupId, 'Child', 0, 2);
  await rule(family.groupId, householdId, 'Household', 'no', 1, 1);
  await rule(family.groupId, adultId, 'Adult', 'yes', 1, 2);
  await rule(family.groupId, childId, 'Child', 'no', 0, -1);

  return {
    eventId: event.id,
    programId: program.id,
    individual: { ...individual, memberId, addOnId },
    family: { ...family, householdId, adultId, childId },
  };
}
