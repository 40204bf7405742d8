/**
 * Gifts of membership (spec 03 §5; ADR 0021). Booking a gift cart issues one 10-digit code per
 * gifted level, for the cart's giftee; the giftee redeems it by reserving the level's tickets
 * with the code, and booking that redemption marks the code redeemed, once.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../db/client';
import {
  membershipGiftCodes,
  membershipLevels,
  membershipPrograms,
  ticketGroups,
  tickets,
  type CartRow,
  type MembershipGiftCodeRow,
} from '../db/schema';
import { CheckoutError } from './errors';

/** A gift code is 10 digits (spec 03 §5 Gift code). */
export const GIFT_CODE_PATTERN = /^[0-9]{10}$/;

/** Codes tried before giving up (10 random digits rarely collide). */
const CODE_ATTEMPTS = 10;

function newGiftCode(): string {
  return String(randomInt(0, 10_000_000_000)).padStart(10, '0');
}

/** Whether `code` can be redeemed at `now`: inside its validity and not yet redeemed. */
export function giftCodeState(code: Pick<MembershipGiftCodeRow, 'validFrom' | 'validTo' | 'redeemedAt'>, now: Date): 'valid' | 'expired' | 'redeemed' {
  if (code.redeemedAt) return 'redeemed';
  if (now.getTime() < code.validFrom.getTime() || now.getTime() >= code.validTo.getTime()) return 'expired';
  return 'valid';
}

/** Refuses a code that cannot be redeemed now (`code_exhausted`, `code_expired`). */
export function assertRedeemable(code: Pick<MembershipGiftCodeRow, 'validFrom' | 'validTo' | 'redeemedAt'>, now: Date): void {
  const state = giftCodeState(code, now);
  if (state === 'redeemed') throw new CheckoutError('code_exhausted');
  if (state === 'expired') throw new CheckoutError('code_expired');
}

/** The seller's gift code `code`, or undefined. */
export async function findGiftCode(executor: Executor, sellerId: string, code: string): Promise<MembershipGiftCodeRow | undefined> {
  if (!GIFT_CODE_PATTERN.test(code)) return undefined;
  const [row] = await executor
    .select()
    .from(membershipGiftCodes)
    .where(and(eq(membershipGiftCodes.code, code), eq(membershipGiftCodes.sellerId, sellerId)));
  return row;
}

/**
 * After a gift cart's orders are booked, in their transaction: one code per gifted level (the
 * booked tickets of membership level groups), valid for the program's `gift_code_valid_days`,
 * for the cart's giftee. The mail to the giftee is sent after the commit (`GiftCodeMailer`).
 */
export async function issueGiftCodes(tx: Tx, cart: CartRow, orderIds: string[], now: Date): Promise<void> {
  if (!cart.gifteeIdentityId) throw new CheckoutError('giftee_required');
  if (orderIds.length === 0) return;
  const gifted = await tx
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
  for (const { levelId, orderId, validDays } of gifted) {
    const validTo = new Date(now.getTime() + validDays * 24 * 60 * 60 * 1000);
    let issued = false;
    for (let attempt = 0; attempt < CODE_ATTEMPTS && !issued; attempt += 1) {
      const [row] = await tx
        .insert(membershipGiftCodes)
        .values({
          code: newGiftCode(),
          sellerId: cart.sellerId,
          levelId,
          ticketOrderId: orderId,
          gifteeIdentityId: cart.gifteeIdentityId,
          validFrom: now,
          validTo,
        })
        .onConflictDoNothing({ target: membershipGiftCodes.code })
        .returning({ code: membershipGiftCodes.code });
      issued = row !== undefined;
    }
    if (!issued) throw new Error('No free gift code');
  }
}

/**
 * When a redemption cart is booked, in its transaction: marks its gift code redeemed by
 * `userId`. The row lock makes a second, concurrent redemption of the same code wait and then
 * see it redeemed.
 */
export async function redeemGiftCode(tx: Tx, cart: CartRow, userId: string, now: Date): Promise<void> {
  if (!cart.giftCode) return;
  const [code] = await tx
    .select()
    .from(membershipGiftCodes)
    .where(and(eq(membershipGiftCodes.code, cart.giftCode), eq(membershipGiftCodes.sellerId, cart.sellerId)))
    .for('update');
  if (!code) throw new CheckoutError('code_not_found');
  assertRedeemable(code, now);
  await tx
    .update(membershipGiftCodes)
    .set({ redeemedAt: now, redeemedByUserId: userId })
    .where(eq(membershipGiftCodes.code, code.code));
}
