import { useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, useStores } from '@storefront/shared';

export const GIFT_CART_MESSAGE = 'Your cart already has items in it. Please check out or empty your cart before gifting a membership.';

/** Spec 03 §4: a gift is bought in a cart of its own, so a non-empty cart is dealt with first. */
export const GiftCartNotice = observer(function GiftCartNotice() {
  const { cart } = useStores();
  const [error, setError] = useState<string | null>(null);
  const empty = async () => {
    setError(null);
    try {
      await cart.discard();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Alert kind="warning" className="acc-membership-form__gift-cart">
      <p>{GIFT_CART_MESSAGE}</p>
      <p className="acc-membership-form__actions">
        <Link to="/checkout">Go to checkout</Link>{' '}
        <Button variant="secondary" busy={cart.status === 'loading'} onClick={() => void empty()}>
          Empty cart
        </Button>
      </p>
      {error && <p role="alert">{error}</p>}
    </Alert>
  );
});
