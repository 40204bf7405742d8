import type { ApiList, WireAmount, WireDate, WireTimestamp } from './common';

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
  /** This event is an anchor (admission): upsells can be chained after it. */
  is_anchor?: boolean;
  /** An upsell: only offered once an anchor item is in the cart (spec 01 §2 panel 2). */
  requires_anchor?: boolean;
  /** Metadata filter values of the listing, key → value (spec 01 §2 "metadata filter keys"). */
  filters?: Record<string, string>;
  image_cover?: string;
  image_cover_alt?: string;
  image_profile?: string;
  image_profile_alt?: string;
  hide_event_details?: boolean;
  admit_names?: 'required' | 'optional' | 'disabled';
  admit_emails?: 'yes' | 'optional' | 'no';
  ticket_date_time?: 'date-only' | 'hidden' | 'show-end' | 'dates-only-show-end';
  /** Minutes of conflict padding before/after each session (default: seller, else 5). */
  pad_pre_start?: number;
  pad_post_end?: number;
  /** A context in which only one ticket may be added: the add-one form (gift cards, donations). */
  one_ticket_only?: boolean;
  [key: string]: unknown;
}

/** `config.web` of an event (spec 01 §3). */
export interface ApiEventWebConfig {
  ecommerce?: {
    citypass?: boolean;
    hide_sold_out_sessions?: boolean;
    /** Route the flow goes to after an anchor reservation (default '/events'). */
    next_route?: string;
  };
  price_display?: {
    primary_ticket_type?: string;
    primary_prefix?: string;
    secondary_ticket_type?: string;
    secondary_prefix?: string;
    message?: string;
  };
  /** Session picker tabs: each tab starts at its `start` (venue time, 'HHmm'). */
  session_picker_tabs?: { label: string; start: string }[];
  [key: string]: unknown;
}

/** One question of a ticket group's survey (spec 01 §3 Survey spec). */
export interface ApiSurveyProperty {
  title: string;
  description?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean';
  format?: 'email' | 'date';
  enum?: string[];
  minimum?: number;
  maximum?: number;
  propertyOrder?: number;
}

export interface ApiSurveySpec {
  properties: Record<string, ApiSurveyProperty>;
  required?: string[];
}

/** Message rules (spec 01 §3): annotations and messages on dates, sessions and quantities. */
export type MessageRuleAction =
  | 'session_annotation'
  | 'session_message'
  | 'date_annotation'
  | 'date_message'
  | 'quantity_message';

export interface ApiMessageRule {
  id: string;
  action: MessageRuleAction;
  message: string;
  style: 'info' | 'warning' | 'error' | 'success';
  triggers: {
    dateOrSession?: {
      /** Venue dates; start inclusive, end exclusive. */
      dateInterval?: { start?: WireDate; end?: WireDate };
      /** 0 = Sunday … 6 = Saturday. */
      weekdays?: number[];
      /** Venue time 'HH:mm'; start inclusive, end exclusive. */
      time_of_day?: { start?: string; end?: string };
    };
    quantity?: {
      ticket_group_ids?: string[];
      ticket_group_names?: string[];
      ticket_type_ids?: string[];
      ticket_type_names?: string[];
      /** Inclusive bounds on the matching tickets' total count. */
      min?: number;
      max?: number;
    };
  };
  _rank: number;
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
  /** Price after a code or member discount; null when none applies. */
  discounted_amount?: WireAmount | null;
  /** Fees charged on top of the price (shown in it when the seller advertises prices including fees). */
  outside_fees?: { name: string; fee: WireAmount }[];
  /** A member ticket type: counted against the member's benefit allowances. */
  member_event_ticket_type?: boolean;
  available?: boolean;
  _rank: number;
}

export interface ApiTicketGroupMeta {
  admit_names?: 'required' | 'optional' | 'disabled';
  admit_emails?: 'yes' | 'optional' | 'no';
  /** Members-only groups: membership level names allowed to see and buy them ('*' = any). */
  member_levels?: string[];
  /** Shown as annotation badge colour on the seat map and badges. */
  color?: string;
  [key: string]: unknown;
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
  /** Sales window; null = open. */
  sales_start: WireTimestamp | null;
  sales_end: WireTimestamp | null;
  /** Flexible (any-date) admission: valid from the purchase ('fixedfrom') or until a date ('fixedto'); no session. */
  start_policy: 'fixedfrom' | 'fixedto' | null;
  start_policy_date: WireDate | null;
  /** Validity of a flexible ticket, ISO 8601 duration, e.g. 'P1Y'. */
  duration_new: string | null;
  /** Group capacity across sessions; -1 = unlimited. */
  capacity: number;
  oversell_capacity: number;
  /** Booked plus live-held tickets of the group. */
  used_capacity: number;
  /** Whether the group can be bought now (within its sales window, not sold out). */
  available: boolean;
  sold_out: boolean;
  exclude_from_event_capacity: boolean;
  additional_info_spec: ApiSurveySpec | null;
  _rank: number;
  meta: ApiTicketGroupMeta;
  /** The group's colour on the seat map, '#rrggbb' (spec 01 §3); null = the theme's. */
  color: string | null;
}

/**
 * A seat's state at one session (spec 01 §4 Seats). `booked`: held by a live cart or sold
 * (the legend's 'Sold out'); `unavailable`: none of its groups can be bought now, or no
 * group sells its zone. `selected` is the browser's own state and never comes from the API.
 */
export type ApiSeatState = 'available' | 'booked' | 'unavailable';

/** The drawing of a seat map (spec 01 §3 `map_geometry`): its size and the seller's background. */
export interface ApiSeatMapGeometry {
  width: number;
  height: number;
  /** SVG markup drawn under the seats, sanitised by the API (DOMPurify); '' = none. */
  background: string;
}

/** One seat with its geometry (spec 01 §3 Seat), answered with `_withgeometry`. */
export interface ApiSeat {
  seat_template_id: string;
  /** Unique in the layout, e.g. 'Stalls C12'; neighbours refer to it. */
  name: string;
  section: string;
  row: string;
  /** The seat's number within its row, as printed. */
  number: string;
  x: number;
  y: number;
  r: number;
  /** Comma list of the event's ticket group ids that sell this seat ('' = none: unavailable). */
  ticket_groups: string;
  /** Names of the seats beside it in its row (the auto-selection walks them). */
  previous: string | null;
  next: string | null;
  state: ApiSeatState;
}

/** A seat's state alone (the small refresh). */
export interface ApiSeatStateEntry {
  seat_template_id: string;
  state: ApiSeatState;
}

/**
 * `GET events/{eventId}/sessions/{sessionId}/seat_map` (spec 01 §7 `seat_map`).
 * With `_withgeometry`: `map_geometry` and every seat with its geometry and state.
 * Without: only the seats that are not available, state alone (a refresh: small even for a
 * large hall). `layout_version` changes with the geometry: a client holding another version
 * asks again with `_withgeometry`.
 */
export type ApiSeatMap =
  | {
      event_session_id: string;
      seat_layout_id: string;
      layout_version: number;
      map_geometry: ApiSeatMapGeometry;
      seats: ApiSeat[];
    }
  | {
      event_session_id: string;
      seat_layout_id: string;
      layout_version: number;
      map_geometry?: undefined;
      /** The seats not available; every other seat of the layout is available. */
      seats: ApiSeatStateEntry[];
    };

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
  config: { web?: ApiEventWebConfig };
  /** Embedded when `_embed` asks for them (always by `GET events/{id}`). */
  venue?: ApiVenue;
  ticket_group?: ApiTicketGroup[];
  ticket_type?: ApiTicketType[];
  message_rule?: ApiMessageRule[];
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

/** A session as `POST events/{id}/sessions` answers it: with its prices for the chosen quantities. */
export interface ApiPricedSession extends ApiSession {
  price_schedule: { ticket_type_id: string; currency_amount: WireAmount }[];
  /** Total for the posted quantities at this session's prices. */
  total: WireAmount;
  /** This session costs more than the types' base prices ('Session will incur an additional cost'). */
  price_increase: boolean;
}

/** Body of `POST events/{id}/sessions` and `POST events/{id}/calendar`: quantities per ticket type. */
export interface ApiQuantitiesBody {
  quantities: { ticket_type_id: string; quantity: number }[];
}

/** Body and answer of `POST events/{id}/pricecheck`. */
export interface ApiPricecheckBody {
  ticket_types_required: string[];
}
export interface ApiPricecheckType {
  id: string;
  ticket_group_id: string;
  available: boolean;
}

/** `GET membership_rules` (spec 03 §3 Membership rules). */
export interface ApiMembershipRule {
  id: string;
  ticket_type_id: string;
  ticket_group_id: string;
  party_role: string;
  named: 'yes' | 'no' | 'optional';
  min: number;
  /** Negative = no limit (10 for unnamed roles). */
  max: number;
  ticket_type?: ApiTicketType;
  /** With `_embed=role`: the level (membership role) of the rule's ticket group. */
  role?: import('./memberships').ApiMembershipRole;
}

export type CalendarStatus = 'available' | 'sold_out' | 'unavailable';

export interface ApiCalendarDate {
  date: WireDate;
  status: CalendarStatus;
  /** Lowest price that day: the cheapest type (GET), or the posted quantities' total (POST, `_format=price`). */
  min_price: WireAmount | null;
  min_price_fees?: { outside: WireAmount };
  /** A session that day costs more than the base price. */
  price_increase?: boolean;
  availability: { capacity: number; used_capacity: number };
}

/** `GET events/available`: the events plus the facets the listing's filters offer. */
export interface ApiEventListing extends ApiList<ApiEvent> {
  /** Over every event the caller may see, ignoring the filters, so the filter bar stays stable. */
  facets: {
    categories: string[];
    /** Metadata filter key → its values (from `meta.filters`). */
    metadata: Record<string, string[]>;
  };
}

/** `GET events/{id}/sessions/{sessionId}`: one session with what it sells. */
export interface ApiSessionDetail extends ApiSession {
  ticket_group: ApiTicketGroup[];
  ticket_type: ApiTicketType[];
  venue: ApiVenue;
}

/** `_code`s of the event calls (`events/{id}`, sessions, calendar, pricecheck), context `event` or `event_calendar`. */
export type EventErrorCode = 'not_found' | 'validation_failed' | 'ticket_type_not_found';
