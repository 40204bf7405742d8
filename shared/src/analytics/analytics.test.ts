import { pushAnalytics } from '.';

const ecommerce = { currency: 'USD', value: 25, items: [{ item_id: 'ev-1', item_name: 'Admission', price: 25, quantity: 1 }] };

describe('pushAnalytics', () => {
  it('pushes { event, ecommerce } after clearing the previous ecommerce object when a container id is set', () => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushAnalytics('add_to_cart', ecommerce, { containerId: 'GTM-1', target })).toBe(true);
    expect(target.dataLayer).toEqual([{ ecommerce: null }, { event: 'add_to_cart', ecommerce }]);
  });

  it.each([undefined, null, ''])('pushes nothing without a container id (%p)', (containerId) => {
    const target: { dataLayer?: unknown[] } = {};
    expect(pushAnalytics('remove_from_cart', ecommerce, { containerId, target })).toBe(false);
    expect(target.dataLayer).toBeUndefined();
  });
});
