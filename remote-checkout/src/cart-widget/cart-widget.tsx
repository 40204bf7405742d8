import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router';
import { formatMoney, useStores } from '@storefront/shared';
import { CartLineItem } from './cart-line-item';
import { CartTimeLeft } from './cart-time-left';

/** Spec 01 §2 "Cart widget": line items, totals, time left and the pay button. */
export const CartWidget = observer(function CartWidget() {
  const { cart, config } = useStores();
  const onCheckout = useLocation().pathname.startsWith('/checkout');
  const current = cart.cart;

  if (!current || cart.isEmpty) {
    return (
      <section className="chk-cart" aria-labelledby="chk-cart-title">
        <h2 id="chk-cart-title" className="chk-cart__title">
          Your cart
        </h2>
        <p className="chk-cart__empty">Your cart is empty.</p>
      </section>
    );
  }

  return (
    <section className="chk-cart" aria-labelledby="chk-cart-title">
      <h2 id="chk-cart-title" className="chk-cart__title">
        Your cart
      </h2>
      <CartTimeLeft secondsLeft={cart.secondsLeft} />
      <ul className="chk-cart__items">
        {current.items.map((item) => (
          <CartLineItem key={item.id} item={item} currency={current.currency} />
        ))}
      </ul>
      <p className="chk-cart__total">
        <span>Total</span>
        <strong>{formatMoney(cart.totalMinor, current.currency || config.currency)}</strong>
      </p>
      {!onCheckout && (
        <Link className="sf-button sf-button--primary chk-cart__pay" to="/checkout">
          Checkout
        </Link>
      )}
    </section>
  );
});
