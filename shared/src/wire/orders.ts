import type { WireAmount, WireTimestamp } from './common';
import type { ApiTicket } from './cart';
import type { ApiOrderKind } from './payments';

/** A ticket of an order, with its type's name for the printed tickets. */
export interface ApiOrderTicket extends ApiTicket {
  ticket_type_name: string;
}

export interface ApiTicketOrder {
  id: string;
  order_number: string;
  cart_id: string;
  identity_id: string;
  purchased_on: WireTimestamp;
  event_template_id: string;
  event_name: string;
  /** The order identity's e-mail (where the confirmation went); null when it has none. */
  purchaser_email: string | null;
  /** The event venue's IANA zone, in which session times are shown. */
  timezone: string;
  currency_code: string;
  total: WireAmount;
  /** For the completed page's wording; `donation` and `ledger` orders are not shown there. */
  kind: ApiOrderKind;
  /** Encoded in the order's QR code (`GET ticket_order/{id}/qrcode`, a PNG with margin 4). */
  scan_code: string;
  tickets: ApiOrderTicket[];
  /**
   * The membership this order bought or renewed (its auto-renew state for
   * `/manage/{id}/cancel-auto-renew`); null for other orders and for gifts.
   */
  membership: import('./identity').ApiMembership | null;
}
