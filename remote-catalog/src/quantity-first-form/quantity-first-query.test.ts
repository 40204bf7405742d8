import { configure } from 'mobx';
import { ApiError, SellerConfigStore, type CartStore } from '@storefront/shared';
import { fakeApi, testPageConfig } from '@storefront/shared/testing';
import { parseReserveQuery } from '../reserve-query/reserve-query';
import { QuantityFirstFormStore } from './quantity-first-form-store';
import { runQuantityFirstQuery } from './quantity-first-query';
import { calendarDate, pricedSession, quantityFirstEvent } from './test-fixtures';

configure({ enforceActions: 'observed' });

function setup() {
  const api = fakeApi();
  api.events.getPricedCalendar.mockResolvedValue([calendarDate('2030-03-01', { status: 'sold_out' }), calendarDate('2030-03-02')]);
  api.events.getPricedSessions.mockResolvedValue([
    pricedSession({ id: 'se-1', start: '2030-03-02T15:00:00.000Z', soldOut: true, available: 0 }),
    pricedSession({ id: 'se-2', start: '2030-03-02T17:00:00.000Z' }),
  ]);
  api.events.getSessionDetail.mockImplementation((_: string, id: string) =>
    id === 'se-2'
      ? Promise.resolve({ session: pricedSession({ id: 'se-2', start: '2030-03-02T17:00:00.000Z' }), timezone: 'America/New_York', ticketGroups: [] })
      : Promise.reject(new ApiError({ status: 404, code: 'not_found' })),
  );
  const cart = { reserve: jest.fn().mockResolvedValue({}), cart: null, clientState: {} } as unknown as CartStore;
  const form = new QuantityFirstFormStore(api, cart, new SellerConfigStore(testPageConfig), quantityFirstEvent());
  const run = (query: string) => runQuantityFirstQuery(form, parseReserveQuery(new URLSearchParams(query)));
  return { form, run, reserve: cart.reserve as jest.Mock, calendar: api.events.getPricedCalendar };
}

describe('quantity-first query parameters', () => {
  it('quantity (by id or name, with or without a count) presets the open quantities', async () => {
    const { form, run, calendar } = setup();
    expect(await run('quantity=Adult:2,child')).toBeNull();
    expect(form.selection.byType).toEqual({ adult: 2, child: 1 });
    expect(form.quantitiesOpen).toBe(true);
    expect(calendar).not.toHaveBeenCalled();
  });

  it('select presets one ticket of that type', async () => {
    const { form, run } = setup();
    await run('select=Child');
    expect(form.selection.byType).toEqual({ child: 1 });
  });

  it('unknown ticket types warn with reserve=warn', async () => {
    const { form, run } = setup();
    await run('quantity=Senior:1,adult&reserve=warn');
    expect(form.queryWarning).toBe('Ticket types not found: Senior.');
    expect(form.selection.byType).toEqual({ adult: 1 });
  });

  it('session and date together is an error; strict replaces the form', async () => {
    const { form, run } = setup();
    await run('quantity=adult&date=2030-03-02&session=se-2&reserve=strict');
    expect(form.queryBlocked).toBe(true);
  });

  it('date: finds the tickets and picks the date', async () => {
    const { form, run } = setup();
    await run('quantity=adult:2&date=2030-03-02');
    expect(form.found).toBe(true);
    expect(form.current?.selectedDate).toBe('2030-03-02');
  });

  it('a date without availability is reported', async () => {
    const { form, run } = setup();
    await run('quantity=adult&date=2030-03-01&reserve=warn');
    expect(form.queryWarning).toBe('Tickets are unavailable on the visit date.');
    expect(form.current?.selectedDate).toBeNull();
  });

  it('session id with reserve=true: its date and the session are chosen, then the reservation goes in', async () => {
    const { form, run, reserve } = setup();
    expect(await run('quantity=adult:2&session=se-2&reserve=true')).toEqual({ ok: true, groupIds: ['tg-1'] });
    expect(form.current?.selectedSessionId).toBe('se-2');
    expect(reserve).toHaveBeenCalledWith({
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-2' },
        { ticketTypeId: 'adult', sessionId: 'se-2' },
      ],
    });
  });

  it("session=next picks the first open session; an unknown session is 'not found'", async () => {
    const next = setup();
    await next.run('quantity=adult&session=next');
    expect(next.form.current?.selectedSessionId).toBe('se-2');
    const unknown = setup();
    await unknown.run('quantity=adult&session=se-9&reserve=warn');
    expect(unknown.form.queryWarning).toBe('Session not found.');
  });

  it('applies once per form', async () => {
    const { form, run } = setup();
    await run('quantity=adult');
    form.selection.set('adult', 3);
    await run('quantity=adult');
    expect(form.selection.byType).toEqual({ adult: 3 });
  });
});
