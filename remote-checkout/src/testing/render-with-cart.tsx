import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, type Cart, type PageConfig } from '@storefront/shared';
import { cart as cartOf, cartItem, fakeApi, memoryStorage, testPageConfig } from '@storefront/shared/testing';

/** Shows where the router went (`at /path?query`). */
export function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

export interface Harness {
  api: ReturnType<typeof fakeApi>;
  store: RootStore;
}

/** A root store over `fakeApi` with `cart` already reserved (unless null). Clock: `Date.now` (fake timers welcome). */
export async function storeWithCart(
  cart: Cart | null = cartOf({ items: [cartItem()] }),
  web: PageConfig['seller']['web'] = {},
): Promise<Harness> {
  const api = fakeApi();
  const pageConfig: PageConfig = { ...testPageConfig, seller: { ...testPageConfig.seller, web } };
  const store = new RootStore({ pageConfig, api, storage: memoryStorage() });
  if (cart) {
    api.cart.reserve.mockResolvedValue(cart);
    await store.cart.reserve({ items: [{ ticketTypeId: 'tt-adult', sessionId: 'se-1' }] });
  }
  return { api, store };
}

/** Renders `ui` at `path` with the store; any other route shows `Where`. */
export function renderAt(ui: ReactNode, { store, path = '/events/ev-1', route = '*' }: { store: RootStore; path?: string; route?: string }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path={route} element={ui} />
          {route !== '*' && <Route path="*" element={<Where />} />}
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
}
