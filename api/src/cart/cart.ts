/**
 * The cart: create, reserve, remove, read, discard. `modify` gathers the requested changes
 * first, then in ONE transaction locks the cart and the sessions (sorted), re-checks
 * availability and writes (after pretix's `CartManager`).
 */
import type { ApiCart, ApiCartModifyBody, ApiCodeLookup, ApiMembershipGiftLookup } from '@storefront/shared/wire';
import type { SQLWrapper } from 'drizzle-orm';
import { pgErrorCode, type Db, type Executor, type Tx } from '../infra/db/client';
import type { CartRow, PromoCodeRow, SellerRow, TicketGroupRow, TicketRow } from '../infra/db/schema';
import { availabilityByIds, withHeld } from '../catalog/availability-repository';
import {
  cancelCartUnlessPaid,
  countHeldElsewhere,
  countLiveCarts,
  deleteTickets,
  extendCartHold,
  findLiveTicketsOfCart,
  findMemberTypes,
  findSellerOrDefault,
  findTicketGroups,
  insertCart,
  lockLiveCarts,
  lockMemberBenefits,
  releaseAndFindTakenSeat,
  setCartExpiry,
  setCartGift,
  ticketFromJson,
  ticketInsert,
} from './cart-repository';
import { findSellerBySlug } from '../sellers/sellers-repository';
import { checkCitypassCodes, claimCitypassCodes } from '../catalog/citypass';
import {
  assertModifiable,
  assertNoPayments,
  assertOwner,
  assertReadable,
  cartTickets,
  findCart,
  holdUntil,
  isExpired,
  paymentHeldError,
  releasingExpired,
} from './cart-access';
import { loadCartView, ordersOfCart, type KnownCart } from './cart-view';
import { CartError, ReservationError } from '../lib/errors';
import { holdSecondsOf, type HoldSecondsOf } from '../lib/hold-seconds';
import { isUuid } from '../lib/ids';
import { DEFAULT_LOCK_TIMEOUT_MS, lockRows, lockRowsInOrder, retryOnLockTimeout } from '../infra/db/locking';
import { applyGiftCode, assertRedeemable, findGiftCode, GIFT_CODE_PATTERN, giftCodeNotFound, toGiftCodeLookup, type GiftCode } from '../gifts/gift-codes';
import { checkMembershipPurchase, levelsOfGroups } from '../memberships/membership-purchase';
import { currentMemberships, memberEventLimit } from '../memberships/memberships';
import {
  assertReplaced,
  checkEditReserve,
  discardEditCarts,
  editedOrder,
  orderToEdit,
  removeBookedTickets,
  removedTickets,
  type EditedOrder,
} from '../orders/order-edits';
import {
  checkCapacity,
  checkGroupLimits,
  countBySession,
  isUnlimited,
  planReservation,
  seatedSessions,
  sessionsToLock,
  type PlannedTicket,
  type ReservationPlan,
} from './reservation';
import {
  beyondTermSetting,
  bookedMemberTickets,
  checkCodeRules,
  checkGroupSales,
  checkMemberAllowances,
  checkMemberLimit,
  checkMembersOnly,
  checkSessionsWithinTerm,
  isMembersOnly,
  memberBenefits,
  membersOnlyTicketsOf,
  validateSurveys,
} from '../catalog/reservation-rules';
import { assertUsable, attachCode, findCode, findLiveCodes, liveCodes, lookupCode, repriceCart } from './promo-codes';
import { syncCheckoutRules } from '../checkout/payments/checkout-rules';
import { groupState } from '../catalog/ticket-groups';
import { cartOwnerIdentityId, type Caller } from '../accounts/web-session';

/** What `modify` resolved before its transaction. */
interface ModifyRequest {
  plan: ReservationPlan;
  /** Cleaned survey answers per ticket group. */
  answers: Map<string, Record<string, unknown>>;
  /** Valid codes of `apply_code_before` (they unlock code-required groups). */
  codesBefore: PromoCodeRow[];
  /** Normalised CityPASS vouchers, one per planned ticket (`apply_code_before.handler` 'citypass'). */
  citypassCodes: string[];
  /** Valid codes of `apply_code`, applied after reserving. */
  codesAfter: PromoCodeRow[];
  /** Live codes of `apply_code_default` (the tenant's defaults), applied where they give a benefit. */
  codesDefault: PromoCodeRow[];
  /** A gift of membership code among `apply_code`'s, redeemed by the level's tickets (ADR 0021). */
  giftCode: GiftCode | null;
}

/** A modify's cart after its transaction, and what the transaction already holds of it for the reply. */
interface Applied {
  cart: CartRow;
  known: KnownCart;
}

/** The order of a cart's tickets and cartmods: created, then id (uuid order is its hex text's). */
function byCreation(a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** 409 `seat_unavailable` for a planned seated ticket whose seat another live ticket holds or sold. */
const seatTaken = (ticket: PlannedTicket) =>
  new ReservationError('seat_unavailable', {
    description: `Sorry, seat ${ticket.seatName} has just been taken. Please choose another seat.`,
    extra: { seat_template_id: ticket.seatTemplateId, seat_name: ticket.seatName, event_session_id: ticket.sessionId },
  });

/**
 * Under the session locks, in one statement: cancels the expired holds of the seats asked for
 * (as the cart sweep would, vouchers included), then refuses a seat that a live ticket holds
 * (in any cart, this one too: the client removes a seat before adding it again) or that is
 * sold, with 409 `seat_unavailable`.
 */
async function checkSeats(tx: Tx, planned: PlannedTicket[], now: Date): Promise<void> {
  const seated = planned.filter((t) => t.seatTemplateId !== null && t.sessionId !== null);
  if (seated.length === 0) return;
  const taken = await releaseAndFindTakenSeat(tx, seated as { sessionId: string; seatTemplateId: string }[], now);
  const first = taken[0] && seated.find((t) => t.seatTemplateId === taken[0]?.seat_template_id);
  if (first) throw seatTaken(first);
}

/**
 * A writer that skipped the session lock (or raced past the check) is stopped by the unique
 * index: its violation is the same 409 `seat_unavailable`, for the seat the database names.
 */
function seatTakenMeanwhile(error: unknown, planned: PlannedTicket[]): ReservationError | null {
  if (pgErrorCode(error) !== '23505') return null;
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { constraint, detail } = current as { constraint?: unknown; detail?: unknown };
    if (constraint !== 'tickets_live_seat') continue;
    // 'Key (event_session_id, seat_template_id)=(<session>, <seat>) already exists.'
    const seatId = typeof detail === 'string' ? /=\([^,]+, ([^)]+)\)/.exec(detail)?.[1] : undefined;
    const ticket = planned.find((t) => t.seatTemplateId !== null && t.seatTemplateId === seatId) ?? planned.find((t) => t.seatTemplateId !== null);
    return ticket ? seatTaken(ticket) : null;
  }
  return null;
}

/** How far `PATCH my/cart/{id}` may move the expiry beyond the current one (spec 01 §9: 2 minutes). */
export const EXTEND_LIMIT_SECONDS = 120;
/** Leeway for the client's clock and the request's travel time. */
export const EXTEND_SLACK_SECONDS = 10;
/**
 * The one extension is offered at 60 s left (spec 01 §4, §9); it is accepted from this many
 * seconds left, for the client's clock skew and a dialog left open.
 */
export const EXTEND_WINDOW_SECONDS = 90;

/** Live (pending, unexpired) carts one identity and one client address may hold at once; false: no caps. */
export type LiveCartLimits = { perIdentity: number; perAddress: number } | false;
export const DEFAULT_LIVE_CART_LIMITS: LiveCartLimits = { perIdentity: 3, perAddress: 20 };

/**
 * A loopback client address is the storefront's own `/api` proxy (or a local tool) when the
 * API does not trust its forwarded headers: every visitor would share it, so it is not capped.
 */
function isLoopback(address: string): boolean {
  return /^(127\.|::1$|::ffff:127\.)/.test(address);
}

export interface ReservationOptions {
  /** Take the session locks (default true). Disabled only by the race test. */
  lock?: boolean;
  /**
   * Test-only seam: runs after the capacity check (whose statement also writes the tickets),
   * before the commit, to widen the race window.
   */
  betweenCheckAndWrite?: () => Promise<void>;
  lockTimeoutMs?: number;
  /** Attempts in all when a lock times out, before answering busy. */
  lockAttempts?: number;
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly options: ReservationOptions = {},
    private readonly holdSeconds: HoldSecondsOf = holdSecondsOf(),
    private readonly liveCartLimits: LiveCartLimits = DEFAULT_LIVE_CART_LIMITS,
  ) {}

  /**
   * `GET my/cart/{id}`: an expired cart releases its tickets and answers 410 `cart_expired`; a
   * booked (completed) cart answers 409 `cart_booked` unless `includeCompleted`.
   */
  async get(caller: Caller | null, cartId: string, options: { includeCompleted?: boolean } = {}): Promise<ApiCart> {
    return this.touching(cartId, async () => {
      const cart = await findCart(this.db, cartId);
      const now = this.now();
      assertReadable(cart, caller, now);
      return this.answer(cart, now, options);
    });
  }

  /** `GET cart/{id}`: an injected (staff-made) cart, by its id alone; any other cart is 403 `cart_access_denied`. */
  async getInjected(cartId: string, options: { includeCompleted?: boolean } = {}): Promise<ApiCart> {
    return this.touching(cartId, async () => {
      const cart = await findCart(this.db, cartId);
      if (cart.channel !== 'injected') throw new CartError('cart_access_denied');
      const now = this.now();
      if (isExpired(cart, now)) throw new CartError('cart_expired');
      return this.answer(cart, now, options);
    });
  }

  /** A readable cart's answer: a booked one is 409 `cart_booked` unless completed carts are asked for. */
  private async answer(cart: CartRow, now: Date, options: { includeCompleted?: boolean }): Promise<ApiCart> {
    if (cart.state === 'completed' && !options.includeCompleted) {
      const orders = await ordersOfCart(this.db, cart);
      const first = orders[0]?.id ?? cart.id;
      throw new CartError('cart_booked', {
        description: `Cart with order ID ${first} has been booked.`,
        extra: { order_id: first, order_ids: orders.map((o) => o.id), order_numbers: orders.map((o) => o.order_number) },
      });
    }
    return loadCartView(this.db, cart, now);
  }

  /**
   * `PATCH my/cart/{id}`: moves the expiry of a pending, live cart to `expiresAt`, at most
   * `EXTEND_LIMIT_SECONDS` (+ slack) beyond the current expiry and later than now; once per
   * cart, and only in its last `EXTEND_WINDOW_SECONDS` (spec 01 §4: offered once, at 60 s left).
   */
  async extend(caller: Caller, cartId: string, expiresAt: Date): Promise<ApiCart> {
    return this.touching(cartId, async () => {
      assertModifiable(await findCart(this.db, cartId), caller, this.now());
      await retryOnLockTimeout(
        () =>
          this.db.transaction(async (tx) => {
            const cart = await this.lockCart(tx, cartId, caller);
            const now = this.now();
            const current = cart.expiresAt ?? now;
            const limit = current.getTime() + (EXTEND_LIMIT_SECONDS + EXTEND_SLACK_SECONDS) * 1000;
            if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() > limit || expiresAt.getTime() <= now.getTime()) {
              throw new CartError('validation_failed', {
                context: 'cart_extend',
                description: `The cart can be extended by at most ${EXTEND_LIMIT_SECONDS / 60} minutes.`,
                extra: { expires_at: current.toISOString(), max_expires_at: new Date(limit).toISOString() },
              });
            }
            if (cart.extendedAt) {
              throw new CartError('cart_extension_used', {
                context: 'cart_extend',
                extra: { expires_at: current.toISOString(), extended_at: cart.extendedAt.toISOString() },
              });
            }
            const opensAt = new Date(current.getTime() - EXTEND_WINDOW_SECONDS * 1000);
            if (now.getTime() < opensAt.getTime()) {
              throw new CartError('cart_extension_too_early', {
                context: 'cart_extend',
                description: `The cart can be extended in its last ${EXTEND_WINDOW_SECONDS} seconds.`,
                extra: { expires_at: current.toISOString(), extendable_from: opensAt.toISOString() },
              });
            }
            await extendCartHold(tx, cart.id, expiresAt, now);
          }),
        this.options.lockAttempts ?? 3,
      );
      return loadCartView(this.db, await findCart(this.db, cartId), this.now());
    });
  }

  /** `POST my/cart/{id}/apply_code`: one promo code, which must lower the cart's total (or unlock a group). */
  async applyCode(caller: Caller, cartId: string, code: string): Promise<ApiCart> {
    return this.touching(cartId, async () => {
      const cart = await findCart(this.db, cartId);
      assertModifiable(cart, caller, this.now());
      const row = await findCode(this.db, cart.sellerId, code);
      assertUsable(row, code, this.now());
      await retryOnLockTimeout(
        () =>
          this.db.transaction(async (tx) => {
            const locked = await this.lockCart(tx, cartId, caller);
            await attachCode(tx, locked, row, { requireBenefit: true });
          }),
        this.options.lockAttempts ?? 3,
      );
      return loadCartView(this.db, await findCart(this.db, cartId), this.now());
    });
  }

  /**
   * `GET code/{code}`: the code of the seller (by id, else by the storefront's slug, else the
   * default seller); a 10-digit gift of membership code answers the level it gives. Unknown:
   * 404 `code_not_found`.
   */
  async lookupCode(code: string, sellerId: string | null, sellerSlug?: string): Promise<ApiCodeLookup | ApiMembershipGiftLookup> {
    const bySlug = sellerId === null && sellerSlug ? await findSellerBySlug(this.db, sellerSlug) : undefined;
    const seller = sellerId ?? bySlug?.id ?? (await this.seller(this.db, null)).id;
    const gift = await findGiftCode(this.db, seller, code);
    if (gift) return toGiftCodeLookup(gift);
    return lookupCode(this.db, seller, code);
  }

  /** Runs a path on the cart `cartId`; an expired cart lets its tickets go (see `releasingExpired`). */
  private touching<T>(cartId: string, work: () => Promise<T>): Promise<T> {
    return releasingExpired(this.db, cartId, () => this.now(), work);
  }

  /**
   * Discards a cart: its holds are released at once (an edit cart's removals are dropped).
   * Completed carts cannot be discarded.
   */
  async discard(caller: Caller | null, cartId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cart = await findCart(tx, cartId, { forUpdate: true });
      assertOwner(cart, caller);
      if (cart.state === 'cancelled') return;
      if (cart.state !== 'pending' || cart.paymentPending) {
        throw new CartError('incorrect_cart_state', { extra: { state: cart.state } });
      }
      // One statement (under the cart's lock, on a fresh snapshot): unless a payment holds the
      // cart (`assertNoPayments`), its tickets and the cart are cancelled.
      const result = await cancelCartUnlessPaid(tx, cart.id);
      if (result?.paid) throw paymentHeldError(cart);
    });
  }

  /** `POST my/cart/modify` (cartId null: create, from `clientAddress`) and `POST my/cart/{id}/modify`. */
  async modify(caller: Caller, cartId: string | null, body: ApiCartModifyBody, clientAddress: string | null = null): Promise<ApiCart> {
    if (cartId === null) return this.modifyCart(caller, null, body, clientAddress);
    return this.touching(cartId, () => this.modifyCart(caller, cartId, body, clientAddress));
  }

  private async modifyCart(
    caller: Caller,
    cartId: string | null,
    body: ApiCartModifyBody,
    clientAddress: string | null,
  ): Promise<ApiCart> {
    // Access and state are answered before anything else is looked at (payments under the lock).
    const existing = cartId === null ? null : await findCart(this.db, cartId);
    if (existing) assertModifiable(existing, caller, this.now());
    const editOrderId = existing ? undefined : body.create?.edit_order_id;
    const edited = editOrderId === undefined ? null : await orderToEdit(this.db, caller, editOrderId);
    const now = this.now();
    const plan = await planReservation(this.db, body.reserve?.tickets ?? [], now);
    const answers = validateSurveys(plan.tickets, body.reserve?.additional_info);
    // At most one seller read: the new cart's (the edited order's, else the tickets', read with
    // them; else the default one).
    const seller = existing
      ? null
      : edited
        ? await this.seller(this.db, edited.sellerId)
        : plan.sellerId !== null && plan.seller
          ? plan.seller
          : await this.seller(this.db, plan.sellerId);
    const sellerId = seller?.id ?? existing?.sellerId ?? '';
    const citypass = body.apply_code_before?.handler === 'citypass';
    const codesBefore = citypass ? [] : await findLiveCodes(this.db, sellerId, body.apply_code_before?.codes ?? [], now, 'code');
    const citypassCodes =
      citypass && body.apply_code_before
        ? checkCitypassCodes(plan.tickets, body.apply_code_before, (seller ?? (await this.seller(this.db, sellerId))).web)
        : [];
    const { giftCode, promo } = await this.giftCodeOf(sellerId, body.apply_code?.codes ?? [], now);
    const codesAfter = await findLiveCodes(this.db, sellerId, promo, now, 'apply_code');
    const codesDefault = await liveCodes(this.db, sellerId, body.apply_code_default?.codes ?? [], now);
    const request: ModifyRequest = { plan, answers, codesBefore, citypassCodes, codesAfter, codesDefault, giftCode };
    const { cart, known } = await retryOnLockTimeout(
      () =>
        this.db.transaction((tx) =>
          seller
            ? this.createAndApply(tx, caller, seller, clientAddress, body, request, edited)
            : this.apply(tx, caller, cartId ?? '', body, request),
        ),
      this.options.lockAttempts ?? 3,
    );
    return loadCartView(this.db, cart, this.now(), known);
  }

  /**
   * Sorts `apply_code`'s codes: a gift of membership code (at most one), and promo codes. A
   * 10-digit code that is neither is 404 `code_not_found`, as a gift code would be.
   */
  private async giftCodeOf(sellerId: string, codes: string[], now: Date): Promise<{ giftCode: GiftCode | null; promo: string[] }> {
    const gifts: GiftCode[] = [];
    const promo: string[] = [];
    for (const code of codes) {
      const gift = await findGiftCode(this.db, sellerId, code);
      if (gift) {
        // Checked before reserving (and again when applied): a spent code is the answer, not the tickets.
        assertRedeemable(gift.code, now);
        gifts.push(gift);
      } else if (GIFT_CODE_PATTERN.test(code.trim()) && !(await findCode(this.db, sellerId, code))) throw giftCodeNotFound(code.trim());
      else promo.push(code);
    }
    if (gifts.length > 1) {
      throw new CartError('validation_failed', { context: 'code', description: 'Only one gift of membership code can be redeemed per cart.' });
    }
    return { giftCode: gifts[0] ?? null, promo };
  }

  /** A new cart (within the live-cart caps), then the requested changes. */
  private async createAndApply(
    tx: Tx,
    caller: Caller,
    seller: SellerRow,
    clientAddress: string | null,
    body: ApiCartModifyBody,
    request: ModifyRequest,
    edited: EditedOrder | null,
  ): Promise<Applied> {
    const now = this.now();
    const identityId = cartOwnerIdentityId(caller);
    // One live edit cart per order: the previous one goes before the new one is counted.
    if (edited) await discardEditCarts(tx, edited.id);
    const otherLiveCarts = await this.checkLiveCartLimits(tx, identityId, clientAddress, now);
    const cart = await insertCart(tx, {
      sellerId: seller.id,
      identityId,
      state: 'pending',
      currencyCode: seller.defaultCurrencyCode,
      channel: 'web',
      campaign: {},
      expiresAt: holdUntil(now, this.holdSeconds(seller)),
      clientAddress,
      // An edit is paid for by the order's purchaser (ADR 0022): no guest checkout.
      ...(edited ? { editsOrderId: edited.id, purchaserIdentityId: edited.identityId } : {}),
    });
    if (!cart) throw new Error('cart insert returned nothing');
    return this.applyChanges(tx, caller, cart, body, request, { isNew: true, renewHold: null, otherLiveCarts, edited });
  }

  /** The requested changes on the existing cart `cartId`, under its lock. */
  private async apply(tx: Tx, caller: Caller, cartId: string, body: ApiCartModifyBody, request: ModifyRequest): Promise<Applied> {
    const cart = await this.lockCart(tx, cartId, caller);
    const { plan } = request;
    // The tickets' seller was read with them; another seller is refused in `applyChanges`.
    const renewHold =
      plan.tickets.length === 0 ? null : plan.seller && plan.seller.id === cart.sellerId ? plan.seller : await this.seller(tx, cart.sellerId);
    const edited = cart.editsOrderId ? await editedOrder(tx, cart.editsOrderId) : null;
    return this.applyChanges(tx, caller, cart, body, request, { isNew: false, renewHold, otherLiveCarts: null, edited });
  }

  /**
   * Removes, reserves and applies codes on the locked `cart`, or on a new one (`isNew`: its
   * hold has just started). Adding tickets to an existing cart starts a new hold of its
   * seller's (`renewHold`); a modify that adds nothing leaves the hold as it was (issue 10:
   * `{}` must not reset the timer). `otherLiveCarts`: the owner's other live carts when counted
   * already (0: none, so no other cart's tickets to look for); null when not counted. An edit
   * cart (`edited`: its order) also removes the order's booked tickets and reserves only its
   * event (see order-edits.ts).
   */
  private async applyChanges(
    tx: Tx,
    caller: Caller,
    cart: CartRow,
    body: ApiCartModifyBody,
    request: ModifyRequest,
    {
      isNew,
      renewHold,
      otherLiveCarts,
      edited,
    }: { isNew: boolean; renewHold: SellerRow | null; otherLiveCarts: number | null; edited: EditedOrder | null },
  ): Promise<Applied> {
    const { plan } = request;
    const now = this.now();
    if (plan.sellerId !== null && plan.sellerId !== cart.sellerId) {
      throw new ReservationError('seller_mismatch', { extra: { seller_id: plan.sellerId } });
    }
    if (edited) checkEditReserve(edited, plan, now);
    const ownRemovals = await removeBookedTickets(tx, cart, body.remove?.ticket_ids ?? [], now);
    const removed = await this.removeTickets(tx, cart, ownRemovals);
    // A cart created in this transaction has no tickets yet.
    const live = isNew ? [] : (await cartTickets(tx, cart.id)).filter((t) => t.state === 'in_cart' || t.state === 'held');
    cart = await this.settleGift(tx, cart, live, plan, body.reserve?.gift === true);
    const plannedGroups = [...new Map(plan.tickets.map((t) => [t.item.group.id, t.item.group])).values()];
    const otherGroupIds = [...new Set(live.map((t) => t.ticketGroupId))].filter((id) => !plannedGroups.some((g) => g.id === id));
    const groups = [
      ...plannedGroups,
      ...(otherGroupIds.length > 0 ? await findTicketGroups(tx, otherGroupIds) : []),
    ];
    const elsewhere =
      plan.tickets.length === 0 || otherLiveCarts === 0 ? new Map<string, number>() : await this.heldElsewhere(tx, cart, plannedGroups, now);
    checkGroupLimits(live, plan.tickets, groups, elsewhere);

    let inserted: TicketRow[] = [];
    let counted: KnownCart['availability'];
    if (plan.tickets.length > 0) {
      await checkMembershipPurchase(tx, caller, cart, live, plan.tickets, now, {
        gift: cart.isGift || body.reserve?.gift === true,
        redeeming: request.giftCode !== null || cart.giftCode !== null,
      });
      await this.checkMemberRules(tx, caller, cart, live, request, now);
      checkCodeRules(plan.tickets, live, request.codesBefore);
      const insert = ticketInsert(
        tx,
        plan.tickets.map((t) => ({
          cartId: cart.id,
          state: 'in_cart' as const,
          eventSessionId: t.sessionId,
          eventTemplateId: t.item.template.id,
          ticketGroupId: t.item.group.id,
          ticketTypeId: t.item.type.id,
          faceValueMinor: t.faceValueMinor,
          adjustedValueMinor: t.faceValueMinor,
          admitName: t.admitName,
          admitEmail: t.admitEmail,
          validFrom: t.validFrom,
          validTo: t.validTo,
          additionalInfo: request.answers.get(t.item.group.id) ?? {},
          seatTemplateId: t.seatTemplateId,
          seatName: t.seatName,
        })),
      );
      // The insert runs in the availability check's statement (one round trip less under the
      // locks); a failed check throws, and the transaction's rollback takes the tickets back.
      ({ inserted, counted } = await this.checkAvailabilityAndInsert(tx, request, now, insert));
      const claims = request.citypassCodes.map((code, i) => ({ code, ticketId: inserted[i]!.id }));
      await claimCitypassCodes(tx, cart.sellerId, claims, now);
    }
    if (edited) assertReplaced((await removedTickets(tx, cart.id)).map((r) => r.ticket), live.length + plan.tickets.length);
    const codes = [...request.codesAfter, ...request.codesDefault, ...(request.giftCode ? [request.giftCode] : [])];
    const ticketsChanged = removed > 0 || plan.tickets.length > 0;
    // A new cart has no promo cartmods to price by until codes are attached.
    if (ticketsChanged && !(isNew && codes.length === 0)) await repriceCart(tx, cart.id);
    // A new cart's live tickets are the ones just inserted, of the planned events.
    const newCart = isNew ? { held: plan.tickets.map((t) => ({ id: t.item.template.id, config: t.item.template.config })) } : undefined;
    const mods = ticketsChanged ? await syncCheckoutRules(tx, cart.id, newCart) : isNew ? [] : null;
    for (const code of request.codesAfter) await attachCode(tx, cart, code, { requireBenefit: false });
    for (const code of request.codesDefault) await attachCode(tx, cart, code, { requireBenefit: false, quiet: true });
    if (request.giftCode) cart = await applyGiftCode(tx, cart, request.giftCode, now);
    if (isNew) {
      // Nothing else wrote to the new cart unless codes were attached (they reprice and add cartmods).
      const known: KnownCart =
        codes.length === 0 && mods
          ? {
              tickets: [...inserted].sort(byCreation),
              items: plan.tickets.map((t) => t.item),
              cartmods: mods,
              isNew: true,
              ...(counted ? { availability: counted } : {}),
            }
          : { items: plan.tickets.map((t) => t.item), isNew: true };
      return { cart, known };
    }
    const known: KnownCart = { items: plan.tickets.map((t) => t.item) };
    if (!renewHold) return { cart, known };
    const renewed = holdUntil(now, this.holdSeconds(renewHold));
    const expiresAt = cart.expiresAt && cart.expiresAt > renewed ? cart.expiresAt : renewed;
    const updated = await setCartExpiry(tx, cart.id, expiresAt);
    if (!updated) throw new Error('cart update returned nothing');
    return { cart: updated, known };
  }

  /**
   * Refuses a new cart past the live-cart caps (per owner identity, per client address) and
   * answers the owner's live carts (null when uncapped). An advisory lock on the identity
   * makes its concurrent creations count one after the other, on every API instance (the count
   * runs after it, on a fresh snapshot). The address cap takes no lock, so one busy network
   * does not queue its carts: concurrent creations may pass it by the few under way. A
   * loopback address is not capped (see `isLoopback`).
   */
  private async checkLiveCartLimits(tx: Tx, identityId: string, clientAddress: string | null, now: Date): Promise<number | null> {
    const limits = this.liveCartLimits;
    if (limits === false) return null;
    await lockLiveCarts(tx, identityId);
    const counts = await countLiveCarts(tx, identityId, clientAddress, now);
    const byIdentity = counts?.by_identity ?? 0;
    if (byIdentity >= limits.perIdentity) {
      throw new CartError('too_many_carts', {
        description: `You can hold at most ${limits.perIdentity} carts at once. Please complete or discard one first.`,
        extra: { max_live_carts: limits.perIdentity },
      });
    }
    if (clientAddress !== null && !isLoopback(clientAddress) && (counts?.by_address ?? 0) >= limits.perAddress) {
      throw new CartError('too_many_carts', {
        description: 'Too many carts are held from your network right now. Please try again in a few minutes.',
        extra: { max_live_carts_per_address: limits.perAddress },
      });
    }
    return byIdentity;
  }

  /**
   * Live tickets of `groups` (those with a per-order maximum) in the owner's other live carts:
   * the maximum counts them too, so opening more carts does not buy past it.
   */
  private async heldElsewhere(tx: Tx, cart: CartRow, groups: TicketGroupRow[], now: Date): Promise<Map<string, number>> {
    const limited = groups.filter((g) => g.maxTicketsPerOrder >= 0).map((g) => g.id);
    if (limited.length === 0) return new Map();
    const rows = await countHeldElsewhere(tx, cart, limited, now);
    return new Map(rows.map((row) => [row.id, row.count]));
  }

  /**
   * A gift of membership (`reserve.gift`) is bought on its own (spec 03 §4): an empty cart
   * becomes a gift cart, or stops being one, with its first tickets; a gift into a cart of
   * other tickets, or other tickets into a gift cart, is 409 `gift_cart_mixed`. A gift cart
   * holds membership level tickets only. Answers the cart as it now is.
   */
  private async settleGift(tx: Tx, cart: CartRow, live: TicketRow[], plan: ReservationPlan, gift: boolean): Promise<CartRow> {
    if (plan.tickets.length === 0) return cart;
    if (live.length > 0 && gift !== cart.isGift) throw new ReservationError('gift_cart_mixed');
    if (gift) {
      const levels = await levelsOfGroups(tx, plan.tickets.map((t) => t.item.group.id));
      if (plan.tickets.some((t) => !levels.has(t.item.group.id))) throw new ReservationError('gift_cart_mixed');
    }
    if (gift === cart.isGift) return cart;
    const updated = await setCartGift(tx, cart.id, gift);
    if (!updated) throw new Error('cart update returned nothing');
    return updated;
  }

  /**
   * Members-only events and groups, member types, the member ticket limit and the benefit
   * allowances per event, and sessions beyond the membership's end. In a gift cart the caller
   * is no member (spec 03 §4 "Gift of membership disables member benefits").
   */
  private async checkMemberRules(tx: Tx, caller: Caller, cart: CartRow, live: TicketRow[], request: ModifyRequest, now: Date): Promise<void> {
    const planned = request.plan.tickets;
    const needsMember = planned.some((t) => t.item.type.memberEventTicketType || isMembersOnly(t));
    if (!needsMember) return;
    const current = cart.isGift ? [] : await currentMemberships(tx, caller.userId, now, cart.sellerId);
    checkMembersOnly(planned, current.map((m) => m.levelName));
    checkSessionsWithinTerm(planned, request.plan.sessions, current, beyondTermSetting(request.plan.seller?.web ?? {}));
    const allowanceEventIds = [...new Set(planned.filter(isMembersOnly).map((t) => t.item.template.id))];
    if (allowanceEventIds.length > 0) {
      const benefits = await memberBenefits(tx, current);
      if (benefits !== null) {
        // The member's reservations count their allowances one after the other, whichever cart they use.
        const member = caller.userIdentityId ?? cart.identityId;
        await lockMemberBenefits(tx, member);
        checkMemberAllowances(planned, await membersOnlyTicketsOf(tx, member, allowanceEventIds, now), benefits);
      }
    }
    const eventIds = [...new Set(planned.filter((t) => t.item.type.memberEventTicketType).map((t) => t.item.template.id))];
    if (eventIds.length === 0) return;
    const liveTypeIds = [...new Set(live.map((t) => t.ticketTypeId))];
    const memberTypes = new Set(
      liveTypeIds.length === 0
        ? []
        : (
            await findMemberTypes(tx, liveTypeIds)
          ).map((t) => t.id),
    );
    checkMemberLimit(
      planned,
      live.map((t) => ({ eventTemplateId: t.eventTemplateId, member: memberTypes.has(t.ticketTypeId) })),
      await bookedMemberTickets(tx, caller.userIdentityId, eventIds),
      memberEventLimit(current),
    );
  }

  /**
   * Locks the limited groups, then the limited sessions (each in sorted order), and re-checks
   * the sales window, the group capacity and the session capacity under those locks.
   * Unlimited groups and sessions are neither locked nor counted, except that a session with
   * seats asked for is always locked: its lock decides seat races too (see `checkSeats`).
   */
  private async checkAvailabilityAndInsert(
    tx: Tx,
    request: ModifyRequest,
    now: Date,
    insert: SQLWrapper,
  ): Promise<{ inserted: TicketRow[]; counted: KnownCart['availability'] }> {
    const planned = request.plan.tickets;
    const timeout = this.options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS;
    const groups = [...new Map(planned.map((t) => [t.item.group.id, t.item.group])).values()];
    const limitedGroups = groups.filter((g) => g.capacity !== -1).map((g) => g.id);
    const limitedSessions = sessionsToLock(planned).filter((id) => !isUnlimited(request.plan.sessions.get(id)));
    if (this.options.lock !== false) {
      // Groups, then sessions, in one statement.
      await lockRowsInOrder(
        tx,
        [
          { table: 'ticket_groups', ids: limitedGroups },
          { table: 'event_sessions', ids: [...new Set([...limitedSessions, ...seatedSessions(planned)])] },
        ],
        timeout,
      );
    }
    await checkSeats(tx, planned, now);
    const requested = new Map([...countBySession(planned)].filter(([id]) => limitedSessions.includes(id)));
    // Groups' and sessions' usage (as of before the insert) and the insert in one statement;
    // groups checked, then sessions.
    const usage = await availabilityByIds(tx, now, [...requested.keys()], limitedGroups, insert).catch((error: unknown) => {
      throw seatTakenMeanwhile(error, planned) ?? error;
    });
    checkGroupSales(planned, new Map(groups.map((g) => [g.id, groupState(g, usage.groups.get(g.id), now)])));
    if (requested.size > 0) checkCapacity(requested, usage.sessions);
    await this.options.betweenCheckAndWrite?.();
    // What was counted plus the new tickets: the usage the reply shows (the cart view reads it
    // again only for what was not counted, such as unlimited groups and sessions).
    const sessions = new Map([...usage.sessions].map(([id, session]) => [id, withHeld(session, requested.get(id) ?? 0)]));
    const groupCounts = new Map<string, number>();
    for (const t of planned) groupCounts.set(t.item.group.id, (groupCounts.get(t.item.group.id) ?? 0) + 1);
    const groupUsage = new Map(
      [...usage.groups].map(([id, u]) => {
        const held = u.held + (groupCounts.get(id) ?? 0);
        return [id, { booked: u.booked, held, used: u.booked + held }];
      }),
    );
    return { inserted: usage.written.map(ticketFromJson), counted: { sessions, groups: groupUsage } };
  }

  /** Locks the cart row, then re-checks access and state under the lock. */
  private async lockCart(tx: Tx, cartId: string, caller: Caller): Promise<CartRow> {
    if (this.options.lock !== false) {
      await lockRows(tx, 'carts', [cartId], this.options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS);
    }
    const cart = await findCart(tx, cartId);
    assertModifiable(cart, caller, this.now());
    await assertNoPayments(tx, cart);
    return cart;
  }

  /** Deletes the cart's live tickets `ticketIds`; answers how many. */
  private async removeTickets(tx: Tx, cart: CartRow, ticketIds: string[]): Promise<number> {
    if (ticketIds.length === 0) return 0;
    const unique = [...new Set(ticketIds)];
    const bad = unique.find((id) => !isUuid(id));
    const found = bad
      ? []
      : await findLiveTicketsOfCart(tx, cart.id, unique);
    if (bad || found.length !== unique.length) {
      const missing = bad ?? unique.find((id) => !found.some((f) => f.id === id));
      throw new CartError('ticket_not_found', { context: 'cart_remove_tickets', extra: { ticket_id: missing } });
    }
    await deleteTickets(tx, unique);
    return unique.length;
  }

  /** The seller `id`; null: the default seller (of new carts, and code lookups naming none). */
  private async seller(executor: Executor, id: string | null): Promise<SellerRow> {
    const seller = await findSellerOrDefault(executor, id);
    if (!seller) throw new Error(id === null ? 'No default seller is configured' : `Seller ${id} is missing`);
    return seller;
  }
}
