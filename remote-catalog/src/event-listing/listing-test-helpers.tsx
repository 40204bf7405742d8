/** Test helpers for the listing and members banner tests (not used by the app). */
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StoreProvider, type CartItem, type EventListing as Listing, type EventSummary, type User } from '@storefront/shared';
import { cart, cartItem as sharedItem, createTestStore, eventSummary as sharedSummary, membership, user as sharedUser } from '@storefront/shared/testing';
import { EventListing } from './event-listing';

/** The default summary with its texts and image filled in: an anchor admission. */
export function eventSummary(o: Partial<EventSummary> = {}): EventSummary {
  return sharedSummary({
    subtitle: 'Timed entry',
    summary: 'See the whole collection',
    venueName: 'Main building',
    imageUrl: 'https://img/ev-1.jpg',
    imageAlt: 'The hall',
    category: 'Admission',
    isAnchor: true,
    ...o,
  });
}

export function listing(o: Partial<Listing> = {}): Listing {
  return { events: [eventSummary()], categories: ['Admission', 'Tours'], metadata: {}, ...o };
}

/** The default line (one Adult at 2500 for 'ev-1:se-1') as an anchor starting 2026-11-22 10:00 New York. */
export function cartItem(o: Partial<CartItem> = {}): CartItem {
  return sharedItem({ start: '2026-11-22T15:00:00.000Z', isAnchor: true, ...o });
}

/** A signed-in user with a current membership, or none when `current` is false. */
export function member(o: Partial<User> = {}, current = true): User {
  return sharedUser({ memberships: current ? [membership()] : [], ...o });
}

/** Lets pending loads settle inside act. */
export const flush = () => act(async () => {});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export interface Setup {
  path?: string;
  answer?: Listing | ((query: unknown) => Listing);
  /** undefined: session not read yet; null: a guest. */
  user?: User | null;
  cartItems?: CartItem[];
}

/** Renders /events over a test store; returns the store and the listing call mock. */
export async function renderListing({ path = '/events', answer = listing(), user, cartItems }: Setup = {}) {
  const listAvailableEvents = jest.fn(async (q: unknown) => (typeof answer === 'function' ? answer(q) : answer));
  const getUser = user ? jest.fn().mockResolvedValue(user) : jest.fn().mockRejectedValue(new Error('401'));
  const getCart = jest.fn().mockResolvedValue(cartItems ? cart({ items: cartItems }) : null);
  const store = createTestStore({ events: { listAvailableEvents }, identity: { getUser }, cart: { getCart } });
  if (user !== undefined) await store.session.load();
  if (cartItems) {
    window.localStorage.setItem('storefront.cart.seller-1', JSON.stringify({ cartId: 'cart-1', localExpiry: null }));
    await store.cart.restore();
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/events" element={<EventListing />} />
          <Route path="/checkout" element={<p>checkout page</p>} />
        </Routes>
        <Where />
      </StoreProvider>
    </MemoryRouter>,
  );
  await flush();
  return { store, listAvailableEvents };
}
