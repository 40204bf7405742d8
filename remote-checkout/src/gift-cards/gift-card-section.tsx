import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, formatMoney } from '@storefront/shared';
import type { GiftCards } from './gift-cards';
import { GiftCardModal } from './gift-card-modal';

/**
 * Spec 02 §2 gift cards: the applied cards with their balances, remove, and the add modal.
 * Adding and removing are announced politely; a removed card's button hands the focus to 'Add a gift card'.
 */
export const GiftCardSection = observer(function GiftCardSection({ giftCards, currency }: { giftCards: GiftCards; currency: string }) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = (number: string) => {
    giftCards.remove(number);
    setAnnouncement(`Gift card ${number} removed.`);
    addButton.current?.focus();
  };
  return (
    <section className="chk-section chk-gift-cards" aria-labelledby="chk-gift-cards-title">
      <h2 id="chk-gift-cards-title" className="chk-section__title">
        Gift cards
      </h2>
      {giftCards.cards.length > 0 && (
        <ul className="chk-gift-cards__list">
          {giftCards.cards.map((card) => (
            <li key={card.number} className="chk-gift-cards__item">
              <span>
                Gift card {card.number}: balance {formatMoney(card.balanceMinor, card.currency || currency)}
              </span>
              <Button variant="link" aria-label={`Remove gift card ${card.number}`} onClick={() => remove(card.number)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        ref={addButton}
        variant="secondary"
        onClick={() => {
          giftCards.clearError();
          setOpen(true);
        }}
      >
        Add a gift card
      </Button>
      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
      <GiftCardModal
        giftCards={giftCards}
        open={open}
        onClose={() => setOpen(false)}
        onAdded={(number) => {
          setAnnouncement(`Gift card ${number} applied.`);
          setOpen(false);
        }}
      />
    </section>
  );
});
