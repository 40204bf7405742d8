import { ApiError, type Api, type CartStore } from '@storefront/shared';
import { QuantityFirstFormStore, TOO_MANY_TYPES_MESSAGE } from './quantity-first-form-store';
import { FIND_TICKETS_MESSAGE } from './quantity-first-schema';
import { calendarDate, pricedSession, quantityFirstEvent } from './test-fixtures';

function setup({
  dates = [calendarDate('2030-03-01'), calendarDate('2030-03-02')],
  sessions = [pricedSession(), pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z' })],
  showPrices = true,
} = {}) {
  const api = {
    events: {
      getPricedCalendar: jest.fn().mockResolvedValue(dates),
      getPricedSessions: jest.fn().mockResolvedValue(sessions),
    },
  } as unknown as Api;
  const cart = { reserve: jest.fn().mockResolvedValue({}) } as unknown as CartStore;
  const form = new QuantityFirstFormStore(api, cart, quantityFirstEvent(), { showPrices });
  return { api, cart, form, calendar: api.events.getPricedCalendar as jest.Mock, sessionsCall: api.events.getPricedSessions as jest.Mock };
}

/** Quantities → found → date → session. */
async function upToSession(s: ReturnType<typeof setup>) {
  s.form.setQuantity('adult', 2);
  s.form.setQuantity('child', 1);
  await s.form.findTickets();
  await s.form.selectDate('2030-03-01');
  s.form.selectSession('se-1');
}

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('QuantityFirstFormStore steps', () => {
  it('opens on the quantities, with no calendar loaded', () => {
    const { form, calendar } = setup();
    expect(form.quantitiesOpen).toBe(true);
    expect(form.calendarStatus).toBe('idle');
    expect(calendar).not.toHaveBeenCalled();
  });

  it("'Find available tickets' closes the quantities and loads the calendar priced for them", async () => {
    const { form, calendar } = setup();
    form.setQuantity('adult', 2);
    form.setQuantity('child', 0);
    expect(await form.findTickets()).toBe(true);
    expect(form.quantitiesOpen).toBe(false);
    expect(form.calendarStatus).toBe('ready');
    expect(form.dates.map((d) => d.date)).toEqual(['2030-03-01', '2030-03-02']);
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 2 }, { format: 'price' });
  });

  it("asks the calendar in the 'extended' format when prices are not shown", async () => {
    const { form, calendar } = setup({ showPrices: false });
    form.setQuantity('adult', 1);
    await form.findTickets();
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 1 }, { format: 'extended' });
  });

  it('does not look for tickets without quantities', async () => {
    const { form, calendar } = setup();
    expect(await form.findTickets()).toBe(false);
    expect(form.fieldErrors.quantities).toBe('Please select at least one ticket to continue.');
    expect(form.quantitiesOpen).toBe(true);
    expect(calendar).not.toHaveBeenCalled();
  });

  it("loads the chosen date's sessions priced for the quantities, for the venue-local day", async () => {
    const s = setup();
    s.form.setQuantity('adult', 2);
    await s.form.findTickets();
    await s.form.selectDate('2030-03-01');
    expect(s.sessionsCall).toHaveBeenCalledWith(
      'ev-1',
      { adult: 2 },
      { from: '2030-03-01T05:00:00.000Z', to: '2030-03-02T05:00:00.000Z' },
    );
    expect(s.form.sessionsStatus).toBe('ready');
    expect(s.form.sessions).toHaveLength(2);
  });

  it('totals with the chosen session’s prices', async () => {
    const s = setup({ sessions: [pricedSession({ prices: { adult: 3000, child: 1500 }, totalMinor: 7500, priceIncrease: true })] });
    s.form.setQuantity('adult', 2);
    s.form.setQuantity('child', 1);
    expect(s.form.totalMinor).toBe(6200);
    await s.form.findTickets();
    await s.form.selectDate('2030-03-01');
    s.form.selectSession('se-1');
    expect(s.form.totalMinor).toBe(7500);
    expect(s.form.priceIncrease).toBe(true);
  });
});

describe('QuantityFirstFormStore reset rules', () => {
  it('changing quantities resets the dates and the sessions', async () => {
    const s = setup();
    await upToSession(s);
    s.form.reopenQuantities();
    expect(s.form.selectedSessionId).toBe('se-1');
    s.form.setQuantity('adult', 3);
    expect(s.form.dates).toEqual([]);
    expect(s.form.calendarStatus).toBe('idle');
    expect(s.form.selectedDate).toBeNull();
    expect(s.form.sessions).toEqual([]);
    expect(s.form.selectedSessionId).toBeNull();
  });

  it('quantities can only change while they are open', async () => {
    const s = setup();
    s.form.setQuantity('adult', 2);
    await s.form.findTickets();
    s.form.setQuantity('adult', 5);
    expect(s.form.quantities.adult).toBe(2);
  });

  it('changing the event resets quantities, dates and sessions', async () => {
    const s = setup();
    await upToSession(s);
    s.form.setEvent(quantityFirstEvent({ id: 'ev-2' }));
    expect(s.form.quantities).toEqual({});
    expect(s.form.quantitiesOpen).toBe(true);
    expect(s.form.dates).toEqual([]);
    expect(s.form.selectedDate).toBeNull();
    expect(s.form.selectedSessionId).toBeNull();
  });

  it('reopening a date resets the sessions', async () => {
    const s = setup();
    await upToSession(s);
    s.form.clearDate();
    expect(s.form.selectedDate).toBeNull();
    expect(s.form.sessions).toEqual([]);
    expect(s.form.selectedSessionId).toBeNull();
    expect(s.form.dates).toHaveLength(2);
  });

  it('drops a calendar answer for quantities that have changed since', async () => {
    const s = setup();
    const late = deferred<unknown>();
    s.calendar.mockReturnValueOnce(late.promise);
    s.form.setQuantity('adult', 1);
    const finding = s.form.findTickets();
    s.form.reopenQuantities();
    s.form.setQuantity('adult', 2);
    late.resolve([calendarDate('2030-03-09')]);
    expect(await finding).toBe(false);
    expect(s.form.dates).toEqual([]);
  });
});

describe('QuantityFirstFormStore submit disabled', () => {
  it('while the calendar is loading', async () => {
    const s = setup();
    const pending = deferred<unknown>();
    s.calendar.mockReturnValueOnce(pending.promise);
    s.form.setQuantity('adult', 1);
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
    s.form.setQuantity('adult', 1);
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
    (s.cart.reserve as jest.Mock).mockReturnValueOnce(pending.promise);
    await upToSession(s);
    const submitting = s.form.submit();
    expect(s.form.submitDisabled).toBe(true);
    pending.resolve({});
    expect(await submitting).toEqual({ ok: true });
    expect(s.form.submitDisabled).toBe(false);
  });
});

describe('QuantityFirstFormStore validation', () => {
  it('with tickets chosen but not found, asks for the find button', async () => {
    const { form } = setup();
    form.setQuantity('adult', 1);
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: 'find' });
    expect(form.fieldErrors).toEqual({ find: FIND_TICKETS_MESSAGE });
    expect(FIND_TICKETS_MESSAGE).toBe("Please click the 'Find available tickets' button to continue.");
  });

  it('asks the find button again after the quantities are reopened', async () => {
    const s = setup();
    await upToSession(s);
    s.form.reopenQuantities();
    expect(await s.form.submit()).toEqual({ ok: false, firstInvalid: 'find' });
  });

  it('with no tickets, the normal rules in order: tickets, then date, then session', async () => {
    const s = setup();
    expect(await s.form.submit()).toEqual({ ok: false, firstInvalid: 'quantities' });
    expect(s.form.fieldErrors).toEqual({ quantities: 'Please select at least one ticket to continue.' });

    s.form.setQuantity('adult', 1);
    await s.form.findTickets();
    expect(await s.form.submit()).toEqual({ ok: false, firstInvalid: 'date' });
    expect(s.form.fieldErrors).toEqual({ date: 'Please select a date to continue.' });

    await s.form.selectDate('2030-03-01');
    expect(await s.form.submit()).toEqual({ ok: false, firstInvalid: 'session' });
    expect(s.form.fieldErrors).toEqual({ session: 'Please select a session to continue.' });
  });
});

describe('QuantityFirstFormStore calendar errors', () => {
  it('more than 10 ticket types: the spec message, and the quantities reopen', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(
      new ApiError({ status: 400, code: 'validation_failed', context: 'event_calendar', description: 'quantities: too many' }),
    );
    s.form.setQuantity('adult', 1);
    expect(await s.form.findTickets()).toBe(false);
    expect(s.form.calendarError).toBe(TOO_MANY_TYPES_MESSAGE);
    expect(TOO_MANY_TYPES_MESSAGE).toBe('You can only select up to 10 different types of tickets.');
    expect(s.form.quantitiesOpen).toBe(true);
    expect(s.form.submitDisabled).toBe(false);
  });

  it('another calendar error: its message, and the quantities reopen', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(
      new ApiError({ status: 422, code: 'ticket_group_sold_out', context: 'event_calendar', description: 'Adult tickets are sold out.' }),
    );
    s.form.setQuantity('adult', 1);
    await s.form.findTickets();
    expect(s.form.calendarError).toBe('Adult tickets are sold out.');
    expect(s.form.quantitiesOpen).toBe(true);
  });

  it('a failure without a description shows the generic message', async () => {
    const s = setup();
    s.calendar.mockRejectedValueOnce(new Error('socket hang up'));
    s.form.setQuantity('adult', 1);
    await s.form.findTickets();
    expect(s.form.calendarError).toBe('Sorry! Something unexpected happened. Please try again.');
  });
});

describe('QuantityFirstFormStore submit', () => {
  it('reserves one item per ticket at the chosen session', async () => {
    const s = setup();
    await upToSession(s);
    expect(await s.form.submit()).toEqual({ ok: true });
    expect(s.cart.reserve).toHaveBeenCalledWith(
      expect.objectContaining({
        items: [
          expect.objectContaining({ ticketTypeId: 'adult', sessionId: 'se-1' }),
          expect.objectContaining({ ticketTypeId: 'adult', sessionId: 'se-1' }),
          expect.objectContaining({ ticketTypeId: 'child', sessionId: 'se-1' }),
        ],
      }),
    );
  });
});
