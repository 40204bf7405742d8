import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, errorMessage } from '@storefront/shared';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Does the change; rejects with the failure to show in the dialog. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
  children: ReactNode;
}

/** A cart change that needs a yes: busy while it runs, its failure shown in place. */
export function ConfirmDialog({ open, title, confirmLabel, cancelLabel, onConfirm, onClose, children }: ConfirmDialogProps) {
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
      title={title}
      size="small"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={() => void confirm()} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error && <Alert kind="error">{error}</Alert>}
    </Modal>
  );
}
