/** The demo's SQL beyond its catalogues (members, orders, gift cards), the wipe, and the reads that decide whether to load. */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../infra/db/client';
import {
  carts,
  eventSessions,
  giftCards,
  identities,
  membershipGiftCodes,
  memberships,
  sellers,
  ticketOrders,
  tickets,
  users,
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

export async function insertGiftCards(tx: Tx, rows: (typeof giftCards.$inferInsert)[]): Promise<void> {
  await tx.insert(giftCards).values(rows);
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

