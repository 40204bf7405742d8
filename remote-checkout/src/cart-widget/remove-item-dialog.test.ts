import { cart, cartItem } from '@storefront/shared/testing';
import { removalWarning } from './remove-item-dialog';

describe('removalWarning (spec 01 §4)', () => {
  const garden = cartItem({ eventId: 'ev-anchor', name: 'Garden entry', isAnchor: true, isDependency: true });
  const guide = cartItem({ eventId: 'ev-2', sessionId: null, name: 'Audio guide', ticketIds: ['t-2'] });

  it('warns that a dependency among several items takes all the others', () => {
    expect(removalWarning(cart({ items: [garden, guide] }), garden)).toBe('Removing Garden entry will also clear all other items from your cart.');
    expect(removalWarning(cart({ items: [{ ...garden, name: '' }, guide] }), { ...garden, name: '' })).toBe(
      'Removing this item will also clear all other items from your cart.',
    );
  });

  it('says nothing for another item, for the only item or without a cart', () => {
    expect(removalWarning(cart({ items: [garden, guide] }), guide)).toBeNull();
    expect(removalWarning(cart({ items: [garden] }), garden)).toBeNull();
    expect(removalWarning(null, garden)).toBeNull();
  });
});
