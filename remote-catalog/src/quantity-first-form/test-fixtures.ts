/** Domain fixtures for the quantity-first form's tests (imported by tests only). */
import type { CalendarDate, Cart, EventDetail, PricedSession } from '@storefront/shared';
import { calendarDate as sharedDate, cart, eventDetail, pricedSession as sharedSession } from '@storefront/shared/testing';
import { ticketGroup } from '../date-first-form/test-fixtures';

/** The adult (2500) and child (1200) admission group of the dated forms' tests. */
export { ticketGroup };

export function quantityFirstEvent(o: Partial<EventDetail> = {}): EventDetail {
  return eventDetail({ name: 'Sculpture Garden', fromPriceMinor: 1200, reserveFlow: 'quantity_first', ticketGroups: [ticketGroup()], ...o });
}

export function calendarDate(date: string, o: Partial<CalendarDate> = {}): CalendarDate {
  return sharedDate(date, { minPriceMinor: 6200, capacity: 40, ...o });
}

export function pricedSession(o: Partial<PricedSession> = {}): PricedSession {
  return sharedSession({ capacity: 40, available: 40, prices: { adult: 2500, child: 1200 }, totalMinor: 6200, ...o });
}

export function reservedCart(ticketCount: number): Cart {
  return cart({ ticketIds: Array.from({ length: ticketCount }, (_, i) => `t-${i + 1}`) });
}
