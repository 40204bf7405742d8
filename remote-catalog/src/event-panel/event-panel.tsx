import { useNavigate } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Slot, useStores, type EventDetail } from '@storefront/shared';
import { AddOneForm } from '../add-one-form/add-one-form';
import { AnchorRequiredPanel } from '../anchor-required/anchor-required-panel';
import { DateFirstForm } from '../date-first-form/date-first-form';
import { ExpiredMembershipPanel, MembersOnlyPanel } from '../members-only/members-only-panel';
import { SingleEventForm } from '../single-event-form/single-event-form';
import { choosePanel, nextRouteFor } from './choose-panel';
import { QuantityFirstFlowForm } from './quantity-first-switch';

export const TICKETS_UNAVAILABLE_DEFAULT = 'Tickets are currently unavailable for this event.';
export const MEMBERSHIP_FORM_UNAVAILABLE = 'Memberships can not be bought online right now.';

/** Chooses and renders the event page's reservation panel (spec 01 §2, precedence 1–8). */
export const EventPanel = observer(function EventPanel({ event }: { event: EventDetail }) {
  const { cart, config, session } = useStores();
  const navigate = useNavigate();
  const onReserved = () => navigate(nextRouteFor(event));
  const kind = choosePanel(event, {
    anchorInCart: cart.cart?.items.some((i) => i.isAnchor) ?? false,
    hasCurrentMembership: session.hasCurrentMembership,
    hasExpiredMembership: session.hasExpiredMembership,
    defaultReserveFlow: config.reserveFlow,
  });
  switch (kind) {
    case 'unavailable':
      return <Alert kind="warning">{config.web.tickets_unavailable_text || TICKETS_UNAVAILABLE_DEFAULT}</Alert>;
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
      return <QuantityFirstFlowForm event={event} onReserved={onReserved} />;
    case 'date-first':
      return <DateFirstForm event={event} onReserved={onReserved} />;
  }
});

