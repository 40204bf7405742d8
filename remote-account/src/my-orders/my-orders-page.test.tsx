import { screen, within } from '@testing-library/react';
import { order } from '@storefront/shared/testing';
import { renderMemberPage } from '../my-tickets/member-orders-test-helpers';

describe('MyOrdersPage', () => {
  it('lists the orders newest first: number (a link), event, purchase date in the venue zone, total, tickets', async () => {
    renderMemberPage('/my/orders', [
      // 02:00 UTC on November 2 is still Sunday, November 1 in New York.
      order({ id: 'o-1', orderNumber: 'A-1001', purchasedOn: '2026-11-02T02:00:00.000Z', totalMinor: 5000 }),
      order({ id: 'o-2', orderNumber: 'A-1002', eventName: 'Night tour', purchasedOn: '2026-11-20T15:00:00.000Z', totalMinor: 0 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Order', 'Event', 'Purchased', 'Total', 'Tickets']);
    expect(body.map((row) => row.textContent)).toEqual([
      'A-1002Night tourFri, November 20 2026Free1',
      'A-1001Museum admissionSun, November 1 2026$50.001',
    ]);
    expect(within(body[1]!).getByRole('link', { name: 'A-1001' })).toHaveAttribute('href', '/my/orders/o-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Orders' })).toBeInTheDocument();
    expect(document.title).toBe('Orders | City Museum of Art');
  });

  it('says so, with a way to the events, without orders', async () => {
    renderMemberPage('/my/orders', []);
    expect(await screen.findByText(/^You have no orders yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find something to see' })).toHaveAttribute('href', '/events');
  });
});
