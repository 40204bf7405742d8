import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, useStores } from '@storefront/shared';
import { PENDING_TEXTS } from './pending-order-texts';
import { PendingOrderPoll } from './pending-order-poll';

/**
 * Spec 02 §2 "Pending order", `/checkout/pending/{cartId}` (`?injected=1` for a staff-made
 * cart): the payment is still processing.
 * Shows the cart's reference number and asks for the cart until its orders exist, then goes
 * to the completed page.
 */
export const PendingOrderPage = observer(function PendingOrderPage() {
  const { api, config } = useStores();
  const { cartId = '' } = useParams();
  const injected = useSearchParams()[0].get('injected') === '1';
  const [poll] = useState(() => new PendingOrderPoll(api));
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = poll.cartNumber !== null;

  useEffect(() => {
    poll.start(cartId, injected);
    return poll.stop;
  }, [poll, cartId, injected]);

  useEffect(() => {
    document.title = `${PENDING_TEXTS.documentTitle} | ${config.sellerName}`;
  }, [config.sellerName]);

  // Arriving from the pay button (which is gone now), the focus would be nowhere: the heading takes it.
  useEffect(() => {
    if (shown && (!document.activeElement || document.activeElement === document.body)) heading.current?.focus();
  }, [shown]);

  if (poll.status === 'completed') return <Navigate to={`/checkout/complete?orderIds=${poll.orderIds.join(',')}`} replace />;
  if (poll.status === 'error' || (poll.status === 'timed_out' && poll.cartNumber === null)) {
    return <Alert kind="error">{PENDING_TEXTS.failed}</Alert>;
  }
  if (!shown) return <Loading label={PENDING_TEXTS.loading} />;

  return (
    <section className="chk-pending" aria-labelledby="chk-pending-title">
      <h1 id="chk-pending-title" ref={heading} tabIndex={-1}>
        {PENDING_TEXTS.heading}
      </h1>
      <p role="status" className="chk-pending__message">
        {poll.status === 'timed_out' ? PENDING_TEXTS.stillWaiting : PENDING_TEXTS.message}
      </p>
      <p className="chk-pending__reference">
        {PENDING_TEXTS.referenceLabel} <strong data-testid="cart-number">{poll.cartNumber}</strong>
      </p>
    </section>
  );
});
