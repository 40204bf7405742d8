import { lazy } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { HydrationBoundary, Loading, NotFoundPage, type RouteChunks, type SlotComponent } from '@storefront/shared';
import { CheckoutPage } from './checkout/checkout-page';
import { CompletedOrderPage } from './completed-order/completed-order-page';
import { PendingOrderPage } from './pending-order/pending-order-page';
import { TransferCartPage } from './transfer-cart/transfer-cart-page';
import './checkout.css';
import './checkout-pages.css';

const CANCEL_AUTO_RENEW = '/manage/:ticketOrderId/cancel-auto-renew';
// Order management screens are rare visits: their code loads only on their page.
const CancelAutoRenewPage = lazy(() =>
  import(/* webpackChunkName: "cancel-auto-renew" */ './cancel-auto-renew/cancel-auto-renew-page').then((m) => ({ default: m.CancelAutoRenewPage })),
);
const MANAGE_ORDER = '/manage/:ticketOrderId';
const ManageOrderPage = lazy(() =>
  import(/* webpackChunkName: "manage-order" */ './manage-order/manage-order-page').then((m) => ({ default: m.ManageOrderPage })),
);
const CONFIRM_ORDER_EDIT = '/manage/:ticketOrderId/confirm';
const ConfirmOrderEditPage = lazy(() =>
  import(/* webpackChunkName: "confirm-order-edit" */ './confirm-order-edit/confirm-order-edit-page').then((m) => ({ default: m.ConfirmOrderEditPage })),
);
const RESCHEDULE = '/manage/:ticketOrderId/reschedule/:sessionId';
const ReschedulePage = lazy(() =>
  import(/* webpackChunkName: "reschedule-order" */ './reschedule-order/reschedule-page').then((m) => ({ default: m.ReschedulePage })),
);
const RESEND = '/resend';
const ResendTicketsPage = lazy(() =>
  import(/* webpackChunkName: "resend-tickets" */ './resend-tickets/resend-tickets-page').then((m) => ({ default: m.ResendTicketsPage })),
);

/** The lazy screen's chunk, for the storefront server to preload with the page (ADR 0018). */
export const routeChunks: RouteChunks = ({ pathname }) => {
  if (matchPath(CANCEL_AUTO_RENEW, pathname)) return ['cancel-auto-renew'];
  if (matchPath(MANAGE_ORDER, pathname)) return ['manage-order'];
  if (matchPath(CONFIRM_ORDER_EDIT, pathname)) return ['confirm-order-edit'];
  if (matchPath(RESCHEDULE, pathname)) return ['reschedule-order'];
  if (matchPath(RESEND, pathname)) return ['resend-tickets'];
  return [];
};

/** Everything below /checkout (spec 02 §2), transfer cart, and order management below /manage (spec 03 §2.9). */
function CheckoutRoutes() {
  return (
    <div className="chk-region">
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/:id" element={<CheckoutPage />} />
        <Route path="/checkout/complete" element={<CompletedOrderPage />} />
        <Route path="/checkout/pending/:cartId" element={<PendingOrderPage />} />
        <Route path="/transfer-cart/:cartId" element={<TransferCartPage />} />
        <Route
          path={CANCEL_AUTO_RENEW}
          element={
            <HydrationBoundary fallback={<Loading label="Loading" />}>
              <CancelAutoRenewPage />
            </HydrationBoundary>
          }
        />
        <Route
          path={MANAGE_ORDER}
          element={
            <HydrationBoundary fallback={<Loading label="Loading" />}>
              <ManageOrderPage />
            </HydrationBoundary>
          }
        />
        <Route
          path={CONFIRM_ORDER_EDIT}
          element={
            <HydrationBoundary fallback={<Loading label="Loading" />}>
              <ConfirmOrderEditPage />
            </HydrationBoundary>
          }
        />
        <Route
          path={RESCHEDULE}
          element={
            <HydrationBoundary fallback={<Loading label="Loading" />}>
              <ReschedulePage />
            </HydrationBoundary>
          }
        />
        <Route
          path={RESEND}
          element={
            <HydrationBoundary fallback={<Loading label="Loading" />}>
              <ResendTicketsPage />
            </HydrationBoundary>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}

export default CheckoutRoutes satisfies SlotComponent<'checkout/routes'>;
