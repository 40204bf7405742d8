/**
 * The demo's people and what they bought before the demo starts: members, memberships, orders,
 * box-office bookings and gift cards. The sellers' catalogues are not here: they are the files
 * in `api/demo/sellers/`, loaded by the venue import (ADR 0033). Days are relative to "today"
 * in each seller's zone, so the demo always has availability.
 */
import { NO_EMAIL_MARKER } from '@storefront/shared/wire';

/** The demo sellers, one catalogue file each (`api/demo/sellers/<slug>.json`), loaded in this order. */
export const DEMO_SELLER_SLUGS = ['city-museum', 'harbour-zoo', 'riverside-gardens'] as const;
export type DemoSellerSlug = (typeof DEMO_SELLER_SLUGS)[number];

/**
 * Tickets sold at the box office before the demo starts (sold-out and almost-sold-out
 * sessions): of the event's first ticket type, at its price, in the session on that day and time.
 */
export interface SeedBooking {
  eventKey: string;
  day: number;
  time: string;
  count: number;
}

export const DEMO_BOOKINGS: Partial<Record<DemoSellerSlug, SeedBooking[]>> = {
  'city-museum': [
    // The first jazz evening is sold out, the second has 7 places left.
    { eventKey: 'evening-jazz', day: 6, time: '19:00', count: 60 },
    { eventKey: 'evening-jazz', day: 13, time: '19:00', count: 53 },
    // Tomorrow's 11:00 tour is full (hidden by hide_sold_out_sessions).
    { eventKey: 'sculpture-garden-tour', day: 1, time: '11:00', count: 15 },
  ],
};

/** A gift card of the seller's ledger (spec 02 §3 Gift card): money, so not catalogue. */
export interface SeedGiftCard {
  number: string;
  balanceMinor: number;
  state: 'active' | 'inactive';
}

/** Payments demo (api/README.md "Payments"). */
export const DEMO_GIFT_CARDS: Partial<Record<DemoSellerSlug, SeedGiftCard[]>> = {
  'city-museum': [
    { number: 'GIFT-5000-0042', balanceMinor: 5000, state: 'active' },
    { number: 'GIFT-0000-0001', balanceMinor: 0, state: 'active' },
    { number: 'GIFT-2500-0003', balanceMinor: 2500, state: 'inactive' },
  ],
  'harbour-zoo': [{ number: 'ZOO-GIFT-3000', balanceMinor: 3000, state: 'active' }],
};

export interface SeedMember {
  first_name: string;
  last_name: string;
  email: string;
  /** Null: an account without a password (password login answers guest_account). */
  password: string | null;
  zip_code?: string;
  state?: string;
  country?: string;
}

export const DEMO_MEMBER: SeedMember = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'member@example.com',
  password: 'Member-Pass-1',
  zip_code: '10001',
  state: 'NY',
  country: 'US',
};

/** A member whose membership has lapsed (the expired-membership panel). */
export const DEMO_LAPSED_MEMBER: SeedMember = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'lapsed@example.com',
  password: 'Member-Pass-1',
  zip_code: '02139',
};

/** A current member who never set a password: password login mails a link to set one. */
export const DEMO_NO_PASSWORD_MEMBER: SeedMember = {
  first_name: 'Alan',
  last_name: 'Turing',
  email: 'nopassword@example.com',
  password: null,
};

/** A current member with no real e-mail (signs in by member ID and ZIP, then sets an e-mail). */
export const DEMO_NO_EMAIL_MEMBER: SeedMember = {
  first_name: 'Marie',
  last_name: 'Curie',
  email: `${NO_EMAIL_MARKER}cma-100004@example.invalid`,
  password: null,
  zip_code: '10003',
};

/** A Dual member whose membership ends in 30 days: inside the 60-day renewal window. */
export const DEMO_RENEWING_MEMBER: SeedMember = {
  first_name: 'Rosalind',
  last_name: 'Franklin',
  email: 'renew@example.com',
  password: 'Member-Pass-1',
  zip_code: '10005',
};

export const DEMO_MEMBERS: SeedMember[] = [
  DEMO_MEMBER,
  DEMO_LAPSED_MEMBER,
  DEMO_NO_PASSWORD_MEMBER,
  DEMO_NO_EMAIL_MEMBER,
  DEMO_RENEWING_MEMBER,
];

export interface SeedMembership {
  email: string;
  scanCode: string;
  /** The level's group key in the museum membership event (its name is the level name). */
  levelKey: string;
  levelName: string;
  /** Day offsets from today (seller date). */
  fromDay: number;
  toDay: number;
  autoRenewState: 'scheduled' | 'cancelled' | 'none';
  memberEventPurchaseLimit: number | null;
  /** The members: the admit names of the order's tickets of the level's Member type. */
  members: string[];
}

/** Memberships of the demo members, in the city museum's Museum Membership. */
export const DEMO_MEMBERSHIPS: SeedMembership[] = [
  {
    email: DEMO_MEMBER.email,
    scanCode: 'CMA-100001',
    levelKey: 'individual',
    levelName: 'Individual',
    fromDay: -120,
    toDay: 245,
    autoRenewState: 'scheduled',
    memberEventPurchaseLimit: 4,
    members: ['Ada Lovelace'],
  },
  {
    email: DEMO_LAPSED_MEMBER.email,
    scanCode: 'CMA-100002',
    levelKey: 'individual',
    levelName: 'Individual',
    fromDay: -430,
    toDay: -65,
    autoRenewState: 'cancelled',
    memberEventPurchaseLimit: 4,
    members: ['Grace Hopper'],
  },
  {
    email: DEMO_NO_PASSWORD_MEMBER.email,
    scanCode: 'CMA-100003',
    levelKey: 'individual',
    levelName: 'Individual',
    fromDay: -30,
    toDay: 335,
    autoRenewState: 'none',
    memberEventPurchaseLimit: 4,
    members: ['Alan Turing'],
  },
  {
    email: DEMO_NO_EMAIL_MEMBER.email,
    scanCode: 'CMA-100004',
    levelKey: 'individual',
    levelName: 'Individual',
    fromDay: -200,
    toDay: 165,
    autoRenewState: 'none',
    memberEventPurchaseLimit: 4,
    members: ['Marie Curie'],
  },
  {
    email: DEMO_RENEWING_MEMBER.email,
    scanCode: 'CMA-100005',
    levelKey: 'dual',
    levelName: 'Dual',
    fromDay: -335,
    toDay: 30,
    autoRenewState: 'none',
    memberEventPurchaseLimit: 4,
    members: ['Rosalind Franklin', 'Aaron Klug'],
  },
];

/**
 * Orders a demo member bought before the demo starts, so the my area (spec 03 §2.6) has an
 * upcoming visit and a past, redeemed one. Sessions are General-Admission-style slots of the
 * event, on a day offset from the seed day (a past one is created for the order).
 */
export interface SeedMemberOrder {
  email: string;
  sellerSlug: DemoSellerSlug;
  eventKey: string;
  groupKey: string;
  typeKey: string;
  /** The session: day offset from today (venue date) and venue-local start time. */
  day: number;
  time: string;
  /** Bought this many days before today. */
  boughtDaysAgo: number;
  /** One ticket per admit name, in this state. */
  admitNames: string[];
  state: 'booked' | 'redeemed';
}

export const DEMO_MEMBER_ORDERS: SeedMemberOrder[] = [
  {
    email: DEMO_MEMBER.email,
    sellerSlug: 'city-museum',
    eventKey: 'general-admission',
    groupKey: 'admission',
    typeKey: 'adult',
    day: 6,
    time: '10:30',
    boughtDaysAgo: 2,
    admitNames: ['Ada Lovelace', 'Charles Babbage'],
    state: 'booked',
  },
  {
    email: DEMO_MEMBER.email,
    sellerSlug: 'city-museum',
    eventKey: 'general-admission',
    groupKey: 'admission',
    typeKey: 'adult',
    day: -12,
    time: '10:30',
    boughtDaysAgo: 20,
    admitNames: ['Ada Lovelace'],
    state: 'redeemed',
  },
];
