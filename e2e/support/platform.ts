/**
 * Direct calls to the platform API for e2e set-up: finding demo events by name and acting as
 * other visitors (each `visitor()` is a new cookie jar, so a new public identity).
 */
import { request, type APIRequestContext } from '@playwright/test';

export interface DemoEvent {
  id: string;
  name: string;
  ticket_type: { id: string; name: string; ticket_group_id: string }[];
}

/** A visitor of their own, optionally signed in. */
export async function visitor(baseURL: string, login?: { username: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL });
  if (login) {
    const res = await context.post('/api/login', { data: login });
    if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  }
  return context;
}

async function json<T>(context: APIRequestContext, url: string): Promise<T> {
  const res = await context.get(url);
  if (!res.ok()) throw new Error(`GET ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A seller's events by name (default: City Museum), members-only ones included (asked as the demo member). */
export async function demoEvents(baseURL: string, slug = 'city-museum'): Promise<Map<string, DemoEvent>> {
  const member = await visitor(baseURL, { username: 'member@example.com', password: 'Member-Pass-1' });
  const sellers = await json<{ data: { id: string; slug: string }[] }>(member, '/api/sellers');
  const seller = sellers.data.find((s) => s.slug === slug)!;
  const listing = await json<{ data: DemoEvent[] }>(
    member,
    `/api/events/available?seller_id=${seller.id}&_withmemberevents=true&_embed=ticket_type`,
  );
  await member.dispose();
  return new Map(listing.data.map((e) => [e.name, e]));
}

export interface DemoSession {
  id: string;
  start_datetime: string;
  capacity: number;
  used_capacity: number;
}

export async function sessionsOn(baseURL: string, eventId: string, date: string): Promise<DemoSession[]> {
  const context = await visitor(baseURL);
  const body = await json<{ data: DemoSession[] }>(context, `/api/events/${eventId}/sessions?date=${date}`);
  await context.dispose();
  return body.data;
}

/** Other visitors hold every seat left in a session, `perCart` tickets per cart (the group's max per order). */
export async function holdAllSeats(baseURL: string, session: DemoSession, ticketTypeId: string, perCart: number) {
  let left = session.capacity - session.used_capacity;
  while (left > 0) {
    const count = Math.min(left, perCart);
    const other = await visitor(baseURL);
    const res = await other.post('/api/my/cart/modify', {
      data: {
        create: { channel: 'web' },
        reserve: { tickets: Array.from({ length: count }, () => ({ ticket_type_id: ticketTypeId, event_session_id: session.id })) },
      },
    });
    if (!res.ok()) throw new Error(`hold failed: ${res.status()} ${await res.text()}`);
    await other.dispose();
    left -= count;
  }
}
