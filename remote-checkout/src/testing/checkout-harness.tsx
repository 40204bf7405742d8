import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { RootStore, StoreProvider, type ApiSellerConfig, type Cart, type PageConfig, type SavedPaymentMethod } from '@storefront/shared';
import { cart as cartOf, cartItem, fakeApi, memoryStorage, testPageConfig, user } from '@storefront/shared/testing';
import { CheckoutPage } from '../checkout/checkout-page';
import { Where } from './render-with-cart';

export interface CheckoutSetup {
  cart?: Cart | null;
  web?: ApiSellerConfig['web'];
  captcha?: boolean;
  member?: boolean;
  path?: string;
  savedCards?: SavedPaymentMethod[];
  /** A cart id this browser saved: restored (through `prepare`'s getCart) before the page renders. */
  savedCartId?: string;
  /** Mocks the entry's calls before the page renders. */
  prepare?: (api: ReturnType<typeof fakeApi>) => void;
}

/** The address the router is at, hidden (`getByTestId('location')`): the checkout page replaces its own query. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div hidden data-testid="location">
      {pathname + search}
    </div>
  );
}

export const paidCart = (o: Partial<Cart> = {}) => cartOf({ items: [cartItem()], ...o });
export const completedCart = (o: Partial<Cart> = {}) => paidCart({ state: 'completed', expiresIn: null, orderIds: ['o-1'], ...o });

/** The checkout page at `path` over a fake API, with Stripe configured and `cart` held. */
export async function renderCheckout({ cart = paidCart(), web = {}, captcha = false, member = false, path = '/checkout', savedCards = [], savedCartId, prepare }: CheckoutSetup = {}) {
  const api = fakeApi();
  const seller: ApiSellerConfig = {
    ...testPageConfig.seller,
    web,
    providers: {
      stripe: { publishable_key: 'pk_test_sandbox', sandbox_script_url: null },
      captcha: captcha ? { provider: 'hcaptcha', site_key: '10000000-ffff-ffff-ffff-000000000001', sandbox_script_url: null } : null,
    },
  };
  const pageConfig: PageConfig = { ...testPageConfig, seller };
  const saved: Record<string, string> = savedCartId ? { 'storefront.cart.seller-1': JSON.stringify({ cartId: savedCartId, localExpiry: Date.now() + 60_000 }) } : {};
  const store = new RootStore({ pageConfig, api, storage: memoryStorage(saved) });
  if (member) {
    api.identity.getUser.mockResolvedValue(user());
    api.cart.getCart.mockResolvedValue(cart);
    await store.session.load();
    api.payments.getSavedPaymentMethods.mockResolvedValue(savedCards);
  }
  if (cart) store.cart.takeCart(cart);
  api.identity.createIdentity.mockResolvedValue({ id: 'id-guest' });
  api.payments.guestCheckout.mockImplementation(async () => store.cart.cart);
  api.payments.memberCheckout.mockImplementation(async () => store.cart.cart);
  prepare?.(api);
  // As at boot: the persisted cart is looked up (nothing there unless `savedCartId`).
  if (savedCartId || !cart) await store.cart.restore();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="/checkout/:id" element={<CheckoutPage />} />
          <Route path="/checkout/complete" element={<Where />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <LocationProbe />
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store, view };
}

/** The checkout form and its pay button, as a visitor finds them. */
export const checkoutForm = () => screen.getByRole('form', { name: 'Checkout' });
export const payButton = () => within(checkoutForm()).getByRole('button', { name: 'Pay now' });

/** The guest's identity fields, filled as Grace Hopper. */
export async function fillIdentity() {
  await userEvent.type(await screen.findByLabelText('First name'), 'Grace');
  await userEvent.type(screen.getByLabelText('Last name'), 'Hopper');
  await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
  await userEvent.type(screen.getByLabelText('Confirm email'), 'grace@example.com');
}
