/**
 * Domain types: what stores and components see. Built from wire shapes (`../wire`) by the
 * mappers beside this file; money in integer minor units, instants as UTC ISO strings,
 * calendar dates as venue-local 'YYYY-MM-DD', plus the venue's IANA time zone.
 */
import type {
  ApiCompletedPayment,
  ApiEventMeta,
  ApiGatewayAuditAction,
  ApiGatewayId,
  ApiScheduledPaymentStatus,
  ApiOrderKind,
  ApiSurveySpec,
  CalendarStatus,
  CartState,
  EventType,
  HiddenType,
  MessageRuleAction,
  ReserveFlow,
  TicketGroupHandler,
  TicketState,
} from '../wire';
import type { Money } from './money';

export interface EventSummary {
  id: string;
  name: string;
  subtitle: string | null;
  summary: string | null;
  venueName: string | null;
  imageUrl: string | null;
  imageAlt: string;
  category: string | null;
  /** Lowest fixed ticket price; null when the event has no priced ticket types. */
  fromPriceMinor: Money | null;
  /** Outside fees of that cheapest ticket (shown in the price only when advertised, §9). */
  fromFeesMinor: Money;
  hiddenType: HiddenType;
  /** An admission that upsells can follow. */
  isAnchor: boolean;
  /** An upsell: offered only once an anchor is in the cart. */
  requiresAnchor: boolean;
  /** Metadata filter values, key → value. */
  filters: Record<string, string>;
}

/** The listing: events plus the values its filters offer. */
export interface EventListing {
  events: EventSummary[];
  categories: string[];
  metadata: Record<string, string[]>;
}

export interface TicketType {
  id: string;
  groupId: string;
  name: string;
  description: string | null;
  priceMinor: Money;
  /** Flexible price bounds (donations, gift cards); null for fixed prices. */
  minPriceMinor: Money | null;
  maxPriceMinor: Money | null;
  summary: string | null;
  /** Price after a discount; null when none applies. */
  discountedMinor: Money | null;
  /** Sum of the outside fees of one ticket. */
  feesMinor: Money;
  /** Counted against member benefit allowances. */
  isMemberType: boolean;
  /** false when the platform reports the type unavailable. */
  available: boolean;
}

export type AdmitNamesMode = NonNullable<ApiEventMeta['admit_names']>;
export type AdmitEmailsMode = NonNullable<ApiEventMeta['admit_emails']>;

export interface TicketGroup {
  id: string;
  name: string;
  description: string | null;
  handler: TicketGroupHandler;
  hiddenType: HiddenType;
  minPerOrder: number;
  /** null = no limit. */
  maxPerOrder: number | null;
  ticketTypes: TicketType[];
  /** Flexible (any-date) admission: reserved without a session. */
  isFlexible: boolean;
  /** Tickets the group can still sell across sessions; null = unlimited. */
  capacityLeft: number | null;
  /** Within its sales window and not sold out. */
  available: boolean;
  soldOut: boolean;
  survey: ApiSurveySpec | null;
  /** Admit detail rules of the group (falling back to the event's). */
  admitNames: AdmitNamesMode;
  admitEmails: AdmitEmailsMode;
  /** Members-only groups: the membership levels allowed ('*' = any). */
  memberLevels: string[];
  /** Colour on the seat map, '#rrggbb'; null = the theme's (spec 01 §3). */
  color: string | null;
}

/** A seat's state from the API (spec 01 §4 Seats); `selected` is the browser's own. */
export type SeatAvailability = 'available' | 'booked' | 'unavailable';

/** One seat of a seat map (spec 01 §3 Seat). */
export interface Seat {
  /** The seat template id, sent as the reservation item's `seat_template_id`. */
  id: string;
  /** Unique in the layout ('Stalls C12'); neighbours refer to it. */
  name: string;
  section: string;
  row: string;
  number: string;
  x: number;
  y: number;
  r: number;
  /** The event's ticket groups that sell this seat (none: unavailable). */
  groupIds: string[];
  /** Names of the seats beside it in its row. */
  previous: string | null;
  next: string | null;
}

/**
 * A session's seat map: the geometry (kept while `layoutVersion` holds) and the seats' states.
 * `states` lists only the seats that are not available; every other seat is available.
 */
export interface SeatMap {
  sessionId: string;
  layoutId: string;
  layoutVersion: number;
  width: number;
  height: number;
  /** Sanitised SVG markup drawn under the seats ('' = none); sanitise again before the DOM. */
  background: string;
  seats: Seat[];
  states: SeatStates;
}

/** The seats that are not available, by seat id (absent = available). */
export type SeatStates = ReadonlyMap<string, Exclude<SeatAvailability, 'available'>>;

export interface MessageRule {
  id: string;
  action: MessageRuleAction;
  message: string;
  style: 'info' | 'warning' | 'error' | 'success';
  rank: number;
  dateOrSession: {
    /** Venue dates 'YYYY-MM-DD': start inclusive, end exclusive. */
    startDate: string | null;
    endDate: string | null;
    weekdays: number[] | null;
    /** Venue times 'HH:mm': start inclusive, end exclusive. */
    startTime: string | null;
    endTime: string | null;
  } | null;
  quantity: {
    groupIds: string[];
    groupNames: string[];
    typeIds: string[];
    typeNames: string[];
    /** Inclusive. */
    min: number | null;
    max: number | null;
  } | null;
}

export interface EventDetail extends EventSummary {
  description: string | null;
  eventType: EventType;
  /** The event's own flow; null = use the seller default (`SellerConfigStore.reserveFlow`). */
  reserveFlow: ReserveFlow | null;
  /** IANA zone of the venue. */
  timezone: string;
  ticketGroups: TicketGroup[];
  coverImageUrl: string | null;
  coverImageAlt: string;
  hideEventDetails: boolean;
  /** Only one ticket can be added here: the add-one form (gift cards, donations). */
  oneTicketOnly: boolean;
  ticketDateTime: ApiEventMeta['ticket_date_time'] | null;
  /** Conflict padding in minutes; null = the seller's default. */
  padBeforeMinutes: number | null;
  padAfterMinutes: number | null;
  /** The event's `config.web` in domain terms. */
  settings: EventSettings;
  messageRules: MessageRule[];
}

/** An event's display and flow settings (spec 01 §3 `config.web`), defaults applied by `toEventDetail`. */
export interface EventSettings {
  /** One CityPASS voucher per ticket. */
  citypass: boolean;
  hideSoldOutSessions: boolean;
  /** Where the flow goes after a reservation; null: the flow's own next step. */
  nextRoute: string | null;
  /** The price prefix of dates and sessions; null: the picker's own ('from'). */
  pricePrefix: string | null;
  /** The date legend's tax message; null: the seller's `taxIncluded` decides. */
  taxMessage: string | null;
  /** Session picker tabs, each starting at its venue time 'HHmm'; empty: no tabs. */
  sessionPickerTabs: { label: string; start: string }[];
}

export interface EventSession {
  id: string;
  eventId: string;
  start: string;
  end: string;
  /** null = unlimited. */
  capacity: number | null;
  /** capacity + oversell − used, never below 0; null = unlimited. */
  available: number | null;
  soldOut: boolean;
}

/** A session priced for the chosen quantities (`POST events/{id}/sessions`). */
export interface PricedSession extends EventSession {
  /** Ticket type id → price at this session. */
  prices: Record<string, Money>;
  totalMinor: Money;
  priceIncrease: boolean;
}

/** One session with the groups and types it sells. */
export interface SessionDetail {
  session: EventSession;
  timezone: string;
  ticketGroups: TicketGroup[];
}

export interface MembershipRule {
  id: string;
  ticketTypeId: string;
  groupId: string;
  partyRole: string;
  named: 'yes' | 'no' | 'optional';
  min: number;
  /** null = no limit. */
  max: number | null;
  /** Whether the rule's level offers auto-renew (spec 03 §2.7 section 8). */
  autoRenewAvailable: boolean;
}

export interface Membership {
  id: string;
  scanCode: string;
  levelName: string;
  validFrom: string;
  validTo: string;
  autoRenew: boolean;
  /** Member tickets allowed per event; null = no limit. */
  memberEventPurchaseLimit: number | null;
  /** Spec 03 §3 auto_renew_state: scheduled (Enrolled), cancelled, or none. */
  autoRenewState: 'scheduled' | 'cancelled' | 'none';
  /** The level (spec "role") and program; null only for memberships older than levels. */
  levelId: string | null;
  programId: string | null;
  /** The membership event and level group. */
  eventId: string;
  ticketGroupId: string;
  /** The order that last bought or renewed it (the cancel-auto-renew page's id). */
  orderId: string | null;
}

export interface CalendarDate {
  /** Venue-local 'YYYY-MM-DD'. */
  date: string;
  status: CalendarStatus;
  minPriceMinor: Money | null;
  /** Outside fees included in `minPriceMinor` when advertised; 0 when none. */
  feesMinor: Money;
  /** A session that day costs more than the base price. */
  priceIncrease: boolean;
  /** null = unlimited. */
  capacity: number | null;
  used: number;
}

export interface CartItemType {
  ticketTypeId: string;
  name: string;
  ticketCount: number;
  /** The tickets' adjusted values, fees not included. */
  totalMinor: Money;
  /** Outside fees of one ticket of the type (spec 01 §3 Ticket type `outside_fees`). */
  feesMinor: Money;
}

/** One named outside fee over the whole cart, e.g. 'Booking fee' × every ticket that carries it. */
export interface CartFee {
  name: string;
  amountMinor: Money;
}

/** One line of the cart widget: the tickets of one event session (or event, for no session). */
export interface CartItem {
  /** `${eventId}:${sessionId ?? ''}` */
  id: string;
  eventId: string;
  sessionId: string | null;
  name: string;
  start: string | null;
  end: string | null;
  timezone: string;
  imageUrl: string | null;
  imageAlt: string;
  types: CartItemType[];
  ticketIds: string[];
  /** Seated tickets' seat names, sorted by name ('Stalls C12'); empty when unseated. */
  seatNames: string[];
  /** An admission that upsells follow; removing it clears the cart (spec 01 §4). */
  isAnchor: boolean;
  isDependency: boolean;
  isMembershipEvent: boolean;
}

/** A discount or rule applied to the cart (spec 01 §3 Cart `cartmods`). */
export interface CartMod {
  id: string;
  /** The promo code that created it, when one did. */
  code: string | null;
  name: string;
  description: string | null;
  /** Positive amount taken off the cart. */
  discountMinor: Money;
  /** A rule that blocks checkout until a code unlocks it (the blocked-cart form). */
  blockingCheckout: boolean;
  activatingCodeGroups: string[];
}

/** `GET code/{code}` (spec 01 §3 "Code lookup"). */
export interface CodeLookup {
  code: string;
  validFrom: string | null;
  validTo: string | null;
  exhausted: boolean;
  /** `ticketType`'s price after the code; null when the code names no type. */
  discountedPriceMinor: Money | null;
  cartmod: { name: string; description: string | null; blockingCheckout: boolean; activatingCodeGroups: string[] };
  ticketType: TicketType | null;
}

/** The edit part of an edit cart (`Cart.orderEdit`). */
export interface OrderEdit {
  orderId: string;
  removedTicketIds: string[];
  creditMinor: Money;
}

export interface Cart {
  id: string;
  number: string;
  state: CartState;
  identityId: string;
  currency: string;
  /** Server expiry as epoch ms, computed from `expires_in` at receipt; null when not holding. */
  expiresAt: number | null;
  /** `expires_in` as received (seconds); the cart store derives its local expiry from it. */
  expiresIn: number | null;
  items: CartItem[];
  ticketIds: string[];
  /** Everything to pay: adjusted ticket values plus outside fees. */
  totalMinor: Money;
  outstandingMinor: Money;
  /** The outside fees inside `totalMinor`, by fee name (first appearance order). */
  fees: CartFee[];
  orderIds: string[];
  /** Discounts and rules on the cart. */
  cartmods: CartMod[];
  /** A cartmod blocks checkout (spec 02 blocked-cart form; no promo code entry). */
  blocked: boolean;
  /** Payments were made on the cart (a partial or scheduled payment): it can no longer be modified. */
  paymentsMade: boolean;
  /** Tickets still held by the cart (state `in_cart` or `held`). */
  heldTicketIds: string[];
  /** Who buys: set when the purchaser is stored (guest or member checkout); null before. */
  purchaserIdentityId: string | null;
  /** What must be paid now: the outstanding part of scheduled payments due by now, else all of it. */
  dueMinor: Money;
  paidMinor: Money;
  /** Empty unless the cart's events take a deposit now and the rest later. */
  scheduledPayments: ScheduledPayment[];
  completedPayments: CompletedPayment[];
  gatewayAudit: GatewayAuditEntry[];
  /** Reserved as a gift of membership (spec 03 §4): member benefits do not apply. */
  isGift: boolean;
  /** Who receives the gift, once gift_checkout named them (spec 01 §3 Cart giftee). */
  giftee: { id: string; name: string; email: string } | null;
  /**
   * An edit cart (spec 02 §4 Edit order): the order it changes, the booked tickets it removes
   * when confirmed, and their value counted against the new tickets (nothing refunded).
   */
  orderEdit: OrderEdit | null;
  /** A redemption cart: the gift of membership code it redeems. */
  giftCode: string | null;
}

/** A part of a cart's price due on a date (spec 02 §3). */
export interface ScheduledPayment {
  id: string;
  /** UTC ISO instant. */
  dueDate: string;
  amountMinor: Money;
  status: ApiScheduledPaymentStatus;
}

export interface CompletedPayment {
  id: string;
  /** UTC ISO instant. */
  occurredDate: string;
  amountMinor: Money;
  gatewayId: ApiGatewayId;
  status: ApiCompletedPayment['status'];
  /** 'Visa •••• 4242', 'Gift card •••• 0042', 'Free'. */
  label: string;
}

/** Spec 02 §4: gateway audit actions and their labels. */
export const GATEWAY_AUDIT_LABELS: Record<ApiGatewayAuditAction, string> = {
  capture: 'Paid',
  refund: 'Refund',
  dispute_opened: 'Dispute Opened',
  dispute_closed: 'Dispute Closed',
  dispute_fee: 'Dispute Fee',
};

export interface GatewayAuditEntry {
  id: string;
  action: ApiGatewayAuditAction;
  /** 'Paid', 'Refund', … (GATEWAY_AUDIT_LABELS). */
  label: string;
  amountMinor: Money;
  occurredAt: string;
  gatewayId: ApiGatewayId;
}

/** What an order holds, for the completed page's wording; donation and ledger orders are not shown there. */
export type OrderKind = ApiOrderKind;

/** One ticket of an order, as the printed tickets and the manage page list it. */
export interface OrderTicket {
  id: string;
  state: TicketState;
  ticketTypeId: string;
  ticketGroupId: string;
  faceValueMinor: Money;
  adjustedValueMinor: Money;
  /** Spec 02 §5, decided by the API: may be cancelled (`cancelOrderTickets`). */
  cancellable: boolean;
  /** Spec 02 §5, decided by the API: may be removed or rescheduled in an edit cart. */
  editable: boolean;
  /** The ticket type's name, as printed on the ticket. */
  typeName: string;
  sessionId: string | null;
  /** The session start (or the start of validity for an undated ticket); UTC ISO, null when none. */
  validFrom: string | null;
  validTo: string | null;
  admitName: string | null;
  /** Scanned at the door; null until the ticket is booked. */
  scanCode: string | null;
  /** Seated tickets: the seat's name as printed; null otherwise. */
  seatName: string | null;
}

export interface Order {
  id: string;
  orderNumber: string;
  cartId: string;
  eventId: string;
  eventName: string;
  /** The order identity's e-mail, where the confirmation went; null when it has none. */
  purchaserEmail: string | null;
  /** The event venue's IANA zone, in which the order's session times are shown. */
  timezone: string;
  purchasedOn: string;
  totalMinor: Money;
  currency: string;
  /** Tickets that are neither cancelled nor unbooked (spec 02 §4). */
  ticketCount: number;
  kind: OrderKind;
  /** Encoded in the order's QR code. */
  scanCode: string;
  /** The live tickets (cancelled and unbooked ones left out). */
  tickets: OrderTicket[];
  /** Every ticket the order ever had, cancelled and unbooked ones too (the manage page's lines). */
  allTickets: OrderTicket[];
  /** Spec 02 §5: a free order with something left to cancel. */
  cancellable: boolean;
  /** The caller's live edit cart of this order, if one is open. */
  editCartId: string | null;
  /** The membership the order bought or renewed (cancel auto-renew); null otherwise. */
  membership: Membership | null;
}

export interface User {
  id: string;
  identityId: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Profile (spec 03 §2.6): e-mail and names read-only, State clearable. */
  state: string | null;
  zipCode: string | null;
  country: string | null;
  /** An account created without a password. */
  hasPassword: boolean;
  /** The e-mail is a no-email placeholder: after login the visitor sets a real one (spec 03 §4). */
  needsEmailAddress: boolean;
  /** Every membership bought, current or expired. */
  memberships: Membership[];
}

/** The purchaser's details (spec 02 §5 identity rules). */
export interface IdentityInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  /** Address (address, address_more, city, state, country, zip_code) and the seller's custom fields. */
  additionalInfo?: Record<string, string>;
}
