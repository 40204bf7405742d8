import { render, screen } from '@testing-library/react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router';
import { StoreProvider, type Order } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { CompletedOrderPage } from './completed-order-page';

const order: Order = { id: 'o-1', orderNumber: 'A-1001', eventName: 'Zoo Day Ticket', purchasedOn: '2026-11-22T12:00:00.000Z', totalMinor: 2500, currency: 'GBP', ticketCount: 1 };

describe('CompletedOrderPage', () => {
  it('shows the order numbers and forgets the completed order, so a later /checkout does not come back here', async () => {
    const store = createTestStore({ orders: { getOrders: jest.fn().mockResolvedValue([order]) } });
    runInAction(() => (store.cart.completedOrderIds = ['o-1']));
    render(
      <MemoryRouter initialEntries={['/checkout/complete?orderIds=o-1']}>
        <StoreProvider store={store}>
          <CompletedOrderPage />
        </StoreProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByText('A-1001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(store.cart.completedOrderIds).toBeNull();
  });
});
