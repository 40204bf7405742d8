import { toOrder } from '../domain/mappers';
import type { Order } from '../domain/types';
import type { ApiList, ApiTicketOrder } from '../wire';
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
