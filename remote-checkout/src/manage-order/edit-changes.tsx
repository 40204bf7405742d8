import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, type Cart, type Order } from '@storefront/shared';
import { CartTimer } from '../cart-timer/cart-timer';
import { ChangeSummary } from './change-summary';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';
import type { OrderManagement } from './order-management';

/**
 * The live edit (spec 02 §4 Edit order): 'You have unsaved changes', the time its hold has
 * left, what the edit removes and adds, then Confirm changes or Cancel. Focused when a change
 * lands, so the visitor hears what is now pending.
 */
export const EditChanges = observer(function EditChanges({ store, order, editCart }: { store: OrderManagement; order: Order; editCart: Cart }) {
  const navigate = useNavigate();
  const regionRef = useRef<HTMLElement>(null);
  const removed = store.removedTickets;
  const changeKey = `${editCart.ticketIds.join()}|${removed.map((t) => t.id).join()}`;

  useEffect(() => {
    regionRef.current?.focus();
  }, [changeKey]);

  const confirm = async () => {
    if ((await store.confirm()) === 'pay') void navigate(`/manage/${encodeURIComponent(store.orderId)}/confirm`);
  };

  return (
    <section ref={regionRef} tabIndex={-1} className="chk-manage__changes" aria-labelledby="chk-manage-changes-title" data-testid="order-changes">
      <h2 id="chk-manage-changes-title">{T.changesHeading}</h2>
      <Alert kind="warning">{T.unsavedChanges}</Alert>
      {/* The edit cart's hold (spec 02 §4 "a cart with an expiry"): the one cart timer, here
          because the order page shows no cart widget. */}
      <CartTimer />
      <ChangeSummary editCart={editCart} removed={removed} timezone={order.timezone} headingLevel={3} />
      <div className="chk-manage__actions">
        <Button variant="primary" busy={store.busy === 'confirm'} disabled={store.busy !== null} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
        <Button variant="secondary" busy={store.busy === 'discard'} disabled={store.busy !== null} onClick={() => void store.discard()}>
          {T.discard}
          <span className="sf-visually-hidden">{T.discardName}</span>
        </Button>
      </div>
    </section>
  );
});
