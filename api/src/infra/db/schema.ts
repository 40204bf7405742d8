/**
 * Drizzle table definitions mirroring `migrations/*.sql` (the SQL files are the source of
 * truth for the database; these give the query layer its types).
 */
import type { ApiErrorEntry, ApiSurveySpec } from '@storefront/shared/wire';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sellers = pgTable('sellers', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
  defaultCurrencyCode: text('default_currency_code').notNull(),
  cartHoldSeconds: integer('cart_hold_seconds').notNull(),
  web: jsonb('web').$type<Record<string, unknown>>().notNull(),
  isDefault: boolean('is_default').notNull(),
});

export const venues = pgTable('venues', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
});

/** Events a venue import removed: their id answers 410 Gone (migration 021). */
export const removedEventTemplates = pgTable('removed_event_templates', {
  id: uuid('id').primaryKey(),
  sellerId: uuid('seller_id').notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const eventTemplates = pgTable('event_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  venueId: uuid('venue_id').notNull(),
  name: text('name').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  summary: text('summary'),
  category: text('category'),
  eventType: text('event_type').notNull(),
  hiddenType: text('hidden_type').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
  config: jsonb('config').$type<{ web?: Record<string, unknown> }>().notNull(),
  /** The venue's seating plan of a seated event (migration 018). */
  seatLayoutId: uuid('seat_layout_id'),
});

/** A venue's seating plan (migration 018, ADR 0023). */
export const seatLayouts = pgTable('seat_layouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  venueId: uuid('venue_id').notNull(),
  name: text('name').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Sanitised SVG markup drawn under the seats. */
  background: text('background').notNull().default(''),
  version: integer('version').notNull().default(1),
});

/** One seat of a layout; neighbours by name within the layout. */
export const seatTemplates = pgTable('seat_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  seatLayoutId: uuid('seat_layout_id').notNull(),
  name: text('name').notNull(),
  section: text('section').notNull(),
  rowLabel: text('row_label').notNull(),
  seatNumber: text('seat_number').notNull(),
  zone: text('zone').notNull(),
  x: real('x').notNull(),
  y: real('y').notNull(),
  r: real('r').notNull(),
  previousName: text('previous_name'),
  nextName: text('next_name'),
  rank: integer('rank').notNull().default(0),
});

export const ticketGroups = pgTable('ticket_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventTemplateId: uuid('event_template_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  handler: text('handler').notNull(),
  hiddenType: text('hidden_type').notNull(),
  minTicketsPerOrder: integer('min_tickets_per_order').notNull(),
  maxTicketsPerOrder: integer('max_tickets_per_order').notNull(),
  rank: integer('rank').notNull(),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull(),
  salesStart: tz('sales_start'),
  salesEnd: tz('sales_end'),
  startPolicy: text('start_policy').$type<'fixedfrom' | 'fixedto'>(),
  startPolicyDate: date('start_policy_date', { mode: 'string' }),
  durationNew: text('duration_new'),
  capacity: integer('capacity').notNull().default(-1),
  oversellCapacity: integer('oversell_capacity').notNull().default(0),
  excludeFromEventCapacity: boolean('exclude_from_event_capacity').notNull().default(false),
  additionalInfoSpec: jsonb('additional_info_spec').$type<SurveySpec>(),
  /** Colour on the seat map, '#rrggbb' (spec 01 §3). */
  color: text('color'),
  /** Seated groups: the layout zones they sell. */
  seatZones: text('seat_zones').array().notNull().default(sql`'{}'::text[]`),
});

/** A ticket group's survey (spec 01 §3 Survey spec), stored as the wire shape it is served in. */
export type SurveySpec = ApiSurveySpec;

export const ticketTypes = pgTable('ticket_types', {
  id: uuid('id').primaryKey().defaultRandom(),
  ticketGroupId: uuid('ticket_group_id').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  summary: text('summary'),
  priceMinor: integer('price_minor').notNull(),
  priceMinMinor: integer('price_min_minor'),
  priceMaxMinor: integer('price_max_minor'),
  rank: integer('rank').notNull(),
  memberEventTicketType: boolean('member_event_ticket_type').notNull().default(false),
  /** Charged per ticket on top of its adjusted value (spec 01 §3 Ticket type `outside_fees`). */
  outsideFees: jsonb('outside_fees').$type<OutsideFee[]>().notNull().default([]),
});

/** One outside fee of a ticket type, as stored (`fee_minor` > 0). */
export interface OutsideFee {
  name: string;
  fee_minor: number;
}

export const eventSessions = pgTable('event_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventTemplateId: uuid('event_template_id').notNull(),
  startDatetime: tz('start_datetime').notNull(),
  endDatetime: tz('end_datetime').notNull(),
  capacity: integer('capacity').notNull(),
  oversellCapacity: integer('oversell_capacity').notNull(),
  surchargeMinor: integer('surcharge_minor').notNull().default(0),
});

export const identities = pgTable('identities', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<'public' | 'guest' | 'member' | 'giftee'>().notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phone: text('phone'),
  state: text('state'),
  zipCode: text('zip_code'),
  country: text('country'),
  additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>().notNull().default({}),
  /** The public identity of the browser session that created this guest (`POST identity`). */
  createdByIdentityId: uuid('created_by_identity_id'),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  identityId: uuid('identity_id').notNull(),
  email: text('email').notNull(),
  /** Null for an account with no password yet (login answers `guest_account`). */
  passwordHash: text('password_hash'),
});

export const webSessions = pgTable('web_sessions', {
  /** The SHA-256 of the session cookie's token (migration 023); the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  publicIdentityId: uuid('public_identity_id').notNull(),
  userId: uuid('user_id'),
  /** Written from the API's clock: the absolute and idle expiry count from these (ADR 0012). */
  createdAt: tz('created_at').notNull(),
  lastSeenAt: tz('last_seen_at').notNull(),
});

export type CartStateValue = 'pending' | 'completed' | 'cancelled';

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartNumber: text('cart_number').notNull().default(sql`nextval('cart_number_seq')::text`),
  sellerId: uuid('seller_id').notNull(),
  identityId: uuid('identity_id').notNull(),
  state: text('state').$type<CartStateValue>().notNull(),
  currencyCode: text('currency_code').notNull(),
  channel: text('channel').notNull(),
  campaign: jsonb('campaign').$type<Record<string, string>>().notNull(),
  expiresAt: tz('expires_at'),
  completedAt: tz('completed_at'),
  /** Who buys: set by `guest_checkout` / `checkout` (migration 007). */
  purchaserIdentityId: uuid('purchaser_identity_id'),
  autoRenew: boolean('auto_renew').notNull().default(false),
  /** A payment is in flight or processing: the cart never expires meanwhile. */
  paymentPending: boolean('payment_pending').notNull().default(false),
  /** The address the cart was created from: live carts are capped per address (migration 011). */
  clientAddress: text('client_address'),
  /** When `PATCH my/cart/{id}` extended the hold: once per cart (migration 011). */
  extendedAt: tz('extended_at'),
  /** Reserved as a gift: member benefits off, no renewal (migration 015). */
  isGift: boolean('is_gift').notNull().default(false),
  /** Set by gift_checkout: who receives the gift. */
  gifteeIdentityId: uuid('giftee_identity_id'),
  /** A redemption cart: the gift code it redeems. */
  giftCode: text('gift_code'),
  /** An edit cart (spec 02 §4 Edit order): the booked order it changes (migration 017). */
  editsOrderId: uuid('edits_order_id'),
});

export const ticketOrders = pgTable('ticket_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderNumber: text('order_number')
    .notNull()
    .default(sql`'SF-' || lpad(nextval('order_number_seq')::text, 6, '0')`),
  cartId: uuid('cart_id').notNull(),
  identityId: uuid('identity_id').notNull(),
  eventTemplateId: uuid('event_template_id').notNull(),
  currencyCode: text('currency_code').notNull(),
  purchasedOn: tz('purchased_on').notNull(),
  /** Encoded in the order's QR code; set by the database (migration 008). */
  scanCode: text('scan_code').notNull().default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 16))`),
  /** The secret of the order's manage link, in every order e-mail (migration 017, ADR 0022). */
  manageKey: text('manage_key')
    .notNull()
    .default(sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`),
});

/** Sessions that presented an order's manage key may manage that order (migration 017; keyed by the token's digest since 023). */
export const webSessionOrderGrants = pgTable(
  'web_session_order_grants',
  {
    sessionTokenHash: text('session_token_hash').notNull(),
    ticketOrderId: uuid('ticket_order_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionTokenHash, t.ticketOrderId] })],
);

/** The booked tickets an edit cart removes when it is confirmed (migration 017). */
export const cartTicketRemovals = pgTable(
  'cart_ticket_removals',
  {
    cartId: uuid('cart_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.ticketId] })],
);

export type TicketStateValue = 'in_cart' | 'held' | 'booked' | 'redeemed' | 'cancelled' | 'unbooked';

export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull(),
  state: text('state').$type<TicketStateValue>().notNull(),
  eventSessionId: uuid('event_session_id'),
  eventTemplateId: uuid('event_template_id').notNull(),
  ticketGroupId: uuid('ticket_group_id').notNull(),
  ticketTypeId: uuid('ticket_type_id').notNull(),
  ticketOrderId: uuid('ticket_order_id'),
  faceValueMinor: integer('face_value_minor').notNull(),
  adjustedValueMinor: integer('adjusted_value_minor').notNull(),
  admitName: text('admit_name'),
  admitEmail: text('admit_email'),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Insertion order, also within one statement (migration 016). */
  entrySeq: bigint('entry_seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  validFrom: tz('valid_from'),
  validTo: tz('valid_to'),
  additionalInfo: jsonb('additional_info').$type<Record<string, unknown>>().notNull().default({}),
  /** Scanned at the door; set by the database (migration 008). */
  scanCode: text('scan_code').notNull().default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 16))`),
  /** Seated tickets: the seat held, and its name as printed (migration 018). */
  seatTemplateId: uuid('seat_template_id'),
  seatName: text('seat_name'),
});

export const messageRules = pgTable('message_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  eventTemplateId: uuid('event_template_id').notNull(),
  action: text('action').notNull(),
  message: text('message').notNull(),
  style: text('style').notNull(),
  triggers: jsonb('triggers').$type<Record<string, unknown>>().notNull(),
  rank: integer('rank').notNull(),
});

export const memberships = pgTable('memberships', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  scanCode: text('scan_code').notNull(),
  levelName: text('level_name').notNull(),
  validFrom: tz('valid_from').notNull(),
  validTo: tz('valid_to').notNull(),
  autoRenewState: text('auto_renew_state').$type<'scheduled' | 'cancelled' | 'none'>().notNull(),
  memberEventPurchaseLimit: integer('member_event_purchase_limit'),
  eventTemplateId: uuid('event_template_id').notNull(),
  ticketGroupId: uuid('ticket_group_id').notNull(),
  /** The program and level (spec "role"); null only for rows older than migration 015. */
  programId: uuid('program_id'),
  levelId: uuid('level_id'),
  /** The order that last bought or renewed it: its booked tickets are the members. */
  ticketOrderId: uuid('ticket_order_id'),
});

/** A membership program: the membership event's levels and the renewal window (migration 015). */
export const membershipPrograms = pgTable('membership_programs', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  eventTemplateId: uuid('event_template_id').notNull(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  renewalWindowDays: integer('renewal_window_days').notNull(),
  giftCodeValidDays: integer('gift_code_valid_days').notNull(),
});

/** A membership level (spec "role"): one ticket group of the membership event. */
export const membershipLevels = pgTable('membership_levels', {
  id: uuid('id').primaryKey().defaultRandom(),
  programId: uuid('program_id').notNull(),
  ticketGroupId: uuid('ticket_group_id').notNull(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  autoRenewAvailable: boolean('auto_renew_available').notNull(),
  memberEventPurchaseLimit: integer('member_event_purchase_limit'),
  /** Allowances per event by ticket type name; '*' the wildcard overflow. */
  benefits: jsonb('benefits').$type<Record<string, number>>().notNull(),
});

/** A gift of membership: 10 digits, redeemed once (spec 03 §5). */
export const membershipGiftCodes = pgTable('membership_gift_codes', {
  code: text('code').primaryKey(),
  sellerId: uuid('seller_id').notNull(),
  levelId: uuid('level_id').notNull(),
  ticketOrderId: uuid('ticket_order_id'),
  gifteeIdentityId: uuid('giftee_identity_id'),
  validFrom: tz('valid_from').notNull(),
  validTo: tz('valid_to').notNull(),
  redeemedAt: tz('redeemed_at'),
  redeemedByUserId: uuid('redeemed_by_user_id'),
});

export const membershipRules = pgTable('membership_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  ticketTypeId: uuid('ticket_type_id').notNull(),
  ticketGroupId: uuid('ticket_group_id').notNull(),
  partyRole: text('party_role').notNull(),
  named: text('named').$type<'yes' | 'no' | 'optional'>().notNull(),
  min: integer('min').notNull(),
  max: integer('max').notNull(),
  rank: integer('rank').notNull(),
});

export const promoCodes = pgTable('promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  code: text('code').notNull(),
  kind: text('kind').$type<'unlock' | 'discount' | 'checkout'>().notNull(),
  ticketGroupId: uuid('ticket_group_id'),
  validFrom: tz('valid_from'),
  validTo: tz('valid_to'),
  name: text('name'),
  description: text('description'),
  /** 'discount': a percentage (1–100) or a fixed amount in minor units, never both. */
  percentOff: integer('percent_off'),
  amountOffMinor: integer('amount_off_minor'),
  /** 'discount': only tickets of this type benefit. */
  ticketTypeId: uuid('ticket_type_id'),
  /** 'checkout' codes: the group whose blocking checkout rules they lift. */
  codeGroup: text('code_group'),
  maxUses: integer('max_uses'),
  uses: integer('uses').notNull().default(0),
  blockingCheckout: boolean('blocking_checkout').notNull().default(false),
});

/** What a promo code did to a cart (spec 01 §3 Cart cartmods). */
export const cartmods = pgTable('cartmods', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull(),
  promoCodeId: uuid('promo_code_id'),
  code: text('code'),
  name: text('name').notNull(),
  description: text('description'),
  discountMinor: integer('discount_minor').notNull().default(0),
  blockingCheckout: boolean('blocking_checkout').notNull().default(false),
  activatingCodeGroups: jsonb('activating_code_groups').$type<string[]>().notNull().default([]),
  createdAt: tz('created_at').notNull().defaultNow(),
  /** Set on a cartmod made by an event's checkout rule (`checkout/payments/checkout-rules.ts`). */
  eventTemplateId: uuid('event_template_id'),
});

/** CityPASS codes redeemed by tickets (spec 01 §5); a row lives as long as its ticket is held or booked. */
export const citypassRedemptions = pgTable('citypass_redemptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  code: text('code').notNull(),
  ticketId: uuid('ticket_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type PaymentStatus = 'in_flight' | 'processing' | 'succeeded' | 'failed' | 'refunded';
export type GatewayIdValue = 'free' | 'ledger' | 'stripe';

/** One pay request under its idempotency key (unique per cart) and the answer it gave. */
export const paymentAttempts = pgTable('payment_attempts', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  fingerprint: text('fingerprint').notNull(),
  state: text('state').$type<'in_flight' | 'processing' | 'succeeded' | 'failed'>().notNull(),
  error: jsonb('error').$type<{ status: number; entry: ApiErrorEntry }>(),
  createdAt: tz('created_at').notNull().defaultNow(),
  finishedAt: tz('finished_at'),
});

/** One entry of a pay request. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull(),
  attemptId: uuid('attempt_id').notNull(),
  position: integer('position').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  gatewayId: text('gateway_id').$type<GatewayIdValue>().notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currencyCode: text('currency_code').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  gatewayReference: text('gateway_reference'),
  label: text('label').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
  settledAt: tz('settled_at'),
});

export const gatewayAudit = pgTable('gateway_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id').notNull(),
  paymentId: uuid('payment_id').notNull(),
  gatewayId: text('gateway_id').$type<GatewayIdValue>().notNull(),
  action: text('action').$type<'capture' | 'refund' | 'dispute_opened' | 'dispute_closed' | 'dispute_fee'>().notNull(),
  amountMinor: integer('amount_minor').notNull(),
  occurredAt: tz('occurred_at').notNull(),
});

export const giftCards = pgTable('gift_cards', {
  id: uuid('id').primaryKey().defaultRandom(),
  sellerId: uuid('seller_id').notNull(),
  number: text('number').notNull(),
  currencyCode: text('currency_code').notNull(),
  balanceMinor: integer('balance_minor').notNull(),
  state: text('state').$type<'active' | 'inactive'>().notNull(),
});

export const savedPaymentMethods = pgTable('saved_payment_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  identityId: uuid('identity_id').notNull(),
  providerReference: text('provider_reference').notNull(),
  customerReference: text('customer_reference').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** What the balance job did for one scheduled part of a cart (migration 022). */
export const balanceCollections = pgTable(
  'balance_collections',
  {
    cartId: uuid('cart_id').notNull(),
    dueDate: tz('due_date').notNull(),
    reminderSentAt: tz('reminder_sent_at'),
    chargeAttemptedAt: tz('charge_attempted_at'),
    chargeOutcome: text('charge_outcome').$type<'succeeded' | 'declined' | 'no_card'>(),
    overdueAppliedAt: tz('overdue_applied_at'),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.dueDate] })],
);

/** One auto-renewal per membership and period (migration 022). */
export const membershipRenewals = pgTable(
  'membership_renewals',
  {
    membershipId: uuid('membership_id').notNull(),
    periodEnd: tz('period_end').notNull(),
    state: text('state').$type<'charging' | 'renewed' | 'failed'>().notNull(),
    cartId: uuid('cart_id'),
    reason: text('reason'),
    attemptedAt: tz('attempted_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.membershipId, table.periodEnd] })],
);

/** The Stripe sandbox's PaymentIntents. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  cartId: uuid('cart_id').notNull(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key'),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  paymentMethod: text('payment_method').notNull(),
  customer: text('customer'),
  /** Created with `setup_future_usage` (migration 022). */
  saveCard: boolean('save_card').notNull().default(false),
  description: text('description'),
  lastPaymentError: jsonb('last_payment_error').$type<{ code: string; decline_code?: string; message: string }>(),
  processingUntil: tz('processing_until'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Stripe webhook events already handled (migration 019): an event id is claimed once. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentIntent: text('payment_intent'),
  receivedAt: tz('received_at').notNull(),
});

export const schema = {
  sellers,
  venues,
  eventTemplates,
  ticketGroups,
  ticketTypes,
  eventSessions,
  identities,
  users,
  webSessions,
  webSessionOrderGrants,
  carts,
  cartTicketRemovals,
  ticketOrders,
  tickets,
  messageRules,
  memberships,
  membershipPrograms,
  membershipLevels,
  membershipGiftCodes,
  membershipRules,
  promoCodes,
  citypassRedemptions,
  cartmods,
  paymentAttempts,
  payments,
  gatewayAudit,
  giftCards,
  savedPaymentMethods,
  sandboxPaymentIntents,
  balanceCollections,
  membershipRenewals,
  stripeWebhookEvents,
};
export type Schema = typeof schema;

export type SellerRow = typeof sellers.$inferSelect;
export type EventTemplateRow = typeof eventTemplates.$inferSelect;
export type VenueRow = typeof venues.$inferSelect;
export type TicketGroupRow = typeof ticketGroups.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type EventSessionRow = typeof eventSessions.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export type SeatLayoutRow = typeof seatLayouts.$inferSelect;
export type SeatTemplateRow = typeof seatTemplates.$inferSelect;
export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type IdentityRow = typeof identities.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MessageRuleRow = typeof messageRules.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type MembershipRuleRow = typeof membershipRules.$inferSelect;
export type MembershipProgramRow = typeof membershipPrograms.$inferSelect;
export type MembershipLevelRow = typeof membershipLevels.$inferSelect;
export type MembershipGiftCodeRow = typeof membershipGiftCodes.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type CartmodRow = typeof cartmods.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;
export type SandboxPaymentIntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** One-time sign-in codes (migration 013): token and code stored as hashes. */
export const oneTimeCodes = pgTable('one_time_codes', {
  tokenHash: text('token_hash').primaryKey(),
  email: text('email').notNull(),
  userId: uuid('user_id'),
  sellerId: uuid('seller_id'),
  codeHash: text('code_hash').notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  /** Set when the mail was handed to the transport; before it, `not_available_yet`. */
  availableAt: tz('available_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  usedAt: tz('used_at'),
});

/** Password reset links (migration 013): single use, expiring, stored as hashes. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

/** Accounts linked to an OpenID Connect provider's (issuer, subject), the primary key (migration 014). */
export const externalIdentities = pgTable('external_identities', {
  issuer: text('issuer').notNull(),
  subject: text('subject').notNull(),
  userId: uuid('user_id').notNull(),
  createdAt: tz('created_at').notNull(),
});

/** External sign-ins under way (migration 014): single use, expiring; the state stored as a hash. */
export const externalLoginFlows = pgTable('external_login_flows', {
  stateHash: text('state_hash').primaryKey(),
  sellerId: uuid('seller_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectPath: text('redirect_path').notNull(),
  cartId: uuid('cart_id'),
  publicIdentityId: uuid('public_identity_id'),
  expiresAt: tz('expires_at').notNull(),
});
