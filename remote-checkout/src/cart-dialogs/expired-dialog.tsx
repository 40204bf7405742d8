import { Button, Modal } from '@storefront/shared';

/** Spec 01 §4 'Cart timed out' (the expired dialog's title). */
export const CART_EXPIRED_MESSAGE = 'Cart timed out';

export interface ExpiredDialogProps {
  open: boolean;
  /** Clears the cart and leaves a reschedule or manage route (the caller knows how). */
  onClose(): void;
}

/** Spec 01 §4: at expiry 'Cart timed out'; the cart is cleared once the visitor closes it. */
export function ExpiredDialog({ open, onClose }: ExpiredDialogProps) {
  return (
    <Modal open={open} title={CART_EXPIRED_MESSAGE} size="small" onClose={onClose} footer={<Button onClick={onClose}>OK</Button>}>
      <p>The time to complete your order ran out and your tickets were released. Please reserve them again.</p>
    </Modal>
  );
}
