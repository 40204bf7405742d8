/**
 * The domain services, each a named plugin with a typed decoration on the instance.
 */
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { BalanceCollector, type BalanceRun } from './checkout/balances/balance-collection';
import { PeriodicJob } from './infra/periodic-job';
import { replies } from './lib/schemas/replies';
import { MembershipRenewer, type RenewalRun } from './memberships/renewals';
import { AccountService, type ExternalTokenVerifier } from './accounts/accounts';
import { CartService, type LiveCartLimits, type ReservationOptions } from './cart/cart';
import { CartSweeper } from './cart/cart-expiry';
import { EventService } from './catalog/events';
import { FeatureFlagService } from './sellers/feature-flags';
import { ForgotMembershipService } from './memberships/forgot-membership';
import type { HoldSecondsOf } from './lib/hold-seconds';
import { IdentityService } from './accounts/identity';
import { DEFAULT_LOGIN_BACKOFF, LoginBackoff, type LoginBackoffPolicy } from './accounts/login-backoff';
import { SignInMails } from './mail/sign-in-mails';
import { MembershipService } from './memberships/memberships';
import { OneTimeCodeService } from './accounts/one-time-codes';
import { PasswordResetService } from './accounts/password-resets';
import { SeatMapService } from './catalog/seat-maps';
import { OrderService } from './orders/orders';
import type { PaymentsOptions } from './checkout/payments/config';
import { SellerService } from './sellers/sellers';
import { UserService } from './accounts/users';
import type { PasswordHasher } from './lib/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    sellerService: SellerService;
    eventService: EventService;
    seatMapService: SeatMapService;
    cartService: CartService;
    cartSweeper: CartSweeper;
    orderService: OrderService;
    identityService: IdentityService;
    accountService: AccountService;
    signInMails: SignInMails;
    oneTimeCodes: OneTimeCodeService;
    passwordResets: PasswordResetService;
    membershipService: MembershipService;
    userService: UserService;
    forgotMembership: ForgotMembershipService;
    featureFlagService: FeatureFlagService;
    /** Hashes and checks passwords at the app's scrypt cost (`AppOptions.passwordHashing`). */
    passwords: PasswordHasher;
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
    const eventService = new EventService(fastify.db, fastify.clock);
    fastify.decorate('eventService', eventService);
    // The seat map reads its session through the event service (visibility, availability).
    fastify.decorate('seatMapService', new SeatMapService(fastify.db, fastify.clock, eventService));
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
    fastify.decorate('orderService', new OrderService(fastify.db, fastify.clock));
  },
  { name: 'order-service', dependencies: base },
);

export const identityServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('identityService', new IdentityService(fastify.db));
  },
  { name: 'identity-service', dependencies: base },
);

/** One-time codes and password reset links, and their e-mails; `storefrontUrl` starts the links. */
export const signInServicesPlugin = fp<{ storefrontUrl: string }>(
  async (fastify, options) => {
    const mails = new SignInMails(fastify.db, {
      transport: fastify.mailTransport,
      fromAddress: fastify.mailFromAddress,
      storefrontUrl: options.storefrontUrl,
    });
    fastify.decorate('signInMails', mails);
    fastify.decorate('oneTimeCodes', new OneTimeCodeService(fastify.db, fastify.clock, mails, fastify.log));
    fastify.decorate('passwordResets', new PasswordResetService(fastify.db, fastify.clock, mails, fastify.log, fastify.passwords));
    // Mails under way finish before the transport and the database close.
    fastify.addHook('preClose', () => mails.drain());
  },
  { name: 'sign-in-services', dependencies: [...base, 'order-emails'] },
);

/**
 * `loginBackoff`: overrides of the failed-login backoff, or null when rate limits are off;
 * `verifyExternalToken`: the external providers' sign-in (no token is accepted without it).
 */
export const accountServicePlugin = fp<{ loginBackoff: Partial<LoginBackoffPolicy> | null; verifyExternalToken?: ExternalTokenVerifier }>(
  async (fastify, options) => {
    const backoff = options.loginBackoff
      ? new LoginBackoff(fastify.db, fastify.clock, { ...DEFAULT_LOGIN_BACKOFF, ...options.loginBackoff })
      : null;
    fastify.decorate(
      'accountService',
      new AccountService(fastify.db, fastify.webSessions, {
        backoff,
        oneTimeCodes: fastify.oneTimeCodes,
        passwordResets: fastify.passwordResets,
        passwords: fastify.passwords,
        ...(options.verifyExternalToken ? { verifyExternalToken: options.verifyExternalToken } : {}),
      }),
    );
  },
  { name: 'account-service', dependencies: [...base, 'web-session', 'sign-in-services'] },
);

export const membershipServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('membershipService', new MembershipService(fastify.db, fastify.clock));
  },
  { name: 'membership-service', dependencies: base },
);

export const userServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('userService', new UserService(fastify.db, fastify.webSessions, fastify.accountService, fastify.passwords));
  },
  { name: 'user-service', dependencies: [...base, 'web-session', 'account-service'] },
);

/** Mails member IDs; the app waits for mails under way before the mail transport closes. */
export const forgotMembershipPlugin = fp(
  async (fastify) => {
    const service = new ForgotMembershipService(fastify.db, fastify.mailTransport, fastify.mailFromAddress, fastify.log, fastify.clock);
    fastify.decorate('forgotMembership', service);
    fastify.addHook('preClose', () => service.settled());
  },
  { name: 'forgot-membership', dependencies: [...base, 'order-emails'] },
);

export const featureFlagServicePlugin = fp(
  async (fastify) => {
    fastify.decorate('featureFlagService', new FeatureFlagService(fastify.db));
  },
  { name: 'feature-flag-service', dependencies: base },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled balances reminded, collected and released (ADR 0036), a periodic job. */
    balanceCollection: PeriodicJob<BalanceRun>;
    /** Memberships auto-renewed (ADR 0036), a periodic job. */
    membershipRenewal: PeriodicJob<RenewalRun>;
  }
}

const ScheduledChargesRun = Type.Object(
  {
    balances: Type.Object({ reminded: Type.Integer(), collected: Type.Integer(), failed: Type.Integer(), released: Type.Integer() }),
    renewals: Type.Object({ renewed: Type.Integer(), failed: Type.Integer() }),
  },
  { additionalProperties: false },
);

/**
 * Collects scheduled balances and renews memberships every `intervalMs` (0: never; tests call
 * `runOnce`), counting outcomes in `storefront_scheduled_charges_total`; stops before the app closes. `testRoute` (the e2e stack's TEST_CLOCK=1, refused in
 * production) adds `POST /api/__test__/scheduled_charges`, one run now, after moving the clock.
 */
export const scheduledChargesPlugin = fp<{ intervalMs: number; storefrontUrl: string; testRoute: boolean }>(
  async (fastify, options) => {
    const mail = { transport: fastify.mailTransport, fromAddress: fastify.mailFromAddress, storefrontUrl: options.storefrontUrl };
    const common = { db: fastify.db, now: fastify.clock, payService: fastify.payService, log: fastify.log, ...mail };
    const collector = new BalanceCollector({ ...common, gateways: fastify.paymentGateways });
    const renewer = new MembershipRenewer({ ...common, cartService: fastify.cartService, checkoutService: fastify.checkoutService });
    const outcomes = fastify.metrics.counter({
      name: 'storefront_scheduled_charges_total',
      help: 'What the scheduled charges did, by job (balance, renewal) and outcome (reminded, collected, failed, released; renewed, failed)',
      labelNames: ['job', 'outcome'],
    });
    /** A run that counts what it did. */
    const counted =
      <Run extends object>(job: string, run: () => Promise<Run>) =>
      async (): Promise<Run> => {
        const done = await run();
        for (const [outcome, n] of Object.entries(done)) if (n > 0) outcomes.inc({ job, outcome }, n);
        return done;
      };
    const jobs = {
      balances: new PeriodicJob('balance collection', counted('balance', () => collector.runOnce()), fastify.log, (run: BalanceRun) => {
        if (Object.values(run).some((n) => n > 0)) fastify.log.info({ run }, 'scheduled balances');
      }),
      renewals: new PeriodicJob('membership renewal', counted('renewal', () => renewer.runOnce()), fastify.log, (run: RenewalRun) => {
        if (Object.values(run).some((n) => n > 0)) fastify.log.info({ run }, 'membership renewals');
      }),
    };
    // Each a decoration of its own: the job runner schedules every PeriodicJob the app is decorated with (ADR 0031).
    fastify.decorate('balanceCollection', jobs.balances);
    fastify.decorate('membershipRenewal', jobs.renewals);
    if (options.testRoute) {
      fastify.post('/api/__test__/scheduled_charges', { schema: { response: replies({ 200: ScheduledChargesRun }) } }, async () => ({
        balances: await jobs.balances.runOnce(),
        renewals: await jobs.renewals.runOnce(),
      }));
    }
    fastify.addHook('onReady', async () => {
      jobs.balances.start(options.intervalMs);
      jobs.renewals.start(options.intervalMs);
    });
    fastify.addHook('preClose', async () => {
      await Promise.all([jobs.balances.stop(), jobs.renewals.stop()]);
    });
  },
  { name: 'scheduled-charges', dependencies: [...base, 'payments', 'cart-service', 'order-emails', 'metrics'] },
);
