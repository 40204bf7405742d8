import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Modal, TextField } from '@storefront/shared';
import { GIFT_CARD_MAX_LENGTH, type GiftCards } from './gift-cards';

/** Applying a gift card: added (the modal closes) or an error under the number. */
export const GiftCardModal = observer(function GiftCardModal({ giftCards, open, onClose }: { giftCards: GiftCards; open: boolean; onClose(): void }) {
  const [number, setNumber] = useState('');
  const submit = async (e: FormEvent) => {
    // The modal is portalled inside the checkout form's React tree: keep its submit to itself.
    e.preventDefault();
    e.stopPropagation();
    if (await giftCards.add(number)) {
      setNumber('');
      onClose();
    }
  };
  return (
    <Modal open={open} title="Add a gift card" onClose={onClose} size="small">
      <form className="chk-gift-cards__form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label="Gift card number"
          value={number}
          maxLength={GIFT_CARD_MAX_LENGTH}
          autoComplete="off"
          error={giftCards.error}
          onChange={(e) => setNumber(e.target.value)}
        />
        <Button type="submit" variant="primary" busy={giftCards.adding}>
          Apply gift card
        </Button>
      </form>
    </Modal>
  );
});
