export type * from '../contract/events';

/** `_code`s of the event calls (`events/{id}`, sessions, calendar, pricecheck), context `event` or `event_calendar`. */
/** `event_removed` (410): the seller removed the event; its page is gone, not mistyped. */
export type EventErrorCode = 'not_found' | 'event_removed' | 'validation_failed' | 'ticket_type_not_found';
