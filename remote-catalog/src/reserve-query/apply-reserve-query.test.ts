import { ApiError, type EventDetail } from '@storefront/shared';
import { ticketType } from '@storefront/shared/testing';
import { DateFirstFormStore } from '../date-first-form/date-first-form-store';
import { NOW, day, event, fakeEventsApi, flexibleGroup, rootStore, session, ticketGroup, type FakeApi } from '../date-first-form/test-fixtures';
import { runReserveQuery } from './apply-reserve-query';
import { parseReserveQuery } from './reserve-query';

async function setup(query: string, o: { api?: FakeApi; ev?: EventDetail; now?: number } = {}) {
  const api = o.api ?? fakeEventsApi();
  const root = rootStore(api);
  const form = new DateFirstFormStore(root.api, root.cart, root.config, o.ev ?? event(), { now: () => o.now ?? NOW });
  await form.load();
  const result = await runReserveQuery(form, parseReserveQuery(new URLSearchParams(query)));
  return { api, root, form, result };
}

describe('query parameters on the date-first form', () => {
  it('date selects the date; unavailable dates warn', async () => {
    const { form } = await setup('date=2026-11-24');
    expect(form.selectedDate).toBe('2026-11-24');
    const bad = await setup('date=2026-12-25&reserve=warn');
    expect(bad.form.queryWarning).toBe('Tickets are unavailable on the visit date.');
  });

  it('session and date together is an error', async () => {
    const { form } = await setup('date=2026-11-24&session=se-1&reserve=warn');
    expect(form.queryWarning).toBe('The session and date query parameters can not be used together.');
    expect(form.selectedDate).toBeNull();
  });

  it('a session id selects its date, then the session, then the quantities', async () => {
    const api = fakeEventsApi();
    api.events.getSessionDetail.mockResolvedValue({ session: session('se-1'), timezone: 'America/New_York', ticketGroups: [] });
    const { form } = await setup('session=se-1&quantity=adult:2,Child', { api });
    expect(form.selectedDate).toBe('2026-11-23');
    expect(form.selectedSessionId).toBe('se-1');
    expect(form.selection.byType).toEqual({ adult: 2, child: 1 });
  });

  it("an unknown session: 'Session not found.'", async () => {
    const api = fakeEventsApi();
    api.events.getSessionDetail.mockRejectedValue(new ApiError({ status: 404, code: 'not_found' }));
    const { form } = await setup('session=nope&reserve=warn', { api });
    expect(form.queryWarning).toBe('Session not found.');
  });

  it("a session that cannot be bought: 'Session unavailable.'", async () => {
    const api = fakeEventsApi({ sessions: [session('se-1', '1000', { soldOut: true, available: 0 })] });
    api.events.getSessionDetail.mockResolvedValue({ session: session('se-1'), timezone: 'America/New_York', ticketGroups: [] });
    const { form } = await setup('session=se-1&reserve=warn', { api });
    expect(form.queryWarning).toBe('Session unavailable.');
  });

  it('session=today picks the first available session today', async () => {
    const api = fakeEventsApi({ sessions: [session('se-1', '1000', { soldOut: true, available: 0 }), session('se-2', '1400')] });
    const { form } = await setup('session=today', { api, now: Date.parse('2026-11-23T12:00:00.000Z') });
    expect(form.selectedDate).toBe('2026-11-23');
    expect(form.selectedSessionId).toBe('se-2');
  });

  it('session=next picks the first available session', async () => {
    const api = fakeEventsApi();
    api.events.getSessions.mockResolvedValue([session('se-1')]);
    const { form } = await setup('session=next', { api });
    expect(api.events.getSessions).toHaveBeenCalledWith('ev-1', expect.objectContaining({ limit: 1, soldOut: false }));
    expect(form.selectedSessionId).toBe('se-1');
  });

  it("unknown ticket types: 'Ticket types not found: {names}.'", async () => {
    const { form } = await setup('quantity=Dog,Cat:2&reserve=warn');
    expect(form.queryWarning).toBe('Ticket types not found: Dog, Cat.');
  });

  it('select preselects one ticket of a flexible-admission type', async () => {
    const { form } = await setup('select=flex', { ev: event({ ticketGroups: [ticketGroup(), flexibleGroup] }) });
    expect(form.admission).toBe('flexible');
    expect(form.selection.byType).toEqual({ flex: 1 });
  });

  it('price presets the flexible amount of the selected type', async () => {
    const donation = ticketGroup({
      id: 'tg-d',
      isFlexible: true,
      ticketTypes: [ticketType({ id: 'gift', name: 'Donation', groupId: 'tg-d', minPriceMinor: 500, maxPriceMinor: 50000 })],
    });
    const { form } = await setup('select=gift&price=25', { ev: event({ ticketGroups: [ticketGroup(), donation] }) });
    expect(form.faceValues).toEqual({ gift: 2500 });
  });

  it('code goes after the reservation; reserve=true submits once', async () => {
    const api = fakeEventsApi();
    api.events.getSessionDetail.mockResolvedValue({ session: session('se-1'), timezone: 'America/New_York', ticketGroups: [] });
    const { root, result, form } = await setup('session=se-1&quantity=adult&code=SPRING&reserve=true', { api });
    expect(result).toEqual({ ok: true, groups: [form.event.ticketGroups[0]] });
    expect(root.api.cart.reserve).toHaveBeenCalledWith(null, { items: [{ ticketTypeId: 'adult', sessionId: 'se-1' }], codesAfter: ['SPRING'] });
    expect(await runReserveQuery(form, parseReserveQuery(new URLSearchParams('reserve=true&quantity=adult')))).toBeNull();
    expect(root.api.cart.reserve).toHaveBeenCalledTimes(1);
  });

  it('reserve=strict hides the form; no reserve ignores the problem', async () => {
    const strict = await setup('date=2026-12-25&reserve=strict');
    expect(strict.form.queryBlocked).toBe(true);
    const silent = await setup('date=2026-12-25');
    expect(silent.form.queryWarning).toBeNull();
    expect(silent.form.queryBlocked).toBe(false);
    const { result, root } = await setup('date=2026-12-25&reserve=true&quantity=adult');
    expect(result).toBeNull();
    expect(root.api.cart.reserve).not.toHaveBeenCalled();
  });

  it('nothing asked: nothing done', async () => {
    const { result, form } = await setup('', { api: fakeEventsApi({ dates: [day('2026-11-23'), day('2026-11-24')] }) });
    expect(result).toBeNull();
    expect(form.selectedDate).toBeNull();
  });
});
