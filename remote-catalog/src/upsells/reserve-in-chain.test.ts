import { createTestStore, eventDetail, eventSession, fakeApi, cart as testCart } from '@storefront/shared/testing';
import { anotherSessionHasRoom, reserveInChain } from './reserve-in-chain';
import { upsellsChainOf, visitWindowOf } from './upsell-chain';
import { VisitTimeError } from './visit-window';

function setup(web: Record<string, unknown>) {
  const api = fakeApi();
  api.cart.reserve.mockResolvedValue(testCart());
  const root = createTestStore(api, web);
  return { api, root };
}
const session = eventSession({ start: '2026-11-23T15:00:00.000Z', end: '2026-11-23T16:00:00.000Z' });
const request = { items: [{ ticketTypeId: 'tt-adult', sessionId: session.id }] };

describe('reserveInChain', () => {
  it('an anchor sets the visit window from the seller setting', async () => {
    const { root } = setup({ upsell_visit_time: 'timeslot' });
    const event = eventDetail({ isAnchor: true });
    await reserveInChain({ cart: root.cart, config: root.config, event, session, request, anchorInCart: false });
    expect(visitWindowOf(root.cart)).toMatchObject({ start: session.start, end: session.end });
    expect(upsellsChainOf(root.cart)).toEqual([]);
  });

  it('an upsell after an anchor joins the chain', async () => {
    const { root } = setup({});
    await reserveInChain({ cart: root.cart, config: root.config, event: eventDetail({ id: 'tour' }), session, request, anchorInCart: true });
    expect(upsellsChainOf(root.cart)).toEqual(['tour']);
  });

  it('an unknown visit time setting fails before anything is reserved', async () => {
    const { api, root } = setup({ upsell_visit_time: 'whenever' });
    const reserving = reserveInChain({ cart: root.cart, config: root.config, event: eventDetail({ isAnchor: true }), session, request, anchorInCart: false });
    await expect(reserving).rejects.toBeInstanceOf(VisitTimeError);
    expect(api.cart.reserve).not.toHaveBeenCalled();
  });
});

describe('anotherSessionHasRoom', () => {
  it('needs another open session with room for the count', () => {
    const sold = eventSession({ id: 'a', available: 0, soldOut: true });
    expect(anotherSessionHasRoom([sold, eventSession({ id: 'b', available: 1 })], 'a', 2)).toBe(false);
    expect(anotherSessionHasRoom([sold, eventSession({ id: 'b', available: 2 })], 'a', 2)).toBe(true);
    expect(anotherSessionHasRoom([sold, eventSession({ id: 'b', available: null })], 'a', 5)).toBe(true);
    expect(anotherSessionHasRoom([sold], 'a', 1)).toBe(false);
  });
});
