/**
 * The domain services, each a named plugin with a typed decoration on the instance.
 */
import fp from 'fastify-plugin';
import { AccountService } from '../../services/accounts';
import { CartService, type LiveCartLimits, type ReservationOptions } from '../../services/cart';
import { CartSweeper } from '../../services/cart-expiry';
import { EventService } from '../../services/events';
import type { HoldSecondsOf } from '../../services/hold-seconds';
import { IdentityService } from '../../services/identity';
import { DEFAULT_LOGIN_BACKOFF, LoginBackoff, type LoginBackoffPolicy } from '../../services/login-backoff';
import { MembershipService } from '../../services/memberships';
import { OrderService } from '../../services/orders';
import type { PaymentsOptions } from '../../services/payments/config';
import { SellerService } from '../../services/sellers';

declare module 'fastify' {
  interface FastifyInstance {
    sellerService: SellerService;
    eventService: EventService;
    cartService: CartService;
    cartSweeper: CartSweeper;
    orderService: OrderService;
    identityService: IdentityService;
    accountService: AccountService;
    membershipService: MembershipService;
  }
}

const base = ['database', 'clock'];

export const sellerServicePlugin = fp<{ holdSeconds: HoldSecondsOf; payments: PaymentsOptions }>(
  async (fastify, options) => {
    fastify.decorate('sellerService', new SellerService(fastify.db, options.holdSeconds, options.payments));
  },
  { name: 'seller-service', dependencies: base },
);

export const eventServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('eventService', new EventService(fastify.db, fastify.clock));
  },
  { name: 'event-service', dependencies: base },
);

export const cartServicePlugin = fp<{ reservation?: ReservationOptions; holdSeconds: HoldSecondsOf; liveCartLimits: LiveCartLimits }>(
  async (fastify, options) => {
    fastify.decorate(
      'cartService',
      new CartService(fastify.db, fastify.clock, options.reservation ?? {}, options.holdSeconds, options.liveCartLimits),
    );
  },
  { name: 'cart-service', dependencies: base },
);

/** Releases expired carts every `intervalMs` (0: never; tests call `sweepOnce`); stops before the app closes. */
export const cartSweepPlugin = fp<{ intervalMs: number }>(
  async (fastify, options) => {
    const sweeper = new CartSweeper(fastify.db, fastify.clock, fastify.log);
    fastify.decorate('cartSweeper', sweeper);
    fastify.addHook('onReady', async () => {
      sweeper.start(options.intervalMs);
    });
    fastify.addHook('preClose', async () => {
      await sweeper.stop();
    });
  },
  { name: 'cart-sweep', dependencies: base },
);

export const orderServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('orderService', new OrderService(fastify.db));
  },
  { name: 'order-service', dependencies: base },
);

export const identityServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('identityService', new IdentityService(fastify.db));
  },
  { name: 'identity-service', dependencies: base },
);

/** `loginBackoff`: overrides of the failed-login backoff, or null when rate limits are off. */
export const accountServicePlugin = fp<{ loginBackoff: Partial<LoginBackoffPolicy> | null }>(
  async (fastify, options) => {
    const backoff = options.loginBackoff
      ? new LoginBackoff(fastify.db, fastify.clock, { ...DEFAULT_LOGIN_BACKOFF, ...options.loginBackoff })
      : null;
    fastify.decorate('accountService', new AccountService(fastify.db, fastify.webSessions, backoff));
  },
  { name: 'account-service', dependencies: [...base, 'web-session'] },
);

export const membershipServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('membershipService', new MembershipService(fastify.db));
  },
  { name: 'membership-service', dependencies: base },
);
