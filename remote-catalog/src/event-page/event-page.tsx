import { useEffect, useState } from 'react';
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
import { BackButton, MobileFooter } from './mobile-chrome';
import { pageTitleFor } from './page-title';
import { MembershipPromo, SidebarPromo } from './promos';
import './event-page.css';

export const EVENT_PANEL_ID = 'cat-event-panel';

/** The `tg` query parameter: a comma list of ticket group ids (link-only groups appear only when linked). */
export function ticketGroupIdsFrom(tg: string | null): string[] | undefined {
  const ids = (tg ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return ids.length ? ids : undefined;
}

/** Spec 01 §2 "Event detail page content" with the reservation panel (precedence in `EventPanel`). */
export const EventPage = observer(function EventPage() {
  const { eventId = '', action } = useParams();
  const [query] = useSearchParams();
  const tg = query.get('tg');
  const { api, cart, config } = useStores();
  const navigate = useNavigate();
  const [page] = useState(() => new Loadable<EventDetail>());
  const { state } = page;
  // Spec 01 §2: the chain of upsells is cleared on leaving the event screen.
  useClearUpsellsChainOnLeave();
  // Spec 01 §2: `expresscheckout` is remembered and stripped here too (no redirect from an event page).
  useExpressCheckout(false);

  useEffect(() => {
    void page.load(() => api.events.getEvent(eventId, { ticketGroupIds: ticketGroupIdsFrom(tg) }));
  }, [page, api, eventId, tg]);

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
        <Slot id="checkout/CartWidget" team="checkout" />
        <SidebarPromo />
        <MembershipPromo event={event} />
      </aside>
      <MobileFooter panelId={EVENT_PANEL_ID} upsell={!cart.isEmpty && !event.isAnchor} />
    </div>
  );
});
