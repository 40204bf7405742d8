/**
 * A seller's catalogue as a file (ADR 0033): the one TypeBox schema that `venue:import` and
 * `PUT /api/admin/sellers/:slug/catalogue` validate against, published as JSON Schema in
 * `api/venue-import/venue.schema.json` (`pnpm --filter @storefront/api venue:schema`).
 * Everything is named by keys the file chooses (slugs); the rows' ids are derived from them,
 * so importing the same file again finds the same rows.
 */
import { Type, type Static } from '@sinclair/typebox';
import { EventType, HiddenType, MessageRuleAction, TicketGroupHandler, ApiMessageRule, ApiSurveySpec } from '@storefront/shared/contract';

/** The format this code reads; a file of another version is refused. */
export const CATALOGUE_FORMAT_VERSION = 1;

const Key = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 80, description: 'A stable key: lower-case letters, digits and dashes.' });
const Text = (maxLength = 2000) => Type.String({ minLength: 1, maxLength });
const Minor = Type.Integer({ minimum: 0, description: 'Money in minor units of the seller currency.' });
const TimeOfDay = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: "Venue time 'HH:mm'." });
const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday … 6 = Saturday.' });
const Settings = Type.Record(Type.String(), Type.Unknown(), {
  description: "Free-form settings stored as given; '{{event:KEY}}' and '{{ticket_group:EVENT/GROUP}}' in strings become those ids.",
});
const Obj = <T extends Parameters<typeof Type.Object>[0]>(properties: T, description?: string) =>
  Type.Object(properties, { additionalProperties: false, ...(description ? { description } : {}) });

/** A venue calendar day: an absolute date, or a number of days from the day of the import (the demo's). */
export const DayRef = Type.Union([
  Type.String({ format: 'date', description: 'A venue date, YYYY-MM-DD.' }),
  Obj({ days_from_today: Type.Integer({ minimum: -3660, maximum: 3660 }) }, 'Days from the import day in the seller time zone.'),
]);
export type DayRef = Static<typeof DayRef>;

const SeatBlock = Obj(
  {
    section: Text(80),
    row: Text(20),
    zone: Key,
    r: Type.Number({ exclusiveMinimum: 0 }),
    seats: Type.Array(
      Type.Union([
        Type.Tuple([Text(20), Type.Number(), Type.Number()]),
        Type.Tuple([Text(20), Type.Number(), Type.Number(), Key]),
      ]),
      { minItems: 1, description: "[number, x, y] or [number, x, y, zone]; the seat's name is '<section> <row><number>'." },
    ),
  },
  'Seats side by side in a row, in order: each is the neighbour of the next; an aisle starts a new block.',
);

export const SeatLayoutFile = Obj({
  key: Key,
  name: Text(200),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  background: Type.String({ maxLength: 200_000, description: 'SVG drawn under the seats (sanitised when stored).' }),
  blocks: Type.Array(SeatBlock, { minItems: 1 }),
});
export type SeatLayoutFile = Static<typeof SeatLayoutFile>;

const VenueFile = Obj({ key: Key, name: Text(200), seat_layouts: Type.Optional(Type.Array(SeatLayoutFile)) });

const TicketTypeFile = Obj({
  key: Type.String({ ...Key, description: 'Unique within its event (across its groups).' }),
  name: Text(200),
  description: Type.Optional(Text()),
  price_minor: Minor,
  /** Flexible prices (donations, gift cards). */
  min_price_minor: Type.Optional(Minor),
  max_price_minor: Type.Optional(Minor),
  member: Type.Optional(Type.Boolean({ description: "A member ticket type, counted against the member's per-event limit." })),
  outside_fees: Type.Optional(Type.Array(Obj({ name: Text(200), fee_minor: Type.Integer({ minimum: 1 }) }))),
});

const TicketGroupFile = Obj({
  key: Key,
  name: Text(200),
  description: Text(),
  handler: Type.Optional(TicketGroupHandler),
  hidden_type: Type.Optional(HiddenType),
  min_per_order: Type.Optional(Type.Integer({ minimum: 0 })),
  max_per_order: Type.Integer({ minimum: 1 }),
  meta: Type.Optional(Settings),
  capacity: Type.Optional(Type.Integer({ minimum: 0, description: 'Across all sessions; unlimited when absent.' })),
  start_policy: Type.Optional(Type.Union([Type.Literal('fixedfrom'), Type.Literal('fixedto')])),
  duration: Type.Optional(Type.String({ pattern: '^P', description: "Validity of flexible tickets, ISO 8601 ('P6M')." })),
  survey: Type.Optional(ApiSurveySpec),
  unlock_code: Type.Optional(Text(80)),
  color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  seat_zones: Type.Optional(Type.Array(Key)),
  ticket_types: Type.Array(TicketTypeFile, { minItems: 1 }),
});

const SessionCapacity = Type.Union([Type.Integer({ minimum: 0 }), Type.Literal('seats')], {
  description: "'seats': the seated event's layout seats in the zones its groups sell.",
});

const SessionRuleFile = Obj(
  {
    from: DayRef,
    to: DayRef,
    every_days: Type.Optional(Type.Integer({ minimum: 1, description: 'Every n-th day from `from` (default 1).' })),
    weekdays: Type.Optional(Type.Array(Weekday, { description: 'Only these weekdays (default all).' })),
    times: Type.Array(TimeOfDay, { minItems: 1 }),
    duration_minutes: Type.Integer({ minimum: 1 }),
    capacity: SessionCapacity,
    surcharge_minor: Type.Optional(Minor),
  },
  'Sessions at `times` on each day from `from` to `to` inclusive.',
);

const MembershipRuleFile = Obj({
  ticket_group: Key,
  ticket_type: Key,
  party_role: Text(80),
  named: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Literal('optional')]),
  min: Type.Integer({ minimum: 0 }),
  max: Type.Integer({ minimum: 0 }),
});

const MembershipProgramFile = Obj({
  name: Text(200),
  renewal_window_days: Type.Integer({ minimum: 0 }),
  gift_code_valid_days: Type.Optional(Type.Integer({ minimum: 1 })),
  levels: Type.Array(
    Obj({
      ticket_group: Key,
      auto_renew_available: Type.Optional(Type.Boolean()),
      member_event_purchase_limit: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      benefits: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: "Allowances per event by ticket type name; '*' the overflow." }),
    }),
    { minItems: 1, description: 'One level per ticket group of the event, ranked as listed.' },
  ),
});

const MessageRuleFile = Obj({ action: MessageRuleAction, message: Text(), style: ApiMessageRule.properties.style, triggers: ApiMessageRule.properties.triggers });

const EventFile = Obj({
  key: Key,
  name: Text(200),
  subtitle: Text(),
  summary: Text(),
  description: Text(5000),
  category: Text(80),
  event_type: EventType,
  hidden_type: Type.Optional(HiddenType),
  venue: Key,
  seat_layout: Type.Optional(Key),
  image: Text(500),
  image_alt: Text(500),
  reserve_flow: Type.Optional(Type.Union([Type.Literal('date_first'), Type.Literal('quantity_first')])),
  meta: Type.Optional(Settings),
  web: Type.Optional(Settings),
  hide_sold_out_sessions: Type.Optional(Type.Boolean()),
  ticket_groups: Type.Array(TicketGroupFile, { minItems: 1 }),
  session_rules: Type.Optional(Type.Array(SessionRuleFile)),
  message_rules: Type.Optional(Type.Array(MessageRuleFile)),
  membership_rules: Type.Optional(Type.Array(MembershipRuleFile)),
  membership_program: Type.Optional(MembershipProgramFile),
});
export type EventFile = Static<typeof EventFile>;

const PromoCodeFile = Obj({
  code: Text(80),
  kind: Type.Union([Type.Literal('discount'), Type.Literal('checkout')]),
  name: Text(200),
  description: Type.Optional(Text()),
  percent_off: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  amount_off_minor: Type.Optional(Type.Integer({ minimum: 1 })),
  ticket_type: Type.Optional(Obj({ event: Key, ticket_type: Key }, 'Only tickets of this type benefit.')),
  max_uses: Type.Optional(Type.Integer({ minimum: 1 })),
  uses: Type.Optional(Type.Integer({ minimum: 0, description: 'Uses already made, set when the code is created only: an import never changes the count.' })),
  valid_from: Type.Optional(DayRef),
  valid_to: Type.Optional(DayRef),
  code_group: Type.Optional(Text(80)),
});

const SellerFile = Obj({
  slug: Key,
  name: Text(200),
  time_zone: Text(80),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  is_default: Type.Optional(Type.Boolean()),
  cart_hold_seconds: Type.Integer({ minimum: 60, maximum: 86_400 }),
  logo_url: Text(500),
  web: Type.Optional(Settings),
});

export const VenueCatalogue = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    format_version: Type.Literal(CATALOGUE_FORMAT_VERSION),
    seller: SellerFile,
    venues: Type.Array(VenueFile, { minItems: 1 }),
    events: Type.Array(EventFile),
    promo_codes: Type.Optional(Type.Array(PromoCodeFile)),
  },
  {
    $id: 'https://storefront.example/venue-import/venue.schema.json',
    title: 'A seller catalogue for pnpm venue:import',
    additionalProperties: false,
  },
);
export type VenueCatalogue = Static<typeof VenueCatalogue>;

/** The published JSON Schema, as written to `venue-import/venue.schema.json`: the TypeBox schema without TypeBox's own symbols. */
export function publishedSchemaText(): string {
  const schema = { $schema: 'http://json-schema.org/draft-07/schema#', ...(JSON.parse(JSON.stringify(VenueCatalogue)) as Record<string, unknown>) };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
