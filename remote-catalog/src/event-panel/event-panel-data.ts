import type { EventDetail, RootStore } from '@storefront/shared';
import { addOneRouteDataKey, fetchAddOneGroups } from '../add-one-form/add-one-data';
import { dateFirstRouteDataKey, fetchDateFirstFirstScreen } from '../date-first-form/date-first-data';
import { fetchSingleEventTickets, singleEventRouteDataKey } from '../single-event-form/single-event-data';
import { panelFor } from './choose-panel';

/**
 * The event panel's first request, as the storefront server fetches it after the event (ADR
 * 0017): the panel the page will show decides which (the quantity-first form asks nothing
 * before the visitor acts; the membership form is the account team's). Put under the key the
 * panel takes it with; what fails is left out, and the panel loads it in the browser.
 */
export async function loadEventPanelData(store: RootStore, event: EventDetail): Promise<void> {
  const { api, routeData } = store;
  switch (panelFor(store, event)) {
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
