import { RootStore, type EventDetail } from '@storefront/shared';
import { calendarDate, fakeApi, testPageConfig, ticketGroup } from '@storefront/shared/testing';
import { addOneRouteDataKey } from '../add-one-form/add-one-data';
import { dateFirstRouteDataKey } from '../date-first-form/date-first-data';
import { singleEventRouteDataKey } from '../single-event-form/single-event-data';
import { loadEventPanelData } from './event-panel-data';
import { testEvent, testSession } from './test-fixtures';

function serverStore() {
  const api = fakeApi();
  api.events.getCalendar.mockResolvedValue([calendarDate('2030-03-01'), calendarDate('2030-03-02')]);
  api.events.getSessions.mockResolvedValue([testSession()]);
  api.events.getSessionDetail.mockResolvedValue({ session: testSession(), timezone: 'America/New_York', ticketGroups: [] });
  // As on the server: no cart restored, a guest.
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: window.localStorage });
  return { api, store };
}

async function loaded(event: EventDetail) {
  const { api, store } = serverStore();
  await loadEventPanelData(store, event);
  return { api, sent: store.routeData.toJSON() };
}

describe('loadEventPanelData', () => {
  it("puts the date-first form's calendar under the key the form takes it with", async () => {
    const event = testEvent({ reserveFlow: 'date_first' });
    const { sent } = await loaded(event);
    expect(Object.keys(sent)).toEqual([dateFirstRouteDataKey(event)]);
    expect(sent[dateFirstRouteDataKey(event)]).toMatchObject({ dates: [calendarDate('2030-03-01'), calendarDate('2030-03-02')], presetSessions: null });
  });

  it("puts the single-event form's session and groups", async () => {
    const event = testEvent({ eventType: 'single' });
    const { sent } = await loaded(event);
    expect(sent).toEqual({ [singleEventRouteDataKey(event)]: { session: testSession(), ticketGroups: [] } });
  });

  it("puts the add-one form's groups", async () => {
    const event = testEvent({ eventType: 'gift_card' });
    const { sent } = await loaded(event);
    expect(sent).toEqual({ [addOneRouteDataKey(event)]: event.ticketGroups });
  });

  it.each([
    ['quantity-first (nothing asked before the visitor acts)', testEvent({ reserveFlow: 'quantity_first' })],
    ['anchor required, as the server has no cart', testEvent({ requiresAnchor: true })],
    ['no ticket groups', testEvent({ ticketGroups: [] })],
  ])('asks nothing for a panel without a first request: %s', async (_, event) => {
    const { api, sent } = await loaded(event);
    expect(sent).toEqual({});
    expect(api.events.getCalendar).not.toHaveBeenCalled();
    expect(api.events.getSessions).not.toHaveBeenCalled();
  });

  it('leaves out what fails: the panel asks for it in the browser', async () => {
    const { api, store } = serverStore();
    api.events.getCalendar.mockRejectedValue(new Error('down'));
    await loadEventPanelData(store, testEvent({ ticketGroups: [ticketGroup()] }));
    expect(store.routeData.toJSON()).toEqual({});
  });
});
