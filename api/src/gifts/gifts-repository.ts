/** The gift codes' SQL: gift codes of membership levels, issued on booking and redeemed in a cart. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../infra/db/client';
import {
  cartmods,
  carts,
  membershipGiftCodes,
  membershipLevels,
  membershipPrograms,
  ticketGroups,
  tickets,
  type CartRow,
  type MembershipGiftCodeRow,
  type MembershipLevelRow,
  type MembershipProgramRow,
} from '../infra/db/schema';

/** The seller's gift code `code` with its level and program. */
export async function findSellerGiftCode(
  executor: Executor,
  sellerId: string,
  code: string,
): Promise<{ code: MembershipGiftCodeRow; level: MembershipLevelRow; program: MembershipProgramRow } | undefined> {
  const [row] = await executor
    .select({ code: membershipGiftCodes, level: membershipLevels, program: membershipPrograms })
    .from(membershipGiftCodes)
    .innerJoin(membershipLevels, eq(membershipLevels.id, membershipGiftCodes.levelId))
    .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
    .where(and(eq(membershipGiftCodes.code, code), eq(membershipGiftCodes.sellerId, sellerId)));
  return row;
}

export async function findGiftCodeRow(tx: Tx, code: string): Promise<MembershipGiftCodeRow | undefined> {
  const [fresh] = await tx.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.code, code));
  return fresh;
}

/** One ticket of the group in the cart, in the cart or held. */
export async function findCartTicketOfGroup(tx: Tx, cartId: string, ticketGroupId: string): Promise<{ id: string } | undefined> {
  const [levelTicket] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.cartId, cartId), eq(tickets.ticketGroupId, ticketGroupId), inArray(tickets.state, ['in_cart', 'held'])))
    .limit(1);
  return levelTicket;
}

export async function setCartGiftCode(tx: Tx, cartId: string, code: string): Promise<CartRow | undefined> {
  const [updated] = await tx.update(carts).set({ giftCode: code }).where(eq(carts.id, cartId)).returning();
  return updated;
}

export async function insertGiftCartmod(tx: Tx, values: typeof cartmods.$inferInsert): Promise<void> {
  await tx.insert(cartmods).values(values);
}

/** The gifted levels of the orders: their booked tickets of membership level groups. */
export async function findGiftedLevels(tx: Tx, orderIds: string[]) {
  return tx
    .selectDistinct({
      levelId: membershipLevels.id,
      orderId: tickets.ticketOrderId,
      validDays: membershipPrograms.giftCodeValidDays,
    })
    .from(tickets)
    .innerJoin(ticketGroups, eq(ticketGroups.id, tickets.ticketGroupId))
    .innerJoin(membershipLevels, eq(membershipLevels.ticketGroupId, tickets.ticketGroupId))
    .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
    .where(and(inArray(tickets.ticketOrderId, orderIds), eq(tickets.state, 'booked'), eq(ticketGroups.handler, 'membership')));
}

/** Inserts the code unless it is taken; the code, or none on a collision. */
export async function insertGiftCode(tx: Tx, values: typeof membershipGiftCodes.$inferInsert): Promise<{ code: string } | undefined> {
  const [row] = await tx
    .insert(membershipGiftCodes)
    .values(values)
    .onConflictDoNothing({ target: membershipGiftCodes.code })
    .returning({ code: membershipGiftCodes.code });
  return row;
}

/** The seller's code, locked for update until the transaction ends. */
export async function lockSellerGiftCode(tx: Tx, sellerId: string, code: string): Promise<MembershipGiftCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(membershipGiftCodes)
    .where(and(eq(membershipGiftCodes.code, code), eq(membershipGiftCodes.sellerId, sellerId)))
    .for('update');
  return row;
}

export async function markGiftCodeRedeemed(tx: Tx, code: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(membershipGiftCodes)
    .set({ redeemedAt: now, redeemedByUserId: userId })
    .where(eq(membershipGiftCodes.code, code));
}
