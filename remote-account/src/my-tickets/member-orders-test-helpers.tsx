import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { Clock, RootStore, StoreProvider, type Order } from '@storefront/shared';
import { fakeApi, memoryStorage, orderTicket, testPageConfig, user } from '@storefront/shared/testing';
import { MyOrderPage } from '../my-orders/my-order-page';
import { MyOrdersPage } from '../my-orders/my-orders-page';
import { MemberOrdersScope } from './member-orders-scope';
import { UpcomingSessionPage } from './upcoming-session-page';
import { UpcomingSessionsPage } from './upcoming-sessions-page';

/** The tests' now: Tue, November 24 2026, 7:00 AM in New York. */
export const NOW = Date.parse('2026-11-24T12:00:00.000Z');
/** 03:30 UTC on December 1 is still Monday, November 30 at 10:30 PM in New York (the venue's zone). */
export const LATE_SESSION = { sessionId: 'se-late', validFrom: '2026-12-01T03:30:00.000Z', validTo: '2026-12-01T05:00:00.000Z' };
export const SOON_SESSION = { sessionId: 'se-soon', validFrom: '2026-11-25T15:00:00.000Z', validTo: '2026-11-25T17:00:00.000Z' };
export const PAST_SESSION = { sessionId: 'se-past', validFrom: '2026-11-20T15:00:00.000Z', validTo: '2026-11-20T17:00:00.000Z' };

/** A ticket of `session` (defaults: a booked Adult ticket). */
export const ticketAt = (session: typeof LATE_SESSION, over: Parameters<typeof orderTicket>[0] = {}) => orderTicket({ ...session, ...over });

/**
 * The four tickets sections under `/my` as the account routes mount them (without the layout),
 * for a signed-in member whose `GET my/ticket_order` answers `orders` (or fails with it).
 */
export function renderMemberPage(path: string, orders: Order[] | Error) {
  const api = fakeApi();
  if (orders instanceof Error) api.orders.getMyOrders.mockRejectedValue(orders);
  else api.orders.getMyOrders.mockResolvedValue(orders);
  const store = new RootStore({ pageConfig: testPageConfig, api, storage: memoryStorage(), clock: new Clock(() => NOW) });
  store.session.hydrate(user());
  render(
    <MemoryRouter initialEntries={[path]}>
      <StoreProvider store={store}>
        <Routes>
          <Route path="/my" element={<MemberOrdersScope />}>
            <Route path="upcoming" element={<UpcomingSessionsPage />} />
            <Route path="upcoming/session/:sessionId" element={<UpcomingSessionPage />} />
            <Route path="orders" element={<MyOrdersPage />} />
            <Route path="orders/:orderId" element={<MyOrderPage />} />
          </Route>
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  );
  return { api, store };
}
