import { useState } from 'react';
import { Alert, Button, Modal, errorMessage } from '@storefront/shared';

export interface DiscardDialogProps {
  open: boolean;
  /** Empties the cart on the server; rejects with the failure to show. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Spec 01 §2 "discard a cart": confirm before every ticket is released. */
export function DiscardDialog({ open, onConfirm, onClose }: DiscardDialogProps) {
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
      open={open}
      title="Discard cart?"
      size="small"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Keep my cart
          </Button>
          <Button onClick={() => void confirm()} busy={busy}>
            Discard cart
          </Button>
        </>
      }
    >
      <p>All tickets in your cart will be released.</p>
      {error && <Alert kind="error">{error}</Alert>}
    </Modal>
  );
}
