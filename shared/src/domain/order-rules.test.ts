import {
  isCancellableTicket,
  isEditableTicket,
  isOrderCancellable,
  isPastTicket,
  orderTicketFacts,
  sessionLineStatus,
  type TicketFacts,
} from './order-rules';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const FUTURE = '2026-12-01T15:00:00Z';
const PAST = '2026-11-20T15:00:00Z';

const ticket = (over: Partial<TicketFacts> = {}): TicketFacts => ({
  state: 'booked',
  faceValueMinor: 0,
  adjustedValueMinor: 0,
  startsAt: FUTURE,
  ...over,
});

describe('order rules (spec 02 §4, §5)', () => {
  it('a ticket is past once its session started, or an undated one once its validity ended', () => {
    expect(isPastTicket(ticket({ startsAt: PAST }), NOW)).toBe(true);
    expect(isPastTicket(ticket({ startsAt: FUTURE }), NOW)).toBe(false);
    expect(isPastTicket(ticket({ startsAt: null, endsAt: PAST }), NOW)).toBe(true);
    expect(isPastTicket(ticket({ startsAt: null, endsAt: null }), NOW)).toBe(false);
  });

  it('only booked, free, future tickets are cancellable', () => {
    expect(isCancellableTicket(ticket(), NOW)).toBe(true);
    expect(isCancellableTicket(ticket({ adjustedValueMinor: 500 }), NOW)).toBe(false);
    expect(isCancellableTicket(ticket({ startsAt: PAST }), NOW)).toBe(false);
    expect(isCancellableTicket(ticket({ state: 'redeemed' }), NOW)).toBe(false);
    expect(isCancellableTicket(ticket({ state: 'cancelled' }), NOW)).toBe(false);
    expect(isCancellableTicket(ticket({ startsAt: null }), NOW)).toBe(false);
  });

  it('an order is cancellable when every face value is 0 and something is left to cancel', () => {
    expect(isOrderCancellable([ticket(), ticket({ state: 'cancelled' })], NOW)).toBe(true);
    expect(isOrderCancellable([ticket(), ticket({ faceValueMinor: 2000, adjustedValueMinor: 0 })], NOW)).toBe(false);
    expect(isOrderCancellable([ticket({ state: 'cancelled' }), ticket({ state: 'unbooked' })], NOW)).toBe(false);
    expect(isOrderCancellable([ticket({ startsAt: PAST })], NOW)).toBe(false);
    expect(isOrderCancellable([], NOW)).toBe(false);
  });

  it('editable: booked, future, a self-edit category and handler tickets', () => {
    const edit = { ...ticket({ adjustedValueMinor: 2000, faceValueMinor: 2000 }), eventCategory: 'Admission', groupHandler: 'tickets' };
    expect(isEditableTicket(edit, ['Admission'], NOW)).toBe(true);
    expect(isEditableTicket(edit, [], NOW)).toBe(false);
    expect(isEditableTicket({ ...edit, eventCategory: 'Tours' }, ['Admission'], NOW)).toBe(false);
    expect(isEditableTicket({ ...edit, eventCategory: null }, ['Admission'], NOW)).toBe(false);
    expect(isEditableTicket({ ...edit, groupHandler: 'membership' }, ['Admission'], NOW)).toBe(false);
    expect(isEditableTicket({ ...edit, startsAt: PAST }, ['Admission'], NOW)).toBe(false);
    expect(isEditableTicket({ ...edit, state: 'redeemed' }, ['Admission'], NOW)).toBe(false);
  });

  it('words a session line: Cancelled, then Redeemed, then Past Event, else nothing', () => {
    expect(sessionLineStatus([ticket({ state: 'cancelled' }), ticket({ state: 'unbooked' })], NOW)).toBe('Cancelled');
    expect(sessionLineStatus([ticket({ state: 'redeemed' }), ticket()], NOW)).toBe('Redeemed');
    expect(sessionLineStatus([ticket({ state: 'redeemed', startsAt: PAST })], NOW)).toBe('Redeemed');
    expect(sessionLineStatus([ticket({ startsAt: PAST }), ticket({ state: 'cancelled', startsAt: PAST })], NOW)).toBe('Past Event');
    expect(sessionLineStatus([ticket(), ticket({ state: 'cancelled' })], NOW)).toBeNull();
  });

  it("reads an order ticket's session start and end from its validity", () => {
    const facts = orderTicketFacts({ state: 'redeemed', faceValueMinor: 2500, adjustedValueMinor: 0, validFrom: PAST, validTo: FUTURE });
    expect(facts).toEqual({ state: 'redeemed', faceValueMinor: 2500, adjustedValueMinor: 0, startsAt: PAST, endsAt: FUTURE });
    expect(isPastTicket(orderTicketFacts({ state: 'booked', faceValueMinor: 0, adjustedValueMinor: 0, validFrom: null, validTo: PAST }), NOW)).toBe(true);
  });
});
