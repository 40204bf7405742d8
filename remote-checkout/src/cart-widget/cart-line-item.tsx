import { formatDateTime, formatMoney, type CartItem } from '@storefront/shared';

/** One event session in the cart: image, name, time and each ticket type with its count and total. */
export function CartLineItem({ item, currency }: { item: CartItem; currency: string }) {
  return (
    <li className="chk-line">
      {item.imageUrl && <img className="chk-line__image" src={item.imageUrl} alt={item.imageAlt} width={64} height={51} />}
      <div className="chk-line__body">
        <p className="chk-line__name">{item.name}</p>
        {item.start && <p className="chk-line__when">{formatDateTime(item.start, item.timezone)}</p>}
        <ul className="chk-line__types">
          {item.types.map((type) => (
            <li key={type.ticketTypeId}>
              <span>
                {type.ticketCount} × {type.name}
              </span>
              <span>{formatMoney(type.totalMinor, currency)}</span>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
