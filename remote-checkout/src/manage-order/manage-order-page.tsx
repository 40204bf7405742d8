import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Loading, formatOrderListDate, useStores, type Order } from '@storefront/shared';
import { CancelTicketsForm } from './cancel-tickets-form';
import { EditChanges } from './edit-changes';
import { RELEASES_CART_TEXT } from './order-edit-cart';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';
import { OrderManagement, type ManageOrderState } from './order-management';
import { SessionLineView } from './session-line';
import './manage-order.css';

/** `/manage/:ticketOrderId` (spec 02 §2 Order management); a new order id is a new page. */
export function ManageOrderPage() {
  const { ticketOrderId = '' } = useParams();
  return <ManageOrder key={ticketOrderId} orderId={ticketOrderId} />;
}

const ManageOrder = observer(function ManageOrder({ orderId }: { orderId: string }) {
  const { api, cart, clock, config, session } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const [store] = useState(() => new OrderManagement({ api, cart, clock }, orderId));
  // Read once: the manage link's key and the confirm page's outcome leave the address after use.
  const [arrival] = useState(() => {
    const search = new URLSearchParams(location.search);
    const key = search.get('key');
    search.delete('key');
    return { key, otherParams: search.toString(), outcome: (location.state as ManageOrderState | null)?.editOutcome ?? null };
  });

  useEffect(() => {
    void store.open(arrival.key).then(() => {
      if (arrival.outcome) store.showOutcome(arrival.outcome);
      if (!arrival.key && !arrival.outcome) return;
      void navigate({ search: arrival.otherParams }, { replace: true, state: null });
    });
  }, [store, arrival, navigate]);

  const orderNumber = store.order?.orderNumber;
  useEffect(() => {
    document.title = `${orderNumber ? T.title(orderNumber) : T.titleLoading} | ${config.sellerName}`;
  }, [orderNumber, config.sellerName]);

  // Spec 02 §4: the browser warns before leaving with an edit unconfirmed (read at the time of leaving).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (!store.editCart) return;
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [store]);

  const view = store.view;
  if (view.kind === 'loading') return <Loading label={T.loading} />;
  if (view.kind === 'error') {
    return (
      <Frame title={T.titleLoading}>
        <Alert kind="error">{view.message}</Alert>
      </Frame>
    );
  }
  // Spec 02 §6: editing needs a signed-out visitor; until the session is known nothing is offered.
  const canEdit = session.status === 'guest';
  return (
    <Frame title={T.title(view.order.orderNumber)}>
      <OrderFacts order={view.order} />
      <MessageView store={store} />
      {session.isSignedIn && <Alert kind="warning">{T.logOut}</Alert>}
      <section className="chk-manage__section" aria-labelledby="chk-manage-tickets-title">
        <h2 id="chk-manage-tickets-title">{T.ticketsHeading}</h2>
        <ul className="chk-manage__lines">
          {store.lines.map((line) => (
            <SessionLineView key={line.key} store={store} line={line} eventName={view.order.eventName} timezone={view.order.timezone} canEdit={canEdit} />
          ))}
        </ul>
      </section>
      {canEdit && store.editCart && <EditChanges store={store} order={view.order} editCart={store.editCart} />}
      {canEdit && !store.editCart && store.releasesCart && store.lines.some((line) => store.editableTickets(line).length > 0) && (
        <Alert kind="info">{RELEASES_CART_TEXT}</Alert>
      )}
      <CancelSection store={store} order={view.order} canEdit={canEdit} />
      {view.order.purchaserEmail && (
        <p className="chk-manage__resend">
          <Button variant="secondary" busy={store.busy === 'resend'} disabled={store.busy !== null} onClick={() => void store.resend()}>
            {T.resend}
          </Button>
        </p>
      )}
    </Frame>
  );
});

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="chk-manage" aria-labelledby="chk-manage-title">
      <h1 id="chk-manage-title">{title}</h1>
      {children}
    </section>
  );
}

function OrderFacts({ order }: { order: Order }) {
  return (
    <dl className="chk-manage__facts">
      <div>
        <dt>{T.orderNumber}</dt>
        <dd data-testid="order-number">{order.orderNumber}</dd>
      </div>
      <div>
        <dt className="sf-visually-hidden">Event</dt>
        <dd className="chk-manage__event">{order.eventName}</dd>
      </div>
      <div>
        <dt>{T.purchasedOn}</dt>
        <dd>{formatOrderListDate(order.purchasedOn, order.timezone)}</dd>
      </div>
    </dl>
  );
}

/** The last action's message; each new one takes the focus. */
const MessageView = observer(function MessageView({ store }: { store: OrderManagement }) {
  const ref = useRef<HTMLDivElement>(null);
  const { message, messageCount } = store;
  useEffect(() => {
    if (messageCount > 0) ref.current?.focus();
  }, [messageCount]);
  return (
    <div ref={ref} tabIndex={-1} className="chk-manage__message" data-testid="manage-message">
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
    </div>
  );
});

/** Spec 02 §5: a free order's cancel form for a guest with no edit under way; a paid one's contact message. */
const CancelSection = observer(function CancelSection({ store, order, canEdit }: { store: OrderManagement; order: Order; canEdit: boolean }) {
  const showForm = canEdit && order.cancellable && !store.editCart && store.cancellableTickets.length > 0;
  if (!showForm && !store.mustContactToCancel) return null;
  return (
    <section className="chk-manage__section" aria-labelledby="chk-manage-cancel-title">
      <h2 id="chk-manage-cancel-title">{T.cancelHeading}</h2>
      {showForm ? <CancelTicketsForm store={store} order={order} /> : <p data-testid="contact-to-cancel">{T.contactToCancel}</p>}
    </section>
  );
});
