/**
 * Promo codes on a cart (spec 01 §3 Cart cartmods and Code lookup, §5 promo code, §8): a code
 * becomes a cartmod; a 'discount' code lowers the tickets' `adjusted_value`. Prices are
 * recomputed from the face values whenever the cart's tickets change (`repriceCart`).
 */
import type { ApiCodeLookup } from '@storefront/shared/wire';
import type { Executor, Tx } from '../infra/db/client';
import type { CartRow, PromoCodeRow } from '../infra/db/schema';
import {
  countCodeUse,
  findCartmodOfCode,
  findCartmodsWithCodes,
  findLivePricedTickets,
  findLiveTicketValues,
  findTicketType,
  insertCartmod,
  selectCodes,
  setAdjustedValue,
  setCartmodDiscount,
} from './cart-repository';
import { CartError } from '../lib/errors';
import { liftCheckoutRules } from '../checkout/payments/checkout-rules';
import { toWireAmount } from '../lib/money';
import { toApiTicketType } from '../catalog/views';

export const normaliseCode = (code: string): string => code.trim().toUpperCase();



export async function findCode(executor: Executor, sellerId: string, code: string): Promise<PromoCodeRow | null> {
  const [row] = await selectCodes(executor, sellerId, [normaliseCode(code)]);
  return row ?? null;
}

/** Within its validity window at `now` (from `validFrom` inclusive to `validTo` exclusive). */
export function isLive(row: PromoCodeRow, now: Date): boolean {
  return (!row.validFrom || row.validFrom.getTime() <= now.getTime()) && (!row.validTo || now.getTime() < row.validTo.getTime());
}

/** The seller's codes among `codes` (normalised, each once) that are live at `now`; the others are left out. */
export async function liveCodes(executor: Executor, sellerId: string, codes: string[], now: Date): Promise<PromoCodeRow[]> {
  const rows = await selectCodes(executor, sellerId, [...new Set(codes.map(normaliseCode))]);
  return rows.filter((row) => isLive(row, now));
}

/**
 * Like `liveCodes`, but every code must be live, else `code_not_found` in `context`. Only
 * the validity window is checked: a used-up code is not refused here.
 */
export async function findLiveCodes(
  executor: Executor,
  sellerId: string,
  codes: string[],
  now: Date,
  context: string,
): Promise<PromoCodeRow[]> {
  const live = await liveCodes(executor, sellerId, codes, now);
  for (const code of new Set(codes.map(normaliseCode))) {
    if (!live.some((row) => row.code === code)) {
      throw new CartError('code_not_found', {
        context,
        description: `"${code}" is not a valid promo code.`,
        extra: { code },
      });
    }
  }
  return live;
}

export const isExhausted = (row: PromoCodeRow): boolean => row.maxUses !== null && row.uses >= row.maxUses;

/** Unknown, not yet valid or expired: `code_not_found` (400, context `code`); used up: `code_exhausted` (409). */
export function assertUsable(row: PromoCodeRow | null, code: string, now: Date): asserts row is PromoCodeRow {
  const normalised = normaliseCode(code);
  if (!row) {
    throw new CartError('code_not_found', {
      context: 'code',
      description: `"${normalised}" is not a valid promo code.`,
      extra: { code: normalised },
    });
  }
  if (!isLive(row, now)) {
    if (row.validFrom && now.getTime() < row.validFrom.getTime()) {
      throw new CartError('code_not_found', {
        context: 'code',
        description: `"${normalised}" is not valid yet.`,
        extra: { code: normalised, reason: 'not_yet_valid', valid_from: row.validFrom.toISOString() },
      });
    }
    throw new CartError('code_not_found', {
      context: 'code',
      description: `"${normalised}" has expired.`,
      extra: { code: normalised, reason: 'expired', valid_to: row.validTo?.toISOString() },
    });
  }
  if (isExhausted(row)) throw exhausted(normalised);
}

const exhausted = (code: string) => new CartError('code_exhausted', { context: 'code', extra: { code } });

interface PricedTicket {
  id: string;
  ticketTypeId: string;
  value: number;
}

/** The amount a discount code takes off each eligible ticket (minor units, never below zero). */
export function discountFor(code: PromoCodeRow, priced: PricedTicket[]): Map<string, number> {
  const off = new Map<string, number>();
  if (code.kind !== 'discount') return off;
  const eligible = priced.filter((t) => code.ticketTypeId === null || t.ticketTypeId === code.ticketTypeId);
  if (code.percentOff !== null) {
    for (const t of eligible) off.set(t.id, Math.min(t.value, Math.round((t.value * code.percentOff) / 100)));
  } else if (code.amountOffMinor !== null) {
    let left = code.amountOffMinor;
    for (const t of eligible) {
      const take = Math.min(t.value, left);
      off.set(t.id, take);
      left -= take;
    }
  }
  return off;
}

/** The price of one ticket of `priceMinor` after the code (the lookup's `discounted_amount`). */
export function discountedPrice(code: PromoCodeRow, ticketTypeId: string, priceMinor: number): number {
  const off = discountFor(code, [{ id: 'one', ticketTypeId, value: priceMinor }]).get('one') ?? 0;
  return priceMinor - off;
}

const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

/** A gift of membership takes the whole remaining price of its level's tickets (ADR 0021). */
function giftDiscount(levelGroupId: string, priced: (PricedTicket & { ticketGroupId: string })[]): Map<string, number> {
  return new Map(priced.filter((t) => t.ticketGroupId === levelGroupId).map((t) => [t.id, t.value]));
}

/** Sets every live ticket's adjusted value from its face value and the cart's cartmods, in the order applied. */
export async function repriceCart(tx: Tx, cartId: string): Promise<void> {
  const live = await findLivePricedTickets(tx, cartId);
  const priced = live.map((t) => ({ id: t.id, ticketTypeId: t.ticketTypeId, ticketGroupId: t.ticketGroupId, value: t.face }));
  const mods = await findCartmodsWithCodes(tx, cartId);
  for (const { mod, code, giftLevelGroupId } of mods) {
    const off = code ? discountFor(code, priced) : giftLevelGroupId ? giftDiscount(giftLevelGroupId, priced) : new Map<string, number>();
    for (const t of priced) t.value -= off.get(t.id) ?? 0;
    const discount = sum(off.values());
    if (discount !== mod.discountMinor) await setCartmodDiscount(tx, mod.id, discount);
  }
  for (const t of priced) {
    if (live.find((l) => l.id === t.id)?.adjusted !== t.value) {
      await setAdjustedValue(tx, t.id, t.value);
    }
  }
}

/**
 * Attaches a usable code to the cart under the caller's transaction as a cartmod (a code already
 * on the cart changes nothing), counts one use and reprices the cart; it expects the cart priced
 * already (every write path leaves it so). `requireBenefit`: a discount that lowers nothing is
 * `no_code_benefit` (422), else it is left off silently; `quiet` (tenant default codes): a
 * used-up code is skipped instead of refused.
 */
export async function attachCode(
  tx: Tx,
  cart: CartRow,
  code: PromoCodeRow,
  options: { requireBenefit: boolean; quiet?: boolean },
): Promise<void> {
  const already = await findCartmodOfCode(tx, cart.id, code.code);
  if (already) return;
  if (code.kind === 'checkout' && (await liftCheckoutRules(tx, cart.id, code)) === 0) {
    if (options.requireBenefit) throw new CartError('no_code_benefit', { context: 'code', extra: { code: code.code } });
    return;
  }
  if (code.kind === 'discount') {
    const live = await findLiveTicketValues(tx, cart.id);
    if (sum(discountFor(code, live).values()) === 0) {
      if (options.requireBenefit) throw new CartError('no_code_benefit', { context: 'code', extra: { code: code.code } });
      return;
    }
  }
  const counted = await countCodeUse(tx, code.id);
  if (counted.length === 0) {
    if (options.quiet) return;
    throw exhausted(code.code);
  }
  await insertCartmod(tx, {
    cartId: cart.id,
    promoCodeId: code.id,
    code: code.code,
    name: code.name ?? code.code,
    description: code.description,
    blockingCheckout: code.blockingCheckout,
    activatingCodeGroups: code.kind === 'unlock' && code.ticketGroupId ? [code.ticketGroupId] : [],
  });
  await repriceCart(tx, cart.id);
}

/** `GET code/{code}` (spec 01 §3 Code lookup): answered for expired and used-up codes too; unknown: 404 `code_not_found`. */
export async function lookupCode(executor: Executor, sellerId: string, code: string): Promise<ApiCodeLookup> {
  const row = await findCode(executor, sellerId, code);
  if (!row) {
    throw new CartError('code_not_found', {
      context: 'code',
      description: `"${normaliseCode(code)}" is not a valid promo code.`,
      extra: { code: normaliseCode(code) },
      status: 404,
    });
  }
  const type = row.ticketTypeId ? await findTicketType(executor, row.ticketTypeId) : undefined;
  return {
    code: row.code,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    exhausted: isExhausted(row),
    discounted_amount: type ? toWireAmount(discountedPrice(row, type.id, type.priceMinor)) : null,
    cartmod: {
      name: row.name ?? row.code,
      description: row.description,
      blocking_checkout: row.blockingCheckout,
      activating_code_groups: row.kind === 'unlock' && row.ticketGroupId ? [row.ticketGroupId] : [],
    },
    ticket_type: type ? toApiTicketType(type) : null,
  };
}
