/**
 * A staff-made (injected) cart for the demo (spec 02 §1): two tickets of the default seller's
 * next bookable paid session, held for a demo customer, paid through the `cart/…` paths. The
 * sandbox serves it at `POST /api/sandbox/injected_cart`, so it works whichever database runs.
 */
import type { ApiCart } from '@storefront/shared/wire';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../infra/db/client';
import { carts, identities } from '../../infra/db/schema';
import type { CartService } from '../../cart/cart';
import { NotFoundError } from '../../lib/errors';

export interface InjectedCartDemo {
  cart_id: string;
  purchaser: string;
  /** The storefront's checkout page for it. */
  checkout_url: string;
}

/** The first paid public ticket type and its next session from tomorrow on, anchor events first. */
async function bookableTicket(db: Db, now: Date): Promise<{ typeId: string; sessionId: string }> {
  const from = new Date(now.getTime() + 86_400_000).toISOString();
  const [row] = await queryRows<{ type_id: string; session_id: string }>(
    db,
    sql`SELECT tt.id AS type_id, s.id AS session_id
        FROM ticket_types tt
        JOIN ticket_groups g ON g.id = tt.ticket_group_id
        JOIN event_templates e ON e.id = g.event_template_id
        JOIN sellers se ON se.id = e.seller_id AND se.is_default
        JOIN event_sessions s ON s.event_template_id = e.id AND s.start_datetime > ${from}::timestamptz
        WHERE tt.price_minor > 0 AND NOT tt.member_event_ticket_type AND tt.price_min_minor IS NULL
          AND g.handler = 'tickets' AND g.hidden_type = 'public_browsable' AND g.meta->>'required_code' IS NULL
          AND g.start_policy IS NULL AND e.hidden_type = 'public_browsable' AND e.meta->>'requires_anchor' IS NULL
          AND e.config->'web'->'checkout_rule' IS NULL AND e.config->'web'->'payment_plan' IS NULL
        ORDER BY (e.meta->>'is_anchor' = 'true') DESC NULLS LAST, s.start_datetime, tt.rank
        LIMIT 1`,
  );
  if (!row) throw new NotFoundError('not_found', { description: 'No bookable paid session for an injected cart' });
  return { typeId: row.type_id, sessionId: row.session_id };
}

export async function createInjectedCart(db: Db, cartService: CartService, now: Date): Promise<InjectedCartDemo> {
  const { typeId, sessionId } = await bookableTicket(db, now);
  const [customer] = await db
    .insert(identities)
    .values({ kind: 'guest', firstName: 'Jamie', lastName: 'Rivera', email: 'jamie.rivera@example.com' })
    .returning({ id: identities.id });
  if (!customer) throw new Error('identity insert returned nothing');
  // The box office reserves for the customer: the cart belongs to the customer's identity.
  const staff = { token: '', publicIdentityId: customer.id, userId: null, userIdentityId: null };
  const item = { ticket_type_id: typeId, event_session_id: sessionId };
  const cart: ApiCart = await cartService.modify(staff, null, { create: { channel: 'web' }, reserve: { tickets: [item, item] } });
  await db.update(carts).set({ channel: 'injected', purchaserIdentityId: customer.id }).where(eq(carts.id, cart.id));
  return { cart_id: cart.id, purchaser: customer.id, checkout_url: `/checkout?cartId=${cart.id}&purchaser=${customer.id}` };
}
