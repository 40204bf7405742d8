import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/shared';
import { order } from '@storefront/shared/testing';
import { LATE_SESSION, PAST_SESSION, renderMemberPage, SOON_SESSION, ticketAt } from './member-orders-test-helpers';

describe('UpcomingSessionsPage', () => {
  it('lists the sessions to come, soonest first, dated in the venue zone, with the tickets by type, each linking to its session', async () => {
    renderMemberPage('/my/upcoming', [
      order({ id: 'o-1', tickets: [ticketAt(LATE_SESSION, { id: 't-1' }), ticketAt(LATE_SESSION, { id: 't-2' }), ticketAt(PAST_SESSION, { id: 't-3' })] }),
      order({ id: 'o-2', eventName: 'Night tour', tickets: [ticketAt(SOON_SESSION, { id: 't-4', typeName: 'Child' })] }),
    ]);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Night tour Wed, November 25 2026 at 10:00 AMChild × 1',
      'Museum admission Mon, November 30 2026 at 10:30 PMAdult × 2',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Museum admission Mon, November 30 2026 at 10:30 PM' })).toHaveAttribute(
      'href',
      '/my/upcoming/session/se-late',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    expect(document.title).toBe('Upcoming | City Museum of Art');
  });

  it('says so, with a way to the events, when nothing is coming up', async () => {
    renderMemberPage('/my/upcoming', [order({ tickets: [ticketAt(PAST_SESSION)] })]);
    expect(await screen.findByText(/^You have no upcoming tickets\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find something to see' })).toHaveAttribute('href', '/events');
  });

  it('shows a loading state, then an error with a retry', async () => {
    const { api } = renderMemberPage('/my/upcoming', new ApiError({ status: null, code: 'unexpected' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your tickets');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your tickets could not be loaded.Please try again.');
    api.orders.getMyOrders.mockResolvedValue([order({ tickets: [ticketAt(SOON_SESSION)] })]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /^Museum admission/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
