/** Test helpers for the listing and members banner tests (not used by the app). */
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StoreProvider, type Cart, type CartItem, type EventListing as Listing, type EventSummary, type User } from '@storefront/shared';
import { createTestStore } from '@storefront/shared/testing';
import { EventListing } from './event-listing';

export function eventSummary(o: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 'ev-1',
    name: 'Museum admission',
    subtitle: 'Timed entry',
    summary: 'See the whole collection',
    venueName: 'Main building',
    imageUrl: 'https://img/ev-1.jpg',
    imageAlt: 'The hall',
    category: 'Admission',
    fromPriceMinor: 2500,
    hiddenType: 'public_browsable',
    isAnchor: true,
    requiresAnchor: false,
    filters: {},
    ...o,
  };
}

export function listing(o: Partial<Listing> = {}): Listing {
  return { events: [eventSummary()], categories: ['Admission', 'Tours'], metadata: {}, ...o };
}

export function cartItem(o: Partial<CartItem> = {}): CartItem {
  return {
    id: 'ev-1:se-1',
    eventId: 'ev-1',
    sessionId: 'se-1',
    name: 'Museum admission',
    start: '2026-11-22T15:00:00.000Z',
    end: null,
    timezone: 'America/New_York',
    imageUrl: null,
    imageAlt: '',
    types: [{ ticketTypeId: 'tt-adult', name: 'Adult', ticketCount: 1, totalMinor: 2500 }],
    ticketIds: ['t-1'],
    isAnchor: true,
    isDependency: false,
    isMembershipEvent: false,
    ...o,
  };
}

export function cartOf(items: CartItem[]): Cart {
  return {
    id: 'cart-1',
    number: 'C-1',
    state: 'pending',
    identityId: 'id-1',
    currency: 'USD',
    expiresAt: null,
    expiresIn: 900,
    items,
    ticketIds: items.flatMap((i) => i.ticketIds),
    totalMinor: 2500,
    outstandingMinor: 2500,
    orderIds: [],
  };
}

export function member(o: Partial<User> = {}, current = true): User {
  const now = Date.now();
  return {
    id: 'u-1',
    identityId: 'id-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    memberships: current
      ? [
          {
            id: 'm-1',
            scanCode: 'M1',
            levelName: 'Family',
            validFrom: new Date(now - 86_400_000).toISOString(),
            validTo: new Date(now + 86_400_000).toISOString(),
            autoRenew: false,
            memberEventPurchaseLimit: null,
          },
        ]
      : [],
    ...o,
  };
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
  const getCart = jest.fn().mockResolvedValue(cartItems ? cartOf(cartItems) : null);
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
