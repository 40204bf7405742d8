import { toOrder } from '../domain/mappers';
import type { Order } from '../domain/types';
import type {
  ApiList,
  ApiMyOrderResendBody,
  ApiOrderAccessBody,
  ApiOrderCancelBody,
  ApiOrderEmailBody,
  ApiOrderEmailContext,
  ApiOrderResendBody,
  ApiTicketOrder,
  ApiWalletPrecheck,
} from '../wire';
import { apiResourceUrl, inList, request, type HttpClient } from './transport';

const enc = encodeURIComponent;

/** GET ticket_order?id._in=a,b: the caller's orders among these ids. */
export async function getOrders(http: HttpClient, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const body = await request<ApiList<ApiTicketOrder>>(http, {
    method: 'GET',
    url: 'ticket_order',
    params: { 'id._in': inList(ids) },
  });
  return body.data.map(toOrder);
}

/** GET ticket_order/{id} (uncached); 404 'We could not find that order.' */
export async function getOrder(http: HttpClient, id: string): Promise<Order> {
  const order = await request<ApiTicketOrder>(http, {
    method: 'GET',
    url: `ticket_order/${enc(id)}`,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return toOrder(order);
}

/**
 * The address of an order's QR code image (`GET ticket_order/{id}/qrcode`, a PNG), for an
 * `<img src>`: the API base URL comes from the page config (`SellerConfigStore.apiBaseUrl`).
 */
export function orderQrCodeUrl(apiBaseUrl: string, orderId: string): string {
  return apiResourceUrl(apiBaseUrl, `ticket_order/${enc(orderId)}/qrcode`);
}

/**
 * POST ticket_order/{id}/access with the manage link's key (ADR 0022): this browser session
 * may then see and manage the order. 404 'We could not find that order.' for a wrong key.
 */
export async function grantOrderAccess(http: HttpClient, orderId: string, key: string): Promise<void> {
  const data: ApiOrderAccessBody = { key };
  await request<unknown>(http, { method: 'POST', url: `ticket_order/${enc(orderId)}/access`, data });
}

/** GET my/ticket_order: the signed-in member's orders at this seller, newest first (spec 03 §2.6). */
export async function getMyOrders(http: HttpClient): Promise<Order[]> {
  const body = await request<ApiList<ApiTicketOrder>>(http, {
    method: 'GET',
    url: 'my/ticket_order',
    headers: { 'Cache-Control': 'no-cache' },
  });
  return body.data.map(toOrder);
}

/** POST ticket_order/{id}/cancel: cancels these cancellable tickets of a free order; answers the order. */
export async function cancelOrderTickets(http: HttpClient, orderId: string, ticketIds: string[]): Promise<Order> {
  const data: ApiOrderCancelBody = { tickets: ticketIds.map((ticket_id) => ({ ticket_id })) };
  return toOrder(await request<ApiTicketOrder>(http, { method: 'POST', url: `ticket_order/${enc(orderId)}/cancel`, data }));
}

/** POST ticket_order/{id}/email: the order's e-mail again (the confirmation, or an update/cancel notice). */
export async function emailOrder(http: HttpClient, orderId: string, context?: ApiOrderEmailContext): Promise<void> {
  const data: ApiOrderEmailBody = context ? { log_context: context } : {};
  await request<unknown>(http, { method: 'POST', url: `ticket_order/${enc(orderId)}/email`, data });
}

/** POST ticket_order/resend: e-mails this address its orders; 404 'No orders could be found for this email address.' */
export async function resendOrders(http: HttpClient, email: string, options: { membershipsOnly?: boolean } = {}): Promise<void> {
  const data: ApiOrderResendBody = { email, ...(options.membershipsOnly ? { memberships_only: true } : {}) };
  await request<unknown>(http, { method: 'POST', url: 'ticket_order/resend', data });
}

/** POST my/ticket_order/resend: the signed-in member's orders, to their e-mail. */
export async function resendMyOrders(http: HttpClient, options: { membershipsOnly?: boolean } = {}): Promise<void> {
  const data: ApiMyOrderResendBody = options.membershipsOnly ? { memberships_only: true } : {};
  await request<unknown>(http, { method: 'POST', url: 'my/ticket_order/resend', data });
}

/** GET ticket/{id}/walletprecheck: which wallet passes the ticket can have. */
export async function walletPrecheck(http: HttpClient, ticketId: string): Promise<{ appleWallet: boolean; googleWallet: boolean }> {
  const body = await request<ApiWalletPrecheck>(http, { method: 'GET', url: `ticket/${enc(ticketId)}/walletprecheck` });
  return { appleWallet: body.apple_wallet, googleWallet: body.google_wallet };
}

/** The address of a ticket's Apple Wallet pass (`.pkpass`) or Google Wallet save link, for an `<a href>`. */
export function walletPassUrl(apiBaseUrl: string, ticketId: string, wallet: 'pkpass' | 'gwpass'): string {
  return apiResourceUrl(apiBaseUrl, `ticket/${enc(ticketId)}/${wallet}`);
}

/**
 * The orders calls: `createApi` binds the transport to each (`api.orders.…`) and the `Api`
 * type follows, so a new call is its function above plus its name here. A default export: the
 * package's `export *` leaves it out.
 */
export default {
  getOrders,
  getOrder,
  grantOrderAccess,
  getMyOrders,
  cancelOrderTickets,
  emailOrder,
  resendOrders,
  resendMyOrders,
  walletPrecheck,
};
