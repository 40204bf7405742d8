import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ApiError, Clock, RootStore, StoreProvider, type EventDetail } from '@storefront/shared';
import { messageRule, testPageConfig } from '@storefront/shared/testing';
import { DateFirstForm } from './date-first-form';
import { dateFirstRouteDataKey, type DateFirstFirstScreen } from './date-first-data';
import { NOW, day, event, fakeEventsApi, feeTicketGroup, flexibleGroup, rootStore, session, ticketGroup, type FakeApi } from './test-fixtures';

function renderForm({ api = fakeEventsApi(), ev = event(), query, web }: { api?: FakeApi; ev?: EventDetail; query?: Record<string, string>; web?: Record<string, unknown> } = {}) {
  const root = rootStore(api, web);
  const onReserved = jest.fn();
  render(
    <MemoryRouter>
      <StoreProvider store={root}>
        <DateFirstForm event={ev} onReserved={onReserved} query={query} />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, root, onReserved };
}
const dateGroup = () => screen.findByRole('group', { name: 'Choose a date' });

describe('DateFirstForm', () => {
  it("shows the seller's 'tickets unavailable' text when there are no dates and no flexible tickets", async () => {
    renderForm({ api: fakeEventsApi({ dates: [] }), web: { tickets_unavailable_text: 'Closed for winter.' } });
    expect(await screen.findByText('Closed for winter.')).toBeInTheDocument();
  });

  it('shows the default wording otherwise', async () => {
    renderForm({ api: fakeEventsApi({ dates: [] }) });
    expect(await screen.findByText('Tickets are currently unavailable for this event.')).toBeInTheDocument();
  });

  it('focuses the first invalid field with the spec message', async () => {
    renderForm();
    await dateGroup();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select a date to continue.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a date' })).toHaveFocus();
  });

  it('reserves the chosen tickets and signals done with the groups', async () => {
    const { onReserved } = renderForm();
    await userEvent.click(within(await dateGroup()).getAllByRole('button', { name: /2026/ })[0]!);
    await userEvent.click(await screen.findByRole('radio', { name: /10:00 AM/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 tickets to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-1']));
  });

  it('shows the few-tickets warning and date messages from rules', async () => {
    const ev = event({
      messageRules: [messageRule({ id: 'm', message: 'Late opening today' })],
    });
    renderForm({ ev, api: fakeEventsApi({ sessions: [session('se-1', '1000', { available: 4 })] }) });
    await userEvent.click(within(await dateGroup()).getAllByRole('button', { name: /2026/ })[0]!);
    expect(await screen.findByText('Late opening today')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /10:00 AM/ }));
    expect(screen.getByText('Hurry, less than 10 tickets available')).toBeInTheDocument();
  });

  it('offers single date admission or flexible tickets, with Change to go back', async () => {
    renderForm({ ev: event({ ticketGroups: [ticketGroup(), flexibleGroup] }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select an admission type to continue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Pick flexible tickets' }));
    expect(screen.queryByRole('group', { name: 'Choose a date' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add one Anytime pass' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add flexible tickets to cart' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Single date admission' }));
    expect(screen.getByRole('group', { name: 'Choose a date' })).toBeInTheDocument();
  });

  it('opens the code modal on a code-required rule and retries with the code', async () => {
    const { root, onReserved } = renderForm({ query: { session: 'se-1', quantity: 'adult' } });
    const create = root.api.cart.reserve as jest.Mock;
    (root.api.events.getSessionDetail as jest.Mock).mockResolvedValue({ session: session('se-1'), timezone: 'America/New_York', ticketGroups: [] });
    create.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'rule_blocks_reserve', context: 'checkout_rules', description: 'Enter your members code', extra: { block_reason: 'code_required' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add 1 ticket to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Code required' });
    expect(dialog).toHaveTextContent('Enter your members code');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'VIP1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(create.mock.calls[1][1]).toMatchObject({ codesBefore: ['VIP1'] });
  });

  it('submits automatically with reserve=true', async () => {
    const api = fakeEventsApi();
    api.events.getSessionDetail.mockResolvedValue({ session: session('se-1'), timezone: 'America/New_York', ticketGroups: [] });
    const { onReserved } = renderForm({ api, query: { session: 'se-1', quantity: 'adult:2', reserve: 'true' } });
    await waitFor(() => expect(onReserved).toHaveBeenCalledTimes(1));
    expect(api.cart.reserve).toHaveBeenCalledTimes(1);
  });

  it("with reserve=strict a problem replaces the form with 'These tickets are unavailable.'", async () => {
    renderForm({ query: { date: '2030-01-01', reserve: 'strict' } });
    expect(await screen.findByText('These tickets are unavailable.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('with reserve=warn a problem shows as a warning above the form', async () => {
    renderForm({ query: { date: '2030-01-01', reserve: 'warn' } });
    expect(await screen.findByText('Tickets are unavailable on the visit date.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Choose a date' })).toBeInTheDocument();
  });
});

describe('DateFirstForm prices and fees (spec 01 §9)', () => {
  // The day's min price (the child's) carries its 0.50 of fees.
  const feeEvent = () => event({ ticketGroups: [feeTicketGroup()] });
  const api = () => fakeEventsApi({ dates: [day('2026-11-23', { feesMinor: 50 }), day('2026-11-24', { feesMinor: 50 })] });

  async function chooseTwoAdults(includeFees: boolean) {
    renderForm({ ev: feeEvent(), api: api(), web: { advertise_price_including_fees: includeFees } });
    const dayButton = within(await dateGroup()).getAllByRole('button', { name: /2026/ })[0]!;
    const dayText = dayButton.textContent;
    await userEvent.click(dayButton);
    const radio = await screen.findByRole('radio', { name: /10:00 AM/ });
    await userEvent.click(radio);
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add one Adult' }));
    return dayText;
  }

  it.each([
    [true, 'from $12.50', '$26.00', 'Total: $52.00'],
    [false, 'from $12.00', '$25.00', 'Total: $50.00'],
  ])('advertise including fees %s: day and session %s, adult %s, %s', async (advertise, from, adult, total) => {
    expect(await chooseTwoAdults(advertise)).toContain(from);
    expect(screen.getByText(from, { selector: '.cat-session__price' })).toBeInTheDocument();
    expect(screen.getByText(adult)).toBeInTheDocument();
    expect(screen.getByText(/Total:/)).toHaveTextContent(total);
  });
});

describe("DateFirstForm with the server's first screen (ADR 0017)", () => {
  const firstScreen: DateFirstFirstScreen = { askedAt: NOW, dates: [day('2026-11-23'), day('2026-11-24')], presetSessions: null };
  const tree = (root: RootStore) => (
    <MemoryRouter>
      <StoreProvider store={root}>
        <DateFirstForm event={event()} onReserved={jest.fn()} />
      </StoreProvider>
    </MemoryRouter>
  );

  it('shows the date buttons on its first render, without asking for the calendar', () => {
    const api = fakeEventsApi();
    const root = rootStore(api);
    root.routeData.put(dateFirstRouteDataKey(event()), firstScreen);
    render(tree(root));
    const dates = screen.getByRole('group', { name: 'Choose a date' });
    expect(within(dates).getAllByRole('button', { name: /2026/ })).toHaveLength(2);
    expect(api.events.getCalendar).not.toHaveBeenCalled();
  });

  it("hydrates the server's labels after the venue's midnight without a mismatch, then labels by the browser's clock", async () => {
    const storeAt = (now: number, routeData?: Record<string, unknown>) =>
      new RootStore({ pageConfig: testPageConfig, api: fakeEventsApi(), storage: window.localStorage, clock: new Clock(() => now), routeData });
    const DAY_MS = 24 * 3600_000;
    // The server's own clock is not what its labels go by: the time it asked for the dates is.
    const server = storeAt(NOW + 2 * DAY_MS);
    server.routeData.put(dateFirstRouteDataKey(event()), firstScreen);
    const html = renderToString(tree(server));
    // Asked at noon on Nov 22 in New York: Nov 23 is Tomorrow.
    expect(html).toMatch(/data-date="2026-11-23"[^>]*><span class="cat-date-button__day">Tomorrow</);

    const browser = storeAt(NOW + DAY_MS, server.routeData.toJSON());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(browser), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('[data-date="2026-11-23"] .cat-date-button__day')).toHaveTextContent('Today');
    expect(browser.api.events.getCalendar).not.toHaveBeenCalled();
    container.remove();
  });
});
