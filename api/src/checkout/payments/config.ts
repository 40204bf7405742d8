/**
 * Payment and captcha configuration (ADR 0008 "Sandboxes by configuration"): real Stripe with
 * STRIPE_SECRET_KEY, else the sandbox; real hCaptcha with HCAPTCHA_SECRET, else the sandbox.
 * The seller config tells the browser which (`providers`), with a sandbox script only when the
 * API runs its stand-in.
 */
import type { ApiSellerConfig } from '@storefront/shared/wire';
import { captchaConfigured, HCAPTCHA_TEST_SITE_KEY } from './captcha';
import type { CardProcessor } from './card-processor';
import type { PaySeams } from './pay-service';

export interface PaymentsOptions {
  /** STRIPE_SECRET_KEY; absent: the Stripe sandbox. */
  stripeSecretKey?: string;
  /** STRIPE_WEBHOOK_SECRET: checks Stripe's webhooks with a secret key (the sandbox signs with its own). */
  stripeWebhookSecret?: string;
  /** STRIPE_PUBLISHABLE_KEY, given to the browser with a secret key. */
  stripePublishableKey?: string;
  /** Another Stripe API host (tests point the real adapter at a local stand-in). */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' };
  /** HCAPTCHA_SECRET; absent: the captcha sandbox. */
  hcaptchaSecret?: string;
  /** HCAPTCHA_SITE_KEY (the sandbox uses hCaptcha's published test site key). */
  hcaptchaSiteKey?: string;
  /** HCAPTCHA_VERIFY_URL (default https://api.hcaptcha.com/siteverify). */
  hcaptchaVerifyUrl?: string;
  /** How long a sandbox `pm_sandbox_processing` intent stays processing (default 5 s). */
  sandboxProcessingSeconds?: number;
  /** Test seam: wraps the card processor (tests count the charges). */
  wrapCardProcessor?: (processor: CardProcessor) => CardProcessor;
  /** Test seams of the pay sequence. */
  seams?: PaySeams;
}

export const SANDBOX_PUBLISHABLE_KEY = 'pk_test_sandbox';
export const SANDBOX_STRIPE_SCRIPT = '/api/sandbox/stripe.js';
export const SANDBOX_HCAPTCHA_SCRIPT = '/api/sandbox/hcaptcha.js';

export const stripeSandboxed = (options: PaymentsOptions): boolean => !options.stripeSecretKey;
export const captchaSandboxed = (options: PaymentsOptions): boolean => !options.hcaptchaSecret;

/** The seller config's `providers`: captcha only for sellers that ask guests for one. */
export function sellerProviders(options: PaymentsOptions, web: Record<string, unknown>): ApiSellerConfig['providers'] {
  const stripe = stripeSandboxed(options)
    ? { publishable_key: SANDBOX_PUBLISHABLE_KEY, sandbox_script_url: SANDBOX_STRIPE_SCRIPT }
    : options.stripePublishableKey
      ? { publishable_key: options.stripePublishableKey, sandbox_script_url: null }
      : null;
  const captcha = !captchaConfigured(web)
    ? null
    : captchaSandboxed(options)
      ? { provider: 'hcaptcha' as const, site_key: HCAPTCHA_TEST_SITE_KEY, sandbox_script_url: SANDBOX_HCAPTCHA_SCRIPT }
      : { provider: 'hcaptcha' as const, site_key: options.hcaptchaSiteKey ?? HCAPTCHA_TEST_SITE_KEY, sandbox_script_url: null };
  return { stripe, captcha };
}

/**
 * The payment settings from the environment: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY,
 * HCAPTCHA_SECRET, HCAPTCHA_SITE_KEY, HCAPTCHA_VERIFY_URL, SANDBOX_PROCESSING_SECONDS.
 */
export function paymentsOptionsFromEnv(env: NodeJS.ProcessEnv): PaymentsOptions {
  const processing = Number(env.SANDBOX_PROCESSING_SECONDS);
  return {
    ...(env.STRIPE_SECRET_KEY ? { stripeSecretKey: env.STRIPE_SECRET_KEY } : {}),
    ...(env.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    ...(env.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY } : {}),
    ...(env.HCAPTCHA_SECRET ? { hcaptchaSecret: env.HCAPTCHA_SECRET } : {}),
    ...(env.HCAPTCHA_SITE_KEY ? { hcaptchaSiteKey: env.HCAPTCHA_SITE_KEY } : {}),
    ...(env.HCAPTCHA_VERIFY_URL ? { hcaptchaVerifyUrl: env.HCAPTCHA_VERIFY_URL } : {}),
    ...(env.SANDBOX_PROCESSING_SECONDS && Number.isFinite(processing) && processing >= 0
      ? { sandboxProcessingSeconds: processing }
      : {}),
  };
}
