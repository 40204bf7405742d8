/**
 * The app factory: the server and the tests build the API the same way. Infrastructure
 * plugins first (errors, compression, cookies, clock, database), then the services, then the routes,
 * all under `/api`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import clock from './infra/plugins/clock';
import compression from './infra/plugins/compression';
import database from './infra/plugins/database';
import draining from './infra/plugins/draining';
import { jobsPlugin, jobsStartPlugin, type JobsOptions } from './infra/jobs/jobs-plugin';
import securityHeaders from './infra/plugins/security-headers';
import tracing, { tracingServerOptions } from './infra/plugins/tracing';
import metrics from './infra/metrics/metrics-plugin';
import type { MetricsListen } from './infra/metrics/metrics-server';
import errorHandler, { clientErrorHandler, frameworkErrors } from './infra/plugins/error-handler';
import input, { parseQuery } from './infra/plugins/input';
import { useStrictFormats } from './lib/schemas/formats';
import responseContract from './infra/plugins/response-contract';
import webSession from './accounts/web-session-plugin';
import rateLimits, { type RateLimitsOptions } from './rate-limits/rate-limits-plugin';
import { sessionCleanupPlugin } from './accounts/session-cleanup-plugin';
import { orderEmailsPlugin, type MailOptions } from './mail/mail-plugin';
import { paymentsPlugin } from './checkout/payments/payments-plugin';
import { webhooksPlugin } from './webhooks/webhooks-plugin';
import { RECONCILE_TIMINGS } from './webhooks/payment-reconciler';
import webhookRoutes from './webhooks/webhooks-routes';
import {
  accountServicePlugin,
  cartServicePlugin,
  cartSweepPlugin,
  eventServicePlugin,
  featureFlagServicePlugin,
  forgotMembershipPlugin,
  identityServicePlugin,
  membershipServicePlugin,
  orderServicePlugin,
  scheduledChargesPlugin,
  sellerServicePlugin,
  signInServicesPlugin,
  userServicePlugin,
} from './service-plugins';
import cartRoutes from './cart/cart-routes';
import paymentRoutes from './checkout/payments/payments-routes';
import sandboxRoutes from './checkout/payments/sandbox-routes';
import catalogRoutes from './catalog/catalog-routes';
import clientErrorRoutes from './client-reports/client-errors-routes';
import devMailboxRoutes from './mail/dev-mailbox-routes';
import healthRoutes from './infra/health-routes';
import eventRoutes from './catalog/events-routes';
import featureFlagRoutes from './sellers/feature-flags-routes';
import forgotMembershipRoutes from './memberships/forgot-membership-routes';
import giftRoutes from './gifts/gifts-routes';
import identityRoutes from './accounts/identity-routes';
import imageRoutes from './catalog/images-routes';
import membershipRoutes from './memberships/memberships-routes';
import orderRoutes from './orders/orders-routes';
import passwordResetRoutes from './accounts/password-reset-routes';
import sellerRoutes from './sellers/sellers-routes';
import ssoRoutes, { externalLoginPlugin, type ExternalLoginProvider } from './accounts/sso-routes';
import userRoutes from './accounts/users-routes';
import walletPassRoutes from './wallet-passes/wallet-passes-routes';
import adminRoutes from './venue-import/admin-routes';
import type { AdminOperator } from './venue-import/admin-tokens';
import type { DatabaseTimeouts } from './infra/db/client';
import { DEFAULT_LIVE_CART_LIMITS, type LiveCartLimits, type ReservationOptions } from './cart/cart';
import { captchaSandboxed, type PaymentsOptions } from './checkout/payments/config';
import { holdSecondsOf, type HoldOverride } from './lib/hold-seconds';
import { PasswordHasher, type ScryptParams } from './lib/passwords';
import type { LoginContext } from './accounts/accounts';
import { DEFAULT_STOREFRONT_URL } from './mail/sign-in-mails';
import type { WalletPassesOptions } from './wallet-passes/config';

export interface AppOptions {
  /** PostgreSQL URL; embedded PGlite when absent. */
  databaseUrl?: string;
  /** PGlite data folder (default: memory); ignored with `databaseUrl`. */
  dataDir?: string;
  /** PGlite snapshot (`dumpDataDir`) to start from. */
  pgliteSnapshot?: Blob;
  /** PostgreSQL schema to use (created when missing); isolates test files. */
  databaseSchema?: string;
  poolSize?: number;
  /** PostgreSQL connect and statement timeouts (defaults in `DEFAULT_DATABASE_TIMEOUTS`). */
  databaseTimeouts?: Partial<DatabaseTimeouts>;
  /** Run PGlite in a worker thread (the server does; tests start it in process from a snapshot). */
  pgliteWorker?: boolean;
  /** Apply pending migrations when starting (default true). */
  migrate?: boolean;
  /** The clock; tests inject one to move time. */
  now?: () => Date;
  /** The end-to-end stack's clock, moved forward over `POST /api/__test__/clock` (`TEST_CLOCK=1`; never in production). */
  testClock?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Always set the Secure flag on the session cookie (it is set anyway on requests that came over HTTPS). */
  secureCookies?: boolean;
  /** Send `Strict-Transport-Security` with every answer (production; ADR 0035). */
  hsts?: boolean;
  /** Serve `GET /metrics` on this address from `ready()` (`METRICS_PORT`, `METRICS_HOST`); metrics are counted anyway. */
  metricsListen?: MetricsListen;
  /** Whose `X-Forwarded-*` headers to believe (Fastify's `trustProxy`): the storefront's `/api` proxy. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Origins besides the API's own whose pages may make cookie-authenticated writes (CSRF check). */
  trustedOrigins?: string[];
  /** Rate limits and the failed-login backoff (`RATE_LIMITS=off`: `enabled: false`); ADR 0012. */
  rateLimits?: RateLimitsOptions;
  /** How often expired sessions, unused identities and old abandoned carts are deleted (default 1 h; 0: never). */
  cleanupIntervalMs?: number;
  /** Reservation locking options, including the race test's seam. */
  reservation?: ReservationOptions;
  /** Live carts per identity and per client address (default 3 and 20; false: no caps, as with rate limits off). */
  liveCartLimits?: LiveCartLimits;
  /** How often expired carts release their tickets (default 30 s; 0: never, tests sweep by hand). */
  sweepIntervalMs?: number;
  /** How often scheduled balances are collected and memberships auto-renewed (default 5 min; 0: never, tests run them by hand). */
  scheduledChargesIntervalMs?: number;
  /** How often stranded payments are reconciled (default 15 s; 0: never, tests run it by hand). */
  reconcileIntervalMs?: number;
  /** Background jobs (ADR 0031): workers in this process (default on; tests run jobs with `app.jobs.runQueued`). */
  jobs?: Partial<JobsOptions>;
  /** Sellers' cart hold times to use instead of their rows' (`CART_HOLD_SECONDS_OVERRIDE`); the database is not changed. */
  holdOverride?: HoldOverride[];
  /** Mail: an SMTP relay, or the in-process dev mailbox when `smtpUrl` is absent. */
  mail?: MailOptions;
  /** Payments and captcha: real Stripe / hCaptcha keys, else their sandboxes; tests' seams. */
  payments?: PaymentsOptions;
  /** The storefront's address, where links in e-mails point (`STOREFRONT_URL`; default the stack's). */
  storefrontUrl?: string;
  /** External login's OpenID provider (`SSO_ISSUER`, `SSO_CLIENTS`); without it, the local stand-in when the dev mailbox is on. */
  externalLogin?: ExternalLoginProvider;
  /** scrypt's cost for new password hashes; default OWASP's. Tests choose a cheaper one; the server never sets it. */
  passwordHashing?: ScryptParams;
  /** Apple and Google Wallet signing (`walletPassesOptionsFromEnv`); default: sandbox-signed passes, as in development. */
  walletPasses?: WalletPassesOptions;
  /** The admin API's operators (`ADMIN_TOKENS`); none: the admin API is not registered (ADR 0033). */
  adminOperators?: AdminOperator[];
}

export const DEFAULT_SWEEP_INTERVAL_MS = 30_000;
export const DEFAULT_CLEANUP_INTERVAL_MS = 60 * 60_000;
export const DEFAULT_SCHEDULED_CHARGES_INTERVAL_MS = 5 * 60_000;


export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Opening the database includes PGlite's WASM start and pending migrations, which take
    // longer than avvio's default 10 s on a loaded machine.
    pluginTimeout: 120_000,
    bodyLimit: 256 * 1024,
    // Strict input (ADR 0013): unknown body keys are refused, not dropped; query values are
    // coerced between scalars only, so a repeated parameter is never read as one string.
    ajv: {
      customOptions: { allErrors: true, coerceTypes: true, removeAdditional: false, useDefaults: true },
      onCreate: useStrictFormats,
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200, querystringParser: parseQuery },
    frameworkErrors,
    clientErrorHandler,
    // While closing, a request that still arrives on a kept-alive connection is served (with
    // Connection: close) rather than given Fastify's own 503 body, which is not the spec's shape.
    return503OnClosing: false,
    // Each request is named after the storefront's trace (`traceparent`), ADR 0035.
    ...tracingServerOptions,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First, so that every route registered after it must name its answers (ADR 0028).
  await app.register(responseContract);
  await app.register(errorHandler);
  await app.register(draining);
  await app.register(tracing);
  await app.register(securityHeaders, { hsts: options.hsts ?? false });
  await app.register(metrics, options.metricsListen ? { listen: options.metricsListen } : {});
  await app.register(compression);
  await app.register(input);
  await app.register(cookie);
  app.decorate('passwords', new PasswordHasher(options.passwordHashing));
  await app.register(clock, { ...(options.now ? { now: options.now } : {}), adjustable: options.testClock ?? false });
  await app.register(database, {
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    dataDir: options.dataDir ?? 'memory://',
    ...(options.pgliteSnapshot ? { pgliteSnapshot: options.pgliteSnapshot } : {}),
    ...(options.databaseSchema ? { schemaName: options.databaseSchema } : {}),
    ...(options.poolSize ? { poolSize: options.poolSize } : {}),
    ...(options.databaseTimeouts ? { timeouts: options.databaseTimeouts } : {}),
    pgliteWorker: options.pgliteWorker ?? false,
    migrate: options.migrate ?? true,
  });
  await app.register(jobsPlugin, { workers: true, ...options.jobs });
  await app.register(webSession, { secureCookies: options.secureCookies ?? false, trustedOrigins: options.trustedOrigins ?? [] });
  const rateLimitOptions = options.rateLimits ?? { enabled: true };
  await app.register(rateLimits, rateLimitOptions);
  await app.register(sessionCleanupPlugin, { intervalMs: options.cleanupIntervalMs ?? DEFAULT_CLEANUP_INTERVAL_MS });

  const holdSeconds = holdSecondsOf(options.holdOverride);
  const payments = options.payments ?? {};
  await app.register(sellerServicePlugin, { holdSeconds, payments });
  await app.register(eventServicePlugin);
  await app.register(cartServicePlugin, {
    holdSeconds,
    liveCartLimits: options.liveCartLimits ?? DEFAULT_LIVE_CART_LIMITS,
    ...(options.reservation ? { reservation: options.reservation } : {}),
  });
  await app.register(cartSweepPlugin, { intervalMs: options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS });
  await app.register(orderEmailsPlugin, { ...options.mail, storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL });
  await app.register(paymentsPlugin, payments);
  await app.register(webhooksPlugin, {
    ...(payments.stripeWebhookSecret ? { stripeWebhookSecret: payments.stripeWebhookSecret } : {}),
    reconcileIntervalMs: options.reconcileIntervalMs ?? RECONCILE_TIMINGS.intervalMs,
  });
  await app.register(orderServicePlugin);
  await app.register(identityServicePlugin);
  await app.register(signInServicesPlugin, { storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL });
  await app.register(externalLoginPlugin, { provider: options.externalLogin, storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL });
  const externalLogin = app.externalLogin;
  await app.register(accountServicePlugin, {
    loginBackoff: rateLimitOptions.enabled ? rateLimitOptions.loginBackoff ?? {} : null,
    ...(externalLogin ? { verifyExternalToken: (jwt: string, context: LoginContext) => externalLogin.verifyIdToken(jwt, context.sellerSlug) } : {}),
  });
  await app.register(membershipServicePlugin);
  await app.register(userServicePlugin);
  await app.register(forgotMembershipPlugin);
  await app.register(featureFlagServicePlugin);
  await app.register(scheduledChargesPlugin, {
    intervalMs: options.scheduledChargesIntervalMs ?? DEFAULT_SCHEDULED_CHARGES_INTERVAL_MS,
    storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
    testRoute: options.testClock ?? false,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(sellerRoutes);
      await api.register(eventRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes);
      await api.register(paymentRoutes);
      await api.register(webhookRoutes);
      await api.register(giftRoutes);
      await api.register(sandboxRoutes, { stripe: app.stripeSandbox, captcha: captchaSandboxed(payments) });
      await api.register(identityRoutes);
      await api.register(membershipRoutes);
      await api.register(passwordResetRoutes);
      await api.register(userRoutes);
      await api.register(forgotMembershipRoutes);
      await api.register(featureFlagRoutes);
      await api.register(ssoRoutes, { storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL });
      await api.register(orderRoutes);
      await api.register(walletPassRoutes, {
        wallets: options.walletPasses ?? { sandboxWhenUnconfigured: true },
        storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL,
      });
      if (app.devMailbox) await api.register(devMailboxRoutes, { mailbox: app.devMailbox });
      await api.register(imageRoutes);
      await api.register(clientErrorRoutes);
      if (options.adminOperators?.length) await api.register(adminRoutes, { operators: options.adminOperators });
    },
    { prefix: '/api' },
  );
  // Last: it schedules the periodic jobs registered above and stops after their preClose hooks.
  await app.register(jobsStartPlugin);
  return app;
}
