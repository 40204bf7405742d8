/**
 * A staff-made (injected) cart for the demo (spec 02 §1): two tickets of the default seller's
 * next bookable paid session, held for a demo customer, paid through the `cart/…` paths. The
 * sandbox serves it at `POST /api/sandbox/injected_cart`, so it works whichever database runs.
 */
import type { ApiCart } from '@storefront/shared/wire';
import type { Db } from '../../infra/db/client';
import type { CartService } from '../../cart/cart';
import { NotFoundError } from '../../lib/errors';
import {
  findBookableTicket,
  markCartInjected,
} from '../checkout-repository';
import { insertIdentity } from '../../accounts/accounts-repository';

export interface InjectedCartDemo {
  cart_id: string;
  purchaser: string;
  /** The storefront's checkout page for it. */
  checkout_url: string;
}

/** The first paid public ticket type and its next session from tomorrow on, anchor events first. */
async function bookableTicket(db: Db, now: Date): Promise<{ typeId: string; sessionId: string }> {
  const from = new Date(now.getTime() + 86_400_000).toISOString();
  const row = await findBookableTicket(db, from);
  if (!row) throw new NotFoundError('not_found', { description: 'No bookable paid session for an injected cart' });
  return { typeId: row.type_id, sessionId: row.session_id };
}

export async function createInjectedCart(db: Db, cartService: CartService, now: Date): Promise<InjectedCartDemo> {
  const { typeId, sessionId } = await bookableTicket(db, now);
  const customer = await insertIdentity(db, { kind: 'guest', firstName: 'Jamie', lastName: 'Rivera', email: 'jamie.rivera@example.com' });
  if (!customer) throw new Error('identity insert returned nothing');
  // The box office reserves for the customer: the cart belongs to the customer's identity.
  const staff = { token: '', publicIdentityId: customer.id, userId: null, userIdentityId: null };
  const item = { ticket_type_id: typeId, event_session_id: sessionId };
  const cart: ApiCart = await cartService.modify(staff, null, { create: { channel: 'web' }, reserve: { tickets: [item, item] } });
  await markCartInjected(db, cart.id, customer.id);
  return { cart_id: cart.id, purchaser: customer.id, checkout_url: `/checkout?cartId=${cart.id}&purchaser=${customer.id}` };
}
