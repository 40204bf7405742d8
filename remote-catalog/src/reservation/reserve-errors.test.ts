import { ApiError } from '@storefront/shared';
import { GENERIC_ERROR_MESSAGE, dateSoldOutMessage, reserveOutcome, sessionSoldOutMessage } from './reserve-errors';

const err = (code: string, description: string | null = null, extra: Record<string, unknown> = {}, context = 'reserve') =>
  new ApiError({ status: 409, code, context, description, extra });

describe('reserveOutcome (spec 01 §8)', () => {
  it('seat_unavailable shows its description and names the seat taken', () => {
    const message = 'Sorry, seat Stalls C12 has just been taken. Please choose another seat.';
    expect(reserveOutcome(err('seat_unavailable', message, { seat_template_id: 'st-c12' }))).toEqual({ kind: 'seat-unavailable', seatId: 'st-c12', message });
    expect(reserveOutcome(err('seat_unavailable'))).toEqual({ kind: 'seat-unavailable', seatId: null, message: GENERIC_ERROR_MESSAGE });
  });

  it.each([
    'max_tickets_per_order_exceeded',
    'min_tickets_per_order_not_met',
    'member_limit_exceeded',
    'ticket_group_not_on_sale',
    'membership_required',
    'too_many_carts',
    'too_many_requests',
  ])('%s shows its description', (code) => {
    expect(reserveOutcome(err(code, 'You can buy at most 6 tickets.'))).toEqual({ kind: 'message', code, message: 'You can buy at most 6 tickets.' });
  });

  it.each(['ticket_group_capacity_exceeded', 'session_capacity_exceeded', 'ticket_group_sold_out'])('%s is shown as a message', (code) => {
    expect(reserveOutcome(err(code, 'Only 2 tickets left.'))).toEqual({ kind: 'message', code, message: 'Only 2 tickets left.' });
  });

  it('a described code without a description falls back to the generic text', () => {
    expect(reserveOutcome(err('member_limit_exceeded'))).toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it.each(['invalid_citypass', 'code_exhausted'])('%s (context citypass) goes next to the CityPASS input of its code', (code) => {
    expect(reserveOutcome(err(code, 'Check it.', { code: 'CPA12345678' }, 'citypass'))).toEqual({ kind: 'citypass', code: 'CPA12345678', message: 'Check it.' });
    expect(reserveOutcome(err(code, 'Check it.', {}, 'citypass'))).toEqual({ kind: 'citypass', code: null, message: 'Check it.' });
  });

  it('citypass_failure shows its description', () => {
    expect(reserveOutcome(err('citypass_failure', 'CityPASS is down.', {}, 'citypass'))).toEqual({
      kind: 'message',
      code: 'citypass_failure',
      message: 'CityPASS is down.',
    });
  });

  it('event_session_sold_out reloads sessions', () => {
    expect(reserveOutcome(err('event_session_sold_out', 'Sold out'))).toEqual({ kind: 'session-sold-out' });
  });

  it('rule_blocks_reserve with block_reason code_required opens the code modal', () => {
    expect(reserveOutcome(err('rule_blocks_reserve', 'A code is needed for these tickets.', { block_reason: 'code_required' }, 'checkout_rules'))).toEqual({
      kind: 'code-required',
      message: 'A code is needed for these tickets.',
    });
  });

  it('rule_blocks_reserve otherwise shows the template message', () => {
    expect(reserveOutcome(err('rule_blocks_reserve', 'Members only.', { block_reason: 'other' }))).toEqual({
      kind: 'message',
      code: 'rule_blocks_reserve',
      message: 'Members only.',
    });
  });

  it('code_not_found is its own outcome with the description', () => {
    expect(reserveOutcome(err('code_not_found', 'Code "X" was not found.'))).toEqual({ kind: 'code-not-found', message: 'Code "X" was not found.' });
  });

  it('anything else is the generic message', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Sorry! Something unexpected happened. Please try again.');
    expect(reserveOutcome(err('something_new', 'Internal detail'))).toMatchObject({ kind: 'message', message: GENERIC_ERROR_MESSAGE });
    expect(reserveOutcome(new Error('boom'))).toMatchObject({ kind: 'message', message: GENERIC_ERROR_MESSAGE });
  });
});

describe('sold-out messages', () => {
  it('session: time h:mm A in the venue zone', () => {
    expect(sessionSoldOutMessage('2026-12-01T19:30:00Z', 'America/New_York')).toBe(
      'Tickets have sold out for the session at 2:30 PM. Please select another session and try again.',
    );
  });

  it('date: ddd, MMM D, YYYY', () => {
    expect(dateSoldOutMessage('2026-12-01', 'America/New_York')).toBe(
      'Tickets have sold out for Tue, Dec 1, 2026. Please select another date and try again.',
    );
    expect(dateSoldOutMessage('2026-12-02T03:00:00Z', 'America/New_York')).toBe(
      'Tickets have sold out for Tue, Dec 1, 2026. Please select another date and try again.',
    );
  });
});
