import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router';
import { useStores } from '@storefront/shared';
import { afterExpiry } from './after-expiry';
import { DISCARD_CART_MODAL } from './discard-cart-modal';
import { DiscardDialog } from './discard-dialog';
import { ExpiredDialog } from './expired-dialog';
import { ExtendDialog, extendFailureMessage } from './extend-dialog';

/**
 * The cart's dialogs (spec 01 §2), mounted once by the host: extend the timer, cart timed
 * out, discard the cart. The cart store decides when each is due.
 */
export const CartDialogs = observer(function CartDialogs() {
  const { cart, modals } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const closeExpired = async () => {
    // The tab expires 5 s before the server: an edit cart's last seconds there would bring it
    // back on the order page (its `edit_cart_id`), so it goes now (ADR 0022). Gone already is fine.
    if (cart.cart?.orderEdit) await cart.discard().catch(() => undefined);
    cart.acknowledgeExpiry();
    const next = afterExpiry(pathname);
    if (next.kind === 'navigate') void navigate(next.to);
    else if (next.kind === 'reload') window.location.reload();
  };

  return (
    <>
      <ExtendDialog
        open={cart.offerExtension}
        // Read the ticking seconds only while the offer shows: this component is on every page.
        secondsLeft={cart.offerExtension ? (cart.secondsLeft ?? 0) : 0}
        busy={cart.extending}
        error={extendFailureMessage(cart.extendError)}
        onExtend={() => void cart.extend()}
        onDecline={cart.declineExtension}
      />
      <ExpiredDialog open={cart.expired} onClose={() => void closeExpired()} />
      <DiscardDialog
        open={modals.isOpen(DISCARD_CART_MODAL) && !cart.expired}
        onConfirm={cart.discard}
        onClose={() => modals.close(DISCARD_CART_MODAL)}
      />
    </>
  );
});
