import { useState } from 'react';
import { Alert, Button, Modal, errorMessage } from '@storefront/shared';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={itemName !== null}
      title="Remove from cart?"
      size="small"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} busy={busy}>
            Remove
          </Button>
        </>
      }
    >
      <p>Remove {itemName} from your cart?</p>
      {warning && <Alert kind="warning">{warning}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
    </Modal>
  );
}
