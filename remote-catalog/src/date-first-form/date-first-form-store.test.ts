import { ApiError, type Api, type CartStore, type EventDetail, type EventSession } from '@storefront/shared';
import { DateFirstFormStore, MAX_TICKETS_PER_TYPE } from './date-first-form-store';

const event: EventDetail = {
  id: 'ev-1',
  name: 'General Admission',
  subtitle: null,
  summary: null,
  description: null,
  venueName: 'Main Building',
  imageUrl: null,
  imageAlt: '',
  category: 'admission',
  fromPriceMinor: 1200,
  eventType: 'repeating',
  reserveFlow: null,
  timezone: 'America/New_York',
  ticketGroups: [
    {
      id: 'tg-1',
      name: 'Admission',
      description: null,
      handler: 'tickets',
      hiddenType: 'public_browsable',
      minPerOrder: 0,
      maxPerOrder: 10,
      ticketTypes: [
        { id: 'adult', groupId: 'tg-1', name: 'Adult', description: null, priceMinor: 2500, minPriceMinor: null, maxPriceMinor: null },
        { id: 'child', groupId: 'tg-1', name: 'Child', description: null, priceMinor: 1200, minPriceMinor: null, maxPriceMinor: null },
      ],
    },
  ],
};

const session = (o: Partial<EventSession> = {}): EventSession => ({
  id: 'se-1',
  eventId: 'ev-1',
  start: '2026-11-23T15:00:00.000Z',
  end: '2026-11-23T16:00:00.000Z',
  capacity: 40,
  available: 40,
  soldOut: false,
  ...o,
});

const day = (date: string, status: 'available' | 'sold_out' = 'available') => ({
  date,
  status,
  minPriceMinor: 1200,
  capacity: 40,
  used: 0,
});

function setup({ dates = [day('2026-11-23'), day('2026-11-24')], sessions = [session()] } = {}) {
  const api = {
    events: {
      getCalendar: jest.fn().mockResolvedValue(dates),
      getSessions: jest.fn().mockResolvedValue(sessions),
    },
  } as unknown as Api;
  const cart = { reserve: jest.fn().mockResolvedValue({}) } as unknown as CartStore;
  return { api, cart, form: new DateFirstFormStore(api, cart, event) };
}

describe('DateFirstFormStore', () => {
  it('is ready with the dates, and preselects nothing when several dates are open', async () => {
    const { form } = setup();
    await form.load();
    expect(form.state).toBe('ready');
    expect(form.selectedDate).toBeNull();
  });

  it('preselects a single available date and loads its sessions for the venue-local day', async () => {
    const { form, api } = setup({ dates: [day('2026-11-23'), day('2026-11-24', 'sold_out')] });
    await form.load();
    expect(form.selectedDate).toBe('2026-11-23');
    await Promise.resolve();
    // Venue midnight in New York (UTC-5 in November) to the next midnight.
    expect(api.events.getSessions).toHaveBeenCalledWith('ev-1', {
      from: '2026-11-23T05:00:00.000Z',
      to: '2026-11-24T05:00:00.000Z',
      ticketGroupIds: ['tg-1'],
    });
  });

  it('says there are no dates when nothing is available', async () => {
    const { form } = setup({ dates: [day('2026-11-23', 'sold_out')] });
    await form.load();
    expect(form.state).toBe('no-dates');
  });

  it('shows at most 8 date buttons', async () => {
    const dates = Array.from({ length: 12 }, (_, i) => day(`2026-12-${String(i + 1).padStart(2, '0')}`));
    const { form } = setup({ dates });
    await form.load();
    expect(form.dateButtons).toHaveLength(8);
  });

  it('validates in order with the spec messages and names the first invalid field', async () => {
    const { form } = setup();
    await form.load();
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: 'date' });
    expect(form.fieldErrors.date).toBe('Please select a date to continue.');

    await form.selectDate('2026-11-23');
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: 'session' });
    expect(form.fieldErrors.session).toBe('Please select a session to continue.');

    form.selectSession('se-1');
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: 'quantities' });
    expect(form.fieldErrors.quantities).toBe('Please select at least one ticket to continue.');
  });

  it('reserves one item per ticket into the cart', async () => {
    const { form, cart } = setup();
    await form.load();
    await form.selectDate('2026-11-23');
    form.selectSession('se-1');
    form.setQuantity('adult', 2);
    form.setQuantity('child', 1);
    expect(form.totalMinor).toBe(6200);
    expect(await form.submit()).toEqual({ ok: true });
    expect(cart.reserve).toHaveBeenCalledWith({
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'child', sessionId: 'se-1' },
      ],
    });
  });

  it('shows the description of a reservation error', async () => {
    const { form, cart } = setup();
    (cart.reserve as jest.Mock).mockRejectedValue(
      new ApiError({ status: 409, code: 'session_capacity_exceeded', context: 'reserve', description: 'Only 1 ticket is left for this session.', extra: {} }),
    );
    await form.load();
    await form.selectDate('2026-11-23');
    form.selectSession('se-1');
    form.setQuantity('adult', 2);
    expect(await form.submit()).toEqual({ ok: false, firstInvalid: null });
    expect(form.submitError).toBe('Only 1 ticket is left for this session.');
    expect(form.submitting).toBe(false);
  });

  it('caps each type by the group max per order and the seats left in the session', async () => {
    const { form } = setup({ sessions: [session({ available: 3 })] });
    await form.load();
    await form.selectDate('2026-11-23');
    form.selectSession('se-1');
    const [adult, child] = form.ticketTypes;
    expect(form.maxFor(adult!)).toBe(3);
    form.setQuantity('adult', 2);
    expect(form.maxFor(child!)).toBe(1);
    expect(form.maxFor(adult!)).toBe(3);
  });

  it('caps by the group limit and by the default of 1000 when seats are unlimited', async () => {
    const { form } = setup({ sessions: [session({ available: null, capacity: null })] });
    await form.load();
    await form.selectDate('2026-11-23');
    form.selectSession('se-1');
    const [adult, child] = form.ticketTypes;
    form.setQuantity('adult', 7);
    expect(form.maxFor(child!)).toBe(3);
    const unlimited = new DateFirstFormStore(
      { events: { getCalendar: jest.fn(), getSessions: jest.fn() } } as unknown as Api,
      {} as CartStore,
      { ...event, ticketGroups: [{ ...event.ticketGroups[0]!, maxPerOrder: null }] },
    );
    expect(unlimited.maxFor(adult!)).toBe(MAX_TICKETS_PER_TYPE);
  });
});
