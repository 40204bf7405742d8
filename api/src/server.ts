/**
 * Starts the API: opens the database (PGlite in `DATA_DIR`, or PostgreSQL at `DATABASE_URL`),
 * migrates, seeds the demo when there are no sellers (`--reset` / `SEED_RESET=1` wipes and
 * re-seeds), then listens on HOST:PORT. `CART_HOLD_SECONDS_OVERRIDE` shortens sellers' cart
 * hold for this run only (the database keeps their own values); unknown slugs are logged.
 * Mail goes to `SMTP_URL`, or without it to the dev mailbox (`MAILBOX_SMTP_PORT`, `MAIL_FROM`).
 * Payments use Stripe with `STRIPE_SECRET_KEY` and hCaptcha with `HCAPTCHA_SECRET`, else their
 * sandboxes (`paymentsOptionsFromEnv`).
 */
import { inArray } from 'drizzle-orm';
import { buildApp } from './app';
import { sellers } from './db/schema';
import { ensureDemoData } from './db/seed';
import { defaultDataDir } from './paths';
import { mailOptionsFromEnv } from './plugins/app/mail';
import { parseHoldOverride } from './services/hold-seconds';
import { paymentsOptionsFromEnv } from './services/payments/config';

async function main(): Promise<void> {
  const env = process.env;
  const reset = process.argv.includes('--reset') || env.SEED_RESET === '1';
  const holdOverride = parseHoldOverride(env.CART_HOLD_SECONDS_OVERRIDE);
  const app = await buildApp({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR || defaultDataDir }),
    logger: { level: env.LOG_LEVEL ?? 'info' },
    secureCookies: env.SECURE_COOKIES === '1',
    holdOverride,
    // The benchmark's many clients share one address: RATE_LIMITS=off lifts the live-cart caps too.
    ...(env.RATE_LIMITS === 'off' ? { liveCartLimits: false as const } : {}),
    mail: mailOptionsFromEnv(env),
    payments: paymentsOptionsFromEnv(env),
  });
  const seeded = await ensureDemoData(app.db, { now: new Date(), reset });
  app.log.info({ seeded, database: app.database.kind }, 'demo data');
  if (holdOverride.length > 0) {
    const slugs = holdOverride.map((o) => o.slug);
    const known = await app.db.select({ slug: sellers.slug }).from(sellers).where(inArray(sellers.slug, slugs));
    const unknown = slugs.filter((slug) => !known.some((row) => row.slug === slug));
    app.log.info({ holdOverride, unknown }, 'cart hold seconds overridden');
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: Number(env.PORT ?? 4000), host: env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
