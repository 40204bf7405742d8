import { configure } from 'mobx';
import { ApiError, SellerConfigStore, type CartStore } from '@storefront/shared';
import { fakeApi, testPageConfig } from '@storefront/shared/testing';
import { QuantityFirstFormStore, TOO_MANY_TYPES_MESSAGE } from './quantity-first-form-store';
import { FIND_TICKETS_MESSAGE } from './quantity-first-schema';
import { calendarDate, pricedSession, quantityFirstEvent, ticketGroup } from './test-fixtures';

configure({ enforceActions: 'observed' });

const apiError = (status: number, code: string, context = '', description = '', extra: Record<string, unknown> = {}) =>
  new ApiError({ status, code, context, description, extra });

function setup({
  dates = [calendarDate('2030-03-01'), calendarDate('2030-03-02')],
  sessions = [pricedSession(), pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z' })],
  showPrices = true,
  event = quantityFirstEvent(),
} = {}) {
  const api = fakeApi();
  api.events.getPricedCalendar.mockResolvedValue(dates);
  api.events.getPricedSessions.mockResolvedValue(sessions);
  const cart = { reserve: jest.fn().mockResolvedValue({}), cart: null, clientState: {} } as unknown as CartStore;
  const form = new QuantityFirstFormStore(api, cart, new SellerConfigStore(testPageConfig), event, { showPrices });
  return {
    api,
    form,
    reserve: cart.reserve as jest.Mock,
    calendar: api.events.getPricedCalendar,
    sessionsCall: api.events.getPricedSessions,
  };
}
type Setup = ReturnType<typeof setup>;

/** Quantities → found → date → session. */
async function upToSession(s: Setup) {
  s.form.selection.set('adult', 2);
  s.form.selection.set('child', 1);
  await s.form.findTickets();
  await s.form.selectDate('2030-03-01');
  s.form.selectSession('se-1');
}

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
};

describe('QuantityFirstFormStore steps', () => {
  it('opens on the quantities, with no calendar asked for', () => {
    const { form, calendar } = setup();
    expect(form.quantitiesOpen).toBe(true);
    expect(form.found).toBe(false);
    expect(form.current).toBeNull();
    expect(calendar).not.toHaveBeenCalled();
  });

  it("'Find available tickets' closes the quantities and loads the calendar priced for them", async () => {
    const { form, calendar } = setup();
    form.selection.set('adult', 2);
    expect(await form.findTickets()).toBe(true);
    expect(form.quantitiesOpen).toBe(false);
    expect(form.found).toBe(true);
    expect(form.current?.calendarStatus).toBe('ready');
    expect(form.current?.dates.map((d) => d.date)).toEqual(['2030-03-01', '2030-03-02']);
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 2 }, { format: 'price' });
  });

  it("asks the calendar in the 'extended' format when prices are not shown", async () => {
    const { form, calendar } = setup({ showPrices: false });
    form.selection.set('adult', 1);
    await form.findTickets();
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 1 }, { format: 'extended' });
  });

  it('does not look for tickets without quantities', async () => {
    const { form, calendar } = setup();
    expect(await form.findTickets()).toBe(false);
    expect(form.selection.error).toBe('Please select at least one ticket to continue.');
    expect(form.quantitiesOpen).toBe(true);
    expect(calendar).not.toHaveBeenCalled();
  });

  it("loads the chosen date's sessions priced for the quantities, for the venue-local day", async () => {
    const s = setup();
    s.form.selection.set('adult', 2);
    await s.form.findTickets();
    await s.form.selectDate('2030-03-01');
    expect(s.sessionsCall).toHaveBeenCalledWith(
      'ev-1',
      { adult: 2 },
      { from: '2030-03-01T05:00:00.000Z', to: '2030-03-02T05:00:00.000Z' },
    );
    expect(s.form.current?.sessionsStatus).toBe('ready');
    expect(s.form.current?.sessions).toHaveLength(2);
  });

  it("totals with the chosen session's prices", async () => {
    const s = setup({ sessions: [pricedSession({ prices: { adult: 3000, child: 1500 }, totalMinor: 7500, priceIncrease: true })] });
    s.form.selection.set('adult', 2);
    s.form.selection.set('child', 1);
    expect(s.form.totalMinor).toBe(6200);
    await s.form.findTickets();
    await s.form.selectDate('2030-03-01');
    s.form.selectSession('se-1');
    expect(s.form.totalMinor).toBe(7500);
  });
});

describe('QuantityFirstFormStore reset rules', () => {
  it('changing quantities resets the dates and the sessions', async () => {
    const s = setup();
    await upToSession(s);
    s.form.reopenQuantities();
    expect(s.form.current?.selectedSessionId).toBe('se-1');
    s.form.selection.increment('adult');
    expect(s.form.current).toBeNull();
    expect(s.form.found).toBe(false);
    await s.form.findTickets();
    expect(s.form.current?.selectedDate).toBeNull();
    expect(s.form.current?.selectedSessionId).toBeNull();
    expect(s.calendar).toHaveBeenLastCalledWith('ev-1', { adult: 3, child: 1 }, { format: 'price' });
  });

  it('reopening a date resets the sessions', async () => {
    const s = setup();
    await upToSession(s);
    s.form.clearDate();
    expect(s.form.current?.selectedDate).toBeNull();
    expect(s.form.current?.sessions).toEqual([]);
    expect(s.form.current?.selectedSessionId).toBeNull();
    expect(s.form.current?.dates).toHaveLength(2);
  });

  it('drops the sessions of a date that was changed while they loaded', async () => {
    const s = setup();
    const late = deferred<unknown>();
    s.sessionsCall.mockReturnValueOnce(late.promise);
    s.form.selection.set('adult', 1);
    await s.form.findTickets();
    const first = s.form.selectDate('2030-03-01');
    await s.form.selectDate('2030-03-02');
    late.resolve([pricedSession({ id: 'stale' })]);
    await first;
    expect(s.form.current?.sessions.map((x) => x.id)).toEqual(['se-1', 'se-2']);
  });
});

describe('QuantityFirstFormStore submit disabled', () => {
  it('while the calendar is loading', async () => {
    const s = setup();
    const pending = deferred<unknown>();
    s.calendar.mockReturnValueOnce(pending.promise);
    s.form.selection.set('adult', 1);
    const finding = s.form.findTickets();
    expect(s.form.submitDisabled).toBe(true);
    pending.resolve([calendarDate('2030-03-01')]);
    await finding;
    expect(s.form.submitDisabled).toBe(false);
  });

  it('while the sessions of the chosen date are loading', async () => {
    const s = setup();
    const pending = deferred<unknown>();
    s.sessionsCall.mockReturnValueOnce(pending.promise);
    s.form.selection.set('adult', 1);
    await s.form.findTickets();
    const selecting = s.form.selectDate('2030-03-01');
    expect(s.form.submitDisabled).toBe(true);
    pending.resolve([pricedSession()]);
    await selecting;
    expect(s.form.submitDisabled).toBe(false);
  });

  it('while submitting', async () => {
    const s = setup();
    const pending = deferred<unknown>();
    s.reserve.mockReturnValueOnce(pending.promise);
    await upToSession(s);
    const submitting = s.form.submit();
    expect(s.form.submitDisabled).toBe(true);
    pending.resolve({});
    expect(await submitting).toEqual({ ok: true, groupIds: ['tg-1'] });
    expect(s.form.submitDisabled).toBe(false);
  });
});

describe('QuantityFirstFormStore validation', () => {
  it('with tickets chosen but not found, asks for the find button', async () => {
    const { form, reserve } = setup();
    form.selection.set('adult', 1);
    expect(await form.submit()).toEqual({ ok: false, focus: 'find' });
    expect(form.fieldErrors).toEqual({ find: FIND_TICKETS_MESSAGE });
    expect(FIND_TICKETS_MESSAGE).toBe("Please click the 'Find available tickets' button to continue.");
    expect(reserve).not.toHaveBeenCalled();
  });

  it('asks for the find button again once the quantities are reopened', async () => {
    const s = setup();
    await upToSession(s);
    s.form.reopenQuantities();
    expect(await s.form.submit()).toEqual({ ok: false, focus: 'find' });
  });

  it('with no tickets, the normal rules in order: tickets, then date, then session', async () => {
    const s = setup();
    expect(await s.form.submit()).toEqual({ ok: false, focus: 'quantities' });
    expect(s.form.selection.error).toBe('Please select at least one ticket to continue.');
    expect(s.form.fieldErrors).toEqual({});

    s.form.selection.set('adult', 1);
    await s.form.findTickets();
    expect(await s.form.submit()).toEqual({ ok: false, focus: 'date' });
    expect(s.form.fieldErrors).toEqual({ date: 'Please select a date to continue.' });

    await s.form.selectDate('2030-03-01');
    expect(await s.form.submit()).toEqual({ ok: false, focus: 'session' });
    expect(s.form.fieldErrors).toEqual({ session: 'Please select a session to continue.' });
  });

  it('then the admit details of the chosen tickets', async () => {
    const s = setup({ event: quantityFirstEvent({ ticketGroups: [ticketGroup({ admitNames: 'required' })] }) });
    await upToSession(s);
    expect(await s.form.submit()).toEqual({ ok: false, focus: { domId: expect.stringContaining('cat-admit-adult') } });
    expect(s.reserve).not.toHaveBeenCalled();
  });
});

describe('QuantityFirstFormStore calendar errors', () => {
  it('more than 10 ticket types: the spec message, and the quantities reopen', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(apiError(400, 'validation_failed', 'event_calendar', 'quantities: too many'));
    s.form.selection.set('adult', 1);
    expect(await s.form.findTickets()).toBe(false);
    expect(s.form.calendarError).toBe(TOO_MANY_TYPES_MESSAGE);
    expect(TOO_MANY_TYPES_MESSAGE).toBe('You can only select up to 10 different types of tickets.');
    expect(s.form.quantitiesOpen).toBe(true);
    expect(s.form.submitDisabled).toBe(false);
  });

  it('another calendar error: its message, and the quantities reopen', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(apiError(422, 'ticket_group_sold_out', 'event_calendar', 'Adult tickets are sold out.'));
    s.form.selection.set('adult', 1);
    await s.form.findTickets();
    expect(s.form.calendarError).toBe('Adult tickets are sold out.');
    expect(s.form.quantitiesOpen).toBe(true);
  });

  it('a failure without a description shows the generic message', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(new Error('socket hang up'));
    s.form.selection.set('adult', 1);
    await s.form.findTickets();
    expect(s.form.calendarError).toBe('Sorry! Something unexpected happened. Please try again.');
  });
});

describe('QuantityFirstFormStore submit', () => {
  it('reserves one item per ticket at the chosen session and answers the chosen groups', async () => {
    const s = setup();
    await upToSession(s);
    expect(await s.form.submit()).toEqual({ ok: true, groupIds: ['tg-1'] });
    expect(s.reserve).toHaveBeenCalledWith({
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'child', sessionId: 'se-1' },
      ],
    });
  });

  it('shows the description of a per-order limit error', async () => {
    const s = setup();
    s.reserve.mockRejectedValueOnce(apiError(422, 'max_tickets_per_order_exceeded', 'reserve', 'No more than 2 tickets per order.'));
    await upToSession(s);
    expect(await s.form.submit()).toEqual({ ok: false, focus: null });
    expect(s.form.submitError).toBe('No more than 2 tickets per order.');
  });

  it('shows the generic message for an unexpected error', async () => {
    const s = setup();
    s.reserve.mockRejectedValueOnce(new Error('boom'));
    await upToSession(s);
    await s.form.submit();
    expect(s.form.submitError).toBe('Sorry! Something unexpected happened. Please try again.');
  });

  it('a code-required rule opens the code prompt; the retry sends the code first', async () => {
    const s = setup();
    s.reserve.mockRejectedValueOnce(
      apiError(402, 'rule_blocks_reserve', 'checkout_rules', 'A member code is required.', { block_reason: 'code_required' }),
    );
    await upToSession(s);
    await s.form.submit();
    expect(s.form.codePrompt).toBe('A member code is required.');
    s.reserve.mockRejectedValueOnce(apiError(404, 'code_not_found', 'code', 'That code does not exist.'));
    await expect(s.form.retryWithCode('NOPE')).rejects.toThrow('That code does not exist.');
    expect(s.form.codePrompt).toBe('A member code is required.');
    expect(await s.form.retryWithCode('MEMBER')).toEqual({ ok: true, groupIds: ['tg-1'] });
    expect(s.reserve).toHaveBeenLastCalledWith(expect.objectContaining({ codesBefore: ['MEMBER'] }));
    expect(s.form.codePrompt).toBeNull();
  });
});

describe('QuantityFirstFormStore sold-out race', () => {
  const soldOut = apiError(409, 'event_session_sold_out', 'reserve', 'Sold out');

  it('another session can take the tickets: sessions reload, the session is cleared', async () => {
    const s = setup();
    s.reserve.mockRejectedValueOnce(soldOut);
    await upToSession(s);
    s.sessionsCall.mockResolvedValueOnce([
      pricedSession({ soldOut: true, available: 0 }),
      pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z', available: 5 }),
    ]);
    await s.form.submit();
    expect(s.sessionsCall).toHaveBeenCalledTimes(2);
    expect(s.form.submitError).toBe(
      'Tickets have sold out for the session at 10:00 AM. Please select another session and try again.',
    );
    expect(s.form.current?.selectedSessionId).toBeNull();
    expect(s.form.current?.selectedDate).toBe('2030-03-01');
  });

  it('no other session can: the dates reload, the date is cleared', async () => {
    const s = setup();
    s.reserve.mockRejectedValueOnce(soldOut);
    await upToSession(s);
    s.sessionsCall.mockResolvedValueOnce([
      pricedSession({ soldOut: true, available: 0 }),
      pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z', available: 2 }),
    ]);
    s.calendar.mockResolvedValueOnce([calendarDate('2030-03-01', { status: 'sold_out' }), calendarDate('2030-03-02')]);
    await s.form.submit();
    expect(s.calendar).toHaveBeenCalledTimes(2);
    expect(s.form.submitError).toBe('Tickets have sold out for Fri, Mar 1, 2030. Please select another date and try again.');
    expect(s.form.current?.selectedDate).toBeNull();
    expect(s.form.current?.dates[0]?.status).toBe('sold_out');
    expect(s.form.submitDisabled).toBe(false);
  });
});

describe('QuantityFirstFormStore upsells', () => {
  it('an anchor sets the visit window by the upsell visit time setting', async () => {
    const s = setup({ event: quantityFirstEvent({ isAnchor: true }) });
    const config = new SellerConfigStore({ ...testPageConfig, seller: { ...testPageConfig.seller, web: { upsell_visit_time: 'timeslot' } } });
    const cart = { reserve: jest.fn().mockResolvedValue({}), cart: null, clientState: {}, setClientState: jest.fn() };
    const form = new QuantityFirstFormStore(s.api, cart as unknown as CartStore, config, quantityFirstEvent({ isAnchor: true }));
    form.selection.set('adult', 1);
    await form.findTickets();
    await form.selectDate('2030-03-01');
    form.selectSession('se-1');
    expect(await form.submit()).toEqual({ ok: true, groupIds: ['tg-1'] });
    expect(cart.setClientState).toHaveBeenCalledWith('visitWindow', expect.objectContaining({ start: '2030-03-01T15:00:00.000Z' }));
  });

  it('hides sessions that overlap another event’s session in the cart', async () => {
    const s = setup();
    const cart = {
      reserve: jest.fn(),
      clientState: {},
      cart: { items: [{ eventId: 'ev-9', sessionId: 'x', start: '2030-03-01T15:30:00.000Z', isAnchor: false }] },
    };
    const form = new QuantityFirstFormStore(s.api, cart as unknown as CartStore, new SellerConfigStore(testPageConfig), quantityFirstEvent());
    form.selection.set('adult', 1);
    await form.findTickets();
    await form.selectDate('2030-03-01');
    expect(form.visibleSessions.map((x) => x.id)).toEqual(['se-2']);
  });
});
