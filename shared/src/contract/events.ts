import { Type, type Static } from '@sinclair/typebox';
import { ApiList, OpenObject, WireAmount, WireDate, WireTimestamp } from './common';
import { BodyObject, Uuid } from './inputs';

export type HiddenType = Static<typeof HiddenType>;
export const HiddenType = Type.Union([
  Type.Literal('public_browsable'),
  Type.Literal('public_member_only'),
  Type.Literal('public_link_only'),
]);

export type EventType = Static<typeof EventType>;
export const EventType = Type.Union([
  Type.Literal('single'),
  Type.Literal('repeating'),
  Type.Literal('membership'),
  Type.Literal('gift_card'),
  Type.Literal('donation'),
]);

export type TicketGroupHandler = Static<typeof TicketGroupHandler>;
export const TicketGroupHandler = Type.Union([
  Type.Literal('tickets'),
  Type.Literal('seated'),
  Type.Literal('donation'),
  Type.Literal('membership'),
  Type.Literal('ledger'),
  Type.Literal('codes'),
  Type.Literal('passes'),
]);

export type ReserveFlow = Static<typeof ReserveFlow>;
export const ReserveFlow = Type.Union([Type.Literal('date_first'), Type.Literal('quantity_first')]);

export type ApiVenue = Static<typeof ApiVenue>;
export const ApiVenue = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** IANA zone; every date and time of the event is shown in it. */
  timezone: Type.String(),
});

export type ApiEventMeta = Static<typeof ApiEventMeta>;
export const ApiEventMeta = OpenObject({
  reserve_flow: Type.Optional(ReserveFlow),
  /** This event is an anchor (admission): upsells can be chained after it. */
  is_anchor: Type.Optional(Type.Boolean()),
  /** An upsell: only offered once an anchor item is in the cart (spec 01 §2 panel 2). */
  requires_anchor: Type.Optional(Type.Boolean()),
  /** Metadata filter values of the listing, key → value (spec 01 §2 "metadata filter keys"). */
  filters: Type.Optional(Type.Record(Type.String(), Type.String())),
  image_cover: Type.Optional(Type.String()),
  image_cover_alt: Type.Optional(Type.String()),
  image_profile: Type.Optional(Type.String()),
  image_profile_alt: Type.Optional(Type.String()),
  hide_event_details: Type.Optional(Type.Boolean()),
  admit_names: Type.Optional(Type.Union([Type.Literal('required'), Type.Literal('optional'), Type.Literal('disabled')])),
  admit_emails: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('optional'), Type.Literal('no')])),
  ticket_date_time: Type.Optional(
    Type.Union([Type.Literal('date-only'), Type.Literal('hidden'), Type.Literal('show-end'), Type.Literal('dates-only-show-end')]),
  ),
  /** Minutes of conflict padding before/after each session (default: seller, else 5). */
  pad_pre_start: Type.Optional(Type.Number()),
  pad_post_end: Type.Optional(Type.Number()),
  /** A context in which only one ticket may be added: the add-one form (gift cards, donations). */
  one_ticket_only: Type.Optional(Type.Boolean()),
});

/** `config.web` of an event (spec 01 §3). */
export type ApiEventWebConfig = Static<typeof ApiEventWebConfig>;
export const ApiEventWebConfig = OpenObject({
  ecommerce: Type.Optional(
    Type.Object({
      citypass: Type.Optional(Type.Boolean()),
      hide_sold_out_sessions: Type.Optional(Type.Boolean()),
      /** Route the flow goes to after an anchor reservation (default '/events'). */
      next_route: Type.Optional(Type.String()),
    }),
  ),
  price_display: Type.Optional(
    Type.Object({
      primary_ticket_type: Type.Optional(Type.String()),
      primary_prefix: Type.Optional(Type.String()),
      secondary_ticket_type: Type.Optional(Type.String()),
      secondary_prefix: Type.Optional(Type.String()),
      message: Type.Optional(Type.String()),
    }),
  ),
  /** Session picker tabs: each tab starts at its `start` (venue time, 'HHmm'). */
  session_picker_tabs: Type.Optional(
    Type.Array(
      Type.Object({
        label: Type.String(),
        start: Type.String(),
      }),
    ),
  ),
});

/** One question of a ticket group's survey (spec 01 §3 Survey spec). */
export type ApiSurveyProperty = Static<typeof ApiSurveyProperty>;
export const ApiSurveyProperty = Type.Object({
  title: Type.String(),
  description: Type.Optional(Type.String()),
  type: Type.Optional(Type.Union([Type.Literal('string'), Type.Literal('integer'), Type.Literal('number'), Type.Literal('boolean')])),
  format: Type.Optional(Type.Union([Type.Literal('email'), Type.Literal('date')])),
  enum: Type.Optional(Type.Array(Type.String())),
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  propertyOrder: Type.Optional(Type.Number()),
});

export type ApiSurveySpec = Static<typeof ApiSurveySpec>;
export const ApiSurveySpec = Type.Object({
  properties: Type.Record(Type.String(), ApiSurveyProperty),
  required: Type.Optional(Type.Array(Type.String())),
});

/** Message rules (spec 01 §3): annotations and messages on dates, sessions and quantities. */
export type MessageRuleAction = Static<typeof MessageRuleAction>;
export const MessageRuleAction = Type.Union([
  Type.Literal('session_annotation'),
  Type.Literal('session_message'),
  Type.Literal('date_annotation'),
  Type.Literal('date_message'),
  Type.Literal('quantity_message'),
]);

export type ApiMessageRule = Static<typeof ApiMessageRule>;
export const ApiMessageRule = Type.Object({
  id: Type.String(),
  action: MessageRuleAction,
  message: Type.String(),
  style: Type.Union([Type.Literal('info'), Type.Literal('warning'), Type.Literal('error'), Type.Literal('success')]),
  triggers: Type.Object({
    dateOrSession: Type.Optional(
      Type.Object({
        /** Venue dates; start inclusive, end exclusive. */
        dateInterval: Type.Optional(
          Type.Object({
            start: Type.Optional(WireDate),
            end: Type.Optional(WireDate),
          }),
        ),
        /** 0 = Sunday … 6 = Saturday. */
        weekdays: Type.Optional(Type.Array(Type.Number())),
        /** Venue time 'HH:mm'; start inclusive, end exclusive. */
        time_of_day: Type.Optional(
          Type.Object({
            start: Type.Optional(Type.String()),
            end: Type.Optional(Type.String()),
          }),
        ),
      }),
    ),
    quantity: Type.Optional(
      Type.Object({
        ticket_group_ids: Type.Optional(Type.Array(Type.String())),
        ticket_group_names: Type.Optional(Type.Array(Type.String())),
        ticket_type_ids: Type.Optional(Type.Array(Type.String())),
        ticket_type_names: Type.Optional(Type.Array(Type.String())),
        /** Inclusive bounds on the matching tickets' total count. */
        min: Type.Optional(Type.Number()),
        max: Type.Optional(Type.Number()),
      }),
    ),
  }),
  _rank: Type.Number(),
});

export type ApiTicketType = Static<typeof ApiTicketType>;
export const ApiTicketType = Type.Object({
  id: Type.String(),
  ticket_group_id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  currency_amount: WireAmount,
  /** Flexible price bounds (donations, gift cards); null for fixed prices. */
  currency_amount_min: Type.Union([WireAmount, Type.Null()]),
  currency_amount_max: Type.Union([WireAmount, Type.Null()]),
  /** Price after a code or member discount; null when none applies. */
  discounted_amount: Type.Optional(Type.Union([WireAmount, Type.Null()])),
  /** Fees charged on top of the price (shown in it when the seller advertises prices including fees). */
  outside_fees: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        fee: WireAmount,
      }),
    ),
  ),
  /** A member ticket type: counted against the member's benefit allowances. */
  member_event_ticket_type: Type.Optional(Type.Boolean()),
  available: Type.Optional(Type.Boolean()),
  _rank: Type.Number(),
});

export type ApiTicketGroupMeta = Static<typeof ApiTicketGroupMeta>;
export const ApiTicketGroupMeta = OpenObject({
  admit_names: Type.Optional(Type.Union([Type.Literal('required'), Type.Literal('optional'), Type.Literal('disabled')])),
  admit_emails: Type.Optional(Type.Union([Type.Literal('yes'), Type.Literal('optional'), Type.Literal('no')])),
  /** Members-only groups: membership level names allowed to see and buy them ('*' = any). */
  member_levels: Type.Optional(Type.Array(Type.String())),
  /** Shown as annotation badge colour on the seat map and badges. */
  color: Type.Optional(Type.String()),
});

export type ApiTicketGroup = Static<typeof ApiTicketGroup>;
export const ApiTicketGroup = Type.Object({
  id: Type.String(),
  event_template_id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  handler: TicketGroupHandler,
  hidden_type: HiddenType,
  min_tickets_per_order: Type.Number(),
  /** -1 means no limit. */
  max_tickets_per_order: Type.Number(),
  /** Sales window; null = open. */
  sales_start: Type.Union([WireTimestamp, Type.Null()]),
  sales_end: Type.Union([WireTimestamp, Type.Null()]),
  /** Flexible (any-date) admission: valid from the purchase ('fixedfrom') or until a date ('fixedto'); no session. */
  start_policy: Type.Union([Type.Literal('fixedfrom'), Type.Literal('fixedto'), Type.Null()]),
  start_policy_date: Type.Union([WireDate, Type.Null()]),
  /** Validity of a flexible ticket, ISO 8601 duration, e.g. 'P1Y'. */
  duration_new: Type.Union([Type.String(), Type.Null()]),
  /** Group capacity across sessions; -1 = unlimited. */
  capacity: Type.Number(),
  oversell_capacity: Type.Number(),
  /** Booked plus live-held tickets of the group. */
  used_capacity: Type.Number(),
  /** Whether the group can be bought now (within its sales window, not sold out). */
  available: Type.Boolean(),
  sold_out: Type.Boolean(),
  exclude_from_event_capacity: Type.Boolean(),
  additional_info_spec: Type.Union([ApiSurveySpec, Type.Null()]),
  _rank: Type.Number(),
  meta: ApiTicketGroupMeta,
  /** The group's colour on the seat map, '#rrggbb' (spec 01 §3); null = the theme's. */
  color: Type.Union([Type.String(), Type.Null()]),
});

/** `GET ticket_group/{id}` (donation groups): the group with its ticket types. */
export type ApiTicketGroupWithTypes = Static<typeof ApiTicketGroupWithTypes>;
export const ApiTicketGroupWithTypes = Type.Composite([ApiTicketGroup, Type.Object({ ticket_type: Type.Array(ApiTicketType) })]);

/**
 * A seat's state at one session (spec 01 §4 Seats). `booked`: held by a live cart or sold
 * (the legend's 'Sold out'); `unavailable`: none of its groups can be bought now, or no
 * group sells its zone. `selected` is the browser's own state and never comes from the API.
 */
export type ApiSeatState = Static<typeof ApiSeatState>;
export const ApiSeatState = Type.Union([Type.Literal('available'), Type.Literal('booked'), Type.Literal('unavailable')]);

/** The drawing of a seat map (spec 01 §3 `map_geometry`): its size and the seller's background. */
export type ApiSeatMapGeometry = Static<typeof ApiSeatMapGeometry>;
export const ApiSeatMapGeometry = Type.Object({
  width: Type.Number(),
  height: Type.Number(),
  /** SVG markup drawn under the seats, sanitised by the API (DOMPurify); '' = none. */
  background: Type.String(),
});

/** One seat with its geometry (spec 01 §3 Seat), answered with `_withgeometry`. */
export type ApiSeat = Static<typeof ApiSeat>;
export const ApiSeat = Type.Object({
  seat_template_id: Type.String(),
  /** Unique in the layout, e.g. 'Stalls C12'; neighbours refer to it. */
  name: Type.String(),
  section: Type.String(),
  row: Type.String(),
  /** The seat's number within its row, as printed. */
  number: Type.String(),
  x: Type.Number(),
  y: Type.Number(),
  r: Type.Number(),
  /** Comma list of the event's ticket group ids that sell this seat ('' = none: unavailable). */
  ticket_groups: Type.String(),
  /** Names of the seats beside it in its row (the auto-selection walks them). */
  previous: Type.Union([Type.String(), Type.Null()]),
  next: Type.Union([Type.String(), Type.Null()]),
  state: ApiSeatState,
});

/** A seat's state alone (the small refresh). */
export type ApiSeatStateEntry = Static<typeof ApiSeatStateEntry>;
export const ApiSeatStateEntry = Type.Object({
  seat_template_id: Type.String(),
  state: ApiSeatState,
});

/**
 * `GET events/{eventId}/sessions/{sessionId}/seat_map` (spec 01 §7 `seat_map`).
 * With `_withgeometry`: `map_geometry` and every seat with its geometry and state.
 * Without: only the seats that are not available, state alone (a refresh: small even for a
 * large hall). `layout_version` changes with the geometry: a client holding another version
 * asks again with `_withgeometry`.
 */
export type ApiSeatMap = Static<typeof ApiSeatMap>;
export const ApiSeatMap = Type.Union([
  Type.Object({
    event_session_id: Type.String(),
    seat_layout_id: Type.String(),
    layout_version: Type.Number(),
    map_geometry: ApiSeatMapGeometry,
    seats: Type.Array(ApiSeat),
  }),
  Type.Object({
    event_session_id: Type.String(),
    seat_layout_id: Type.String(),
    layout_version: Type.Number(),
    /** Never sent in a refresh (JSON has no `undefined`): the client tells the two answers apart by it. */
    map_geometry: Type.Optional(Type.Never()),
    /** The seats not available; every other seat of the layout is available. */
    seats: Type.Array(ApiSeatStateEntry),
  }),
]);

export type ApiSession = Static<typeof ApiSession>;
export const ApiSession = Type.Object({
  id: Type.String(),
  event_template_id: Type.String(),
  start_datetime: WireTimestamp,
  end_datetime: WireTimestamp,
  /** -1 means unlimited. */
  capacity: Type.Number(),
  oversell_capacity: Type.Number(),
  /** Booked tickets plus tickets held by live (unexpired) carts. */
  used_capacity: Type.Number(),
  sold_out: Type.Boolean(),
});

export type ApiEvent = Static<typeof ApiEvent>;
export const ApiEvent = Type.Object({
  id: Type.String(),
  seller_id: Type.String(),
  name: Type.String(),
  subtitle: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  summary: Type.Union([Type.String(), Type.Null()]),
  category: Type.Union([Type.String(), Type.Null()]),
  event_type: EventType,
  hidden_type: HiddenType,
  meta: ApiEventMeta,
  config: Type.Object({
    web: Type.Optional(ApiEventWebConfig),
  }),
  /** Embedded when `_embed` asks for them (always by `GET events/{id}`). */
  venue: Type.Optional(ApiVenue),
  ticket_group: Type.Optional(Type.Array(ApiTicketGroup)),
  ticket_type: Type.Optional(Type.Array(ApiTicketType)),
  message_rule: Type.Optional(Type.Array(ApiMessageRule)),
  /** Embedded by `GET events/available` when asked: the next sessions. */
  event_session: Type.Optional(Type.Array(ApiSession)),
});

/** A session as `POST events/{id}/sessions` answers it: with its prices for the chosen quantities. */
export type ApiPricedSession = Static<typeof ApiPricedSession>;
export const ApiPricedSession = Type.Composite([
  ApiSession,
  Type.Object({
    price_schedule: Type.Array(
      Type.Object({
        ticket_type_id: Type.String(),
        currency_amount: WireAmount,
      }),
    ),
    /** Total for the posted quantities at this session's prices. */
    total: WireAmount,
    /** This session costs more than the types' base prices ('Session will incur an additional cost'). */
    price_increase: Type.Boolean(),
  }),
]);

/** Body of `POST events/{id}/sessions` and `POST events/{id}/calendar`: quantities per ticket type. */
export type ApiQuantitiesBody = Static<typeof ApiQuantitiesBody>;
export const ApiQuantitiesBody = BodyObject({
  quantities: Type.Array(
    BodyObject({ ticket_type_id: Uuid, quantity: Type.Integer({ minimum: 0, maximum: 1000 }) }),
    { maxItems: 100 },
  ),
});

/** Body of `POST events/{id}/pricecheck`: the ticket types whose availability the cart needs. */
export type ApiPricecheckBody = Static<typeof ApiPricecheckBody>;
export const ApiPricecheckBody = BodyObject({
  ticket_types_required: Type.Array(Uuid, { maxItems: 1000 }),
});

/** One entry of the answer of `POST events/{id}/pricecheck`: a type that can be bought now. */
export type ApiPricecheckType = Static<typeof ApiPricecheckType>;
export const ApiPricecheckType = Type.Object({
  id: Type.String(),
  ticket_group_id: Type.String(),
  available: Type.Boolean(),
});

export type CalendarStatus = Static<typeof CalendarStatus>;
export const CalendarStatus = Type.Union([Type.Literal('available'), Type.Literal('sold_out'), Type.Literal('unavailable')]);

export type ApiCalendarDate = Static<typeof ApiCalendarDate>;
export const ApiCalendarDate = Type.Object({
  date: WireDate,
  status: CalendarStatus,
  /** Lowest price that day: the cheapest type (GET), or the posted quantities' total (POST, `_format=price`). */
  min_price: Type.Union([WireAmount, Type.Null()]),
  min_price_fees: Type.Optional(
    Type.Object({
      outside: WireAmount,
    }),
  ),
  /** A session that day costs more than the base price. */
  price_increase: Type.Optional(Type.Boolean()),
  availability: Type.Object({
    capacity: Type.Number(),
    used_capacity: Type.Number(),
  }),
});

/** `GET events/available`: the events plus the facets the listing's filters offer. */
export type ApiEventListing = Static<typeof ApiEventListing>;
export const ApiEventListing = Type.Composite([
  ApiList(ApiEvent),
  Type.Object({
    /** Over every event the caller may see, ignoring the filters, so the filter bar stays stable. */
    facets: Type.Object({
      categories: Type.Array(Type.String()),
      /** Metadata filter key → its values (from `meta.filters`). */
      metadata: Type.Record(Type.String(), Type.Array(Type.String())),
    }),
  }),
]);

/** `GET events/{id}/sessions/{sessionId}`: one session with what it sells. */
export type ApiSessionDetail = Static<typeof ApiSessionDetail>;
export const ApiSessionDetail = Type.Composite([
  ApiSession,
  Type.Object({
    ticket_group: Type.Array(ApiTicketGroup),
    ticket_type: Type.Array(ApiTicketType),
    venue: ApiVenue,
  }),
]);
