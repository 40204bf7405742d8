import { toGiftCodeLookup, toMyMembership, type GiftCodeLookup, type MyMembership } from '../domain/memberships';
import { toCart, toMembership } from '../domain/mappers';
import type { Cart, Membership } from '../domain/types';
import type {
  ApiAutoRenewCancelled,
  ApiCart,
  ApiGiftCheckoutBody,
  ApiGifteeBody,
  ApiGifteeCreated,
  ApiList,
  ApiMembershipGiftLookup,
  ApiMyMembership,
} from '../wire';
import { ApiError } from './errors';
import { request, type HttpClient } from './transport';

const enc = encodeURIComponent;

/** GET my/membership with its embeds: every membership, the latest ending first; signed out (401) is empty. */
export async function getMyMemberships(http: HttpClient): Promise<MyMembership[]> {
  try {
    const body = await request<ApiList<ApiMyMembership>>(http, {
      method: 'GET',
      url: 'my/membership',
      headers: { 'Cache-Control': 'no-cache' },
    });
    return body.data.map(toMyMembership);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return [];
    throw e;
  }
}

export interface GifteeInput {
  firstName: string;
  lastName: string;
  email: string;
  additionalInfo?: Record<string, unknown>;
}

/** POST giftee: the gift's receiver; answers the identity id the cart's gift_checkout names. */
export async function createGiftee(http: HttpClient, input: GifteeInput): Promise<string> {
  const data: ApiGifteeBody = {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    ...(input.additionalInfo ? { additional_info: input.additionalInfo } : {}),
  };
  const created = await request<ApiGifteeCreated>(http, { method: 'POST', url: 'giftee', data });
  return created.identity_id;
}

/** POST my/cart/{id}/gift_checkout: names the giftee (and, for a member, the purchaser). */
export async function giftCheckout(http: HttpClient, cartId: string, gifteeIdentityId: string): Promise<Cart> {
  const data: ApiGiftCheckoutBody = { giftee_identity_id: gifteeIdentityId };
  const cart = await request<ApiCart>(http, { method: 'POST', url: `my/cart/${enc(cartId)}/gift_checkout`, data });
  return toCart(cart, { receivedAt: Date.now() });
}

/** GET code/{code} for a 10-digit gift of membership code; 404 `code_not_found` is thrown. */
export async function lookupGiftCode(http: HttpClient, code: string): Promise<GiftCodeLookup> {
  const body = await request<ApiMembershipGiftLookup>(http, {
    method: 'GET',
    url: `code/${enc(code)}`,
    params: { mode: 'code' },
    headers: { 'Cache-Control': 'no-cache' },
  });
  return toGiftCodeLookup(body);
}

/** DELETE ticket_order/{id}/auto_renew: the membership with auto-renew cancelled. */
export async function cancelAutoRenew(http: HttpClient, ticketOrderId: string): Promise<Membership> {
  return toMembership(
    await request<ApiAutoRenewCancelled>(http, { method: 'DELETE', url: `ticket_order/${enc(ticketOrderId)}/auto_renew` }),
  );
}

/**
 * The memberships calls: `createApi` binds the transport to each (`api.memberships.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  getMyMemberships,
  createGiftee,
  giftCheckout,
  lookupGiftCode,
  cancelAutoRenew,
};
