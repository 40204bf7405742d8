import { lazy, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import { Alert, HydrationBoundary, Loading, Slot, useStores, type EventDetail } from '@storefront/shared';
import { isExpressCheckoutRemembered } from '../event-listing/express-checkout';
import { TicketsUnavailable } from '../reservation/tickets-unavailable';
import { nextRouteFor, panelFor, type PanelKind } from './choose-panel';

// Each flow is its own chunk (named as PANEL_CHUNKS names it, for the server to preload), so
// the event page downloads only the form it shows.
const DateFirstForm = lazy(() =>
  import(/* webpackChunkName: "date-first-form" */ '../date-first-form/date-first-form').then((m) => ({ default: m.DateFirstForm })),
);
const QuantityFirstForm = lazy(() =>
  import(/* webpackChunkName: "quantity-first-form" */ '../quantity-first-form/quantity-first-form').then((m) => ({ default: m.QuantityFirstForm })),
);
const SingleEventForm = lazy(() =>
  import(/* webpackChunkName: "single-event-form" */ '../single-event-form/single-event-form').then((m) => ({ default: m.SingleEventForm })),
);
const AddOneForm = lazy(() => import(/* webpackChunkName: "add-one-form" */ '../add-one-form/add-one-form').then((m) => ({ default: m.AddOneForm })));
const loadMembersOnly = () => import(/* webpackChunkName: "members-only" */ '../members-only/members-only-panel');
const MembersOnlyPanel = lazy(() => loadMembersOnly().then((m) => ({ default: m.MembersOnlyPanel })));
const ExpiredMembershipPanel = lazy(() => loadMembersOnly().then((m) => ({ default: m.ExpiredMembershipPanel })));
const AnchorRequiredPanel = lazy(() =>
  import(/* webpackChunkName: "anchor-required" */ '../anchor-required/anchor-required-panel').then((m) => ({ default: m.AnchorRequiredPanel })),
);

export const MEMBERSHIP_FORM_UNAVAILABLE = 'Memberships can not be bought online right now.';

/** Chooses and renders the event page's reservation panel (spec 01 §2, precedence 1–8). */
export const EventPanel = observer(function EventPanel({ event }: { event: EventDetail }) {
  const stores = useStores();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  // The route's `/events/{id}/{action}` (renew, gift) is the membership form's business.
  const { action } = useParams();
  // Spec 01 §4: the flow goes on to the next route with the chosen ticket groups; spec 03 §4: a
  // membership may ask to skip the upsells (gifts, tenants that opt out).
  const onReserved = (ticketGroupIds: string[] = [], options: ReservedOptions = {}) =>
    navigate(nextRouteFor(event, { skipUpsells: options.skipUpsells === true || isExpressCheckoutRemembered() }), { state: { ticketGroupIds } });
  // The server renders through the lazy flow (it waits); the browser hydrates it once its chunk arrives.
  return (
    <HydrationBoundary fallback={<Loading label="Loading" />}>{panel(panelFor(stores, event), { event, onReserved, query, action })}</HydrationBoundary>
  );
});

interface ReservedOptions {
  skipUpsells?: boolean;
}

interface PanelProps {
  event: EventDetail;
  onReserved(ticketGroupIds?: string[], options?: ReservedOptions): void;
  query: URLSearchParams;
  action: string | undefined;
}

function panel(kind: PanelKind, { event, onReserved, query, action }: PanelProps): ReactNode {
  switch (kind) {
    case 'unavailable':
      return <TicketsUnavailable />;
    case 'anchor-required':
      return <AnchorRequiredPanel />;
    case 'membership':
      return (
        <Slot
          id="account/MembershipForm"
          props={{ event, onReserved, action }}
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
}
