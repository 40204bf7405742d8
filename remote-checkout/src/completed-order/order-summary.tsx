import { Link } from 'react-router';
import type { Order } from '@storefront/shared';
import { seatNamesOf, seatsText } from '../cart-widget/seat-names';
import { WalletPasses } from '../wallet-passes/wallet-passes';
import { COMPLETED_TEXTS, orderWording, type ShownOrderKind } from './completed-order-texts';

export interface OrderSummaryProps {
  order: Order & { kind: ShownOrderKind };
  /** The order's QR code image (`orderQrCodeUrl`). */
  qrCodeUrl: string;
  /** A gift of membership's receiver, when known. */
  gifteeName: string | null;
}

/** One completed order: what it holds, in its kind's words, its seats, its number and its QR code. */
export function OrderSummary({ order, qrCodeUrl, gifteeName }: OrderSummaryProps) {
  const texts = orderWording(order, gifteeName);
  const headingId = `chk-complete-order-${order.id}`;
  const seatNames = seatNamesOf(order.tickets);
  return (
    <li className="chk-complete__order" aria-labelledby={headingId}>
      <div className="chk-complete__order-body">
        <h2 id={headingId} className="chk-complete__order-title">
          {texts.title}
        </h2>
        <p className="chk-complete__event">
          {order.eventName}
          {order.ticketCount > 0 && <span className="chk-complete__count"> · {texts.count(order.ticketCount)}</span>}
        </p>
        {seatNames.length > 0 && <p className="chk-complete__seats">{seatsText(seatNames)}</p>}
        <p className="chk-complete__number">
          {COMPLETED_TEXTS.orderNumberLabel} <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
        <p className="chk-complete__note">{texts.note}</p>
        {order.tickets.map((ticket) => (
          <WalletPasses key={ticket.id} ticket={ticket} />
        ))}
        <p className="chk-complete__manage">
          <Link to={`/manage/${order.id}`}>{COMPLETED_TEXTS.manageLink(order.orderNumber)}</Link>
        </p>
      </div>
      <img className="chk-complete__qr" src={qrCodeUrl} alt={COMPLETED_TEXTS.qrAlt(order.orderNumber)} width={160} height={160} />
    </li>
  );
}
