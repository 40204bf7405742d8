/** Production is a configuration, never a fallback (issue 30 item 1, ADR 0030). */
import { assertProductionReady, productionProblems } from '../src/production';

const READY = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://storefront@db.internal:5432/storefront',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  HCAPTCHA_SECRET: '0x0000000000000000000000000000000000000000',
  HCAPTCHA_SITE_KEY: '10000000-ffff-ffff-ffff-000000000001',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.org:465',
  STOREFRONT_URL: 'https://tickets.example.org',
  METRICS_PORT: '9464',
};

describe('production settings', () => {
  it('a complete production configuration has no problem', () => {
    expect(productionProblems(READY)).toEqual([]);
    expect(() => assertProductionReady(READY)).not.toThrow();
  });

  it('names every missing setting at once, each with why it is needed', () => {
    const problems = productionProblems({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'HCAPTCHA_SECRET',
      'HCAPTCHA_SITE_KEY',
      'SMTP_URL',
      'STOREFRONT_URL',
      'METRICS_PORT',
    ]);
    expect(problems[0]).toBe('DATABASE_URL is missing: production runs on PostgreSQL, never the embedded database');
    expect(() => assertProductionReady({ NODE_ENV: 'production' })).toThrow(/Refusing to start in production[^]*- SMTP_URL is missing: without it e-mail would go to the dev mailbox/);
  });

  it('refuses unsafe values: test switches, sandbox pacing, plain http, malformed keys', () => {
    expect(
      productionProblems({
        ...READY,
        STOREFRONT_URL: 'http://tickets.example.org',
        STRIPE_SECRET_KEY: 'pk_live_wrong_kind',
        SMTP_URL: 'mailto:box@example.org',
        TEST_CLOCK: '1',
        RATE_LIMITS: 'off',
        SANDBOX_PROCESSING_SECONDS: '3',
        CART_HOLD_SECONDS_OVERRIDE: 'harbour-zoo:90',
        HCAPTCHA_VERIFY_URL: 'http://127.0.0.1:4000/api/sandbox/hcaptcha/siteverify',
        SSO_ISSUER: 'https://login.example.org',
        METRICS_PORT: '65536',
      }),
    ).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…)',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'STOREFRONT_URL must be an https:// address',
      'METRICS_PORT must be a port number (1–65535)',
      'SSO_CLIENTS is missing: SSO_ISSUER names a provider but no client secrets',
      'HCAPTCHA_VERIFY_URL=http://127.0.0.1:4000/api/sandbox/hcaptcha/siteverify is refused in production: hCaptcha is verified at its own address',
      'SANDBOX_PROCESSING_SECONDS=3 is refused in production: it paces the Stripe sandbox only',
      'TEST_CLOCK=1 is refused in production: it lets a caller move the clock',
      'RATE_LIMITS=off is refused in production: the rate limits and the login backoff stay on',
      "CART_HOLD_SECONDS_OVERRIDE=harbour-zoo:90 is refused in production: sellers' hold times are their own settings",
    ]);
  });

  it('development keeps every fallback: nothing is checked without NODE_ENV=production', () => {
    expect(() => assertProductionReady({})).not.toThrow();
    expect(() => assertProductionReady({ NODE_ENV: 'development', TEST_CLOCK: '1' })).not.toThrow();
  });
});
