import type { Api, EventDetail, TicketGroup } from '@storefront/shared';

/** Where the storefront server puts the form's groups for the first screen (`RouteData`): they depend on the event's groups. */
export const addOneRouteDataKey = (event: EventDetail) => `catalog/add-one:${event.id}:${event.ticketGroups.map((g) => g.id).join(',')}`;

/**
 * The groups the add-one form offers: the event's, with each donation group asked for
 * through `GET ticket_group/{id}?handler=donation` (in parallel; none asked without one).
 */
export function fetchAddOneGroups(api: Api, event: EventDetail): Promise<TicketGroup[]> {
  return Promise.all(event.ticketGroups.map((g) => (g.handler === 'donation' ? api.events.getTicketGroup(g.id, 'donation') : g)));
}
