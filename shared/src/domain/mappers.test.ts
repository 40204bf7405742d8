import { orderTicket } from '../testing/domain-builders';
import { apiCart, apiEvent, apiOrderTicket, apiSession, apiTicket, apiTicketGroup, apiTicketOrder, apiTicketType } from '../testing/fixtures';
import { toCart, toEventDetail, toEventSummary, toOrder, toOrderTicket, toSeatMap, toSeatStates, toSession, toUser } from './mappers';

describe('toEventSummary / toEventDetail', () => {
  it('reshapes an event with the lowest fixed price', () => {
    const e = apiEvent({
      ticket_type: [
        apiTicketType({ id: 'a', currency_amount: '25.00' }),
        apiTicketType({ id: 'c', currency_amount: '12.50', outside_fees: [{ name: 'Booking fee', fee: '1.25' }] }),
        apiTicketType({ id: 'd', currency_amount: '0.00', currency_amount_min: '5.00', currency_amount_max: '100.00' }),
      ],
    });
    expect(toEventSummary(e)).toEqual({
      id: 'ev-1',
      name: 'Museum admission',
      subtitle: 'Timed entry',
      summary: 'Admission',
      venueName: 'Main building',
      imageUrl: 'https://img/ev-1.jpg',
      imageAlt: 'The hall',
      category: 'admission',
      fromPriceMinor: 1250,
      fromFeesMinor: 125,
      hiddenType: 'public_browsable',
      isAnchor: false,
      requiresAnchor: false,
      filters: {},
    });
  });

  it('has no from-price without types, and falls back to the name as alt text', () => {
    const s = toEventSummary(apiEvent({ ticket_type: undefined, meta: { image_cover: 'c.jpg' } }));
    expect(s.fromPriceMinor).toBeNull();
    expect(s).toMatchObject({ imageUrl: 'c.jpg', imageAlt: 'Museum admission' });
  });

  it('nests ranked types in ranked groups, with unlimited max as null', () => {
    const d = toEventDetail(
      apiEvent({
        meta: { reserve_flow: 'quantity_first' },
        ticket_group: [apiTicketGroup({ id: 'g2', _rank: 2, max_tickets_per_order: 8 }), apiTicketGroup({ id: 'g1', _rank: 1 })],
        ticket_type: [
          apiTicketType({ id: 'child', ticket_group_id: 'g1', _rank: 2, currency_amount: '10.00' }),
          apiTicketType({ id: 'adult', ticket_group_id: 'g1', _rank: 1 }),
          apiTicketType({ id: 'vip', ticket_group_id: 'g2', currency_amount: '99.00' }),
        ],
      }),
    );
    expect(d.reserveFlow).toBe('quantity_first');
    expect(d.timezone).toBe('America/New_York');
    expect(d.ticketGroups.map((g) => [g.id, g.maxPerOrder, g.ticketTypes.map((t) => t.id)])).toEqual([
      ['g1', null, ['adult', 'child']],
      ['g2', 8, ['vip']],
    ]);
    expect(d.ticketGroups[0]!.ticketTypes[1]).toEqual({
      id: 'child',
      groupId: 'g1',
      name: 'Adult',
      description: null,
      summary: null,
      priceMinor: 1000,
      minPriceMinor: null,
      maxPriceMinor: null,
      discountedMinor: null,
      feesMinor: 0,
      isMemberType: false,
      available: true,
    });
  });

  it('reads group capacity, flexibility and admit rules falling back to the event meta', () => {
    const d = toEventDetail(
      apiEvent({
        meta: { admit_names: 'required', is_anchor: true },
        ticket_group: [
          apiTicketGroup({ id: 'g1', capacity: 50, oversell_capacity: 2, used_capacity: 49, start_policy: 'fixedfrom' }),
          apiTicketGroup({ id: 'g2', meta: { admit_names: 'optional', admit_emails: 'yes', member_levels: ['*'] } }),
        ],
        message_rule: [
          { id: 'r2', action: 'date_message', message: 'B', style: 'info', triggers: {}, _rank: 2 },
          {
            id: 'r1',
            action: 'quantity_message',
            message: 'A',
            style: 'warning',
            triggers: { quantity: { ticket_type_names: ['Child'], min: 1 } },
            _rank: 1,
          },
        ],
      }),
    );
    expect(d.isAnchor).toBe(true);
    expect(d.ticketGroups[0]).toMatchObject({ capacityLeft: 3, isFlexible: true, admitNames: 'required', admitEmails: 'no' });
    expect(d.ticketGroups[1]).toMatchObject({ capacityLeft: null, isFlexible: false, admitNames: 'optional', admitEmails: 'yes', memberLevels: ['*'] });
    expect(d.messageRules.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(d.messageRules[0]!.quantity).toEqual({ groupIds: [], groupNames: [], typeIds: [], typeNames: ['Child'], min: 1, max: null });
    expect(d.messageRules[0]!.dateOrSession).toBeNull();
  });

  it('leaves the flow to the seller default when the event has none', () => {
    expect(toEventDetail(apiEvent()).reserveFlow).toBeNull();
  });

  it('maps the event web config into settings, with defaults when it sets nothing', () => {
    expect(toEventDetail(apiEvent()).settings).toEqual({
      citypass: false,
      hideSoldOutSessions: false,
      nextRoute: null,
      pricePrefix: null,
      taxMessage: null,
      sessionPickerTabs: [],
    });
    const web = {
      ecommerce: { citypass: true, hide_sold_out_sessions: true, next_route: '/events/ev-2' },
      price_display: { primary_prefix: 'Starting at', message: 'Prices include tax', primary_ticket_type: 'Adult' },
      session_picker_tabs: [{ label: 'Morning', start: '0900' }],
      unknown_key: 1,
    };
    expect(toEventDetail(apiEvent({ config: { web } })).settings).toEqual({
      citypass: true,
      hideSoldOutSessions: true,
      nextRoute: '/events/ev-2',
      pricePrefix: 'Starting at',
      taxMessage: 'Prices include tax',
      sessionPickerTabs: [{ label: 'Morning', start: '0900' }],
    });
  });
});

describe('toSession', () => {
  it('computes availability as capacity + oversell - used', () => {
    expect(toSession(apiSession({ capacity: 100, oversell_capacity: 5, used_capacity: 30 }))).toMatchObject({
      capacity: 100,
      available: 75,
      soldOut: false,
    });
  });

  it('treats capacity -1 as unlimited', () => {
    expect(toSession(apiSession({ capacity: -1, used_capacity: 500 }))).toMatchObject({ capacity: null, available: null, soldOut: false });
  });

  it('is sold out when nothing is left even if the flag says otherwise, and never negative', () => {
    expect(toSession(apiSession({ capacity: 10, used_capacity: 12 }))).toMatchObject({ available: 0, soldOut: true });
    expect(toSession(apiSession({ sold_out: true, used_capacity: 0 })).soldOut).toBe(true);
  });
});

describe('toCart', () => {
  it('reads an edit cart: the order it changes, the booked tickets it removes and their credit', () => {
    const edit = toCart(
      apiCart({ order_edit: { order_id: 'o-1', removed_tickets: [apiTicket({ id: 't-old', state: 'booked' })], credit: '20.00' } }),
      { receivedAt: 0 },
    );
    expect(edit.orderEdit).toEqual({ orderId: 'o-1', removedTicketIds: ['t-old'], creditMinor: 2000 });
    expect(toCart(apiCart(), { receivedAt: 0 }).orderEdit).toBeNull();
  });

  const cart = apiCart({
    tickets: [
      apiTicket({ id: 't1' }),
      apiTicket({ id: 't2' }),
      apiTicket({ id: 't3', ticket_type_id: 'tt-child', adjusted_value: '10.00' }),
      apiTicket({ id: 't4', event_session_id: 'se-2', adjusted_value: '20.00' }),
      apiTicket({ id: 't5', event_template_id: 'ev-gift', event_session_id: null, ticket_type_id: 'tt-gift', adjusted_value: '50.00' }),
    ],
    event_template: [apiEvent(), apiEvent({ id: 'ev-gift', name: 'Gift card', venue: undefined, meta: {} })],
    event_session: [apiSession(), apiSession({ id: 'se-2', start_datetime: '2026-11-22T17:00:00.000Z' })],
    ticket_type: [
      apiTicketType({ outside_fees: [{ name: 'Booking fee', fee: '1.50' }] }),
      apiTicketType({
        id: 'tt-child',
        name: 'Child',
        outside_fees: [
          { name: 'Booking fee', fee: '0.50' },
          { name: 'Garden levy', fee: '1.00' },
        ],
      }),
      apiTicketType({ id: 'tt-gift', name: '$50 card' }),
    ],
    cart_fees: { currency_code: 'USD', grand_totals: { total: '136.00', total_outstanding: '86.00', total_due: '86.00', total_paid: '0.00', outside_fees: '6.00' } },
  });

  it('groups tickets by event and session, then by type, summing adjusted values', () => {
    const c = toCart(cart, { receivedAt: 1_000_000, fallbackTimezone: 'Europe/London' });
    expect(c.items).toEqual([
      {
        id: 'ev-1:se-1',
        eventId: 'ev-1',
        sessionId: 'se-1',
        name: 'Museum admission',
        start: '2026-11-22T15:00:00.000Z',
        end: '2026-11-22T16:00:00.000Z',
        timezone: 'America/New_York',
        imageUrl: 'https://img/ev-1.jpg',
        imageAlt: 'The hall',
        types: [
          { ticketTypeId: 'tt-adult', name: 'Adult', ticketCount: 2, totalMinor: 5000, feesMinor: 150 },
          { ticketTypeId: 'tt-child', name: 'Child', ticketCount: 1, totalMinor: 1000, feesMinor: 150 },
        ],
        ticketIds: ['t1', 't2', 't3'],
        seatNames: [],
        isAnchor: false,
        isDependency: false,
        isMembershipEvent: false,
      },
      expect.objectContaining({ id: 'ev-1:se-2', start: '2026-11-22T17:00:00.000Z', ticketIds: ['t4'] }),
      expect.objectContaining({ id: 'ev-gift:', sessionId: null, start: null, timezone: 'Europe/London', imageUrl: null, ticketIds: ['t5'] }),
    ]);
    expect(c).toMatchObject({
      id: 'cart-1',
      number: 'C-1001',
      state: 'pending',
      currency: 'USD',
      expiresAt: 1_000_000 + 900_000,
      expiresIn: 900,
      ticketIds: ['t1', 't2', 't3', 't4', 't5'],
      totalMinor: 13600,
      outstandingMinor: 8600,
      // Adult 2 × 1.50 and t4's adult 1.50, child 0.50 → 5.00 booking; child's levy 1.00.
      fees: [
        { name: 'Booking fee', amountMinor: 500 },
        { name: 'Garden levy', amountMinor: 100 },
      ],
      orderIds: [],
    });
  });

  it("lists a line's seats in reading order ('Stalls C2' before 'Stalls C10')", () => {
    const seated = toCart(
      apiCart({
        tickets: ['Stalls C10', 'Stalls C2', 'Balcony A1'].map((seat_name, i) =>
          apiTicket({ id: `t${i}`, seat_template_id: `st-${i}`, seat_name }),
        ),
      }),
      { receivedAt: 0 },
    );
    expect(seated.items[0]?.seatNames).toEqual(['Balcony A1', 'Stalls C2', 'Stalls C10']);
  });

  it('maps what the cart carries about paying it', () => {
    const paid = toCart(
      apiCart({
        purchaser_identity_id: 'id-buyer',
        cart_fees: { currency_code: 'USD', grand_totals: { total: '100.00', total_outstanding: '70.00', total_due: '20.00', total_paid: '30.00', outside_fees: '0.00' } },
        scheduled_payments: [{ id: 'sp-1', due_date: '2026-12-01T00:00:00.000Z', amount: '20.00', status: 'upcoming' }],
        completed_payments: [
          { id: 'p-1', occurred_date: '2026-11-22T14:00:00.000Z', amount: '30.00', gateway_id: 'stripe', status: 'succeeded', label: 'Visa •••• 4242' },
        ],
        gateway_audit: [{ id: 'a-1', action: 'capture', amount: '30.00', occurred_at: '2026-11-22T14:00:00.000Z', gateway_id: 'stripe' }],
      }),
      { receivedAt: 0 },
    );
    expect(paid).toMatchObject({
      purchaserIdentityId: 'id-buyer',
      outstandingMinor: 7000,
      dueMinor: 2000,
      paidMinor: 3000,
      paymentsMade: true,
      scheduledPayments: [{ id: 'sp-1', dueDate: '2026-12-01T00:00:00.000Z', amountMinor: 2000, status: 'upcoming' }],
      completedPayments: [{ id: 'p-1', amountMinor: 3000, gatewayId: 'stripe', status: 'succeeded', label: 'Visa •••• 4242' }],
      gatewayAudit: [{ id: 'a-1', action: 'capture', label: 'Paid', amountMinor: 3000 }],
    });
    expect(toCart(apiCart(), { receivedAt: 0 })).toMatchObject({ paymentsMade: false, purchaserIdentityId: null, dueMinor: 2500, paidMinor: 0 });
  });

  it('has no expiry when the server gives none', () => {
    expect(toCart(apiCart({ expires_in: null, expires_at: null }), { receivedAt: 5 }).expiresAt).toBeNull();
  });
});

describe('toOrder / toUser', () => {
  it('reshapes an order with its purchaser, venue zone, kind, scan code and live tickets (cancelled and unbooked left out)', () => {
    const booked = apiOrderTicket({
      id: 't-1',
      scan_code: 'T-SCAN-1',
      admit_name: 'Ada Lovelace',
      valid_from: '2026-11-23T15:00:00.000Z',
      valid_to: '2026-11-23T17:00:00.000Z',
    });
    const redeemed = apiOrderTicket({ id: 't2', state: 'redeemed', ticket_type_name: 'Child', scan_code: 'T-SCAN-2', event_session_id: null });
    const cancelled = apiOrderTicket({ id: 't3', state: 'cancelled' });
    const unbooked = apiOrderTicket({ id: 't4', state: 'unbooked' });
    const live = [
      orderTicket({ admitName: 'Ada Lovelace' }),
      orderTicket({ id: 't2', state: 'redeemed', typeName: 'Child', sessionId: null, validFrom: null, validTo: null, scanCode: 'T-SCAN-2' }),
    ];
    expect(
      toOrder(
        apiTicketOrder({
          purchaser_email: 'grace@example.com',
          timezone: 'Europe/London',
          total: '50.00',
          scan_code: 'O-SCAN-77',
          tickets: [booked, redeemed, cancelled, unbooked],
        }),
      ),
    ).toEqual({
      id: 'o-1',
      membership: null,
      orderNumber: 'N-77',
      cartId: 'cart-1',
      eventId: 'ev-1',
      eventName: 'Museum admission',
      purchaserEmail: 'grace@example.com',
      timezone: 'Europe/London',
      purchasedOn: '2026-11-22T14:00:00.000Z',
      totalMinor: 5000,
      currency: 'USD',
      ticketCount: 2,
      kind: 'tickets',
      scanCode: 'O-SCAN-77',
      tickets: live,
      allTickets: [...live, toOrderTicket(cancelled), toOrderTicket(unbooked)],
      cancellable: false,
      editCartId: null,
    });
  });

  it("carries the API's self-service decisions: cancellable and editable tickets, the order's live edit cart", () => {
    const order = toOrder(
      apiTicketOrder({
        cancellable: true,
        edit_cart_id: 'cart-edit',
        tickets: [apiOrderTicket({ cancellable: true, editable: true, face_value: '0.00', adjusted_value: '0.00' })],
      }),
    );
    expect(order).toMatchObject({ cancellable: true, editCartId: 'cart-edit' });
    expect(order.tickets[0]).toMatchObject({ cancellable: true, editable: true, faceValueMinor: 0, adjustedValueMinor: 0 });
  });

  it('keeps a purchaser without an e-mail as null', () => {
    expect(toOrder(apiTicketOrder({ purchaser_email: null })).purchaserEmail).toBeNull();
  });

  it('reshapes a user with its profile and identity meta', () => {
    const identity = {
      id: 'id-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'x@y.z',
      state: 'NY',
      zip_code: '10001',
      country: 'US',
      phone: null,
      meta: { has_password: false, email_is_placeholder: true },
    };
    expect(toUser({ id: 'u-1', identity_id: 'id-1', email: 'ada@example.com', identity, memberships: [] })).toEqual({
      id: 'u-1',
      identityId: 'id-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      state: 'NY',
      zipCode: '10001',
      country: 'US',
      hasPassword: false,
      needsEmailAddress: true,
      memberships: [],
    });
  });
});

describe('seat maps', () => {
  const seat = (name: string, over: Record<string, unknown> = {}) => ({
    seat_template_id: `st-${name}`,
    name,
    section: 'Stalls',
    row: 'C',
    number: name.slice(-1),
    x: 10,
    y: 20,
    r: 8,
    ticket_groups: 'tg-1,tg-2',
    previous: null,
    next: null,
    state: 'available' as const,
    ...over,
  });

  it('maps the geometry, splits the groups and keeps only the seats that are not available', () => {
    const map = toSeatMap({
      event_session_id: 'se-1',
      seat_layout_id: 'lay-1',
      layout_version: 3,
      map_geometry: { width: 1000, height: 900, background: '<svg/>' },
      seats: [seat('C1', { next: 'C2' }), seat('C2', { previous: 'C1', state: 'booked' }), seat('W1', { ticket_groups: '', state: 'unavailable' })],
    });
    expect(map).toMatchObject({ sessionId: 'se-1', layoutId: 'lay-1', layoutVersion: 3, width: 1000, height: 900, background: '<svg/>' });
    expect(map.seats[0]).toEqual({ id: 'st-C1', name: 'C1', section: 'Stalls', row: 'C', number: '1', x: 10, y: 20, r: 8, groupIds: ['tg-1', 'tg-2'], previous: null, next: 'C2' });
    expect(map.seats[2]?.groupIds).toEqual([]);
    expect([...map.states]).toEqual([
      ['st-C2', 'booked'],
      ['st-W1', 'unavailable'],
    ]);
  });

  it('reads a states-only refresh', () => {
    expect([...toSeatStates([{ seat_template_id: 'st-1', state: 'booked' }, { seat_template_id: 'st-2', state: 'available' }])]).toEqual([['st-1', 'booked']]);
  });
});
