/**
 * Payments (ADR 0008): the gateways, the card processor (Stripe with a secret key, else the
 * database sandbox), the captcha verifier, the purchaser service and the pay sequence, each a
 * typed decoration. The pay sequence sends the confirmation through the 'order-emails' plugin.
 */
import fp from 'fastify-plugin';
import { CheckoutService } from '../checkout';
import { CaptchaVerifier } from './captcha';
import { countedGateways } from './counted-gateways';
import type { CardProcessor } from './card-processor';
import { stripeSandboxed, type PaymentsOptions } from './config';
import { FreeGateway } from './free-gateway';
import { LedgerGateway } from './ledger-gateway';
import { PayService } from './pay-service';
import { SandboxCardProcessor } from './sandbox-processor';
import { StripeCardProcessor } from './stripe-processor';
import { StripeGateway } from './stripe-gateway';
import type { Gateways } from './gateway';

declare module 'fastify' {
  interface FastifyInstance {
    checkoutService: CheckoutService;
    payService: PayService;
    captchaVerifier: CaptchaVerifier;
    /** The Stripe sandbox; null with a real STRIPE_SECRET_KEY (its routes are not registered then). */
    stripeSandbox: SandboxCardProcessor | null;
    /** The gateways by id (the balance job refunds a released booking through them). */
    paymentGateways: Gateways;
    /** The card processor the stripe gateway uses (the webhooks and the reconciler ask it too). */
    cardProcessor: CardProcessor;
  }
}

export const paymentsPlugin = fp<PaymentsOptions>(
  async (fastify, options) => {
    const sandbox = stripeSandboxed(options)
      ? new SandboxCardProcessor(fastify.db, fastify.clock, options.sandboxProcessingSeconds)
      : null;
    const processor: CardProcessor =
      sandbox ?? new StripeCardProcessor({ secretKey: options.stripeSecretKey ?? '', ...options.stripeApi });
    const captcha = new CaptchaVerifier({
      ...(options.hcaptchaSecret ? { secret: options.hcaptchaSecret } : {}),
      ...(options.hcaptchaSiteKey ? { siteKey: options.hcaptchaSiteKey } : {}),
      ...(options.hcaptchaVerifyUrl ? { verifyUrl: options.hcaptchaVerifyUrl } : {}),
    });
    const cardProcessor = options.wrapCardProcessor ? options.wrapCardProcessor(processor) : processor;
    const gateways: Gateways = countedGateways({
      free: new FreeGateway(),
      ledger: new LedgerGateway(fastify.db),
      stripe: new StripeGateway(fastify.db, cardProcessor),
    }, fastify.metrics);
    fastify.decorate('stripeSandbox', sandbox);
    fastify.decorate('paymentGateways', gateways);
    fastify.decorate('cardProcessor', cardProcessor);
    fastify.decorate('captchaVerifier', captcha);
    fastify.decorate('checkoutService', new CheckoutService(fastify.db, fastify.clock, captcha));
    fastify.decorate(
      'payService',
      new PayService(fastify.db, fastify.clock, gateways, fastify.orderEmails, fastify.log, options.seams ?? {}),
    );
  },
  { name: 'payments', dependencies: ['database', 'clock', 'order-emails', 'metrics'] },
);
