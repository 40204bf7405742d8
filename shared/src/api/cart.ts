import { toCart } from '../domain/mappers';
import { toWireAmount, type Money } from '../domain/money';
import type { Cart } from '../domain/types';
import type { ApiCart, ApiCartModifyBody, ApiGuestCheckoutBody, ApiReservationItem } from '../wire';
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
}

export interface ReserveRequest {
  items: ReservationItem[];
  /** Survey answers keyed by ticket group id. */
  additionalInfo?: Record<string, unknown>;
  /** Codes applied before reserving (unlock a code-required rule, spec 01 §8 `rule_blocks_reserve`). */
  codesBefore?: string[];
  /** Promo codes applied after reserving. */
  codesAfter?: string[];
  /**
   * CityPASS vouchers, one per item in item order, for a visit at `visitDatetime` (spec 01 §5).
   * They travel in `apply_code_before`, so they are not combined with `codesBefore`: when
   * both are given, the CityPASS codes are sent and the unlock codes are left out.
   */
  citypass?: { codes: string[]; visitDatetime: string };
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

/** The reserve, apply_code_before and apply_code parts of a modify body. */
export function toReserveParts(request: ReserveRequest): ApiCartModifyBody {
  return {
    ...codesBeforePart(request),
    reserve: toReserveBody(request),
    ...(request.codesAfter?.length ? { apply_code: { codes: request.codesAfter } } : {}),
  };
}

export function toReservationItem(i: ReservationItem): ApiReservationItem {
  const out: ApiReservationItem = { ticket_type_id: i.ticketTypeId };
  if (i.sessionId) out.event_session_id = i.sessionId;
  if (i.faceValueMinor !== undefined) out.face_value = toWireAmount(i.faceValueMinor);
  if (i.admitName) out.admit_name = i.admitName;
  if (i.admitEmail) out.admit_email = i.admitEmail;
  return out;
}

/** The `reserve` part of a modify body. */
export function toReserveBody({ items, additionalInfo }: ReserveRequest): NonNullable<ApiCartModifyBody['reserve']> {
  return {
    tickets: items.map(toReservationItem),
    ...(additionalInfo ? { additional_info: additionalInfo } : {}),
  };
}

async function cartCall(http: HttpClient, config: Parameters<typeof request>[1]): Promise<Cart> {
  const api = await request<ApiCart>(http, config);
  return toCart(api, { receivedAt: Date.now() });
}

/** POST my/cart/modify with `create` + `reserve`: a new cart holding the tickets. */
export function createCart(http: HttpClient, reserve: ReserveRequest): Promise<Cart> {
  const data: ApiCartModifyBody = { create: { channel: 'web' }, ...toReserveParts(reserve) };
  return cartCall(http, { method: 'POST', url: 'my/cart/modify', data });
}

/** POST my/cart/{id}/modify */
export function modifyCart(http: HttpClient, cartId: string, body: ApiCartModifyBody): Promise<Cart> {
  return cartCall(http, { method: 'POST', url: `my/cart/${enc(cartId)}/modify`, data: body });
}

/** GET my/cart/{id} */
export function getCart(http: HttpClient, cartId: string): Promise<Cart> {
  return cartCall(http, { method: 'GET', url: `my/cart/${enc(cartId)}` });
}

/** DELETE my/cart/{id}; a cart that is already gone (`not_found`) is fine. */
export async function deleteCart(http: HttpClient, cartId: string): Promise<void> {
  try {
    await request<unknown>(http, { method: 'DELETE', url: `my/cart/${enc(cartId)}` });
  } catch (e) {
    if (e instanceof ApiError && e.code === 'not_found') return;
    throw e;
  }
}

export interface PaymentInput {
  amountMinor: Money;
  gatewayId: ApiGuestCheckoutBody['payments'][number]['gateway_id'];
  gatewayData?: Record<string, unknown>;
}

export interface GuestCheckoutInput {
  guestIdentityId: string;
  payments: PaymentInput[];
}

/** POST my/cart/{id}/guest_checkout: the answer is the completed cart with its order ids. */
export function guestCheckout(
  http: HttpClient,
  cartId: string,
  { guestIdentityId, payments }: GuestCheckoutInput,
): Promise<Cart> {
  const data: ApiGuestCheckoutBody = {
    guest_identity_id: guestIdentityId,
    payments: payments.map((p) => ({
      amount: toWireAmount(p.amountMinor),
      gateway_id: p.gatewayId,
      ...(p.gatewayData ? { gateway_data: p.gatewayData } : {}),
    })),
  };
  return cartCall(http, { method: 'POST', url: `my/cart/${enc(cartId)}/guest_checkout`, data });
}
