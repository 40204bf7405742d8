import type { EventDetail, RootStore } from '@storefront/shared';
import { addOneRouteDataKey, fetchAddOneGroups } from '../add-one-form/add-one-data';
import { dateFirstRouteDataKey, fetchDateFirstFirstScreen } from '../date-first-form/date-first-data';
import { fetchSingleEventTickets, singleEventRouteDataKey } from '../single-event-form/single-event-data';
import { choosePanel, type PanelContext } from './choose-panel';

/** The panel context from the stores, as the event panel reads it (the server's cart is never restored: empty). */
export function panelContextOf({ cart, config, session }: Pick<RootStore, 'cart' | 'config' | 'session'>, event: EventDetail): PanelContext {
  return {
    anchorInCart: cart.hasAnchor,
    hasCurrentMembership: session.hasCurrentMembership,
    hasExpiredMembership: session.hasExpiredMembership,
    defaultReserveFlow: config.reserveFlow,
    isMembershipEvent: config.isMembershipEvent(event),
  };
}

/**
 * The event panel's first request, as the storefront server fetches it after the event (ADR
 * 0017): the panel the page will show decides which (the quantity-first form asks nothing
 * before the visitor acts; the membership form is the account team's). Put under the key the
 * panel takes it with; what fails is left out, and the panel loads it in the browser.
 */
export async function loadEventPanelData(store: RootStore, event: EventDetail): Promise<void> {
  const { api, routeData } = store;
  switch (choosePanel(event, panelContextOf(store, event))) {
    case 'date-first': {
      const firstScreen = await fetchDateFirstFirstScreen(api, event).catch(() => null);
      if (firstScreen) routeData.put(dateFirstRouteDataKey(event), firstScreen);
      return;
    }
    case 'single': {
      const tickets = await fetchSingleEventTickets(api, event).catch(() => null);
      if (tickets) routeData.put(singleEventRouteDataKey(event), tickets);
      return;
    }
    case 'add-one': {
      const groups = await fetchAddOneGroups(api, event).catch(() => null);
      if (groups) routeData.put(addOneRouteDataKey(event), groups);
      return;
    }
    default:
      return;
  }
}
