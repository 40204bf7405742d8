import { toOrder } from '../domain/mappers';
import type { Order } from '../domain/types';
import type { ApiList, ApiTicketOrder } from '../wire';
import { inList, request, type HttpClient } from './transport';

/** GET ticket_order?id._in=a,b */
export async function getOrders(http: HttpClient, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const body = await request<ApiList<ApiTicketOrder>>(http, {
    method: 'GET',
    url: 'ticket_order',
    params: { 'id._in': inList(ids) },
  });
  return body.data.map(toOrder);
}
