export type * from '../contract/events';

/** `_code`s of the event calls (`events/{id}`, sessions, calendar, pricecheck), context `event` or `event_calendar`. */
export type EventErrorCode = 'not_found' | 'validation_failed' | 'ticket_type_not_found';
