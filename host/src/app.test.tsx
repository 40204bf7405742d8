import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { StoreProvider, resetSlot } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { App } from './app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const load = jest.mocked(loadRemote);

const exposed: Record<string, () => React.ReactElement> = {
  'checkout/CartDialogs': () => <p>cart dialogs</p>,
  'checkout/routes': () => <p>checkout routes</p>,
  'account/MemberMenu': () => <p>member menu</p>,
};

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={createTestStore({})}>
        <App />
      </StoreProvider>
    </MemoryRouter>,
  );
}

describe('App', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
    load.mockReset();
    Object.keys(exposed).forEach(resetSlot);
  });

  it('mounts the checkout cart dialogs once, beside the routed region', async () => {
    load.mockImplementation((id: string) => Promise.resolve({ default: exposed[id] }));
    renderApp('/checkout');
    expect(await screen.findByText('checkout routes')).toBeInTheDocument();
    expect(screen.getAllByText('cart dialogs')).toHaveLength(1);
    expect(document.querySelector('[data-slot="checkout/CartDialogs"]')).toHaveAttribute('data-team', 'checkout');
  });

  it('shows nothing for the dialogs when checkout can not be loaded', async () => {
    load.mockImplementation((id: string) =>
      id.startsWith('checkout/') ? Promise.reject(new Error('remoteEntry.js 404')) : Promise.resolve({ default: exposed[id] }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/events');
    expect(await screen.findByText('member menu')).toBeInTheDocument();
    // The region (catalog has no routes here) fails with the default message; the dialogs say nothing.
    expect(await screen.findAllByText('This part of the page could not be loaded.')).toHaveLength(1);
    expect(document.querySelector('[data-slot="checkout/CartDialogs"]')).toBeEmptyDOMElement();
  });
});
