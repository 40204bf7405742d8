/** The demo seed's SQL: the rows it writes, the wipe, and the reads that decide whether to seed. */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../infra/db/client';
import type { SeatRow } from '../catalog/catalog-repository';
import {
  carts,
  eventSessions,
  eventTemplates,
  giftCards,
  identities,
  membershipGiftCodes,
  memberships,
  membershipLevels,
  membershipPrograms,
  membershipRules,
  messageRules,
  promoCodes,
  seatLayouts,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  users,
  venues,
} from '../infra/db/schema';

const TABLES = [
  'demo_data',
  'gateway_audit',
  'payments',
  'payment_attempts',
  'sandbox_payment_intents',
  'saved_payment_methods',
  'gift_cards',
  'cartmods',
  'cart_ticket_removals',
  'citypass_redemptions',
  'promo_codes',
  'membership_rules',
  'membership_gift_codes',
  'memberships',
  'membership_levels',
  'membership_programs',
  'message_rules',
  'tickets',
  'ticket_orders',
  'carts',
  'web_sessions',
  'one_time_codes',
  'password_reset_tokens',
  'external_login_flows',
  'external_identities',
  'users',
  'identities',
  'event_sessions',
  'ticket_types',
  'ticket_groups',
  'event_templates',
  'seat_templates',
  'seat_layouts',
  'venues',
  'sellers',
];

export async function sellerSlugs(db: Db): Promise<string[]> {
  return (await db.select({ slug: sellers.slug }).from(sellers)).map((row) => row.slug);
}

/** Empties every table and restarts the number sequences. */
export async function wipeDemoTables(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`TRUNCATE ${TABLES.join(', ')} CASCADE`));
  await tx.execute(sql`ALTER SEQUENCE cart_number_seq RESTART`);
  await tx.execute(sql`ALTER SEQUENCE order_number_seq RESTART`);
}

export async function storedDemoVersion(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ version: number }>(db, sql`SELECT version FROM demo_data`);
  return row?.version ?? null;
}

export async function insertDemoVersion(tx: Tx, version: number): Promise<void> {
  await tx.execute(sql`INSERT INTO demo_data (version) VALUES (${version})`);
}

export async function insertSeller(tx: Tx, row: typeof sellers.$inferInsert): Promise<void> {
  await tx.insert(sellers).values(row);
}

export async function insertVenues(tx: Tx, rows: (typeof venues.$inferInsert)[]): Promise<void> {
  await tx.insert(venues).values(rows);
}

export async function insertSeatLayout(tx: Tx, row: typeof seatLayouts.$inferInsert): Promise<void> {
  await tx.insert(seatLayouts).values(row);
}

/** A seat of a layout, keyed by the columns of `seat_templates` (`json_populate_recordset` matches them by name). */
export type SeatTemplateRecord = SeatRow & { rank: number };

/**
 * The seats go in as one JSON parameter: 10,000 rows of 13 bound parameters each took PGlite
 * about three times as long.
 */
export async function insertSeatTemplates(tx: Tx, layoutId: string, seats: SeatTemplateRecord[]): Promise<void> {
  await tx.execute(sql`INSERT INTO seat_templates
      (id, seat_layout_id, name, section, row_label, seat_number, zone, x, y, r, previous_name, next_name, rank)
    SELECT id, ${layoutId}::uuid, name, section, row_label, seat_number, zone, x, y, r, previous_name, next_name, rank
    FROM json_populate_recordset(NULL::seat_templates, ${JSON.stringify(seats)}::json)`);
}

export async function insertGiftCards(tx: Tx, rows: (typeof giftCards.$inferInsert)[]): Promise<void> {
  await tx.insert(giftCards).values(rows);
}

export async function insertPromoCodes(tx: Tx, rows: (typeof promoCodes.$inferInsert)[]): Promise<void> {
  await tx.insert(promoCodes).values(rows);
}

export async function insertTicketGroup(tx: Tx, row: typeof ticketGroups.$inferInsert): Promise<void> {
  await tx.insert(ticketGroups).values(row);
}

export async function insertTicketTypes(tx: Tx, rows: (typeof ticketTypes.$inferInsert)[]): Promise<void> {
  await tx.insert(ticketTypes).values(rows);
}

export async function insertEventTemplate(tx: Tx, row: typeof eventTemplates.$inferInsert): Promise<void> {
  await tx.insert(eventTemplates).values(row);
}

export async function insertMessageRules(tx: Tx, rows: (typeof messageRules.$inferInsert)[]): Promise<void> {
  await tx.insert(messageRules).values(rows);
}

export async function insertMembershipRules(tx: Tx, rows: (typeof membershipRules.$inferInsert)[]): Promise<void> {
  await tx.insert(membershipRules).values(rows);
}

export async function insertEventSessions(tx: Tx, rows: (typeof eventSessions.$inferInsert)[]): Promise<void> {
  await tx.insert(eventSessions).values(rows);
}

export async function insertEventSessionIfAbsent(tx: Tx, row: typeof eventSessions.$inferInsert): Promise<void> {
  await tx.insert(eventSessions).values(row).onConflictDoNothing();
}

export async function insertIdentity(tx: Tx, row: typeof identities.$inferInsert): Promise<{ id: string } | undefined> {
  const [identity] = await tx.insert(identities).values(row).returning({ id: identities.id });
  return identity;
}

export async function insertCart(tx: Tx, row: typeof carts.$inferInsert): Promise<{ id: string } | undefined> {
  const [cart] = await tx.insert(carts).values(row).returning({ id: carts.id });
  return cart;
}

export async function insertTicketOrder(tx: Tx, row: typeof ticketOrders.$inferInsert): Promise<{ id: string } | undefined> {
  const [order] = await tx.insert(ticketOrders).values(row).returning({ id: ticketOrders.id });
  return order;
}

export async function insertTickets(tx: Tx, rows: (typeof tickets.$inferInsert)[]): Promise<void> {
  await tx.insert(tickets).values(rows);
}

export async function insertMembershipProgram(tx: Tx, row: typeof membershipPrograms.$inferInsert): Promise<void> {
  await tx.insert(membershipPrograms).values(row);
}

export async function insertMembershipLevels(tx: Tx, rows: (typeof membershipLevels.$inferInsert)[]): Promise<void> {
  await tx.insert(membershipLevels).values(rows);
}

export async function insertMembership(tx: Tx, row: typeof memberships.$inferInsert): Promise<void> {
  await tx.insert(memberships).values(row);
}

export async function insertMembershipGiftCodes(tx: Tx, rows: (typeof membershipGiftCodes.$inferInsert)[]): Promise<void> {
  await tx.insert(membershipGiftCodes).values(rows);
}

export async function findUserByEmail(tx: Tx, email: string): Promise<{ id: string; identityId: string } | undefined> {
  const [user] = await tx.select({ id: users.id, identityId: users.identityId }).from(users).where(eq(users.email, email));
  return user;
}

