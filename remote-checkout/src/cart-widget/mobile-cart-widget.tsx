import { Link } from 'react-router';
import { formatMoney } from '@storefront/shared';
import { CartTimer } from '../cart-timer/cart-timer';

export interface MobileCartWidgetProps {
  outstandingMinor: number;
  currency: string;
  onCheckout: boolean;
}

/**
 * Spec 01 §2 "Mobile cart widget" (≤ 768 px, by CSS): the total outstanding, the proceed
 * button (not on the checkout route), the more-events link, and the same timer.
 */
export function MobileCartWidget({ outstandingMinor, currency, onCheckout }: MobileCartWidgetProps) {
  return (
    <div className="chk-mobile-cart" aria-label="Cart summary" role="group">
      <CartTimer />
      <p className="chk-mobile-cart__total">
        <span>Total due</span> <strong>{formatMoney(outstandingMinor, currency)}</strong>
      </p>
      <div className="chk-mobile-cart__actions">
        <Link className="sf-button sf-button--link" to="/events">
          More events
        </Link>
        {!onCheckout && (
          <Link className="sf-button sf-button--primary" to="/checkout">
            Proceed to checkout
          </Link>
        )}
      </div>
    </div>
  );
}
