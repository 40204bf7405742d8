import { ApiError } from '@storefront/shared';
import { dateFirstRouteDataKey, fetchDateFirstFirstScreen, onlyOpenDate } from './date-first-data';
import { NOW, day, event, fakeEventsApi, flexibleGroup, session, ticketGroup } from './test-fixtures';

describe('fetchDateFirstFirstScreen', () => {
  it("asks the dated groups' calendar up to the start of the month one year ahead, and no sessions when several dates are open", async () => {
    const api = fakeEventsApi();
    const ev = event({ ticketGroups: [ticketGroup(), flexibleGroup] });
    const firstScreen = await fetchDateFirstFirstScreen(api, ev, NOW);
    expect(api.events.getCalendar).toHaveBeenCalledWith('ev-1', { ticketGroupIds: ['tg-1'], before: '2027-11-01T04:00:00.000Z' });
    expect(api.events.getPricedSessions).not.toHaveBeenCalled();
    expect(firstScreen).toEqual({ askedAt: NOW, dates: [day('2026-11-23'), day('2026-11-24')], presetSessions: null });
  });

  it('asks the sessions of the only open date too, for the venue day, as the form will preselect it', async () => {
    const api = fakeEventsApi({ dates: [day('2026-11-23'), day('2026-11-24', { status: 'sold_out' })], sessions: [session('se-1')] });
    const firstScreen = await fetchDateFirstFirstScreen(api, event(), NOW);
    expect(api.events.getPricedSessions).toHaveBeenCalledWith('ev-1', {}, { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' });
    expect(firstScreen.presetSessions).toEqual([session('se-1')]);
  });

  it('keeps the dates when their sessions fail (the browser asks for them)', async () => {
    const api = fakeEventsApi({ dates: [day('2026-11-23')] });
    api.events.getPricedSessions.mockRejectedValue(new ApiError({ status: 503, code: 'busy' }));
    expect(await fetchDateFirstFirstScreen(api, event(), NOW)).toEqual({ askedAt: NOW, dates: [day('2026-11-23')], presetSessions: null });
  });

  it('asks nothing for an event with flexible tickets only', async () => {
    const api = fakeEventsApi();
    expect(await fetchDateFirstFirstScreen(api, event({ ticketGroups: [flexibleGroup] }), NOW)).toEqual({ askedAt: NOW, dates: [], presetSessions: null });
    expect(api.events.getCalendar).not.toHaveBeenCalled();
  });
});

describe('onlyOpenDate', () => {
  it('is the one available date, unless flexible tickets make the visitor choose first', () => {
    expect(onlyOpenDate(event(), [day('2026-11-23'), day('2026-11-24', { status: 'sold_out' })])).toBe('2026-11-23');
    expect(onlyOpenDate(event(), [day('2026-11-23'), day('2026-11-24')])).toBeNull();
    expect(onlyOpenDate(event({ ticketGroups: [ticketGroup(), flexibleGroup] }), [day('2026-11-23')])).toBeNull();
  });
});

describe('dateFirstRouteDataKey', () => {
  it('names the event and its dated groups, which the calendar is asked for', () => {
    const withLinkedGroup = event({ ticketGroups: [ticketGroup(), ticketGroup({ id: 'tg-link' })] });
    expect(dateFirstRouteDataKey(event())).not.toBe(dateFirstRouteDataKey(withLinkedGroup));
    expect(dateFirstRouteDataKey(event({ ticketGroups: [ticketGroup(), flexibleGroup] }))).toBe(dateFirstRouteDataKey(event()));
    expect(dateFirstRouteDataKey(event({ id: 'ev-2' }))).not.toBe(dateFirstRouteDataKey(event()));
  });
});
