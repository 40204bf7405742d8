import type { WireAmount, WireDate, WireTimestamp } from './common';

export type HiddenType = 'public_browsable' | 'public_member_only' | 'public_link_only';
export type EventType = 'single' | 'repeating' | 'membership' | 'gift_card' | 'donation';
export type TicketGroupHandler =
  | 'tickets'
  | 'seated'
  | 'donation'
  | 'membership'
  | 'ledger'
  | 'codes'
  | 'passes';
export type ReserveFlow = 'date_first' | 'quantity_first';

export interface ApiVenue {
  id: string;
  name: string;
  /** IANA zone; every date and time of the event is shown in it. */
  timezone: string;
}

export interface ApiEventMeta {
  reserve_flow?: ReserveFlow;
  image_cover?: string;
  image_cover_alt?: string;
  image_profile?: string;
  image_profile_alt?: string;
  hide_event_details?: boolean;
  admit_names?: 'required' | 'optional' | 'disabled';
  admit_emails?: 'yes' | 'optional' | 'no';
  ticket_date_time?: 'date-only' | 'hidden' | 'show-end' | 'dates-only-show-end';
  pad_pre_start?: number;
  pad_post_end?: number;
  [key: string]: unknown;
}

export interface ApiTicketType {
  id: string;
  ticket_group_id: string;
  name: string;
  description: string | null;
  summary: string | null;
  currency_amount: WireAmount;
  /** Flexible price bounds (donations, gift cards); null for fixed prices. */
  currency_amount_min: WireAmount | null;
  currency_amount_max: WireAmount | null;
  available?: boolean;
  _rank: number;
}

export interface ApiTicketGroup {
  id: string;
  event_template_id: string;
  name: string;
  description: string | null;
  handler: TicketGroupHandler;
  hidden_type: HiddenType;
  min_tickets_per_order: number;
  /** -1 means no limit. */
  max_tickets_per_order: number;
  _rank: number;
  meta: Record<string, unknown>;
}

export interface ApiEvent {
  id: string;
  seller_id: string;
  name: string;
  subtitle: string | null;
  description: string | null;
  summary: string | null;
  category: string | null;
  event_type: EventType;
  hidden_type: HiddenType;
  meta: ApiEventMeta;
  config: { web?: Record<string, unknown> };
  /** Embedded when `_embed` asks for them (always by `GET events/{id}`). */
  venue?: ApiVenue;
  ticket_group?: ApiTicketGroup[];
  ticket_type?: ApiTicketType[];
  message_rule?: unknown[];
  /** Embedded by `GET events/available` when asked: the next sessions. */
  event_session?: ApiSession[];
}

export interface ApiSession {
  id: string;
  event_template_id: string;
  start_datetime: WireTimestamp;
  end_datetime: WireTimestamp;
  /** -1 means unlimited. */
  capacity: number;
  oversell_capacity: number;
  /** Booked tickets plus tickets held by live (unexpired) carts. */
  used_capacity: number;
  sold_out: boolean;
}

export type CalendarStatus = 'available' | 'sold_out' | 'unavailable';

export interface ApiCalendarDate {
  date: WireDate;
  status: CalendarStatus;
  min_price: WireAmount | null;
  availability: { capacity: number; used_capacity: number };
}
