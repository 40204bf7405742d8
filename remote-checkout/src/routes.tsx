import { Route, Routes } from 'react-router';
import { NotFoundPage } from '@storefront/shared';
import { CheckoutPage } from './checkout/checkout-page';
import { CompletedOrderPage } from './completed-order/completed-order-page';
import { PendingOrderPage } from './pending-order/pending-order-page';
import { TransferCartPage } from './transfer-cart/transfer-cart-page';
import './checkout.css';
import './checkout-pages.css';

/** Everything below /checkout (spec 02 §2). Transfer cart here too; order management comes later. */
export default function CheckoutRoutes() {
  return (
    <div className="chk-region">
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/:id" element={<CheckoutPage />} />
        <Route path="/checkout/complete" element={<CompletedOrderPage />} />
        <Route path="/checkout/pending/:cartId" element={<PendingOrderPage />} />
        <Route path="/transfer-cart/:cartId" element={<TransferCartPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}
