import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ApiError, RootStore, StoreProvider, type Api, type ApiSellerConfig, type EventDetail } from '@storefront/shared';
import { createTestStore, testPageConfig } from '@storefront/shared/testing';
import { feeTicketGroup } from '../date-first-form/test-fixtures';
import { QuantityFirstForm } from './quantity-first-form';
import { calendarDate, pricedSession, quantityFirstEvent, reservedCart, ticketGroup } from './test-fixtures';

const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
};

/** A store whose seller has these web settings. */
const storeWith = (api: object, web: ApiSellerConfig['web']) =>
  new RootStore({ pageConfig: { ...testPageConfig, seller: { ...testPageConfig.seller, web } }, api: api as Api, storage: window.localStorage });

function renderForm({ event = quantityFirstEvent(), query, web }: { event?: EventDetail; query?: string; web?: ApiSellerConfig['web'] } = {}) {
  const api = {
    events: {
      getPricedCalendar: jest.fn().mockResolvedValue([
        calendarDate('2030-03-01', { minPriceMinor: 6200, feesMinor: 250 }),
        calendarDate('2030-03-02', { minPriceMinor: 0 }),
        calendarDate('2030-03-03', { status: 'sold_out' }),
      ]),
      getPricedSessions: jest.fn().mockResolvedValue([
        pricedSession({ prices: { adult: 3000, child: 1500 }, totalMinor: 7500, priceIncrease: true }),
        pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z' }),
      ]),
    },
    cart: { reserve: jest.fn().mockResolvedValue(reservedCart(3)) },
  };
  const onReserved = jest.fn();
  render(
    <MemoryRouter>
      <StoreProvider store={web ? storeWith(api, web) : createTestStore(api)}>
        <QuantityFirstForm event={event} onReserved={onReserved} query={query === undefined ? undefined : new URLSearchParams(query)} />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, onReserved, calendar: api.events.getPricedCalendar, reserve: api.cart.reserve };
}

const user = () => userEvent.setup();
const findButton = () => screen.getByRole('button', { name: 'Find available tickets' });
const dateButton = (name: RegExp) => screen.findByRole('button', { name });

async function chooseTickets(u: ReturnType<typeof user>) {
  await u.click(screen.getByRole('button', { name: 'Add one Adult' }));
  await u.click(screen.getByRole('button', { name: 'Add one Adult' }));
  await u.click(screen.getByRole('button', { name: 'Add one Child' }));
}

describe('QuantityFirstForm', () => {
  it('opens on the quantities; finding closes them and shows the dates priced for them', async () => {
    const u = user();
    const { calendar } = renderForm();
    expect(screen.queryByRole('group', { name: 'Choose a date' })).not.toBeInTheDocument();
    await chooseTickets(u);
    await u.click(findButton());
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 2, child: 1 }, { format: 'price' });
    expect(await dateButton(/^Fri, Mar 1, Available, from \$62\.00, Fri, Mar 1, 2030$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sat, Mar 2, Available, Free, Sat, Mar 2, 2030$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sun, Mar 3, Sold out, Sun, Mar 3, 2030$/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add one Adult' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Tickets' });
    expect(summary).toHaveTextContent('2 × Adult');
    expect(summary).toHaveTextContent('1 × Child');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Choose a date' })).toHaveFocus());
  });

  it('a date loads its priced sessions; a session shows the details and the total at its prices', async () => {
    const u = user();
    renderForm({ event: quantityFirstEvent({ ticketGroups: [ticketGroup({ admitNames: 'required' })] }) });
    await chooseTickets(u);
    await u.click(findButton());
    await u.click(await dateButton(/Fri, Mar 1, 2030/));
    expect(await screen.findByText('Session will incur an additional cost')).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await u.click(screen.getAllByRole('radio')[0]!);
    expect(screen.getAllByLabelText('First name')).toHaveLength(3);
    expect(screen.getByText('$75.00')).toBeInTheDocument();
  });

  it("'Change' reopens the quantities; a new count resets the date", async () => {
    const u = user();
    const { calendar } = renderForm();
    await chooseTickets(u);
    await u.click(findButton());
    await u.click(await dateButton(/Fri, Mar 1, 2030/));
    await screen.findAllByRole('radio');
    await u.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Tickets' })).toHaveFocus());
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add one Child' }));
    await u.click(findButton());
    expect(calendar).toHaveBeenLastCalledWith('ev-1', { adult: 2, child: 2 }, { format: 'price' });
    expect(await dateButton(/Fri, Mar 1, 2030/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change date' })).not.toBeInTheDocument();
  });

  it("with tickets chosen but not found, says so at the find button and focuses it", async () => {
    const u = user();
    const { reserve } = renderForm();
    await chooseTickets(u);
    await u.click(screen.getByRole('button', { name: 'Add 3 tickets to cart' }));
    const message = await screen.findByText("Please click the 'Find available tickets' button to continue.");
    await waitFor(() => expect(findButton()).toHaveFocus());
    expect(findButton()).toHaveAccessibleDescription(message.textContent!);
    expect(reserve).not.toHaveBeenCalled();
  });

  it('with no tickets, asks for one and focuses the quantities', async () => {
    const u = user();
    renderForm();
    await u.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Please select at least one ticket to continue.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('group', { name: 'Tickets' })).toHaveFocus());
  });

  it('disables the submit button while the calendar loads', async () => {
    const u = user();
    const { calendar } = renderForm();
    const pending = deferred<unknown>();
    calendar.mockReturnValueOnce(pending.promise);
    await chooseTickets(u);
    await u.click(findButton());
    expect(screen.getByRole('button', { name: 'Add 3 tickets to cart' })).toBeDisabled();
    pending.resolve([calendarDate('2030-03-01')]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add 3 tickets to cart' })).toBeEnabled());
  });

  it('more than 10 ticket types: the message, with the quantities reopened', async () => {
    const u = user();
    const { calendar } = renderForm();
    calendar.mockRejectedValueOnce(new ApiError({ status: 400, code: 'validation_failed', context: 'event_calendar' }));
    await chooseTickets(u);
    await u.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only select up to 10 different types of tickets.');
    expect(screen.getByRole('button', { name: 'Add one Adult' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Choose a date' })).not.toBeInTheDocument();
  });

  it('another calendar error: its message in an error box, with the quantities reopened', async () => {
    const u = user();
    const { calendar } = renderForm();
    calendar.mockRejectedValueOnce(
      new ApiError({ status: 409, code: 'ticket_group_sold_out', context: 'event_calendar', description: 'Child tickets are sold out.' }),
    );
    await chooseTickets(u);
    await u.click(findButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Child tickets are sold out.');
    expect(screen.getByRole('button', { name: 'Add one Child' })).toBeInTheDocument();
  });

  it('reserves at the chosen session and signals done with the groups', async () => {
    const u = user();
    const { reserve, onReserved } = renderForm();
    await chooseTickets(u);
    await u.click(findButton());
    await u.click(await dateButton(/Fri, Mar 1, 2030/));
    await u.click((await screen.findAllByRole('radio'))[0]!);
    await u.click(screen.getByRole('button', { name: 'Add 3 tickets to cart' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(['tg-1']));
    expect(reserve).toHaveBeenCalledWith(null, {
      items: [
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'adult', sessionId: 'se-1' },
        { ticketTypeId: 'child', sessionId: 'se-1' },
      ],
    });
  });

  it('a session sold out in the meantime: the sessions reload with the message and the session cleared', async () => {
    const u = user();
    const { api, reserve, onReserved } = renderForm();
    reserve.mockRejectedValueOnce(new ApiError({ status: 409, code: 'event_session_sold_out', context: 'reserve' }));
    await chooseTickets(u);
    await u.click(findButton());
    await u.click(await dateButton(/Fri, Mar 1, 2030/));
    await u.click((await screen.findAllByRole('radio'))[0]!);
    api.events.getPricedSessions.mockResolvedValueOnce([
      pricedSession({ soldOut: true, available: 0 }),
      pricedSession({ id: 'se-2', start: '2030-03-01T17:00:00.000Z' }),
    ]);
    await u.click(screen.getByRole('button', { name: 'Add 3 tickets to cart' }));
    expect(
      await screen.findByText('Tickets have sold out for the session at 10:00 AM. Please select another session and try again.'),
    ).toBeInTheDocument();
    const sessions = within(screen.getByRole('group', { name: 'Choose a time' })).getAllByRole('radio');
    expect(sessions[0]).toBeDisabled();
    expect(sessions.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(onReserved).not.toHaveBeenCalled();
  });

  it('the quantity query parameter presets the counts; with a date the tickets are found and the date chosen', async () => {
    const { calendar } = renderForm({ query: 'quantity=Adult:2,child&date=2030-03-01' });
    expect(await screen.findByRole('button', { name: 'Change date' })).toBeInTheDocument();
    expect(calendar).toHaveBeenCalledWith('ev-1', { adult: 2, child: 1 }, { format: 'price' });
    expect(screen.getByRole('region', { name: 'Tickets' })).toHaveTextContent('2 × Adult');
  });
});

describe('QuantityFirstForm prices and fees (spec 01 §9)', () => {
  // 2 adults + 1 child carry 2.50 of fees; the date's priced total carries 2.50 too.
  const feeEvent = () => quantityFirstEvent({ ticketGroups: [feeTicketGroup()] });

  function renderFees(includeFees: boolean) {
    renderForm({ event: feeEvent(), web: { advertise_price_including_fees: includeFees } });
    return user();
  }

  it.each([
    [true, ['$26.00', '$12.50'], /from \$64\.50/, '$77.50'],
    [false, ['$25.00', '$12.00'], /from \$62\.00/, '$75.00'],
  ])('advertise including fees %s: steppers %j, day %s, session and footer total %s', async (advertise, steppers, day, total) => {
    const u = renderFees(advertise);
    for (const price of steppers) expect(screen.getByText(price)).toBeInTheDocument();
    await chooseTickets(u);
    await u.click(findButton());
    await u.click(await dateButton(day));
    await screen.findAllByRole('radio');
    expect(screen.getByText(`Total ${total}`)).toBeInTheDocument();
    await u.click(screen.getAllByRole('radio')[0]!);
    expect(screen.getByText(/Total:/)).toHaveTextContent(`Total: ${total}`);
  });
});
