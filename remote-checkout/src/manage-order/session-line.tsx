import { Link } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Button, formatDateTime } from '@storefront/shared';
import { seatsText } from '../cart-widget/seat-names';
import { WalletPasses } from '../wallet-passes/wallet-passes';
import { MANAGE_ORDER_TEXTS as T, TICKET_STATE_LABELS } from './manage-order-texts';
import type { OrderManagement } from './order-management';
import type { SessionLine } from './order-lines';

export interface SessionLineViewProps {
  store: OrderManagement;
  line: SessionLine;
  eventName: string;
  timezone: string;
  /** A signed-out visitor (spec 02 §6): the line offers its edits. */
  canEdit: boolean;
}

/**
 * One session of the order (spec 02 §4): its time, its tickets with their seats and states, and either the
 * line's status ('Redeemed', 'Cancelled', 'Past Event') or its edits: remove a free ticket,
 * remove the event's free tickets, reschedule; a booked ticket's wallet passes.
 */
export const SessionLineView = observer(function SessionLineView({ store, line, eventName, timezone, canEdit }: SessionLineViewProps) {
  const when = line.startsAt ? formatDateTime(line.startsAt, timezone) : eventName;
  const headingId = `chk-manage-line-${line.key || 'undated'}`;
  const removable = canEdit ? store.removableTickets(line) : [];
  const editable = canEdit ? store.editableTickets(line) : [];
  const busy = store.busy !== null;
  return (
    <li className="chk-manage__line" aria-labelledby={headingId} data-testid="order-line">
      <h3 id={headingId} className="chk-manage__when">
        {when}
      </h3>
      {line.status && (
        <p className="chk-manage__line-status" data-testid="line-status">
          {line.status}
        </p>
      )}
      <ul className="chk-manage__tickets">
        {line.tickets.map((t) => (
          <li key={t.id} className="chk-manage__ticket" data-testid="order-ticket">
            <span className="chk-manage__type">{t.typeName}</span>
            {t.seatName && <span className="chk-manage__seat">{seatsText([t.seatName])}</span>}
            {t.admitName && <span className="chk-manage__admit">{t.admitName}</span>}
            <span className="chk-manage__state">{TICKET_STATE_LABELS[store.removedTicketIds.has(t.id) ? 'removed' : t.state]}</span>
            {removable.includes(t) && (
              <Button variant="link" disabled={busy} onClick={() => void store.remove([t.id])}>
                {T.remove}
                <span className="sf-visually-hidden">{T.removeTicketName(t.typeName, t.admitName)}</span>
              </Button>
            )}
            {t.state === 'booked' && !line.status && !store.removedTicketIds.has(t.id) && <WalletPasses ticket={t} />}
          </li>
        ))}
      </ul>
      {editable.length > 0 && (
        <div className="chk-manage__line-actions">
          {removable.length > 0 && (
            <Button variant="secondary" disabled={busy} onClick={() => void store.remove(removable.map((t) => t.id))}>
              {T.removeEvent}
              <span className="sf-visually-hidden">{T.lineName(when)}</span>
            </Button>
          )}
          {line.sessionId && (
            <Link className="sf-button sf-button--secondary" to={`/manage/${encodeURIComponent(store.orderId)}/reschedule/${encodeURIComponent(line.sessionId)}`}>
              {T.reschedule}
              <span className="sf-visually-hidden">{T.lineName(when)}</span>
            </Link>
          )}
        </div>
      )}
    </li>
  );
});
