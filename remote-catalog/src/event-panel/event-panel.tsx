import { Suspense, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, Loading, Slot, useStores, type EventDetail } from '@storefront/shared';
import { AnchorRequiredPanel } from '../anchor-required/anchor-required-panel';
import { isExpressCheckoutRemembered } from '../event-listing/express-checkout';
import { ExpiredMembershipPanel, MembersOnlyPanel } from '../members-only/members-only-panel';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { choosePanel, nextRouteFor } from './choose-panel';
import { AddOneForm, DateFirstForm, QuantityFirstForm, SingleEventForm } from './reservation-forms';

const Form = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading label="Loading tickets" />}>{children}</Suspense>;

export const MEMBERSHIP_FORM_UNAVAILABLE = 'Memberships can not be bought online right now.';

/** Chooses and renders the event page's reservation panel (spec 01 §2, precedence 1–8). */
export const EventPanel = observer(function EventPanel({ event }: { event: EventDetail }) {
  const { cart, config, session } = useStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // Spec 01 §4: the flow goes on to the next route with the chosen ticket groups.
  const onReserved = (ticketGroupIds: string[] = []) =>
    navigate(nextRouteFor(event, { skipUpsells: isExpressCheckoutRemembered() }), { state: { ticketGroupIds } });
  const kind = choosePanel(event, {
    anchorInCart: cart.cart?.items.some((i) => i.isAnchor) ?? false,
    hasCurrentMembership: session.hasCurrentMembership,
    hasExpiredMembership: session.hasExpiredMembership,
    defaultReserveFlow: config.reserveFlow,
  });
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
      return (
        <Form>
          <AddOneForm event={event} onReserved={onReserved} />
        </Form>
      );
    case 'expired-membership':
      return <ExpiredMembershipPanel />;
    case 'members-only':
      return <MembersOnlyPanel />;
    case 'single':
      return (
        <Form>
          <SingleEventForm event={event} onReserved={onReserved} />
        </Form>
      );
    case 'quantity-first':
      return (
        <Form>
          <QuantityFirstForm event={event} onReserved={onReserved} query={query} />
        </Form>
      );
    case 'date-first':
      return (
        <Form>
          <DateFirstForm event={event} onReserved={onReserved} query={query} />
        </Form>
      );
  }
});
