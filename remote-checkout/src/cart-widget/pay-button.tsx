import { Link } from 'react-router';

/**
 * Spec 01 §2: the pay button, hidden at checkout when the cart is blocked (the blocked-cart
 * code form takes its place there). On checkout it leads to the payment form on the page.
 */
export function PayButton({ onCheckout, blocked }: { onCheckout: boolean; blocked: boolean }) {
  if (onCheckout && blocked) return null;
  return (
    <Link className="sf-button sf-button--primary chk-cart__pay" to={onCheckout ? '/checkout#chk-checkout-title' : '/checkout'}>
      Pay
    </Link>
  );
}
