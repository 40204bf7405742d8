import { Alert } from '@storefront/shared';
import { ConfirmDialog } from '../cart-dialogs/confirm-dialog';

export interface RemoveItemDialogProps {
  /** The item's name; null keeps the dialog closed. */
  itemName: string | null;
  /** The cart store's warning for this removal (spec 01 §4), if any. */
  warning: string | null;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Spec 01 §2 "remove-item confirmation", with the store's dependency warning. */
export function RemoveItemDialog({ itemName, warning, onConfirm, onClose }: RemoveItemDialogProps) {
  return (
    <ConfirmDialog open={itemName !== null} title="Remove from cart?" confirmLabel="Remove" cancelLabel="Cancel" onConfirm={onConfirm} onClose={onClose}>
      <p>Remove {itemName} from your cart?</p>
      {warning && <Alert kind="warning">{warning}</Alert>}
    </ConfirmDialog>
  );
}
