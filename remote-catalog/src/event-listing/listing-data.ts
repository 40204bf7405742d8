import type { EventListing, RootStore } from '@storefront/shared';
import { filtersKey, parseFiltersKey, readFilters, toListEventsQuery } from './listing-filters-query';

/** What the listing loads for: the filters (`filtersKey`) and whether members' events are in. */
export const listingLoadKey = (filtersKey: string, withMemberEvents: boolean) => `${filtersKey}|${withMemberEvents ? 'members' : 'public'}`;

/** Where the storefront server puts the listing it fetched for the first screen (`RouteData`). */
export const listingRouteDataKey = (loadKey: string) => `catalog/listing:${loadKey}`;

/**
 * The first screen's listing, as the server fetches it and the screen first renders it: the
 * filters read from the address before any facets are known.
 */
export function firstListing(search: URLSearchParams, withMemberEvents: boolean): { filtersKey: string; loadKey: string; dataKey: string } {
  const key = filtersKey(readFilters(search));
  const loadKey = listingLoadKey(key, withMemberEvents);
  return { filtersKey: key, loadKey, dataKey: listingRouteDataKey(loadKey) };
}

/** The listing for the filters named by `filtersKey`, from the API. */
export function fetchListing({ api, config }: Pick<RootStore, 'api' | 'config'>, filtersKey: string, withMemberEvents: boolean): Promise<EventListing> {
  const query = toListEventsQuery(parseFiltersKey(filtersKey), {
    sellerId: config.sellerId,
    timezone: config.timezone,
    now: new Date(),
    withMemberEvents,
  });
  return api.events.listAvailableEvents(query);
}
