import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, formatMoney, useStores, type IdentityInput } from '@storefront/shared';
import { CartWidget } from '../cart-widget/cart-widget';
import { IdentityForm } from './identity-form';

/**
 * Spec 02 §2 "Checkout": the identity form for a guest cart and, for a zero total, the
 * free gateway. Card payment, captcha, gift cards and donations come with later issues.
 */
export const CheckoutPage = observer(function CheckoutPage() {
  const { cart, config } = useStores();
  // Set in the same tick as checkout clears the cart, so the empty-cart rule below never
  // wins over the completed page.
  const [orderIds, setOrderIds] = useState<string[] | null>(null);

  useEffect(() => {
    document.title = `Checkout | ${config.sellerName}`;
  }, [config.sellerName]);

  // Spec 02 §2: an already completed cart (this tab's checkout, or one the store found booked) shows its orders.
  const completed = orderIds ?? (cart.completedOrderIds?.length ? cart.completedOrderIds : null);
  if (completed) return <Navigate to={`/checkout/complete?orderIds=${completed.join(',')}`} replace />;
  if (cart.status === 'loading' && !cart.cart) return <Loading label="Loading your cart" />;
  // Spec 02 §2: an empty cart goes home.
  if (!cart.cart || cart.isEmpty) return <Navigate to="/" replace />;

  const currency = cart.cart.currency;
  const payable = cart.outstandingMinor > 0;

  const completeOrder = async (identity: IdentityInput) => {
    setOrderIds(await cart.checkoutAsGuest(identity));
  };

  return (
    <div className="chk-checkout">
      <section className="chk-checkout__main" aria-labelledby="chk-checkout-title">
        <h1 id="chk-checkout-title">Checkout</h1>
        {payable ? (
          <Alert kind="warning">
            This order needs a card payment, which this storefront does not take yet. Total to pay:{' '}
            {formatMoney(cart.outstandingMinor, currency)}.
          </Alert>
        ) : (
          <IdentityForm onSubmit={completeOrder} />
        )}
      </section>
      <aside className="chk-checkout__aside" aria-label="Order summary">
        <CartWidget />
      </aside>
    </div>
  );
});
