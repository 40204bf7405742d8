/**
 * Starts the API: opens the database (PGlite in `DATA_DIR`, or PostgreSQL at `DATABASE_URL`),
 * refuses it when a migration is pending (`pnpm db:migrate` applies them), then listens on
 * HOST:PORT. Start-up never migrates, seeds, resets or truncates anything (ADR 0029): the
 * demo is loaded by its own command, `pnpm demo:load`. `CART_HOLD_SECONDS_OVERRIDE` shortens sellers' cart
 * hold for this run only (the database keeps their own values); unknown slugs are logged.
 * Mail goes to `SMTP_URL`, or without it to the dev mailbox (`MAILBOX_SMTP_PORT`, `MAIL_FROM`),
 * each mail a job with retries. Background jobs run on pg-boss in the same database (ADR 0031):
 * `JOB_WORKERS=off` makes an instance that queues jobs but runs none; `JOB_POLL_SECONDS`.
 * Payments use Stripe with `STRIPE_SECRET_KEY` (its webhooks checked with `STRIPE_WEBHOOK_SECRET`)
 * and hCaptcha with `HCAPTCHA_SECRET`, else their sandboxes (`paymentsOptionsFromEnv`); stranded
 * payments are reconciled every `PAYMENT_RECONCILE_INTERVAL_MS` (ADR 0032). `RATE_LIMITS=off` turns the rate limits and the login
 * backoff off (benchmarks). `TRUST_PROXY` says whose `X-Forwarded-*` headers to believe
 * (default `loopback`: the storefront's `/api` proxy on this machine; `off`: nobody; else
 * addresses/CIDRs, comma-separated). `TRUSTED_ORIGINS`: other origins (comma-separated)
 * whose pages may write, when the storefront is not served from the API's origin.
 * `STOREFRONT_URL`: the storefront's address, where links in e-mails (sign-in codes, password
 * resets) point (default http://localhost:3000); never taken from a request's Host.
 * External login (spec 03 §7): `SSO_ISSUER` (https) and `SSO_CLIENTS` (`client_id=secret`,
 * comma-separated; sellers name their client in `web.sso.client_id`); without them and
 * with the dev mailbox on, the local stand-in OpenID provider at `/api/dev/idp`.
 * Wallet passes: `APPLE_WALLET_*` and `GOOGLE_WALLET_*` (`walletPassesOptionsFromEnv`); an
 * unconfigured wallet is sandbox-signed unless NODE_ENV=production, where it is not offered.
 *
 * The admin API (`PUT /api/admin/sellers/:slug/catalogue`, ADR 0033) exists only with
 * `ADMIN_TOKENS=name:token,...`, one bearer token per operator.
 *
 * `TEST_CLOCK=1` lets the end-to-end tests move the API's clock forward (`POST /api/__test__/clock`,
 * ADR 0027). With `NODE_ENV=production` (ADR 0030) a missing or unsafe setting stops the start-up,
 * every one named (`production.ts`): no sandbox, dev mailbox or test clock is ever switched on
 * there, and session cookies are always `Secure`.
 *
 * Operations (ADR 0035): every request is logged (JSON) under the trace id of the storefront's
 * `traceparent`; Prometheus metrics are served at `http://METRICS_HOST:METRICS_PORT/metrics`
 * (required in production; default host 127.0.0.1); production answers carry HSTS.
 *
 * PGlite runs in a worker thread; PostgreSQL waits are bounded by `DB_CONNECT_TIMEOUT_MS`,
 * `DB_STATEMENT_TIMEOUT_MS` and `DB_IDLE_IN_TRANSACTION_TIMEOUT_MS`. SIGTERM/SIGINT stop
 * accepting, let requests under way finish (at most `SHUTDOWN_TIMEOUT_MS`), stop the timers
 * and close the database (ADR 0010).
 */
import { buildApp } from './app';
import { databaseOptionsFromEnv, millisecondsFromEnv } from './infra/db/config';
import { pendingChanges } from './infra/migrate-database';
import { knownSellerSlugs } from './sellers/sellers-repository';
import { assertProductionReady, StartUpRefusedError } from './production';
import { mailOptionsFromEnv } from './mail/mail-plugin';
import { jobsOptionsFromEnv } from './infra/jobs/jobs-plugin';
import { externalLoginProviderFromEnv } from './accounts/sso-routes';
import { sellersWithExternalLogin } from './accounts/external-login';
import { parseHoldOverride } from './lib/hold-seconds';
import { paymentsOptionsFromEnv } from './checkout/payments/config';
import { walletPassesOptionsFromEnv } from './wallet-passes/config';
import { metricsListenFromEnv } from './infra/metrics/metrics-server';
import { parseAdminTokens } from './venue-import/admin-tokens';

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

function listFromEnv(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** `STOREFRONT_URL` as an http(s) address; a malformed value stops the start-up. */
function storefrontUrlFromEnv(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new StartUpRefusedError(`STOREFRONT_URL must be an http(s) address without query or fragment, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function trustProxyFromEnv(value: string | undefined): false | string[] {
  if (value === 'off') return false;
  const list = listFromEnv(value);
  return list.length > 0 ? list : ['loopback'];
}

/** `SCHEDULED_CHARGES_INTERVAL_MS`: how often balances are collected and memberships renewed (ADR 0036). */
function scheduledChargesInterval(env: NodeJS.ProcessEnv): { scheduledChargesIntervalMs?: number } {
  const ms = millisecondsFromEnv(env, 'SCHEDULED_CHARGES_INTERVAL_MS');
  return ms ? { scheduledChargesIntervalMs: ms } : {};
}

async function main(): Promise<void> {
  const env = process.env;
  const holdOverride = parseHoldOverride(env.CART_HOLD_SECONDS_OVERRIDE);
  assertProductionReady(env);
  const production = env.NODE_ENV === 'production';
  const testClock = env.TEST_CLOCK === '1';
  const database = databaseOptionsFromEnv(env);
  const reconcileIntervalMs = millisecondsFromEnv(env, 'PAYMENT_RECONCILE_INTERVAL_MS');
  const metricsListen = metricsListenFromEnv(env);
  const app = await buildApp({
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { dataDir: database.dataDir }),
    ...(database.timeouts ? { databaseTimeouts: database.timeouts } : {}),
    migrate: false,
    pgliteWorker: true,
    logger: { level: env.LOG_LEVEL ?? 'info' },
    // Behind HTTPS in production whatever the proxy says.
    secureCookies: production || env.SECURE_COOKIES === '1',
    hsts: production,
    ...(metricsListen ? { metricsListen } : {}),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    trustedOrigins: listFromEnv(env.TRUSTED_ORIGINS),
    rateLimits: { enabled: env.RATE_LIMITS !== 'off' },
    holdOverride,
    testClock,
    ...scheduledChargesInterval(env),
    // The benchmark's many clients share one address: RATE_LIMITS=off lifts the live-cart caps too.
    ...(env.RATE_LIMITS === 'off' ? { liveCartLimits: false as const } : {}),
    mail: mailOptionsFromEnv(env),
    jobs: jobsOptionsFromEnv(env),
    payments: paymentsOptionsFromEnv(env),
    ...(reconcileIntervalMs !== undefined ? { reconcileIntervalMs } : {}),
    walletPasses: walletPassesOptionsFromEnv(env),
    adminOperators: parseAdminTokens(env.ADMIN_TOKENS),
    ...(env.SSO_ISSUER ? { externalLogin: externalLoginProviderFromEnv(env) } : {}),
    ...(env.STOREFRONT_URL ? { storefrontUrl: storefrontUrlFromEnv(env.STOREFRONT_URL) } : {}),
  });
  const pending = await pendingChanges(app.database);
  if (pending.length > 0) {
    await app.close();
    throw new StartUpRefusedError(`The database is not migrated: ${pending.length} migration(s) pending (${pending.join(', ')}). Run \`pnpm db:migrate\` first.`);
  }
  if (production && !app.externalLogin) {
    // The stand-in provider is for development: a seller signing visitors in elsewhere needs the real one.
    const needing = await sellersWithExternalLogin(app.db);
    if (needing.length > 0) {
      await app.close();
      throw new StartUpRefusedError(`Refusing to start in production: SSO_ISSUER is missing, and sellers ${needing.join(', ')} sign visitors in at an external provider.`);
    }
  }
  if (holdOverride.length > 0) {
    const slugs = holdOverride.map((o) => o.slug);
    const known = await knownSellerSlugs(app.db, slugs);
    const unknown = slugs.filter((slug) => !known.some((row) => row.slug === slug));
    app.log.info({ holdOverride, unknown }, 'cart hold seconds overridden');
  }

  const shutdownTimeoutMs = millisecondsFromEnv(env, 'SHUTDOWN_TIMEOUT_MS') ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: finishing requests under way');
      // A request stuck past the bound must not keep a stopping process alive.
      setTimeout(() => {
        app.log.error({ shutdownTimeoutMs }, 'shutdown timed out; exiting with requests still open');
        process.exit(1);
      }, shutdownTimeoutMs).unref();
      // close(): stop listening, answer new requests 503, wait for those under way, then the
      // onClose hooks stop the cart sweep and close the database.
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error instanceof StartUpRefusedError ? error.message : error);
  process.exit(1);
});
