/**
 * Gifts of membership (spec 03 §5; ADR 0021). Booking a gift cart issues one 10-digit code per
 * gifted level, for the cart's giftee; the giftee redeems it by reserving the level's tickets
 * with the code, and booking that redemption marks the code redeemed, once.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../infra/db/client';
import type { ApiMembershipGiftLookup } from '@storefront/shared/wire';
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
import { CartError, CheckoutError, ReservationError } from '../lib/errors';
import { repriceCart } from '../cart/promo-codes';
import { toApiMembershipRole } from '../catalog/views';

/** A gift code is 10 digits (spec 03 §5 Gift code). */
export const GIFT_CODE_PATTERN = /^[0-9]{10}$/;

/** 'a Family membership', 'an Individual membership'. */
export function aMembership(levelName: string): string {
  return `${/^[aeiou]/i.test(levelName) ? 'an' : 'a'} ${levelName} membership`;
}

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

/** A gift code with the level it gives. */
export interface GiftCode {
  code: MembershipGiftCodeRow;
  level: MembershipLevelRow;
  program: MembershipProgramRow;
}

/** The seller's gift code `code` with its level, or undefined (also for anything but 10 digits). */
export async function findGiftCode(executor: Executor, sellerId: string, code: string): Promise<GiftCode | undefined> {
  const trimmed = code.trim();
  if (!GIFT_CODE_PATTERN.test(trimmed)) return undefined;
  const [row] = await executor
    .select({ code: membershipGiftCodes, level: membershipLevels, program: membershipPrograms })
    .from(membershipGiftCodes)
    .innerJoin(membershipLevels, eq(membershipLevels.id, membershipGiftCodes.levelId))
    .innerJoin(membershipPrograms, eq(membershipPrograms.id, membershipLevels.programId))
    .where(and(eq(membershipGiftCodes.code, trimmed), eq(membershipGiftCodes.sellerId, sellerId)));
  return row;
}

export const giftCodeNotFound = (code: string) =>
  new CheckoutError('code_not_found', { context: 'code', description: 'You must enter a valid code', extra: { code } });

/** `GET code/{code}` for a gift code (spec 03 §5, §7): answered when expired or redeemed too. */
export function toGiftCodeLookup({ code, level, program }: GiftCode): ApiMembershipGiftLookup {
  return {
    code: code.code,
    valid_from: code.validFrom.toISOString(),
    valid_to: code.validTo.toISOString(),
    exhausted: code.redeemedAt !== null,
    role: toApiMembershipRole(level, program),
    event_template_id: program.eventTemplateId,
  };
}

/** The cartmod a redeemed gift shows; its discount is the gifted level's tickets' whole price. */
export const GIFT_CARTMOD_NAME = 'Gift of membership';

/**
 * Redeeming (`apply_code` with a gift code), in the modify's transaction after its reserve: the
 * code must be redeemable now and the cart must hold the tickets of the code's level; the cart
 * then names the code and carries a 'Gift of membership' cartmod, so the level's tickets cost
 * nothing. Booking marks the code redeemed (`redeemGiftCode`); holding it does not.
 */
export async function applyGiftCode(tx: Tx, cart: CartRow, gift: GiftCode, now: Date): Promise<CartRow> {
  const [fresh] = await tx.select().from(membershipGiftCodes).where(eq(membershipGiftCodes.code, gift.code.code));
  if (!fresh) throw giftCodeNotFound(gift.code.code);
  assertRedeemable(fresh, now);
  if (cart.isGift) throw new ReservationError('gift_cart_mixed');
  if (cart.giftCode === fresh.code) return cart;
  if (cart.giftCode) {
    throw new CartError('validation_failed', { context: 'code', description: 'Only one gift of membership code can be redeemed per cart.' });
  }
  const [levelTicket] = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.cartId, cart.id), eq(tickets.ticketGroupId, gift.level.ticketGroupId), inArray(tickets.state, ['in_cart', 'held'])))
    .limit(1);
  if (!levelTicket) {
    throw new CheckoutError('code_level_mismatch', {
      context: 'code',
      description: `This code is for ${aMembership(gift.level.name)}.`,
      extra: { code: fresh.code, role_id: gift.level.id, ticket_group_id: gift.level.ticketGroupId },
    });
  }
  const [updated] = await tx.update(carts).set({ giftCode: fresh.code }).where(eq(carts.id, cart.id)).returning();
  await tx.insert(cartmods).values({
    cartId: cart.id,
    code: fresh.code,
    name: GIFT_CARTMOD_NAME,
    description: `${gift.level.name} membership`,
  });
  await repriceCart(tx, cart.id);
  return updated ?? cart;
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
