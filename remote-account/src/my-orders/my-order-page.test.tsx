import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { order } from '@storefront/shared/testing';
import { LATE_SESSION, PAST_SESSION, renderMemberPage, SOON_SESSION, ticketAt } from '../my-tickets/member-orders-test-helpers';

const line = (name: string) => screen.getByRole('region', { name });

describe('MyOrderPage', () => {
  it('shows the order with its session lines by time in the venue zone, their states, and how to change it', async () => {
    const redeemed = ticketAt(PAST_SESSION, { id: 't-1', state: 'redeemed', admitName: 'Ada Lovelace', scanCode: 'T-1' });
    const past = ticketAt(
      { sessionId: 'se-past-2', validFrom: '2026-11-21T15:00:00.000Z', validTo: '2026-11-21T17:00:00.000Z' },
      { id: 't-2', scanCode: 'T-2' },
    );
    const cancelled = ticketAt(SOON_SESSION, { id: 't-3', state: 'cancelled', typeName: 'Child', scanCode: 'T-3' });
    const coming = ticketAt(LATE_SESSION, { id: 't-4', scanCode: 'T-4' });
    renderMemberPage('/my/orders/o-1', [
      order({ id: 'o-1', totalMinor: 7500, tickets: [redeemed, past, coming], allTickets: [coming, cancelled, past, redeemed] }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Order A-1001' })).toBeInTheDocument();
    expect(screen.getByText('Purchased').nextElementSibling).toHaveTextContent('Sun, November 22 2026');
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('$75.00');
    expect(screen.getByRole('img', { name: 'QR code for order A-1001' })).toHaveAttribute('src', '/api/ticket_order/o-1/qrcode');

    const lines = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(lines).toEqual([
      'Fri, November 20 2026 at 10:00 AM',
      'Sat, November 21 2026 at 10:00 AM',
      'Wed, November 25 2026 at 10:00 AM',
      'Mon, November 30 2026 at 10:30 PM',
    ]);
    const status = (region: HTMLElement) => within(region).queryByText(/./, { selector: '.acc-status' })?.textContent ?? null;
    const redeemedLine = line('Fri, November 20 2026 at 10:00 AM');
    expect(status(redeemedLine)).toBe('Redeemed');
    expect(within(redeemedLine).getByRole('row', { name: 'Adult Ada Lovelace Redeemed T-1' })).toBeInTheDocument();
    expect(status(line('Sat, November 21 2026 at 10:00 AM'))).toBe('Past Event');
    const cancelledLine = line('Wed, November 25 2026 at 10:00 AM');
    expect(status(cancelledLine)).toBe('Cancelled');
    expect(within(cancelledLine).getByRole('row', { name: 'Child Cancelled' })).toBeInTheDocument();
    const comingLine = line('Mon, November 30 2026 at 10:30 PM');
    expect(status(comingLine)).toBeNull();
    expect(within(comingLine).getByRole('table', { name: 'Tickets on Mon, November 30 2026 at 10:30 PM' })).toBeInTheDocument();

    expect(screen.getByText('To change this order, log out and open the link in your order e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Resend your tickets' })).toHaveAttribute('href', '/resend');
    expect(document.title).toBe('Order A-1001 | City Museum of Art');
  });

  it("answers 'Order not found' for an order that is not the member's", async () => {
    renderMemberPage('/my/orders/o-someone-else', [order()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your orders' })).toHaveAttribute('href', '/my/orders');
    expect(document.title).toBe('Order not found | City Museum of Art');
  });

  it('reads the orders once when the member goes from the list to an order', async () => {
    const { api } = renderMemberPage('/my/orders', [order()]);
    await userEvent.click(await screen.findByRole('link', { name: 'A-1001' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Order A-1001' })).toBeInTheDocument();
    expect(api.orders.getMyOrders).toHaveBeenCalledTimes(1);
  });
});
