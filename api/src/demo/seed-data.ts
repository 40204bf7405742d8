/**
 * The demo catalogue. Dates are relative to "today" in each venue's zone, so the demo always
 * has availability; ids are derived from stable keys, so the structure is the same each time.
 * Every flow of spec 01 has an event here (see api/README.md, "Demo seed").
 */
import { NO_EMAIL_MARKER, type ApiMessageRule, type EventType, type HiddenType, type TicketGroupHandler } from '@storefront/shared/wire';
import { stableUuid } from '../lib/ids';
import type { SurveySpec } from '../infra/db/schema';
import type { SeedSeatLayoutKey } from './seed-seat-layouts';

export interface SeedTicketType {
  key: string;
  name: string;
  description?: string;
  priceMinor: number;
  /** Flexible price bounds (donations, gift cards). */
  minMinor?: number;
  maxMinor?: number;
  /** A member ticket type (counted against the member's per-event limit). */
  member?: boolean;
  /** Outside fees per ticket (spec 01 §3 Ticket type `outside_fees`). */
  fees?: { name: string; feeMinor: number }[];
}

export interface SeedSchedule {
  /** Day offsets from today (venue date). */
  days: number[];
  /** Venue-local start times, HH:MM; or a function of the weekday (0 = Sunday). */
  times: string[] | ((weekday: number) => string[]);
  durationMinutes: number;
  /** 'sellable_seats': a seated event's, the layout's seats in zones its groups sell. */
  capacity: number | 'sellable_seats';
  /** Per-ticket surcharge of a session, by weekday (minor units). */
  surchargeMinor?: (weekday: number) => number;
}

export interface SeedGroup {
  key: string;
  name: string;
  description: string;
  maxPerOrder: number;
  minPerOrder?: number;
  handler?: TicketGroupHandler;
  hiddenType?: HiddenType;
  meta?: Record<string, unknown>;
  /** Group capacity across sessions (default unlimited). */
  capacity?: number;
  /** Flexible (session-less) admission. */
  startPolicy?: 'fixedfrom' | 'fixedto';
  durationNew?: string;
  survey?: SurveySpec;
  /** An unlock code for a code-required group (`meta.required_code`). */
  unlockCode?: string;
  /** The group's colour on the seat map, '#rrggbb'. */
  color?: string;
  /** Seated groups (handler 'seated'): the layout's zones they sell. */
  seatZones?: string[];
}

export interface SeedMembershipRule {
  /** The level's group (default: the event's first group). */
  groupKey?: string;
  typeKey: string;
  partyRole: string;
  named: 'yes' | 'no' | 'optional';
  min: number;
  max: number;
}

export interface SeedEvent {
  key: string;
  name: string;
  subtitle: string;
  summary: string;
  description: string;
  category: string;
  eventType: EventType;
  hiddenType?: HiddenType;
  venueKey: string;
  /** A seated event's layout, one of its venue's. */
  seatLayout?: SeedSeatLayoutKey;
  image: string;
  imageAlt: string;
  /** Unset: the seller's default flow applies. */
  reserveFlow?: 'date_first' | 'quantity_first';
  /** More event meta (is_anchor, filters, admit rules…). */
  meta?: Record<string, unknown>;
  /** More `config.web` keys. */
  web?: Record<string, unknown>;
  hideSoldOutSessions?: boolean;
  group: SeedGroup;
  types: SeedTicketType[];
  /** Further ticket groups, each with its own types. */
  moreGroups?: (SeedGroup & { types: SeedTicketType[] })[];
  /** Sessions of every session group (none for flexible-only events). */
  schedule?: SeedSchedule;
  messageRules?: Omit<ApiMessageRule, 'id' | '_rank'>[];
  membershipRules?: SeedMembershipRule[];
  /** A membership event's program: its levels are the event's groups (ADR 0021). */
  membershipProgram?: SeedMembershipProgram;
  /** Tickets booked in advance (sold-out and almost-sold-out sessions). */
  bookings?: { day: number; time: string; count: number }[];
}

export interface SeedMembershipProgram {
  name: string;
  renewalWindowDays: number;
  levels: {
    groupKey: string;
    autoRenewAvailable?: boolean;
    memberEventPurchaseLimit: number | null;
    /** Allowances per event by ticket type name, '*' the overflow. */
    benefits: Record<string, number>;
  }[];
}

/** A demo discount code (spec 01 §5); `validDays` is relative to the seed day (negative: expired). */
export interface SeedPromoCode {
  code: string;
  name: string;
  description: string;
  percentOff?: number;
  amountOffMinor?: number;
  /** Only this type (event key, type key) benefits. */
  ticketType?: { eventKey: string; typeKey: string };
  maxUses?: number;
  uses?: number;
  validDays?: { from: number; to: number };
}

/** A checkout code (kind 'checkout'): it lifts the checkout rules activated by its code group. */
export interface SeedCheckoutCode {
  code: string;
  name: string;
  codeGroup: string;
}

/** A gift card of the seller's ledger (spec 02 §3 Gift card). */
export interface SeedGiftCard {
  number: string;
  balanceMinor: number;
  state: 'active' | 'inactive';
}

export interface SeedSeller {
  key: string;
  slug: string;
  name: string;
  timezone: string;
  currency: string;
  isDefault: boolean;
  logo: string;
  /** Seller web settings beyond the defaults. */
  web?: Record<string, unknown>;
  venues: { key: string; name: string; seatLayouts?: SeedSeatLayoutKey[] }[];
  events: SeedEvent[];
  promoCodes?: SeedPromoCode[];
  checkoutCodes?: SeedCheckoutCode[];
  giftCards?: SeedGiftCard[];
}

/** Ids the demo refers to across records. */
export const eventIdOf = (sellerKey: string, eventKey: string) => stableUuid(`event:${sellerKey}:${eventKey}`);
export const groupIdOf = (sellerKey: string, eventKey: string, groupKey: string) =>
  stableUuid(`group:${sellerKey}:${eventKey}:${groupKey}`);

/** The demo's one outside fee, per ticket. */
const BOOKING_FEE = (feeMinor: number) => ({ name: 'Booking fee', feeMinor });

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);

/** Adult and Child prices (minor units) of a seated event's three groups. */
type SeatedPrices = Record<'premium' | 'standard' | 'balcony', { adult: number; child: number; description: string }>;

/**
 * A seated event's ticket groups (handler 'seated'): Premium, Standard and Balcony, each selling
 * the layout zone of its name in its colour, each with Adult and Child; at most 10 per order.
 */
function seatedGroups(prices: SeatedPrices): Pick<SeedEvent, 'group' | 'types' | 'moreGroups'> {
  const group = (zone: keyof SeatedPrices, name: string, color: string) => ({
    key: zone,
    name,
    description: prices[zone].description,
    maxPerOrder: 10,
    handler: 'seated' as const,
    color,
    seatZones: [zone],
    types: [
      { key: `${zone}-adult`, name: 'Adult', priceMinor: prices[zone].adult },
      { key: `${zone}-child`, name: 'Child', description: 'Ages 3 to 17', priceMinor: prices[zone].child },
    ],
  });
  const { types, ...premium } = group('premium', 'Premium', '#9f1239');
  return { group: premium, types, moreGroups: [group('standard', 'Standard', '#1d4ed8'), group('balcony', 'Balcony', '#047857')] };
}

const THEATRE_PRICES: SeatedPrices = {
  premium: { adult: 8000, child: 4000, description: 'Stalls rows A–E, centre block' },
  standard: { adult: 5500, child: 3000, description: 'The rest of the stalls' },
  balcony: { adult: 3500, child: 2000, description: 'Balcony rows A–F' },
};

const everyHalfHour = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
const everyHour = ['10:30', '11:30', '12:30', '13:30', '14:30', '15:30', '16:30'];

export const DEMO_SELLERS: SeedSeller[] = [
  {
    key: 'city-museum',
    slug: 'city-museum',
    name: 'City Museum of Art',
    timezone: 'America/New_York',
    currency: 'USD',
    isDefault: true,
    logo: '/api/images/city-museum-logo.svg',
    web: {
      membership_event_id: eventIdOf('city-museum', 'museum-membership'),
      sidebar_promo: {
        title: 'Plan your visit',
        body: 'Open daily 10:00 to 17:00, with late opening on Fridays. Free for members.',
        link_text: 'Become a member',
        link_url: `/events/${eventIdOf('city-museum', 'museum-membership')}`,
      },
      membership_promo: {
        title: 'Members visit free',
        body: 'Join the museum: free admission all year, members-only previews and 10% off in the shop.',
      },
      upsell_visit_time: 'same_date',
      closing_time: '17:00',
      citypass_code_groups: { adult_regexp: '^CPA\\d{8}$', child_regexp: '^CPC\\d{8}$', child_ticket_type_keywords: ['child'] },
      // Checkout (spec 02 §2): the terms checkbox, and a captcha for guests.
      terms_text:
        'Tickets are non-refundable and non-transferable. Please arrive within 30 minutes of your entry time. ' +
        'By paying you agree to the museum’s visitor rules.',
      checkout_captcha: true,
      // The checkout's donation radio group (spec 02 §2): Support the Museum's fixed amounts.
      donation_ticket_group_id: groupIdOf('city-museum', 'support-the-museum', 'donation'),
      // Embedding (ADR 0014): the origins allowed to frame this storefront. The e2e page that
      // frames it is served on 127.0.0.1 at the suite's port base + 90 (E2E_PORT_BASE 3100…3500).
      frame_ancestors: ['http://127.0.0.1:3190', 'http://127.0.0.1:3290', 'http://127.0.0.1:3390', 'http://127.0.0.1:3490', 'http://127.0.0.1:3590'],
      // The my area's sections (spec 03 §2.6), answered by GET feature_flags.
      feature_flags: { my_account: true, my_profile: true, my_tickets: true },
      // Spec 02 §5: guests remove and reschedule tickets of these categories at /manage/{id}
      // (ADR 0022); Family covers the free Community Day the e2e buys, reschedules and cancels;
      // Evenings lets a Friday Lates ticket move to a dearer Saturday (the difference is paid).
      self_edit_categories: ['Admission', 'Exhibitions', 'Family', 'Evenings'],
      // Home (spec 03 §2.2): membership presell on, so home offers login, joining and guest shopping.
      membership_presell: true,
      home_options: ['login', 'membership', 'guest'],
      // Issue 17: brand colours with enough contrast as they are, and the statement's contact.
      brand_colors: { primary: '#1f4fd1', header: '#1f3a5f' },
      accessibility_contact: { email: 'access@citymuseum.example', phone: '+1 212 555 0147' },
    },
    // Payments demo (api/README.md "Payments"): gift cards, and the Press Preview's checkout code.
    giftCards: [
      { number: 'GIFT-5000-0042', balanceMinor: 5000, state: 'active' },
      { number: 'GIFT-0000-0001', balanceMinor: 0, state: 'active' },
      { number: 'GIFT-2500-0003', balanceMinor: 2500, state: 'inactive' },
    ],
    checkoutCodes: [{ code: 'PRESS-PASS', name: 'Press accreditation', codeGroup: 'press' }],
    promoCodes: [
      { code: 'SAVE10', name: '10% off', description: '10% off every ticket', percentOff: 10 },
      { code: 'FIVEOFF', name: '5.00 off', description: '5.00 off your order', amountOffMinor: 500 },
      { code: 'USEDUP', name: '20% off', description: 'A code that has been used up', percentOff: 20, maxUses: 1, uses: 1 },
      { code: 'OLDCODE', name: '15% off', description: 'A code that has expired', percentOff: 15, validDays: { from: -60, to: -30 } },
      {
        code: 'KIDSFREE',
        name: 'Kids go free',
        description: 'Child tickets for General Admission are free',
        percentOff: 100,
        ticketType: { eventKey: 'general-admission', typeKey: 'child' },
      },
    ],
    venues: [
      { key: 'main-building', name: 'City Museum of Art, Main Building' },
      { key: 'sculpture-garden', name: 'The Sculpture Garden' },
      // Seated events (spec 01 §4 Seats): a theatre of about 600 seats and an arena of 10,000.
      { key: 'museum-theatre', name: 'Museum Theatre', seatLayouts: ['main-auditorium'] },
      { key: 'city-arena', name: 'City Arena', seatLayouts: ['arena-bowl'] },
    ],
    events: [
      {
        key: 'general-admission',
        name: 'General Admission',
        subtitle: 'Timed entry to the permanent collection and current exhibitions',
        summary: 'Five thousand years of art under one roof. Choose a date and an entry time.',
        description:
          'Your ticket includes the permanent collection galleries, the current special exhibitions and the rooftop terrace. ' +
          'Entry is timed: please arrive within 30 minutes of your selected time. Children under 3 visit free and need no ticket.',
        category: 'Admission',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/general-admission.svg',
        imageAlt: 'Abstract illustration of a gallery arch framing a golden sun',
        reserveFlow: 'date_first',
        meta: { is_anchor: true, filters: { Audience: 'Families', 'Time of day': 'Daytime' } },
        web: {
          session_picker_tabs: [
            { label: 'Morning', start: '0000' },
            { label: 'Afternoon', start: '1200' },
          ],
        },
        group: { key: 'admission', name: 'Admission', description: 'Timed-entry admission', maxPerOrder: 10 },
        moreGroups: [
          {
            key: 'member-admission',
            name: 'Member admission',
            description: 'Free timed entry for members',
            maxPerOrder: 10,
            hiddenType: 'public_member_only',
            meta: { member_levels: ['*'] },
            types: [{ key: 'member', name: 'Member', description: 'Free with your membership', priceMinor: 0, member: true }],
          },
          {
            key: 'press-trade',
            name: 'Press & trade',
            description: 'Accredited press and travel trade (by invitation link)',
            maxPerOrder: 2,
            hiddenType: 'public_link_only',
            types: [{ key: 'press', name: 'Press pass', description: 'Show your press card on arrival', priceMinor: 0 }],
          },
        ],
        messageRules: [
          {
            action: 'date_annotation',
            message: 'Late opening',
            style: 'info',
            triggers: { dateOrSession: { weekdays: [5] } },
          },
          {
            action: 'date_message',
            message: 'Weekends are busy: entry slots every 30 minutes, please arrive on time.',
            style: 'info',
            triggers: { dateOrSession: { weekdays: [0, 6] } },
          },
          {
            action: 'session_annotation',
            message: 'Quietest time',
            style: 'success',
            triggers: { dateOrSession: { time_of_day: { start: '10:00', end: '11:00' } } },
          },
          {
            action: 'quantity_message',
            message: 'Children under 16 must be accompanied by an adult.',
            style: 'warning',
            triggers: { quantity: { ticket_type_names: ['Child'], min: 1 } },
          },
        ],
        types: [
          { key: 'adult', name: 'Adult', description: 'Ages 18 to 64', priceMinor: 2500 },
          { key: 'child', name: 'Child', description: 'Ages 3 to 17', priceMinor: 1200 },
          { key: 'senior', name: 'Senior', description: 'Ages 65 and over', priceMinor: 1800 },
        ],
        schedule: {
          days: range(0, 75),
          times: (weekday) => (weekday === 0 || weekday === 6 ? everyHalfHour : everyHour),
          durationMinutes: 30,
          capacity: 40,
        },
      },
      {
        key: 'family-sketching',
        name: 'Community Day: Family Sketching',
        subtitle: 'A free drawing morning for all ages in the galleries',
        summary: 'Bring the family, borrow a sketchbook and draw from the masters with our artist educators.',
        description:
          'Artist educators lead short, playful drawing prompts in three galleries. Materials are provided. ' +
          'Free, but please reserve so we can plan materials; each ticket admits one person.',
        category: 'Family',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/family-sketching.svg',
        imageAlt: 'Illustration of a pencil drawing a colourful spiral on a sketchbook page',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Families', 'Time of day': 'Daytime' } },
        group: { key: 'community', name: 'Community Day', description: 'Free family admission', maxPerOrder: 6 },
        types: [{ key: 'free', name: 'Free admission', description: 'One person, any age', priceMinor: 0 }],
        schedule: { days: range(3, 9, 7), times: ['11:00', '14:00'], durationMinutes: 120, capacity: 25 },
      },
      {
        key: 'evening-jazz',
        name: 'Evening Jazz in the Sculpture Garden',
        subtitle: 'Live quartet under the summer sky',
        summary: 'An evening of standards and new work among the bronzes, with the garden bar open.',
        description:
          'The resident quartet plays two sets in the Sculpture Garden. Seating is unreserved on the lawn and terraces; ' +
          'gates open 30 minutes before the first set. In case of rain the concert moves to the Great Hall.',
        category: 'Music',
        eventType: 'repeating',
        venueKey: 'sculpture-garden',
        image: '/api/images/evening-jazz.svg',
        imageAlt: 'Illustration of a saxophone silhouette against a deep blue evening sky with stars',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Adults', 'Time of day': 'Evening' } },
        // The first evening is sold out, the second has 7 places left.
        bookings: [
          { day: 6, time: '19:00', count: 60 },
          { day: 13, time: '19:00', count: 53 },
        ],
        group: { key: 'concert', name: 'Concert', description: 'Unreserved garden seating', maxPerOrder: 8 },
        // Prices advertised without fees (the museum's setting): 45.00 plus a 2.00 booking fee.
        types: [{ key: 'general', name: 'General seating', priceMinor: 4500, fees: [BOOKING_FEE(200)] }],
        schedule: { days: [6, 13, 20, 27, 34], times: ['19:00'], durationMinutes: 150, capacity: 60 },
      },
      {
        key: 'anytime-admission',
        name: 'Anytime Admission',
        subtitle: 'Pick a day, or take a flexible ticket valid for six months',
        summary: 'Not sure when you can come? Flexible admission lets you visit any open day within six months.',
        description:
          'Choose single-date admission for a day of your choice, or a flexible ticket that is valid for one visit on any ' +
          'open day in the six months after you buy it. Flexible tickets cannot be exchanged for a refund.',
        category: 'Admission',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/anytime-admission.svg',
        imageAlt: 'Illustration of a calendar page with an open door cut into it',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Families', 'Time of day': 'Daytime' } },
        group: { key: 'single-date', name: 'Single date admission', description: 'Entry on the day you choose', maxPerOrder: 10 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 2500 },
          { key: 'child', name: 'Child', priceMinor: 1200 },
        ],
        moreGroups: [
          {
            key: 'flexible',
            name: 'Flexible admission',
            description: 'One visit on any open day within six months',
            maxPerOrder: 10,
            startPolicy: 'fixedfrom',
            durationNew: 'P6M',
            capacity: 500,
            types: [
              { key: 'flex-adult', name: 'Adult (flexible)', priceMinor: 3000 },
              { key: 'flex-child', name: 'Child (flexible)', priceMinor: 1500 },
            ],
          },
        ],
        schedule: { days: range(0, 30), times: ['10:00', '13:00'], durationMinutes: 240, capacity: 30 },
      },
      {
        key: 'summer-gala',
        name: 'Summer Gala Dinner',
        subtitle: 'Dinner under the great dome, with the director’s tour',
        summary: 'Reserve with a 20% deposit; the rest is due 14 days before the evening.',
        description:
          'A three-course dinner in the Great Hall, a private tour of the new galleries with the director, and music ' +
          'on the terrace. Pay a 20% deposit when you book and the balance up to 14 days before the gala.',
        category: 'Special Events',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/general-admission.svg',
        imageAlt: 'Abstract illustration of a gallery arch framing a golden sun',
        reserveFlow: 'date_first',
        // Scheduled payments (spec 02 §4): a deposit now, the rest before the session.
        web: { payment_plan: { deposit_percent: 20, balance_due_days_before: 14 } },
        group: { key: 'dinner', name: 'Gala dinner', description: 'One seat at a shared table', maxPerOrder: 8 },
        types: [{ key: 'seat', name: 'Dinner seat', priceMinor: 15000 }],
        schedule: { days: [30, 45, 60], times: ['19:00'], durationMinutes: 240, capacity: 80 },
      },
      {
        key: 'press-preview',
        name: 'Press Preview: The Light Rooms',
        subtitle: 'An early look at the new immersive galleries, for accredited press',
        summary: 'Book, then enter the checkout code from your press invitation to pay.',
        description:
          'A guided preview of The Light Rooms before they open to the public, with the curators. ' +
          'Checkout asks for the code printed on your press invitation.',
        category: 'Special Events',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/general-admission.svg',
        imageAlt: 'Abstract illustration of a gallery arch framing a golden sun',
        reserveFlow: 'date_first',
        // A checkout rule (spec 02 §2 blocked cart): lifted by the checkout code PRESS-PASS.
        web: {
          checkout_rule: {
            name: 'Press accreditation',
            description: 'Please enter the checkout code from your press invitation.',
            activating_code_groups: ['press'],
          },
        },
        group: { key: 'preview', name: 'Press preview', description: 'Accredited press', maxPerOrder: 2 },
        types: [{ key: 'press', name: 'Press guest', priceMinor: 1000 }],
        schedule: { days: range(1, 14), times: ['09:00'], durationMinutes: 60, capacity: 30 },
      },
      {
        key: 'sculpture-garden-tour',
        name: 'Sculpture Garden Tour',
        subtitle: 'A 45-minute guided walk among the bronzes',
        summary: 'Add a guided tour of the Sculpture Garden to your museum visit.',
        description:
          'Our guides introduce twelve works in the garden, from Rodin to contemporary commissions. ' +
          'Tours leave on the hour from the garden gate. Add it to a General Admission ticket for the same day.',
        category: 'Tours',
        eventType: 'repeating',
        venueKey: 'sculpture-garden',
        image: '/api/images/sculpture-garden-tour.svg',
        imageAlt: 'Illustration of bronze figures on plinths among round green trees',
        reserveFlow: 'date_first',
        meta: { requires_anchor: true, filters: { Audience: 'Families', 'Time of day': 'Daytime' } },
        hideSoldOutSessions: true,
        group: { key: 'tour', name: 'Garden tour', description: 'Guided tour', maxPerOrder: 10 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 800 },
          { key: 'child', name: 'Child', priceMinor: 400 },
        ],
        schedule: {
          days: range(0, 60),
          times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
          durationMinutes: 45,
          capacity: 15,
        },
        // Tomorrow's 11:00 tour is full (hidden by hide_sold_out_sessions).
        bookings: [{ day: 1, time: '11:00', count: 15 }],
      },
      {
        key: 'photography-workshop',
        name: 'Photography Workshop',
        subtitle: 'Light and shadow in the galleries, with a museum photographer',
        summary: 'A three-hour hands-on workshop for twelve participants. Bring your own camera.',
        description:
          'Learn to photograph artworks and architecture in low light with the museum’s own photographer. ' +
          'The workshop takes place before opening hours in the east galleries. Tell us about your experience and camera ' +
          'when you book, so we can plan the groups.',
        category: 'Workshops',
        eventType: 'single',
        venueKey: 'main-building',
        image: '/api/images/photography-workshop.svg',
        imageAlt: 'Illustration of a camera with a large lens and a flash of light',
        reserveFlow: 'date_first',
        meta: { admit_names: 'required', admit_emails: 'optional', filters: { Audience: 'Adults', 'Time of day': 'Daytime' } },
        group: {
          key: 'workshop',
          name: 'Workshop place',
          description: 'One participant',
          maxPerOrder: 4,
          meta: { admit_names: 'required', admit_emails: 'optional' },
          survey: {
            properties: {
              experience: {
                title: 'Experience',
                type: 'string',
                enum: ['Beginner', 'Intermediate', 'Advanced'],
                propertyOrder: 1,
              },
              age: { title: 'Age', type: 'integer', minimum: 16, maximum: 99, propertyOrder: 2 },
              contact_email: {
                title: 'E-mail for the course notes',
                type: 'string',
                format: 'email',
                propertyOrder: 3,
              },
              camera: { title: 'Camera model', description: 'For example: Fujifilm X-T4', type: 'string', propertyOrder: 4 },
            },
            required: ['experience', 'camera'],
          },
        },
        types: [{ key: 'participant', name: 'Participant', priceMinor: 6000 }],
        schedule: { days: [10], times: ['08:00'], durationMinutes: 180, capacity: 12 },
      },
      {
        key: 'museum-lates',
        name: 'Museum Lates',
        subtitle: 'Friday and Saturday nights: DJs, talks and the galleries after dark',
        summary: 'Choose how many tickets you need first, then find an evening with room for everyone.',
        description:
          'The museum stays open until midnight with DJs in the Great Hall, pop-up talks and the bar on the terrace. ' +
          'Saturday nights include a live set and cost a little more. Ages 18 and over.',
        category: 'Evenings',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/museum-lates.svg',
        imageAlt: 'Illustration of a gallery arch lit in pink and violet at night',
        reserveFlow: 'quantity_first',
        meta: { filters: { Audience: 'Adults', 'Time of day': 'Evening' } },
        group: { key: 'lates', name: 'Lates entry', description: 'Entry from the time you choose', maxPerOrder: 10 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 2000 },
          { key: 'student', name: 'Student', description: 'With a valid student card', priceMinor: 1200 },
        ],
        schedule: {
          days: range(0, 56),
          times: (weekday) => (weekday === 5 || weekday === 6 ? ['18:00', '20:30'] : []),
          durationMinutes: 150,
          capacity: 120,
          surchargeMinor: (weekday) => (weekday === 6 ? 500 : 0),
        },
      },
      {
        key: 'gift-cards',
        name: 'Gift Cards',
        subtitle: 'Give a visit, a workshop or a night at the Lates',
        summary: 'Museum gift cards can be used for tickets, membership and the shop.',
        description:
          'Choose a value, or enter any amount between 10.00 and 500.00. Gift cards are sent by e-mail and are valid ' +
          'for three years.',
        category: 'Gift cards',
        eventType: 'gift_card',
        venueKey: 'main-building',
        image: '/api/images/gift-cards.svg',
        imageAlt: 'Illustration of a gift card tied with a ribbon bow',
        meta: { one_ticket_only: true },
        group: { key: 'gift-cards', name: 'Gift cards', description: 'Sent by e-mail', maxPerOrder: 10, handler: 'ledger' },
        types: [
          { key: 'gift-25', name: 'Gift card 25.00', priceMinor: 2500 },
          { key: 'gift-50', name: 'Gift card 50.00', priceMinor: 5000 },
          { key: 'gift-100', name: 'Gift card 100.00', priceMinor: 10000 },
          { key: 'gift-any', name: 'Any amount', priceMinor: 1000, minMinor: 1000, maxMinor: 50000 },
        ],
      },
      {
        key: 'support-the-museum',
        name: 'Support the Museum',
        subtitle: 'Every gift helps keep the galleries open to all',
        summary: 'Make a donation to the museum’s education and conservation work.',
        description:
          'Your donation funds free school visits, community days and the conservation studio. ' +
          'Choose an amount, or enter any amount from 5.00.',
        category: 'Support',
        eventType: 'donation',
        venueKey: 'main-building',
        image: '/api/images/support-the-museum.svg',
        imageAlt: 'Illustration of two hands holding a heart under a classical pediment',
        meta: { one_ticket_only: true },
        group: { key: 'donation', name: 'Donation', description: 'Tax-deductible gift', maxPerOrder: 5, handler: 'donation' },
        types: [
          { key: 'donate-10', name: 'Donate 10.00', priceMinor: 1000 },
          { key: 'donate-25', name: 'Donate 25.00', priceMinor: 2500 },
          { key: 'donate-any', name: 'Any amount', priceMinor: 500, minMinor: 500, maxMinor: 1000000 },
        ],
      },
      {
        key: 'members-preview',
        name: 'Members’ Preview',
        subtitle: 'See the new exhibition before it opens',
        summary: 'An early-morning viewing of the autumn exhibition, for members and their guests.',
        description:
          'Members are invited to see the new exhibition before it opens to the public, with coffee in the atrium. ' +
          'Bring a guest for a small charge.',
        category: 'Exhibitions',
        eventType: 'repeating',
        hiddenType: 'public_member_only',
        venueKey: 'main-building',
        image: '/api/images/members-preview.svg',
        imageAlt: 'Illustration of a velvet rope in front of a framed painting with a golden star',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Adults', 'Time of day': 'Daytime' } },
        // A member group (the event is members-only): its tickets draw on the level's benefit
        // allowances (spec 01 §5); `member_levels` says which levels, for the page's steppers.
        group: { key: 'preview', name: 'Preview', description: 'Member viewing', maxPerOrder: 6, meta: { member_levels: ['*'] } },
        types: [
          { key: 'member', name: 'Member', priceMinor: 0, member: true },
          { key: 'guest', name: 'Member guest', priceMinor: 1500 },
        ],
        schedule: { days: [7, 8, 14, 15], times: ['09:00'], durationMinutes: 60, capacity: 50 },
      },
      {
        key: 'curators-late-tour',
        name: 'Curator’s Late Tour',
        subtitle: 'After hours with the chief curator (code required)',
        summary: 'A small-group tour after closing. Booking needs the code from your invitation.',
        description:
          'The chief curator leads twenty guests through the galleries after closing time. Places are offered to patrons ' +
          'and partners by invitation: enter the code from your invitation when you book.',
        category: 'Tours',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/curators-late-tour.svg',
        imageAlt: 'Illustration of a torch beam lighting a framed portrait in a dark gallery',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Adults', 'Time of day': 'Evening' } },
        group: {
          key: 'curator-tour',
          name: 'Curator tour',
          description: 'By invitation',
          maxPerOrder: 2,
          meta: { required_code: true },
          unlockCode: 'CURATOR',
        },
        types: [{ key: 'guest', name: 'Guest', priceMinor: 3000 }],
        schedule: {
          days: range(0, 42),
          times: (weekday) => (weekday === 4 ? ['18:30'] : []),
          durationMinutes: 90,
          capacity: 20,
        },
      },
      {
        key: 'museum-membership',
        name: 'Museum Membership',
        subtitle: 'Free admission all year, previews and more',
        summary: 'Join for a year of free visits, members’ previews and 10% off in the shop.',
        description:
          'Membership runs for twelve months from the day you join. Individual membership admits one named member; ' +
          'Dual admits two; Family admits two adults and up to four children.',
        category: 'Membership',
        eventType: 'membership',
        venueKey: 'main-building',
        image: '/api/images/museum-membership.svg',
        imageAlt: 'Illustration of a membership card with a museum arch emblem',
        // Levels are the event's groups, ranked (ADR 0021); their types are the party roles.
        group: {
          key: 'individual',
          name: 'Individual',
          description: 'One named member',
          maxPerOrder: 1,
          handler: 'membership',
          startPolicy: 'fixedfrom',
          durationNew: 'P1Y',
        },
        types: [{ key: 'individual-member', name: 'Member', priceMinor: 7500 }],
        moreGroups: [
          {
            key: 'dual',
            name: 'Dual',
            description: 'Two named members',
            maxPerOrder: 2,
            handler: 'membership',
            startPolicy: 'fixedfrom',
            durationNew: 'P1Y',
            types: [{ key: 'dual-member', name: 'Member', priceMinor: 6000 }],
          },
          {
            key: 'family',
            name: 'Family',
            description: 'Up to two named adults and four children',
            maxPerOrder: 7,
            handler: 'membership',
            startPolicy: 'fixedfrom',
            durationNew: 'P1Y',
            types: [
              { key: 'family-household', name: 'Household', priceMinor: 15000 },
              { key: 'family-adult', name: 'Adult', priceMinor: 0 },
              { key: 'family-child', name: 'Child', priceMinor: 0 },
            ],
          },
        ],
        membershipRules: [
          { groupKey: 'individual', typeKey: 'individual-member', partyRole: 'Member', named: 'yes', min: 1, max: 1 },
          { groupKey: 'dual', typeKey: 'dual-member', partyRole: 'Member', named: 'yes', min: 2, max: 2 },
          // One household per Family membership (min = max: no stepper), one or two named adults
          // (one optional: a yes/no choice), up to four unnamed children.
          { groupKey: 'family', typeKey: 'family-household', partyRole: 'Household', named: 'no', min: 1, max: 1 },
          { groupKey: 'family', typeKey: 'family-adult', partyRole: 'Adult', named: 'yes', min: 1, max: 2 },
          { groupKey: 'family', typeKey: 'family-child', partyRole: 'Child', named: 'no', min: 0, max: 4 },
        ],
        membershipProgram: {
          name: 'Museum Membership',
          renewalWindowDays: 60,
          levels: [
            { groupKey: 'individual', autoRenewAvailable: true, memberEventPurchaseLimit: 4, benefits: { Member: 1, 'Member guest': 1 } },
            { groupKey: 'dual', memberEventPurchaseLimit: 4, benefits: { Member: 2, 'Member guest': 2 } },
            { groupKey: 'family', memberEventPurchaseLimit: 6, benefits: { Member: 2, '*': 4 } },
          ],
        },
      },
      {
        // CityPASS vouchers (spec 01 §5): one code per ticket; demo codes in api/README.md.
        key: 'citypass-admission',
        name: 'CityPASS Admission',
        subtitle: 'Admission with your CityPASS voucher',
        summary: 'Have a CityPASS? Choose a date and an entry time, then enter one voucher code per ticket.',
        description:
          'CityPASS holders visit the permanent collection and current exhibitions at no extra charge. ' +
          'Enter the code printed on each CityPASS voucher: adult vouchers for adult tickets, child vouchers for child tickets.',
        category: 'Admission',
        eventType: 'repeating',
        venueKey: 'main-building',
        image: '/api/images/general-admission.svg',
        imageAlt: 'Abstract illustration of a gallery arch framing a golden sun',
        reserveFlow: 'date_first',
        web: { ecommerce: { citypass: true, hide_sold_out_sessions: false } },
        group: { key: 'citypass', name: 'CityPASS admission', description: 'One CityPASS voucher per ticket', maxPerOrder: 10 },
        types: [
          { key: 'adult', name: 'Adult (CityPASS)', description: 'With an adult CityPASS voucher', priceMinor: 0 },
          { key: 'child', name: 'Child (CityPASS)', description: 'With a child CityPASS voucher', priceMinor: 0 },
        ],
        schedule: { days: range(0, 60), times: ['10:00', '14:00'], durationMinutes: 60, capacity: 40 },
      },
      {
        // A dated seated event: choose a date and a time, then seats on the theatre's map.
        key: 'snow-queen',
        name: 'The Snow Queen',
        subtitle: 'A winter fairy tale for the whole family, on the Museum Theatre stage',
        summary: 'Choose a date and a performance, then pick your seats in the stalls or the balcony.',
        description:
          'Gerda crosses a frozen world to bring her friend Kai home, in a new staging of Andersen’s tale with live music. ' +
          'Matinées at 14:00 and evening performances at 19:00. Running time two hours with an interval.',
        category: 'Theatre',
        eventType: 'repeating',
        venueKey: 'museum-theatre',
        seatLayout: 'main-auditorium',
        image: '/api/images/family-sketching.svg',
        imageAlt: 'Illustration of a pencil drawing a colourful spiral on a sketchbook page',
        reserveFlow: 'date_first',
        meta: { filters: { Audience: 'Families', 'Time of day': 'Evening' } },
        ...seatedGroups(THEATRE_PRICES),
        schedule: { days: range(1, 30), times: ['14:00', '19:00'], durationMinutes: 120, capacity: 'sellable_seats' },
      },
      {
        // A single seated event: one performance, the seat map in the single-event flow.
        key: 'opera-gala',
        name: 'Opera Gala Night',
        subtitle: 'Arias and duets from Mozart to Puccini, one night only',
        summary: 'One evening of opera’s greatest arias. Pick your seats on the theatre’s map.',
        description:
          'Four soloists and the City Chamber Orchestra perform favourite arias and duets from Mozart, Verdi and Puccini. ' +
          'One performance only; doors open at 19:00.',
        category: 'Theatre',
        eventType: 'single',
        venueKey: 'museum-theatre',
        seatLayout: 'main-auditorium',
        image: '/api/images/evening-jazz.svg',
        imageAlt: 'Illustration of a saxophone silhouette against a deep blue evening sky with stars',
        meta: { filters: { Audience: 'Adults', 'Time of day': 'Evening' } },
        ...seatedGroups(THEATRE_PRICES),
        schedule: { days: [12], times: ['19:30'], durationMinutes: 150, capacity: 'sellable_seats' },
      },
      {
        // The 10,000-seat map, for scale.
        key: 'arena-spectacular',
        name: 'Arena Spectacular',
        subtitle: 'Lights, music and acrobatics in the round at the City Arena',
        summary: 'A one-night show in the round. Choose from 10,000 seats around the arena floor.',
        description:
          'Acrobats, dancers and a live band fill the arena floor in a show designed to be seen from every side. ' +
          'Premium seats are the first six rows around the floor; balcony seats the top seven rows.',
        category: 'Theatre',
        eventType: 'single',
        venueKey: 'city-arena',
        seatLayout: 'arena-bowl',
        image: '/api/images/museum-lates.svg',
        imageAlt: 'Illustration of a gallery arch lit in pink and violet at night',
        meta: { filters: { Audience: 'Families', 'Time of day': 'Evening' } },
        ...seatedGroups({
          premium: { adult: 12000, child: 6000, description: 'Rows A–F, around the floor' },
          standard: { adult: 7500, child: 4000, description: 'Rows G–R' },
          balcony: { adult: 4500, child: 2500, description: 'Rows S–Y, the top of the bowl' },
        }),
        schedule: { days: [20], times: ['20:00'], durationMinutes: 150, capacity: 'sellable_seats' },
      },
    ],
  },
  {
    key: 'harbour-zoo',
    slug: 'harbour-zoo',
    name: 'Harbour Zoo',
    timezone: 'Europe/London',
    currency: 'GBP',
    isDefault: false,
    logo: '/api/images/harbour-zoo-logo.svg',
    // The tenant default: events without their own reserve_flow use the quantity-first form.
    // Prices are advertised with their booking fees included; every reservation brings the
    // tenant's default promo code, which halves Zoo Day child tickets (spec 01 §5).
    // Apple Pay is offered at checkout (spec 02 §2 wallet support); no captcha, no terms.
    // No my area: the my_account flag off leaves /my unregistered (spec 03 §2.1).
    // Day tickets can be rescheduled by their buyers (spec 02 §5 self-edit categories).
    web: {
      reserve_flow: 'quantity_first',
      self_edit_categories: ['Admission'],
      advertise_price_including_fees: true,
      promo_codes: ['SUMMERKIDS'],
      wallet_support: 'apple',
      feature_flags: { my_account: false },
      membership_event_id: eventIdOf('harbour-zoo', 'zoo-membership'),
      // Issue 17: a light teal and a sunny yellow, both too pale for white text: the storefront
      // darkens the teal for text and focus, and writes dark text on the yellow header.
      brand_colors: { primary: '#2ec4b6', header: '#f6c945' },
      accessibility_contact: { email: 'accessibility@harbourzoo.example' },
    },
    giftCards: [{ number: 'ZOO-GIFT-3000', balanceMinor: 3000, state: 'active' }],
    promoCodes: [
      {
        code: 'SUMMERKIDS',
        name: 'Kids half price',
        description: 'Zoo Day child tickets at half price',
        percentOff: 50,
        ticketType: { eventKey: 'zoo-day', typeKey: 'child' },
      },
    ],
    venues: [{ key: 'zoo', name: 'Harbour Zoo' }],
    events: [
      {
        key: 'zoo-day',
        name: 'Zoo Day Ticket',
        subtitle: 'A full day with more than 200 species by the water',
        summary: 'Penguins, red pandas and the tropical house: book your arrival slot.',
        description:
          'Choose a morning or afternoon arrival. Your ticket is valid for the rest of the day, including keeper talks ' +
          'and the harbour walk. Under-3s go free.',
        category: 'Admission',
        eventType: 'repeating',
        venueKey: 'zoo',
        image: '/api/images/zoo-day.svg',
        imageAlt: 'Illustration of a giraffe silhouette beside a harbour crane at sunrise',
        // No reserve_flow of its own: the seller's quantity-first default applies.

        group: { key: 'day', name: 'Day tickets', description: 'Arrival slot', maxPerOrder: 12 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 2400, fees: [BOOKING_FEE(100)] },
          { key: 'child', name: 'Child (3–15)', priceMinor: 1600, fees: [BOOKING_FEE(100)] },
          { key: 'concession', name: 'Concession', description: 'Students and over-60s', priceMinor: 2000, fees: [BOOKING_FEE(100)] },
        ],
        schedule: { days: range(0, 60), times: ['09:30', '13:00'], durationMinutes: 240, capacity: 200 },
      },
      {
        key: 'penguin-feeding',
        name: 'Penguin Feeding Encounter',
        subtitle: 'Help our keepers feed the colony',
        summary: 'A 30-minute behind-the-scenes encounter for small groups. Zoo entry not included.',
        description:
          'Meet the keepers at the Penguin Cove gate, put on waders and help with the afternoon feed. ' +
          'Minimum age 8; under-16s must be accompanied by a ticketed adult.',
        category: 'Experiences',
        eventType: 'repeating',
        venueKey: 'zoo',
        image: '/api/images/penguin-feeding.svg',
        imageAlt: 'Illustration of two penguins beside a blue pool with a fish between them',
        reserveFlow: 'date_first',
        group: { key: 'encounter', name: 'Encounter', description: 'Small group', maxPerOrder: 4 },
        types: [{ key: 'participant', name: 'Participant', priceMinor: 3500, fees: [BOOKING_FEE(150)] }],
        schedule: { days: range(1, 30), times: ['11:00', '15:00'], durationMinutes: 30, capacity: 8 },
      },
      {
        // The zoo's membership program: one level, one named member (ADR 0021).
        key: 'zoo-membership',
        name: 'Zoo Membership',
        subtitle: 'A year of visits to the zoo',
        summary: 'Visit as often as you like for twelve months.',
        description: 'Zoo Pass membership admits one named member every day the zoo is open, for twelve months from the day you join.',
        category: 'Membership',
        eventType: 'membership',
        venueKey: 'zoo',
        image: '/api/images/zoo-day.svg',
        imageAlt: 'Illustration of a giraffe silhouette beside a harbour crane at sunrise',
        group: {
          key: 'zoo-pass',
          name: 'Zoo Pass',
          description: 'One named member',
          maxPerOrder: 1,
          handler: 'membership',
          startPolicy: 'fixedfrom',
          durationNew: 'P1Y',
        },
        types: [{ key: 'zoo-pass-member', name: 'Member', priceMinor: 9000 }],
        membershipRules: [{ groupKey: 'zoo-pass', typeKey: 'zoo-pass-member', partyRole: 'Member', named: 'yes', min: 1, max: 1 }],
        membershipProgram: {
          name: 'Zoo Membership',
          renewalWindowDays: 30,
          levels: [{ groupKey: 'zoo-pass', memberEventPurchaseLimit: null, benefits: {} }],
        },
      },
    ],
  },
  {
    key: 'riverside-gardens',
    slug: 'riverside-gardens',
    name: 'Riverside Gardens',
    timezone: 'America/Chicago',
    currency: 'USD',
    isDefault: false,
    logo: '/api/images/harbour-zoo-logo.svg',
    // Members sign in at an external OpenID provider (spec 03 §4 auth method sfec): the login
    // screen is a link to /api/sso/start; in dev and e2e the provider is the API's local
    // stand-in (client 'riverside-gardens', account river@example.com / River-Pass-1). Logout
    // ends the provider's session too.
    web: {
      authentication_method: 'sfec',
      sso: { client_id: 'riverside-gardens' },
      external_urls: { logout: '/api/sso/logout?seller=riverside-gardens' },
      feature_flags: { my_account: true, my_profile: true },
      // No membership presell: home goes straight to garden entry (spec 03 §2.1).
      admission_event_id: eventIdOf('riverside-gardens', 'garden-entry'),
    },
    venues: [{ key: 'gardens', name: 'Riverside Gardens' }],
    events: [
      {
        key: 'garden-entry',
        name: 'Garden Entry',
        subtitle: 'Twelve acres of borders, glasshouses and river walks',
        summary: 'Timed entry to the gardens and the glasshouses.',
        description: 'Choose your arrival time. Stay as long as you like until closing; the glasshouses close half an hour earlier.',
        category: 'Admission',
        eventType: 'repeating',
        venueKey: 'gardens',
        image: '/api/images/sculpture-garden-tour.svg',
        imageAlt: 'Illustration of a garden path between sculptures and trees',
        group: { key: 'entry', name: 'Entry', description: 'Arrival slot', maxPerOrder: 10 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 1800 },
          { key: 'child', name: 'Child (3–15)', priceMinor: 900 },
        ],
        schedule: { days: range(0, 60), times: ['10:00', '13:00'], durationMinutes: 240, capacity: 150 },
      },
      {
        key: 'glasshouse-tour',
        name: 'Glasshouse Tour',
        subtitle: 'A gardener shows you the tropical and desert houses',
        summary: 'A 45-minute guided walk for small groups. Garden entry included.',
        description: 'Meet your guide at the Palm House door. The route is step-free; the tropical house is warm and humid.',
        category: 'Tours',
        eventType: 'repeating',
        venueKey: 'gardens',
        image: '/api/images/general-admission.svg',
        imageAlt: 'Illustration of a building entrance with visitors arriving',
        reserveFlow: 'date_first',
        group: { key: 'tour', name: 'Tour', description: 'Small group', maxPerOrder: 6 },
        types: [{ key: 'participant', name: 'Participant', priceMinor: 2500 }],
        schedule: { days: range(1, 30), times: ['11:00', '14:30'], durationMinutes: 45, capacity: 12 },
      },
    ],
  },
];

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
  sellerKey: string;
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
    sellerKey: 'city-museum',
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
    sellerKey: 'city-museum',
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

export const CART_HOLD_SECONDS = 900;

/** The stable ids of a membership event's program and levels (seed and gift-code seed). */
export const programIdOf = (sellerKey: string, eventKey: string) => stableUuid(`membership-program:${sellerKey}:${eventKey}`);
export const levelIdOf = (sellerKey: string, eventKey: string, groupKey: string) =>
  stableUuid(`membership-level:${sellerKey}:${eventKey}:${groupKey}`);
