import type { WireAmount, WireTimestamp } from './common';
import type { ApiTicket } from './cart';

export interface ApiTicketOrder {
  id: string;
  order_number: string;
  cart_id: string;
  identity_id: string;
  purchased_on: WireTimestamp;
  event_template_id: string;
  event_name: string;
  currency_code: string;
  total: WireAmount;
  tickets: ApiTicket[];
}
