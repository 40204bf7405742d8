import { Alert, Button, CART_EXTENSION_SECONDS, Modal, errorMessage, type ApiError } from '@storefront/shared';

/** Spec 01 §8 "Extend-timer failure: message shown in the modal": the answer's description, else the generic text. */
export const extendFailureMessage = (error: ApiError | null): string | null => (error ? errorMessage(error) : null);

export interface ExtendDialogProps {
  open: boolean;
  secondsLeft: number;
  busy: boolean;
  /** The last failure's message (spec 01 §8 "Extend-timer failure: message shown in the modal"). */
  error: string | null;
  onExtend(): void;
  onDecline(): void;
}

/** Spec 01 §4: within 60 s of expiry, 2 more minutes are offered once; closing it declines. */
export function ExtendDialog({ open, secondsLeft, busy, error, onExtend, onDecline }: ExtendDialogProps) {
  return (
    <Modal
      open={open}
      title="Need more time?"
      size="small"
      onClose={onDecline}
      footer={
        <>
          <Button variant="secondary" onClick={onDecline} disabled={busy}>
            No thanks
          </Button>
          <Button onClick={onExtend} busy={busy}>
            Extend
          </Button>
        </>
      }
    >
      <p>Your tickets are held for {secondsLeft} more seconds. Would you like {CART_EXTENSION_SECONDS / 60} more minutes to complete your order?</p>
      {error && <Alert kind="error">{error}</Alert>}
    </Modal>
  );
}
