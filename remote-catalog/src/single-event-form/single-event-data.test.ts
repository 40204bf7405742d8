import { fakeApi, ticketGroup } from '@storefront/shared/testing';
import { testEvent, testSession } from '../event-panel/test-fixtures';
import { fetchSingleEventTickets, singleEventRouteDataKey } from './single-event-data';

const single = testEvent({ eventType: 'single' });

describe('fetchSingleEventTickets', () => {
  it('asks the first session still on sale, then its groups', async () => {
    const api = fakeApi();
    const groups = [ticketGroup({ id: 'tg-session' })];
    api.events.getSessions.mockResolvedValue([testSession()]);
    api.events.getSessionDetail.mockResolvedValue({ session: testSession(), timezone: single.timezone, ticketGroups: groups });
    expect(await fetchSingleEventTickets(api, single)).toEqual({ session: testSession(), ticketGroups: groups });
    expect(api.events.getSessions).toHaveBeenCalledWith('ev-1', { limit: 1, soldOut: false });
    expect(api.events.getSessionDetail).toHaveBeenCalledWith('ev-1', 'se-1');
  });

  it('answers no session and no groups when nothing is on sale', async () => {
    const api = fakeApi();
    api.events.getSessions.mockResolvedValue([]);
    expect(await fetchSingleEventTickets(api, single)).toEqual({ session: null, ticketGroups: [] });
    expect(api.events.getSessionDetail).not.toHaveBeenCalled();
  });

  it("answers the event's own groups without asking when it sells discount codes only", async () => {
    const api = fakeApi();
    const codes = testEvent({ eventType: 'single', ticketGroups: [ticketGroup({ handler: 'codes' })] });
    expect(await fetchSingleEventTickets(api, codes)).toEqual({ session: null, ticketGroups: codes.ticketGroups });
    expect(api.events.getSessions).not.toHaveBeenCalled();
  });
});

describe('singleEventRouteDataKey', () => {
  it('names the event', () => {
    expect(singleEventRouteDataKey(single)).not.toBe(singleEventRouteDataKey(testEvent({ id: 'ev-2', eventType: 'single' })));
  });
});
