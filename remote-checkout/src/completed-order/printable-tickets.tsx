import { formatDateTime, type Order } from '@storefront/shared';
import { COMPLETED_TEXTS } from './completed-order-texts';

export interface PrintableTicketsProps {
  orders: Order[];
  qrCodeUrl: (orderId: string) => string;
}

/**
 * What "Print your tickets" prints: each order's QR code and each of its tickets with its
 * type, code, session time (in the order's venue zone, which may not be the seller's), seat and
 * admit name. Hidden on screen; the print stylesheet shows only this part of the page.
 */
export function PrintableTickets({ orders, qrCodeUrl }: PrintableTicketsProps) {
  return (
    <section className="chk-complete__print" aria-labelledby="chk-complete-print-title" data-testid="printable-tickets">
      <h2 id="chk-complete-print-title">{COMPLETED_TEXTS.printHeading}</h2>
      {orders.map((order) => (
        <article key={order.id} className="chk-complete__print-order">
          <h3>
            {order.eventName} · {COMPLETED_TEXTS.orderNumberLabel} {order.orderNumber}
          </h3>
          <img src={qrCodeUrl(order.id)} alt={COMPLETED_TEXTS.qrAlt(order.orderNumber)} width={160} height={160} />
          <ol className="chk-complete__print-tickets">
            {order.tickets.map((ticket) => (
              <li key={ticket.id}>
                <dl>
                  <dt>{COMPLETED_TEXTS.printTicketType}</dt>
                  <dd>{ticket.typeName}</dd>
                  <dt>{COMPLETED_TEXTS.printTicketCode}</dt>
                  <dd>{ticket.scanCode ?? order.scanCode}</dd>
                  {ticket.validFrom && (
                    <>
                      <dt>{COMPLETED_TEXTS.printSession}</dt>
                      <dd>{formatDateTime(ticket.validFrom, order.timezone)}</dd>
                    </>
                  )}
                  {ticket.seatName && (
                    <>
                      <dt>{COMPLETED_TEXTS.printSeat}</dt>
                      <dd>{ticket.seatName}</dd>
                    </>
                  )}
                  {ticket.admitName && (
                    <>
                      <dt>{COMPLETED_TEXTS.printAdmit}</dt>
                      <dd>{ticket.admitName}</dd>
                    </>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
