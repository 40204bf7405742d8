/** Renders a catalog component with a real RootStore over a fake API (test-only). */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootStore, StoreProvider, type Api, type ApiSellerConfig, type CartItem } from '@storefront/shared';
import { cart, cartItem as sharedItem, testPageConfig } from '@storefront/shared/testing';
import { testUser } from './test-fixtures';

export interface RenderOptions {
  api?: Partial<{ [K in keyof Api]: Partial<Api[K]> }>;
  web?: ApiSellerConfig['web'];
  membership?: 'current' | 'expired' | 'none' | 'guest';
  cartItems?: Partial<CartItem>[];
  cartTotalMinor?: number;
  cartTicketIds?: string[];
  /** Initial address, e.g. '/events/ev-1?select=Adult'. */
  at?: string;
  /** Route pattern the element is mounted at. */
  path?: string;
  /** The first screen's data, as a server-rendered page brings it (`RouteData`). */
  routeData?: Record<string, unknown>;
}

/** Another event's session line: 'ev-0:se-0', ticket 't-1', no types. */
function cartItem(o: Partial<CartItem>): CartItem {
  return sharedItem({ eventId: 'ev-0', sessionId: 'se-0', name: 'Admission', timezone: 'UTC', types: [], ...o });
}

export async function setupStore(o: RenderOptions = {}): Promise<RootStore> {
  const api = {
    ...o.api,
    identity: { getUser: jest.fn(), ...o.api?.identity },
    cart: { reserve: jest.fn(), ...o.api?.cart },
  } as Api;
  const pageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web: { ...o.web } } };
  const store = new RootStore({ pageConfig, api, storage: window.localStorage, routeData: o.routeData });
  if (o.membership && o.membership !== 'guest') {
    (api.identity.getUser as jest.Mock).mockResolvedValueOnce(testUser(o.membership));
    await store.session.load();
  }
  if (o.cartItems) {
    const items = o.cartItems.map(cartItem);
    (api.cart.reserve as jest.Mock).mockResolvedValueOnce(
      cart({ items, ticketIds: o.cartTicketIds ?? items.flatMap((i) => i.ticketIds), totalMinor: o.cartTotalMinor ?? 0 }),
    );
    await store.cart.reserve({ items: [] });
  }
  return store;
}

export async function renderWithStore(ui: ReactElement, o: RenderOptions = {}) {
  window.localStorage.clear();
  const store = await setupStore(o);
  const utils = render(
    <MemoryRouter initialEntries={[o.at ?? '/']}>
      <StoreProvider store={store}>
        <Routes>
          <Route path={o.path ?? '*'} element={ui} />
          <Route path="/checkout" element={<p>checkout page</p>} />
          <Route path="/next-step" element={<p>next step page</p>} />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  // Let the components' first loads (resolved fakes) settle inside act.
  await act(async () => undefined);
  return { store, ...utils };
}
