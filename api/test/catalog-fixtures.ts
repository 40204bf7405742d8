/** The catalog part of the test data: one event with a group for each rule, members and a code. */
import type { ApiUser } from '@storefront/shared/wire';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  eventSessions,
  eventTemplates,
  memberships,
  membershipRules,
  messageRules,
  promoCodes,
  ticketGroups,
  ticketTypes,
  users,
  venues,
  type SurveySpec,
} from '../src/infra/db/schema';
import { addMember, one, type Fixture } from './fixtures';
import { Browser } from './helper';

export const SURVEY: SurveySpec = {
  properties: {
    level: { title: 'Level', type: 'string', enum: ['Beginner', 'Advanced'] },
    age: { title: 'Age', type: 'integer', minimum: 16, maximum: 99 },
    email: { title: 'E-mail', type: 'string', format: 'email' },
    camera: { title: 'Camera', type: 'string' },
  },
  required: ['level', 'camera'],
};

export interface CatalogFixture {
  lab: {
    id: string;
    /** s1: June 15 10:00 New York, capacity 5; s2: June 20 10:00, capacity 10, surcharge 3.00. */
    s1: string;
    s2: string;
    groups: Record<'timed' | 'companion' | 'members' | 'press' | 'flexible' | 'workshop' | 'secret' | 'early' | 'donation', string>;
    types: Record<
      'adult' | 'child' | 'carer' | 'member' | 'press' | 'flex' | 'workshop' | 'secret' | 'early' | 'give10' | 'giveAny',
      string
    >;
  };
  linkOnlyEventId: string;
  membersEventId: string;
  /** A type and session of the members-only event. */
  membersEvent: { typeId: string; sessionId: string };
  members: Record<'gold' | 'silver' | 'expired', { email: string; password: string }>;
  ruleId: string;
}

export async function createCatalogFixture(app: FastifyInstance, f: Fixture): Promise<CatalogFixture> {
  const db = app.db;
  const [venue] = await db.select().from(venues).where(eq(venues.sellerId, f.sellerId));
  if (!venue) throw new Error('fixture venue missing');
  const template = (name: string, hiddenType = 'public_browsable', meta: Record<string, unknown> = {}, category = 'Workshops') =>
    one(
      db
        .insert(eventTemplates)
        .values({
          sellerId: f.sellerId,
          venueId: venue.id,
          name,
          subtitle: null,
          description: null,
          summary: null,
          category,
          eventType: 'repeating',
          hiddenType,
          meta,
          config: {},
        })
        .returning(),
    );
  const lab = await template('Lab', 'public_browsable', { filters: { Audience: 'Adults' } });
  let rank = 0;
  const group = (name: string, values: Partial<typeof ticketGroups.$inferInsert> = {}) =>
    one(
      db
        .insert(ticketGroups)
        .values({
          eventTemplateId: lab.id,
          name,
          description: null,
          handler: 'tickets',
          hiddenType: 'public_browsable',
          minTicketsPerOrder: 0,
          maxTicketsPerOrder: 10,
          rank: rank++,
          meta: {},
          ...values,
        })
        .returning(),
    );
  const type = (ticketGroupId: string, name: string, priceMinor: number, values: Partial<typeof ticketTypes.$inferInsert> = {}) =>
    one(
      db
        .insert(ticketTypes)
        .values({ ticketGroupId, name, description: null, summary: null, priceMinor, rank: 0, ...values })
        .returning(),
    );
  const timed = await group('Timed', { capacity: 3 });
  const companion = await group('Companion', { excludeFromEventCapacity: true });
  const members = await group('Members', { hiddenType: 'public_member_only', meta: { member_levels: ['Gold'] } });
  const press = await group('Press', { hiddenType: 'public_link_only' });
  const flexible = await group('Flexible', { startPolicy: 'fixedfrom', durationNew: 'P6M', capacity: 2 });
  const workshop = await group('Workshop', { additionalInfoSpec: SURVEY, meta: { admit_names: 'required', admit_emails: 'optional' } });
  const secret = await group('Secret', { meta: { required_code: true } });
  const early = await group('Early bird', { salesEnd: new Date('2030-06-01T00:00:00Z') });
  const donation = await group('Donation', { handler: 'donation' });

  const adult = await type(timed.id, 'Adult', 2000);
  const child = await type(timed.id, 'Child', 1000, { rank: 1 });
  const carer = await type(companion.id, 'Carer', 0);
  const member = await type(members.id, 'Member', 0, { memberEventTicketType: true });
  const pressType = await type(press.id, 'Press', 0);
  const flex = await type(flexible.id, 'Flex', 3000);
  const workshopType = await type(workshop.id, 'Participant', 5000);
  const secretType = await type(secret.id, 'Secret', 4000);
  const earlyType = await type(early.id, 'Early', 1500);
  const give10 = await type(donation.id, 'Give 10', 1000);
  const giveAny = await type(donation.id, 'Any amount', 500, { priceMinMinor: 500, priceMaxMinor: 10000, rank: 1 });

  const session = (start: string, capacity: number, surchargeMinor = 0) =>
    one(
      db
        .insert(eventSessions)
        .values({
          eventTemplateId: lab.id,
          startDatetime: new Date(start),
          endDatetime: new Date(new Date(start).getTime() + 3600_000),
          capacity,
          oversellCapacity: 0,
          surchargeMinor,
        })
        .returning(),
    );
  const s1 = await session('2030-06-15T14:00:00Z', 5);
  const s2 = await session('2030-06-20T14:00:00Z', 10, 300);
  await db.insert(messageRules).values({
    eventTemplateId: lab.id,
    action: 'quantity_message',
    message: 'Children under 16 must be accompanied by an adult.',
    style: 'warning',
    triggers: { quantity: { ticket_type_names: ['Child'], min: 1 } },
    rank: 0,
  });
  await db.insert(promoCodes).values({ sellerId: f.sellerId, code: 'OPENSESAME', kind: 'unlock', ticketGroupId: secret.id });

  const linkOnly = await template('Secret Party', 'public_link_only', {}, 'Parties');
  const [membersEvent] = await db.select().from(eventTemplates).where(eq(eventTemplates.name, 'Members Evening'));
  if (!membersEvent) throw new Error('Members Evening missing');
  const eveningGroup = await one(
    db
      .insert(ticketGroups)
      .values({ eventTemplateId: membersEvent.id, name: 'Evening', description: null, handler: 'tickets', hiddenType: 'public_browsable', minTicketsPerOrder: 0, maxTicketsPerOrder: 4, rank: 0, meta: {} })
      .returning(),
  );
  const eveningType = await type(eveningGroup.id, 'Guest', 1000);
  const eveningSession = await one(
    db
      .insert(eventSessions)
      .values({
        eventTemplateId: membersEvent.id,
        startDatetime: new Date('2030-06-18T22:00:00Z'),
        endDatetime: new Date('2030-06-18T23:00:00Z'),
        capacity: 30,
        oversellCapacity: 0,
      })
      .returning(),
  );

  const rule = await one(
    db
      .insert(membershipRules)
      .values({
        sellerId: f.sellerId,
        ticketTypeId: member.id,
        ticketGroupId: members.id,
        partyRole: 'Member',
        named: 'yes',
        min: 1,
        max: 1,
        rank: 0,
      })
      .returning(),
  );

  const memberPeople = {
    gold: f.member,
    silver: { email: 'bob@example.com', password: 'Member-Pass-1' },
    expired: { email: 'carol@example.com', password: 'Member-Pass-1' },
  };
  await addMember(app, { first_name: 'Bob', last_name: 'Silver', ...memberPeople.silver });
  await addMember(app, { first_name: 'Carol', last_name: 'Lapsed', ...memberPeople.expired });
  const membership = async (email: string, levelName: string, from: string, to: string, limit: number | null) => {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} missing`);
    await db.insert(memberships).values({
      userId: user.id,
      scanCode: `SC-${email}`,
      levelName,
      validFrom: new Date(from),
      validTo: new Date(to),
      autoRenewState: 'none',
      memberEventPurchaseLimit: limit,
      eventTemplateId: lab.id,
      ticketGroupId: members.id,
    });
  };
  await membership(memberPeople.gold.email, 'Gold', '2030-01-01T00:00:00Z', '2031-01-01T00:00:00Z', 2);
  await membership(memberPeople.silver.email, 'Silver', '2030-01-01T00:00:00Z', '2031-01-01T00:00:00Z', null);
  await membership(memberPeople.expired.email, 'Gold', '2029-01-01T00:00:00Z', '2030-01-01T00:00:00Z', 2);

  return {
    lab: {
      id: lab.id,
      s1: s1.id,
      s2: s2.id,
      groups: {
        timed: timed.id,
        companion: companion.id,
        members: members.id,
        press: press.id,
        flexible: flexible.id,
        workshop: workshop.id,
        secret: secret.id,
        early: early.id,
        donation: donation.id,
      },
      types: {
        adult: adult.id,
        child: child.id,
        carer: carer.id,
        member: member.id,
        press: pressType.id,
        flex: flex.id,
        workshop: workshopType.id,
        secret: secretType.id,
        early: earlyType.id,
        give10: give10.id,
        giveAny: giveAny.id,
      },
    },
    linkOnlyEventId: linkOnly.id,
    membersEventId: membersEvent.id,
    membersEvent: { typeId: eveningType.id, sessionId: eveningSession.id },
    members: memberPeople,
    ruleId: rule.id,
  };
}

/** `useFixtureApp` plus the catalog fixture. */
export function catalogFixture(t: { app: FastifyInstance; f: Fixture }) {
  const state: { c?: CatalogFixture } = {};
  beforeAll(async () => {
    state.c = await createCatalogFixture(t.app, t.f);
  });
  return {
    get c(): CatalogFixture {
      if (!state.c) throw new Error('catalog fixture not created');
      return state.c;
    },
    /** A browser signed in as one of the members. */
    async signIn(who: keyof CatalogFixture['members']): Promise<Browser> {
      const member = this.c.members[who];
      const browser = new Browser(t.app);
      const res = await browser.post<ApiUser>('/api/login', { username: member.email, password: member.password });
      expect(res.status).toBe(200);
      return browser;
    },
  };
}
