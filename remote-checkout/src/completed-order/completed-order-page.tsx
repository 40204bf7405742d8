import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, orderQrCodeUrl, useStores } from '@storefront/shared';
import { CompletedImage } from './completed-image';
import { COMPLETED_TEXTS, completedMessage } from './completed-order-texts';
import { CompletedOrders, externalCompletedUrl, parseOrderIds } from './completed-orders';
import { OrderSummary } from './order-summary';
import { PrintableTickets } from './printable-tickets';

export interface CompletedOrderPageProps {
  /** Leaves the storefront for the seller's external completed page (tests pass a spy). */
  redirect?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * Spec 02 §2 "Completed order", `/checkout/complete?orderIds=a,b`: the seller's message, the
 * shown orders with their numbers and QR codes, a print view of the tickets, the seller's
 * links and image. A seller with an external completed page is sent there with `orderIds`.
 */
export const CompletedOrderPage = observer(function CompletedOrderPage({ redirect = leaveFor }: CompletedOrderPageProps) {
  const { api, cart, config, session, membership } = useStores();
  const [params] = useSearchParams();
  const idsKey = parseOrderIds(params.get('orderIds')).join(',');
  const externalUrl = idsKey ? externalCompletedUrl(config.settings.completedOrderUrl, idsKey.split(',')) : null;
  const [completed] = useState(() => new CompletedOrders({ api, config, session, membership }));
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = completed.orders.state.status === 'ready';

  useEffect(() => {
    if (!idsKey) return;
    if (externalUrl) redirect(externalUrl);
    else void completed.load(idsKey.split(','));
  }, [completed, idsKey, externalUrl, redirect]);

  // The visitor has reached the order: a later visit to /checkout must not bring them back here.
  useEffect(() => cart.acknowledgeCompletedOrder(), [cart]);

  useEffect(() => {
    document.title = `${COMPLETED_TEXTS.documentTitle} | ${config.sellerName}`;
  }, [config.sellerName]);

  // Arriving from the pay button (which is gone now), the focus would be nowhere: the heading takes it.
  useEffect(() => {
    if (ready && (!document.activeElement || document.activeElement === document.body)) heading.current?.focus();
  }, [ready]);

  // Spec 02 §2: a missing orderIds goes to not-found.
  if (!idsKey) return <Navigate to="/404" replace />;
  if (externalUrl) return <Loading label={COMPLETED_TEXTS.redirecting} />;
  if (completed.errorMessage) return <Alert kind="error">{completed.errorMessage}</Alert>;
  if (!ready) return <Loading label={COMPLETED_TEXTS.loading} />;

  const { settings } = config;
  const shown = completed.shown;
  const qrCodeUrl = (orderId: string) => orderQrCodeUrl(config.apiBaseUrl, orderId);
  // A guest's address comes with the orders; a member's account address stands in when it does not.
  const email = completed.purchaserEmail ?? (session.isSignedIn ? (session.user?.email ?? null) : null);

  return (
    <section className="chk-complete" aria-labelledby="chk-complete-title">
      <div className="chk-complete__screen">
        <h1 id="chk-complete-title" ref={heading} tabIndex={-1}>
          {COMPLETED_TEXTS.heading}
        </h1>
        <CompletedImage settings={settings} />
        <p className="chk-complete__message">{completedMessage(settings.completedOrderMessage, email)}</p>
        {shown.length > 0 && (
          <>
            <ul className="chk-complete__orders">
              {shown.map((order) => (
                <OrderSummary key={order.id} order={order} qrCodeUrl={qrCodeUrl(order.id)} gifteeName={completed.gifteeName} />
              ))}
            </ul>
            <Button variant="secondary" className="chk-complete__print-button" onClick={() => window.print()}>
              {COMPLETED_TEXTS.printButton}
            </Button>
          </>
        )}
        {settings.completedOrderLinks.length > 0 && (
          <ul className="chk-complete__links">
            {settings.completedOrderLinks.map((link) => (
              <li key={`${link.url} ${link.text}`}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {shown.length > 0 && <PrintableTickets orders={shown} qrCodeUrl={qrCodeUrl} />}
    </section>
  );
});
