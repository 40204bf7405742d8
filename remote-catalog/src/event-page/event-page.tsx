import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  EventNotFoundError,
  Loadable,
  Loading,
  Slot,
  errorMessage,
  useStores,
  type EventDetail,
} from '@storefront/shared';
import { EventPanel } from '../event-panel/event-panel';
import { useExpressCheckout } from '../event-listing/express-checkout';
import { useClearUpsellsChainOnLeave } from '../upsells/use-clear-upsells-chain';
import { EventContent } from './event-content';
import { eventRouteDataKey, fetchEvent } from './event-page-data';
import { BackButton, MobileFooter } from './mobile-chrome';
import { pageTitleFor } from './page-title';
import { MembershipPromo, SidebarPromo } from './promos';
import './event-page.css';

export const EVENT_PANEL_ID = 'cat-event-panel';

export { ticketGroupIdsFrom } from './event-page-data';

/** Spec 01 §2 "Event detail page content" with the reservation panel (precedence in `EventPanel`). */
export const EventPage = observer(function EventPage() {
  const { eventId = '', action } = useParams();
  const [query] = useSearchParams();
  const tg = query.get('tg');
  const stores = useStores();
  const { cart, config } = stores;
  const navigate = useNavigate();
  // The event the server rendered the page with, when it did (ADR 0017): no second request.
  const dataKey = eventRouteDataKey(eventId, tg);
  const [page] = useState(() => {
    const sent = stores.routeData.take<EventDetail>(dataKey);
    return new Loadable<EventDetail>(sent && { value: sent });
  });
  const sentFor = useRef(page.state.status === 'ready' ? dataKey : null);
  const { state } = page;
  // Spec 01 §2: the chain of upsells is cleared on leaving the event screen.
  useClearUpsellsChainOnLeave();
  // Spec 01 §2: `expresscheckout` is remembered and stripped here too (no redirect from an event page).
  useExpressCheckout(false);

  useEffect(() => {
    if (sentFor.current === dataKey) return;
    sentFor.current = null;
    void page.load(() => fetchEvent(stores, eventId, tg));
  }, [page, stores, dataKey, eventId, tg]);

  const notFound = state.status === 'error' && state.error instanceof EventNotFoundError;
  useEffect(() => {
    // Spec 01 §8: event not found redirects, replacing history, to the 404 route.
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);

  const title = state.status === 'ready' ? pageTitleFor(state.value, action, config.isMembershipEvent(state.value)) : null;
  useEffect(() => {
    if (title) document.title = `${title} | ${config.sellerName}`;
  }, [title, config.sellerName]);

  if (state.status === 'error') {
    if (notFound) return null;
    // Spec 01 §8: unexpected errors on the event page show the message with a Continue link home.
    return (
      <Alert kind="error">
        {errorMessage(state.error)} <Link to="/">Continue</Link>
      </Alert>
    );
  }
  if (state.status !== 'ready') return <Loading label="Loading event" />;

  const event = state.value;
  return (
    <div className="cat-event">
      <BackButton />
      <div className="cat-event__main">
        <EventContent event={event} />
        <section id={EVENT_PANEL_ID} tabIndex={-1} className="cat-event__panel" aria-labelledby="cat-reserve-title">
          <h2 id="cat-reserve-title">Get tickets</h2>
          <EventPanel key={event.id} event={event} />
        </section>
      </div>
      <aside className="cat-event__sidebar" aria-label="Your cart">
        <Slot id="checkout/CartWidget" deferred />
        <SidebarPromo />
        <MembershipPromo event={event} />
      </aside>
      <MobileFooter panelId={EVENT_PANEL_ID} upsell={!cart.isEmpty && !event.isAnchor} />
    </div>
  );
});
