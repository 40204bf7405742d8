import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Button, formatDateTime, formatMoney, type Cart } from '@storefront/shared';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';
import type { OrderManagement } from './order-management';

/**
 * The live edit (spec 02 §4 Edit order): 'You have unsaved changes', the new tickets a
 * reschedule holds, what was removed, the credit and the amount due, then Confirm changes or
 * Cancel. Focused when a change lands, so the visitor hears what is now pending.
 */
export const EditChanges = observer(function EditChanges({ store, editCart }: { store: OrderManagement; editCart: Cart }) {
  const navigate = useNavigate();
  const regionRef = useRef<HTMLElement>(null);
  const removedCount = store.removedTicketIds.size;
  const changeKey = `${editCart.ticketIds.length}:${removedCount}`;
  const money = (minor: number) => formatMoney(minor, editCart.currency);

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
      {editCart.items.length > 0 && (
        <>
          <h3>{T.newTicketsHeading}</h3>
          <ul className="chk-manage__new-lines">
            {editCart.items.map((item) => (
              <li key={item.id} data-testid="new-line">
                <span className="chk-manage__when">{item.start ? formatDateTime(item.start, item.timezone) : item.name}</span>{' '}
                {item.types.map((t) => `${t.ticketCount} × ${t.name}`).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {removedCount > 0 && <p data-testid="removed-count">{T.removedCount(removedCount)}</p>}
      <dl className="chk-manage__amounts">
        {(editCart.orderEdit?.creditMinor ?? 0) > 0 && (
          <div>
            <dt>{T.credit}</dt>
            <dd>{money(editCart.orderEdit?.creditMinor ?? 0)}</dd>
          </div>
        )}
        <div>
          <dt>{T.amountDue}</dt>
          <dd data-testid="amount-due">{money(Math.max(0, editCart.outstandingMinor))}</dd>
        </div>
      </dl>
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
