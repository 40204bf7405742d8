import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router';
import { Button, useStores, type CartItem } from '@storefront/shared';
import { DISCARD_CART_MODAL } from '../cart-dialogs/discard-cart-modal';
import { CartTimer } from '../cart-timer/cart-timer';
import { ContentBlocks } from '../content-blocks/content-blocks-view';
import { PromoCodeBox } from '../promo-code/promo-code-box';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { MobileCartWidget } from './mobile-cart-widget';
import { PayButton } from './pay-button';
import { RemoveItemDialog, removalWarning } from './remove-item-dialog';

/**
 * Spec 01 §2 "Cart widget": line items, promo code box, totals, remove-item confirmation,
 * the timer, the pay button and 'Discard cart'; below 768 px the mobile widget instead.
 */
export const CartWidget = observer(function CartWidget() {
  const { cart, config, modals } = useStores();
  const onCheckout = useLocation().pathname.startsWith('/checkout');
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const current = cart.cart;

  if (!current || cart.isEmpty) {
    return (
      <section className="chk-cart" aria-labelledby="chk-cart-title">
        <h2 id="chk-cart-title" className="chk-cart__title">
          Your cart
        </h2>
        <p className="chk-cart__empty">Your cart is empty.</p>
        <ContentBlocks />
      </section>
    );
  }

  const currency = current.currency || config.currency;
  return (
    <>
      <section className="chk-cart chk-cart--full" aria-labelledby="chk-cart-title">
        <h2 id="chk-cart-title" className="chk-cart__title">
          Your cart
        </h2>
        <CartTimer />
        <ul className="chk-cart__items">
          {current.items.map((item) => (
            <CartLineItem
              key={item.id}
              item={item}
              currency={currency}
              includeFees={config.advertisePriceIncludingFees}
              onRemove={cart.canModify ? setRemoving : undefined}
            />
          ))}
        </ul>
        <PromoCodeBox />
        <CartTotals
          cartmods={current.cartmods}
          fees={current.fees}
          includeFees={config.advertisePriceIncludingFees}
          totalMinor={cart.totalMinor}
          outstandingMinor={cart.outstandingMinor}
          currency={currency}
        />
        <PayButton onCheckout={onCheckout} blocked={current.blocked} />
        <Button variant="link" className="chk-cart__discard" onClick={() => modals.open(DISCARD_CART_MODAL)}>
          Discard cart
        </Button>
        <ContentBlocks />
      </section>
      <MobileCartWidget outstandingMinor={cart.outstandingMinor} currency={currency} onCheckout={onCheckout} />
      <RemoveItemDialog
        itemName={removing?.name ?? null}
        warning={removing ? removalWarning(cart.cart, removing) : null}
        onConfirm={() => cart.removeItem(removing!.id)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
});
