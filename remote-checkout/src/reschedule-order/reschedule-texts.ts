/** Every text of the reschedule page (spec 02 §2 Order management, §8), in one place. */
export const RESCHEDULE_TEXTS = {
  title: 'Reschedule tickets',
  loading: 'Loading your order',
  loadingSessions: 'Loading times',
  /** Spec 02 §2, §6: rescheduling needs a signed-out visitor. */
  logOut: 'Please log-out to edit your tickets',
  /** Spec 02 §8 Reschedule. */
  contactUs: 'Please contact us to reschedule your tickets.',
  /** Spec 02 §8 order lookups. */
  notFound: 'We could not find that order.',
  failed: 'Oops! Sorry, something went wrong. Please try again.',
  /** The tickets of this session already have a change waiting on the order page. */
  changePending: 'These tickets already have a change waiting. Confirm or cancel it on your order first.',
  currentSession: (when: string) => `Your tickets are for ${when}.`,
  ticketCount: (count: number) => (count === 1 ? '1 ticket' : `${count} tickets`),
  legend: 'Choose a new time',
  noSessions: 'There are no other times with enough places for your tickets.',
  soldOut: 'Sold out',
  available: 'Available',
  placesLeft: (left: number) => `${left} left`,
  /** More tickets than places: the session cannot take them all. */
  tooFewPlaces: (left: number) => `Only ${left} left`,
  chooseSession: 'Please choose a new time.',
  submit: 'Reschedule',
  backToOrder: 'Back to your order',
  startAgain: 'Start again',
  /** Spec 01 §8 `event_session_sold_out` wording, for the chosen time. */
  sessionSoldOut: (time: string) => `Tickets have sold out for the session at ${time}. Please select another session and try again.`,
  /** When the API gives no description for a `cart_remove_tickets` code (spec 02 §8 redirects). */
  ticketsChanged: 'Your tickets have changed since you opened this page.',
  /** When the API gives no description for `cart_expired`. */
  changeExpired: 'Your time to make this change has run out.',
} as const;
