import type { Api, EventDetail, EventSession, TicketGroup } from '@storefront/shared';

/** What the single-event form sells: the event's one session (null for code purchases or none left) and its groups. */
export interface SingleEventTickets {
  session: EventSession | null;
  ticketGroups: TicketGroup[];
}

/** Where the storefront server puts the form's tickets for the first screen (`RouteData`). */
export const singleEventRouteDataKey = (event: EventDetail) => `catalog/single-event:${event.id}`;

/** A discount-code purchase group: the flow skips the session (spec 01 §4). */
const isCodeGroup = (g: TicketGroup) => g.handler === 'codes';

/** Every group is a discount-code purchase: the event's groups are sold without a session. */
const sellsCodesOnly = (event: EventDetail) => event.ticketGroups.length > 0 && event.ticketGroups.every(isCodeGroup);

/**
 * Spec 01 §4 "Single-event flow": the first session still on sale with its groups, or the
 * event's groups without a session (no request) when it sells codes only.
 */
export async function fetchSingleEventTickets(api: Api, event: EventDetail): Promise<SingleEventTickets> {
  if (sellsCodesOnly(event)) return { session: null, ticketGroups: event.ticketGroups };
  const [first] = await api.events.getSessions(event.id, { limit: 1, soldOut: false });
  if (!first) return { session: null, ticketGroups: [] };
  const detail = await api.events.getSessionDetail(event.id, first.id);
  return { session: detail.session, ticketGroups: detail.ticketGroups };
}
