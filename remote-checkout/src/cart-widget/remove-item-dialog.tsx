import { Alert, type Cart, type CartItem } from '@storefront/shared';
import { ConfirmDialog } from '../cart-dialogs/confirm-dialog';

export interface RemoveItemDialogProps {
  /** The item's name; null keeps the dialog closed. */
  itemName: string | null;
  /** The warning for this removal (`removalWarning`), if any. */
  warning: string | null;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/**
 * Spec 01 §4: removing a dependency among several items deletes the whole cart (the cart store
 * does so), and the dialog says so; null for any other removal.
 */
export function removalWarning(cart: Cart | null, item: CartItem): string | null {
  if (!cart || !item.isDependency || cart.items.length < 2) return null;
  return `Removing ${item.name || 'this item'} will also clear all other items from your cart.`;
}

/** Spec 01 §2 "remove-item confirmation", with the dependency warning. */
export function RemoveItemDialog({ itemName, warning, onConfirm, onClose }: RemoveItemDialogProps) {
  return (
    <ConfirmDialog open={itemName !== null} title="Remove from cart?" confirmLabel="Remove" cancelLabel="Cancel" onConfirm={onConfirm} onClose={onClose}>
      <p>Remove {itemName} from your cart?</p>
      {warning && <Alert kind="warning">{warning}</Alert>}
    </ConfirmDialog>
  );
}
