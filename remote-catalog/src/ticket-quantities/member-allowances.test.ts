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
});
