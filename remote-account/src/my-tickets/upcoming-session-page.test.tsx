import { screen, within } from '@testing-library/react';
import { order } from '@storefront/shared/testing';
import { LATE_SESSION, PAST_SESSION, renderMemberPage, SOON_SESSION, ticketAt } from './member-orders-test-helpers';

/** A table's body rows as cell texts. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('UpcomingSessionPage', () => {
  it("shows the member's tickets for the session by order, with the order's link and QR code", async () => {
    const admitted = ticketAt(LATE_SESSION, { id: 't-1', admitName: 'Ada Lovelace', scanCode: 'T-1' });
    const removed = ticketAt(LATE_SESSION, { id: 't-2', typeName: 'Child', state: 'unbooked', scanCode: 'T-2' });
    renderMemberPage('/my/upcoming/session/se-late', [
      order({ id: 'o-1', tickets: [admitted], allTickets: [admitted, removed] }),
      order({ id: 'o-2', orderNumber: 'A-1002', tickets: [ticketAt(SOON_SESSION, { id: 't-3' })] }),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Museum admission' })).toBeInTheDocument();
    expect(screen.getByText('Mon, November 30 2026 at 10:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order A-1001' })).toHaveAttribute('href', '/my/orders/o-1');
    expect(screen.queryByRole('link', { name: 'Order A-1002' })).not.toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Tickets of order A-1001' }))).toEqual([
      ['Adult', 'Ada Lovelace', 'Booked', 'T-1'],
      ['Child', '', 'Cancelled', ''],
    ]);
    expect(screen.getByRole('img', { name: 'QR code for order A-1001' })).toHaveAttribute('src', '/api/ticket_order/o-1/qrcode');
    expect(screen.queryByText('Past Event')).not.toBeInTheDocument();
    expect(document.title).toBe('Museum admission | City Museum of Art');
  });

  it.each([
    ['Redeemed', [ticketAt(SOON_SESSION, { state: 'redeemed' })]],
    ['Past Event', [ticketAt(PAST_SESSION, { sessionId: 'se-soon' })]],
    ['Cancelled', [ticketAt(SOON_SESSION, { state: 'cancelled' })]],
  ])("shows '%s' for such a session", async (status, tickets) => {
    renderMemberPage('/my/upcoming/session/se-soon', [order({ tickets, allTickets: tickets })]);
    expect(await screen.findByText(status, { selector: '.acc-status' })).toBeInTheDocument();
  });

  it("answers 'Session not found' for a session the member holds no tickets for", async () => {
    renderMemberPage('/my/upcoming/session/se-other', [order()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Session not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your upcoming tickets' })).toHaveAttribute('href', '/my/upcoming');
    expect(document.title).toBe('Session not found | City Museum of Art');
  });
});
