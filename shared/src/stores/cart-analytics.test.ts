import { cart, cartItem } from '../testing/domain-builders';
import { cartChange } from './cart-analytics';

const adults = (ticketCount: number) => [{ ticketTypeId: 'tt-adult', name: 'Adult', ticketCount, totalMinor: 2500 * ticketCount, feesMinor: 0 }];
const admission = (ticketCount: number) => cartItem({ types: adults(ticketCount) });
const tour = cartItem({ eventId: 'ev-tour', name: 'Tour', types: [{ ticketTypeId: 'tt-tour', name: 'Guided', ticketCount: 1, totalMinor: 1200, feesMinor: 0 }] });

describe('cartChange (analytics diff of two carts)', () => {
  it('a first reserve adds every ticket of the new cart', () => {
    expect(cartChange('add_to_cart', null, cart({ items: [admission(2)] }))).toEqual({
      items: [{ item_id: 'ev-1', item_name: 'Museum admission', item_variant: 'Adult', price: 25, quantity: 2 }],
      value: 50,
    });
  });

  it('counts only the tickets added to a line already in the cart, and new lines', () => {
    const change = cartChange('add_to_cart', cart({ items: [admission(1)] }), cart({ items: [admission(3), tour] }));
    expect(change.items.map((i) => [i.item_id, i.quantity, i.price])).toEqual([
      ['ev-1', 2, 25],
      ['ev-tour', 1, 12],
    ]);
    expect(change.value).toBe(62);
  });

  it('a removal reports the tickets that left, named as the line they left', () => {
    const change = cartChange('remove_from_cart', cart({ items: [admission(2), tour] }), cart({ items: [admission(2)] }));
    expect(change).toEqual({ items: [{ item_id: 'ev-tour', item_name: 'Tour', item_variant: 'Guided', price: 12, quantity: 1 }], value: 12 });
    expect(cartChange('remove_from_cart', cart({ items: [admission(1)] }), null).items).toHaveLength(1);
  });

  it('reports nothing when no ticket moved the way of the event', () => {
    expect(cartChange('add_to_cart', cart({ items: [admission(2)] }), cart({ items: [admission(1)] }))).toEqual({ items: [], value: 0 });
    expect(cartChange('remove_from_cart', null, cart({ items: [admission(1)] })).items).toEqual([]);
  });
});
