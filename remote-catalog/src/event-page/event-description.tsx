import { useState } from 'react';
import { Button, Modal, type EventDetail } from '@storefront/shared';

/** Spec 01 §2: the description is truncated at 128 characters, with 'More' opening it whole. */
export const DESCRIPTION_LIMIT = 128;

export type DescriptionKind = 'membership' | 'gift-card' | 'donation' | 'event';

const HEADINGS: Record<DescriptionKind, string> = {
  membership: 'About this membership',
  'gift-card': 'About gift cards',
  donation: 'About donations',
  event: 'About this event',
};

/** `isMembership` is `SellerConfigStore.isMembershipEvent`. */
export function descriptionKind(event: EventDetail, isMembership: boolean): DescriptionKind {
  if (isMembership) return 'membership';
  if (event.eventType === 'gift_card') return 'gift-card';
  if (event.eventType === 'donation') return 'donation';
  return 'event';
}

/** The description, cut at 128 characters with '…' and a 'More' button opening the full text in a modal. */
export function EventDescription({ event, text, isMembership }: { event: EventDetail; text: string; isMembership: boolean }) {
  const [open, setOpen] = useState(false);
  if (text.length <= DESCRIPTION_LIMIT) return <p className="cat-event__description">{text}</p>;
  return (
    <div className="cat-event__description">
      <p>
        {text.slice(0, DESCRIPTION_LIMIT)}…{' '}
        <Button variant="link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          More
        </Button>
      </p>
      <Modal open={open} title={HEADINGS[descriptionKind(event, isMembership)]} onClose={() => setOpen(false)}>
        <p className="cat-event__description-full">{text}</p>
      </Modal>
    </div>
  );
}
