import { observer } from 'mobx-react-lite';
import { useStores, type RootStore } from '@storefront/shared';

type CartChangeNews = NonNullable<RootStore['cart']['lastChange']>;

/** 'Added to your cart: 2 × Adult, Evening Jazz.' — each line's tickets, as the visitor chose them. */
export function cartChangeMessage({ event, items }: CartChangeNews): string {
  const lines = items.map((item) => `${item.quantity} × ${item.item_variant}, ${item.item_name}`).join('; ');
  return `${event === 'add_to_cart' ? 'Added to your cart' : 'Removed from your cart'}: ${lines}.`;
}

/**
 * Says what the visitor's last reserve or removal did to the cart (WCAG 4.1.3): the region is
 * in the host's layout, so it is on the page before the message and outlives the move to
 * checkout that follows a reserve; the focus stays where the page puts it.
 */
export const CartAnnouncer = observer(function CartAnnouncer() {
  const { lastChange } = useStores().cart;
  return (
    <p className="sf-visually-hidden" role="status">
      {lastChange && <span key={lastChange.seq}>{cartChangeMessage(lastChange)}</span>}
    </p>
  );
});
