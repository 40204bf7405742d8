import { useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Slot, useStores, type EventDetail } from '@storefront/shared';
import { AddOneForm } from '../add-one-form/add-one-form';
import { AnchorRequiredPanel } from '../anchor-required/anchor-required-panel';
import { DateFirstForm } from '../date-first-form/date-first-form';
import { isExpressCheckoutRemembered } from '../event-listing/express-checkout';
import { ExpiredMembershipPanel, MembersOnlyPanel } from '../members-only/members-only-panel';
import { QuantityFirstForm } from '../quantity-first-form/quantity-first-form';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { SingleEventForm } from '../single-event-form/single-event-form';
import { choosePanel, nextRouteFor } from './choose-panel';
import { panelContextOf } from './event-panel-data';

export const MEMBERSHIP_FORM_UNAVAILABLE = 'Memberships can not be bought online right now.';

/** Chooses and renders the event page's reservation panel (spec 01 §2, precedence 1–8). */
export const EventPanel = observer(function EventPanel({ event }: { event: EventDetail }) {
  const stores = useStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Spec 01 §4: the flow goes on to the next route with the chosen ticket groups.
  const onReserved = (ticketGroupIds: string[] = []) =>
    navigate(nextRouteFor(event, { skipUpsells: isExpressCheckoutRemembered() }), { state: { ticketGroupIds } });
  const kind = choosePanel(event, panelContextOf(stores, event));
  switch (kind) {
    case 'unavailable':
      return <TicketsUnavailable />;
    case 'anchor-required':
      return <AnchorRequiredPanel />;
    case 'membership':
      return (
        <Slot
          id="account/MembershipForm"
          team="account"
          props={{ event, onReserved }}
          fallback={<Alert kind="info">{MEMBERSHIP_FORM_UNAVAILABLE}</Alert>}
        />
      );
    case 'add-one':
      return <AddOneForm event={event} onReserved={onReserved} />;
    case 'expired-membership':
      return <ExpiredMembershipPanel />;
    case 'members-only':
      return <MembersOnlyPanel />;
    case 'single':
      return <SingleEventForm event={event} onReserved={onReserved} />;
    case 'quantity-first':
      return <QuantityFirstForm event={event} onReserved={onReserved} query={query} />;
    case 'date-first':
      return <DateFirstForm event={event} onReserved={onReserved} query={query} />;
  }
});
