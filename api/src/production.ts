/**
 * Production is a configuration, never a fallback (issue 30 item 1, ADR 0030): with
 * `NODE_ENV=production` the API starts only when every setting a real venue needs is there and
 * safe. Each of the development fallbacks (the embedded database, the Stripe and hCaptcha
 * sandboxes, the dev mailbox, the stand-in identity provider, the test clock) is then a
 * refusal, and every problem is named at once so one look fixes the deployment.
 */
import { portNumber } from './infra/metrics/metrics-server';
import { adminTokensProblem } from './venue-import/admin-tokens';

type Env = NodeJS.ProcessEnv;

interface Rule {
  /** What is wrong, or null when the setting is fine. */
  problem(env: Env): string | null;
}

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function required(name: string, what: string, shape?: { pattern: RegExp; expected: string }): Rule {
  return {
    problem(env) {
      const value = env[name];
      if (!isSet(value)) return `${name} is missing: ${what}`;
      if (shape && !shape.pattern.test(value)) return `${name} must be ${shape.expected}`;
      return null;
    },
  };
}

function forbidden(name: string, why: string, allowed: (value: string) => boolean = () => false): Rule {
  return {
    problem(env) {
      const value = env[name];
      return isSet(value) && !allowed(value) ? `${name}=${value} is refused in production: ${why}` : null;
    },
  };
}

const RULES: Rule[] = [
  required('DATABASE_URL', 'production runs on PostgreSQL, never the embedded database', {
    pattern: /^postgres(ql)?:\/\//,
    expected: 'a postgres:// or postgresql:// URL',
  }),
  required('STRIPE_SECRET_KEY', 'without it the Stripe sandbox would take test cards', { pattern: /^(sk|rk)_(live|test)_\S+$/, expected: 'a Stripe secret key (sk_… or rk_…)' }),
  required('STRIPE_PUBLISHABLE_KEY', 'the browser loads Stripe.js with it', { pattern: /^pk_(live|test)_\S+$/, expected: 'a Stripe publishable key (pk_…)' }),
  required('STRIPE_WEBHOOK_SECRET', "Stripe's webhooks are checked with it", { pattern: /^whsec_\S+$/, expected: 'a Stripe webhook signing secret (whsec_…)' }),
  required('HCAPTCHA_SECRET', 'without it the captcha sandbox would pass anyone'),
  required('HCAPTCHA_SITE_KEY', 'the checkout shows the captcha with it'),
  required('SMTP_URL', 'without it e-mail would go to the dev mailbox, readable by anyone', {
    pattern: /^smtps?:\/\//,
    expected: 'an smtp:// or smtps:// URL',
  }),
  required('STOREFRONT_URL', 'links in e-mails point there', { pattern: /^https:\/\/[^/?#]+/, expected: 'an https:// address' }),
  {
    problem(env) {
      const value = env.METRICS_PORT;
      if (!isSet(value)) return "METRICS_PORT is missing: Prometheus scrapes the API's metrics there, on a port of its own";
      return portNumber(value) === null ? 'METRICS_PORT must be a port number (1–65535)' : null;
    },
  },
  {
    problem: (env) => (isSet(env.SSO_ISSUER) && !isSet(env.SSO_CLIENTS) ? 'SSO_CLIENTS is missing: SSO_ISSUER names a provider but no client secrets' : null),
  },
  forbidden('HCAPTCHA_VERIFY_URL', 'hCaptcha is verified at its own address', (value) => value.startsWith('https://')),
  forbidden('SANDBOX_PROCESSING_SECONDS', 'it paces the Stripe sandbox only'),
  forbidden('TEST_CLOCK', 'it lets a caller move the clock', (value) => value !== '1'),
  forbidden('RATE_LIMITS', 'the rate limits and the login backoff stay on', (value) => value !== 'off'),
  forbidden('CART_HOLD_SECONDS_OVERRIDE', "sellers' hold times are their own settings"),
  // The admin API may be left out (no ADMIN_TOKENS); when it is there, its tokens are strong.
  { problem: (env) => adminTokensProblem(env.ADMIN_TOKENS) },
];

/** Every missing or unsafe production setting, in a stable order; empty when the API may start. */
export function productionProblems(env: Env): string[] {
  return RULES.map((rule) => rule.problem(env)).filter((problem): problem is string => problem !== null);
}

/** A start-up refused for its settings or its database: the operator needs its message, not a stack. */
export class StartUpRefusedError extends Error {
  override name = 'StartUpRefusedError';
}

/** Stops a production start-up that lacks a setting, naming all of them. */
export function assertProductionReady(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = productionProblems(env);
  if (problems.length > 0) {
    throw new StartUpRefusedError(`Refusing to start in production (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}
