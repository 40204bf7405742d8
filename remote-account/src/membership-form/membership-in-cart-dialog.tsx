import { useState } from 'react';
import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Modal, useStores } from '@storefront/shared';

export const MEMBERSHIP_IN_CART_MESSAGE = 'Your cart already has a membership. Remove it to choose again, or go to checkout to buy it.';

/** Spec 03 §4: buying a membership while the cart holds one: delete that one, or check out. */
export const MembershipInCartDialog = observer(function MembershipInCartDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { cart } = useStores();
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setError(null);
    try {
      for (const item of cart.cart?.items.filter((i) => i.isMembershipEvent) ?? []) await cart.removeItem(item.id);
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Modal
      open={open}
      title="Membership already in your cart"
      size="small"
      onClose={onClose}
      footer={
        <>
          <Button variant="primary" busy={cart.status === 'loading'} onClick={() => void remove()}>
            Remove it from my cart
          </Button>
          <Link to="/checkout">Go to checkout</Link>
        </>
      }
    >
      <p>{MEMBERSHIP_IN_CART_MESSAGE}</p>
      {error && <Alert kind="error">{error}</Alert>}
    </Modal>
  );
});
