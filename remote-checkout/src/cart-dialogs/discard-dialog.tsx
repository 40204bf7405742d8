import { ConfirmDialog } from './confirm-dialog';

export interface DiscardDialogProps {
  open: boolean;
  /** Empties the cart on the server; rejects with the failure to show. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Spec 01 §2 "discard a cart": confirm before every ticket is released. */
export function DiscardDialog({ open, onConfirm, onClose }: DiscardDialogProps) {
  return (
    <ConfirmDialog open={open} title="Discard cart?" confirmLabel="Discard cart" cancelLabel="Keep my cart" onConfirm={onConfirm} onClose={onClose}>
      <p>All tickets in your cart will be released.</p>
    </ConfirmDialog>
  );
}
