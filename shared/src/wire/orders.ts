import type { WireAmount, WireTimestamp } from './common';
import type { ApiTicket } from './cart';
import type { ApiOrderKind } from './payments';

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
  /** For the completed page's wording; `donation` and `ledger` orders are not shown there. */
  kind: ApiOrderKind;
  /** Encoded in the order's QR code (`GET ticket_order/{id}/qrcode`, a PNG with margin 4). */
  scan_code: string;
  tickets: ApiTicket[];
}
