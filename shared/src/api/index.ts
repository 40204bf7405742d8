import { bindCalls, type BoundCalls } from './bind-calls';
import cartCalls from './cart';
import eventCalls from './events';
import identityCalls from './identity';
import membershipCalls from './memberships';
import orderCalls from './orders';
import paymentCalls from './payments';
import type { HttpClient } from './transport';

export * from './errors';
export * from './transport';
export * from './events';
export * from './cart';
export * from './orders';
export * from './payments';
export * from './identity';
export * from './memberships';

/**
 * The API with the transport bound: what stores and components receive.
 * `api.cart.getCart(id)`, `api.events.getEvent(id)`, … Each domain is its file's table of calls
 * (the file's default export) with the transport bound.
 */
export interface Api {
  http: HttpClient;
  events: BoundCalls<typeof eventCalls>;
  cart: BoundCalls<typeof cartCalls>;
  payments: BoundCalls<typeof paymentCalls>;
  orders: BoundCalls<typeof orderCalls>;
  identity: BoundCalls<typeof identityCalls>;
  memberships: BoundCalls<typeof membershipCalls>;
}

export function createApi(http: HttpClient): Api {
  return {
    http,
    events: bindCalls(http, eventCalls),
    cart: bindCalls(http, cartCalls),
    payments: bindCalls(http, paymentCalls),
    orders: bindCalls(http, orderCalls),
    identity: bindCalls(http, identityCalls),
    memberships: bindCalls(http, membershipCalls),
  };
}
