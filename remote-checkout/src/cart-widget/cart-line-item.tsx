import { IMAGE_SIZES, SizedImage, formatDateTime, formatMoney, type CartItem } from '@storefront/shared';
import { seatsText } from './seat-names';
import { typePrices } from './type-price';

export interface CartLineItemProps {
  item: CartItem;
  currency: string;
  includeFees: boolean;
  /** Asks to remove the item (the widget confirms first); absent when the cart can't change. */
  onRemove?(item: CartItem): void;
}

/** One event session in the cart: image, name, time in the venue zone, each ticket type and the seats of seated tickets. */
export function CartLineItem({ item, currency, includeFees, onRemove }: CartLineItemProps) {
  return (
    <li className="chk-line">
      {item.imageUrl && (
        <SizedImage className="chk-line__image" url={item.imageUrl} size={IMAGE_SIZES.cartThumbnail} alt={item.imageAlt} />
      )}
      <div className="chk-line__body">
        <p className="chk-line__name">{item.name}</p>
        {item.start && <p className="chk-line__when">{formatDateTime(item.start, item.timezone)}</p>}
        <ul className="chk-line__types">
          {item.types.map((type) => {
            const { eachMinor, totalMinor } = typePrices(type, includeFees);
            return (
              <li key={type.ticketTypeId}>
                <span>
                  <span>
                    {type.ticketCount} × {type.name}
                  </span>
                  {type.ticketCount > 1 && <span className="chk-line__each"> ({formatMoney(eachMinor, currency)} each)</span>}
                </span>
                <span>{formatMoney(totalMinor, currency)}</span>
              </li>
            );
          })}
        </ul>
        {item.seatNames.length > 0 && <p className="chk-line__seats">{seatsText(item.seatNames)}</p>}
        {onRemove && (
          <button
            type="button"
            className="sf-button sf-button--link chk-line__remove"
            aria-label={`Remove ${item.name}`}
            onClick={() => onRemove(item)}
          >
            Remove
          </button>
        )}
      </div>
    </li>
  );
}
