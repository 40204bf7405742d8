import { useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, FieldGroup, formatDateTime, type Order } from '@storefront/shared';
import { MANAGE_ORDER_TEXTS as T } from './manage-order-texts';
import type { OrderManagement } from './order-management';

/**
 * Spec 02 §5 cancel free order: the cancellable tickets as checkboxes; none ticked says so and
 * focuses the first box.
 */
export const CancelTicketsForm = observer(function CancelTicketsForm({ store, order }: { store: OrderManagement; order: Order }) {
  const firstRef = useRef<HTMLInputElement>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ((await store.cancelSelected()) === 'invalid') firstRef.current?.focus();
  };
  return (
    <form className="chk-manage__cancel-form" noValidate onSubmit={(e) => void submit(e)}>
      <FieldGroup legend={T.cancelLegend} error={store.cancelError}>
        {store.cancellableTickets.map((t, i) => (
          <label key={t.id} className="chk-manage__cancel-choice">
            <input
              ref={i === 0 ? firstRef : undefined}
              type="checkbox"
              checked={store.selectedForCancel.includes(t.id)}
              onChange={(e) => store.toggleCancel(t.id, e.target.checked)}
            />{' '}
            {t.typeName}
            {t.admitName ? `, ${t.admitName}` : ''}
            {t.validFrom ? `, ${formatDateTime(t.validFrom, order.timezone)}` : ''}
          </label>
        ))}
      </FieldGroup>
      <Button type="submit" variant="secondary" busy={store.busy === 'cancel'} disabled={store.busy !== null}>
        {T.cancelSubmit}
      </Button>
    </form>
  );
});
