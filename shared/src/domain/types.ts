/**
 * Domain types: what stores and components see. Built from wire shapes (`../wire`) by the
 * mappers beside this file; money in integer minor units, instants as UTC ISO strings,
 * calendar dates as venue-local 'YYYY-MM-DD', plus the venue's IANA time zone.
 */
import type {
  CalendarStatus,
  CartState,
  EventType,
  HiddenType,
  ReserveFlow,
  TicketGroupHandler,
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
}

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
}

export interface EventDetail extends EventSummary {
  description: string | null;
  eventType: EventType;
  /** The event's own flow; null = use the seller default (`SellerConfigStore.reserveFlow`). */
  reserveFlow: ReserveFlow | null;
  /** IANA zone of the venue. */
  timezone: string;
  ticketGroups: TicketGroup[];
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

export interface CalendarDate {
  /** Venue-local 'YYYY-MM-DD'. */
  date: string;
  status: CalendarStatus;
  minPriceMinor: Money | null;
  /** null = unlimited. */
  capacity: number | null;
  used: number;
}

export interface CartItemType {
  ticketTypeId: string;
  name: string;
  ticketCount: number;
  totalMinor: Money;
}

/** One line of the cart widget: the tickets of one event session (or event, for no session). */
export interface CartItem {
  /** `${eventId}:${sessionId ?? ''}` */
  id: string;
  eventId: string;
  sessionId: string | null;
  name: string;
  start: string | null;
  timezone: string;
  imageUrl: string | null;
  imageAlt: string;
  types: CartItemType[];
  ticketIds: string[];
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
  totalMinor: Money;
  outstandingMinor: Money;
  orderIds: string[];
}

export interface Order {
  id: string;
  orderNumber: string;
  eventName: string;
  purchasedOn: string;
  totalMinor: Money;
  currency: string;
  ticketCount: number;
}

export interface User {
  id: string;
  identityId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** The purchaser's details (spec 02 §5 identity rules). */
export interface IdentityInput {
  firstName: string;
  lastName: string;
  email: string;
}
