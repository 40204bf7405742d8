import type { Api } from '@storefront/shared';
import { createTestStore, order } from '@storefront/shared/testing';
import { completedMessage, orderWording } from './completed-order-texts';
import { CompletedOrders, externalCompletedUrl, isShownOrder, parseOrderIds } from './completed-orders';

describe('parseOrderIds', () => {
  it.each([
    [null, []],
    ['', []],
    [' , ,', []],
    ['o-1', ['o-1']],
    ['o-1, o-2,o-1,', ['o-1', 'o-2']],
  ])('%p → %p', (param, ids) => {
    expect(parseOrderIds(param)).toEqual(ids);
  });
});

describe('externalCompletedUrl', () => {
  it.each([
    ['https://example.com/thanks', 'https://example.com/thanks?orderIds=o-1,o-2'],
    ['https://example.com/thanks?a=1', 'https://example.com/thanks?a=1&orderIds=o-1,o-2'],
    ['https://example.com/thanks?', 'https://example.com/thanks?orderIds=o-1,o-2'],
    ['https://example.com/thanks#top', 'https://example.com/thanks?orderIds=o-1,o-2#top'],
    ['/thanks', '/thanks?orderIds=o-1,o-2'],
  ])('adds the order ids to %s', (setting, url) => {
    expect(externalCompletedUrl(setting, ['o-1', 'o-2'])).toBe(url);
  });

  it.each([null, '', '  ', 'javascript:alert(1)', '//evil.example.com', 'thanks'])('follows no %p', (setting) => {
    expect(externalCompletedUrl(setting, ['o-1'])).toBeNull();
  });

  it('encodes the ids', () => {
    expect(externalCompletedUrl('https://example.com/t', ['a&b'])).toBe('https://example.com/t?orderIds=a%26b');
  });
});

describe('isShownOrder', () => {
  it('leaves out donation and ledger orders only', () => {
    const kinds = (['tickets', 'membership', 'gift', 'donation', 'ledger'] as const).filter((kind) => isShownOrder(order({ kind })));
    expect(kinds).toEqual(['tickets', 'membership', 'gift']);
  });
});

describe('CompletedOrders.purchaserEmail', () => {
  const loaded = async (orders: ReturnType<typeof order>[]) => {
    const { config, session, membership } = createTestStore({});
    const completed = new CompletedOrders({
      api: { orders: { getOrders: jest.fn().mockResolvedValue(orders) } } as unknown as Api,
      config,
      session,
      membership,
    });
    await completed.load(orders.map((o) => o.id));
    return completed;
  };

  it("is the first order's purchaser e-mail that is known, donation orders included", async () => {
    const donation = order({ id: 'o-d', kind: 'donation', purchaserEmail: 'grace@example.com' });
    expect((await loaded([order({ purchaserEmail: null }), donation])).purchaserEmail).toBe('grace@example.com');
  });

  it('is null before the orders arrive and when none carries one', async () => {
    const { config, session, membership } = createTestStore({});
    expect(new CompletedOrders({ api: {} as Api, config, session, membership }).purchaserEmail).toBeNull();
    expect((await loaded([order({ purchaserEmail: null })])).purchaserEmail).toBeNull();
  });
});

describe('completedMessage', () => {
  it("fills every {email} of the seller's message, with 'you' when the address is not known", () => {
    expect(completedMessage('Sent to {email}; reply to {email}.', 'a@b.co')).toBe('Sent to a@b.co; reply to a@b.co.');
    expect(completedMessage('Sent to {email}.', null)).toBe('Sent to you.');
  });

  it('uses the default message when the seller has none', () => {
    expect(completedMessage(null, 'a@b.co')).toBe('Your confirmation has been e-mailed to a@b.co. Thank you for your purchase!');
    expect(completedMessage(null, null)).toBe('Your confirmation has been e-mailed to you. Thank you for your purchase!');
  });
});

describe('orderWording', () => {
  it("words a membership order without the buyer's membership as a gift, naming 'the recipient' once the giftee is forgotten", () => {
    const gift = order({ kind: 'membership', membership: null }) as Parameters<typeof orderWording>[0];
    expect(orderWording(gift, null).note).toBe('Your gift is on its way: we have e-mailed the recipient a code to redeem their membership.');
    expect(orderWording(gift, 'Alan Turing').title).toBe('Your gift of membership');
  });
});
