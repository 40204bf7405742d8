/**
 * The demo catalogue. Dates are relative to "today" in each venue's zone, so the demo always
 * has availability; ids are derived from stable keys, so the structure is the same each time.
 */
export interface SeedTicketType {
  key: string;
  name: string;
  description?: string;
  priceMinor: number;
}

export interface SeedSchedule {
  /** Day offsets from today (venue date). */
  days: number[];
  /** Venue-local start times, HH:MM; or a function of the weekday (0 = Sunday). */
  times: string[] | ((weekday: number) => string[]);
  durationMinutes: number;
  capacity: number;
}

export interface SeedEvent {
  key: string;
  name: string;
  subtitle: string;
  summary: string;
  description: string;
  category: string;
  eventType: 'single' | 'repeating';
  venueKey: string;
  image: string;
  imageAlt: string;
  reserveFlow: 'date_first' | 'quantity_first';
  group: { key: string; name: string; description: string; maxPerOrder: number; minPerOrder?: number };
  types: SeedTicketType[];
  schedule: SeedSchedule;
}

export interface SeedSeller {
  key: string;
  slug: string;
  name: string;
  timezone: string;
  currency: string;
  isDefault: boolean;
  logo: string;
  venues: { key: string; name: string }[];
  events: SeedEvent[];
}

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);

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
    venues: [
      { key: 'main-building', name: 'City Museum of Art, Main Building' },
      { key: 'sculpture-garden', name: 'The Sculpture Garden' },
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
        group: { key: 'admission', name: 'Admission', description: 'Timed-entry admission', maxPerOrder: 10 },
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
        group: { key: 'concert', name: 'Concert', description: 'Unreserved garden seating', maxPerOrder: 8 },
        types: [{ key: 'general', name: 'General seating', priceMinor: 4500 }],
        schedule: { days: [6, 13, 20, 27, 34], times: ['19:00'], durationMinutes: 150, capacity: 60 },
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
        reserveFlow: 'date_first',
        group: { key: 'day', name: 'Day tickets', description: 'Arrival slot', maxPerOrder: 12 },
        types: [
          { key: 'adult', name: 'Adult', priceMinor: 2400 },
          { key: 'child', name: 'Child (3–15)', priceMinor: 1600 },
          { key: 'concession', name: 'Concession', description: 'Students and over-60s', priceMinor: 2000 },
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
        types: [{ key: 'participant', name: 'Participant', priceMinor: 3500 }],
        schedule: { days: range(1, 30), times: ['11:00', '15:00'], durationMinutes: 30, capacity: 8 },
      },
    ],
  },
];

export const DEMO_MEMBER = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'member@example.com',
  password: 'Member-Pass-1',
};

export const CART_HOLD_SECONDS = 900;
