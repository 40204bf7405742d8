import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Loading, NotFoundPage, useStores } from '@storefront/shared';
import { readEntry, withoutReturnParams } from './checkout-entry';
import { CheckoutForm } from './checkout-form';
import { CheckoutStore } from './checkout-store';

/**
 * Spec 02 §2 "Checkout" (/checkout and /checkout/:id): the entry outcomes, then the form.
 * The page owns one CheckoutStore; the shared cart store only takes the carts paying answers.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const root = useStores();
  const { cart, config, session } = root;
  const { id } = useParams();
  const [search] = useSearchParams();
  const [store] = useState(() => new CheckoutStore({ api: root.api, cart, session, config, reporter: root.reporter, membership: root.membership }));
  const navigate = useNavigate();
  // The provider's return secret is read once: removing it from the address is no new entry.
  const [returnSecret] = useState(() => search.get('payment_intent_client_secret'));
  const query = withoutReturnParams(search).toString();
  const entry = useMemo(() => ({ ...readEntry(new URLSearchParams(query), id), returnSecret }), [query, id, returnSecret]);

  useEffect(() => {
    document.title = `Checkout | ${config.sellerName}`;
  }, [config.sellerName]);

  useEffect(() => {
    store.trackCookies(navigator.cookieEnabled);
  }, [store]);

  useEffect(() => {
    void store.enter(entry).then(() => {
      // Back from the provider: once the return is handled, a reload must not pay it again.
      if (entry.returnSecret && !store.outcome) void navigate({ search: query }, { replace: true });
    });
  }, [store, entry, navigate, query]);

  const cartId = cart.cart?.id;
  useEffect(() => {
    if (cartId) store.trackBeginCheckout();
  }, [store, cartId]);

  const outcome = store.outcome;
  if (outcome?.kind === 'completed') return <Navigate to={`/checkout/complete?orderIds=${outcome.orderIds.join(',')}`} replace />;
  if (outcome?.kind === 'pending') {
    return <Navigate to={`/checkout/pending/${encodeURIComponent(outcome.cartId)}${outcome.injected ? '?injected=1' : ''}`} replace />;
  }
  if (outcome?.kind === 'not_found') return <NotFoundPage />;
  if (session.user && !session.user.email) return <Navigate to="/user/set-email-address" replace />;
  // Spec 02 §2: an already completed cart (one the store found booked) shows its orders.
  if (cart.completedOrderIds?.length) return <Navigate to={`/checkout/complete?orderIds=${cart.completedOrderIds.join(',')}`} replace />;
  if (store.entering || !cart.restored || (cart.status === 'loading' && !cart.cart)) return <Loading label="Loading your cart" />;
  // Spec 02 §2: an empty cart goes home.
  if (!cart.cart || cart.isEmpty) return <Navigate to="/" replace />;
  return <CheckoutForm store={store} />;
});
