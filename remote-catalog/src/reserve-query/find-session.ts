import { toApiError, type Api, type EventSession } from '@storefront/shared';

/** `session={id}` (spec 01 §5): the session, or null when the platform does not know it (404); other failures throw. */
export async function findSessionById(api: Api, eventId: string, sessionId: string): Promise<EventSession | null> {
  try {
    return (await api.events.getSessionDetail(eventId, sessionId)).session;
  } catch (e) {
    const err = toApiError(e);
    if (err.status === 404 || err.is('not_found')) return null;
    throw e;
  }
}
