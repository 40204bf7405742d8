import { observer } from 'mobx-react-lite';
import { Alert, useStores } from '@storefront/shared';

/** Spec 01 §2 panel 1 default, used when the seller gives no `tickets_unavailable_text`. */
export const TICKETS_UNAVAILABLE_DEFAULT = 'Tickets are currently unavailable for this event.';

/** The 'tickets unavailable' warning of the panel and of every form with nothing to sell. */
export const TicketsUnavailable = observer(function TicketsUnavailable() {
  const { config } = useStores();
  return <Alert kind="warning">{config.web.tickets_unavailable_text || TICKETS_UNAVAILABLE_DEFAULT}</Alert>;
});
