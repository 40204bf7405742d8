import { EventNotFoundError, type RootStore, type RouteDataOutcome } from '@storefront/shared';
import { loadEventPanelData } from '../event-panel/event-panel-data';
import { eventRouteDataKey, fetchEvent } from './event-page-data';

/**
 * An event page's first screen as the storefront server fetches it (ADR 0017): the event, then
 * its panel's first request, each under the key its screen takes it with. An event the API does
 * not have makes the page a 404, 410 when the seller removed it (the browser shows the 404 page for it as well); any other
 * failure is left out, and the page loads the event in the browser.
 */
export async function loadEventRouteData(store: RootStore, eventId: string, tg: string | null): Promise<RouteDataOutcome> {
  let detail;
  try {
    detail = await fetchEvent(store, eventId, tg);
  } catch (error) {
    if (!(error instanceof EventNotFoundError)) return undefined;
    return error.gone ? { notFound: true, gone: true } : { notFound: true };
  }
  store.routeData.put(eventRouteDataKey(eventId, tg), detail);
  await loadEventPanelData(store, detail);
  return undefined;
}
