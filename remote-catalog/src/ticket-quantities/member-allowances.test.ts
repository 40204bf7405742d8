import { cart, cartItem, eventDetail, membership, ticketGroup, ticketType } from '@storefront/shared/testing';
import { memberAllowancesFor } from './member-allowances';

const memberType = ticketType({ id: 'tt-member', name: 'Member', isMemberType: true, priceMinor: 0 });
const event = eventDetail({ id: 'ev-1', ticketGroups: [ticketGroup({ id: 'tg-m', memberLevels: ['*'], ticketTypes: [memberType] })] });
const holding = (count: number, eventId = 'ev-1') =>
  cart({ items: [cartItem({ eventId, types: [{ ticketTypeId: 'tt-member', name: 'Member', ticketCount: count, totalMinor: 0, feesMinor: 0 }] })] });

describe('memberAllowancesFor', () => {
  it('is no cap without a current membership or without a limit', () => {
    expect(memberAllowancesFor([], null, event)).toEqual({});
    expect(memberAllowancesFor([membership({ memberEventPurchaseLimit: null })], null, event)).toEqual({});
  });

  it("is the membership's limit less the member tickets of this event already in the cart", () => {
    const m = membership({ memberEventPurchaseLimit: 4 });
    expect(memberAllowancesFor([m], null, event)).toEqual({ '*': 4 });
    expect(memberAllowancesFor([m], holding(3), event)).toEqual({ '*': 1 });
    expect(memberAllowancesFor([m], holding(6), event)).toEqual({ '*': 0 });
    expect(memberAllowancesFor([m], holding(3, 'ev-2'), event)).toEqual({ '*': 4 });
  });

  it('takes the most generous of several current memberships', () => {
    const ms = [membership({ memberEventPurchaseLimit: 2 }), membership({ id: 'm-2', memberEventPurchaseLimit: 5 })];
    expect(memberAllowancesFor(ms, null, event)).toEqual({ '*': 5 });
  });

  it("with level benefits: each name's allowance, summed over memberships, less the cart's tickets (own name first, then '*')", () => {
    const guestType = ticketType({ id: 'tt-guest', name: 'Member guest', priceMinor: 1500 });
    const preview = eventDetail({ id: 'ev-1', ticketGroups: [ticketGroup({ id: 'tg-m', memberLevels: ['*'], ticketTypes: [memberType, guestType] })] });
    const m = membership({ memberEventPurchaseLimit: 4 });
    const inCart = (member: number, guests: number) =>
      cart({
        items: [
          cartItem({
            eventId: 'ev-1',
            types: [
              { ticketTypeId: 'tt-member', name: 'Member', ticketCount: member, totalMinor: 0, feesMinor: 0 },
              { ticketTypeId: 'tt-guest', name: 'Member guest', ticketCount: guests, totalMinor: 1500 * guests, feesMinor: 0 },
            ],
          }),
        ],
      });
    expect(memberAllowancesFor([m], null, preview, [{ Member: 1, 'Member guest': 1 }])).toEqual({ Member: 1, 'Member guest': 1 });
    expect(memberAllowancesFor([m], null, preview, [{ Member: 1 }, { Member: 1, '*': 2 }])).toEqual({ Member: 2, '*': 2 });
    expect(memberAllowancesFor([m], inCart(1, 0), preview, [{ Member: 1, 'Member guest': 1 }])).toEqual({ Member: 0, 'Member guest': 1 });
    // Two guests in the cart: one from their own allowance, one from the wildcard.
    expect(memberAllowancesFor([m], inCart(0, 2), preview, [{ Member: 2, 'Member guest': 1, '*': 4 }])).toEqual({
      Member: 2,
      'Member guest': 0,
      '*': 3,
    });
    // An empty benefits map leaves the per-event limit.
    expect(memberAllowancesFor([m], null, preview, [{}])).toEqual({ '*': 4 });
  });
});
