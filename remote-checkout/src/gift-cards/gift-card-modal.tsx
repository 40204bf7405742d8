import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Modal, TextField } from '@storefront/shared';
import { GIFT_CARD_MAX_LENGTH, type GiftCards } from './gift-cards';

const INPUT_ID = 'chk-gift-card-number';

export interface GiftCardModalProps {
  giftCards: GiftCards;
  open: boolean;
  onClose(): void;
  /** The card was applied (the modal closes): its number. */
  onAdded(number: string): void;
}

/**
 * Applying a gift card: added (the modal closes) or an error under the number. The error is
 * an alert, so it is announced whether the focus is on the number or on the button.
 */
export const GiftCardModal = observer(function GiftCardModal({ giftCards, open, onClose, onAdded }: GiftCardModalProps) {
  const [number, setNumber] = useState('');
  const submit = async (e: FormEvent) => {
    // The modal is portalled inside the checkout form's React tree: keep its submit to itself.
    e.preventDefault();
    e.stopPropagation();
    if (await giftCards.add(number)) {
      setNumber('');
      onAdded(number.trim());
    }
  };
  const error = giftCards.error;
  return (
    <Modal open={open} title="Add a gift card" onClose={onClose} size="small">
      <form className="chk-gift-cards__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          id={INPUT_ID}
          label="Gift card number"
          error={error}
          announceError
          value={number}
          maxLength={GIFT_CARD_MAX_LENGTH}
          autoComplete="off"
          onChange={(e) => setNumber(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={giftCards.adding}>
          Apply gift card
        </Button>
      </form>
    </Modal>
  );
});
