import { render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { pageConfig } from '../testing/fixtures';
import { fakeApi, memoryStorage } from '../testing/fake-api';
import { StoreProvider, useStores } from './context';
import { RootStore } from './root-store';

const SellerName = observer(function SellerName() {
  const { config } = useStores();
  return <p>{config.sellerName}</p>;
});

describe('RootStore and context', () => {
  it('creates the stores from the page config', () => {
    const root = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage(), events: new EventTarget() });
    expect(root.config).toMatchObject({
      sellerId: 'seller-1',
      sellerName: 'Acme Museum',
      currency: 'USD',
      timezone: 'America/New_York',
      holdSeconds: 900,
      basePath: '/acme',
      apiBaseUrl: '/api/',
      reserveFlow: 'date_first',
    });
    expect(root.cart.storageKey).toBe('storefront.cart.seller-1');
  });

  it('hands the store to components through the provider', () => {
    const root = new RootStore({ pageConfig, api: fakeApi(), storage: memoryStorage(), events: new EventTarget() });
    render(
      <StoreProvider store={root}>
        <SellerName />
      </StoreProvider>,
    );
    expect(screen.getByText('Acme Museum')).toBeInTheDocument();
  });

  it('throws a clear error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SellerName />)).toThrow(/outside <StoreProvider>/);
    jest.mocked(console.error).mockRestore();
  });
});
