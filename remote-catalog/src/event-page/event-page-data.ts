import type { EventDetail, RootStore } from '@storefront/shared';

/** The `tg` query parameter: a comma list of ticket group ids (link-only groups appear only when linked). */
export function ticketGroupIdsFrom(tg: string | null): string[] | undefined {
  const ids = (tg ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return ids.length ? ids : undefined;
}

/** Where the storefront server puts the event it fetched for the first screen (`RouteData`). */
export const eventRouteDataKey = (eventId: string, tg: string | null) => `catalog/event:${eventId}:${tg ?? ''}`;

/** The event the server put for the first screen (whatever its `tg`), taken by the page or not. */
export function sentEvent(routeData: RootStore['routeData'], eventId: string): EventDetail | undefined {
  const prefix = eventRouteDataKey(eventId, '');
  const [, event] = Object.entries(routeData.toJSON()).find(([key]) => key.startsWith(prefix)) ?? [];
  return event as EventDetail | undefined;
}

/** The event page's event (with the groups `tg` links), from the API. */
export function fetchEvent({ api }: Pick<RootStore, 'api'>, eventId: string, tg: string | null): Promise<EventDetail> {
  return api.events.getEvent(eventId, { ticketGroupIds: ticketGroupIdsFrom(tg) });
}
