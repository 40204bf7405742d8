import { toCart, toCodeLookup } from '../domain/mappers';
import { toWireAmount, type Money } from '../domain/money';
import type { Cart, CodeLookup } from '../domain/types';
import type {
  ApiApplyCodeBody,
  ApiCart,
  ApiCartExtendBody,
  ApiCartModifyBody,
  ApiCodeLookup,
  ApiCodeLookupMode,
  ApiReservationItem,
} from '../wire';
import { ApiError } from './errors';
import { request, type HttpClient } from './transport';

const enc = encodeURIComponent;

/** One ticket to reserve (spec 01 §3 Reservation item). */
export interface ReservationItem {
  ticketTypeId: string;
  sessionId?: string;
  /** Flexible price (donation, gift card). */
  faceValueMinor?: Money;
  admitName?: string;
  admitEmail?: string;
  /** Seated groups: the seat (`Seat.id`), required for them (spec 01 §3 reservation item). */
  seatTemplateId?: string;
}

export interface ReserveRequest {
  items: ReservationItem[];
  /** Survey answers keyed by ticket group id. */
  additionalInfo?: Record<string, unknown>;
  /** Codes applied before reserving (unlock a code-required rule, spec 01 §8 `rule_blocks_reserve`). */
  codesBefore?: string[];
  /** Promo codes applied after reserving (their failures are the visitor's to see). */
  codesAfter?: string[];
  /** The tenant's default promo codes, applied after reserving where they give a benefit. */
  codesDefault?: string[];
  /**
   * CityPASS vouchers, one per item in item order, for a visit at `visitDatetime` (spec 01 §5).
   * They travel in `apply_code_before`, so they are not combined with `codesBefore`: when
   * both are given, the CityPASS codes are sent and the unlock codes are left out.
   */
  citypass?: { codes: string[]; visitDatetime: string };
  /** A gift of membership (spec 03 §4): reserved without member benefits and renewal checks. */
  gift?: boolean;
}

/** The `apply_code_before` part: CityPASS vouchers (which win) or unlock codes. */
function codesBeforePart({ citypass, codesBefore }: ReserveRequest): Pick<ApiCartModifyBody, 'apply_code_before'> {
  if (citypass) {
    return {
      apply_code_before: { codes: citypass.codes, handler: 'citypass', handler_data: { visit_datetime: citypass.visitDatetime } },
    };
  }
  return codesBefore?.length ? { apply_code_before: { codes: codesBefore } } : {};
}

/** The reserve, apply_code_before, apply_code and apply_code_default parts of a modify body. */
function toReserveParts(request: ReserveRequest): ApiCartModifyBody {
  return {
    ...codesBeforePart(request),
    reserve: toReserveBody(request),
    ...(request.codesAfter?.length ? { apply_code: { codes: request.codesAfter } } : {}),
    ...(request.codesDefault?.length ? { apply_code_default: { codes: request.codesDefault } } : {}),
  };
}

function toReservationItem(i: ReservationItem): ApiReservationItem {
  const out: ApiReservationItem = { ticket_type_id: i.ticketTypeId };
  if (i.sessionId) out.event_session_id = i.sessionId;
  if (i.faceValueMinor !== undefined) out.face_value = toWireAmount(i.faceValueMinor);
  if (i.admitName) out.admit_name = i.admitName;
  if (i.admitEmail) out.admit_email = i.admitEmail;
  if (i.seatTemplateId) out.seat_template_id = i.seatTemplateId;
  return out;
}

/** The `reserve` part of a modify body. */
function toReserveBody({ items, additionalInfo, gift }: ReserveRequest): NonNullable<ApiCartModifyBody['reserve']> {
  return {
    tickets: items.map(toReservationItem),
    ...(additionalInfo ? { additional_info: additionalInfo } : {}),
    ...(gift ? { gift: true } : {}),
  };
}

/** One call answering a cart, mapped to the domain `Cart`. */
export async function cartCall(http: HttpClient, config: Parameters<typeof request>[1]): Promise<Cart> {
  const api = await request<ApiCart>(http, config);
  return toCart(api, { receivedAt: Date.now() });
}

/** POST my/cart/{id}/modify, or my/cart/modify (a new cart, its `create` part in the body) without an id. */
function modifyCart(http: HttpClient, cartId: string | null, data: ApiCartModifyBody): Promise<Cart> {
  const url = cartId === null ? 'my/cart/modify' : `my/cart/${enc(cartId)}/modify`;
  return cartCall(http, { method: 'POST', url, data });
}

/**
 * Holds tickets (with their codes and survey answers) in the cart `cartId`, or in a new web
 * cart when `cartId` is null.
 */
export function reserve(http: HttpClient, cartId: string | null, request: ReserveRequest): Promise<Cart> {
  const create: ApiCartModifyBody = cartId === null ? { create: { channel: 'web' } } : {};
  return modifyCart(http, cartId, { ...create, ...toReserveParts(request) });
}

/** Releases these tickets of the cart. */
export function removeTickets(http: HttpClient, cartId: string, ticketIds: string[]): Promise<Cart> {
  return modifyCart(http, cartId, { remove: { ticket_ids: ticketIds } });
}

/**
 * A change to a booked order (spec 02 §4 Edit order): booked tickets to remove when the edit
 * is confirmed, and new tickets to hold (a reschedule's other session) — one transaction.
 */
export interface OrderChange {
  removeTicketIds: string[];
  reserve?: ReserveRequest;
}

function orderChangeParts({ removeTicketIds, reserve }: OrderChange): ApiCartModifyBody {
  return {
    ...(removeTicketIds.length ? { remove: { ticket_ids: removeTicketIds } } : {}),
    ...(reserve ? { reserve: toReserveBody(reserve) } : {}),
  };
}

/** POST my/cart/modify with `create.edit_order_id`: opens an edit cart of the order with its first change. */
export function editOrder(http: HttpClient, orderId: string, change: OrderChange): Promise<Cart> {
  return modifyCart(http, null, { create: { channel: 'web', edit_order_id: orderId }, ...orderChangeParts(change) });
}

/** POST my/cart/{id}/modify on an edit cart: a further change (`cart_remove_tickets` errors). */
export function changeOrderEdit(http: HttpClient, cartId: string, change: OrderChange): Promise<Cart> {
  return modifyCart(http, cartId, orderChangeParts(change));
}

/** GET my/cart/{id} */
export function getCart(http: HttpClient, cartId: string): Promise<Cart> {
  return cartCall(http, { method: 'GET', url: `my/cart/${enc(cartId)}` });
}

/** GET cart/{id}: an injected (staff-made) cart, opened by its id alone. */
export function getInjectedCart(http: HttpClient, cartId: string): Promise<Cart> {
  return cartCall(http, { method: 'GET', url: `cart/${enc(cartId)}` });
}

/** DELETE my/cart/{id}; a cart that is already gone (`not_found`) is fine. */
export async function deleteCart(http: HttpClient, cartId: string): Promise<void> {
  try {
    await request<unknown>(http, { method: 'DELETE', url: `my/cart/${enc(cartId)}` });
  } catch (e) {
    if (e instanceof ApiError && e.is('not_found')) return;
    throw e;
  }
}

/**
 * PATCH my/cart/{id} with the new `expires_at` (extend the timer, spec 01 §7), then the cart
 * is reloaded: the answer is the cart with its new `expires_in`.
 */
export async function extendCart(http: HttpClient, cartId: string, expiresAt: string): Promise<Cart> {
  const data: ApiCartExtendBody = { expires_at: expiresAt };
  await request<unknown>(http, { method: 'PATCH', url: `my/cart/${enc(cartId)}`, data });
  return getCart(http, cartId);
}

/** POST my/cart/{id}/apply_code: a promo code; answers the cart with its cartmods. */
export function applyCode(http: HttpClient, cartId: string, code: string): Promise<Cart> {
  const data: ApiApplyCodeBody = { code };
  return cartCall(http, { method: 'POST', url: `my/cart/${enc(cartId)}/apply_code`, data });
}

/** GET code/{code}?mode=advertise,code: what a code gives (404 `code_not_found` when unknown). */
export async function lookupCode(http: HttpClient, code: string, mode?: ApiCodeLookupMode[]): Promise<CodeLookup> {
  const params = mode?.length ? { mode: mode.join(',') } : undefined;
  const api = await request<ApiCodeLookup>(http, { method: 'GET', url: `code/${enc(code)}`, ...(params ? { params } : {}) });
  return toCodeLookup(api);
}

/**
 * The cart calls: `createApi` binds the transport to each (`api.cart.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  reserve,
  removeTickets,
  getCart,
  deleteCart,
  extendCart,
  applyCode,
  lookupCode,
  getInjectedCart,
  editOrder,
  changeOrderEdit,
};
