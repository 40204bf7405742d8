/**
 * Gifts of membership (spec 03 §5; ADR 0021). Booking a gift cart issues one 10-digit code per
 * gifted level, for the cart's giftee; the giftee redeems it by reserving the level's tickets
 * with the code, and booking that redemption marks the code redeemed, once.
 */
import { randomInt } from 'node:crypto';
import type { Executor, Tx } from '../infra/db/client';
import type { ApiMembershipGiftLookup } from '@storefront/shared/wire';
import type { CartRow, MembershipGiftCodeRow, MembershipLevelRow, MembershipProgramRow } from '../infra/db/schema';
import {
  findCartTicketOfGroup,
  findGiftCodeRow,
  findGiftedLevels,
  findSellerGiftCode,
  insertGiftCartmod,
  insertGiftCode,
  lockSellerGiftCode,
  markGiftCodeRedeemed,
  setCartGiftCode,
} from './gifts-repository';
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
  return findSellerGiftCode(executor, sellerId, trimmed);
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
  const fresh = await findGiftCodeRow(tx, gift.code.code);
  if (!fresh) throw giftCodeNotFound(gift.code.code);
  assertRedeemable(fresh, now);
  if (cart.isGift) throw new ReservationError('gift_cart_mixed');
  if (cart.giftCode === fresh.code) return cart;
  if (cart.giftCode) {
    throw new CartError('validation_failed', { context: 'code', description: 'Only one gift of membership code can be redeemed per cart.' });
  }
  const levelTicket = await findCartTicketOfGroup(tx, cart.id, gift.level.ticketGroupId);
  if (!levelTicket) {
    throw new CheckoutError('code_level_mismatch', {
      context: 'code',
      description: `This code is for ${aMembership(gift.level.name)}.`,
      extra: { code: fresh.code, role_id: gift.level.id, ticket_group_id: gift.level.ticketGroupId },
    });
  }
  const updated = await setCartGiftCode(tx, cart.id, fresh.code);
  await insertGiftCartmod(tx, {
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
  const gifted = await findGiftedLevels(tx, orderIds);
  for (const { levelId, orderId, validDays } of gifted) {
    const validTo = new Date(now.getTime() + validDays * 24 * 60 * 60 * 1000);
    let issued = false;
    for (let attempt = 0; attempt < CODE_ATTEMPTS && !issued; attempt += 1) {
      const row = await insertGiftCode(tx, {
        code: newGiftCode(),
        sellerId: cart.sellerId,
        levelId,
        ticketOrderId: orderId,
        gifteeIdentityId: cart.gifteeIdentityId,
        validFrom: now,
        validTo,
      });
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
  const code = await lockSellerGiftCode(tx, cart.sellerId, cart.giftCode);
  if (!code) throw new CheckoutError('code_not_found');
  assertRedeemable(code, now);
  await markGiftCodeRedeemed(tx, code.code, userId, now);
}
