import { fakeApi, ticketGroup } from '@storefront/shared/testing';
import { testEvent } from '../event-panel/test-fixtures';
import { addOneRouteDataKey, fetchAddOneGroups } from './add-one-data';

describe('fetchAddOneGroups', () => {
  it('asks each donation group with its donation handler and keeps the other groups as the event has them', async () => {
    const api = fakeApi();
    const giftCards = ticketGroup({ id: 'tg-gc' });
    const asked = ticketGroup({ id: 'tg-don', handler: 'donation', name: 'Donations as asked' });
    api.events.getTicketGroup.mockResolvedValue(asked);
    const event = testEvent({ eventType: 'donation', ticketGroups: [giftCards, ticketGroup({ id: 'tg-don', handler: 'donation' })] });
    expect(await fetchAddOneGroups(api, event)).toEqual([giftCards, asked]);
    expect(api.events.getTicketGroup).toHaveBeenCalledWith('tg-don', 'donation');
  });

  it('asks nothing without a donation group', async () => {
    const api = fakeApi();
    const event = testEvent({ eventType: 'gift_card' });
    expect(await fetchAddOneGroups(api, event)).toEqual(event.ticketGroups);
    expect(api.events.getTicketGroup).not.toHaveBeenCalled();
  });
});

describe('addOneRouteDataKey', () => {
  it("names the event and its groups (a tg link changes them)", () => {
    const event = testEvent({ eventType: 'gift_card' });
    expect(addOneRouteDataKey(event)).not.toBe(addOneRouteDataKey({ ...event, ticketGroups: [...event.ticketGroups, ticketGroup({ id: 'tg-link' })] }));
  });
});
