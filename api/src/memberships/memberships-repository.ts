/**
 * The memberships' SQL: memberships, their levels, programs and rules, the member tickets they
 * cover, and the accounts a purchase grants them to. Services pass the handle they hold (the
 * app's database or the reservation's and booking's transaction).
 */
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../infra/db/client';
import {
  carts,
  eventTemplates,
  identities,
  membershipLevels,
  membershipPrograms,
  membershipRules,
  memberships,
  sellers,
  ticketGroups,
  ticketOrders,
  tickets,
  ticketTypes,
  users,
  type MembershipLevelRow,
  type MembershipProgramRow,
  type MembershipRow,
  type TicketGroupRow,
} from '../infra/db/schema';

/** The user's memberships; with `sellerSlug` (the storefront's seller) that seller's only. */
export async function membershipsOf(executor: Executor, userId: string | null | undefined, sellerSlug?: string): Promise<MembershipRow[]> {
  if (!userId) return [];
  const rows = await executor
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .innerJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .where(and(eq(memberships.userId, userId), sellerSlug ? eq(sellers.slug, sellerSlug) : undefined))
    .orderBy(asc(memberships.validFrom), asc(memberships.id));
  return rows.map((r) => r.membership);
}

/** The user's memberships of this seller's programs, current or not. */
export async function sellerMembershipsOf(executor: Executor, userId: string, sellerId: string): Promise<MembershipRow[]> {
  const rows = await executor
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .where(and(eq(memberships.userId, userId), eq(eventTemplates.sellerId, sellerId)))
    .orderBy(asc(memberships.validFrom), asc(memberships.id));
  return rows.map((r) => r.membership);
}

/** `GET my/membership`'s rows: each membership with its level, program, group, event, member and order. */
export async function findMyMemberships(db: Db, userId: string, sellerSlug?: string) {
  return db
    .select({
      membership: memberships,
      level: membershipLevels,
      program: membershipPrograms,
      timezone: sellers.timezone,
      group: ticketGroups,
      event: { id: eventTemplates.id, name: eventTemplates.name },
      identity: { id: identities.id, email: identities.email, first_name: identities.firstName, last_name: identities.lastName },
      order: { id: ticketOrders.id, order_number: ticketOrders.orderNumber },
    })
    .from(memberships)
    .innerJoin(membershipLevels, eq(membershipLevels.id, memberships.levelId))
    .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
    .innerJoin(sellers, eq(sellers.id, membershipPrograms.sellerId))
    .innerJoin(ticketGroups, eq(ticketGroups.id, membershipLevels.ticketGroupId))
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(identities, eq(identities.id, users.identityId))
    .leftJoin(ticketOrders, eq(ticketOrders.id, memberships.ticketOrderId))
    .where(and(eq(memberships.userId, userId), sellerSlug ? eq(sellers.slug, sellerSlug) : undefined))
    .orderBy(desc(memberships.validTo), asc(memberships.id));
}

/** The members: the orders' tickets that are neither cancelled nor unbooked, in entry order. */
export async function findMemberTickets(db: Db, orderIds: string[]) {
  return db
    .select()
    .from(tickets)
    .where(and(inArray(tickets.ticketOrderId, orderIds), notInArray(tickets.state, ['cancelled', 'unbooked'])))
    .orderBy(asc(tickets.entrySeq));
}

/** The ticket types of the groups, by rank. */
export async function findTicketTypesOfGroups(db: Db, groupIds: string[]) {
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.ticketGroupId, groupIds))
    .orderBy(asc(ticketTypes.rank), asc(ticketTypes.id));
}

/** The membership bought or last renewed by the order, when one of `owners` owns its cart. */
export async function findOwnedOrderMembership(db: Db, orderId: string, owners: string[]) {
  const [row] = await db
    .select({ membership: memberships })
    .from(memberships)
    .innerJoin(ticketOrders, eq(ticketOrders.id, memberships.ticketOrderId))
    .innerJoin(carts, eq(carts.id, ticketOrders.cartId))
    .where(and(eq(ticketOrders.id, orderId), inArray(carts.identityId, owners)));
  return row;
}

/** Cancels the membership's auto-renewal when it is scheduled; the updated row, or none. */
export async function cancelScheduledAutoRenew(db: Db, membershipId: string): Promise<MembershipRow | undefined> {
  const [updated] = await db
    .update(memberships)
    .set({ autoRenewState: 'cancelled' })
    .where(and(eq(memberships.id, membershipId), eq(memberships.autoRenewState, 'scheduled')))
    .returning();
  return updated;
}

/** The member ID of the user's own membership `id`. */
export async function findOwnScanCode(db: Db, id: string, userId: string): Promise<{ scanCode: string } | undefined> {
  const [row] = await db
    .select({ scanCode: memberships.scanCode })
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId)));
  return row;
}

/** The seller's membership rules, by rank. */
export async function listMembershipRules(db: Db, sellerId: string, limit: number) {
  return db
    .select()
    .from(membershipRules)
    .where(and(eq(membershipRules.sellerId, sellerId)))
    .orderBy(asc(membershipRules.rank), asc(membershipRules.partyRole), asc(membershipRules.id))
    .limit(limit);
}

export async function findTicketTypesByIds(db: Db, typeIds: string[]) {
  return db.select().from(ticketTypes).where(inArray(ticketTypes.id, typeIds));
}

export async function findLevelsOfGroups(db: Db, groupIds: string[]) {
  return db.select().from(membershipLevels).where(inArray(membershipLevels.ticketGroupId, groupIds));
}

/** The membership levels among the ticket groups (membership groups only), with program and group. */
export async function findLevelContexts(
  executor: Executor,
  ids: string[],
): Promise<{ level: MembershipLevelRow; program: MembershipProgramRow; group: TicketGroupRow }[]> {
  return executor
    .select({ level: membershipLevels, program: membershipPrograms, group: ticketGroups })
    .from(membershipLevels)
    .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
    .innerJoin(ticketGroups, eq(ticketGroups.id, membershipLevels.ticketGroupId))
    .where(and(inArray(membershipLevels.ticketGroupId, ids), eq(ticketGroups.handler, 'membership')));
}

/** The rules of the groups, by rank. */
export async function findRulesOfGroups(tx: Tx, groupIds: string[]) {
  return tx
    .select()
    .from(membershipRules)
    .where(inArray(membershipRules.ticketGroupId, groupIds))
    .orderBy(asc(membershipRules.rank), asc(membershipRules.id));
}

/** The user's membership of the program's event, current or not. */
export async function findProgramMembership(tx: Tx, userId: string, eventTemplateId: string): Promise<MembershipRow | undefined> {
  const [membership] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.eventTemplateId, eventTemplateId)));
  return membership;
}

export async function findSellerTimezone(tx: Tx, sellerId: string): Promise<{ timezone: string } | undefined> {
  const [seller] = await tx.select({ timezone: sellers.timezone }).from(sellers).where(eq(sellers.id, sellerId));
  return seller;
}

export async function findSellerName(tx: Tx, sellerId: string): Promise<{ name: string } | undefined> {
  const [seller] = await tx.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, sellerId));
  return seller;
}

/** The orders' booked tickets of membership groups. */
export async function findBookedMemberTickets(tx: Tx, orderIds: string[]) {
  return tx
    .select({ id: tickets.id, ticketGroupId: tickets.ticketGroupId, ticketOrderId: tickets.ticketOrderId })
    .from(tickets)
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
    .where(and(inArray(tickets.ticketOrderId, orderIds), eq(tickets.state, 'booked'), eq(ticketGroups.handler, 'membership')));
}

/** Serialises the user's concurrent membership grants until the transaction ends. */
export async function lockMemberships(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`membership:${userId}`}, 0))`);
}

/** The members' tickets last as long as the membership. */
export async function setTicketsValidTo(tx: Tx, ticketIds: string[], validTo: Date): Promise<void> {
  await tx.update(tickets).set({ validTo }).where(inArray(tickets.id, ticketIds));
}

export async function findUserIdOfIdentity(tx: Tx, identityId: string): Promise<{ id: string } | undefined> {
  const [own] = await tx.select({ id: users.id }).from(users).where(eq(users.identityId, identityId));
  return own;
}

export async function findIdentity(tx: Tx, identityId: string) {
  const [identity] = await tx.select().from(identities).where(eq(identities.id, identityId));
  return identity;
}

export async function findUserIdByEmail(tx: Tx, email: string): Promise<{ id: string } | undefined> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return existing;
}

export type MembershipGrantFields = Pick<
  typeof memberships.$inferInsert,
  'levelId' | 'programId' | 'levelName' | 'ticketGroupId' | 'memberEventPurchaseLimit' | 'ticketOrderId' | 'autoRenewState'
>;

export async function updateMembership(tx: Tx, id: string, values: MembershipGrantFields & { validFrom: Date; validTo: Date }): Promise<void> {
  await tx.update(memberships).set(values).where(eq(memberships.id, id));
}

/** Inserts the membership unless its member ID is taken; its id, or none on a collision. */
export async function insertMembership(tx: Tx, values: typeof memberships.$inferInsert): Promise<{ id: string } | undefined> {
  const [created] = await tx.insert(memberships).values(values).onConflictDoNothing({ target: memberships.scanCode }).returning({ id: memberships.id });
  return created;
}

/** The memberships of the account with `email`, with their seller, ordered for the reminder mails. */
export async function findMembershipReminderRows(db: Db, email: string) {
  return db
    .select({
      email: users.email,
      firstName: identities.firstName,
      sellerId: sellers.id,
      sellerName: sellers.name,
      timezone: sellers.timezone,
      scanCode: memberships.scanCode,
      levelName: memberships.levelName,
      validTo: memberships.validTo,
    })
    .from(users)
    .innerJoin(identities, eq(identities.id, users.identityId))
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(eventTemplates, eq(eventTemplates.id, memberships.eventTemplateId))
    .innerJoin(sellers, eq(sellers.id, eventTemplates.sellerId))
    .where(eq(users.email, email.trim().toLowerCase()))
    .orderBy(asc(sellers.name), desc(memberships.validTo), asc(memberships.scanCode));
}
