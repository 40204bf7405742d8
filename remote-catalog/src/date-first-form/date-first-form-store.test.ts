import { ApiError, type EventDetail } from '@storefront/shared';
import { ticketType } from '@storefront/shared/testing';
import type { DateFirstFirstScreen } from './date-first-data';
import { DateFirstFormStore } from './date-first-form-store';
import { NOW, cartWith, day, event, fakeEventsApi, flexibleGroup, holdCart, rootStore, session, ticketGroup, type FakeApi } from './test-fixtures';
import { setVisitWindow, upsellsChainOf, visitWindowOf } from '../upsells/upsell-chain';

function setup(o: { api?: FakeApi; ev?: EventDetail; web?: Record<string, unknown> } = {}) {
  const api = o.api ?? fakeEventsApi();
  const root = rootStore(api, o.web);
  const make = () => new DateFirstFormStore(root.api, root.cart, root.config, o.ev ?? event(), { now: () => NOW });
  return { api, root, make, form: make() };
}

async function ready(form: DateFirstFormStore, sessionId = 'se-1') {
  await form.load();
  await form.selectDate('2026-11-23');
  form.selectSession(sessionId);
}

const soldOut = () => new ApiError({ status: 409, code: 'event_session_sold_out', context: 'reserve' });

describe('DateFirstFormStore', () => {
  it('loads the dates up to the start of the month one year ahead and is ready', async () => {
    const { form, api } = setup();
    await form.load();
    expect(form.state).toBe('ready');
    expect(form.selectedDate).toBeNull();
    expect(api.events.getCalendar).toHaveBeenCalledWith('ev-1', { ticketGroupIds: ['tg-1'], before: '2027-11-01T04:00:00.000Z' });
  });

  it('has no dates when nothing is available and there are no flexible tickets', async () => {
    const { form } = setup({ api: fakeEventsApi({ dates: [day('2026-11-23', { status: 'sold_out' })] }) });
    await form.load();
    expect(form.state).toBe('no-dates');
  });

  it('reports a calendar failure', async () => {
    const api = fakeEventsApi();
    api.events.getCalendar.mockRejectedValue(new ApiError({ status: 400, code: 'x', description: 'Calendar broke' }));
    const { form } = setup({ api });
    await form.load();
    expect(form.state).toBe('error');
    expect(form.loadError).toBe('Calendar broke');
  });

  it('preselects a single available date and loads its sessions for the venue day', async () => {
    const { form, api } = setup({ api: fakeEventsApi({ dates: [day('2026-11-23'), day('2026-11-24', { status: 'sold_out' })] }) });
    await form.load();
    expect(form.selectedDate).toBe('2026-11-23');
    expect(api.events.getPricedSessions).toHaveBeenCalledWith('ev-1', {}, { from: '2026-11-23T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' });
    expect(form.sessions.map((s) => s.id)).toEqual(['se-1']);
  });

  it("preselects the date of the cart's anchor item when it is available", async () => {
    const { form, root, api } = setup();
    await holdCart(root, api, cartWith([{ isAnchor: true, start: '2026-11-24T15:00:00.000Z' }]));
    await form.load();
    expect(form.selectedDate).toBe('2026-11-24');
  });

  describe("starting from the server's first screen", () => {
    const startFrom = (firstScreen: DateFirstFirstScreen) => {
      const api = fakeEventsApi();
      const root = rootStore(api);
      const form = new DateFirstFormStore(root.api, root.cart, root.config, event(), { now: () => NOW, firstScreen });
      return { api, root, form };
    };

    it('is ready with its dates at once, and loading asks for none of it again', async () => {
      const { api, form } = startFrom({ askedAt: NOW, dates: [day('2026-11-23'), day('2026-11-24')], presetSessions: null });
      expect(form.state).toBe('ready');
      expect(form.openDates.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24']);
      expect(form.datesAskedAt).toBe(NOW);
      await form.load();
      expect(api.events.getCalendar).not.toHaveBeenCalled();
      expect(api.events.getPricedSessions).not.toHaveBeenCalled();
      expect(form.selectedDate).toBeNull();
    });

    it('shows the only open date chosen with the sessions sent for it', async () => {
      const { api, form } = startFrom({ askedAt: NOW, dates: [day('2026-11-23')], presetSessions: [session('se-7')] });
      expect(form.selectedDate).toBe('2026-11-23');
      expect(form.sessions.map((s) => s.id)).toEqual(['se-7']);
      await form.load();
      expect(api.events.getPricedSessions).not.toHaveBeenCalled();
    });

    it("asks for the only open date's sessions when they were not sent", async () => {
      const { api, form } = startFrom({ askedAt: NOW, dates: [day('2026-11-23')], presetSessions: null });
      expect(form.selectedDate).toBeNull();
      await form.load();
      expect(form.selectedDate).toBe('2026-11-23');
      expect(api.events.getPricedSessions).toHaveBeenCalledTimes(1);
    });

    it("preselects the cart's anchor date once the cart is known, unless a date is chosen by then", async () => {
      const { api, root, form } = startFrom({ askedAt: NOW, dates: [day('2026-11-23'), day('2026-11-24')], presetSessions: null });
      await form.load();
      await holdCart(root, api, cartWith([{ isAnchor: true, start: '2026-11-24T15:00:00.000Z' }]));
      await form.presetAnchorDate();
      expect(form.selectedDate).toBe('2026-11-24');
      await form.selectDate('2026-11-23');
      await form.presetAnchorDate();
      expect(form.selectedDate).toBe('2026-11-23');
    });
  });

  it('choosing a date clears the session and sessions; choosing a session brings its available groups and resets quantities', async () => {
    const closed = ticketGroup({ id: 'tg-2', available: false, ticketTypes: [] });
    const { form } = setup({ ev: event({ ticketGroups: [ticketGroup(), closed] }) });
    await ready(form);
    expect(form.selection.groups.map((g) => g.id)).toEqual(['tg-1']);
    form.selection.set('adult', 2);
    form.selectSession('se-1');
    expect(form.selection.ticketCount).toBe(0);
    form.selection.set('adult', 2);
    await form.selectDate('2026-11-24');
    expect(form.selectedSessionId).toBeNull();
    expect(form.selection.ticketCount).toBe(0);
    expect(form.selection.groups).toEqual([]);
  });

  describe('flexible tickets', () => {
    const ev = () => event({ ticketGroups: [ticketGroup(), flexibleGroup] });

    it('asks for the admission type first', async () => {
      const { form } = setup({ ev: ev() });
      await form.load();
      expect(form.state).toBe('ready');
      expect(form.offersChoice).toBe(true);
      expect(form.admission).toBeNull();
      expect(await form.submit()).toEqual({ ok: false, focus: 'admission' });
      expect(form.fieldErrors.admission).toBe('Please select an admission type to continue.');
    });

    it('choosing flexible clears the date and offers the flexible groups without a session', async () => {
      const { form, root } = setup({ ev: ev() });
      await form.load();
      form.chooseAdmission('single');
      await form.selectDate('2026-11-23');
      form.chooseAdmission('flexible');
      expect(form.selectedDate).toBeNull();
      expect(form.selection.groups.map((g) => g.id)).toEqual(['tg-flex']);
      form.selection.set('flex', 2);
      const result = await form.submit();
      expect(result).toEqual({ ok: true, groups: [flexibleGroup] });
      expect((root.api.cart.reserve as jest.Mock).mock.calls[0][1]).toEqual({ items: [{ ticketTypeId: 'flex' }, { ticketTypeId: 'flex' }] });
    });

    it('Change goes back to the choice', async () => {
      const { form } = setup({ ev: ev() });
      await form.load();
      form.chooseAdmission('flexible');
      form.changeAdmission();
      expect(form.admission).toBeNull();
    });

    it('offers flexible tickets alone when no date is available', async () => {
      const { form } = setup({ ev: ev(), api: fakeEventsApi({ dates: [] }) });
      await form.load();
      expect(form.state).toBe('ready');
      expect(form.admission).toBe('flexible');
    });
  });

  it('validates with the spec messages in order, naming the first invalid field', async () => {
    const { form } = setup();
    await form.load();
    expect(await form.submit()).toEqual({ ok: false, focus: 'date' });
    expect(form.fieldErrors.date).toBe('Please select a date to continue.');
    await form.selectDate('2026-11-23');
    expect(await form.submit()).toEqual({ ok: false, focus: 'session' });
    expect(form.fieldErrors.session).toBe('Please select a session to continue.');
    form.selectSession('se-1');
    expect(await form.submit()).toEqual({ ok: false, focus: 'quantities' });
    expect(form.selection.error).toBe('Please select at least one ticket to continue.');
  });

  it('reserves one item per ticket with the promo codes after, and answers the chosen groups', async () => {
    const { form, root } = setup();
    await ready(form);
    form.selection.set('adult', 2);
    form.setCodesAfter(['SPRING']);
    expect(form.totalMinor).toBe(5000);
    const result = await form.submit();
    expect(result).toEqual({ ok: true, groups: [form.event.ticketGroups[0]] });
    expect(root.api.cart.reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'adult', sessionId: 'se-1' },
      ],
      codesAfter: ['SPRING'],
    });
  });

  describe('sessions offered', () => {
    it('hides sessions overlapping other events in the cart, padding included', async () => {
      const api = fakeEventsApi({ sessions: [session('se-9', '0900'), session('se-11', '1100'), session('se-13', '1300')] });
      const { form, root } = setup({ api });
      // Another event 12:00–12:50 venue time: 11:00–12:00 touches it (padding 5 minutes); 13:00 starts 10 minutes after it ends.
      await holdCart(root, api, cartWith([{ eventId: 'ev-2', start: '2026-11-23T17:00:00.000Z', end: '2026-11-23T17:50:00.000Z' } as never]));
      await form.load();
      await form.selectDate('2026-11-23');
      expect(form.visibleSessions.map((s) => s.id)).toEqual(['se-9', 'se-13']);
    });

    it("uses the event's padding instead of the default", async () => {
      const api = fakeEventsApi({ sessions: [session('se-9', '0900'), session('se-13', '1300')] });
      const { form, root } = setup({ api, ev: event({ padBeforeMinutes: 0, padAfterMinutes: 90 }) });
      await holdCart(root, api, cartWith([{ eventId: 'ev-2', start: '2026-11-23T16:00:00.000Z', end: '2026-11-23T16:30:00.000Z' } as never]));
      await form.load();
      await form.selectDate('2026-11-23');
      expect(form.visibleSessions.map((s) => s.id)).toEqual(['se-13']);
    });

    it("offers an upsell only the sessions within the anchor's visit window", async () => {
      const api = fakeEventsApi({ sessions: [session('se-9', '0900'), session('se-10', '1000'), session('se-13', '1300')] });
      const { form, root } = setup({ api });
      await holdCart(root, api, cartWith([{ eventId: 'ev-a', isAnchor: true, sessionId: null, start: null }]));
      setVisitWindow(root.cart, { kind: 'same_start', start: session('x', '1000').start, end: session('x', '1000').start });
      await form.load();
      await form.selectDate('2026-11-23');
      expect(form.visibleSessions.map((s) => s.id)).toEqual(['se-10']);
    });
  });

  describe('anchor visit window', () => {
    const anchorEvent = () => event({ isAnchor: true });
    const reserveAnchor = async (web: Record<string, unknown>) => {
      const { form, root } = setup({ ev: anchorEvent(), web });
      await ready(form);
      form.selection.set('adult', 1);
      const result = await form.submit();
      return { form, root, result };
    };
    const start = '2026-11-23T15:00:00.000Z';

    it('timeslot: the session start to end', async () => {
      const { root } = await reserveAnchor({ upsell_visit_time: 'timeslot' });
      expect(visitWindowOf(root.cart)).toEqual({ kind: 'timeslot', start, end: '2026-11-23T16:00:00.000Z' });
    });
    it('same_start: the session start', async () => {
      const { root } = await reserveAnchor({ upsell_visit_time: 'same_start' });
      expect(visitWindowOf(root.cart)).toEqual({ kind: 'same_start', start, end: start });
    });
    it('same_date: the venue day', async () => {
      const { root } = await reserveAnchor({ upsell_visit_time: 'same_date' });
      expect(visitWindowOf(root.cart)).toEqual({ kind: 'same_date', start: '2026-11-23T05:00:00.000Z', end: '2026-11-24T05:00:00.000Z' });
    });
    it('until_close: the session start to the closing time', async () => {
      const { root } = await reserveAnchor({ upsell_visit_time: 'until_close', closing_time: '17:30' });
      expect(visitWindowOf(root.cart)).toEqual({ kind: 'until_close', start, end: '2026-11-23T22:30:00.000Z' });
    });
    it('any other setting is an error: the generic message and nothing reserved', async () => {
      const { form, root, result } = await reserveAnchor({ upsell_visit_time: 'someday' });
      expect(result).toEqual({ ok: false, focus: null });
      expect(form.submitError).toBe('Sorry! Something unexpected happened. Please try again.');
      expect(root.api.cart.reserve).not.toHaveBeenCalled();
    });
    it('an upsell joins the upsells chain', async () => {
      const { form, root, api } = setup();
      await holdCart(root, api, cartWith([{ eventId: 'ev-a', isAnchor: true, sessionId: null, start: null }]));
      await ready(form);
      form.selection.set('adult', 1);
      await form.submit();
      expect(upsellsChainOf(root.cart)).toEqual(['ev-1']);
    });
  });

  describe('reserve errors', () => {
    it('session sold out with other sessions left: reloads sessions, clears the session, names its time', async () => {
      const { form, root, api } = setup({ api: fakeEventsApi({ sessions: [session('se-1', '1000'), session('se-2', '1400')] }) });
      (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(soldOut());
      await ready(form);
      form.selection.set('adult', 2);
      api.events.getPricedSessions.mockResolvedValue([session('se-1', '1000', { soldOut: true, available: 0 }), session('se-2', '1400')]);
      await form.submit();
      expect(api.events.getPricedSessions).toHaveBeenCalledTimes(2);
      expect(form.selectedSessionId).toBeNull();
      expect(form.selectedDate).toBe('2026-11-23');
      expect(form.submitError).toBe('Tickets have sold out for the session at 10:00 AM. Please select another session and try again.');
    });

    it('session sold out and no other session can take the tickets: reloads dates, clears the date, names it', async () => {
      const { form, root, api } = setup({ api: fakeEventsApi({ sessions: [session('se-1', '1000'), session('se-2', '1400', { available: 1 })] }) });
      (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(soldOut());
      await ready(form);
      form.selection.set('adult', 2);
      api.events.getPricedSessions.mockResolvedValue([session('se-1', '1000', { soldOut: true, available: 0 }), session('se-2', '1400', { available: 1 })]);
      await form.submit();
      expect(form.selectedDate).toBeNull();
      expect(api.events.getCalendar).toHaveBeenCalledTimes(2);
      expect(form.submitError).toBe('Tickets have sold out for Mon, Nov 23, 2026. Please select another date and try again.');
    });

    it('code required: opens the code prompt and retries with the code before reserving', async () => {
      const { form, root } = setup();
      const create = root.api.cart.reserve as jest.Mock;
      create.mockRejectedValueOnce(
        new ApiError({ status: 409, code: 'rule_blocks_reserve', context: 'checkout_rules', description: 'Members code needed', extra: { block_reason: 'code_required' } }),
      );
      await ready(form);
      form.selection.set('adult', 1);
      expect(await form.submit()).toEqual({ ok: false, focus: null });
      expect(form.codePrompt).toBe('Members code needed');
      const result = await form.retryWithCode('VIP');
      expect(result.ok).toBe(true);
      expect(create.mock.calls[1][1]).toMatchObject({ codesBefore: ['VIP'] });
      expect(form.codePrompt).toBeNull();
    });

    it('a code error on retry rejects so the modal can show it', async () => {
      const { form, root } = setup();
      const create = root.api.cart.reserve as jest.Mock;
      await ready(form);
      form.selection.set('adult', 1);
      create.mockRejectedValueOnce(new ApiError({ status: 404, code: 'code_not_found', description: 'No such code' }));
      await expect(form.retryWithCode('NOPE')).rejects.toMatchObject({ code: 'code_not_found' });
    });

    it.each([
      ['max_tickets_per_order_exceeded', 'You can buy at most 4.'],
      ['min_tickets_per_order_not_met', 'Buy at least 2.'],
      ['member_limit_exceeded', 'Member limit reached.'],
    ])('%s shows its description', async (code, description) => {
      const { form, root } = setup();
      (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(new ApiError({ status: 422, code, context: 'reserve', description }));
      await ready(form);
      form.selection.set('adult', 1);
      await form.submit();
      expect(form.submitError).toBe(description);
    });

    it('anything else shows the generic message', async () => {
      const { form, root } = setup();
      (root.api.cart.reserve as jest.Mock).mockRejectedValueOnce(new Error('boom'));
      await ready(form);
      form.selection.set('adult', 1);
      await form.submit();
      expect(form.submitError).toBe('Sorry! Something unexpected happened. Please try again.');
    });
  });
});

describe('DateFirstFormStore total and fees (spec 01 §9)', () => {
  const feeEvent = () =>
    event({ ticketGroups: [ticketGroup({ ticketTypes: [ticketType({ id: 'adult', name: 'Adult', priceMinor: 2500, feesMinor: 150 })] })] });

  it.each([
    [true, 2 * 2650],
    [false, 2 * 2500],
  ])('advertise including fees %s: Σ quantity × shown price at the session = %i', async (advertise, total) => {
    const { form } = setup({ ev: feeEvent(), web: { advertise_price_including_fees: advertise } });
    await ready(form);
    form.selection.set('adult', 2);
    expect(form.includeFees).toBe(advertise);
    expect(form.totalMinor).toBe(total);
  });
});

